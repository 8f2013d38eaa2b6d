import { closeSync, fstatSync, openSync, readSync } from 'node:fs'
import { isUtf8 } from 'node:buffer'
import { getHeapStatistics } from 'node:v8'
import { type ContextChanges, createMockContext } from '../mocks/context/context.js'
import {
  adoptStores,
  checkChanges,
  checkSnapshot,
  type ContextVersion,
  freezeStores,
  laggingProblem,
  snapshotVersion,
} from '../mocks/context/snapshot.js'
import { documentProblem } from '../mocks/http/json.js'
import { codeOf, messageOf } from './error-message.js'

/**
 * A store file as a start reads it: a `--snapshot` file (one snapshot document, any layout) or
 * a `--persist` log (a snapshot, then one line per write; see persistence.ts). It is refused
 * whole, with one line saying what is wrong and where, before anything is changed: a file too
 * large to load, empty, not UTF-8, a line that is not JSON (but a last one cut short by a crash,
 * never acknowledged), nesting or a `__proto__` key, a key standin never writes, an unknown table
 * or sequence, a row that does not fit, or sequences behind the ids present once it is replayed.
 */

/** What a store file cannot be used for, in one line (the CLI prefixes the flag and the path). */
class StoreFileError extends Error {}

/** What a store file holds: a snapshot document and the writes made since. */
export interface StoreFile {
  snapshot: unknown
  changes: unknown[]
  /**
   * Where it is a log (the snapshot on its first line): the bytes of that line, and of the
   * lines kept (a last line cut short is not), so that appending can go on after them.
   */
  log?: { snapshotBytes: number; keptBytes: number }
}

const NEWLINE = 0x0a

function parseLine(text: string, line: number): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new StoreFileError(`line ${line} is not JSON: the file is damaged`)
  }
  return value
}

/** The first line parsed, when it is JSON by itself: then the file is a log. */
function firstLine(bytes: Buffer, end: number): { value: unknown } | undefined {
  if (end === -1) return undefined
  try {
    return { value: JSON.parse(bytes.toString('utf8', 0, end)) }
  } catch {
    return undefined
  }
}

/**
 * Reads a store file: a `--persist` log (its first line a snapshot document by itself, each next
 * line a write) or a snapshot document in any layout (a `--snapshot` file).
 */
export function readStoreFile(content: Buffer | string): StoreFile {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content
  if (bytes.length === 0)
    throw new StoreFileError('the file is empty (0 bytes): standin never writes one, so it holds no store')
  if (!isUtf8(bytes)) throw new StoreFileError('the file is not UTF-8 text: it is damaged')
  const firstEnd = bytes.indexOf(NEWLINE)
  const first = firstLine(bytes, firstEnd)
  if (!first) {
    try {
      return { snapshot: JSON.parse(bytes.toString('utf8')), changes: [] }
    } catch (error) {
      throw new StoreFileError(`not JSON, neither a snapshot document nor a log (${messageOf(error)})`)
    }
  }
  // Every line is written with its newline in one write, and acknowledged once flushed: what
  // follows the last newline was cut short by a crash, never acknowledged, and is dropped.
  const keptBytes = bytes.lastIndexOf(NEWLINE) + 1
  const rest = keptBytes > firstEnd + 1 ? bytes.toString('utf8', firstEnd + 1, keptBytes - 1).split('\n') : []
  return {
    snapshot: first.value,
    changes: rest.map((line, index) => parseLine(line, index + 2)),
    log: { snapshotBytes: firstEnd + 1, keptBytes },
  }
}

/**
 * The state a store file holds: its snapshot checked, then its writes checked and replayed (each
 * row checked as any write is), then its sequences checked against the ids it ended with.
 */
export async function storeFileVersion(file: StoreFile): Promise<ContextVersion> {
  const checked = await checkSnapshot(file.snapshot)
  if (!checked.ok) throw new StoreFileError(file.log ? `line 1: ${checked.error}` : checked.error)
  const version = await snapshotVersion(checked.snapshot)
  if (file.changes.length === 0) return version
  const scratch = createMockContext()
  adoptStores(scratch, version)
  for (const [index, line] of file.changes.entries()) {
    const change = await checkChanges(line)
    if (!change.ok) throw new StoreFileError(`line ${index + 2}: ${change.error}`)
    try {
      await replay(scratch, change.value)
    } catch (error) {
      throw new StoreFileError(`line ${index + 2}: ${messageOf(error).replace(/\s*\n\s*/g, ' ')}`)
    }
  }
  const lagging = laggingProblem(scratch)
  if (lagging) throw new StoreFileError(`after the last line: ${lagging}`)
  return freezeStores(scratch)
}

/** Applies one change line (checked) to a context that holds what the lines before it made. */
async function replay(context: ReturnType<typeof createMockContext>, change: ContextChanges): Promise<void> {
  if (change.identity) await context.identity.apply(change.identity)
  if (change.calendar) await context.calendar.apply(change.calendar)
}

/**
 * The largest store file a start reads: loading one takes about four times its size in heap and
 * more while it loads (measured under --max-old-space-size=512, whose heap limit V8 gives as 704
 * MiB: an 86 MB snapshot held 337 MB, and the heap reached 510 MB on the way), so past an eighth
 * of the limit the process would run out of memory and die with V8's report instead of a line
 * saying why.
 */
function storeFileLimit(): number {
  return Math.floor(getHeapStatistics().heap_size_limit / 8)
}

const sized = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MiB`

/** A file's bytes, refused (one line) when it is not a file or larger than `limit`; undefined when there is none. */
export function readFileWithin(path: string, limit = storeFileLimit()): Buffer | undefined {
  let fd: number
  try {
    fd = openSync(path, 'r')
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined
    throw new StoreFileError(messageOf(error))
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new StoreFileError('not a file')
    if (stat.size > limit)
      throw new StoreFileError(
        `${sized(stat.size)} is more than this process can load (${sized(limit)}, an eighth of its heap); give Node more with --max-old-space-size`,
      )
    const bytes = Buffer.alloc(stat.size)
    for (let read = 0; read < bytes.length;) {
      const got = readSync(fd, bytes, read, bytes.length - read, read)
      if (got === 0) break
      read += got
    }
    return bytes
  } catch (error) {
    throw error instanceof StoreFileError ? error : new StoreFileError(messageOf(error))
  } finally {
    closeSync(fd)
  }
}

/** A document file (`--stubs`) as JSON, refused (one line) when larger than `limit`, not JSON, or shaped to overflow a reader. */
export function readJsonFile(path: string, limit: number): unknown {
  const bytes = readFileWithin(path, limit)
  if (bytes === undefined) throw new StoreFileError('no such file')
  let value: unknown
  try {
    value = JSON.parse(bytes.toString('utf8'))
  } catch (error) {
    throw new StoreFileError(`not JSON (${messageOf(error)})`)
  }
  const problem = documentProblem(value)
  if (problem) throw new StoreFileError(problem)
  return value
}
