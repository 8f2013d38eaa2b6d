import { getHeapStatistics } from 'node:v8'
import type { ContextChanges, MockContext } from '../mocks/context/context.js'
import { pipelineMessages, SESSION_HEADER } from '../mocks/pipeline/messages.js'
import { heapBytes, INDEX_BYTES_PER_ROW, MemoryBudget, OutOfBudget, versionBytes } from '../mocks/store/memory.js'
import type { StoreVersion } from '../mocks/store/store.js'
import { HEAP_BYTES } from './memory-options.js'
import { SERVER_DEFAULTS } from './options.js'

/**
 * Isolated sessions: a request with `X-Standin-Session: <id>` works on that session's own
 * store, made from the start state on first use and dropped after an idle timeout. Only a
 * caller that may (one with the API token, or the control plane) makes a session; anyone else
 * naming an unknown id is refused, so anonymous traffic allocates nothing. A new session adopts
 * the start state's version (mocks/store/), so it costs its own writes, not a copy of the data.
 *
 * At most `limit` sessions live at once, and together they hold at most `memoryBytes` (by
 * estimate, mocks/store/memory.ts): their writes, the start states resets and snapshot uploads
 * gave them (each version charged once, however many sessions hold it), and their stubs and
 * faults. Past the first a new id is refused; past the second what would hold more is undone and
 * answered 503, rather than evicting a session a test may still be using. A reset gives back
 * what the session held (its writes, its old start state); ending a session gives back all.
 */

export { SESSION_HEADER }
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/

export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'session'; id: string; context: MockContext }
  | { kind: 'invalid'; message: string }
  | { kind: 'full'; message: string }
  /** No such session, and the caller may not make one. */
  | { kind: 'unknown'; message: string }

interface Session {
  id: string
  context: Promise<MockContext>
  lastUsed: number
  /** What its writes hold, estimated; given back when a reset throws them away. */
  writes: number
  /** The store versions a reset or an upload gave it (none: the server's start state, which is free). */
  states: readonly StoreVersion[]
  /** A version the item running now adopted: charged when the item commits. */
  adopting?: readonly StoreVersion[]
}

/** The versions sessions hold, each charged once: its bytes, and how many sessions hold it. */
interface HeldState {
  bytes: number
  holders: number
}

/** Past this share of the heap (HEAP_BYTES) nothing more is held, whatever the estimates say. */
const CROWDED_HEAP = 0.85

const heapCrowded = () => getHeapStatistics().used_heap_size > CROWDED_HEAP * HEAP_BYTES

/** What a transaction's writes hold: each row written (and its index entries); a delete a little. */
function writtenBytes(changes: ContextChanges): number {
  let bytes = 0
  for (const store of [changes.identity, changes.calendar]) {
    for (const list of Object.values(store?.tables ?? {}))
      for (const change of list) bytes += 'put' in change ? heapBytes(change.put) + INDEX_BYTES_PER_ROW : 64
  }
  return bytes
}

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`

export interface SessionInfo {
  id: string
  idleSeconds: number
}

export class Sessions {
  readonly #sessions = new Map<string, Session>()
  readonly #timer: ReturnType<typeof setInterval> | undefined
  readonly #states = new Map<StoreVersion, HeldState>()
  /** What every session holds together (`--session-memory`): their sets of stubs and faults are charged here too. */
  readonly memory: MemoryBudget

  constructor(
    readonly options: {
      limit: number
      idleMs: number
      /** Makes a store from the start state. */
      create: () => Promise<MockContext>
      /** What sessions may hold in all (default: `--session-memory`'s). */
      memoryBytes?: number
      /** Reads the time for idleness (tests pass their own). */
      now?: () => number
    },
  ) {
    this.memory = new MemoryBudget(options.memoryBytes ?? SERVER_DEFAULTS.sessionMemoryBytes, heapCrowded)
    if (options.idleMs > 0) {
      this.#timer = setInterval(() => this.sweep(), Math.min(options.idleMs, 60_000))
      this.#timer.unref()
    }
  }

  #now(): number {
    return this.options.now?.() ?? Date.now()
  }

  /** What sessions hold now, estimated. */
  get bytes(): number {
    return this.memory.used
  }

  #refusal(what: string, bytes: number): OutOfBudget {
    return new OutOfBudget(
      `sessions hold ${mib(this.memory.used)} of the ${mib(this.memory.limit)} of memory --session-memory gives them; ${what} would take ${mib(bytes)} more`,
    )
  }

  /** What an item of a session wrote or adopted, charged; past the budget it throws (the item is undone). */
  #committed(session: Session, changes: ContextChanges): void {
    // A session ended while a request of its own was running: nothing to count.
    if (this.#sessions.get(session.id) !== session) return
    const adopting = session.adopting
    session.adopting = undefined
    if (adopting && (changes.identity?.replaced || changes.calendar?.replaced)) return this.#adopt(session, adopting)
    if (!changes.identity && !changes.calendar) return
    const bytes = writtenBytes(changes)
    if (!this.memory.hold(bytes)) throw this.#refusal('this write', bytes)
    session.writes += bytes
  }

  /** The session now holds `states`: each charged once across sessions; its writes and old states given back. */
  #adopt(session: Session, states: readonly StoreVersion[]): void {
    const taken: StoreVersion[] = []
    for (const state of states) {
      if (session.states.includes(state)) continue
      const held = this.#states.get(state)
      if (held) held.holders++
      else {
        const bytes = versionBytes(state)
        if (!this.memory.hold(bytes)) {
          this.#let(taken)
          throw this.#refusal('this start state', bytes)
        }
        this.#states.set(state, { bytes, holders: 1 })
      }
      taken.push(state)
    }
    this.#let(session.states.filter((state) => !states.includes(state)))
    session.states = states
    this.memory.release(session.writes)
    session.writes = 0
  }

  #let(states: readonly StoreVersion[]): void {
    for (const state of states) {
      const held = this.#states.get(state)
      if (!held || --held.holders > 0) continue
      this.#states.delete(state)
      this.memory.release(held.bytes)
    }
  }

  /** The session a header names; made on first use when `mayCreate` says the caller may. */
  async lookup(header: string | undefined, mayCreate: () => boolean = () => true): Promise<SessionLookup> {
    if (header === undefined) return { kind: 'none' }
    const id = header.trim()
    if (!VALID_ID.test(id)) return { kind: 'invalid', message: pipelineMessages.invalidSession }
    let session = this.#sessions.get(id)
    // Expired, though the timer has not swept it yet: a new one starts.
    if (session && this.#idle(session, this.#now())) {
      this.#drop(id)
      session = undefined
    }
    if (!session) {
      if (!mayCreate()) return { kind: 'unknown', message: pipelineMessages.unknownSession(id) }
      // Only a full pool is swept here (a pass over every session); the timer sweeps the rest.
      if (this.#sessions.size >= this.options.limit) this.sweep()
      if (this.#sessions.size >= this.options.limit)
        return { kind: 'full', message: pipelineMessages.sessionsFull(this.options.limit) }
      const made: Session = { id, context: this.options.create(), lastUsed: this.#now(), writes: 0, states: [] }
      made.context = made.context.then((context) => {
        context.onCommit = (changes) => this.#committed(made, changes)
        context.onAdopt = (version) => {
          made.adopting = [version.identity, version.calendar]
        }
        return context
      })
      this.#sessions.set(id, (session = made))
      // A store that could not be made is no session: the next request may try again.
      made.context.catch(() => {
        if (this.#sessions.get(id) === made) this.#drop(id)
      })
    }
    session.lastUsed = this.#now()
    return { kind: 'session', id, context: await session.context }
  }

  has(id: string): boolean {
    return this.#sessions.has(id)
  }

  #drop(id: string): boolean {
    const session = this.#sessions.get(id)
    if (!session) return false
    this.#sessions.delete(id)
    this.memory.release(session.writes)
    this.#let(session.states)
    // Its stubs and faults are held in the same budget: they go with it.
    session.context.then(
      (context) => {
        context.stubs.clear()
        context.faults.clear()
      },
      () => undefined,
    )
    return true
  }

  #idle(session: Session, now: number): boolean {
    return this.options.idleMs > 0 && now - session.lastUsed > this.options.idleMs
  }

  /** Drops sessions idle for longer than the timeout. */
  sweep(): void {
    const now = this.#now()
    for (const [id, session] of this.#sessions) if (this.#idle(session, now)) this.#drop(id)
  }

  end(id: string): boolean {
    return this.#drop(id)
  }

  list(): SessionInfo[] {
    const now = this.#now()
    return [...this.#sessions].map(([id, session]) => ({
      id,
      idleSeconds: Math.round((now - session.lastUsed) / 1000),
    }))
  }

  get size(): number {
    return this.#sessions.size
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer)
    for (const id of [...this.#sessions.keys()]) this.#drop(id)
  }
}
