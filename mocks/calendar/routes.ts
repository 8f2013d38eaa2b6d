import type { Api, ApiRequest, Route, RouteMiss } from '../http/types.js'
import { viewerOf } from './auth.js'
import { type CalendarContext, NAMESPACE, REST_PREFIX, siteOf } from './context.js'
import { docRoute } from './doc.js'
import { namespaceOf, type WpRoute } from './endpoint.js'
import { errors } from './errors.js'
import { eventRoutes } from './events/routes.js'
import { namespaceRoute } from './namespace.js'
import { organizerRoutes } from './linked/organizers.js'
import { frontPage, siteIndexRoute } from './site.js'
import { CATEGORIES, TAGS } from './terms/taxonomies.js'
import { categoryRoutes } from './terms/categories.js'
import { tagRoutes } from './terms/tags.js'
import { venueRoutes } from './linked/venues.js'
import { CORS, dispatch } from './dispatch.js'

/**
 * The calendar API's route table: every route of the namespace, each served by WordPress's REST
 * dispatcher (dispatch.ts) under the REST root `/wp-json` and under language roots (`/fr/wp-json`,
 * `/pt-br/wp-json`), beside the REST index (`/wp-json/`) and the front page (`/`) that clients
 * discover it from. The shared router matches paths the way WordPress does (`calendarApi.routing`:
 * trailing slashes ignored, any case, each parameter its pattern) and hands the dispatcher the route
 * and its parameters.
 */

export const wpRoutes: readonly WpRoute[] = [
  namespaceRoute(() => wpRoutes),
  docRoute(() => wpRoutes),
  ...eventRoutes,
  ...venueRoutes,
  ...organizerRoutes,
  ...categoryRoutes,
  ...tagRoutes,
]

/** The REST roots: plain, and under a language code. */
const ROOTS = [REST_PREFIX, `/:lang${REST_PREFIX}`] as const

/** A language root: two letters, or two letters, a dash and two more (`pt-br`), in any case. */
const LANGUAGE = '[a-z]{2}(?:-[a-z]{2})?'

const NAMESPACE_PATH = `/${NAMESPACE}`

/** The REST index (`/wp-json/`), which lists itself and the namespace's routes. */
export const siteRoute: WpRoute = siteIndexRoute(() => [siteRoute, ...wpRoutes])

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
