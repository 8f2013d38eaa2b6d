import type { Api, ApiRequest, ApiResponse, HttpMethod, JsonObject, Route, RouteMiss } from '../http/types.js'
import { authenticate } from './auth.js'
import type { IdentityContext } from './context.js'
import { requestOrigin } from './context.js'
import { errors } from './errors.js'
import type { Action, SomeCollection, Step } from './collection.js'
import { querysetOf, runAction, steps } from './collection.js'
import { identityCollections } from './registry.js'
import { negotiationError } from './negotiation.js'
import { createRouter } from '../http/router.js'
import { collectionMetadata, ROOT_METADATA, servedDocument, type ViewKind } from './metadata.js'

/**
 * The identity API's route table: 25 collections under `/api/v2beta`, in the spec's order,
 * each with its list/create and read/update/partial_update/delete routes, plus the API root
 * and the Swagger document.
 */

export const BASE_PATH = '/api/v2beta'

/** The collections in the spec's order (registry.ts), as the route table lists them. */
export const resources: readonly SomeCollection[] = Object.values(identityCollections)

/** The name the collection declares for an action it offers. */
function routeName(resource: SomeCollection, action: Action): string {
  const name = resource.routes?.[action]
  if (name === undefined) throw new Error(`${resource.path} offers ${action} but declares no route name for it`)
  return name
}

/** DRF lists a view's methods in this order, with HEAD and OPTIONS always offered. */
const DRF_METHOD_ORDER: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']

function allowHeader(methods: readonly HttpMethod[]): string {
  const all = new Set<HttpMethod>([...methods, 'OPTIONS'])
  if (all.has('GET')) all.add('HEAD')
  return DRF_METHOD_ORDER.filter((method) => all.has(method)).join(', ')
}

const ACTION_METHODS: Record<Action, HttpMethod> = {
  list: 'GET',
  create: 'POST',
  read: 'GET',
  update: 'PUT',
  partial_update: 'PATCH',
  delete: 'DELETE',
}

/** The headers every DRF view answers with, around whatever the view produced. */
function finish(response: ApiResponse, allow: string, context: IdentityContext): ApiResponse {
  const headers: Record<string, string> = {}
  if (response.body !== undefined) headers['Content-Type'] = 'application/json'
  headers.Vary = 'Accept'
  headers.Allow = allow
  headers['X-passbook-id'] = context.identity.nextRequestId()
  if (response.headers) Object.assign(headers, response.headers)
  return response.body !== undefined
    ? { status: response.status, headers, body: response.body }
    : { status: response.status, headers }
}

function resourceRoutes(resource: SomeCollection): Route<IdentityContext>[] {
  const collection = `${BASE_PATH}${resource.path}`
  const item = `${collection}:${resource.lookup}/`
  const offered = steps(resource.writes)
  // DefaultRouter's lookup is `[^/.]+`: a dot starts a format suffix (`/core/users/1.json`).
  const lookup = { [resource.lookup]: '[^/.]+' }
  const routesFor = (path: string, actions: Array<Step<unknown, SomeCollection['fields']>>) => {
    const allow = allowHeader(actions.map((step) => ACTION_METHODS[step.action]))
    return actions.map((step): Route<IdentityContext> => ({
      name: routeName(resource, step.action),
      method: ACTION_METHODS[step.action],
      path,
      ...(path === item ? { params: lookup } : {}),
      // A kept read comes back at once, and is finished at once: no turn for the store's
      // queue to wait.
      resolve: (request, context) => {
        const done = runAction(resource, step, request, context)
        return done instanceof Promise
          ? done.then((response) => finish(response, allow, context))
          : finish(done, allow, context)
      },
    }))
  }
  return [...routesFor(collection, offered.collection), ...routesFor(item, offered.item)]
}

/**
 * DefaultRouter's API root: each prefix and its absolute URL, with the format suffix the root
 * was asked with (`APIRootView` reverses each with `format=`); no authentication needed.
 */
const rootRoute: Route<IdentityContext> = {
  name: 'identity.root.read',
  method: 'GET',
  path: `${BASE_PATH}/`,
  resolve(request, context) {
    const allow = allowHeader(['GET'])
    const refused = negotiationError(request)
    if (refused) return finish(refused, allow, context)
    const origin = requestOrigin(request)
    const suffix = request.params.format ? `.${request.params.format}` : '/'
    const body: JsonObject = {}
    for (const resource of resources) {
      body[resource.path.slice(1, -1)] = `${origin}${BASE_PATH}${resource.path.slice(0, -1)}${suffix}`
    }
    return finish({ status: 200, body }, allow, context)
  },
}

/**
 * The API's Swagger 2.0 document, served without authentication as upstream's drf-yasg view
 * serves it: upstream's document with the corrections in docs/decisions/0007 (the pacts are
 * checked against it).
 */
const swaggerRoute: Route<IdentityContext> = {
  name: 'identity.swagger.read',
  method: 'GET',
  path: `${BASE_PATH}/swagger.json`,
  // A large document few clients ask for: loaded (a chunk of its own) on the first request.
  resolve: async (_request, context) =>
    finish({ status: 200, body: await servedDocument() }, allowHeader(['GET']), context),
}

export const identityRoutes: Route<IdentityContext>[] = [rootRoute, swaggerRoute, ...resources.flatMap(resourceRoutes)]

/** Which view each route path is: a collection's list or item, or the API root. */
const VIEWS = new Map<string, { collection: SomeCollection; kind: ViewKind }>(
  resources.flatMap((collection) => [
    [`${BASE_PATH}${collection.path}`, { collection, kind: 'List' as const }],
    [`${BASE_PATH}${collection.path}:${collection.lookup}/`, { collection, kind: 'Instance' as const }],
  ]),
)

/** DRF's answer to OPTIONS (`APIView.options`): the view's metadata (metadata.ts). */
async function options(request: ApiRequest, context: IdentityContext, path: string | undefined): Promise<ApiResponse> {
  const view = path === undefined ? undefined : VIEWS.get(path)
  const body = view
    ? await collectionMetadata(view.collection, view.kind, request, context)
    : path === rootRoute.path
      ? ROOT_METADATA
      : { ...ROOT_METADATA, name: 'Schema', description: '' }
  return { status: 200, body }
}

/** A route path and a format after a dot: Django's `format_suffix_patterns` (rest_framework/urlpatterns.py). */
const SUFFIX = /^(.+)\.([a-z0-9]+)\/?$/

let suffixRouter: ReturnType<typeof createRouter<IdentityContext>> | undefined

/**
 * DefaultRouter applies `format_suffix_patterns` to its routes (rest_framework/routers.py,
 * `DefaultRouter.get_urls`): each pattern also matches with `.<format>` before its end and an
 * optional slash, `/core/users.json`, `/core/users/1.json/`, and the root as `/.json`. The
 * request goes to the route with the format as its `format` parameter (negotiation.ts).
 */
function withSuffix(request: ApiRequest, context: IdentityContext): ApiResponse | Promise<ApiResponse> | undefined {
  const [, base = '', format = ''] = SUFFIX.exec(request.url.pathname) ?? []
  if (base === '' || base === BASE_PATH) return undefined
  const path = base.endsWith('/') ? (base === rootRoute.path ? base : undefined) : `${base}/`
  if (path === undefined) return undefined
  suffixRouter ??= createRouter(identityRoutes)
  const found = suffixRouter.match(request.method, path)
  if (found.kind === 'none') return undefined
  const suffixed = { ...request, params: { ...found.params, format } }
  return found.kind === 'route' ? found.route.resolve(suffixed, context) : fallback(suffixed, context, found)
}

/**
 * What no route answers: a method the view does not offer (DRF's order: negotiation, 401 when
 * unauthenticated, then 405), OPTIONS, a path with a format suffix, a path missing its
 * trailing slash (Django's 301), or an unknown path (404).
 */
function fallback(
  request: ApiRequest,
  context: IdentityContext,
  miss: RouteMiss<IdentityContext>,
): ApiResponse | Promise<ApiResponse> {
  const path = request.url.pathname
  if (miss.kind === 'method') {
    const allow = allowHeader(miss.routes.map((route) => route.method))
    const view = miss.routes[0]?.path
    const refused = view === swaggerRoute.path ? undefined : negotiationError(request)
    if (refused) return finish(refused, allow, context)
    const isPublic = view === rootRoute.path || view === swaggerRoute.path
    const denied = isPublic ? undefined : authenticate(request, context.token)
    if (denied) return finish(denied, allow, context)
    if (request.method === 'OPTIONS')
      return options(request, context, view).then((answer) => finish(answer, allow, context))
    return finish(errors.methodNotAllowed(request.method, allow), allow, context)
  }
  const suffixed = withSuffix(request, context)
  if (suffixed) return suffixed
  if (miss.slash) {
    return { status: 301, headers: { Location: `${path}/${request.url.search}` } }
  }
  return { ...errors.notFound(), headers: { 'Content-Type': 'application/json' } }
}

export const identityApi: Api<IdentityContext> = {
  cors: {
    methods: DRF_METHOD_ORDER,
    requestHeaders: ['Authorization', 'Content-Type', 'Accept'],
    exposedHeaders: ['Allow', 'X-passbook-id'],
  },
  name: 'identity',
  routes: identityRoutes,
  prefixes: [BASE_PATH],
  fallback,
  statusError: errors.status,
  serverError: () => errors.status(500),
  authenticated: (request, token) => authenticate(request, token) === undefined,
  collections: (context) =>
    resources.map((resource) => ({
      name: resource.path.slice(1, -1),
      count: querysetOf(resource, context.identity).count,
    })),
}
