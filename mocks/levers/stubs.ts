import { type ApiRequest, type ApiResponse, type JsonValue, JsonText } from '../http/types.js'
import { documentProblem, isObject, type Parsed } from '../http/json.js'
import { heapBytes, type MemoryBudget } from '../store/memory.js'
import { type StubRequestPattern, takeStub } from './stub-matching.js'
import { checkTemplates, renderStub } from './templates.js'

/**
 * Stubs: canned answers that win over the model for the requests they match, until removed
 * or used `times` times. The pipeline (mocks/pipeline/pipeline.ts) looks them up before faults and
 * routes, for both hosts: a store's set (`/__standin/stubs`, `--stubs`) and the stubs MSW's
 * `stub()` handlers attach to a request (mocks/msw/stubs.ts). This file holds all of it:
 * what a stub may say (checked here, with a message saying what is wrong), how it matches, and
 * how its uses are counted.
 */

export interface StubResponse {
  status: number
  headers?: Record<string, string>
  body?: JsonValue
  /** Its body's strings and header values are Handlebars templates filled from the request (mocks/levers/templates.ts). */
  template?: boolean
}

/** A stub as clients send it (JSON, a `--stubs` file, `stub()`). */
export interface StubDefinition {
  request: StubRequestPattern
  response: StubResponse
  /** Answers this many requests, then is removed; by default until removed. */
  times?: number
}

/** A stub as kept and listed: its definition, its id and how often it answered. */
export interface Stub extends StubDefinition {
  id: string
  used: number
}

/** Stubs one set holds, and what their JSON may weigh together (decision 0017). */
export const MAX_STUBS = 100
export const MAX_STUB_SET_BYTES = 256 * 1024
const MAX_PATTERN_LENGTH = 2000
const MAX_TIMES = 1_000_000_000

function unknownKeys(raw: Record<string, unknown>, known: readonly string[], what: string): string | undefined {
  const unknown = Object.keys(raw).filter((key) => !known.includes(key))
  return unknown.length > 0 ? `unknown ${what} field(s): ${unknown.join(', ')} (known: ${known.join(', ')})` : undefined
}

/** RFC 9110's token: what a method and a header name are made of. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/
/** A header value a host can send: visible characters, spaces and tabs, no line breaks. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/
/** Headers that frame the message: the host sets them, a stub may not. */
const FRAMING = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'trailer'])
const PARAM = /^:[A-Za-z_][A-Za-z0-9_]*$/

/** What is wrong with a stub's path pattern (`--proxy-path` takes the same), or undefined. */
export function checkPattern(path: unknown): string | undefined {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > MAX_PATTERN_LENGTH) {
    return `"request.path" must be a path pattern starting with "/", at most ${MAX_PATTERN_LENGTH} characters`
  }
  if (/[?#\s]/.test(path))
    return '"request.path" is a path alone: no query, fragment or spaces (match the query with "request.query")'
  const segments = path.split('/').slice(1)
  const names = new Set<string>()
  for (const segment of segments) {
    if (segment.startsWith(':')) {
      if (!PARAM.test(segment))
        return `"request.path": ${JSON.stringify(segment)} is not a parameter (":" then a letter or _, then letters, digits or _)`
      if (names.has(segment)) return `"request.path" names ${segment} twice`
      names.add(segment)
    } else if (segment.includes('*') && segment !== '*') {
      return `"request.path": "*" stands for a whole segment, not part of ${JSON.stringify(segment)}`
    }
  }
  return undefined
}

function checkStringMap(
  value: unknown,
  field: string,
  check?: (name: string, value: string) => string | undefined,
): Parsed<Record<string, string>> {
  if (!isObject(value)) return { ok: false, error: `"${field}" must be an object of strings` }
  const map: Record<string, string> = {}
  for (const [name, item] of Object.entries(value)) {
    if (typeof item !== 'string') return { ok: false, error: `"${field}.${name}" must be a string` }
    const error = check?.(name, item)
    if (error) return { ok: false, error }
    map[name] = item
  }
  return { ok: true, value: map }
}

const checkHeader = (field: string) => (name: string, value: string) =>
  !TOKEN.test(name)
    ? `"${field}": ${JSON.stringify(name)} is not a header name`
    : !HEADER_VALUE.test(value)
      ? `"${field}.${name}" holds a character a header cannot`
      : undefined

function parseRequestPattern(raw: unknown): Parsed<StubRequestPattern> {
  if (!isObject(raw))
    return { ok: false, error: '"request" must be an object: {"method"?, "path", "query"?, "headers"?, "body"?}' }
  const unknown = unknownKeys(raw, ['method', 'path', 'query', 'headers', 'body'], 'request')
  if (unknown) return { ok: false, error: unknown }
  const badPath = checkPattern(raw.path)
  if (badPath || typeof raw.path !== 'string') return { ok: false, error: badPath ?? '"request.path" must be a string' }
  const pattern: StubRequestPattern = { path: raw.path }
  if (raw.method !== undefined) {
    if (typeof raw.method !== 'string' || !/^[A-Za-z]{1,16}$/.test(raw.method))
      return { ok: false, error: '"request.method" must be an HTTP method' }
    pattern.method = raw.method.toUpperCase()
  }
  if (raw.query !== undefined) {
    const query = checkStringMap(raw.query, 'request.query')
    if (!query.ok) return query
    pattern.query = query.value
  }
  if (raw.headers !== undefined) {
    const headers = checkStringMap(raw.headers, 'request.headers', checkHeader('request.headers'))
    if (!headers.ok) return headers
    pattern.headers = Object.fromEntries(
      Object.entries(headers.value).map(([name, value]) => [name.toLowerCase(), value]),
    )
  }
  if (raw.body !== undefined) pattern.body = raw.body as JsonValue
  return { ok: true, value: pattern }
}

/** Statuses with no body by definition (RFC 9110): a stub giving one a body is a mistake. */
const BODILESS = new Set([204, 205, 304])

function parseResponse(raw: unknown): Parsed<StubResponse> {
  if (!isObject(raw))
    return { ok: false, error: '"response" must be an object: {"status", "headers"?, "body"?, "template"?}' }
  const unknown = unknownKeys(raw, ['status', 'headers', 'body', 'template'], 'response')
  if (unknown) return { ok: false, error: unknown }
  const { status } = raw
  // 1xx are interim answers, not a request's final one: no host can answer with one alone.
  if (typeof status !== 'number' || !Number.isInteger(status) || status < 200 || status > 599) {
    return { ok: false, error: '"response.status" must be an integer from 200 to 599' }
  }
  const response: StubResponse = { status }
  if (raw.headers !== undefined) {
    const headers = checkStringMap(raw.headers, 'response.headers', (name, value) =>
      FRAMING.has(name.toLowerCase())
        ? `"response.headers": ${name} is set by the server, not a stub`
        : checkHeader('response.headers')(name, value),
    )
    if (!headers.ok) return headers
    const names = Object.keys(headers.value).map((name) => name.toLowerCase())
    if (new Set(names).size !== names.length) return { ok: false, error: '"response.headers" names a header twice' }
    response.headers = headers.value
  }
  if (raw.body !== undefined) {
    if (BODILESS.has(status)) return { ok: false, error: `a ${status} answer has no body` }
    response.body = raw.body as JsonValue
  }
  if (raw.template !== undefined && typeof raw.template !== 'boolean')
    return { ok: false, error: '"response.template" must be true or false' }
  if (raw.template === true) {
    response.template = true
    const problem = checkTemplates(response)
    if (problem) return { ok: false, error: problem }
  }
  return { ok: true, value: response }
}

/** Checks one stub as clients send it, with a message saying what is wrong. */
export function parseStub(input: unknown): Parsed<StubDefinition> {
  if (!isObject(input)) return { ok: false, error: 'a stub must be an object: {"request", "response", "times"?}' }
  // Matching and answering walk the bodies recursively: one too deep is refused here.
  const problem = documentProblem(input)
  if (problem) return { ok: false, error: `the stub cannot be kept: ${problem}` }
  const unknown = unknownKeys(input, ['request', 'response', 'times'], 'stub')
  if (unknown) return { ok: false, error: unknown }
  const request = parseRequestPattern(input.request)
  if (!request.ok) return request
  const response = parseResponse(input.response)
  if (!response.ok) return response
  const stub: StubDefinition = { request: request.value, response: response.value }
  if (input.times !== undefined) {
    const { times } = input
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1 || times > MAX_TIMES) {
      return { ok: false, error: `"times" must be an integer from 1 to ${MAX_TIMES}` }
    }
    stub.times = times
  }
  return { ok: true, value: stub }
}

/** One stub or a list of them (a `--stubs` file); a list past the cap is refused unread. */
export function parseStubList(input: unknown): Parsed<StubDefinition[]> {
  const inputs = Array.isArray(input) ? input : [input]
  if (inputs.length === 0) return { ok: false, error: 'send a stub object or a list of them' }
  if (inputs.length > MAX_STUBS)
    return { ok: false, error: `a list of at most ${MAX_STUBS} stubs, not ${inputs.length}` }
  const stubs: StubDefinition[] = []
  for (const [index, item] of inputs.entries()) {
    const parsed = parseStub(item)
    if (!parsed.ok) return { ok: false, error: `stub ${index}: ${parsed.error}` }
    stubs.push(parsed.value)
  }
  return { ok: true, value: stubs }
}

const isJsonType = (type: string) => /^application\/(?:[a-z0-9.+-]*\+)?json\b/i.test(type.trim())

/**
 * What a stub answers: its body as JSON (with `Content-Type: application/json` unless it names
 * another), or, for a string body under a type that is not JSON, that text as it is.
 */
export function stubAnswer(response: StubResponse): ApiResponse {
  const headers = { ...response.headers }
  const typeName = Object.keys(headers).find((name) => name.toLowerCase() === 'content-type')
  if (response.body === undefined) return { status: response.status, headers }
  if (typeName === undefined)
    return { status: response.status, headers: { ...headers, 'Content-Type': 'application/json' }, body: response.body }
  if (typeof response.body === 'string' && !isJsonType(headers[typeName] ?? ''))
    return { status: response.status, headers, body: new JsonText(response.body) }
  return { status: response.status, headers, body: response.body }
}

/**
 * A stub's answer to this request: its templates filled from it, or, when a render broke a
 * bound, `failed` with the reason (the host's 500 in the API's shape).
 */
export function stubAnswerFor(
  stub: Stub,
  request: ApiRequest,
  store: Parameters<typeof renderStub>[2],
  failed: (reason: string) => ApiResponse,
): ApiResponse {
  const rendered = renderStub(stub, request, store)
  return typeof rendered === 'string' ? failed(rendered) : stubAnswer(rendered)
}

const encoder = new TextEncoder()

/** What a stub weighs: the bytes of its definition as JSON (the set's cap), and on the heap (a budget's charge). */
interface Weight {
  json: number
  heap: number
}

const weigh = (stub: StubDefinition): Weight => ({
  json: encoder.encode(JSON.stringify(stub)).byteLength,
  heap: heapBytes(stub),
})

/** Why a set refused stubs; `memory` when the memory it is charged to is full (a 503, not the sender's mistake). */
export type Refusal = { ok: false; error: string; memory?: true }

/**
 * The stubs one store answers with. A session's set has the server's as its parent: the
 * session's own are tried first, then the server's, which apply to every store. Ids are
 * counted per server (the parent's counter), so one names one stub in the journal. A set may
 * be charged to a memory budget (a session's): what its stubs hold on the heap is held there
 * until they are removed.
 */
export class StubSet {
  #stubs: Stub[] = []
  #bytes = 0
  readonly #weights = new WeakMap<Stub, Weight>()
  readonly #ids: { next: number }

  constructor(
    readonly parent?: StubSet,
    readonly memory?: MemoryBudget,
  ) {
    this.#ids = parent ? parent.#ids : { next: 1 }
  }

  /** This set's own stubs, oldest first. */
  get stubs(): readonly Stub[] {
    return this.#stubs
  }

  /** Adds checked stubs, all or none: refused past MAX_STUBS or MAX_STUB_SET_BYTES, or when its memory is full. */
  add(definitions: readonly StubDefinition[]): { ok: true; value: Stub[] } | Refusal {
    if (this.#stubs.length + definitions.length > MAX_STUBS) {
      return {
        ok: false,
        error: `at most ${MAX_STUBS} stubs are kept; ${this.#stubs.length} are set and ${definitions.length} more were sent`,
      }
    }
    const weights = definitions.map(weigh)
    const bytes = weights.reduce((sum, weight) => sum + weight.json, 0)
    if (this.#bytes + bytes > MAX_STUB_SET_BYTES) {
      return {
        ok: false,
        error: `stubs may hold ${MAX_STUB_SET_BYTES / 1024} KiB of JSON together; ${Math.ceil(this.#bytes / 1024)} KiB are set and ${Math.ceil(bytes / 1024)} KiB more were sent`,
      }
    }
    const heap = weights.reduce((sum, weight) => sum + weight.heap, 0)
    if (this.memory && !this.memory.hold(heap)) {
      return {
        ok: false,
        memory: true,
        error: `sessions hold all the memory --session-memory gives them (${Math.round(this.memory.limit / 1024 / 1024)} MiB), and these stubs would take ${Math.ceil(heap / 1024)} KiB more`,
      }
    }
    const added = definitions.map((definition, index) => {
      const stub: Stub = { id: `stub-${this.#ids.next++}`, ...definition, used: 0 }
      this.#weights.set(stub, weights[index]!)
      return stub
    })
    this.#stubs = [...this.#stubs, ...added]
    this.#bytes += bytes
    return { ok: true, value: added }
  }

  #let(stub: Stub): void {
    const weight = this.#weights.get(stub)
    if (!weight) return
    this.#bytes -= weight.json
    this.memory?.release(weight.heap)
  }

  remove(id: string): boolean {
    const stub = this.#stubs.find((candidate) => candidate.id === id)
    if (!stub) return false
    this.#stubs = this.#stubs.filter((candidate) => candidate !== stub)
    this.#let(stub)
    return true
  }

  clear(): void {
    for (const stub of this.#stubs) this.#let(stub)
    this.#stubs = []
    this.#bytes = 0
  }

  /** The stub answering this request, its use counted: this set's own first, then its parent's. A used-up stub is dropped. */
  take(request: ApiRequest): Stub | undefined {
    const own = takeStub(this.#stubs, request)
    if (own) {
      if (own.times !== undefined && own.used >= own.times) this.remove(own.id)
      return own
    }
    return this.parent?.take(request)
  }
}
