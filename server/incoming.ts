import type { Context } from 'koa'
import type { IncomingRequest } from '../mocks/http/dispatch.js'
import type { ApiResponse } from '../mocks/http/types.js'

/** Translation between Koa's context and the plain request/response of mocks/http. */

/** Reads the raw body; stops reading past `limit` bytes (the rest is not buffered). */
export async function readBody(ctx: Context, limit = 16 * 1024 * 1024): Promise<string | undefined> {
  if (ctx.method === 'GET' || ctx.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of ctx.req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) break
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function remoteAddress(ctx: Context): string | undefined {
  const address = ctx.req.socket.remoteAddress
  return address?.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
}

export async function toIncoming(ctx: Context): Promise<IncomingRequest> {
  const headers: Array<[string, string]> = []
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.push([name, item])
  }
  return {
    method: ctx.method,
    url: `${ctx.protocol}://${ctx.host || 'localhost'}${ctx.originalUrl}`,
    headers,
    body: await readBody(ctx),
    remoteAddress: remoteAddress(ctx),
  }
}

export function send(ctx: Context, response: ApiResponse): void {
  // Setting a null body first marks it as deliberately empty; Koa would otherwise write
  // the status message as a text body.
  if (response.body === undefined) ctx.body = null
  ctx.status = response.status
  for (const [name, value] of Object.entries(response.headers ?? {})) ctx.set(name, value)
  if (response.body !== undefined) ctx.body = JSON.stringify(response.body)
}
