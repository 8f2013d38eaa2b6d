import { MAX_DELAY_MS, MAX_FAULT_RULES } from '../mocks/levers/faults.js'
import { MAX_STUBS } from '../mocks/levers/stubs.js'
import { SNAPSHOT_FORMAT } from '../mocks/context/snapshot.js'

/**
 * `GET /__standin/openapi.json`: the control plane (server/control.ts) described as OpenAPI 3.1,
 * every route with its request and its answers. This is the one description: tests drive every
 * route and validate requests and answers against it (test/server/openapi.test.ts), and fail
 * when a route of the control router is missing here. Bodies are checked by hand-written code
 * (mocks/http/stubs.ts, faults.ts), not from these schemas, because the pipeline runs in the
 * browser and Node entries, which load no zod for reads (decision 0017); the schemas say what
 * JSON Schema can (types, ranges, unknown keys), the descriptions the rest.
 */

type Schema = Record<string, unknown>

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })
const object = (
  properties: Record<string, Schema>,
  required: string[] = Object.keys(properties),
  extra: Schema = {},
): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  ...extra,
})
const array = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra })
const text: Schema = { type: 'string' }
const integer = (minimum?: number, maximum?: number): Schema => ({
  type: 'integer',
  ...(minimum !== undefined ? { minimum } : {}),
  ...(maximum !== undefined ? { maximum } : {}),
})
const stringMap: Schema = { type: 'object', additionalProperties: text }

const faultRule: Record<string, Schema> = {
  path: { ...text, pattern: '^/', maxLength: 2000, description: 'A path pattern; * is any run of characters.' },
  method: { ...text, pattern: '^[A-Za-z]{1,16}$' },
  delayMs: {
    oneOf: [
      integer(0, MAX_DELAY_MS),
      array(integer(0, MAX_DELAY_MS), { minItems: 2, maxItems: 2, description: '[min, max], min <= max' }),
    ],
  },
  status: integer(400, 599),
  drop: { type: 'boolean' },
  rate: { type: 'number', minimum: 0, maximum: 1, description: 'How often the status or drop applies (default 1).' },
}

const stubDefinition: Record<string, Schema> = {
  request: ref('StubRequest'),
  response: ref('StubResponse'),
  times: {
    ...integer(1, 1_000_000_000),
    description: 'Answers this many requests, then is removed; by default until removed.',
  },
}

const schemas: Record<string, Schema> = {
  Error: object({ error: { ...text, description: 'What is wrong, and how to send it right.' } }),
  Health: object({ status: { const: 'ok' } }),
  Process: object({
    pid: integer(0),
    uptimeSeconds: integer(0),
    memory: { type: 'object', additionalProperties: { type: 'number' }, required: ['rss', 'heapTotal', 'heapUsed'] },
  }),
  Start: object({
    scenario: { ...text, description: 'The scenario reset restores when none is named.' },
    seed: integer(0),
  }),
  Scenarios: object({ scenarios: array(text), start: ref('Start') }),
  Clock: object({ now: { ...text, format: 'date-time' }, pinned: { type: 'boolean' } }),
  ClockPin: object({
    now: { ...text, format: 'date-time', description: 'ISO 8601 with a zone (Z or +hh:mm), from 1970 to 9989.' },
  }),
  FaultRule: object(faultRule, ['path'], { description: 'Needs delayMs, status or drop; not both status and drop.' }),
  Fault: object({ id: { ...text, pattern: '^fault-\\d+$' }, ...faultRule }, ['id', 'path']),
  Faults: object({ faults: array(ref('Fault')) }),
  StubRequest: object(
    {
      method: { ...text, pattern: '^[A-Za-z]{1,16}$', description: 'Any method when absent; GET takes HEAD too.' },
      path: {
        ...text,
        pattern: '^/[^?#\\s]*$',
        maxLength: 2000,
        description:
          '"/"-separated segments: literal, ":name" (one non-empty segment) or "*" (one segment; as the last, whatever is left).',
      },
      query: { ...stringMap, description: 'Parameters the query must hold with these values; others may come too.' },
      headers: {
        ...stringMap,
        description: 'Headers the request must carry with these values; names are case-insensitive.',
      },
      body: {
        description:
          'A JSON value the body must contain: objects by their keys (recursively), arrays element by element; a string also matches a body that is not JSON as text.',
      },
    },
    ['path'],
  ),
  StubResponse: object(
    {
      status: integer(200, 599),
      headers: { ...stringMap, description: 'No framing headers (Content-Length, Transfer-Encoding, Connection...).' },
      body: {
        description:
          'Sent as JSON, unless a string under a Content-Type that is not JSON (then as it is). None for 204, 205, 304.',
      },
    },
    ['status'],
  ),
  StubDefinition: object(stubDefinition, ['request', 'response']),
  Stub: object(
    {
      id: { ...text, pattern: '^stub-\\d+$' },
      ...stubDefinition,
      used: { ...integer(0), description: 'Requests it answered.' },
    },
    ['id', 'request', 'response', 'used'],
  ),
  Stubs: object({ stubs: array(ref('Stub'), { maxItems: MAX_STUBS }) }),
  JournalEntry: object({
    id: integer(1),
    at: { ...text, format: 'date-time' },
    method: text,
    url: text,
    status: { ...integer(0, 599), description: '0: the connection was dropped.' },
    durationMs: { type: 'number', minimum: 0 },
    session: { type: ['string', 'null'], description: 'The session id for the admin; ref:<fingerprint> for others.' },
    stub: { type: ['string', 'null'], description: 'The id of the stub that answered instead of the API.' },
    requestBody: { type: ['string', 'null'] },
    responseBody: { type: ['string', 'null'] },
  }),
  Requests: object({ requests: array(ref('JournalEntry')), capacity: integer(0) }),
  SessionShown: {
    oneOf: [
      object({ id: text, idleSeconds: integer(0) }),
      object({ ref: { ...text, pattern: '^ref:[0-9a-f]{12}$' }, idleSeconds: integer(0) }),
    ],
    description: 'The id only for the admin (under --admin-token); a fingerprint for others.',
  },
  Sessions: object({
    sessions: array(ref('SessionShown')),
    limit: integer(0),
    idleSeconds: { type: 'number', minimum: 0 },
  }),
  SessionCreate: object(
    { id: { ...text, description: '1 to 128 letters, digits, ., _, : or -; the server makes one when absent.' } },
    [],
  ),
  Session: object({ id: text, header: text }),
  Summary: object({
    collections: array(object({ api: text, collections: array(object({ name: text, count: integer(0) })) })),
    requests: array(ref('JournalEntry')),
    faults: array(ref('Fault')),
    stubs: array(ref('Stub')),
    sessions: array(ref('SessionShown')),
    clock: ref('Clock'),
    start: ref('Start'),
  }),
  Reset: {
    type: 'object',
    description:
      'Restores a scenario (by default the one the server started from), or sets up a Pact provider state and answers its values. "scenario" is a name, or a scenario given inline.',
    // Open to more keys: the scenarios work (inline scenario documents) and Pact verifiers may add some.
    oneOf: [
      {
        type: 'object',
        properties: { scenario: { type: ['string', 'object'] }, seed: integer(0) },
        not: { required: ['state'] },
      },
      {
        type: 'object',
        properties: {
          state: text,
          params: { type: 'object' },
          action: { enum: ['setup', 'teardown'] },
          seed: integer(0),
        },
        required: ['state'],
      },
    ],
  },
  ProviderStateValues: { type: 'object', description: "The values the interaction's request uses (ids, names)." },
  Snapshot: {
    type: 'object',
    properties: { format: { const: SNAPSHOT_FORMAT }, identity: { type: 'object' }, calendar: { type: 'object' } },
    required: ['format', 'identity', 'calendar'],
    description: 'Both stores as rows and sequences; what PUT takes back.',
  },
}

const json = (schema: Schema) => ({ 'application/json': { schema } })
const answer = (description: string, schema?: Schema) => ({ description, ...(schema ? { content: json(schema) } : {}) })
const error = (description: string) => answer(description, ref('Error'))
const noContent = { '204': { description: 'Done; no body.' } }

/** Refusals every route but /health may answer (decision 0013). */
const guarded = {
  '401': { $ref: '#/components/responses/AdminTokenNeeded' },
  '403': { $ref: '#/components/responses/CrossSite' },
}
/** Refusals of a route that reads a JSON body. */
const reading = {
  '400': error('The body is not valid JSON, or says something the route refuses; nothing changed.'),
  '413': error('The body is larger than the route takes.'),
  '415': error('The body is not sent as JSON.'),
  '503': error('The server is busy reading other bodies (Retry-After: 1).'),
}
/** Refusals of a route that acts on the store an X-Standin-Session header names. */
const targeting = {
  '400': error('The session id is not one (1 to 128 letters, digits, ., _, : or -).'),
  '429': error('As many sessions as --sessions allows are alive.'),
}

const sessionHeader = { $ref: '#/components/parameters/Session' }
const body = (schema: Schema, required = true) => ({ required, content: json(schema) })

interface Operation {
  summary: string
  session?: boolean
  requestBody?: unknown
  parameters?: unknown[]
  responses: Record<string, unknown>
  open?: boolean
}

function operation({ summary, session, requestBody, parameters = [], responses, open }: Operation) {
  const params = [...(session ? [sessionHeader] : []), ...parameters]
  return {
    summary,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...(open ? {} : guarded),
      ...(session ? targeting : {}),
      ...(requestBody ? reading : {}),
      ...responses,
    },
    ...(open ? { security: [] } : {}),
  }
}

const idParameter = (what: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: text,
  description: `The ${what}'s id.`,
})
const query = (name: string, schema: Schema, description: string) => ({
  name,
  in: 'query',
  required: false,
  schema,
  description,
})

const paths = {
  '/__standin/': {
    get: operation({
      summary: 'The dashboard: one HTML page (under --admin-token, opened with ?token=).',
      responses: { '200': { description: 'The page.', content: { 'text/html': { schema: text } } } },
    }),
  },
  '/__standin/health': {
    get: operation({
      summary: 'Whether the server answers; open under --admin-token.',
      open: true,
      responses: { '200': answer('Up.', ref('Health')) },
    }),
  },
  '/__standin/process': {
    get: operation({
      summary: 'The server process: pid, uptime, memory (after a GC under --expose-gc).',
      responses: { '200': answer('The process.', ref('Process')) },
    }),
  },
  '/__standin/openapi.json': {
    get: operation({ summary: 'This document.', responses: { '200': answer('OpenAPI 3.1.', { type: 'object' }) } }),
  },
  '/__standin/summary': {
    get: operation({
      summary: 'What the dashboard shows: counts, recent requests, stubs, faults, sessions, the clock.',
      responses: { '200': answer('The summary.', ref('Summary')) },
    }),
  },
  '/__standin/scenarios': {
    get: operation({
      summary: 'The scenario names, and what the server started from.',
      responses: { '200': answer('The scenarios.', ref('Scenarios')) },
    }),
  },
  '/__standin/reset': {
    post: operation({
      summary: "Restore a scenario, or set up a Pact provider state (the verifier's state URL).",
      session: true,
      requestBody: body(ref('Reset'), false),
      responses: {
        '200': answer('The provider state is set up: its values.', ref('ProviderStateValues')),
        ...noContent,
      },
    }),
  },
  '/__standin/snapshot': {
    get: operation({
      summary: "Download the store (a session's under its header).",
      session: true,
      responses: { '200': answer('The snapshot.', ref('Snapshot')) },
    }),
    put: operation({
      summary: 'Replace the store with a snapshot, all or nothing (one upload at a time, up to --snapshot-limit).',
      session: true,
      requestBody: body(ref('Snapshot')),
      responses: noContent,
    }),
  },
  '/__standin/faults': {
    get: operation({
      summary: "The fault rules of the store (a session's own under its header).",
      session: true,
      responses: { '200': answer('The rules.', ref('Faults')) },
    }),
    post: operation({
      summary: `Add one fault rule or a list (at most ${MAX_FAULT_RULES} per store), all or none.`,
      session: true,
      requestBody: body({
        oneOf: [ref('FaultRule'), array(ref('FaultRule'), { minItems: 1, maxItems: MAX_FAULT_RULES })],
      }),
      responses: { '201': answer('Every rule of the store, with ids.', ref('Faults')) },
    }),
    delete: operation({ summary: 'Remove every fault rule of the store.', session: true, responses: noContent }),
  },
  '/__standin/faults/{id}': {
    delete: operation({
      summary: 'Remove one fault rule.',
      session: true,
      parameters: [idParameter('fault')],
      responses: { ...noContent, '404': error('The store holds no rule with that id.') },
    }),
  },
  '/__standin/stubs': {
    get: operation({
      summary: "The stubs of the store (a session's own under its header).",
      session: true,
      responses: { '200': answer('The stubs, oldest first.', ref('Stubs')) },
    }),
    post: operation({
      summary: `Add a stub: it answers the requests it matches in place of the API, before faults, until removed or used "times" times (at most ${MAX_STUBS} per store, 256 KiB of JSON).`,
      session: true,
      requestBody: body(ref('StubDefinition')),
      responses: { '201': answer('The stub, with its id.', ref('Stub')) },
    }),
    delete: operation({ summary: 'Remove every stub of the store.', session: true, responses: noContent }),
  },
  '/__standin/stubs/{id}': {
    delete: operation({
      summary: 'Remove one stub.',
      session: true,
      parameters: [idParameter('stub')],
      responses: { ...noContent, '404': error('The store holds no stub with that id.') },
    }),
  },
  '/__standin/requests': {
    get: operation({
      summary: 'The journal: the last requests to the APIs, newest first.',
      parameters: [
        query('method', { ...text, pattern: '^[A-Za-z]{1,16}$' }, 'Only this method.'),
        query('path', text, 'Only paths holding this text.'),
        query('status', { ...text, pattern: '^\\d{3}$' }, 'Only this status.'),
        query('limit', { ...text, pattern: '^\\d{1,6}$' }, 'At most this many (1 or more).'),
      ],
      responses: {
        '200': answer('The entries.', ref('Requests')),
        '400': error('A filter is given twice, or is not one.'),
      },
    }),
    delete: operation({ summary: 'Empty the journal.', responses: noContent }),
  },
  '/__standin/sessions': {
    get: operation({ summary: 'The live sessions.', responses: { '200': answer('The sessions.', ref('Sessions')) } }),
    post: operation({
      summary: 'Make a session (or find it), for a client with no API token to make one with.',
      requestBody: body(ref('SessionCreate'), false),
      responses: {
        '200': answer('It existed.', ref('Session')),
        '201': answer('Made.', ref('Session')),
        '429': error('As many sessions as --sessions allows are alive.'),
      },
    }),
  },
  '/__standin/sessions/{id}': {
    delete: operation({
      summary: 'End a session.',
      parameters: [idParameter('session')],
      responses: { ...noContent, '404': error('No such session.') },
    }),
  },
  '/__standin/clock': {
    get: operation({
      summary: 'The clock the store reads.',
      session: true,
      responses: { '200': answer('The clock.', ref('Clock')) },
    }),
    post: operation({
      summary: 'Pin the clock.',
      session: true,
      requestBody: body(ref('ClockPin')),
      responses: { '200': answer('The clock, pinned.', ref('Clock')) },
    }),
    delete: operation({
      summary: "Release the clock (back to real time, or the server's).",
      session: true,
      responses: noContent,
    }),
  },
}

/** The document, built once: it depends on nothing the server is started with. */
export const controlDocument = {
  openapi: '3.1.0',
  info: {
    title: 'standin control plane',
    version: '1',
    description:
      'standin\'s own routes under /__standin/ (not part of either API): scenarios, snapshots, stubs, faults, the journal, sessions, the clock. Errors are {"error": "..."}. Cross-site requests are refused, writes must be JSON, and under --admin-token every route but /health needs the token.',
  },
  paths,
  components: {
    schemas,
    parameters: {
      Session: {
        name: 'X-Standin-Session',
        in: 'header',
        required: false,
        schema: { ...text, pattern: '^[A-Za-z0-9._:-]{1,128}$' },
        description: "Act on this session's store (made if need be) instead of the shared one.",
      },
    },
    responses: {
      AdminTokenNeeded: {
        description: 'Under --admin-token, the token is missing or wrong.',
        content: json(ref('Error')),
      },
      CrossSite: { description: "An Origin other than the server's own.", content: json(ref('Error')) },
    },
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The --admin-token.' },
      header: { type: 'apiKey', in: 'header', name: 'X-Standin-Admin-Token' },
      query: { type: 'apiKey', in: 'query', name: 'token', description: 'GET only (the dashboard, downloads).' },
    },
  },
  security: [{}, { bearer: [] }, { header: [] }, { query: [] }],
}
