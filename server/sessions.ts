import type { ContextChanges, MockContext } from '../mocks/context/context.js'
import { pipelineMessages, SESSION_HEADER } from '../mocks/pipeline/messages.js'
import { SERVER_DEFAULTS } from './options.js'

/**
 * Isolated sessions: a request with `X-Standin-Session: <id>` works on that session's own
 * store, made from the start state on first use and dropped after an idle timeout. Only a
 * caller that may (one with the API token, or the control plane) makes a session; anyone else
 * naming an unknown id is refused, so anonymous traffic allocates nothing. A new session adopts
 * the start state's version (mocks/store/), so it costs its own writes, not a copy of the data.
 * At most `limit` sessions live at once, and together they may write at most `memoryBytes`:
 * beyond the first a new id is refused, beyond the second a write in a session is undone and
 * answered 503, rather than evicting a session a test may still be using.
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
  /** What its writes hold, roughly (their JSON). */
  bytes: number
}

export interface SessionInfo {
  id: string
  idleSeconds: number
}

export class Sessions {
  readonly #sessions = new Map<string, Session>()
  readonly #timer: ReturnType<typeof setInterval> | undefined
  #bytes = 0

  constructor(
    readonly options: {
      limit: number
      idleMs: number
      /** Makes a store from the start state. */
      create: () => Promise<MockContext>
      /** What sessions may write in all (default: `--session-memory`'s). */
      memoryBytes?: number
      /** Reads the time for idleness (tests pass their own). */
      now?: () => number
    },
  ) {
    if (options.idleMs > 0) {
      this.#timer = setInterval(() => this.sweep(), Math.min(options.idleMs, 60_000))
      this.#timer.unref()
    }
  }

  #now(): number {
    return this.options.now?.() ?? Date.now()
  }

  /** What sessions' writes hold now, roughly. */
  get bytes(): number {
    return this.#bytes
  }

  /** Counts a session's writes against the budget; refuses (undoing them) past it. */
  #charge(session: Session, changes: ContextChanges): void {
    // Nothing written; or a session ended while a request of its own was running: nothing to count.
    if ((!changes.identity && !changes.calendar) || this.#sessions.get(session.id) !== session) return
    const bytes = JSON.stringify(changes).length
    const budget = this.options.memoryBytes ?? SERVER_DEFAULTS.sessionMemoryBytes
    if (this.#bytes + bytes > budget) {
      throw new Error(
        `sessions hold ${Math.round(this.#bytes / 1024)} KiB of writes, their budget is ${Math.round(budget / 1024)} KiB`,
      )
    }
    session.bytes += bytes
    this.#bytes += bytes
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
      const made: Session = { id, context: this.options.create(), lastUsed: this.#now(), bytes: 0 }
      made.context = made.context.then((context) => {
        context.onCommit = (changes) => this.#charge(made, changes)
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
    this.#bytes -= session.bytes
    return this.#sessions.delete(id)
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
    this.#sessions.clear()
    this.#bytes = 0
  }
}
