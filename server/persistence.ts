import {
  closeSync,
  fdatasync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { type ContextChanges, createMockContext, type MockContext } from '../mocks/context/context.js'
import {
  adoptStores,
  type ContextVersion,
  freezeStores,
  type StoreSnapshot,
  takeSnapshot,
} from '../mocks/context/snapshot.js'
import { codeOf, messageOf } from './error-message.js'
import { readStoreFile, type StoreFile } from './store-file.js'

/**
 * `--persist file`: what the server acknowledges is on disk first, and a write costs what it
 * changed. The file is a log of JSON lines: the whole store (a snapshot document), then one line
 * per acknowledged write with the rows it wrote, appended and flushed (fdatasync) before the
 * answer. Now and then (past as many bytes of log as the snapshot has, or when a reset or a
 * restored snapshot replaces everything) the file is rewritten as one snapshot: a temporary
 * file, flushed, renamed over it, the folder flushed. A start replays it; a last line cut short
 * by a crash was never acknowledged and is dropped. A lock file keeps a second server off it.
 */

export class PersistenceError extends Error {}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  // A process killed but not yet reaped by its parent is gone for our purpose.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

export interface PersistenceOptions {
  /** How long a start waits for a lock whose holder may be stopping (a restart); default 2 s. */
  lockWaitMs?: number
  /** The log is compacted once it exceeds the snapshot's size and this (default 1 MiB). */
  compactAfterBytes?: number
}

export class Persistence {
  readonly file: string
  readonly #lock: string
  readonly #folder: string
  readonly #temporary: string
  #fd: number
  /** Bytes in the file, and how many of them are the snapshot. */
  #size = 0
  #base = 0
  #locked = false
  readonly #options: Required<PersistenceOptions>

  /**
   * Opens `file` for one server: takes its lock and removes temporary files a crash left
   * behind. Throws a PersistenceError (one line saying why) when the folder is missing or
   * read-only, or another server holds the file.
   */
  static open(file: string, options: PersistenceOptions = {}): Persistence {
    return new Persistence(file, options)
  }

  protected constructor(file: string, options: PersistenceOptions = {}) {
    this.file = file
    this.#options = {
      lockWaitMs: options.lockWaitMs ?? 2000,
      compactAfterBytes: options.compactAfterBytes ?? 1024 * 1024,
    }
    this.#folder = dirname(file)
    this.#lock = `${file}.lock`
    this.#temporary = join(this.#folder, `.${basename(file)}.${process.pid}.tmp`)
    try {
      this.#fd = openSync(file, 'a+')
    } catch (error) {
      throw new PersistenceError(`--persist ${file}: ${messageOf(error)}`)
    }
    try {
      this.#takeLock()
      this.#cleanTemporaries()
    } catch (error) {
      this.close()
      throw error instanceof PersistenceError ? error : new PersistenceError(`--persist ${file}: ${messageOf(error)}`)
    }
    this.#size = fstatSync(this.#fd).size
  }

  #takeLock(): void {
    const deadline = Date.now() + this.#options.lockWaitMs
    for (;;) {
      try {
        writeFileSync(this.#lock, `${process.pid}\n`, { flag: 'wx' })
        this.#locked = true
        return
      } catch (error) {
        if (codeOf(error) !== 'EEXIST') throw error
      }
      const holder = Number.parseInt(readFileSync(this.#lock, 'utf8'), 10)
      if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
        if (Date.now() >= deadline) {
          throw new PersistenceError(
            `--persist ${this.file}: in use by another standin (pid ${holder}); stop it, or remove ${this.#lock} if it is gone`,
          )
        }
        sleep(50)
        continue
      }
      // Left by a server that is gone (killed): taken over.
      unlinkSync(this.#lock)
    }
  }

  /** Temporary files of this file, left by a server killed while rewriting it (it holds the lock now). */
  #cleanTemporaries(): void {
    const prefix = `.${basename(this.file)}.`
    for (const name of readdirSync(this.#folder)) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(this.#folder, name))
    }
  }

  /** The file's content, or undefined when it is empty (a first start). */
  load(): StoreFile | undefined {
    const text = readFileSync(this.file, 'utf8')
    return text === '' ? undefined : readStoreFile(text)
  }

  /**
   * Makes the context's acknowledged writes durable: the file is rewritten with its store now
   * (which also drops a line cut short by a crash), then each write is appended as it commits
   * and acknowledged once flushed. Flushes run off the event loop, so writes that commit while
   * one runs are flushed together by the next (a group commit); a read waits for the flush of
   * what it may have seen. A write that cannot be appended is undone at once; when a flush
   * fails, every write not yet flushed is undone (the context goes back to the last flushed
   * state, the file is cut back to it) and answered 503.
   */
  attach(context: MockContext): void {
    this.#rewrite(takeSnapshot(context))
    this.#durable = { version: freezeStores(context), size: this.#size }
    context.onCommit = (changes) => this.#commit(context, changes)
  }

  /** The last state known to be on disk, and the file's size then. */
  #durable: { version: ContextVersion; size: number } | undefined
  /** Writes appended, not yet known flushed, in order: each flush settles those before it. */
  #pending: Array<{
    seq: number
    version: ContextVersion
    size: number
    settle: (error?: Error) => void
    done: Promise<void>
  }> = []
  #appended = 0
  #durableSeq = 0
  /** Flushes in flight per descriptor: a descriptor replaced by a rewrite is closed once none is left. */
  readonly #inflight = new Map<number, number>()
  /** Why writes are refused until the context is back at its last flushed state; undefined when they are not. */
  #broken: Error | undefined

  #commit(context: MockContext, changes: ContextChanges): void | Promise<void> {
    // What the repair writes (the way back to the flushed state) is not a write to append.
    if (this.#repairing) {
      this.#repairing = false
      return
    }
    if (this.#broken) this.#heal()
    if (!changes.identity && !changes.calendar) return this.#pending.at(-1)?.done
    if (changes.identity?.replaced || changes.calendar?.replaced) {
      this.#rewrite(takeSnapshot(context))
      this.#flushed(Infinity, freezeStores(context), this.#size)
      return
    }
    this.#append(`${JSON.stringify({ changes })}\n`)
    let settle!: (error?: Error) => void
    const done = new Promise<void>((resolve, reject) => {
      settle = (error) => (error ? reject(error) : resolve())
    })
    // Nobody else listens when a session's request is cut short: a rejection must not go unhandled.
    done.catch(() => undefined)
    const entry = { seq: ++this.#appended, version: freezeStores(context), size: this.#size, settle, done }
    this.#pending.push(entry)
    const fd = this.#fd
    this.#inflight.set(fd, (this.#inflight.get(fd) ?? 0) + 1)
    this.sync(fd, (error) => {
      this.#release(fd)
      if (error) this.#fail(context, error)
      else this.#flushed(entry.seq, entry.version, entry.size)
    })
    return done
  }

  /** Every write up to `seq` is on disk: acknowledged; the log is compacted when it has grown. */
  #flushed(seq: number, version: ContextVersion, size: number): void {
    for (let first = this.#pending[0]; first && first.seq <= seq; first = this.#pending[0]) {
      this.#pending.shift()
      first.settle()
    }
    // Flushes may finish out of order: an earlier one says nothing new.
    if (seq > this.#durableSeq) {
      this.#durableSeq = seq === Infinity ? this.#appended : seq
      this.#durable = { version, size }
    }
    // Compaction is a choice, not part of a write: it waits for a quiet moment (nothing
    // unflushed, nothing in flight), and a failure only leaves the log longer.
    const durable = this.#durable
    if (!durable || this.#pending.length > 0 || (this.#inflight.get(this.#fd) ?? 0) > 0) return
    if (this.#size - this.#base <= Math.max(this.#base, this.#options.compactAfterBytes)) return
    try {
      const scratch = createMockContext()
      adoptStores(scratch, durable.version)
      this.#rewrite(takeSnapshot(scratch))
      this.#durable = { version: durable.version, size: this.#size }
    } catch (error) {
      process.emitWarning(`standin: --persist ${this.file}: could not compact the log: ${messageOf(error)}`)
    }
  }

  /**
   * A flush failed: the writes not yet flushed are refused, and the context goes back to the
   * last flushed state (alone against it, after the work already queued) and the file is cut
   * back to it. Until then every request is refused: what the context holds is not on disk.
   */
  #fail(context: MockContext, error: Error): void {
    // A flush follows a write, and writes are appended only once attached (with a durable state).
    const durable = this.#durable
    if (this.#broken || !durable) return
    this.#broken = new Error(`the disk refused a flush: ${error.message}`)
    for (const entry of this.#pending.splice(0)) entry.settle(this.#broken)
    void context.exclusive(() => {
      adoptStores(context, durable.version)
      this.#repaired = durable
      this.#repairing = true
      try {
        this.#heal()
      } catch {
        // The file cannot be cut back yet: requests stay refused, and each tries again.
      }
    })
  }

  #repairing = false
  /** The state the context was put back to, once it was. */
  #repaired: { size: number } | undefined

  /** Cuts the file back to the state the context was put back to; throws while that cannot be done. */
  #heal(): void {
    const broken = this.#broken
    if (!broken) return
    if (!this.#repaired) throw broken
    try {
      ftruncateSync(this.#fd, this.#repaired.size)
    } catch {
      throw broken
    }
    this.#size = this.#repaired.size
    this.#broken = this.#repaired = undefined
  }

  #release(fd: number): void {
    const left = (this.#inflight.get(fd) ?? 1) - 1
    if (left > 0) {
      this.#inflight.set(fd, left)
      return
    }
    this.#inflight.delete(fd)
    if (fd !== this.#fd) closeSync(fd)
  }

  /** Flushes the descriptor off the event loop (a seam for tests that make the disk fail). */
  protected sync(fd: number, done: (error: Error | null) => void): void {
    fdatasync(fd, done)
  }

  /**
   * Appends; on failure the file is cut back to where it was, so no partial line stays. A file
   * removed or replaced under the server takes no more writes: they would go to a file no start
   * reads.
   */
  #append(line: string): void {
    const bytes = Buffer.from(line)
    try {
      if (fstatSync(this.#fd).nlink === 0)
        throw new Error(`${this.file} was removed or replaced while the server held it`)
      this.write(this.#fd, bytes)
    } catch (error) {
      try {
        ftruncateSync(this.#fd, this.#size)
      } catch {
        // The line stays cut short: a start drops an unreadable last line.
      }
      throw error
    }
    this.#size += bytes.length
  }

  /** Writes all of `bytes` at the end of the file (a seam for tests that make the disk fail). */
  protected write(fd: number, bytes: Buffer): void {
    for (let offset = 0; offset < bytes.length;) offset += writeSync(fd, bytes, offset)
  }

  #rewrite(snapshot: StoreSnapshot): void {
    const bytes = Buffer.from(`${JSON.stringify(snapshot)}\n`)
    const fd = openSync(this.#temporary, 'w')
    try {
      this.write(fd, bytes)
      fsyncSync(fd)
    } catch (error) {
      closeSync(fd)
      unlinkSync(this.#temporary)
      throw error
    }
    closeSync(fd)
    renameSync(this.#temporary, this.file)
    // The rename itself is durable once the folder is flushed.
    const folder = openSync(this.#folder, 'r')
    try {
      fsyncSync(folder)
    } finally {
      closeSync(folder)
    }
    // A flush still in flight on the old descriptor closes it when it is done.
    if (!this.#inflight.has(this.#fd)) closeSync(this.#fd)
    this.#fd = openSync(this.file, 'a+')
    this.#size = this.#base = bytes.length
  }

  /** Releases the file (the lock goes). */
  close(): void {
    try {
      closeSync(this.#fd)
    } catch {
      // Closed already.
    }
    if (!this.#locked) return
    this.#locked = false
    try {
      if (Number.parseInt(readFileSync(this.#lock, 'utf8'), 10) === process.pid) unlinkSync(this.#lock)
    } catch {
      // Gone already.
    }
  }
}
