import { type AnswerKey, dependsOn } from '../http/answers.js'
import type { ApiRequest, ApiResponse, HttpMethod, JsonValue, ReadonlyJson } from '../http/types.js'
import type { ArgEnv, Args } from './args.js'
import type { Viewer } from './auth.js'
import type { RequestParams } from './body.js'
import { type CalendarContext, NAMESPACE, type Site } from './context.js'
import type { CalendarDb } from './db.js'

/**
 * How the calendar's routes are declared, as WordPress's `register_rest_route` declares them:
 * a route is a path under the namespace with one or more endpoints, each serving some
 * methods with its own arguments, permission check and handler.
 */

/** Everything a handler gets: the request, its checked parameters, who asks, and where links point. */
export interface Call {
  request: ApiRequest
  context: CalendarContext
  db: CalendarDb
  params: RequestParams
  viewer: Viewer
  site: Site
  nowMs: number
  env: ArgEnv
}

/**
 * A calendar route's name, `calendar.<resource>.<action>` (`calendar.venues.list`): it names the
 * route, its parity row and its pact interaction. Each is written out in full where its resource
 * declares its routes, so that a search for the name finds them.
 */
export type RouteName<
  Resource extends string = string,
  Action extends string = string,
> = `calendar.${Resource}.${Action}`

/** The names of the routes at a collection's path. */
export type ListNames<Resource extends string> = { [A in 'list' | 'create']: RouteName<Resource, A> }

/** The names of the routes at an item's path (by id, by slug): WordPress edits with POST, PUT and PATCH alike. */
export type ItemNames<Resource extends string> = {
  [A in 'read' | 'delete' | 'update' | 'put' | 'patch']: RouteName<Resource, A>
}

export interface Endpoint {
  /** Each method with the name of its route. */
  methods: ReadonlyArray<readonly [HttpMethod, RouteName]>
  args: Args | ((env: ArgEnv) => Args)
  /** WordPress's permission callback; none means public. */
  permission?: (viewer: Viewer) => boolean
  handle(call: Call): ApiResponse | Promise<ApiResponse>
  /** What a GET's answer depends on (its kept answer's key): every read declares it (`readKey`). */
  reads?: ReadKey
  /** What `/doc` says about it. */
  doc?: EndpointDoc
  /**
   * WordPress adds this endpoint's `_links` after `_fields` has filtered the answer (the
   * namespace index); core controllers add theirs only when `_fields` names them.
   */
  keepsLinks?: boolean
}

export interface EndpointDoc {
  summary: string
  /** Responses by status: a description and, for success, the schema of the body. */
  responses: Record<string, { description: string; schema?: JsonValue }>
}

export interface WpRoute {
  /** The resource its route names carry (`events`, `events.by_slug`); the names themselves are written out on the endpoints. */
  resource: string
  /** The namespace it is registered in: the plugin's unless said (`''` for the site index). */
  namespace?: string
  /** Under the namespace, with `:param` segments: `/events/:id`; `` for the namespace index. */
  path: string
  /** What each `:param` must look like (WordPress's route regex). */
  params?: Record<string, string>
  endpoints: Endpoint[]
}

/** The route as WordPress writes it in its indexes: `/cal/events/v1/events/(?P<id>\d+)`, `/` for the site index. */
export function routeRegex(route: WpRoute): string {
  const path = route.path.replace(
    /:([a-z_]+)/g,
    (_match, name: string) => `(?P<${name}>${route.params?.[name] ?? '[^/]+'})`,
  )
  return `/${namespaceOf(route)}${path}`
}

export function namespaceOf(route: WpRoute): string {
  return route.namespace ?? NAMESPACE
}

export const ID_PATTERN = '\\d+'
export const SLUG_PATTERN = '[^/]+'

/** An item's read, delete and edit endpoints' methods, each with its route's name. */
export const readBy = (names: Pick<ItemNames<string>, 'read'>) => [['GET', names.read]] as const
export const deleteBy = (names: Pick<ItemNames<string>, 'delete'>) => [['DELETE', names.delete]] as const
export const editBy = (names: Pick<ItemNames<string>, 'update' | 'put' | 'patch'>) =>
  [
    ['POST', names.update],
    ['PUT', names.put],
    ['PATCH', names.patch],
  ] as const

/** Values the dispatcher derives that a read's answer may depend on (routes.ts gives them all). */
type ReadInput = 'api' | 'home' | 'signedIn' | 'second'

export type ReadKey = AnswerKey<ReadInput>

/**
 * A read's declaration (`name`: its route name, unique). Every read depends on the store, the
 * query and any body (WordPress takes parameters from both), the address it is served under
 * (links name the site's home and REST root, which move with the host and a language root),
 * whether the caller is signed in (private posts; `Allow` in an envelope) and "now" to the
 * second (date windows and argument defaults; WordPress's clock has no finer grain). A read of
 * one item adds `params`: the id or slug its path names.
 */
export function readKey(name: RouteName, inputs: { item?: boolean } = {}): ReadKey {
  return dependsOn(name, {
    request: inputs.item ? ['params', 'query', 'body'] : ['query', 'body'],
    own: ['api', 'home', 'signedIn', 'second'],
  })
}

export function argsOf(endpoint: Endpoint, env: ArgEnv): Args {
  return typeof endpoint.args === 'function' ? endpoint.args(env) : endpoint.args
}

export function ok(body: ReadonlyJson, headers?: Record<string, string>): ApiResponse {
  return { status: 200, body, ...(headers ? { headers } : {}) }
}

export function created(body: ReadonlyJson, headers?: Record<string, string>): ApiResponse {
  return { status: 201, body, ...(headers ? { headers } : {}) }
}

/** Writes need a caller with the server's token (WordPress: `edit_posts` and friends). */
export const authenticatedOnly = (viewer: Viewer) => viewer.authenticated
