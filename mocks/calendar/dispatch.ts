import { answerOnce, keptAnswers } from '../http/answers.js'
import type { ApiRequest, ApiResponse, CorsLists, HttpMethod } from '../http/types.js'
import type { ArgEnv } from './args.js'
import { checkArgs } from './args.js'
import { viewerOf } from './auth.js'
import { readParams } from './body.js'
import { type CalendarContext, type Site, siteOf } from './context.js'
import { argsOf, type Call, type Endpoint, type WpRoute } from './endpoint.js'
import { errors } from './errors.js'
import { present, readGlobalParams } from './global-params.js'
import { describeRoute } from './namespace.js'
import { createMap, parseQueryString } from './php.js'
import { apiLink } from './site.js'
import { embeddedCoreTerm } from './terms/render.js'

/**
 * WordPress's REST dispatcher (`WP_REST_Server::dispatch` and `serve_request`), for the routes of
 * the table (routes.ts): it refuses a bad JSONP callback, finds the endpoint for the method (404
 * `rest_no_route`), checks the JSON body, the required parameters, the validate callbacks and the
 * types (400), then the permission (401/403), then runs the handler; it applies the global
 * parameters (global-params.ts) and answers with WordPress's headers. It picks the endpoint
 * itself, since WordPress lets a POST say its method (`_method`).
 */

/** WordPress's `_method` query parameter and `X-HTTP-Method-Override` header, on POST. */
function effectiveMethod(request: ApiRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== 'POST') return method
  const override = request.url.searchParams.get('_method') ?? request.headers['x-http-method-override']
  return override ? override.toUpperCase() : method
}

/** The CORS lists WordPress's REST server sends (methods, allowed and exposed headers). */
export const CORS: CorsLists = {
  methods: ['OPTIONS', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
  requestHeaders: ['Authorization', 'X-WP-Nonce', 'Content-Disposition', 'Content-MD5', 'Content-Type'],
  exposedHeaders: ['X-WP-Total', 'X-WP-TotalPages', 'Link'],
}

/** What WordPress's REST server sends before it looks at the request (also on a refused JSONP callback). */
function baseHeaders(site: Site): Record<string, string> {
  return {
    'Content-Type': 'application/json; charset=UTF-8',
    'X-Robots-Tag': 'noindex',
    Link: apiLink(site),
    'X-Content-Type-Options': 'nosniff',
  }
}

/** The headers WordPress's REST server sends with every answer. */
function restHeaders(
  request: ApiRequest,
  site: Site,
  authenticated: boolean,
  allow: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...baseHeaders(site),
    'Access-Control-Expose-Headers': CORS.exposedHeaders.join(', '),
    'Access-Control-Allow-Headers': CORS.requestHeaders.join(', '),
  }
  const origin = request.headers.origin
  if (origin) {
    Object.assign(headers, {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': CORS.methods.join(', '),
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    })
  } else if (request.method === 'GET' && !authenticated) headers.Vary = 'Origin'
  if (authenticated) {
    headers['Cache-Control'] = 'no-cache, must-revalidate, max-age=0, no-store, private'
    headers.Expires = 'Wed, 11 Jan 1984 05:00:00 GMT'
  }
  if (allow !== undefined) headers.Allow = allow
  return headers
}

/** WordPress's `Allow`: the route's methods whose permission check the caller passes. */
function allowFor(route: WpRoute, authenticated: boolean): string {
  const methods: HttpMethod[] = []
  for (const endpoint of route.endpoints) {
    if (endpoint.permission && !endpoint.permission({ authenticated })) continue
    for (const [method] of endpoint.methods) if (!methods.includes(method)) methods.push(method)
  }
  return methods.join(', ')
}

/** Serves one request the router took to a route of the table, or to none (`rest_no_route`). */
export async function dispatch(request: ApiRequest, context: CalendarContext, route?: WpRoute): Promise<ApiResponse> {
  const viewer = viewerOf(request, context.token)
  // A language root the path came under, even when no route matched under it.
  const site = siteOf(request, request.params.lang)
  const query = parseQueryString(request.url.search)
  const globals = readGlobalParams(query)
  if (globals.badCallback)
    return {
      ...errors.invalidCallback(),
      headers: { ...baseHeaders(site), 'Content-Type': 'application/javascript; charset=UTF-8' },
    }

  const method = effectiveMethod(request)
  const read = await readParams(request, method, createMap())
  // WordPress sends `Allow` only on an answer of a matched route (rest_send_allow_header, in
  // wp-includes/rest-api.php): never with `rest_no_route`, which `dispatch()` answers unmatched.
  const endpoint: Endpoint | undefined = route?.endpoints.find((candidate) =>
    candidate.methods.some(([m]) => m === method),
  )
  const matched = route && (endpoint || method === 'OPTIONS') ? route : undefined
  const allow = matched ? allowFor(matched, viewer.authenticated) : undefined
  const shown = (response: ApiResponse, keepsLinks = false) =>
    present(response, {
      globals,
      params: read.ok ? read.params : undefined,
      allow,
      keepsLinks,
      embedder: (href) => embeddedCoreTerm(site, context.calendar, href),
    })
  // An envelope carries `Allow` in its body instead.
  const finish = (response: ApiResponse): ApiResponse => ({
    ...response,
    headers: {
      ...restHeaders(request, site, viewer.authenticated, globals.envelope ? undefined : allow),
      ...response.headers,
    },
  })
  // OPTIONS is answered before anything else (rest_handle_options_request, on rest_pre_dispatch):
  // the route's description, or `[]` where no route matches.
  if (method === 'OPTIONS' && !matched) return finish(shown({ status: 200, body: [] }))
  if (!matched) return finish(shown(errors.noRoute()))

  const nowMs = context.clock.now().getTime()
  const env: ArgEnv = { db: context.calendar, viewer, nowMs }
  if (method === 'OPTIONS' || !endpoint) return finish(shown({ status: 200, body: describeRoute(matched, site, env) }))

  if (!read.ok) return finish(shown(errors.invalidJson(read.jsonError)))
  const params = read.params
  // The language root is the site's, not a parameter of the REST route.
  for (const [name, value] of Object.entries(request.params)) if (name !== 'lang') params.sources.url[name] = value
  const invalid = checkArgs(params, argsOf(endpoint, env), env)
  if (invalid) return finish(shown(invalid))
  if (endpoint.permission && !endpoint.permission(viewer)) return finish(shown(errors.forbidden(viewer.authenticated)))
  const call: Call = { request, context, db: context.calendar, params, viewer, site, nowMs, env }
  const keepsLinks = endpoint.keepsLinks ?? false
  // Every read in the table declares its key (test/mocks/calendar/answer-keys.test.ts).
  if (method !== 'GET' || !endpoint.reads) return finish(shown(await endpoint.handle(call), keepsLinks))
  const key = endpoint.reads.of(request, {
    api: site.api,
    home: site.home,
    signedIn: viewer.authenticated,
    second: Math.floor(nowMs / 1000),
  })
  const answers = context.calendar.memo('answers', keptAnswers)
  return finish(await answerOnce(answers, key, async () => shown(await endpoint.handle(call), keepsLinks), site.kept))
}
