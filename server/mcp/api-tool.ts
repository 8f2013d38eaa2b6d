import { z } from 'zod'
import { apis } from '../../mocks/context/apis.js'
import { isControlPath } from '../control/guards.js'
import { SESSION_HEADER } from '../sessions.js'
import { bodyOf, send, type Target, ToolError } from './http.js'
import type { Tool } from './tool.js'

/**
 * `call_api`: any route of either API, called as the app under test would call it (with the
 * API token unless told not to), so a tool sees what a stub, a fault, the clock or a session
 * does to an answer. The control routes have tools of their own, and are not reached here.
 */

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
/** Headers of the connection, not of the answer. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

const bases = apis.flatMap((api) => api.prefixes).join(' and ')

const input = z.object({
  method: z.enum(METHODS).default('GET').describe('The HTTP method (default GET).'),
  path: z
    .string()
    .max(8000)
    .regex(/^\/(?!\/)[^\s#]*$/)
    .describe(
      `The API's path with its query, from the server's root: under ${bases}, e.g. /api/v2beta/core/users/?search=ann or /wp-json/cal/events/v1/events?per_page=5.`,
    ),
  body: z
    .unknown()
    .optional()
    .describe('The body: a JSON value is sent as JSON; a string is sent as it is (give its Content-Type in headers).'),
  headers: z
    .record(z.string(), z.string())
    .optional()
    .describe('Request headers; an Authorization here replaces the API token.'),
  session: z
    .string()
    .optional()
    .describe(
      `A session id (open_session makes one): sent as ${SESSION_HEADER}, the call reads and writes that store.`,
    ),
  token: z
    .boolean()
    .default(true)
    .describe('Send the API token as Authorization: Bearer (default true; false to see a call without credentials).'),
})

type Input = z.infer<typeof input>

function headersOf(args: Input, target: Target): Record<string, string> {
  const headers: Record<string, string> = {}
  if (args.token) headers.authorization = `Bearer ${target.apiToken}`
  if (args.session !== undefined) headers[SESSION_HEADER.toLowerCase()] = args.session
  if (args.body !== undefined && typeof args.body !== 'string') headers['content-type'] = 'application/json'
  for (const [name, value] of Object.entries(args.headers ?? {})) headers[name.toLowerCase()] = value
  return headers
}

async function callApi(target: Target, args: Input) {
  const pathname = args.path.split('?')[0] ?? ''
  if (isControlPath(pathname))
    throw new ToolError(`call_api calls the APIs (${bases}); the control routes under /__standin have their own tools.`)
  const body =
    args.body === undefined ? undefined : typeof args.body === 'string' ? args.body : JSON.stringify(args.body)
  if (body !== undefined && (args.method === 'GET' || args.method === 'HEAD'))
    throw new ToolError(`A ${args.method} request takes no body.`)
  const answer = await send(target, {
    method: args.method,
    url: args.path,
    headers: headersOf(args, target),
    ...(body === undefined ? {} : { body }),
  })
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !TRANSPORT.has(name)))
  return { status: answer.status, headers, body: bodyOf(answer) ?? null }
}

export function apiTool(target: Target): Tool {
  return {
    name: 'call_api',
    title: 'Call an API route',
    description: `Calls any route of the identity or calendar API (${bases}) as a client would, with the API token, and answers its status, headers and body: what a stub, a fault, the pinned clock or a session make of it.`,
    input,
    annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    run: (args) => callApi(target, input.parse(args)),
  }
}
