import { WriteNotSaved } from '../store/transaction.js'
import { decideFaults, type FaultRule, type FaultSet, preferredFault } from '../levers/faults.js'
import { bodyTooLarge, headLimitStatus, type LimitStatus } from '../http/limits.js'
import { pipelineMessages } from './messages.js'
import { ownedPaths } from '../http/prefix.js'
import { createApiRouter } from '../http/router.js'
import { takeStub } from '../levers/stub-matching.js'
import { type Stub, type StubSet, stubAnswerFor } from '../levers/stubs.js'
import type { Clock } from '../levers/clock.js'
import type { Api, ApiRequest, ApiResponse, SerialContext } from '../http/types.js'

/**
 * The one way a request is served, whichever host brought it (MSW or Koa):
 *
 *   limits -> the store -> stubs -> faults -> route -> catch-all
 *
 * 1. limits: an address that is not one (a bad Host), a target, headers or a body past
 *    mocks/http/limits.ts: the API's 400, 414, 431 or 413;
 * 2. the store: the one the host gives, or another the host's `select` picks (the Koa host's
 *    sessions), or the API's error saying why none may be used;
 * 3. stubs: the first stub that matches (those the request carries, from MSW's `stub()`
 *    handlers, then the store's own, then its parent's) answers its canned response, and its
 *    use is counted (mocks/levers/stubs.ts); no fault or route runs;
 * 4. faults: the store's rules (its parent's first), the rules the request carries (MSW's fault
 *    handlers) and its `Prefer` header, decided with the store's seeded generator: a delay, then
 *    the API's error for a status, or a dropped connection;
 * 5. route: the API's router finds the route or its fallback, run alone against the store;
 * 6. catch-all: whatever a step throws is reported to `onError` and answered with the API's own
 *    500, which says nothing of the failure (no message, no stack).
 *
 * A host only moves bytes: it reads the request into an `IncomingRequest`, and writes the
 * outcome (or drops the connection), adding its transport concerns (CORS, the journal,
 * persistence).
 */

/** What a host knows about a request before any API looks at it. */
export interface IncomingRequest {
  method: string
  url: string
  headers: Iterable<readonly [string, string]>
  body: string | undefined
  /** The body's bytes, only when they are not UTF-8 (ApiRequest.bodyBytes). */
  bodyBytes?: Uint8Array<ArrayBuffer>
  remoteAddress: string | undefined
  /** False when the host does not serve under the request's Host: nothing derived from it is kept. */
  addressTrusted?: boolean
  /** A limit the host found broken while reading (it keeps no body past the limit). */
  overLimit?: LimitStatus
  /** Fault rules that came with this request, besides its store's (MSW's fault handlers). */
  faults?: readonly FaultRule[]
  /** Stubs that came with this request, tried before its store's (MSW's stub handlers). */
  stubs?: readonly Stub[]
}

/** A store the pipeline can serve: requests one at a time, its stubs and its fault rules. */
export interface PipelineContext extends SerialContext {
  faults: FaultSet
  stubs: StubSet
  /** What templated stubs read as now (real time without one). */
  clock?: Clock
}

/** The store a request runs against, or the status and message refusing it. */
export type Selection<Context> = { context: Context } | { refuse: number; message: string }

/**
 * What answered a request: a route, the API's fallback when no route matched (`miss`), a stub, a
 * fault, or standin itself before any API looked at it (a limit, a session refused).
 */
export type AnsweredBy = 'route' | 'miss' | 'stub' | 'fault' | 'standin'

export type Outcome<Context> =
  /**
   * `context` is the store the request ran against (absent when it was refused before); `stub`
   * the id of the stub that answered instead of the API; `route` the name of the route that did.
   */
  | { kind: 'answer'; response: ApiResponse; context?: Context; stub?: string; by?: AnsweredBy; route?: string }
  /** An injected fault: the host closes the connection without an answer. */
  | { kind: 'drop'; context: Context }

export interface PipelineOptions<Context> {
  /** Picks the store for a request (the Koa host's sessions); by default the one `handle` is given. */
  select?(request: ApiRequest, context: Context): Selection<Context> | Promise<Selection<Context>>
  /** Hears what a step threw; the client sees only the API's 500. Default: console.error. */
  onError?(error: unknown, request: ApiRequest): void
}

function toApiRequest(
  incoming: IncomingRequest,
  headers: ReadonlyArray<readonly [string, string]>,
  url: URL,
  params: Record<string, string>,
): ApiRequest {
  const merged: Record<string, string> = {}
  for (const [name, value] of headers) {
    const key = name.toLowerCase()
    merged[key] = key in merged ? `${merged[key]}, ${value}` : value
  }
  const request: ApiRequest = {
    method: incoming.method.toUpperCase(),
    url,
    params,
    headers: merged,
    body: incoming.body === '' ? undefined : incoming.body,
    remoteAddress: incoming.remoteAddress,
  }
  if (incoming.addressTrusted === false) request.addressTrusted = false
  if (incoming.bodyBytes) request.bodyBytes = incoming.bodyBytes
  return request
}

/** A response to HEAD is the response to GET without its body. */
function withoutBodyForHead(method: string, response: ApiResponse): ApiResponse {
  if (method !== 'HEAD') return response
  const { body: _dropped, ...rest } = response
  return rest
}

function hostHeader(headers: ReadonlyArray<readonly [string, string]>): string | undefined {
  for (const [name, value] of headers) if (name === 'host' || name.toLowerCase() === 'host') return value
  return undefined
}

/** RFC 3986's host (an IP literal, or name characters) and an optional port: nothing else (no path, no user). */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9\-._~%!$&'()*+,;=]+)(?::\d{0,5})?$/

/** The URL, when the request names a host it can be answered for: a Host header of a host alone, and a URL that parses. */
function validAddress(url: string, host: string | undefined): URL | undefined {
  return host === undefined || host === '' || HOST.test(host) ? (URL.parse(url) ?? undefined) : undefined
}

/** `Array.isArray` that keeps the entries' type (on an iterable it narrows to any[]). */
const isEntryList = (
  headers: Iterable<readonly [string, string]>,
): headers is ReadonlyArray<readonly [string, string]> => Array.isArray(headers)

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function reportError(error: unknown, request: ApiRequest): void {
  console.error(`standin: ${request.method} ${request.url.pathname} failed and was answered 500:`, error)
}

/**
 * What the levers do to a request: a stub answers it, or faults delay it (then let it through),
 * drop it or answer a status.
 */
type Pulled =
  | { kind: 'stub'; stub: Stub; delayMs?: undefined }
  | { kind: 'pass' | 'drop'; delayMs: number }
  | { kind: 'status'; status: number; delayMs: number }

/**
 * Steps 3 and 4, decided at once (the caller waits out the delay): the first stub that matches
 * (the request's own, then the store's), else the faults (the store's, the request's, its
 * `Prefer` header); undefined when there are none.
 */
function pullLevers(incoming: IncomingRequest, request: ApiRequest, store: PipelineContext): Pulled | undefined {
  const stub = (incoming.stubs && takeStub(incoming.stubs, request)) ?? store.stubs.take(request)
  if (stub) return { kind: 'stub', stub }
  const preferred = preferredFault(request.headers.prefer)
  const own = store.faults.effective()
  const rules =
    incoming.faults || preferred ? [...own, ...(incoming.faults ?? []), ...(preferred ? [preferred] : [])] : own
  if (rules.length === 0) return undefined
  const { delayMs, outcome } = decideFaults(rules, request.method, request.url.pathname, store.faults.random)
  return typeof outcome === 'string' ? { kind: outcome, delayMs } : { kind: 'status', status: outcome.status, delayMs }
}

/**
 * How long a request waits for its store (behind a reset, a large write, a flush to disk) before
 * it is answered 503 instead: requests cannot pile up for ever behind a slow one.
 */
const STORE_WAIT_MS = 10_000

const BUSY = Symbol('the store stayed busy')

/**
 * `work` run alone against the store, or BUSY when it could not start within STORE_WAIT_MS (it
 * then never runs). Work that started is waited for, however long it takes: its writes count.
 * When the store is idle the work starts at once, and no timer is set.
 */
function withinWait<T>(store: SerialContext, work: () => T | Promise<T>): Promise<T | typeof BUSY> {
  let started = false
  let abandoned = false
  const ran = store.exclusive(() => {
    if (abandoned) return BUSY
    started = true
    return work()
  })
  if (started) return ran
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      if (started) return
      abandoned = true
      resolve(BUSY)
    }, STORE_WAIT_MS)
    ran.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** The pipeline of one API: both hosts call `handle` for every request on the API's paths. */
export function createPipeline<Context extends PipelineContext>(
  api: Api<Context>,
  options: PipelineOptions<Context> = {},
) {
  const router = createApiRouter(api)
  const prefixes = ownedPaths(api)
  const onError = options.onError ?? reportError

  return {
    api,
    prefixes,
    /** True when the path belongs to this API. */
    owns(pathname: string): boolean {
      for (const prefix of prefixes) if (prefix.matches(pathname)) return true
      return false
    },
    /** The route the API answers a method and path with, or what it found instead (the Koa host's proxy asks). */
    match: (method: string, pathname: string) => router.match(method.toUpperCase(), pathname),
    async handle(incoming: IncomingRequest, context: Context): Promise<Outcome<Context>> {
      const method = incoming.method.toUpperCase()
      const answer = (response: ApiResponse, used?: Context, by: AnsweredBy = 'standin'): Outcome<Context> =>
        used
          ? { kind: 'answer', response: withoutBodyForHead(method, response), context: used, by }
          : { kind: 'answer', response: withoutBodyForHead(method, response), by }

      // 1. limits
      const headers = isEntryList(incoming.headers) ? incoming.headers : [...incoming.headers]
      const host = hostHeader(headers)
      const url = validAddress(incoming.url, host)
      if (!url) return answer(api.statusError(400, pipelineMessages.invalidHost(host)))
      const refused =
        incoming.overLimit ??
        headLimitStatus(`${url.pathname}${url.search}`, headers) ??
        (bodyTooLarge(incoming.body) ? 413 : undefined)
      if (refused) return answer(api.statusError(refused))
      const found = router.match(method, url.pathname)
      const request = toApiRequest(incoming, headers, url, found.params)

      try {
        // 2. the store
        // A request naming no session is picked at once: no turn of the event loop to wait.
        const picked = options.select ? options.select(request, context) : { context }
        const selected = picked instanceof Promise ? await picked : picked
        if ('refuse' in selected) return answer(api.statusError(selected.refuse, selected.message))
        const store = selected.context

        // 3. stubs, 4. faults
        const lever = pullLevers(incoming, request, store)
        if (lever?.delayMs) await sleep(lever.delayMs)
        if (lever?.kind === 'stub') {
          const response = stubAnswerFor(lever.stub, request, store, (reason) => api.statusError(500, reason))
          return {
            kind: 'answer',
            response: withoutBodyForHead(method, response),
            context: store,
            stub: lever.stub.id,
            by: 'stub',
          }
        }
        if (lever?.kind === 'drop') return { kind: 'drop', context: store }
        if (lever?.kind === 'status') return answer(api.statusError(lever.status), store, 'fault')

        // 5. route
        const response = await withinWait(store, () => router.answer(found, request, store))
        if (response === BUSY) return answer(api.statusError(503), store)
        if (found.kind !== 'route') return answer(response, store, 'miss')
        const route = found.route.name
        return { kind: 'answer', response: withoutBodyForHead(method, response), context: store, by: 'route', route }
      } catch (error) {
        // A write undone because it could not be saved (`--persist`) or had no room (sessions):
        // the API's 503, to try again later, not a failure of the route.
        if (error instanceof WriteNotSaved) return answer(api.statusError(503))
        // 6. catch-all
        onError(error, request)
        return answer(api.serverError())
      }
    },
  }
}

export type Pipeline<Context extends PipelineContext> = ReturnType<typeof createPipeline<Context>>
