import { describe, expect, it } from 'vitest'
import { createRouter } from '../../../mocks/http/router.js'
import type { HttpMethod, Route, RouterOptions } from '../../../mocks/http/types.js'

/** The shared router: exact matching by default (Django), WordPress's rules when an API asks for them. */

const route = (method: HttpMethod, path: string, params?: Record<string, string>): Route<undefined> => ({
  name: `${method} ${path}`,
  method,
  path,
  ...(params ? { params } : {}),
  resolve: () => ({ status: 200 }),
})

/** Which route answers, by name, with the parameters; or what the miss says. */
function found(routes: Array<Route<undefined>>, options: RouterOptions | undefined, method: string, path: string) {
  const match = createRouter(routes, options).match(method, path)
  if (match.kind === 'route') return { route: match.route.name, params: match.params }
  if (match.kind === 'method')
    return { methods: match.routes.map((candidate) => candidate.method), params: match.params }
  return { none: true, slash: match.slash, params: match.params }
}

const WORDPRESS: RouterOptions = { caseInsensitive: true, ignoreTrailingSlash: true }

describe('the router, by default', () => {
  const routes = [
    route('GET', '/api/things/'),
    route('GET', '/api/things/:id/'),
    route('DELETE', '/api/things/:id/'),
    route('GET', '/api/swagger.json'),
  ]

  it('matches literal segments exactly, and takes parameters percent-decoded', () => {
    expect(found(routes, undefined, 'GET', '/api/things/')).toEqual({ route: 'GET /api/things/', params: {} })
    expect(found(routes, undefined, 'GET', '/api/things/a%20b/')).toEqual({
      route: 'GET /api/things/:id/',
      params: { id: 'a b' },
    })
    expect(found(routes, undefined, 'GET', '/api/things/%E0%A4%A/')).toEqual({
      route: 'GET /api/things/:id/',
      params: { id: '%E0%A4%A' },
    })
    expect(found(routes, undefined, 'GET', '/API/things/')).toEqual({ none: true, slash: false, params: {} })
  })

  it('never takes an empty segment as a parameter', () => {
    expect(found(routes, undefined, 'GET', '/api/things//')).toMatchObject({ none: true })
  })

  it('answers HEAD with the GET route, and names the methods a path has for another method', () => {
    expect(found(routes, undefined, 'HEAD', '/api/things/7/')).toEqual({
      route: 'GET /api/things/:id/',
      params: { id: '7' },
    })
    expect(found(routes, undefined, 'PUT', '/api/things/7/')).toEqual({
      methods: ['GET', 'DELETE'],
      params: { id: '7' },
    })
    expect(found(routes, undefined, 'BREW', '/api/things/7/')).toEqual({
      methods: ['GET', 'DELETE'],
      params: { id: '7' },
    })
  })

  it('says when the path with a trailing slash added has routes (Django redirects there)', () => {
    expect(found(routes, undefined, 'GET', '/api/things/7')).toEqual({ none: true, slash: true, params: { id: '7' } })
    expect(found(routes, undefined, 'POST', '/api/things')).toMatchObject({ none: true, slash: true })
    expect(found(routes, undefined, 'GET', '/api/swagger.json')).toEqual({ route: 'GET /api/swagger.json', params: {} })
    expect(found(routes, undefined, 'GET', '/api/nothing')).toMatchObject({ none: true, slash: false })
  })

  it('refuses a method registered twice at a path', () => {
    expect(() => createRouter([route('GET', '/a/:id'), route('GET', '/a/:id')])).toThrow(
      'GET /a/:id is registered twice',
    )
  })
})

describe("the router, with WordPress's rules", () => {
  const routes = [
    route('GET', '/'),
    route('GET', '/wp-json'),
    route('GET', '/:lang/wp-json', { lang: '[a-z]{2}(?:-[a-z]{2})?' }),
    route('GET', '/wp-json/ns/v1/events'),
    route('GET', '/wp-json/ns/v1/events/:id', { id: '\\d+' }),
    route('POST', '/wp-json/ns/v1/events/:id', { id: '\\d+' }),
    route('GET', '/wp-json/ns/v1/events/by-slug/:slug', { slug: '[^/]+' }),
    route('GET', '/:lang/wp-json/ns/v1/events/:id', { lang: '[a-z]{2}(?:-[a-z]{2})?', id: '\\d+' }),
  ]

  it('matches route paths in any case, as `@^route$@i` does, keeping the case of parameters', () => {
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/NS/v1/Events')).toEqual({
      route: 'GET /wp-json/ns/v1/events',
      params: {},
    })
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/ns/v1/EVENTS/BY-SLUG/Jazz-Night')).toEqual({
      route: 'GET /wp-json/ns/v1/events/by-slug/:slug',
      params: { slug: 'Jazz-Night' },
    })
    expect(found(routes, WORDPRESS, 'GET', '/PT-br/wp-json/ns/v1/events/3')).toEqual({
      route: 'GET /:lang/wp-json/ns/v1/events/:id',
      params: { lang: 'PT-br', id: '3' },
    })
  })

  it('drops trailing slashes before matching (untrailingslashit), the root included', () => {
    for (const path of ['/wp-json/ns/v1/events/', '/wp-json/ns/v1/events//']) {
      expect(found(routes, WORDPRESS, 'GET', path)).toEqual({ route: 'GET /wp-json/ns/v1/events', params: {} })
    }
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/')).toEqual({ route: 'GET /wp-json', params: {} })
    expect(found(routes, WORDPRESS, 'GET', '/')).toEqual({ route: 'GET /', params: {} })
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/ns/v1/nothing')).toMatchObject({ none: true, slash: false })
  })

  it('holds each parameter to its pattern, over the whole segment percent-decoded (as rest_route is)', () => {
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/ns/v1/events/12')).toEqual({
      route: 'GET /wp-json/ns/v1/events/:id',
      params: { id: '12' },
    })
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/ns/v1/events/%31')).toEqual({
      route: 'GET /wp-json/ns/v1/events/:id',
      params: { id: '1' },
    })
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/ns/v1/%45vents/2')).toMatchObject({ params: { id: '2' } })
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/ns/v1/events/by-slug/a%2Fb')).toMatchObject({ none: true })
    for (const id of ['abc', '1.5', '12a', '%41'])
      expect(found(routes, WORDPRESS, 'GET', `/wp-json/ns/v1/events/${id}`)).toMatchObject({ none: true })
    expect(found(routes, WORDPRESS, 'GET', '/wp-json/ns/v1/events/by-slug')).toMatchObject({ none: true })
    for (const lang of ['fra', 'f', 'fr-', '12'])
      expect(found(routes, WORDPRESS, 'GET', `/${lang}/wp-json`)).toMatchObject({ none: true })
  })

  it('takes a literal segment before a parameter, and tries parameters in the order declared', () => {
    const overlapping = [
      route('GET', '/a/:id', { id: '\\d+' }),
      route('GET', '/a/:slug/x', { slug: '[a-z0-9]+' }),
      route('GET', '/a/:name', { name: '.+' }),
      route('GET', '/a/new'),
    ]
    expect(found(overlapping, WORDPRESS, 'GET', '/a/new')).toEqual({ route: 'GET /a/new', params: {} })
    expect(found(overlapping, WORDPRESS, 'GET', '/a/7')).toEqual({ route: 'GET /a/:id', params: { id: '7' } })
    // `7` is an id, but no id route goes on to `/x`: the walk backs up and takes it as a slug.
    expect(found(overlapping, WORDPRESS, 'GET', '/a/7/x')).toEqual({ route: 'GET /a/:slug/x', params: { slug: '7' } })
    expect(found(overlapping, WORDPRESS, 'GET', '/a/B-c')).toEqual({ route: 'GET /a/:name', params: { name: 'B-c' } })
  })

  it('hands a method the path lacks to the fallback with the routes there and their parameters', () => {
    expect(found(routes, WORDPRESS, 'DELETE', '/wp-json/ns/v1/Events/9/')).toEqual({
      methods: ['GET', 'POST'],
      params: { id: '9' },
    })
  })

  it('tells the fallback the parameters taken on the longest way in (the language root of an unknown route)', () => {
    expect(found(routes, WORDPRESS, 'GET', '/fr/wp-json/ns/v1/nothing')).toEqual({
      none: true,
      slash: false,
      params: { lang: 'fr' },
    })
    expect(found(routes, WORDPRESS, 'GET', '/fra/wp-json/ns/v1/events/1')).toEqual({
      none: true,
      slash: false,
      params: {},
    })
  })

  it('finds the route WordPress finds: the first whose `@^route$@i` matches the path without trailing slashes', () => {
    const table = routes.filter((candidate) => candidate.path.startsWith('/wp-json/ns/v1'))
    const regexOf = (candidate: Route<undefined>) =>
      new RegExp(
        `^${candidate.path.replace(/:([a-z]+)/g, (_all, name: string) => `(?<${name}>${candidate.params?.[name] ?? '[^/]+'})`)}$`,
        'i',
      )
    const paths = [
      '/events',
      '/Events/',
      '/events/1',
      '/events/01//',
      '/events/x',
      '/events/by-slug/a',
      '/events/by-slug/1',
      '/events/by-slug',
      '/EVENTS/BY-SLUG/Z/',
    ]
    for (const tail of paths) {
      const path = `/wp-json/ns/v1${tail}`
      const wordpress = table.find((candidate) => regexOf(candidate).test(path.replace(/\/+$/, '')))
      const match = createRouter(table, WORDPRESS).match('GET', path)
      expect(match.kind === 'route' ? match.route : undefined, path).toBe(wordpress)
    }
  })
})
