import { http, HttpResponse, type RequestHandler } from 'msw'
import { apis } from '../context/apis.js'
import type { MockContext } from '../context/context.js'
import { carriedFaults } from './faults.js'
import { createPipeline, type IncomingRequest } from '../pipeline/pipeline.js'
import { carriedStubs } from './stubs.js'
import { type ApiResponse, bodyText } from '../http/types.js'

/**
 * The MSW host: it turns msw's Request into the pipeline's plain request and the outcome back
 * into a Response (or a network error). Handlers match any origin unless a base URL is given.
 */

export interface AdapterOptions {
  /** e.g. `http://localhost:8000`: only that origin is answered; by default, every origin. */
  baseUrl?: string
}

// A byte-order mark stays in the text, as the Koa host's Buffer decoding keeps it.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
const lossy = new TextDecoder('utf-8', { ignoreBOM: true })

/** The body as text; its bytes too when they are not UTF-8 (IncomingRequest.bodyBytes). */
async function bodyOf(request: Request): Promise<{ body: string; bodyBytes?: Uint8Array<ArrayBuffer> }> {
  const bytes = new Uint8Array(await request.arrayBuffer())
  try {
    return { body: utf8.decode(bytes) }
  } catch {
    return { body: lossy.decode(bytes), bodyBytes: bytes }
  }
}

async function toIncoming(request: Request): Promise<IncomingRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const faults = carriedFaults(request)
  const stubs = carriedStubs(request)
  return {
    method: request.method,
    url: request.url,
    headers: request.headers.entries(),
    ...(hasBody ? await bodyOf(request) : { body: undefined }),
    remoteAddress: undefined,
    ...(faults ? { faults } : {}),
    ...(stubs ? { stubs } : {}),
  }
}

function toHttpResponse(response: ApiResponse) {
  const body = bodyText(response) ?? null
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
