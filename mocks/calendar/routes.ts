import { answerOnce, keptAnswers } from '../http/answers.js'
import type { Api, ApiRequest, ApiResponse, CorsLists, HttpMethod, Route, RouteMiss } from '../http/types.js'
import type { ArgEnv } from './args.js'
import { checkArgs } from './args.js'
import { viewerOf } from './auth.js'
import { readParams } from './body.js'
import { type CalendarContext, NAMESPACE, REST_PREFIX, type Site, siteOf } from './context.js'
import { docRoute } from './doc.js'
import { argsOf, type Call, type Endpoint, namespaceOf, type WpRoute } from './endpoint.js'
import { errors } from './errors.js'
import { eventRoutes } from './events/index.js'
import { present, readGlobalParams } from './global-params.js'
import { describeRoute, namespaceRoute } from './namespace.js'
import { organizerRoutes } from './organizers.js'
import { createMap, parseQueryString } from './php.js'
import { apiLink, frontPage, siteIndexRoute } from './site.js'
import { CATEGORIES, embeddedCoreTerm, TAGS, termRoutes } from './terms.js'
import { venueRoutes } from './venues.js'

/**
 * The calendar API's route table and its dispatcher, which does what WordPress's REST server
 * does with a request: refuse a bad JSONP callback, find the route (404 `rest_no_route`), the
 * endpoint for the method, check the JSON body, the required parameters, the validate
 * callbacks and the types (400), then the permission (401/403), then run the handler; apply
 * the global parameters (global-params.ts); and answer with WordPress's headers.
 *
 * Every route is served under the REST root `/wp-json` and under language roots
 * (`/fr/wp-json`, `/pt-br/wp-json`), beside the REST index (`/wp-json/`) and the front page
 * (`/`) that clients discover it from. The shared router matches paths the way WordPress does
 * (`calendarApi.routing`: trailing slashes ignored, any case, each parameter its pattern) and
 * hands the dispatcher the route and its parameters; the dispatcher picks the endpoint itself,
 * since WordPress lets a POST say its method (`_method`).
 */

export const wpRoutes: readonly WpRoute[] = [
  namespaceRoute(() => wpRoutes),
  docRoute(() => wpRoutes),
  ...eventRoutes,
  ...venueRoutes,
  ...organizerRoutes,
  ...termRoutes(CATEGORIES, {
    list: 'calendar.categories.list',
    create: 'calendar.categories.create',
    read: 'calendar.categories.read',
    delete: 'calendar.categories.delete',
    update: 'calendar.categories.update',
    put: 'calendar.categories.put',
    patch: 'calendar.categories.patch',
  }),
  ...termRoutes(TAGS, {
    list: 'calendar.tags.list',
    create: 'calendar.tags.create',
    read: 'calendar.tags.read',
    delete: 'calendar.tags.delete',
    update: 'calendar.tags.update',
    put: 'calendar.tags.put',
    patch: 'calendar.tags.patch',
  }),
]

/** The REST roots: plain, and under a language code. */
const ROOTS = [REST_PREFIX, `/:lang${REST_PREFIX}`] as const

/** A language root: two letters, or two letters, a dash and two more (`pt-br`), in any case. */
const LANGUAGE = '[a-z]{2}(?:-[a-z]{2})?'

const NAMESPACE_PATH = `/${NAMESPACE}`

/** The REST index (`/wp-json/`), which lists itself and the namespace's routes. */
export const siteRoute: WpRoute = siteIndexRoute(() => [siteRoute, ...wpRoutes])

/** WordPress's `_method` query parameter and `X-HTTP-Method-Override` header, on POST. */
function effectiveMethod(request: ApiRequest): string {
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== 'POST') return method
  const override = request.url.searchParams.get('_method') ?? request.headers['x-http-method-override']
  return override ? override.toUpperCase() : method
}

/** The CORS lists WordPress's REST server sends (methods, allowed and exposed headers). */
const CORS: CorsLists = {
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
async function dispatch(request: ApiRequest, context: CalendarContext, route?: WpRoute): Promise<ApiResponse> {
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
  const params = read.ok ? read.params : undefined
  const allow = route ? allowFor(route, viewer.authenticated) : undefined
  const shown = (response: ApiResponse, keepsLinks = false) =>
    present(response, {
      globals,
      params,
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
  if (!route) return finish(shown(errors.noRoute()))

  const nowMs = context.clock.now().getTime()
  const env: ArgEnv = { db: context.calendar, viewer, nowMs }
  if (method === 'OPTIONS') return finish(shown({ status: 200, body: describeRoute(route, site, env) }))
  const endpoint: Endpoint | undefined = route.endpoints.find((candidate) =>
    candidate.methods.some(([m]) => m === method),
  )
  if (!endpoint) return finish(shown(errors.noRoute()))

  if (!params) return finish(shown(errors.invalidJson()))
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
  return finish(await answerOnce(answers, key, async () => shown(await endpoint.handle(call), keepsLinks)))
}

/** The front page, whatever the method (WordPress serves its pages to any). */
const homeRoute: Route<CalendarContext> = {
  name: 'calendar.home.read',
  method: 'GET',
  path: '/',
  resolve: (request) => frontPage(siteOf(request, undefined)),
}

export const calendarRoutes: Route<CalendarContext>[] = [
  homeRoute,
  ...ROOTS.flatMap((root) =>
    [siteRoute, ...wpRoutes].flatMap((route) => {
      const resolve = (request: ApiRequest, context: CalendarContext) => dispatch(request, context, route)
      return route.endpoints.flatMap((endpoint) =>
        endpoint.methods.map(([method, name]): Route<CalendarContext> => ({
          name,
          method,
          path: `${root}${namespaceOf(route) === '' ? '' : `/${namespaceOf(route)}`}${route.path}`,
          params: { lang: LANGUAGE, ...route.params },
          resolve,
        })),
      )
    }),
  ),
]

/**
 * What no route answers for the method: every route at a path serves all of them (the
 * dispatcher finds the endpoint, or none); a path no route has is WordPress's `rest_no_route`.
 */
function fallback(request: ApiRequest, context: CalendarContext, miss: RouteMiss<CalendarContext>) {
  const [atPath] = miss.kind === 'method' ? miss.routes : []
  return atPath ? atPath.resolve(request, context) : dispatch(request, context)
}

export const calendarApi: Api<CalendarContext> = {
  cors: CORS,
  name: 'calendar',
  routes: calendarRoutes,
  prefixes: ROOTS.map((root) => `${root}${NAMESPACE_PATH}`),
  // The front page (discovery) and the REST index.
  paths: ['/', ...ROOTS],
  routing: { caseInsensitive: true, ignoreTrailingSlash: true },
  fallback,
  statusError: errors.status,
  serverError: errors.critical,
  authenticated: (request, token) => viewerOf(request, token).authenticated,
  collections: ({ calendar }) => [
    { name: 'events', count: calendar.events.size },
    { name: 'venues', count: calendar.venues.size },
    { name: 'organizers', count: calendar.organizers.size },
    { name: 'categories', count: calendar.termsOf(CATEGORIES.taxonomy).length },
    { name: 'tags', count: calendar.termsOf(TAGS.taxonomy).length },
  ],
}
