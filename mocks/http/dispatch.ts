import { compilePath } from './path.js'
import type { Api, ApiRequest, ApiResponse, Route } from './types.js'

/** What a host knows about a request before any API looks at it. */
export interface IncomingRequest {
  method: string
  url: string
  headers: Iterable<[string, string]>
  body: string | undefined
  remoteAddress: string | undefined
}

/** Whatever runs requests one at a time against a store (see MockContext.exclusive). */
export interface SerialContext {
  exclusive<T>(work: () => T | Promise<T>): Promise<T>
}

function toApiRequest(incoming: IncomingRequest, params: Record<string, string>): ApiRequest {
  const headers: Record<string, string> = {}
  for (const [name, value] of incoming.headers) {
    const key = name.toLowerCase()
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value
  }
  return {
    method: incoming.method.toUpperCase(),
    url: new URL(incoming.url),
    params,
    headers,
    body: incoming.body === '' ? undefined : incoming.body,
    remoteAddress: incoming.remoteAddress,
  }
}

/** A response to HEAD is the response to GET without its body. */
function withoutBodyForHead(request: ApiRequest, response: ApiResponse): ApiResponse {
  if (request.method !== 'HEAD') return response
  const { body: _dropped, ...rest } = response
  return rest
}

/**
 * Binds an API to a context once, so that both hosts run a request through exactly
 * the same steps: build the plain request, decode parameters, run the resolver alone
 * against the store.
 */
export function createDispatcher<Context extends SerialContext>(api: Api<Context>) {
  const patterns = new Map(api.routes.map((route) => [route, compilePath(route.path)]))
  const prefixes = api.prefixes.map(compilePath)

  return {
    api,
    /** True when the path belongs to this API (its fallback answers what no route does). */
    owns(pathname: string): boolean {
      return prefixes.some((prefix) => prefix.matchesPrefix(pathname))
    },
    async route(route: Route<Context>, incoming: IncomingRequest, context: Context): Promise<ApiResponse> {
      const pathname = new URL(incoming.url).pathname
      const params = patterns.get(route)?.match(pathname) ?? {}
      const request = toApiRequest(incoming, params)
      const response = await context.exclusive(() => route.resolve(request, context))
      return withoutBodyForHead(request, response)
    },
    async fallback(incoming: IncomingRequest, context: Context): Promise<ApiResponse> {
      const request = toApiRequest(incoming, {})
      const response = await context.exclusive(() => api.fallback(request, context))
      return withoutBodyForHead(request, response)
    },
  }
}

export type Dispatcher<Context extends SerialContext> = ReturnType<typeof createDispatcher<Context>>
