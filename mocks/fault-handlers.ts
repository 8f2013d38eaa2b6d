import { delay, http, HttpResponse, type RequestHandler } from 'msw'
import { apis } from './apis.js'
import { decideFaults, type FaultRule, parseFaultRule } from './faults.js'
import { ownedPaths } from './http/prefix.js'
import { Random } from './store/random.js'
import { toHttpResponse } from './handlers.js'

/**
 * Faults as MSW handlers, to prepend with `server.use()` (or `worker.use()`): they delay,
 * fail or drop matching requests and let the rest fall through to standin's handlers.
 *
 *   server.use(faults.latency('/api/v2beta/core/users/*', 200))
 *   server.use(faults.error('/wp-json/cal/events/v1/events', 503, { method: 'POST', rate: 0.5 }))
 */

const prefixes = apis.map((api) => ({ api, prefixes: ownedPaths(api) }))
/** Seeded, so a fractional rate fails the same requests on every run. */
const random = new Random(0)

function urlPattern(path: string, baseUrl: string | undefined): RegExp {
  const origin = baseUrl ? new URL(baseUrl).origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '[a-zA-Z][a-zA-Z0-9+.-]*://[^/]+'
  const glob = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${origin}${glob}$`)
}

function faultHandler(input: FaultRule, baseUrl: string | undefined): RequestHandler {
  const parsed = parseFaultRule(input)
  if (!parsed.ok) throw new TypeError(`standin fault: ${parsed.error}`)
  const rule = parsed.value
  return http.all(urlPattern(rule.path, baseUrl), async ({ request }) => {
    const { pathname } = new URL(request.url)
    const decision = decideFaults([rule], request.method, pathname, random)
    if (decision.delayMs > 0) await delay(decision.delayMs)
    if (decision.outcome === 'pass') return undefined
    if (decision.outcome === 'drop') return HttpResponse.error()
    const owner = prefixes.find((entry) => entry.prefixes.some((prefix) => prefix.matches(pathname)))
    const status = decision.outcome.status
    return owner
      ? toHttpResponse(owner.api.statusError(status))
      : HttpResponse.json({ error: `injected fault ${status}` }, { status })
  })
}

interface FaultOptions {
  method?: string
  rate?: number
  /** Only requests to this origin (default: any origin). */
  baseUrl?: string
}

export const faults: {
  latency(path: string, delayMs: number | [number, number], options?: Omit<FaultOptions, 'rate'>): RequestHandler
  error(path: string, status: number, options?: FaultOptions): RequestHandler
  drop(path: string, options?: FaultOptions): RequestHandler
} = {
  /** Delays matching requests by `delayMs`, or by a random time in `[min, max]`. */
  latency: (path: string, delayMs: number | [number, number], options: Omit<FaultOptions, 'rate'> = {}) =>
    faultHandler({ path, delayMs, ...(options.method ? { method: options.method } : {}) }, options.baseUrl),
  /** Answers `status` in the API's own error shape, for a share `rate` of matching requests. */
  error: (path: string, status: number, options: FaultOptions = {}) =>
    faultHandler({ path, status, ...(options.method ? { method: options.method } : {}), ...(options.rate !== undefined ? { rate: options.rate } : {}) }, options.baseUrl),
  /** Fails matching requests with a network error, as a dropped connection does. */
  drop: (path: string, options: FaultOptions = {}) =>
    faultHandler({ path, drop: true, ...(options.method ? { method: options.method } : {}), ...(options.rate !== undefined ? { rate: options.rate } : {}) }, options.baseUrl),
}
