import { http, HttpResponse, type RequestHandler } from 'msw'
import { apis } from './apis.js'
import type { MockContext } from './context.js'
import { createDispatcher, type IncomingRequest } from './http/dispatch.js'
import { compilePath } from './http/path.js'
import type { ApiResponse } from './http/types.js'

/**
 * The MSW host: one handler per route of every API, then one fallback per API prefix.
 * Handlers match any origin unless a base URL is given.
 */

export interface HandlerOptions {
  context: MockContext
  /** e.g. `http://localhost:8000`: only that origin is answered; by default, every origin. */
  baseUrl?: string
}

async function toIncoming(request: Request): Promise<IncomingRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return {
    method: request.method,
    url: request.url,
    headers: request.headers.entries(),
    body: hasBody ? await request.text() : undefined,
    remoteAddress: undefined,
  }
}

function toHttpResponse(response: ApiResponse): HttpResponse<any> {
  const body = response.body === undefined ? null : JSON.stringify(response.body)
  return new HttpResponse(body, { status: response.status, headers: response.headers ?? {} })
}

const METHODS = {
  GET: http.get,
  HEAD: http.head,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  OPTIONS: http.options,
} as const

export function createHandlers({ context, baseUrl }: HandlerOptions): RequestHandler[] {
  const origin = baseUrl ? new URL(baseUrl).origin : undefined
  const handlers: RequestHandler[] = []
  const dispatchers = apis.map((api) => createDispatcher(api))
  for (const dispatcher of dispatchers) {
    for (const route of dispatcher.api.routes) {
      const resolver = async ({ request }: { request: Request }) =>
        toHttpResponse(await dispatcher.route(route, await toIncoming(request), context))
      const url = compilePath(route.path).urlRegExp(origin)
      handlers.push(METHODS[route.method](url, resolver))
      // Both hosts answer HEAD wherever GET is answered (Koa's router does it by itself).
      if (route.method === 'GET') handlers.push(http.head(url, resolver))
    }
  }
  for (const dispatcher of dispatchers) {
    for (const prefix of dispatcher.api.prefixes) {
      handlers.push(
        http.all(compilePath(prefix).urlRegExp(origin, { prefix: true }), async ({ request }) =>
          toHttpResponse(await dispatcher.fallback(await toIncoming(request), context)),
        ),
      )
    }
  }
  return handlers
}
