import {
  closeSync,
  constants,
  fdatasync,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readdirSync,
  renameSync,
  unlinkSync,
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
import { LockError, releaseLock, takeLock } from './persist-lock.js'
import { readFileWithin, readStoreFile, type StoreFile } from './store-file.js'

/**
 * `--persist file`: what the server acknowledges is on disk first, and a write costs what it
 * changed. The file is a log of JSON lines: the whole store (a snapshot document), then one line
 * per acknowledged write with the rows it wrote, appended and flushed (fdatasync) before the
 * answer. Now and then (past as many bytes of log as the snapshot has, or when a reset or a
 * restored snapshot replaces everything) the file is rewritten as one snapshot: a temporary
 * file, flushed, renamed over it, the folder flushed. A start replays it; a last line cut short
 * by a crash was never acknowledged and is dropped. A lock file keeps a second server off it
 * (persist-lock.ts). The file is only ever made by a rename of a whole snapshot, so standin never
 * leaves it empty or half-written; a start that goes on from it appends after what it read, so it
 * needs no room for a second copy.
 */

export class PersistenceError extends Error {}

/** The temporary file of a rewrite: made anew, appended to (so that cutting it back moves the end), read and written. */
const REWRITE_FLAGS = constants.O_CREAT | constants.O_TRUNC | constants.O_APPEND | constants.O_RDWR

export interface PersistenceOptions {
  /** How long a start waits for a lock whose holder may be stopping (a restart); default 2 s. */
  lockWaitMs?: number
  /** The log is compacted once it exceeds the snapshot's size and this (default 1 MiB). */
  compactAfterBytes?: number
  /** Hears what the operator should know in one line (a stale lock taken over, a compaction that failed); default: the console. */
  note?: (line: string) => void
}

const consoleNote = (line: string) => process.stderr.write(`standin: ${line}\n`)

export class Persistence {
  readonly file: string
  readonly #folder: string
  readonly #temporary: string
  /** The file, open for appends once attached (a rewrite replaces it). */
  #fd: number | undefined
  /** Bytes in the file, and how many of them are the snapshot. */
  #size = 0
  #base = 0
  /** The lock taken, until closed. */
  #lock: string | undefined
  /** The log `load` read, which `attach` may go on from. */
  #loaded: StoreFile['log']
  readonly #options: Required<PersistenceOptions>

  /**
   * Opens `file` for one server: takes its lock, removes temporary files a crash left behind
   * and checks the file (if there is one) can be written. Throws a PersistenceError (one line
   * saying why) when the folder is missing or read-only, the file is not a writable file, or
   * another server holds it.
   */
  static open(file: string, options: PersistenceOptions = {}): Persistence {
    return new Persistence(file, options)
  }

  protected constructor(file: string, options: PersistenceOptions = {}) {
    this.file = file
    this.#options = {
      lockWaitMs: options.lockWaitMs ?? 2000,
      compactAfterBytes: options.compactAfterBytes ?? 1024 * 1024,
      note: options.note ?? consoleNote,
    }
    this.#folder = dirname(file)
    this.#temporary = join(this.#folder, `.${basename(file)}.${process.pid}.tmp`)
    try {
      this.#lock = takeLock(file, this.#options.lockWaitMs, this.#options.note)
      this.#cleanTemporaries()
      // Nothing is made yet (the first rewrite makes the file); an existing one must take writes.
      closeSync(openSync(file, constants.O_RDWR | constants.O_APPEND))
    } catch (error) {
      if (codeOf(error) !== 'ENOENT' || this.#lock === undefined) {
        this.close()
        throw new PersistenceError(
          `--persist ${file}: ${error instanceof LockError ? error.message : messageOf(error)}`,
        )
      }
    }
  }

  /** Temporary files of this file, left by a server killed while rewriting it (it holds the lock now). */
  #cleanTemporaries(): void {
    const prefix = `.${basename(this.file)}.`
    for (const name of readdirSync(this.#folder)) {
      if (name.startsWith(prefix) && name.endsWith('.tmp')) unlinkSync(join(this.#folder, name))
    }
  }

  /**
   * The file's content (read whole, within what the process can hold), or undefined when there
   * is no file yet (a first start). Throws a StoreFileError (one line) when it cannot be read.
   */
  load(): StoreFile | undefined {
    const bytes = readFileWithin(this.file)
    if (bytes === undefined) return undefined
    const file = readStoreFile(bytes)
    this.#loaded = file.log
    return file
  }

  /**
   * Makes the context's acknowledged writes durable, then each write is appended as it commits
   * and acknowledged once flushed. With `resume` (the context holds what `load` read), the file
   * goes on where it was: a last line cut short by a crash is cut off, nothing is rewritten, so
   * a start needs no room for a second copy; otherwise the file is rewritten with the store now.
   * Flushes run off the event loop, so writes that commit while one runs are flushed together
   * by the next (a group commit); a read waits for the flush of what it may have seen. A write
   * that cannot be appended is undone at once; when a flush fails, every write not yet flushed
   * is undone (the context goes back to the last flushed state, the file is cut back to it) and
   * answered 503.
   */
  attach(context: MockContext, options: { resume?: boolean } = {}): void {
    const loaded = options.resume ? this.#loaded : undefined
    if (loaded) this.#resume(loaded)
    else this.#rewrite(takeSnapshot(context))
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
    if (!this.#syncing) this.#syncPending(context)
    return done
  }

  /** Whether a flush is in flight: writes appended meanwhile wait for the next one. */
  #syncing = false

  /**
   * Flushes every write appended so far in one fdatasync (a group commit): writes that arrive
   * while it runs are flushed together by the next, which starts as soon as this one ends.
   */
  #syncPending(context: MockContext): void {
    const last = this.#pending.at(-1)
    if (!last || this.#broken) return
    const fd = this.#attached()
    this.#syncing = true
    this.#inflight.set(fd, (this.#inflight.get(fd) ?? 0) + 1)
    this.sync(fd, (error) => {
      this.#syncing = false
      this.#release(fd)
      if (error) return this.#fail(context, error)
      this.#flushed(last.seq, last.version, last.size)
      if (this.#appended > last.seq) this.#syncPending(context)
    })
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
    if (!durable || this.#pending.length > 0 || this.#inflight.has(this.#attached())) return
    if (this.#size - this.#base <= Math.max(this.#base, this.#options.compactAfterBytes)) return
    try {
      const scratch = createMockContext()
      adoptStores(scratch, durable.version)
      this.#rewrite(takeSnapshot(scratch))
      this.#durable = { version: durable.version, size: this.#size }
    } catch (error) {
      this.#options.note(`--persist ${this.file}: could not compact the log, it goes on growing: ${messageOf(error)}`)
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
      ftruncateSync(this.#attached(), this.#repaired.size)
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
    const fd = this.#attached()
    try {
      if (fstatSync(fd).nlink === 0) throw new Error(`${this.file} was removed or replaced while the server held it`)
      this.write(fd, bytes)
    } catch (error) {
      try {
        ftruncateSync(fd, this.#size)
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

  /** The descriptor appends go to; there is one from `attach` on. */
  #attached(): number {
    if (this.#fd === undefined) throw new Error(`--persist ${this.file} is not attached to a store`)
    return this.#fd
  }

  /** Goes on with the log `load` read: cut back to its lines kept, appended to from there. */
  #resume(log: NonNullable<StoreFile['log']>): void {
    const fd = openSync(this.file, constants.O_RDWR | constants.O_APPEND)
    try {
      const size = fstatSync(fd).size
      if (size > log.keptBytes) {
        ftruncateSync(fd, log.keptBytes)
        this.#options.note(
          `--persist ${this.file}: dropped a last line cut short by a crash (${size - log.keptBytes} bytes, never acknowledged)`,
        )
      }
    } catch (error) {
      closeSync(fd)
      throw error
    }
    this.#fd = fd
    this.#size = log.keptBytes
    this.#base = log.snapshotBytes
  }

  /**
   * Replaces the file with one snapshot: written to a temporary file and flushed, then renamed
   * over it. It fails (the file unchanged, the temporary removed) until the rename, which
   * takes room for both copies; after it, nothing undoes the change it saved.
   */
  #rewrite(snapshot: StoreSnapshot): void {
    const bytes = Buffer.from(`${JSON.stringify(snapshot)}\n`)
    const fd = openSync(this.#temporary, REWRITE_FLAGS)
    try {
      this.write(fd, bytes)
      fsyncSync(fd)
      renameSync(this.#temporary, this.file)
    } catch (error) {
      closeSync(fd)
      try {
        unlinkSync(this.#temporary)
      } catch {
        // Not made, or removed at the next start.
      }
      throw error
    }
    // The rename itself is durable once the folder is flushed.
    try {
      const folder = openSync(this.#folder, 'r')
      try {
        fsyncSync(folder)
      } finally {
        closeSync(folder)
      }
    } catch (error) {
      this.#options.note(`--persist ${this.file}: could not flush its folder after a rewrite: ${messageOf(error)}`)
    }
    // A flush still in flight on the old descriptor closes it when it is done.
    const old = this.#fd
    if (old !== undefined && !this.#inflight.has(old)) closeSync(old)
    this.#fd = fd
    this.#size = this.#base = bytes.length
  }

  /** Releases the file (the lock goes). */
  close(): void {
    try {
      if (this.#fd !== undefined) closeSync(this.#fd)
    } catch {
      // Closed already.
    }
    if (this.#lock === undefined) return
    releaseLock(this.#lock)
    this.#lock = undefined
  }
}
