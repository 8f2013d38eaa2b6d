import type { Context } from 'koa'
import type { IncomingRequest } from '../mocks/http/dispatch.js'
import { headLimitStatus, REQUEST_LIMITS } from '../mocks/http/limits.js'
import { type ApiResponse, bodyText, JsonText } from '../mocks/http/types.js'

/** Translation between Koa's context and the plain request/response of mocks/http. */

export type BodyRead =
  | { kind: 'body'; text: string | undefined }
  /** Past the limit: nothing more is kept, and Node discards the rest once the answer is sent. */
  | { kind: 'too-large' }
  /** The client went away before sending the whole body. */
  | { kind: 'aborted' }

/**
 * Reads the raw body up to `limit` bytes. A declared Content-Length past the limit is
 * refused before a byte is read; a streamed body as soon as it passes the limit. The request
 * is never destroyed, so the client still reads the answer.
 */
export function readBody(ctx: Context, limit: number): Promise<BodyRead> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return Promise.resolve({ kind: 'body', text: undefined })
  if (Number(ctx.get('content-length')) > limit) return Promise.resolve({ kind: 'too-large' })
  const request = ctx.req
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const finish = (result: BodyRead) => {
      request.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone)
      resolve(result)
    }
    // Without a 'data' listener the stream keeps flowing: the rest is read and dropped.
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) finish({ kind: 'too-large' })
      else chunks.push(chunk)
    }
    const onEnd = () => finish({ kind: 'body', text: Buffer.concat(chunks).toString('utf8') })
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
 * path on the Host header's origin, or on localhost when the header names no valid host.
 */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$/

export function requestUrl(ctx: Context): string {
  const target = ctx.originalUrl
  // The common case needs no parsing: a path on a plain host name or address.
  if (target.startsWith('/') && PLAIN_HOST.test(ctx.host)) return `${ctx.protocol}://${ctx.host}${target}`
  if (!target.startsWith('/') && URL.canParse(target)) return target
  const path = target.startsWith('/') ? target : `/${target}`
  const url = `${ctx.protocol}://${ctx.host || 'localhost'}${path}`
  return URL.canParse(url) ? url : `${ctx.protocol}://localhost${path}`
}

function headersOf(ctx: Context): Array<[string, string]> {
  const headers: Array<[string, string]> = []
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.push([name, item])
  }
  return headers
}

export type Incoming = { kind: 'request'; request: IncomingRequest } | { kind: 'refused'; status: 413 | 414 | 431 } | { kind: 'aborted' }

/** The plain request at `url` (see requestUrl), or the limit it breaks (checked before the body is read). */
export async function toIncoming(ctx: Context, url: string): Promise<Incoming> {
  const headers = headersOf(ctx)
  const refused = headLimitStatus(ctx.originalUrl, headers)
  if (refused) return { kind: 'refused', status: refused }
  const body = await readBody(ctx, REQUEST_LIMITS.bodyBytes)
  if (body.kind === 'too-large') return { kind: 'refused', status: 413 }
  if (body.kind === 'aborted') return { kind: 'aborted' }
  return {
    kind: 'request',
    request: { method: ctx.method, url, headers, body: body.text, remoteAddress: remoteAddress(ctx) },
  }
}

export function send(ctx: Context, response: ApiResponse): void {
  // Setting a null body first marks it as deliberately empty; Koa would otherwise write
  // the status message as a text body.
  if (response.body === undefined) ctx.body = null
  ctx.status = response.status
  for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value)
  const text = bodyText(response)
  if (text === undefined) return
  // The journal shows the text; a kept answer goes out as the bytes it was encoded to once.
  ctx.state.responseText = text
  const { body } = response
  ctx.body = body instanceof JsonText ? Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength) : text
}
