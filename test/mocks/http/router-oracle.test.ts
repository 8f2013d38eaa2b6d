import fc from 'fast-check'
import FindMyWay, { type HTTPMethod } from 'find-my-way'
import { describe, expect, it } from 'vitest'
import { apis } from '../../../mocks/context/apis.js'
import { createRouter } from '../../../mocks/http/router.js'
import type { Api, HttpMethod, Route } from '../../../mocks/http/types.js'

/**
 * The router against find-my-way (Fastify's radix-tree router) on every route of both APIs and
 * on paths generated around them: the same route or the same miss, the same parameters. What
 * our upstreams do and find-my-way does not is given to it explicitly, each in one place:
 * - WordPress matches `@^route$@i`: the case of literal segments and of parameter patterns does
 *   not matter (find-my-way's `caseSensitive: false` covers literals; patterns get both cases);
 * - WordPress drops every trailing slash (`untrailingslashit`): the oracle is asked without them;
 * - both upstreams answer HEAD with the GET route: the oracle has HEAD routes beside GET ones;
 * - both upstreams percent-decode the path before matching, so `%2F` separates segments; find-my-way
 *   keeps it inside a parameter (checked on its own below, and kept out of generated paths).
 */

type Context = unknown
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const RUNS = { numRuns: 3000, seed: 20261126 }

function oracleFor(api: Api<Context>) {
  const caseless = api.routing?.caseInsensitive === true
  const router = FindMyWay({ caseSensitive: !caseless, allowUnsafeRegex: true })
  const pattern = (source: string) => (caseless ? source.replaceAll('a-z', 'a-zA-Z') : source)
  const add = (method: string, route: Route<Context>) => {
    const path = route.path.replace(/:(\w+)/g, (_all, name: string) => {
      const source = route.params?.[name]
      return source === undefined ? `:${name}` : `:${name}(^(?:${pattern(source)})$)`
    })
    router.on(method as HTTPMethod, path === '' ? '/' : path, () => route)
  }
  for (const route of api.routes) add(route.method, route)
  for (const route of api.routes)
    if (route.method === 'GET' && !api.routes.some((other) => other.path === route.path && other.method === 'HEAD'))
      add('HEAD', route)
  const asked = (path: string) => {
    if (!api.routing?.ignoreTrailingSlash) return path
    const trimmed = path.replace(/\/+$/, '')
    return trimmed === '' ? '/' : trimmed
  }
  return (method: string, path: string) => {
    const found = router.find(method as HTTPMethod, asked(path))
    if (found) return { route: (found.handler as () => Route<Context>)().name, params: { ...found.params } }
    const methods = [...METHODS, 'HEAD'].filter((other) => router.find(other as HTTPMethod, asked(path)) !== null)
    return methods.length > 0 ? { methods: methods.filter((other) => other !== 'HEAD').sort() } : { none: true }
  }
}

function oursFor(api: Api<Context>) {
  const router = createRouter(api.routes, api.routing)
  return (method: string, path: string) => {
    const match = router.match(method, path)
    if (match.kind === 'route') return { route: match.route.name, params: match.params }
    if (match.kind === 'method') return { methods: [...new Set(match.routes.map((route) => route.method))].sort() }
    return { none: true }
  }
}

/** A value each parameter pattern takes, and segments around it. */
const sample = (source: string | undefined) =>
  source === '\\d+' ? '7' : source?.startsWith('[a-z]{2}') ? 'fr' : 'some-slug'

const segment = fc.oneof(
  fc.constantFrom('7', '0', '12', 'fr', 'pt-br', 'FR', 'abc', 'A%20B', '%31', '%E2%82%AC', 'x.y', '-', '1e3'),
  fc.stringMatching(/^[a-zA-Z0-9_~.-]{1,8}$/),
)

describe.each(apis.map((api) => [api.name, api] as const))('the %s router against find-my-way', (_name, api) => {
  const oracle = oracleFor(api)
  const ours = oursFor(api)

  it('finds every route with its parameters, and names the methods of its path', () => {
    for (const route of api.routes) {
      const path = route.path.replace(/:(\w+)/g, (_all, name: string) => sample(route.params?.[name])) || '/'
      expect(ours(route.method, path), `${route.method} ${path}`).toEqual(oracle(route.method, path))
      for (const method of METHODS) expect(ours(method, path), `${method} ${path}`).toEqual(oracle(method, path))
    }
  })

  it('agrees on generated paths: parameters of any shape, case and slashes changed, segments added and dropped', () => {
    const caseless = api.routing?.caseInsensitive === true
    const path = fc
      .tuple(
        fc.constantFrom(...api.routes),
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        fc.constantFrom('as is', 'upper', 'extra segment', 'drop last', 'trailing slashes', 'double slash'),
      )
      .map(([route, values, change]) => {
        let index = 0
        let filled = route.path.replace(/:\w+/g, () => values[index++ % values.length] ?? '')
        if (change === 'upper' && caseless) filled = filled.toUpperCase()
        if (change === 'extra segment') filled = `${filled.replace(/\/$/, '')}/${values[3]}`
        if (change === 'drop last') filled = filled.replace(/\/[^/]*\/?$/, '')
        if (change === 'trailing slashes' && api.routing?.ignoreTrailingSlash) filled = `${filled}//`
        if (change === 'double slash') filled = filled.replace('/', '//')
        return filled === '' ? '/' : filled
      })
    fc.assert(
      fc.property(path, fc.constantFrom(...METHODS, 'HEAD'), (candidate, method) => {
        expect(ours(method, candidate), `${method} ${candidate}`).toEqual(oracle(method, candidate))
      }),
      RUNS,
    )
  })
})

describe('where the upstreams and find-my-way part', () => {
  it('an encoded slash separates segments for the upstreams (and stays inside a parameter for find-my-way)', () => {
    const identity = apis.find((api) => api.name === 'identity')
    expect(identity).toBeDefined()
    if (!identity) return
    const path = '/api/v2beta/core/users/a%2Fb/'
    expect(oursFor(identity)('GET', path)).toEqual({ none: true })
    // Without the lookup's pattern (`[^/.]+`, which find-my-way checks on the decoded value).
    const unpatterned = { ...identity, routes: identity.routes.map(({ params: _params, ...route }) => route) }
    expect(oracleFor(unpatterned)('GET', path)).toMatchObject({ params: { id: 'a/b' } })
  })
})
