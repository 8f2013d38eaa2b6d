import { http, HttpResponse, type RequestHandler } from 'msw'
import { apis } from '../context/apis.js'
import type { MockContext } from '../context/context.js'
import { carriedFaults } from './faults.js'
import { createPipeline, type IncomingRequest } from '../pipeline/pipeline.js'
import { carriedStubs } from './stubs.js'
import { type ApiResponse, bodyText, JsonText } from '../http/types.js'

/**
 * The MSW host: it turns msw's Request into the pipeline's plain request and the outcome back
 * into a Response (or a network error). Handlers match any origin unless a base URL is given.
 */

export interface AdapterOptions {
  /** e.g. `http://localhost:8000`: only that origin is answered; by default, every origin. */
  baseUrl?: string
}

async function toIncoming(request: Request): Promise<IncomingRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const faults = carriedFaults(request)
  const stubs = carriedStubs(request)
  return {
    method: request.method,
    url: request.url,
    headers: request.headers.entries(),
    body: hasBody ? await request.text() : undefined,
    remoteAddress: undefined,
    ...(faults ? { faults } : {}),
    ...(stubs ? { stubs } : {}),
  }
}

function toHttpResponse(response: ApiResponse) {
  // A kept answer goes as the bytes it was encoded to once (the Response copies them).
  const body = response.body instanceof JsonText ? response.body.bytes : (bodyText(response) ?? null)
  return new HttpResponse(body, { status: response.status, headers: response.headers ?? {} })
}

/**
 * One MSW handler per API prefix, serving `context`; the API's own router picks the route (see
 * mocks/http/router.ts). Internal: the public `createHandlers` (mocks/standin.ts) wraps it.
 */
export function mswHandlersFor(context: MockContext, { baseUrl }: AdapterOptions = {}): RequestHandler[] {
  const origin = baseUrl ? new URL(baseUrl).origin : undefined
  return apis.flatMap((api) => {
    const pipeline = createPipeline(api)
    return pipeline.prefixes.map((prefix) =>
      http.all(prefix.urlRegExp(origin), async ({ request }) => {
        const outcome = await pipeline.handle(await toIncoming(request), context)
        return outcome.kind === 'drop' ? HttpResponse.error() : toHttpResponse(outcome.response)
      }),
    )
  })
}
