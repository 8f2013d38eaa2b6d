import { http, HttpResponse, type RequestHandler } from 'msw'
import { apis } from './apis.js'
import type { MockContext } from './context.js'
import { createDispatcher, type IncomingRequest } from './http/dispatch.js'
import { type ApiResponse, bodyText } from './http/types.js'

/**
 * The MSW host. Handlers match any origin unless a base URL is given.
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

export function toHttpResponse(response: ApiResponse): HttpResponse<any> {
  const body = bodyText(response) ?? null
  return new HttpResponse(body, { status: response.status, headers: response.headers ?? {} })
}

/** One MSW handler per API prefix; the API's own router picks the route (see mocks/http/router.ts). */
export function createHandlers({ context, baseUrl }: HandlerOptions): RequestHandler[] {
  const origin = baseUrl ? new URL(baseUrl).origin : undefined
  return apis.flatMap((api) => {
    const dispatcher = createDispatcher(api)
    return dispatcher.prefixes.map((prefix) =>
      http.all(prefix.urlRegExp(origin), async ({ request }) =>
        toHttpResponse(await dispatcher.handle(await toIncoming(request), context)),
      ),
    )
  })
}
