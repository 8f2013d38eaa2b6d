import { answerOnce, dependsOn, keptAnswers } from '../http/answers.js'
import type { Api, ApiRequest, ApiResponse, CorsLists, HttpMethod, Route } from '../http/types.js'
import type { ArgEnv } from './args.js'
import { checkArgs } from './args.js'
import { viewerOf } from './auth.js'
import { readParams } from './body.js'
import { type CalendarContext, NAMESPACE, REST_PREFIX, type Site, siteOf } from './context.js'
import { docRoute } from './doc.js'
import { argsOf, type Call, type Endpoint, namespaceOf, type WpRoute } from './endpoint.js'
import { errors } from './errors.js'
import { eventRoutes } from './events.js'
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
 * (`/`) that clients discover it from. The hosts route each request to a route of the table
 * or to the fallback; both run the same dispatcher, which matches the path itself the way
 * WordPress does (trailing slashes ignored, case-insensitive), so the hosts cannot differ.
 */

export const wpRoutes: readonly WpRoute[] = [
  namespaceRoute(() => wpRoutes),
  docRoute(() => wpRoutes),
  ...eventRoutes,
  ...venueRoutes,
  ...organizerRoutes,
  ...termRoutes(CATEGORIES),
  ...termRoutes(TAGS),
]

/** The REST roots: plain, and under a language code. */
export const ROOTS = [REST_PREFIX, `/:lang${REST_PREFIX}`] as const

/** A language root: two letters, or two letters, a dash and two more (`pt-br`). */
const LANGUAGE = /^[a-z]{2}(?:-[a-z]{2})?$/i

const NAMESPACE_PATH = `/${NAMESPACE}`

/** The REST index (`/wp-json/`), which lists itself and the namespace's routes. */
const siteRoute: WpRoute = siteIndexRoute(() => [siteRoute, ...wpRoutes])

interface Compiled {
  route: WpRoute
  regex: RegExp
  names: string[]
}

const compiled: Compiled[] = wpRoutes.map((route) => {
  const names: string[] = []
  const source = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(segment.slice(1))
      return `(${route.params?.[segment.slice(1)] ?? '[^/]+'})`
    })
    .join('/')
  return { route, regex: new RegExp(`^${source}$`, 'i'), names }
})

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

type Located =
  /** The site's front page. */
  | { kind: 'home' }
  /** A REST route (`''` for the index) under the REST root, plain or under a language root. */
  | { kind: 'rest'; lang: string | undefined; restRoute: string }

/** Where a path leads; undefined for paths that are not the calendar's. */
function locate(pathname: string): Located | undefined {
  if (pathname === '/') return { kind: 'home' }
  const match = /^(?:\/([^/]+))?\/wp-json(\/.*)?$/.exec(pathname)
  if (!match) return undefined
  const [, lang, rest = ''] = match
  if (lang !== undefined && !LANGUAGE.test(lang)) return undefined
  return { kind: 'rest', lang, restRoute: rest.replace(/\/+$/, '') }
}

function match(restRoute: string): { route: WpRoute; params: Record<string, string> } | undefined {
  if (restRoute === '') return { route: siteRoute, params: {} }
  const lower = restRoute.toLowerCase()
  if (lower !== NAMESPACE_PATH && !lower.startsWith(`${NAMESPACE_PATH}/`)) return undefined
  const path = restRoute.slice(NAMESPACE_PATH.length)
  for (const { route, regex, names } of compiled) {
    const found = regex.exec(path)
    if (!found) continue
    const params: Record<string, string> = {}
    names.forEach((name, index) => {
      params[name] = decode(found[index + 1] ?? '')
    })
    return { route, params }
  }
  return undefined
}

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
function restHeaders(request: ApiRequest, site: Site, authenticated: boolean, allow: string | undefined): Record<string, string> {
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

/**
 * A read depends on the store, the address (the site it is served under and its REST route),
 * the query and any body, whether the caller is signed in, and "now" to the second (WordPress's
 * clock has no finer grain).
 */
export const READ_KEY = dependsOn('calendar read', { request: ['query', 'body'], own: ['api', 'home', 'route', 'signedIn', 'second'] })

/** Serves one request against the calendar, whichever host and route brought it. */
export async function dispatch(request: ApiRequest, context: CalendarContext): Promise<ApiResponse> {
  const located = locate(request.url.pathname)
  if (located?.kind === 'home') return frontPage(siteOf(request, undefined))
  const viewer = viewerOf(request, context.token)
  const site = siteOf(request, located?.lang)
  const query = parseQueryString(request.url.search)
  const globals = readGlobalParams(query)
  if (globals.badCallback) return { ...errors.invalidCallback(), headers: { ...baseHeaders(site), 'Content-Type': 'application/javascript; charset=UTF-8' } }

  const method = effectiveMethod(request)
  const read = await readParams(request, method, createMap())
  const params = read.ok ? read.params : undefined
  const found = located ? match(located.restRoute) : undefined
  const allow = found ? allowFor(found.route, viewer.authenticated) : undefined
  const shown = (response: ApiResponse, keepsLinks = false) =>
    present(response, { globals, params, allow, keepsLinks, embedder: (href) => embeddedCoreTerm(site, context.calendar, href) })
  // An envelope carries `Allow` in its body instead.
  const finish = (response: ApiResponse): ApiResponse => ({
    ...response,
    headers: { ...restHeaders(request, site, viewer.authenticated, globals.envelope ? undefined : allow), ...response.headers },
  })
  if (!found) return finish(shown(errors.noRoute()))

  const nowMs = context.clock.now().getTime()
  const env: ArgEnv = { db: context.calendar, viewer, nowMs }
  if (method === 'OPTIONS') return finish(shown({ status: 200, body: describeRoute(found.route, site, env) }))
  const endpoint: Endpoint | undefined = found.route.endpoints.find((candidate) => candidate.methods.some(([m]) => m === method))
  if (!endpoint) return finish(shown(errors.noRoute()))

  if (!params) return finish(shown(errors.invalidJson()))
  for (const [name, value] of Object.entries(found.params)) params.sources.url[name] = value
  const invalid = checkArgs(params, argsOf(endpoint, env), env)
  if (invalid) return finish(shown(invalid))
  if (endpoint.permission && !endpoint.permission(viewer)) return finish(shown(errors.forbidden(viewer.authenticated)))
  const call: Call = { request, context, db: context.calendar, params, viewer, site, nowMs, env }
  const keepsLinks = endpoint.keepsLinks ?? false
  if (method !== 'GET') return finish(shown(await endpoint.handle(call), keepsLinks))
  const key = READ_KEY.of(request, { api: site.api, home: site.home, route: located?.restRoute ?? '', signedIn: viewer.authenticated, second: Math.floor(nowMs / 1000) })
  const answers = context.calendar.memo('answers', keptAnswers)
  return finish(await answerOnce(answers, key, async () => shown(await endpoint.handle(call), keepsLinks)))
}

export const calendarRoutes: Route<CalendarContext>[] = [
  { name: 'calendar.home.read', method: 'GET', path: '/', resolve: dispatch },
  ...ROOTS.flatMap((root) =>
    [siteRoute, ...wpRoutes].flatMap((route) =>
      route.endpoints.flatMap((endpoint) =>
        endpoint.methods.map(
          ([method, action]): Route<CalendarContext> => ({
            name: `calendar.${route.resource}.${action}`,
            method,
            path: `${root}${namespaceOf(route) === '' ? '' : `/${namespaceOf(route)}`}${route.path}`,
            resolve: dispatch,
          }),
        ),
      ),
    ),
  ),
]

export const calendarApi: Api<CalendarContext> = {
  cors: CORS,
  name: 'calendar',
  routes: calendarRoutes,
  prefixes: ROOTS.map((root) => `${root}${NAMESPACE_PATH}`),
  // The front page (discovery) and the REST index.
  paths: ['/', ...ROOTS],
  fallback: dispatch,
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
