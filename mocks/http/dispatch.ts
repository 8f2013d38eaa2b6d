import { bodyTooLarge, headLimitStatus } from './limits.js'
import { ownedPaths } from './prefix.js'
import { createRouter } from './router.js'
import type { Api, ApiRequest, ApiResponse } from './types.js'

/** What a host knows about a request before any API looks at it. */
export interface IncomingRequest {
  method: string
  url: string
  headers: Iterable<readonly [string, string]>
  body: string | undefined
  remoteAddress: string | undefined
}

/** Whatever runs requests one at a time against a store (see MockContext.exclusive). */
export interface SerialContext {
  exclusive<T>(work: () => T | Promise<T>): Promise<T>
}

function toApiRequest(incoming: IncomingRequest, url: URL, params: Record<string, string>): ApiRequest {
  const headers: Record<string, string> = {}
  for (const [name, value] of incoming.headers) {
    const key = name.toLowerCase()
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value
  }
  return {
    method: incoming.method.toUpperCase(),
    url,
    params,
    headers,
    body: incoming.body === '' ? undefined : incoming.body,
    remoteAddress: incoming.remoteAddress,
  }
}

/** A response to HEAD is the response to GET without its body. */
function withoutBodyForHead(method: string, response: ApiResponse): ApiResponse {
  if (method !== 'HEAD') return response
  const { body: _dropped, ...rest } = response
  return rest
}

/**
 * Binds an API's routes to one matcher, so that both hosts run a request through exactly
 * the same steps: find the route (or the API's fallback), decode parameters, build the
 * plain request, run the resolver alone against the store.
 */
export function createDispatcher<Context extends SerialContext>(api: Api<Context>) {
  const router = createRouter(api.routes)
  const prefixes = ownedPaths(api)

  return {
    api,
    prefixes,
    /** True when the path belongs to this API. */
    owns(pathname: string): boolean {
      return prefixes.some((prefix) => prefix.matches(pathname))
    },
    async handle(incoming: IncomingRequest, context: Context): Promise<ApiResponse> {
      const url = new URL(incoming.url)
      const headers = [...incoming.headers]
      const refused = headLimitStatus(`${url.pathname}${url.search}`, headers) ?? (bodyTooLarge(incoming.body) ? 413 : undefined)
      const method = incoming.method.toUpperCase()
      if (refused) return withoutBodyForHead(method, api.statusError(refused))
      const found = router.match(method, url.pathname)
      const request = toApiRequest({ ...incoming, headers }, url, found?.route ? found.params : {})
      const route = found?.route
      const response = await context.exclusive(() =>
        route ? route.resolve(request, context) : api.fallback(request, context),
      )
      return withoutBodyForHead(method, response)
    },
  }
}

export type Dispatcher<Context extends SerialContext> = ReturnType<typeof createDispatcher<Context>>
