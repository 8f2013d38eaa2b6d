import type { Context } from 'koa'
import type { IncomingRequest } from '../mocks/pipeline/pipeline.js'
import { headLimitStatus, REQUEST_LIMITS } from '../mocks/http/limits.js'
import { type ApiResponse, bodyText, JsonText } from '../mocks/http/types.js'
import { type BodyBudget, readBody } from './body-reading.js'
import { hostName } from './control/guards.js'

/** Translation between Koa's context and the plain request/response of mocks/http. */

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
export function toIncoming(ctx: Context, url: string, host: ReadingHost): Incoming | Promise<Incoming> {
  const headers = headersOf(ctx)
  const request: IncomingRequest = {
    method: ctx.method,
    url,
    headers,
    body: undefined,
    remoteAddress: remoteAddress(ctx),
  }
  if (!host.servesHost(ctx.req.headers.host)) request.addressTrusted = false
  const refused = headLimitStatus(ctx.originalUrl, headers)
  if (refused) return { kind: 'request', request: { ...request, overLimit: refused } }
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return { kind: 'request', request }
  return readBody(ctx, REQUEST_LIMITS.bodyBytes, host.bodies).then((body): Incoming => {
    if (body.kind === 'aborted') return { kind: 'aborted' }
    if (body.kind === 'body')
      return {
        kind: 'request',
        request: { ...request, body: body.text, ...(body.bytes ? { bodyBytes: body.bytes } : {}) },
      }
    return { kind: 'request', request: { ...request, overLimit: OVER_LIMIT[body.kind] } }
  })
}

/** The API status a body that could not be read is answered with. */
const OVER_LIMIT = { 'too-large': 413, busy: 503, timeout: 408 } as const

/** What the host reads a request with: the budget of bodies, and the names the server serves under. */
export interface ReadingHost {
  readonly bodies: BodyBudget
  /** Whether the server serves under this Host header (see `isLoopbackHost`). */
  servesHost(host: string | undefined): boolean
}

/**
 * A Host naming this machine's loopback (localhost, a name under .localhost, 127.0.0.0/8, [::1]),
 * with any port, or none at all (HTTP/1.0, served on localhost): the names a server bound to
 * any address answers under for sure. Any other name is the client's to choose, so nothing
 * derived from it is kept unless the server is told it serves under it.
 */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return true
  const name = hostName(host) ?? ''
  return name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127(?:\.\d{1,3}){3}$/.test(name)
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
