import { http, type RequestHandler } from 'msw'
import { apis } from '../context/apis.js'
import { type FaultRule, parseFaultRule, ruleApplies } from '../levers/faults.js'
import { ownedPaths } from '../http/prefix.js'

/**
 * Faults as MSW handlers, to prepend with `server.use()` (or `worker.use()`), so that
 * `server.resetHandlers()` removes them:
 *
 *   server.use(faults.latency('/api/v2beta/core/users/*', 200))
 *   server.use(faults.error('/wp-json/cal/events/v1/events', 503, { method: 'POST', rate: 0.5 }))
 *
 * A fault handler decides nothing itself: it attaches its rule to the requests it applies to
 * and lets them through, and standin's own handler decides every attached rule in the pipeline
 * (mocks/pipeline/pipeline.ts), with the store's seeded generator, as the Koa host decides its
 * rules. So faults apply to standin's routes, in both hosts alike.
 */

/** The rules fault handlers attached to a request (msw hands every handler the same Request). */
const attached = new WeakMap<Request, FaultRule[]>()

export function carriedFaults(request: Request): readonly FaultRule[] | undefined {
  return attached.get(request)
}

/** standin's paths, on one origin or any: a fault (or stub) handler sees no other request. */
export function standinUrls(baseUrl: string | undefined): RegExp {
  const origin = baseUrl ? new URL(baseUrl).origin : undefined
  const sources = apis.flatMap((api) => ownedPaths(api).map((path) => path.urlRegExp(origin).source))
  return new RegExp(sources.map((source) => `(?:${source})`).join('|'))
}

function faultHandler(input: FaultRule, baseUrl: string | undefined): RequestHandler {
  const parsed = parseFaultRule(input)
  if (!parsed.ok) throw new TypeError(`standin fault: ${parsed.error}`)
  const rule = parsed.value
  return http.all(standinUrls(baseUrl), ({ request }) => {
    if (!ruleApplies(rule, request.method, new URL(request.url).pathname)) return undefined
    attached.set(request, [...(attached.get(request) ?? []), rule])
    return undefined
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
    faultHandler(
      {
        path,
        status,
        ...(options.method ? { method: options.method } : {}),
        ...(options.rate !== undefined ? { rate: options.rate } : {}),
      },
      options.baseUrl,
    ),
  /** Fails matching requests with a network error, as a dropped connection does. */
  drop: (path: string, options: FaultOptions = {}) =>
    faultHandler(
      {
        path,
        drop: true,
        ...(options.method ? { method: options.method } : {}),
        ...(options.rate !== undefined ? { rate: options.rate } : {}),
      },
      options.baseUrl,
    ),
}
