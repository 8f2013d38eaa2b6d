import type { Context } from 'koa'
import { apis } from '../../mocks/context/apis.js'
import { ownedPaths } from '../../mocks/http/prefix.js'
import { nearMisses as nearestRoutes } from '../../mocks/http/near-misses.js'
import { createRouter } from '../../mocks/http/router.js'
import { answer, array, error, object, query, ref, text } from './describe.js'
import { fail } from './json.js'
import type { ControlResource } from './route.js'

/**
 * `GET /__standin/near-misses?method=&path=`: the routes nearest to a request no route matched,
 * each with why it missed (method, a path segment, a trailing slash), as WireMock's near-miss
 * report gives them. Computed from the APIs' own routing tables (mocks/http/router.ts), of the
 * API that owns the path, or of both when neither does (a mistyped prefix).
 */

const routers = apis.map((api) => ({
  api,
  owns: ownedPaths(api),
  router: createRouter(api.routes, api.routing),
}))

export interface NearMissShown {
  api: string
  route: string
  method: string
  path: string
  distance: number
  reasons: string[]
}

const SHOWN = 5

/** The nearest routes for a method and a path, nearest first. */
export function nearMissesOf(method: string, pathname: string): NearMissShown[] {
  const owners = routers.filter(({ owns }) => owns.some((prefix) => prefix.matches(pathname)))
  return (owners.length > 0 ? owners : routers)
    .flatMap(({ api, router }) =>
      nearestRoutes(router.tables, method.toUpperCase(), pathname, SHOWN).map(({ route, distance, reasons }) => ({
        api: api.name,
        route: route.name,
        method: route.method,
        path: route.path,
        distance: Math.round(distance * 100) / 100,
        reasons,
      })),
    )
    .sort((a, b) => a.distance - b.distance)
    .slice(0, SHOWN)
}

/** The method and path a near-miss query names, or what is wrong with it. */
function requestOf(ctx: Context): { method: string; path: string } | string {
  const { method = 'GET', path } = ctx.query
  if (typeof method !== 'string' || !/^[A-Za-z]{1,16}$/.test(method)) return '"method" must be an HTTP method.'
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 8192)
    return '"path" must be a path starting with "/" (at most 8 KiB).'
  return { method, path: path.split('?')[0] ?? path }
}

export const nearMisses: ControlResource = {
  schemas: {
    NearMiss: object({
      api: text,
      route: { ...text, description: "The route's name (identity.core.users.list)." },
      method: text,
      path: { ...text, description: 'The route as declared (":id" a parameter).' },
      distance: {
        type: 'number',
        minimum: 0,
        description: 'How far the request was from it: 0.25 a slash, 0.5 a method, up to 1 a segment.',
      },
      reasons: array(text),
    }),
    NearMisses: object({ nearMisses: array(ref('NearMiss'), { maxItems: SHOWN }) }),
  },
  routes: [
    {
      method: 'GET',
      path: '/near-misses',
      describe: {
        summary: 'The routes nearest to a method and path, each with why it did not match.',
        parameters: [
          query('method', { ...text, pattern: '^[A-Za-z]{1,16}$' }, 'The method (GET when absent).'),
          query('path', { ...text, pattern: '^/' }, 'The path (a query is ignored).'),
        ],
        responses: {
          '200': answer(`At most ${SHOWN}, nearest first.`, ref('NearMisses')),
          '400': error('The method or the path is missing or is not one.'),
        },
      },
      handle(ctx) {
        const request = requestOf(ctx)
        if (typeof request === 'string') return fail(ctx, request)
        ctx.body = { nearMisses: nearMissesOf(request.method, request.path) }
      },
    },
  ],
}
