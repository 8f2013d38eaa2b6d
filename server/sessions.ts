import type { MockContext } from '../mocks/context.js'
import { pipelineMessages, SESSION_HEADER } from '../mocks/http/messages.js'

/**
 * Isolated sessions: a request with `X-Standin-Session: <id>` works on that session's own
 * store, made from the start state on first use and dropped after an idle timeout. Only a
 * caller that may (one with the API token, or the control plane) makes a session; anyone else
 * naming an unknown id is refused, so anonymous traffic allocates nothing. At most `limit`
 * sessions live at once; beyond that a new id is refused rather than evicting a session a
 * test may still be using.
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

  /** The session a header names; made on first use when `mayCreate` says the caller may. */
  async lookup(header: string | undefined, mayCreate: () => boolean = () => true): Promise<SessionLookup> {
    if (header === undefined) return { kind: 'none' }
    const id = header.trim()
    if (!VALID_ID.test(id)) return { kind: 'invalid', message: pipelineMessages.invalidSession }
    this.sweep()
    let session = this.#sessions.get(id)
    if (!session) {
      if (!mayCreate()) return { kind: 'unknown', message: pipelineMessages.unknownSession(id) }
      if (this.#sessions.size >= this.options.limit) return { kind: 'full', message: pipelineMessages.sessionsFull(this.options.limit) }
      session = { context: this.options.create(), lastUsed: this.#now() }
      this.#sessions.set(id, session)
      // A store that could not be made is no session: the next request may try again.
      session.context.catch(() => this.#sessions.delete(id))
    }
    session.lastUsed = this.#now()
    return { kind: 'session', id, context: await session.context }
  }

  has(id: string): boolean {
    return this.#sessions.has(id)
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
