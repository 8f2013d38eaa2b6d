import type { JsonObject } from '../http/types.js'
import { type Arg, type ArgEnv, resolveDefault } from './args.js'
import { NAMESPACE, type Site } from './context.js'
import { argsOf, type Call, namespaceOf, ok, readKey, routeRegex, type WpRoute } from './endpoint.js'
import { errors } from './errors.js'

/**
 * WordPress's namespace index (`GET /wp-json/cal/events/v1`): every route of the namespace
 * with its methods and arguments, as WordPress describes registered routes. The same
 * description answers `OPTIONS` on a route.
 */

/** The schema keywords WordPress shows of an argument, in the order the argument declares them. */
const SHOWN = ['description', 'type', 'format', 'items', 'default'] as const

function describeArg(arg: Arg, env: ArgEnv): JsonObject {
  const out: JsonObject = {}
  for (const name of Object.keys(arg)) {
    const key = SHOWN.find((shown) => shown === name)
    if (key === 'default') out.default = resolveDefault(arg, env) ?? null
    else if (key !== undefined) {
      // A key declared undefined is left out, as JSON leaves it out.
      const value = arg[key]
      if (value !== undefined) out[key] = value
    }
  }
  out.required = arg.required === true
  return out
}

export function describeRoute(route: WpRoute, site: Site, env: ArgEnv): JsonObject {
  const data: JsonObject = {
    namespace: namespaceOf(route),
    methods: route.endpoints.flatMap((endpoint) => endpoint.methods.map(([method]) => method)),
    endpoints: route.endpoints.map((endpoint) => ({
      methods: endpoint.methods.map(([method]) => method),
      args: Object.fromEntries(
        Object.entries(argsOf(endpoint, env)).map(([name, arg]) => [name, describeArg(arg, env)]),
      ),
    })),
  }
  if (!route.path.includes(':')) data._links = { self: [{ href: `${site.restRoot}${routeRegex(route)}` }] }
  return data
}

/** Each route, keyed by its regex, described as the indexes describe routes. */
export function describeRoutes(routes: readonly WpRoute[], call: Call): JsonObject {
  const described: JsonObject = {}
  for (const route of routes) described[routeRegex(route)] = describeRoute(route, call.site, call.env)
  return described
}

/** The namespace index route; `routes` is read lazily (the index lists itself). */
export function namespaceRoute(routes: () => readonly WpRoute[]): WpRoute {
  return {
    resource: 'index',
    path: '',
    endpoints: [
      {
        methods: [['GET', 'calendar.index.read']],
        args: {
          namespace: { default: NAMESPACE },
          context: { default: 'view' },
        },
        handle(call) {
          if (call.params.get('namespace') !== NAMESPACE) return errors.invalidNamespace()
          return ok({
            namespace: NAMESPACE,
            routes: describeRoutes(routes(), call),
            _links: { up: [{ href: `${call.site.restRoot}/` }] },
          })
        },
        keepsLinks: true,
        reads: readKey('calendar.index.read'),
        doc: {
          summary: 'Describes every route of the namespace (WordPress namespace index)',
          responses: {
            '200': {
              description: 'The routes of the namespace, their methods and arguments',
              schema: { $ref: '#/components/schemas/NamespaceIndex' },
            },
            '404': { description: 'The specified namespace could not be found.' },
          },
        },
      },
    ],
  }
}
