import { http, HttpResponse, isCommonAssetRequest, type RequestHandler } from 'msw'
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

/**
 * Requests standin leaves to the app in a page (docs/decisions/0034): msw 3's worker hands page
 * navigations to the handlers, so without this a reload of an app served at `/` would show
 * WordPress's front page. No navigation is answered; on the paths outside the APIs' prefixes
 * (the discovery root `/`, the REST index), on any origin, neither is what a page loads for
 * itself (images, style sheets, classic scripts, assets by their extension) nor a request that
 * asks for HTML first: only API clients (fetch, XHR) get WordPress's answers there.
 */
function leftToTheApp(request: Request, outsidePrefixes: boolean): boolean {
  if (request.mode === 'navigate') return true
  if (!outsidePrefixes) return false
  const accept = request.headers.get('accept') ?? ''
  return request.mode === 'no-cors' || isCommonAssetRequest(request) || /^\s*text\/html/i.test(accept)
}

function toHttpResponse(response: ApiResponse) {
  // A kept answer goes as the bytes it was encoded to once (the Response copies them).
  const body = response.body instanceof JsonText ? response.body.bytes : (bodyText(response) ?? null)
  return new HttpResponse(body, { status: response.status, headers: response.headers ?? {} })
}

/**
 * One MSW handler per API prefix, serving `context` (or the store `context()` names at each
 * request: the Node entry's, which is an isolated test's own inside that test); the API's own
 * router picks the route (see mocks/http/router.ts). Internal: the public `createHandlers`
 * (mocks/standin.ts) wraps it.
 */
export function mswHandlersFor(
  context: MockContext | (() => MockContext),
  { baseUrl }: AdapterOptions = {},
): RequestHandler[] {
  const origin = baseUrl ? new URL(baseUrl).origin : undefined
  const storeOf = typeof context === 'function' ? context : () => context
  return apis.flatMap((api) => {
    const pipeline = createPipeline(api)
    const exact = new Set(api.paths ?? [])
    return pipeline.prefixes.map((prefix) =>
      http.all(prefix.urlRegExp(origin), async ({ request }) => {
        // An origin the app named is standin's alone: only navigations stay the app's there.
        if (leftToTheApp(request, origin === undefined && exact.has(prefix.pattern))) return undefined
        const store = storeOf()
        const outcome = await pipeline.handle(await toIncoming(request), store)
        return outcome.kind === 'drop' ? HttpResponse.error() : toHttpResponse(outcome.response)
      }),
    )
  })
}
