import type { ApiRequest, JsonValue } from '../http/types.js'
import { isObject } from '../http/json.js'
import { decodePath } from '../http/router.js'

/**
 * How a stub matches a request, linear in the request whatever the stubs hold: what a stub
 * compares is read from the request once per request (its path's segments decoded, its query
 * as a map, its body parsed), and each stub's path pattern is decoded once; a stub then costs
 * the length of its own pattern.
 */

export interface StubRequestPattern {
  /** Upper-case method (GET takes HEAD too), or undefined for every method. */
  method?: string
  /** `/`-separated segments: literal, `:name` (one non-empty segment) or `*` (one segment; last, any rest). */
  path: string
  /** Parameters the query must hold with these values (others may come too). */
  query?: Record<string, string>
  /** Headers the request must carry with these values; names are case-insensitive. */
  headers?: Record<string, string>
  /** A JSON value the body must contain: objects by their keys, arrays element by element. */
  body?: JsonValue
}

/** A stub as matching sees it: its pattern and its uses. */
interface Countable {
  request: StubRequestPattern
  times?: number
  used: number
}

/** The parts of a request stubs compare, read once. */
interface RequestView {
  /** The path's segments as sent; each decoded once, when a literal is compared with it. */
  segments: string[]
  decoded: Array<string | undefined>
  query: Map<string, string[]>
  /** The body parsed, once asked for (`undefined` as text when it is not JSON). */
  body?: { json: true; value: unknown } | { json: false }
}

const views = new WeakMap<ApiRequest, RequestView>()

function viewOf(request: ApiRequest): RequestView {
  let view = views.get(request)
  if (!view) {
    const query = new Map<string, string[]>()
    for (const [name, value] of request.url.searchParams) {
      const values = query.get(name)
      if (values) values.push(value)
      else query.set(name, [value])
    }
    view = { segments: request.url.pathname.split('/'), decoded: [], query }
    views.set(request, view)
  }
  return view
}

/** A wildcard segment (`*`) and a parameter (`:name`) of a pattern; any other is a literal, decoded. */
const ANY = Symbol('*')
const PARAM = Symbol(':name')
type PatternSegment = string | typeof ANY | typeof PARAM

/**
 * A path pattern's segments: literals decoded, kept apart from `*` and `:name`, so that an
 * escaped `%2A` or `%3Aname` (what `--record-stubs` writes for such a path) stays a literal.
 */
const decodedPattern = (path: string): readonly PatternSegment[] =>
  path.split('/').map((segment) => (segment === '*' ? ANY : segment.startsWith(':') ? PARAM : decodePath(segment)))

/** Each kept pattern's segments, decoded once. */
const patterns = new WeakMap<StubRequestPattern, readonly PatternSegment[]>()

function segmentsOf(pattern: StubRequestPattern): readonly PatternSegment[] {
  let segments = patterns.get(pattern)
  if (!segments) patterns.set(pattern, (segments = decodedPattern(pattern.path)))
  return segments
}

/** The request's segment at `index`, percent-decoded (once per request). */
function decodedAt(view: RequestView, index: number): string {
  let decoded = view.decoded[index]
  if (decoded === undefined) view.decoded[index] = decoded = decodePath(view.segments[index] ?? '')
  return decoded
}

/**
 * Segment by segment, without a regular expression (patterns come from the control plane): a
 * literal equals its segment (both percent-decoded), `:name` takes one non-empty segment, `*`
 * one segment, or as the last segment whatever is left (none included). At most one step per
 * segment of the pattern, and a path of another length costs none.
 */
function pathMatches(wanted: readonly PatternSegment[], view: RequestView): boolean {
  const given = view.segments
  const rest = wanted[wanted.length - 1] === ANY
  if (rest ? given.length < wanted.length - 1 : given.length !== wanted.length) return false
  for (const [index, segment] of wanted.entries()) {
    if (segment === ANY) {
      if (rest && index === wanted.length - 1) return true
      continue
    }
    if (segment === PARAM) {
      if (given[index] === '') return false
    } else if (segment !== decodedAt(view, index)) return false
  }
  return true
}

/** The pattern matches the path (see `pathMatches`); for tests and one-off checks. */
export function matchesStubPath(pattern: string, pathname: string): boolean {
  return pathMatches(decodedPattern(pattern), { segments: pathname.split('/'), decoded: [], query: new Map() })
}

/** `wanted` is found in `actual`: every key of an object (recursively), arrays element by element. */
export function containsJson(actual: unknown, wanted: JsonValue): boolean {
  if (wanted === null || typeof wanted !== 'object') return actual === wanted
  if (Array.isArray(wanted)) {
    return (
      Array.isArray(actual) &&
      actual.length === wanted.length &&
      wanted.every((item, index) => containsJson(actual[index], item))
    )
  }
  if (!isObject(actual)) return false
  return Object.entries(wanted).every(([key, item]) => Object.hasOwn(actual, key) && containsJson(actual[key], item))
}

function bodyMatches(request: ApiRequest, view: RequestView, wanted: JsonValue): boolean {
  const text = request.body
  if (text === undefined) return false
  if (!view.body) {
    try {
      view.body = { json: true, value: JSON.parse(text) }
    } catch {
      view.body = { json: false }
    }
  }
  // A body that is not JSON is matched as text, by a string pattern.
  return view.body.json ? containsJson(view.body.value, wanted) : text === wanted
}

/** A GET stub answers HEAD too, as every route does (the pipeline drops the body). */
const methodMatches = (wanted: string | undefined, method: string) =>
  wanted === undefined || wanted === method || (wanted === 'GET' && method === 'HEAD')

export function stubMatches(pattern: StubRequestPattern, request: ApiRequest): boolean {
  if (!methodMatches(pattern.method, request.method)) return false
  const view = viewOf(request)
  if (!pathMatches(segmentsOf(pattern), view)) return false
  for (const [name, value] of Object.entries(pattern.query ?? {})) {
    if (!view.query.get(name)?.includes(value)) return false
  }
  for (const [name, value] of Object.entries(pattern.headers ?? {})) {
    if (request.headers[name] !== value) return false
  }
  return pattern.body === undefined || bodyMatches(request, view, pattern.body)
}

/**
 * Finds the first stub of `stubs` that matches the request and counts the use, in one step
 * (nothing awaits in between, so two requests cannot both take a stub's last use). A stub
 * used `times` times no longer matches; its set drops it (see StubSet.take).
 */
export function takeStub<Stub extends Countable>(stubs: Iterable<Stub>, request: ApiRequest): Stub | undefined {
  for (const stub of stubs) {
    if (stub.times !== undefined && stub.used >= stub.times) continue
    if (!stubMatches(stub.request, request)) continue
    stub.used++
    return stub
  }
  return undefined
}
