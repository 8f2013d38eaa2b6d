import { isUtf8 } from 'node:buffer'
import type { Context, Middleware } from 'koa'
import type { IncomingRequest } from '../mocks/pipeline/pipeline.js'
import { headLimitStatus, REQUEST_LIMITS } from '../mocks/http/limits.js'
import { type ApiResponse, bodyText, JsonText } from '../mocks/http/types.js'

/** Translation between Koa's context and the plain request/response of mocks/http. */

export type BodyRead =
  /** `bytes` only when they are not UTF-8 (ApiRequest.bodyBytes). */
  | { kind: 'body'; text: string | undefined; bytes?: Uint8Array<ArrayBuffer> }
  /** Past the limit: nothing more is kept, and Node discards the rest once the answer is sent. */
  | { kind: 'too-large' }
  /** The bodies of requests in progress already hold the server's budget: nothing is kept. */
  | { kind: 'busy' }
  /** The client went away before sending the whole body. */
  | { kind: 'aborted' }

/**
 * The bytes the bodies of requests in progress may hold together, so that many clients at
 * once (or many stalled uploads) cannot hold more than the configuration allows. A body is
 * counted from its first byte to the end of its request (`release`, by the app's first
 * middleware).
 */
export class BodyBudget {
  #held = 0

  constructor(readonly bytes: number) {}

  get held(): number {
    return this.#held
  }

  take(bytes: number): boolean {
    if (this.#held + bytes > this.bytes) return false
    this.#held += bytes
    return true
  }

  release(bytes: number): void {
    this.#held = Math.max(0, this.#held - bytes)
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
 * The request is never destroyed, so the client still reads the answer.
 */
export function readBody(ctx: Context, limit: number, budget: BodyBudget): Promise<BodyRead> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return Promise.resolve({ kind: 'body', text: undefined })
  if (Number(ctx.get('content-length')) > limit) return Promise.resolve({ kind: 'too-large' })
  const request = ctx.req
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BodyRead) => {
      request.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone)
      if (result.kind === 'body') ctx.state.bodyBytes = heldBytes(ctx) + size
      else {
        budget.release(size)
        chunks.length = 0
      }
      resolve(result)
    }
    // Without a 'data' listener the stream keeps flowing: the rest is read and dropped.
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) return finish({ kind: 'too-large' })
      if (!budget.take(chunk.length)) return finish({ kind: 'busy' })
      size += chunk.length
      chunks.push(chunk)
    }
    const onEnd = () => {
      const bytes = Buffer.concat(chunks)
      finish({ kind: 'body', text: bytes.toString('utf8'), ...(isUtf8(bytes) ? {} : { bytes }) })
    }
    const onGone = () => finish({ kind: 'aborted' })
    request.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone)
  })
}

function remoteAddress(ctx: Context): string | undefined {
  const address = ctx.req.socket.remoteAddress
  return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
}

/**
 * The request's absolute URL: an absolute-form target (what proxies send) as it is, else the
 * path on the Host header's origin (on localhost when there is no Host header, as HTTP/1.0
 * allows). A Host that names no host gives a URL that does not parse, which the pipeline
 * refuses with the API's 400; nothing here parses it.
 */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/

export function requestUrl(ctx: Context): string {
  const target = ctx.originalUrl
  // The common case: a path on a plain host name or address, which is Koa's `host` as it
  // came (no proxy headers trusted, HTTP/1), without Koa's parsing of it.
  const host = ctx.req.headers.host
  if (
    target.startsWith('/') &&
    host !== undefined &&
    !ctx.app.proxy &&
    ctx.req.httpVersionMajor < 2 &&
    PLAIN_HOST.test(host)
  ) {
    return `${ctx.protocol}://${host}${target}`
  }
  if (target.startsWith('/') && PLAIN_HOST.test(ctx.host)) return `${ctx.protocol}://${ctx.host}${target}`
  if (!target.startsWith('/') && URL.canParse(target)) return target
  const path = target.startsWith('/') ? target : `/${target}`
  return `${ctx.protocol}://${ctx.host || 'localhost'}${path}`
}

function headersOf(ctx: Context): Array<[string, string]> {
  const headers: Array<[string, string]> = []
  const given = ctx.req.headers
  for (const name in given) {
    const value = given[name]
    if (typeof value === 'string') headers.push([name, value])
    else if (value !== undefined) for (const item of value) headers.push([name, item])
  }
  return headers
}

export type Incoming = { kind: 'request'; request: IncomingRequest } | { kind: 'aborted' }

/**
 * The plain request at `url` (see requestUrl). Past a limit (checked before the body is
 * read) it carries the limit instead of the body, for the pipeline to answer. A request
 * without a body (GET, HEAD) is ready at once: no turn of the event loop.
 */
export function toIncoming(ctx: Context, url: string, budget: BodyBudget): Incoming | Promise<Incoming> {
  const headers = headersOf(ctx)
  const request: IncomingRequest = {
    method: ctx.method,
    url,
    headers,
    body: undefined,
    remoteAddress: remoteAddress(ctx),
  }
  const refused = headLimitStatus(ctx.originalUrl, headers)
  if (refused) return { kind: 'request', request: { ...request, overLimit: refused } }
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return { kind: 'request', request }
  return readBody(ctx, REQUEST_LIMITS.bodyBytes, budget).then((body): Incoming => {
    if (body.kind === 'aborted') return { kind: 'aborted' }
    if (body.kind === 'too-large') return { kind: 'request', request: { ...request, overLimit: 413 } }
    if (body.kind === 'busy') return { kind: 'request', request: { ...request, overLimit: 503 } }
    return {
      kind: 'request',
      request: { ...request, body: body.text, ...(body.bytes ? { bodyBytes: body.bytes } : {}) },
    }
  })
}

/** Writes the answer on the context; returns its body as the journal notes it (the kept bytes' text, or the text). */
export function send(ctx: Context, response: ApiResponse): string | JsonText | undefined {
  const { headers, body } = response
  if (body instanceof JsonText && !ctx.get('origin')) return sendKept(ctx, response.status, headers, body)
  // Setting a null body first marks it as deliberately empty; Koa would otherwise write
  // the status message as a text body.
  if (body === undefined) ctx.body = null
  ctx.status = response.status
  if (headers) {
    for (const name in headers) {
      const value = headers[name]
      if (value !== undefined) ctx.set(name, value)
    }
  }
  if (body === undefined) return undefined
  if (body instanceof JsonText) {
    ctx.body = sendable(body)
    return body
  }
  const text = bodyText(response)
  ctx.body = text
  return text
}

/**
 * A kept answer to a request without CORS to apply: written on Node's response as Koa would
 * (status, the API's headers, the length it already knows, the body), without Koa's setters.
 */
function sendKept(ctx: Context, status: number, headers: Record<string, string> | undefined, body: JsonText): JsonText {
  // The head as one list of names and values: Node writes it as it is, where each setHeader
  // would validate the header and keep it in an object first.
  const head: Array<string | number> = []
  if (headers) {
    for (const name in headers) {
      const value = headers[name]
      if (value !== undefined) head.push(name, value)
    }
  }
  head.push('Content-Length', body.bytes.byteLength)
  ctx.respond = false
  ctx.res.writeHead(status, head).end(sendable(body))
  return body
}

/**
 * A kept answer up to this size goes out as its text: Node writes the head and a text body
 * in one piece, where bytes make a second chunk. Past it, encoding the text on every send
 * costs more than that.
 */
const SENT_AS_TEXT = 4096

function sendable(body: JsonText): string | Buffer {
  return body.bytes.byteLength <= SENT_AS_TEXT
    ? body.text
    : Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength)
}
