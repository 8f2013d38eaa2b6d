import type HandlebarsModule from 'handlebars'
import { decodePath } from '../http/router.js'
import type { ApiRequest, JsonValue } from '../http/types.js'
import { Random } from '../store/random.js'
import { parseJsonPath, readJsonPath } from './json-path.js'

/**
 * Templated stubs: a stub whose response says `"template": true` answers with its body (a
 * string, or the strings inside a JSON body) and header values filled from the request by
 * Handlebars, in WireMock's words: `{{request.path}}`, `{{request.pathSegments.[1]}}`,
 * `{{request.params.id}}` (the stub path's `:id`), `{{request.query.q}}`, `{{request.headers.x-id}}`,
 * `{{jsonPath request.body '$.a.b'}}`, `{{now}}` (the store's clock) and `{{randomValue type='UUID'}}`
 * (the store's seeded generator). Decision 0036.
 *
 * Safe by construction: Handlebars' own environment with no partials, decorators or `log`, only
 * known helpers, and prototype access closed (its default); no code of the template's runs.
 * Templates are parsed and compiled when the stub is added (a template that does not parse is
 * refused then), and a render is bounded: its `each` loops by work, its output by length.
 *
 * Handlebars is loaded only when a templated stub is added: in Node at once (synchronously),
 * in a browser with `import()`, so `standin/browser` pays nothing for it until then.
 */

type Handlebars = typeof HandlebarsModule
type Render = HandlebarsModule.TemplateDelegate

/** A stub's response as mocks/levers/stubs.ts keeps it (named there StubResponse: stubs.ts imports this file). */
interface StubResponse {
  status: number
  headers?: Record<string, string>
  body?: JsonValue
  template?: boolean
}

/** What the templated strings of one stub may hold together. */
export const MAX_TEMPLATE_CHARS = 64 * 1024
/** How deep a template's syntax may nest (blocks, sub-expressions). */
const MAX_TEMPLATE_DEPTH = 48
/** What one answer's rendered strings may hold together. */
export const MAX_RENDERED_CHARS = 1024 * 1024
/** Work one answer may do in `each` loops: each turn costs the template's length. */
const MAX_LOOP_WORK = 4_000_000
const MAX_RANDOM_LENGTH = 1024

/** A render that broke a bound or made a header no host can send: the stub answers the API's 500 saying so. */
class TemplateError extends Error {}

/** What a render may spend, and the request's state its helpers read. */
interface RenderState {
  now: Date
  random: Random
  /** The template being rendered: one loop turn costs its length. */
  templateChars: number
  work: number
  output: number
  parsed: Map<string, unknown>
}

let rendering: RenderState | undefined

function spendOutput(text: string): string {
  if (rendering && (rendering.output += text.length) > MAX_RENDERED_CHARS)
    throw new TemplateError(`the template's answer is longer than ${MAX_RENDERED_CHARS} characters`)
  return text
}

const OPTIONS = {
  noEscape: true,
  strict: false,
  knownHelpersOnly: true,
  knownHelpers: { jsonPath: true, now: true, randomValue: true, log: false },
} as const

const ALPHABETS: Record<string, string> = {
  ALPHANUMERIC: 'abcdefghijklmnopqrstuvwxyz0123456789',
  ALPHABETIC: 'abcdefghijklmnopqrstuvwxyz',
  NUMERIC: '0123456789',
  HEXADECIMAL: '0123456789abcdef',
  ALPHANUMERIC_AND_SYMBOLS: 'abcdefghijklmnopqrstuvwxyz0123456789!#$%&()*+,-./:;<=>?@[]^_{|}~',
}

const helperOptions = (args: unknown[]): Record<string, unknown> => {
  const options = args.at(-1)
  const hash = typeof options === 'object' && options !== null ? Reflect.get(options, 'hash') : undefined
  return typeof hash === 'object' && hash !== null ? { ...hash } : {}
}

function jsonPathHelper(value: unknown, path: unknown, ...rest: unknown[]): string {
  const fallback = helperOptions(rest).default
  const steps = typeof path === 'string' ? parseJsonPath(path) : undefined
  if (!steps) return `[ERROR: ${String(path)} is not a JSONPath expression standin reads]`
  let document = value
  if (typeof value === 'string') {
    const parsed = rendering?.parsed
    if (parsed?.has(value)) document = parsed.get(value)
    else {
      try {
        document = JSON.parse(value)
      } catch {
        return '[ERROR: the value is not valid JSON]'
      }
      parsed?.set(value, document)
    }
  }
  const found = readJsonPath(document, steps)
  if (found === undefined || found === null) return fallback === undefined ? '' : String(fallback)
  return spendOutput(typeof found === 'object' ? JSON.stringify(found) : String(found))
}

const UNITS: Record<string, number> = { second: 1e3, minute: 6e4, hour: 36e5, day: 864e5, week: 6048e5 }

function nowHelper(...args: unknown[]): string {
  const { offset, format } = helperOptions(args)
  let at = rendering?.now.getTime() ?? 0
  if (typeof offset === 'string') {
    const match = /^(-?\d{1,9})\s+(second|minute|hour|day|week)s?$/i.exec(offset.trim())
    if (!match) return `[ERROR: offset ${offset} is not "<n> seconds|minutes|hours|days|weeks"]`
    at += Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? 0)
  }
  if (format === 'epoch') return String(at)
  if (format === 'unix') return String(Math.floor(at / 1000))
  if (format !== undefined) return `[ERROR: format ${String(format)} is not epoch or unix]`
  // WireMock writes ISO 8601 in UTC without fractions of a second.
  return new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

function randomValueHelper(...args: unknown[]): string {
  const { type = 'ALPHANUMERIC', length = 36, uppercase } = helperOptions(args)
  const random = rendering?.random ?? new Random(0)
  const size = Math.min(MAX_RANDOM_LENGTH, Math.max(0, Math.trunc(Number(length)) || 0))
  const value =
    type === 'UUID' ? random.uuid() : random.string(size, ALPHABETS[String(type)] ?? ALPHABETS.ALPHANUMERIC ?? '')
  return uppercase === true ? value.toUpperCase() : value
}

function createEnvironment(handlebars: Handlebars): Handlebars {
  const env = handlebars.create()
  env.unregisterHelper('log')
  const each = env.helpers.each
  // Loops are the one way a template's work outgrows its length: each turn is paid for.
  env.registerHelper('each', function (this: unknown, context: unknown, options: HandlebarsModule.HelperOptions) {
    const turns = Array.isArray(context)
      ? context.length
      : typeof context === 'object' && context
        ? Object.keys(context).length
        : 0
    const state = rendering
    if (state && (state.work += turns * Math.max(1, state.templateChars)) > MAX_LOOP_WORK)
      throw new TemplateError('the template loops more than a stub may (each over too much)')
    const block = options.fn
    return each?.call(this, context, {
      ...options,
      fn: (item: unknown, more?: HandlebarsModule.RuntimeOptions) => spendOutput(block(item, more)),
    })
  })
  env.registerHelper({ jsonPath: jsonPathHelper, now: nowHelper, randomValue: randomValueHelper })
  return env
}

let environment: Handlebars | undefined
let loading: Promise<Handlebars> | undefined

/** `require` where there is one (Node), found at run time so that no bundle for a browser imports a builtin. */
function nodeRequire(): ((id: string) => unknown) | undefined {
  const node: unknown = Reflect.get(globalThis, 'process')
  const builtin = typeof node === 'object' && node !== null ? Reflect.get(node, 'getBuiltinModule') : undefined
  if (typeof builtin !== 'function') return undefined
  // node:module is the Module class: a function.
  const module: unknown = builtin.call(node, 'node:module')
  const create = typeof module === 'function' ? Reflect.get(module, 'createRequire') : undefined
  return typeof create === 'function' ? create(import.meta.url) : undefined
}

const isHandlebars = (value: unknown): value is Handlebars =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'create') === 'function'

/** Handlebars' environment when it can be had now: loaded before, or required in Node. */
function environmentNow(): Handlebars | undefined {
  if (environment) return environment
  const loaded = nodeRequire()?.('handlebars')
  if (isHandlebars(loaded)) environment = createEnvironment(loaded)
  return environment
}

/** Handlebars' environment, loaded with `import()` the first time (a browser). */
function loadEnvironment(): Promise<Handlebars> {
  const now = environmentNow()
  if (now) return Promise.resolve(now)
  loading ??= import('handlebars').then((module) => (environment ??= createEnvironment(module.default)))
  return loading
}

/** The templates of a response, by their text: compiled once, when the stub is added. */
const compiled = new WeakMap<StubResponse, Map<string, Render>>()

/** Every string of the response a template may be in: header values, then the body's strings. */
function templateTexts(response: StubResponse): string[] {
  const texts = Object.values(response.headers ?? {})
  const visit = (value: JsonValue | undefined): void => {
    if (typeof value === 'string') texts.push(value)
    else if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') Object.values(value).forEach(visit)
  }
  visit(response.body)
  return texts.filter((text) => text.includes('{{'))
}

const FORBIDDEN: Record<string, string> = {
  PartialStatement: 'partials ({{> name}})',
  PartialBlockStatement: 'partials ({{#> name}})',
  DecoratorBlock: 'decorators ({{#* name}})',
  Decorator: 'decorators ({{* name}})',
}

/**
 * What is wrong with a parsed template, looking at every node: partials and decorators are
 * refused, so is nesting past the bound. Paths into the request's headers are made lower case,
 * since header names are (WireMock finds them in any case).
 */
function checkNodes(node: unknown, depth: number): string | undefined {
  if (depth > MAX_TEMPLATE_DEPTH) return `it nests deeper than ${MAX_TEMPLATE_DEPTH}`
  if (Array.isArray(node)) {
    for (const item of node) {
      const problem = checkNodes(item, depth)
      if (problem) return problem
    }
    return undefined
  }
  if (typeof node !== 'object' || node === null) return undefined
  const type: unknown = Reflect.get(node, 'type')
  if (typeof type === 'string' && FORBIDDEN[type]) return `standin's templates have no ${FORBIDDEN[type]}`
  const parts: unknown = Reflect.get(node, 'parts')
  if (type === 'PathExpression' && Array.isArray(parts) && parts[0] === 'request' && parts[1] === 'headers')
    parts.forEach((part, index) => {
      if (index > 1 && typeof part === 'string') parts[index] = part.toLowerCase()
    })
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || typeof value !== 'object') continue
    const problem = checkNodes(value, depth + 1)
    if (problem) return problem
  }
  return undefined
}

function compileAll(env: Handlebars, response: StubResponse): string | undefined {
  const texts = [...new Set(templateTexts(response))]
  const chars = texts.reduce((sum, text) => sum + text.length, 0)
  if (chars > MAX_TEMPLATE_CHARS)
    return `"response": the templates hold ${chars} characters, more than ${MAX_TEMPLATE_CHARS}`
  const renders = new Map<string, Render>()
  for (const text of texts) {
    try {
      const program = env.parse(text)
      const problem = checkNodes(program, 0)
      if (problem) return `"response": the template ${JSON.stringify(text.slice(0, 80))} is refused: ${problem}`
      const render = env.compile(program, OPTIONS)
      // Handlebars compiles on the first call: made now, so that a mistake is refused now.
      withState(emptyState(text), () => render({}))
      renders.set(text, render)
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n').join(' ') : String(error)
      return `"response": the template ${JSON.stringify(text.slice(0, 80))} does not parse: ${message}`
    }
  }
  compiled.set(response, renders)
  return undefined
}

/**
 * Compiles a templated response's templates when Handlebars can be had now (Node, or once
 * loaded): what is wrong with them, or undefined. In a browser before Handlebars is loaded it
 * answers undefined, and `templatesReady` compiles them.
 */
export function checkTemplates(response: StubResponse): string | undefined {
  const env = environmentNow()
  return env ? compileAll(env, response) : undefined
}

/** Compiles a templated response's templates, loading Handlebars first if need be: what is wrong with them, or undefined. */
export async function templatesReady(response: StubResponse): Promise<string | undefined> {
  if (!response.template || compiled.has(response)) return undefined
  return compileAll(await loadEnvironment(), response)
}

const emptyState = (text: string): RenderState => ({
  now: new Date(0),
  random: new Random(0),
  templateChars: text.length,
  work: 0,
  output: 0,
  parsed: new Map(),
})

function withState<T>(state: RenderState, work: () => T): T {
  const outer = rendering
  rendering = state
  try {
    return work()
  } finally {
    rendering = outer
  }
}

/** A query parameter's values: written alone, the first (as WireMock's `request.query.<name>`); `.[n]` the nth. */
function valuesOf(): string[] {
  const values: string[] = []
  return Object.defineProperty(values, 'toString', { value: () => values[0] ?? '' })
}

/** The request as templates see it, in WireMock's names (plus `params`, the stub path's captures). */
function requestModel(pattern: string, request: ApiRequest) {
  const { pathname, search } = request.url
  const segments = pathname.split('/').slice(1)
  const params: Record<string, string> = {}
  pattern
    .split('/')
    .slice(1)
    .forEach((segment, index) => {
      const given = segments[index]
      if (segment.startsWith(':') && given !== undefined) params[segment.slice(1)] = decodePath(given)
    })
  const query: Record<string, string[]> = {}
  for (const [name, value] of request.url.searchParams) (query[name] ??= valuesOf()).push(value)
  return {
    method: request.method,
    url: `${pathname}${search}`,
    path: pathname,
    pathSegments: segments.map(decodePath),
    params,
    query,
    headers: request.headers,
    body: request.body ?? '',
  }
}

/** A header value a host can send: visible characters, spaces and tabs, no line breaks. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/

/** The store's levers a render reads: its clock (`now`; real time without one) and its seeded generator. */
interface StoreLevers {
  clock?: { now(): Date }
  faults: { random: Random }
}

/**
 * The response a stub answers this request with: as it was given, or, when templated, with its
 * templates rendered. A render past its bounds is answered with the message saying so (the API's
 * 500 in the pipeline).
 */
export function renderStub(
  stub: { request: { path: string }; response: StubResponse },
  request: ApiRequest,
  store: StoreLevers,
): StubResponse | string {
  const response = stub.response
  if (!response.template) return response
  const renders = compiled.get(response)
  if (!renders) return "the stub's templates were never compiled"
  const scope = { request: requestModel(stub.request.path, request) }
  const state: RenderState = { ...emptyState(''), now: store.clock?.now() ?? new Date(), random: store.faults.random }
  const text = (value: string) => {
    const render = renders.get(value)
    if (!render) return value
    state.templateChars = value.length
    return spendOutput(render(scope))
  }
  const body = (value: JsonValue): JsonValue =>
    typeof value === 'string'
      ? text(value)
      : Array.isArray(value)
        ? value.map(body)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, body(item)]))
          : value
  try {
    return withState(state, () => {
      const rendered: StubResponse = { status: response.status }
      if (response.headers) {
        rendered.headers = {}
        for (const [name, value] of Object.entries(response.headers)) {
          const filled = text(value)
          if (!HEADER_VALUE.test(filled)) throw new TemplateError(`the header ${name} would hold a line break`)
          rendered.headers[name] = filled
        }
      }
      if (response.body !== undefined) rendered.body = body(response.body)
      return rendered
    })
  } catch (error) {
    // Its bounds (TemplateError), a string past what the engine holds or a stack past its depth
    // (RangeError), a helper given what it cannot take (Handlebars' own errors).
    if (error instanceof Error) return `The stub's template could not be answered: ${error.message}.`
    throw error
  }
}
