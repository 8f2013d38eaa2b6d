import { isUtf8 } from 'node:buffer'
import type { Context, Middleware } from 'koa'

/**
 * Reading request bodies within the memory the server gives them: every body in progress, on
 * any route, takes its bytes from one budget as they arrive. A body that stops arriving for
 * `BODY_IDLE_MS` is answered 408; and when a body needs room the budget does not have, the
 * bodies that stalled (nothing for `STALLED_AFTER_MS`) or crawl (read for `GIVES_WAY_AFTER_MS`)
 * give way, oldest first, answered 408: stalled or crawling uploads hold memory only until
 * someone else needs it, and never block a write. Only bodies still arriving make a 503.
 */

export type BodyRead =
  /** `bytes` only when they are not UTF-8 (ApiRequest.bodyBytes). */
  | { kind: 'body'; text: string | undefined; bytes?: Uint8Array<ArrayBuffer> }
  /** Past the limit: nothing more is kept, and Node discards the rest once the answer is sent. */
  | { kind: 'too-large' }
  /** The bodies of requests in progress hold the server's budget, and none can give way: nothing is kept. */
  | { kind: 'busy' }
  /** The body stopped arriving, or gave way to others: nothing is kept (answered 408). */
  | { kind: 'timeout' }
  /** The client went away before sending the whole body. */
  | { kind: 'aborted' }

/** How long a body may send nothing before it is answered 408. */
const BODY_IDLE_MS = 10_000
/** How long a body may be read before it gives way to another when the budget is full. */
export const GIVES_WAY_AFTER_MS = 2_000
/** How long a body may send nothing before it gives way to another when the budget is full. */
export const STALLED_AFTER_MS = 200

/** A body being read: since when, when its last bytes came, and how it is stopped. */
interface Reading {
  since: number
  lastData: number
  giveWay(): void
}

/**
 * The bytes the bodies of requests in progress may hold together, so that many clients at once
 * (or many stalled uploads) cannot hold more than the configuration allows. A body is counted
 * from its first byte to the end of its request (`release`, by the app's first middleware).
 */
export class BodyBudget {
  #held = 0
  /** Bodies still being read, oldest first. */
  readonly #reading = new Set<Reading>()

  constructor(
    readonly bytes: number,
    /** Reads the time (tests pass their own). */
    readonly now: () => number = () => performance.now(),
  ) {}

  get held(): number {
    return this.#held
  }

  /** Takes `bytes` for `reading`, making room from bodies read for too long; false when there is none. */
  take(bytes: number, reading?: Reading): boolean {
    if (this.#held + bytes > this.bytes) this.#makeRoom(bytes, reading)
    if (this.#held + bytes > this.bytes) return false
    this.#held += bytes
    if (reading) reading.lastData = this.now()
    return true
  }

  release(bytes: number): void {
    this.#held = Math.max(0, this.#held - bytes)
  }

  /** Stops bodies that stalled, or have been read for too long, oldest first, until `bytes` fit. */
  #makeRoom(bytes: number, spare: Reading | undefined): void {
    const now = this.now()
    for (const reading of this.#reading) {
      if (this.#held + bytes <= this.bytes) return
      const late = now - reading.since >= GIVES_WAY_AFTER_MS || now - reading.lastData >= STALLED_AFTER_MS
      if (late && reading !== spare) reading.giveWay()
    }
  }

  /** A body starts being read: it may give way to others once it has been read for long enough. */
  begin(giveWay: () => void): Reading {
    const now = this.now()
    const reading: Reading = { since: now, lastData: now, giveWay }
    this.#reading.add(reading)
    return reading
  }

  /** Its body is read (or refused): it holds what it holds until its request ends, and no longer gives way. */
  end(reading: Reading): void {
    this.#reading.delete(reading)
  }

  /** Gives back, when a request ends, what its body held. */
  middleware(): Middleware {
    return async (ctx, next) => {
      try {
        await next()
      } finally {
        this.release(heldBytes(ctx))
      }
    }
  }
}

/** What the request's body holds of the budget: counted by readBody, given back when the request ends. */
export function heldBytes(ctx: Context): number {
  const bytes: unknown = ctx.state.bodyBytes
  return typeof bytes === 'number' ? bytes : 0
}

/**
 * Reads the raw body up to `limit` bytes, within the budget. A declared Content-Length past
 * the limit is refused before a byte is read; a streamed body as soon as it passes the limit.
 * The request is never destroyed, so the client still reads the answer; one that timed out or
 * gave way is answered on a connection that then closes.
 */
export function readBody(ctx: Context, limit: number, budget: BodyBudget): Promise<BodyRead> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return Promise.resolve({ kind: 'body', text: undefined })
  if (Number(ctx.get('content-length')) > limit) return Promise.resolve({ kind: 'too-large' })
  const request = ctx.req
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (result: BodyRead) => {
      if (done) return
      done = true
      request.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone)
      request.setTimeout(0)
      budget.end(reading)
      if (result.kind === 'body') ctx.state.bodyBytes = heldBytes(ctx) + size
      else {
        budget.release(size)
        chunks.length = 0
      }
      // The rest of the body is not read: the connection cannot carry another request.
      if (result.kind === 'timeout') ctx.set('Connection', 'close')
      resolve(result)
    }
    const reading = budget.begin(() => finish({ kind: 'timeout' }))
    // Without a 'data' listener the stream keeps flowing: the rest is read and dropped.
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) return finish({ kind: 'too-large' })
      if (!budget.take(chunk.length, reading)) return finish({ kind: 'busy' })
      size += chunk.length
      chunks.push(chunk)
    }
    const onEnd = () => {
      const bytes = Buffer.concat(chunks)
      finish({ kind: 'body', text: bytes.toString('utf8'), ...(isUtf8(bytes) ? {} : { bytes }) })
    }
    const onGone = () => finish({ kind: 'aborted' })
    request.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone)
    request.setTimeout(BODY_IDLE_MS, () => finish({ kind: 'timeout' }))
  })
}
