import fc from 'fast-check'
import { expect } from 'vitest'
import { CalendarDb } from '../../mocks/calendar/db.js'
import { argsOf } from '../../mocks/calendar/endpoint.js'
import { calendarApi, calendarRoutes, wpRoutes } from '../../mocks/calendar/routes.js'
import type { MockContext } from '../../mocks/context/context.js'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import type { Route } from '../../mocks/http/types.js'
import { ownedPaths } from '../../mocks/http/prefix.js'
import { querysetOf } from '../../mocks/identity/collection.js'
import { BASE_PATH, identityApi, identityRoutes, resources } from '../../mocks/identity/routes.js'
import { restoreSnapshot, type StoreSnapshot, takeSnapshot } from '../../mocks/context/snapshot.js'
import { type Reply, type SendOptions, type Standin, TEST_NOW } from './standin.js'

/**
 * Property-based fuzzing of one API through one host: fast-check builds hostile requests
 * from the API's route table (random methods, ids, query strings, JSON and malformed bodies,
 * headers), sends each one and checks what must hold whatever the request:
 * - no 5xx, and the client always gets an answer (a socket error fails the property);
 * - an error is in the API's own shape, as JSON;
 * - the store changes only through a successful write: a refused or read-only request leaves
 *   `takeSnapshot` exactly as it was (reads change nothing that a snapshot holds);
 * - `Object.prototype` and `Array.prototype` keep their properties.
 * After a successful write the store is put back, so every case starts from the seeded store
 * and a failure replays from its seed and path alone.
 *
 * `npm test` runs a bounded number of cases with a fixed seed; `npm run fuzz` runs more
 * (STANDIN_FUZZ_RUNS) with a random seed, or STANDIN_FUZZ_SEED to repeat one.
 */

export interface FuzzTarget {
  name: 'identity' | 'calendar'
  /** The route table the paths are built from. */
  routes: ReadonlyArray<Pick<Route<unknown>, 'method' | 'path'>>
  /** Where unknown paths are made up. */
  prefix: string
  /** True when the path is the API's (what both hosts route to it). */
  owns(pathname: string): boolean
  /** Parameter and field names the API reads (query and body keys are drawn from them). */
  names: readonly string[]
  /** Values a path parameter takes in the current store (ids, slugs, language roots). */
  existing(path: string, param: string, context: MockContext): string[]
  /** Throws unless the reply is an error in the API's own shape. */
  expectError(reply: Reply): void
}

const LONG_RUNS = Number(process.env.STANDIN_FUZZ_RUNS) || undefined

/** How many cases and which seed: fixed in `npm test`, random (printed) under `npm run fuzz`. */
function fuzzSettings(defaultRuns: number): { numRuns: number; seed: number } {
  const given = process.env.STANDIN_FUZZ_SEED
  const seed = given !== undefined ? Number(given) : LONG_RUNS ? Math.floor(Math.random() * 2 ** 31) : 20261120
  return { numRuns: LONG_RUNS ?? defaultRuns, seed }
}

/** Milliseconds a fuzz test may take: generous per case, since the machine may be loaded. */
export function fuzzTimeout(defaultRuns: number): number {
  return 60_000 + fuzzSettings(defaultRuns).numRuns * 100
}

// ---------------------------------------------------------------------------------------
// Values

const awkward = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-1e309',
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '.*',
  '(a+)+$',
  '[',
  '\\',
  '%',
  '%zz',
  '%E0%A4%A',
  '\u0000',
  '\ud800',
  'ñandú',
  '𝄞',
  '\u202eevil',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'a,b,,c',
  '1,2,3',
  'publish,draft',
  'now',
  'next monday',
  '2030-01-01',
  '2030-13-45 25:61:61',
  '@',
  'a@b.c',
  'http://x/y.png',
  'javascript:alert(1)',
  'x'.repeat(300),
)

const text = fc.oneof(
  { arbitrary: awkward, weight: 4 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 10 }), weight: 1 },
  { arbitrary: fc.integer().map(String), weight: 2 },
  { arbitrary: fc.double().map(String), weight: 1 },
  { arbitrary: fc.bigInt().map(String), weight: 1 },
)

/** Text that can travel in a URL: lone surrogates replaced (String#toWellFormed is ES2024). */
const wellFormed = (value: string) =>
  value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

const encode = (value: string) => encodeURIComponent(wellFormed(value))

/** JSON text (built as text, so keys like `__proto__` stay keys and numbers can overflow). */
function jsonText(names: readonly string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { arbitrary: fc.constantFrom(...names), weight: 4 },
    { arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', ''), weight: 1 },
    { arbitrary: text, weight: 1 },
  )
  const leaf = fc.oneof(
    fc.constantFrom(
      'null',
      'true',
      'false',
      '0',
      '-0',
      '1e400',
      '-1e400',
      '1.7976931348623157e308',
      '123456789012345678901234567890',
      '0.1',
      '[]',
      '{}',
    ),
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
    text.map((value) => JSON.stringify(value)),
  )
  const { value } = fc.letrec<{ value: string; array: string; object: string }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(key, tie('value')), { maxLength: 5 })
      .map((entries) => `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`),
  }))
  return value
}

interface FuzzBody {
  contentType: string | undefined
  text: string
}

function bodies(names: readonly string[]): fc.Arbitrary<FuzzBody | undefined> {
  const json = jsonText(names)
  const fieldObject = fc
    .array(fc.tuple(fc.constantFrom(...names, '__proto__', 'constructor', 'prototype'), json), {
      minLength: 1,
      maxLength: 6,
    })
    .map((entries) => `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${item}`).join(',')}}`)
  // Nested past PHP's 512 levels and Python's recursion limit, at the top or in a field.
  const deep = fc
    .tuple(
      fc.constantFrom(100, 513, 1001, 5_000, 100_000),
      fc.constantFrom('[', '{"a":'),
      fc.option(fc.constantFrom(...names)),
    )
    .map(([depth, open, field]) => {
      const nested = `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`
      return field === null ? nested : `{${JSON.stringify(field)}:${nested}}`
    })
  const huge = fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(100_000, 1024 * 1024 - 64, 1024 * 1024 + 1))
    .map(([name, length]) => `{${JSON.stringify(name)}:"${'x'.repeat(length)}"}`)
  const truncated = fc
    .tuple(fieldObject, fc.nat())
    .map(([whole, cut]) => whole.slice(0, cut % Math.max(1, whole.length)))
  const garbage = fc.oneof(
    text,
    fc.constantFrom('{', '}', '{"a":}', "{'a': 1}", '[1,]', 'NaN', '\ufeff{}', '{"a":1}{"b":2}', 'a=1&a[]=2&b[c][d]=3'),
  )
  const payload = fc.oneof(
    { arbitrary: fieldObject, weight: 12 },
    { arbitrary: json, weight: 4 },
    { arbitrary: truncated, weight: 3 },
    { arbitrary: garbage, weight: 3 },
    { arbitrary: deep, weight: 1 },
    { arbitrary: huge, weight: 1 },
  )
  const contentType = fc.oneof(
    { arbitrary: fc.constant('application/json'), weight: 12 },
    {
      arbitrary: fc.constantFrom(
        undefined,
        'application/json; charset=utf-8',
        'application/vnd.api+json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=standin',
        'application/xml',
        '*/*',
        'application/json; charset=utf-16',
        'APPLICATION/JSON',
      ),
      weight: 4,
    },
  )
  return fc.option(fc.record({ contentType, text: payload }), { freq: 6 }).map((body) => body ?? undefined)
}

// ---------------------------------------------------------------------------------------
// Requests

/** A path parameter: one the store has (picked at run time), or a made-up one. */
type ParamChoice = { existing: number } | { made: string; raw: boolean }

interface FuzzCase {
  method: string
  route: { method: string; path: string } | undefined
  params: ParamChoice[]
  /** Path changes: trailing slash dropped or doubled, upper-cased, extra segments. */
  pathTwist: 'none' | 'no-trailing-slash' | 'double-slash' | 'upper' | 'extra-segment'
  extra: string
  query: Array<[string, string]>
  rawQuery: string | undefined
  body: FuzzBody | undefined
  auth: string | undefined
  headers: Record<string, string>
}

/** A value once in `every` cases, else undefined. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ arbitrary: fc.constant(undefined), weight: every - 1 }, { arbitrary, weight: 1 })
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE'] as const

const headerText = fc.oneof(
  fc.constantFrom('', ' ', '*', 'null', 'x'.repeat(200)),
  fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
)

function cases(target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const name = fc.oneof(
    { arbitrary: fc.constantFrom(...target.names), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        '_method',
        'a[b][c]',
        '__proto__[polluted]',
        'constructor[prototype][polluted]',
      ),
      weight: 2,
    },
    { arbitrary: text, weight: 1 },
  )
  const queryName = fc
    .tuple(name, fc.constantFrom('', '', '', '[]', '[0]', '[a]', '[][]', '[__proto__]', `${'[x]'.repeat(20)}`))
    .map(([base, suffix]) => `${base}${suffix}`)
  return fc
    .record({
      route: fc
        .option(fc.constantFrom(...target.routes.map(({ method, path }) => ({ method, path }))), { freq: 8 })
        .map((route) => route ?? undefined),
      methodChoice: sometimes(fc.constantFrom(...METHODS), 4),
      params: fc.array(
        fc.oneof(
          { arbitrary: fc.nat().map((index) => ({ existing: index })), weight: 4 },
          { arbitrary: fc.record({ made: text, raw: fc.boolean() }), weight: 1 },
        ),
        { minLength: 3, maxLength: 3 },
      ),
      pathTwist: fc.constantFrom(
        'none',
        'none',
        'none',
        'none',
        'no-trailing-slash',
        'double-slash',
        'upper',
        'extra-segment',
      ),
      extra: text,
      query: fc.array(fc.tuple(queryName, text), { maxLength: 6 }),
      rawQuery: sometimes(
        fc.constantFrom(
          '%',
          '%zz=1',
          'a=%E0%A4%A',
          '&&&',
          '=1',
          'a',
          'a=1=2',
          '?a=1',
          'a[=1',
          'a]=1',
          `${'a[]'.repeat(40)}=1`,
        ),
        8,
      ),
      body: bodies(target.names),
      auth: fc.oneof(
        { arbitrary: fc.constant(`Bearer ${DEFAULT_TOKEN}`), weight: 8 },
        {
          arbitrary: fc.constantFrom(
            undefined,
            'Bearer wrong',
            'Bearer',
            `Bearer ${DEFAULT_TOKEN} extra`,
            `Basic ${btoa(`anyone:${DEFAULT_TOKEN}`)}`,
            'Basic !!!',
            'Basic',
            `Basic ${btoa('no-colon')}`,
            'Token abc',
          ),
          weight: 2,
        },
      ),
      headers: fc.dictionary(
        fc.constantFrom(
          'Accept',
          'Origin',
          'X-HTTP-Method-Override',
          'X-Forwarded-Proto',
          'X-Forwarded-For',
          'X-Real-IP',
          'Accept-Language',
          'If-None-Match',
          'Content-Disposition',
          'X-WP-Nonce',
        ),
        fc.oneof(
          headerText,
          fc.constantFrom(...METHODS),
          fc.constantFrom('application/json', 'text/html', 'application/xml', 'https', 'http://evil.example'),
        ),
        { maxKeys: 3, noNullPrototype: true },
      ),
    })
    .map(({ route, methodChoice, ...rest }) => ({ ...rest, route, method: methodChoice ?? route?.method ?? 'GET' }))
}

function pathOf(target: FuzzTarget, fuzz: FuzzCase, context: MockContext): string {
  let path: string
  if (fuzz.route) {
    let index = 0
    path = fuzz.route.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment
        const choice = fuzz.params[index++] ?? { existing: 0 }
        if ('existing' in choice) {
          const values = target.existing(fuzz.route!.path, segment.slice(1), context)
          return encode(values.length > 0 ? values[choice.existing % values.length]! : '1')
        }
        const made = choice.raw ? wellFormed(choice.made).replace(/[/?#\s]/g, '') : encode(choice.made)
        return made === '' ? '-' : made
      })
      .join('/')
  } else path = `${target.prefix}/${encode(fuzz.extra)}`
  switch (fuzz.pathTwist) {
    case 'no-trailing-slash':
      return path.replace(/\/+$/, '')
    case 'double-slash':
      return path.replace(/\/([^/]*)$/, '//$1')
    case 'upper':
      return path.replace(/[^/]*\/?$/, (last) => last.toUpperCase())
    case 'extra-segment':
      return `${path.replace(/\/$/, '')}/${encode(fuzz.extra)}/`
    default:
      return path
  }
}

function queryOf(fuzz: FuzzCase): string {
  const parts = fuzz.query.map(
    ([name, value]) => `${encode(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encode(value)}`,
  )
  if (fuzz.rawQuery !== undefined) parts.push(fuzz.rawQuery)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

function requestOf(
  target: FuzzTarget,
  fuzz: FuzzCase,
  context: MockContext,
): { method: string; path: string; options: SendOptions } {
  const headers: Record<string, string> = { ...fuzz.headers }
  if (fuzz.auth !== undefined) headers.Authorization = fuzz.auth
  const sendsBody = fuzz.body !== undefined && fuzz.method !== 'GET' && fuzz.method !== 'HEAD'
  if (sendsBody && fuzz.body!.contentType !== undefined) headers['Content-Type'] = fuzz.body!.contentType
  return {
    method: fuzz.method,
    path: `${pathOf(target, fuzz, context)}${queryOf(fuzz)}`,
    options: { auth: false, headers, ...(sendsBody ? { body: fuzz.body!.text } : {}) },
  }
}

// ---------------------------------------------------------------------------------------
// The property

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function prototypeKeys(): string {
  return [Object.prototype, Array.prototype, Function.prototype]
    .map((proto) => Object.getOwnPropertyNames(proto).sort().join())
    .join('|')
}

/** Everything that must hold for one request, whatever it is. */
async function checkOne(
  target: FuzzTarget,
  standin: Standin,
  fuzz: FuzzCase,
  baseline: { snapshot: StoreSnapshot; text: string; prototypes: string },
): Promise<void> {
  const { method, path, options } = requestOf(target, fuzz, standin.context)
  // Dot segments can take a path out of the API (`/api/v2beta/..`): not this API's request.
  fc.pre(target.owns(new URL(path, 'http://standin.test').pathname))
  const label = `${method} ${path.slice(0, 300)}`
  const reply = await standin.send(method, path, options)
  expect(reply.status, `${label}: ${reply.text.slice(0, 300)}`).toBeLessThan(500)
  if (reply.status >= 400 && method !== 'HEAD') {
    expect(reply.headers.get('content-type') ?? '', label).toMatch(/^application\/json/)
    target.expectError(reply)
  }
  expect(prototypeKeys(), `${label} polluted a prototype`).toBe(baseline.prototypes)
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined()
  const after = JSON.stringify(takeSnapshot(standin.context))
  if (after === baseline.text) return
  const wrote = WRITES.has(method) && reply.status >= 200 && reply.status < 300
  expect(wrote, `${label} answered ${reply.status} but changed the store`).toBe(true)
  await restoreSnapshot(standin.context, baseline.snapshot)
}

/** Runs the property against one host: `runs` cases from the seeded store, then one request still answered. */
export async function fuzzApi(target: FuzzTarget, standin: Standin, host: string, defaultRuns: number): Promise<void> {
  const settings = fuzzSettings(defaultRuns)
  if (LONG_RUNS)
    console.log(
      `fuzzing ${target.name} through ${host}: ${settings.numRuns} cases, seed ${settings.seed} (STANDIN_FUZZ_SEED=${settings.seed} repeats it)`,
    )
  const snapshot = takeSnapshot(standin.context)
  const baseline = { snapshot, text: JSON.stringify(snapshot), prototypes: prototypeKeys() }
  await fc.assert(
    fc.asyncProperty(cases(target), (fuzz) => checkOne(target, standin, fuzz, baseline)),
    settings,
  )
  const still = await standin.send('GET', target.routes[0]!.path)
  expect(still.status).toBe(200)
}

// ---------------------------------------------------------------------------------------
// The two APIs

function expectFieldErrors(value: unknown, where: string): void {
  expect(value, where).toBeTypeOf('object')
  expect(value, where).not.toBeNull()
  const entries = Object.entries(value as object)
  expect(entries.length, where).toBeGreaterThan(0)
  for (const [key, item] of entries) {
    if (Array.isArray(item)) for (const message of item) expect(message, `${where}.${key}`).toBeTypeOf('string')
    else expectFieldErrors(item, `${where}.${key}`)
  }
}

/** Whether an API owns a path (under a prefix, or an exact path), as the hosts decide it. */
function owner(api: Parameters<typeof ownedPaths>[0]): (pathname: string) => boolean {
  const paths = ownedPaths(api)
  return (pathname) => paths.some((path) => path.matches(pathname))
}

const identityResourceByPath = new Map(
  resources.map((resource) => [`${BASE_PATH}${resource.path}:${resource.lookup}/`, resource]),
)

export const identityTarget: FuzzTarget = {
  name: 'identity',
  routes: identityRoutes,
  prefix: BASE_PATH,
  owns: owner(identityApi),
  names: [
    ...new Set([
      'limit',
      'offset',
      'ordering',
      'search',
      'format',
      ...resources.flatMap((resource) => Object.keys(resource.fields)),
    ]),
  ],
  existing(path, _param, context) {
    const resource = identityResourceByPath.get(path)
    return resource
      ? querysetOf(resource, context.identity)
          .page(0, Infinity)
          .map((row) => String((row as { pk: unknown }).pk))
      : []
  },
  expectError(reply) {
    const body = reply.body
    if (body && typeof body === 'object' && 'detail' in body)
      expect(body, reply.text).toEqual({ detail: expect.any(String) })
    else expectFieldErrors(body, `DRF field errors ${reply.text.slice(0, 200)}`)
  },
}

const calendarCollections = (context: MockContext) => ({
  events: context.calendar.events.rows(),
  venues: context.calendar.venues.rows(),
  organizers: context.calendar.organizers.rows(),
  categories: context.calendar.termsOf('tribe_events_cat'),
  tags: context.calendar.termsOf('post_tag'),
})

const calendarEnv = { viewer: { authenticated: true }, nowMs: Date.parse(TEST_NOW) }

export const calendarTarget: FuzzTarget = {
  name: 'calendar',
  routes: calendarRoutes,
  prefix: '/wp-json/cal/events/v1',
  owns: owner(calendarApi),
  names: [
    ...new Set(
      wpRoutes.flatMap((route) =>
        route.endpoints.flatMap((endpoint) => Object.keys(argsOf(endpoint, { ...calendarEnv, db: new CalendarDb() }))),
      ),
    ),
  ],
  existing(path, param, context) {
    if (param === 'lang') return ['fr', 'pt-br', 'EN', 'zz-zz']
    const collection = /\/(events|venues|organizers|categories|tags)\//.exec(path)?.[1] as
      keyof ReturnType<typeof calendarCollections> | undefined
    if (!collection) return []
    const rows = calendarCollections(context)[collection] as ReadonlyArray<{ id: number; slug: string }>
    return rows.map((row) => (param === 'slug' ? row.slug : String(row.id)))
  },
  expectError(reply) {
    expect(reply.body, reply.text.slice(0, 300)).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
      data: { status: reply.status },
    })
  },
}
