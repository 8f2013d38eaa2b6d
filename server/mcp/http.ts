import { messageOf } from '../error-message.js'
import { ADMIN_TOKEN_HEADER, CONTROL_PREFIX } from '../control/guards.js'
import { SESSION_HEADER } from '../sessions.js'

/**
 * How the tools reach standin: plain HTTP to its documented routes, as any client would, so the
 * Host check, the cross-site guard and `--admin-token` apply to a tool exactly as to curl. A
 * refusal (a 4xx or 5xx of the control plane, a server that does not answer) becomes a
 * ToolError carrying the control plane's own message; the tools turn it into an MCP tool error.
 */

/** What the tools may read of one answer: a snapshot of a large store fits, a server that never stops sending does not. */
export const MAX_ANSWER_BYTES = 128 * 1024 * 1024
/** A call that takes longer is abandoned (a fault's delay is at most a minute). */
const TIMEOUT_MS = 90_000

export class ToolError extends Error {}

export interface Target {
  /** The server's origin, `http://127.0.0.1:4010`. */
  origin: string
  /** Sent on every control call as X-Standin-Admin-Token (the server's --admin-token). */
  adminToken: string | undefined
  /** The API token call_api sends as `Authorization: Bearer` (the server's --token). */
  apiToken: string
}

export interface Answer {
  status: number
  headers: Headers
  /** The body as text ('' when there is none). */
  text: string
}

export interface Call {
  method: string
  /** The path and query, from the server's root. */
  url: string
  headers?: Record<string, string>
  /** Sent as it is; a JSON body is already text here. */
  body?: string
}

/** The body, read up to `limit` bytes; past it the call is refused rather than held in memory. */
async function readText(response: Response, limit: number): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let bytes = 0
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength
    if (bytes > limit) {
      await reader.cancel().catch(() => undefined)
      throw new ToolError(`The answer is larger than ${limit / 1024 / 1024} MiB; not read.`)
    }
    chunks.push(read.value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** One HTTP call to the server; a network failure is a ToolError naming the server. */
export async function send(target: Target, call: Call): Promise<Answer> {
  // Joined, not resolved: a path like `//elsewhere/x` stays on the server.
  const url = new URL(`${target.origin}${call.url}`)
  let response: Response
  try {
    response = await fetch(url, {
      method: call.method,
      headers: call.headers ?? {},
      ...(call.body === undefined ? {} : { body: call.body }),
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    const cause = error instanceof Error && error.cause !== undefined ? messageOf(error.cause) : messageOf(error)
    throw new ToolError(`Could not reach standin at ${target.origin} (${call.method} ${url.pathname}): ${cause}`)
  }
  return { status: response.status, headers: response.headers, text: await readText(response, MAX_ANSWER_BYTES) }
}

/** The answer's JSON body, or its text when it is not JSON (undefined when empty). */
export function bodyOf(answer: Answer): unknown {
  if (answer.text === '') return undefined
  try {
    return JSON.parse(answer.text)
  } catch {
    return answer.text
  }
}

export interface ControlCall {
  method: string
  /** Under /__standin, with its query: `/requests?status=404`. */
  path: string
  /** Sent as JSON. */
  body?: unknown
  /** Sent as it is, as JSON (a snapshot file's text). */
  text?: string
  /** Acts on this session's store (X-Standin-Session). */
  session?: string | undefined
}

/**
 * A control route called; its answer when it succeeds. A refusal is a ToolError with the
 * control plane's `{"error"}` message, prefixed by the route and status so the caller sees
 * which guard or check spoke.
 */
export async function control(target: Target, call: ControlCall): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (target.adminToken !== undefined) headers[ADMIN_TOKEN_HEADER] = target.adminToken
  if (call.session !== undefined) headers[SESSION_HEADER] = call.session
  const body = call.text ?? (call.body === undefined ? undefined : JSON.stringify(call.body))
  if (body !== undefined) headers['content-type'] = 'application/json'
  const answer = await send(target, {
    method: call.method,
    url: `${CONTROL_PREFIX}${call.path}`,
    headers,
    ...(body === undefined ? {} : { body }),
  })
  if (answer.status < 400) return answer
  const refusal = bodyOf(answer)
  const message =
    typeof refusal === 'object' && refusal !== null && 'error' in refusal && typeof refusal.error === 'string'
      ? refusal.error
      : answer.text.slice(0, 500) || 'no message'
  throw new ToolError(
    `${call.method} ${CONTROL_PREFIX}${call.path.split('?')[0]} answered ${answer.status}: ${message}`,
  )
}
