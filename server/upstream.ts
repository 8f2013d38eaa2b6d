import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { codeOf } from './error-message.js'

/**
 * One exchange with a real deployment, for the proxy (server/proxy/) and `standin record`
 * (server/record/): the request sent as it is, no redirect followed, and the answer read whole
 * within a deadline and a size cap, its bytes counted against a budget while they are held, so
 * that no upstream (slow, endless, huge) can hold the caller past what it allows. Node's own
 * client, not fetch: fetch refuses ports browsers block (6000, 6665...), where a deployment may
 * listen.
 */

export interface UpstreamRequest {
  method: string
  url: URL
  headers: OutgoingHttpHeaders
  body?: Buffer
}

export interface UpstreamAnswer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

type UpstreamFailure =
  /** The deadline passed before the whole answer came. */
  | { kind: 'timeout' }
  /** Refused, reset, unknown host, a broken answer: the system's code. */
  | { kind: 'unreachable'; code: string }
  /** The answer is larger than the cap: what came so far is dropped. */
  | { kind: 'too-large' }
  /** The bytes of answers in progress already hold the budget. */
  | { kind: 'busy' }

export type Exchanged = { ok: true; answer: UpstreamAnswer } | { ok: false; failure: UpstreamFailure }

/** Bytes held by answers in progress: taken chunk by chunk, given back by whoever holds the answer. */
export interface ByteBudget {
  take(bytes: number): boolean
  release(bytes: number): void
}

export interface ExchangeLimits {
  timeoutMs: number
  maxBytes: number
  budget?: ByteBudget
}

class Stopped extends Error {
  constructor(readonly failure: UpstreamFailure) {
    super(failure.kind)
  }
}

/**
 * Sends the request and reads the answer whole, or says why not. Held bytes go back to the
 * budget on failure; on success the caller releases `answer.body.length` once it is done with it.
 */
export function exchange(request: UpstreamRequest, limits: ExchangeLimits): Promise<Exchanged> {
  const send = request.url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    let held = 0
    let settled = false
    const finish = (result: Exchanged) => {
      if (settled) return
      settled = true
      clearTimeout(deadline)
      if (!result.ok) limits.budget?.release(held)
      resolve(result)
    }
    const outgoing = send(request.url, { method: request.method, headers: request.headers, agent: false })
    const stop = (failure: UpstreamFailure) => {
      finish({ ok: false, failure })
      outgoing.destroy(new Stopped(failure))
    }
    const deadline = setTimeout(() => stop({ kind: 'timeout' }), limits.timeoutMs)
    outgoing.on('error', (error) =>
      finish({
        ok: false,
        failure:
          error instanceof Stopped ? error.failure : { kind: 'unreachable', code: codeOf(error) ?? error.message },
      }),
    )
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      const declared = Number(response.headers['content-length'])
      if (declared > limits.maxBytes) return stop({ kind: 'too-large' })
      response.on('data', (chunk: Buffer) => {
        if (held + chunk.length > limits.maxBytes) return stop({ kind: 'too-large' })
        if (limits.budget && !limits.budget.take(chunk.length)) return stop({ kind: 'busy' })
        held += chunk.length
        chunks.push(chunk)
      })
      response.on('error', (error) =>
        finish({ ok: false, failure: { kind: 'unreachable', code: codeOf(error) ?? error.message } }),
      )
      // Closed before its end: the connection was reset mid-answer.
      response.on('close', () => {
        if (!response.complete) finish({ ok: false, failure: { kind: 'unreachable', code: 'ECONNRESET' } })
      })
      response.on('end', () =>
        finish({
          ok: true,
          answer: { status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) },
        }),
      )
    })
    outgoing.end(request.body)
  })
}
