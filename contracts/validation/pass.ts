import { calendarRows } from '../../test/helpers/calendar-traffic.js'
import { identityRows } from '../../test/helpers/identity-traffic.js'
import { requestInit, type SendOptions, type Standin } from '../../test/helpers/standin.js'
import { startPrismProxy, type Violation, violationsOf } from './prism.js'

/**
 * The validation pass: standin's traffic sent through Prism's validation proxy, one proxy per
 * document standin serves (the identity Swagger document at `/api/v2beta/swagger.json`, the
 * calendar's OpenAPI document at `/wp-json/cal/events/v1/doc`), each fetched by Prism from
 * standin itself. A violation is standin's when its answer does not fit its document, or when
 * the document refuses a request standin accepted (answered under 400); a request the document
 * refuses and standin refused too is a client's, which the traffic sends on purpose.
 */

interface Api {
  name: 'identity' | 'calendar'
  /** Where the API's document describes paths from (its base path or server URL). */
  base: string
  document: string
}

const APIS: readonly Api[] = [
  { name: 'identity', base: '/api/v2beta', document: '/api/v2beta/swagger.json' },
  { name: 'calendar', base: '/wp-json/cal/events/v1', document: '/wp-json/cal/events/v1/doc' },
]

export interface Request {
  label: string
  method: string
  path: string
  options?: SendOptions
}

interface Exchange extends Request {
  api: Api['name']
  status: number
  violations: Violation[]
}

export interface Finding {
  exchange: Exchange
  violation: Violation
}

export interface PassReport {
  exchanges: Exchange[]
  /** Answers that do not fit standin's documents, and requests they refuse that standin accepts. */
  standin: Finding[]
  /** Requests the documents refuse (or do not describe) that standin refused too, or that are outside its documents. */
  clients: Finding[]
  /** Requests sent to standin only: routes and parameters its documents do not describe. */
  undescribed: Request[]
  /** Requests Prism cannot take (HEAD, malformed JSON or percent-encoding), sent to standin alone. */
  unchecked: Array<{ request: Request; reason: string }>
}

/**
 * WordPress's global parameters change any route's answer (an envelope, JSONP, some fields);
 * the calendar's document describes answers without them.
 */
const GLOBAL_PARAMETER = /[?&]_(fields|envelope|embed|jsonp|pretty)(=|&|$)/

/**
 * Whether Prism can take the request: its process exits on a path it cannot percent-decode,
 * it leaves a malformed JSON body unanswered (until a five-minute timeout), and it answers
 * 500 when it forwards a HEAD (an answer without its body).
 */
function prismCanTake(request: Request): boolean {
  if (request.method === 'HEAD') return false
  try {
    decodeURI(request.path)
    const body = request.options?.body
    if (body !== undefined && contentType(request).includes('json')) JSON.parse(body)
    return true
  } catch {
    return false
  }
}

function contentType(request: Request): string {
  return (
    Object.entries(request.options?.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
  )
}

/** Which document describes a request, if any. */
function apiOf(request: Request): Api | undefined {
  const { path } = request
  const api = APIS.find(
    (candidate) =>
      path === candidate.base || path.startsWith(`${candidate.base}/`) || path.startsWith(`${candidate.base}?`),
  )
  if (!api || path === api.document) return undefined
  // A Swagger 2.0 operation takes a JSON body or form fields, never both; DRF takes both.
  if (api.name === 'identity' && /form/.test(contentType(request))) return undefined
  // WordPress ignores a trailing slash; the document names each route without one.
  if (api.name === 'calendar' && (GLOBAL_PARAMETER.test(path) || /.\/(\?|$)/.test(path.slice(api.base.length))))
    return undefined
  return api
}

/**
 * Anything said of an answer is standin's (an answer the document does not describe is a
 * warning in Prism's words); a request the document refuses is standin's when standin took
 * it, else the client's. Warnings about requests (a route the document does not have) are
 * the client's.
 */
function classify(exchange: Exchange): { standin: Finding[]; clients: Finding[] } {
  const standin: Finding[] = []
  const clients: Finding[] = []
  for (const violation of exchange.violations) {
    const onResponse = violation.location[0] === 'response'
    const refusedRequest = violation.severity === 'Error' && exchange.status < 400
    ;(onResponse || refusedRequest ? standin : clients).push({ exchange, violation })
  }
  return { standin, clients }
}

interface TrafficRow<Db> {
  name: string
  method: string
  path(db: Db): string
  options?(db: Db): SendOptions
}

/** Requests from traffic rows, each built when its turn comes (rows use what earlier ones made). */
export function requestsOf<Db>(rows: readonly TrafficRow<Db>[], db: Db): Array<() => Request> {
  return rows.map((row) => () => ({
    label: row.name,
    method: row.method,
    path: row.path(db),
    ...(row.options ? { options: row.options(db) } : {}),
  }))
}

/** Both APIs' traffic, in the order it must run against one fresh store. */
function standardTraffic(standin: Standin): Array<() => Request> {
  return [...requestsOf(identityRows, standin.context.identity), ...requestsOf(calendarRows, standin.context.calendar)]
}

export interface PassOptions {
  /** The requests (default: both APIs' standard traffic). */
  traffic?: Array<() => Request>
  /** A document to check an API against instead of the one standin serves (a path or an address). */
  documents?: Partial<Record<Api['name'], string>>
}

/** Sends the traffic (each request built when its turn comes) through Prism in front of `standin`. */
export async function runValidationPass(standin: Standin, options: PassOptions = {}): Promise<PassReport> {
  const traffic = options.traffic ?? standardTraffic(standin)
  const proxies = await Promise.all(
    APIS.map((api) =>
      startPrismProxy(
        options.documents?.[api.name] ?? `${standin.origin}${api.document}`,
        `${standin.origin}${api.base}`,
      ),
    ),
  )
  const report: PassReport = { exchanges: [], standin: [], clients: [], undescribed: [], unchecked: [] }
  try {
    for (const next of traffic) {
      const request = next()
      const api = apiOf(request)
      if (!api) {
        await standin.send(request.method, request.path, request.options)
        report.undescribed.push(request)
        continue
      }
      const proxy = proxies[APIS.indexOf(api)]!
      if (!prismCanTake(request)) {
        report.unchecked.push({
          request,
          reason: 'Prism cannot take a HEAD, a malformed path or a malformed JSON body',
        })
        await standin.send(request.method, request.path, request.options)
        continue
      }
      const response = await fetch(
        `${proxy.origin}${request.path.slice(api.base.length) || '/'}`,
        requestInit(request.method, request.options ?? {}),
      )
      await response.arrayBuffer()
      const exchange: Exchange = {
        ...request,
        api: api.name,
        status: response.status,
        violations: violationsOf(response.headers),
      }
      report.exchanges.push(exchange)
      const found = classify(exchange)
      report.standin.push(...found.standin)
      report.clients.push(...found.clients)
    }
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.close()))
  }
  return report
}

/** One line per finding: the request, what answered, and where the document and the exchange part. */
export function describeFinding({ exchange, violation }: Finding): string {
  return `${exchange.api} ${exchange.label}: ${exchange.method} ${exchange.path} -> ${exchange.status}: ${violation.location.join('.')} ${violation.message}`
}
