import { describe, expect, it } from 'vitest'
import { calendarRoutes } from '../../../mocks/calendar/routes.js'
import { useStandin } from '../../helpers/standin.js'

/** How WordPress clients find the API: the front page's Link header, then the REST index. */

const API = '/wp-json/cal/events/v1'
const anonymous = { auth: false }

describe.each(['msw', 'koa'] as const)('discovery through %s', (host) => {
  const standin = useStandin({ host })

  it('links the REST index from the front page, in the Link header and the page', async () => {
    const page = await standin.send('GET', '/', anonymous)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(page.headers.get('link')).toBe(`<${standin.origin}/wp-json/>; rel="https://api.w.org/"`)
    expect(page.text).toContain(`<link rel="https://api.w.org/" href="${standin.origin}/wp-json/">`)
    // Whoever opens the server's address in a browser finds the workbench.
    expect(page.text).toContain(`<a href="${standin.origin}/__standin/">`)
    const head = await standin.send('HEAD', '/', anonymous)
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(head.headers.get('link')).toBe(page.headers.get('link'))
  })

  it.each(['/wp-json/', '/wp-json', '/fr/wp-json/'])('serves the REST index at %s', async (path) => {
    const index = await standin.send('GET', path, anonymous)
    expect(index.status).toBe(200)
    const home = `${standin.origin}${path.startsWith('/fr') ? '/fr' : ''}`
    expect(Object.keys(index.body)).toEqual([
      'name',
      'description',
      'url',
      'home',
      'gmt_offset',
      'timezone_string',
      'namespaces',
      'authentication',
      'routes',
      'site_logo',
      'site_icon',
      'site_icon_url',
      '_links',
    ])
    expect(index.body).toMatchObject({ url: home, home, namespaces: ['cal/events/v1'], timezone_string: 'UTC' })
    expect(index.headers.get('link')).toBe(`<${home}/wp-json/>; rel="https://api.w.org/"`)
    expect(index.headers.get('allow')).toBe('GET')
    // The site's own route, then the namespace's, each in the namespace index's words.
    const namespaceIndex = (await standin.send('GET', `${path.startsWith('/fr') ? '/fr' : ''}${API}`, anonymous)).body
    const { '/': own, ...routes } = index.body.routes
    expect(own).toEqual({
      namespace: '',
      methods: ['GET'],
      endpoints: [{ methods: ['GET'], args: { context: { default: 'view', required: false } } }],
      _links: { self: [{ href: `${home}/wp-json/` }] },
    })
    expect(routes).toEqual(namespaceIndex.routes)
    expect(routes['/cal/events/v1/events/(?P<id>\\d+)'].methods).toEqual(['GET', 'DELETE', 'POST', 'PUT', 'PATCH'])
  })

  it('answers HEAD and OPTIONS on the index, and rest_no_route for other methods', async () => {
    expect((await standin.send('HEAD', '/wp-json/', anonymous)).status).toBe(200)
    const options = await standin.send('OPTIONS', '/wp-json/', anonymous)
    expect(options.body.namespace).toBe('')
    const post = await standin.send('POST', '/wp-json/', { json: {} })
    expect(post.status).toBe(404)
    expect(post.body.code).toBe('rest_no_route')
  })

  it('names the front page and the index among the routes', () => {
    const names = calendarRoutes.map((route) => `${route.method} ${route.path} ${route.name}`)
    expect(names).toContain('GET / calendar.home.read')
    expect(names).toContain('GET /wp-json calendar.site.read')
    expect(names).toContain('GET /:lang/wp-json calendar.site.read')
  })
})
