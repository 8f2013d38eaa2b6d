import { type Answer, bodyOf, control, type Target } from './http.js'
import { type ArgumentPlaces, routeInput, summaryOf } from './input-schema.js'
import type { Tool } from './tool.js'

/**
 * The tools that each call one control route: their names, and what they add to the route's
 * own summary. Each one's arguments are the route's parameters and body (input-schema.ts);
 * the call goes over HTTP through the guards (http.ts). A new control route gets its tool
 * with a row here (test/server/mcp/tools.test.ts lists the routes without one).
 */

interface RouteTool {
  name: string
  title: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** As the control document writes it, under /__standin: `/stubs/{id}`. */
  path: string
  /** Said after the route's summary. */
  note?: string
  /** Which branch of a `oneOf` body gives the arguments. */
  branch?: number
  /** Descriptions of arguments the document leaves bare. */
  describe?: Record<string, string>
  /** It loses state (a reset, a removal); the client may ask before calling it. */
  destructive?: boolean
}

const SESSION_NOTE = 'Give "session" to act on that session\'s store instead of the shared one.'

export const ROUTE_TOOLS: readonly RouteTool[] = [
  { name: 'list_scenarios', title: 'List scenarios', method: 'GET', path: '/scenarios' },
  {
    name: 'reset',
    title: 'Reset to a scenario',
    method: 'POST',
    path: '/reset',
    branch: 0,
    destructive: true,
    note: 'Every record, stub and fault of the store is replaced.',
    describe: {
      scenario:
        "A scenario's name (list_scenarios names them; default: the one the server started from), or a scenario document.",
      seed: "The Faker seed to build it with (default: the server's).",
    },
  },
  { name: 'record_counts', title: 'Record counts', method: 'GET', path: '/collections' },
  { name: 'list_records', title: 'List records', method: 'GET', path: '/records' },
  { name: 'summary', title: 'Summary', method: 'GET', path: '/summary' },
  {
    name: 'add_stub',
    title: 'Add a stub',
    method: 'POST',
    path: '/stubs',
    note: 'Then call_api (or the app under test) sees its answer.',
    describe: {
      request: 'What the stub matches: "path" at least; "method", "query", "headers" and "body" narrow it.',
      response: 'What it answers: "status", and "headers", "body"; "template": true fills them from the request.',
    },
  },
  { name: 'list_stubs', title: 'List stubs', method: 'GET', path: '/stubs' },
  { name: 'remove_stub', title: 'Remove a stub', method: 'DELETE', path: '/stubs/{id}', destructive: true },
  { name: 'remove_all_stubs', title: 'Remove every stub', method: 'DELETE', path: '/stubs', destructive: true },
  {
    name: 'add_fault',
    title: 'Add a fault',
    method: 'POST',
    path: '/faults',
    branch: 0,
    note: 'Requests it matches are delayed, answered with an error status, or dropped.',
    describe: {
      method: 'Only requests with this method (any when absent).',
      delayMs: 'Delay the answer this many milliseconds, or a random number in [min, max].',
      status: "Answer this status instead, in the API's error shape.",
      drop: 'Close the connection without an answer.',
    },
  },
  { name: 'list_faults', title: 'List faults', method: 'GET', path: '/faults' },
  { name: 'remove_fault', title: 'Remove a fault', method: 'DELETE', path: '/faults/{id}', destructive: true },
  { name: 'remove_all_faults', title: 'Remove every fault', method: 'DELETE', path: '/faults', destructive: true },
  { name: 'read_clock', title: 'Read the clock', method: 'GET', path: '/clock' },
  { name: 'pin_clock', title: 'Pin the clock', method: 'POST', path: '/clock' },
  { name: 'release_clock', title: 'Release the clock', method: 'DELETE', path: '/clock' },
  { name: 'list_sessions', title: 'List sessions', method: 'GET', path: '/sessions' },
  {
    name: 'open_session',
    title: 'Open a session',
    method: 'POST',
    path: '/sessions',
    note: 'Its store starts from what the server started from; pass its id as "session" to other tools, or send its header to the API.',
  },
  { name: 'end_session', title: 'End a session', method: 'DELETE', path: '/sessions/{id}', destructive: true },
  { name: 'query_journal', title: 'Query the journal', method: 'GET', path: '/requests' },
  { name: 'read_request', title: 'Read a request', method: 'GET', path: '/requests/{id}' },
  { name: 'clear_journal', title: 'Clear the journal', method: 'DELETE', path: '/requests', destructive: true },
  { name: 'near_misses', title: 'Near misses', method: 'GET', path: '/near-misses' },
  {
    name: 'read_drift',
    title: 'Read the drift',
    method: 'GET',
    path: '/drift',
    note: 'Empty unless the server runs with --proxy.',
  },
  { name: 'clear_drift', title: 'Clear the drift', method: 'DELETE', path: '/drift', destructive: true },
]

/** The route's path with the path arguments in, and the query arguments after it. */
export function urlOf(path: string, places: ArgumentPlaces, args: Record<string, unknown>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(args[name] ?? '')))
  const query = new URLSearchParams()
  for (const name of places.query) if (args[name] !== undefined) query.set(name, String(args[name]))
  return query.size === 0 ? filled : `${filled}?${query}`
}

/** The body arguments as the route's JSON body; a write always sends one (the control plane takes writes as JSON only). */
function bodyFrom(method: string, places: ArgumentPlaces, args: Record<string, unknown>): unknown {
  if (method !== 'POST' && method !== 'PUT') return undefined
  return Object.fromEntries(places.body.filter((name) => args[name] !== undefined).map((name) => [name, args[name]]))
}

/** What a tool shows of an answer: its JSON, or that it was done. */
const shown = (answer: Answer): unknown => bodyOf(answer) ?? { done: true, status: answer.status }

export function routeTool(row: RouteTool, target: Target): Tool {
  const { schema, places } = routeInput(row.method, row.path, {
    ...(row.branch === undefined ? {} : { branch: row.branch }),
    ...(row.describe ? { describe: row.describe } : {}),
  })
  return {
    name: row.name,
    title: row.title,
    description: [
      `${row.method} /__standin${row.path}: ${summaryOf(row.method, row.path)}`,
      row.note,
      places.session ? SESSION_NOTE : undefined,
    ]
      .filter(Boolean)
      .join(' '),
    input: schema,
    annotations: {
      readOnlyHint: row.method === 'GET',
      destructiveHint: row.destructive === true,
      openWorldHint: false,
    },
    async run(args) {
      const session = places.session && typeof args.session === 'string' ? args.session : undefined
      const answer = await control(target, {
        method: row.method,
        path: urlOf(row.path, places, args),
        body: bodyFrom(row.method, places, args),
        session,
      })
      return shown(answer)
    },
  }
}
