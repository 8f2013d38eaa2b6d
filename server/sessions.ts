import type { MockContext } from '../mocks/context.js'

/**
 * Isolated sessions: a request with `X-Standin-Session: <id>` works on that session's own
 * store, made from the start state on first use and dropped after an idle timeout. At most
 * `limit` sessions live at once; beyond that a new id is refused rather than evicting a
 * session a test may still be using.
 */

export const SESSION_HEADER = 'x-standin-session'
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/

export type SessionLookup =
  | { kind: 'none' }
  | { kind: 'session'; id: string; context: MockContext }
  | { kind: 'invalid'; message: string }
  | { kind: 'full'; message: string }

interface Session {
  context: Promise<MockContext>
  lastUsed: number
}

export interface SessionInfo {
  id: string
  idleSeconds: number
}

export class Sessions {
  readonly #sessions = new Map<string, Session>()
  readonly #timer: ReturnType<typeof setInterval> | undefined

  constructor(
    readonly options: {
      limit: number
      idleMs: number
      /** Makes a store from the start state. */
      create: () => Promise<MockContext>
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

  /** The session a header names, made on first use. */
  async lookup(header: string | undefined): Promise<SessionLookup> {
    if (header === undefined) return { kind: 'none' }
    const id = header.trim()
    if (!VALID_ID.test(id)) {
      return { kind: 'invalid', message: 'X-Standin-Session must be 1 to 128 letters, digits, ".", "_", ":" or "-".' }
    }
    this.sweep()
    let session = this.#sessions.get(id)
    if (!session) {
      if (this.#sessions.size >= this.options.limit) {
        return { kind: 'full', message: `Too many sessions (limit ${this.options.limit}); end one with DELETE /__standin/sessions/<id> or wait for the idle timeout.` }
      }
      session = { context: this.options.create(), lastUsed: this.#now() }
      this.#sessions.set(id, session)
    }
    session.lastUsed = this.#now()
    return { kind: 'session', id, context: await session.context }
  }

  /** Drops sessions idle for longer than the timeout. */
  sweep(): void {
    if (this.options.idleMs <= 0) return
    const now = this.#now()
    for (const [id, session] of this.#sessions) {
      if (now - session.lastUsed > this.options.idleMs) this.#sessions.delete(id)
    }
  }

  end(id: string): boolean {
    return this.#sessions.delete(id)
  }

  list(): SessionInfo[] {
    const now = this.#now()
    return [...this.#sessions].map(([id, session]) => ({ id, idleSeconds: Math.round((now - session.lastUsed) / 1000) }))
  }

  get size(): number {
    return this.#sessions.size
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer)
    this.#sessions.clear()
  }
}
