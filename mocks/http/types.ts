/**
 * Plain-data request and response types shared by both APIs and both hosts.
 * Resolvers see only these; the MSW and Koa adapters translate to and from them.
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue }

export type JsonObject = { [key: string]: JsonValue }
/** JSON no reader may change (a value shared between answers, as `DeepReadonly` says of others). */
export type ReadonlyJson = null | boolean | number | string | readonly ReadonlyJson[] | ReadonlyJsonObject
export type ReadonlyJsonObject = { readonly [key: string]: ReadonlyJson }

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS'

export interface ApiRequest {
  /** Upper-case method as received. */
  method: string
  /** Absolute URL as received (scheme and host from the request). */
  url: URL
  /** Path parameters, percent-decoded. */
  params: Record<string, string>
  /** Header names are lower-case. */
  headers: Record<string, string>
  /** The raw request body, or undefined when the request had none. */
  body: string | undefined
  /**
   * The body's bytes when they are not UTF-8 (`body` then holds U+FFFD where they were), for
   * the APIs to answer as their upstreams do; absent for every UTF-8 body.
   */
  bodyBytes?: Uint8Array<ArrayBuffer>
  /** Address of the peer, when the host knows it (Koa does, in-process MSW does not). */
  remoteAddress: string | undefined
  /**
   * False when the host does not serve under the name the request came with (a Host it was not
   * told of): answers and values derived from the address are made, not kept (`keepsAddress`).
   */
  addressTrusted?: boolean
}

const encoder = new TextEncoder()

/**
 * A body already serialised, and encoded once, which hosts send as it is: JSON kept by
 * `answerOnce`, or the text an API answers in another format (JSONP, an HTML page) under its own
 * Content-Type. Journals show its text.
 */
export class JsonText {
  readonly bytes: Uint8Array

  constructor(readonly text: string) {
    this.bytes = encoder.encode(text)
  }
}

export interface ApiResponse {
  status: number
  headers?: Record<string, string>
  /** A JSON value, serialised by the host; absent for empty bodies (204). */
  body?: ReadonlyJson | JsonText
}

/** The body as hosts send it. */
export function bodyText(response: ApiResponse): string | undefined {
  if (response.body === undefined) return undefined
  return response.body instanceof JsonText ? response.body.text : JSON.stringify(response.body)
}

/** Whatever runs requests one at a time against a store (see MockContext.exclusive). */
export interface SerialContext {
  exclusive<T>(work: () => T | Promise<T>): Promise<T>
}

/** A route of one API: the same object serves the MSW and the Koa host. */
export interface Route<Context> {
  /** `<api>.<resource>.<action>`: names the route, its parity row and its pact interaction. */
  name: string
  method: HttpMethod
  /** Literal segments and `:param` only. */
  path: string
  /**
   * What each `:param` must look like: a regular expression over the whole segment, still
   * percent-encoded (WordPress's `(?P<id>\d+)`); a parameter without one takes any segment.
   */
  params?: Readonly<Record<string, string>>
  resolve(request: ApiRequest, context: Context): ApiResponse | Promise<ApiResponse>
}

/** How an API's paths are matched (mocks/http/router.ts); by default exactly, as Django does. */
export interface RouterOptions {
  /** Literal segments match in any case (WordPress matches routes with `@^route$@i`). */
  caseInsensitive?: boolean
  /** Trailing slashes are dropped from the path before matching (WordPress's `untrailingslashit`). */
  ignoreTrailingSlash?: boolean
}

/** What the router found when no route answers the method at the path. */
export type RouteMiss<Context> =
  /** Routes have this path, for other methods: them, in the order declared, and the path's parameters. */
  | { kind: 'method'; routes: Array<Route<Context>>; params: Record<string, string> }
  /**
   * No route has this path; `slash` when some have it with a trailing slash added (Django's
   * APPEND_SLASH), and the parameters taken on the longest way the path goes into the routes
   * (a language root under which no route matched).
   */
  | { kind: 'none'; slash: boolean; params: Record<string, string> }

/**
 * One API as the hosts see it: its routes, and what answers a request under one of its
 * prefixes that no route matched (wrong method, missing trailing slash, unknown path).
 */
export interface Api<Context> {
  name: string
  routes: Route<Context>[]
  /** Path prefixes (literal segments and `:param`) owned by this API. */
  prefixes: string[]
  /** Exact paths (literal segments and `:param`, a trailing slash ignored) owned by this API. */
  paths?: string[]
  routing?: RouterOptions
  /** Answers what no route answers; `miss` says what the router found instead. */
  fallback(request: ApiRequest, context: Context, miss: RouteMiss<Context>): ApiResponse | Promise<ApiResponse>
  /**
   * The API's own error for a status the host imposes rather than the API (an injected
   * fault, a body or header past the limits), so clients still see the API's error shape.
   */
  statusError(status: number, message?: string): ApiResponse
  /** What the API answers when its own code fails: its 500, saying nothing of the failure. */
  serverError(): ApiResponse
  /** True when the request carries the credentials the API accepts (sessions are made only for them). */
  authenticated(request: ApiRequest, token: string): boolean
  /** How many records each collection holds (for the control plane's summary). */
  collections(context: Context): Array<{ name: string; count: number }>
  /** What a browser on another origin may use: the host's CORS policy answers preflights with it. */
  cors: CorsLists
}

export interface CorsLists {
  methods: readonly HttpMethod[]
  /** Request headers clients send beyond the CORS-safelisted ones. */
  requestHeaders: readonly string[]
  /** Response headers scripts may read beyond the safelisted ones. */
  exposedHeaders: readonly string[]
}
