import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { calendarRoutes } from '../../../mocks/calendar/routes.js'
import { useStandin } from '../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const standin = useStandin()

describe('/doc', () => {
  it('is an OpenAPI 3.0 document that a validator accepts', async () => {
    const reply = await standin.send('GET', `${API}/doc`, { auth: false })
    expect(reply.status).toBe(200)
    expect(reply.body.openapi).toBe('3.0.0')
    expect(reply.body.info).toEqual({
      version: '1.0.0',
      title: 'The Events Calendar REST API',
      description: 'The Events Calendar REST API allows accessing upcoming events information easily and conveniently.',
    })
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(reply.body))).resolves.toBeDefined()
  })

  it('would fail validation with the plugin own defect (an optional password "in: path")', async () => {
    const doc = structuredClone((await standin.send('GET', `${API}/doc`)).body)
    doc.paths['/events/{id}'].get.parameters[1].in = 'path'
    await expect(SwaggerParser.validate(doc)).rejects.toThrow()
  })

  it('describes every route and method standin serves, by route name', async () => {
    const doc = (await standin.send('GET', `${API}/doc`)).body
    const documented = new Set<string>()
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>)) {
      for (const [method, operation] of Object.entries(item))
        documented.add(`${method.toUpperCase()} ${path} ${operation.operationId}`)
    }
    const served = new Set(
      calendarRoutes
        .filter((route) => route.path.startsWith(API))
        .map(
          (route) =>
            `${route.method} ${route.path.slice(API.length).replace(/:([a-z]+)/g, '{$1}') || '/'} ${route.name}`,
        ),
    )
    expect([...documented].sort()).toEqual([...served].sort())
    expect(
      doc.paths['/events/{id}'].get.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`),
    ).toEqual(['path:id', 'query:password'])
    expect(doc.paths['/events'].post.requestBody.content['application/json'].schema.required).toEqual([
      'title',
      'start_date',
      'end_date',
    ])
    expect(doc.paths['/venues/{id}'].patch.requestBody.required).toBe(false)
  })

  it('points its server at the host and language root of the request', async () => {
    expect((await standin.send('GET', `${API}/doc`)).body.servers).toEqual([{ url: `${standin.origin}${API}/` }])
    expect((await standin.send('GET', `/fr${API}/doc`)).body.servers).toEqual([{ url: `${standin.origin}/fr${API}/` }])
  })
})

describe('namespace index', () => {
  it('lists every route with its methods and arguments, in registration order', async () => {
    const reply = await standin.send('GET', API, { auth: false })
    expect(reply.status).toBe(200)
    expect(reply.body.namespace).toBe('cal/events/v1')
    expect(Object.keys(reply.body.routes)).toEqual([
      '/cal/events/v1',
      '/cal/events/v1/doc',
      '/cal/events/v1/events',
      '/cal/events/v1/events/(?P<id>\\d+)',
      '/cal/events/v1/events/by-slug/(?P<slug>[^/]+)',
      '/cal/events/v1/venues',
      '/cal/events/v1/venues/(?P<id>\\d+)',
      '/cal/events/v1/venues/by-slug/(?P<slug>[^/]+)',
      '/cal/events/v1/organizers',
      '/cal/events/v1/organizers/(?P<id>\\d+)',
      '/cal/events/v1/organizers/by-slug/(?P<slug>[^/]+)',
      '/cal/events/v1/categories',
      '/cal/events/v1/categories/(?P<id>\\d+)',
      '/cal/events/v1/tags',
      '/cal/events/v1/tags/(?P<id>\\d+)',
    ])
    const events = reply.body.routes['/cal/events/v1/events']
    expect(events.methods).toEqual(['GET', 'POST'])
    expect(events._links).toEqual({ self: [{ href: `${standin.origin}${API}/events` }] })
    // The live date window: yesterday 23:59 and two years from now (the clock is pinned).
    expect(events.endpoints[0].args.start_date).toEqual({
      default: '2026-11-19 23:59:00',
      description: 'Events that start on the specified date',
      required: false,
    })
    expect(events.endpoints[0].args.end_date.default).toBe('2028-11-20 10:00:00')
    expect(events.endpoints[1].args.title).toEqual({ type: 'string', description: 'The event title', required: true })
    expect(reply.body.routes['/cal/events/v1/events/(?P<id>\\d+)']).not.toHaveProperty('_links')
    expect(reply.body._links).toEqual({ up: [{ href: `${standin.origin}/wp-json/` }] })
  })

  it('answers 404 rest_invalid_namespace for another namespace', async () => {
    const reply = await standin.send('GET', `${API}?namespace=wp/v2`)
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({
      code: 'rest_invalid_namespace',
      message: 'The specified namespace could not be found.',
      data: { status: 404 },
    })
  })
})

/**
 * What the document takes and refuses, as the server does (issue 23, item 8): WordPress reads a
 * JSON body that is not an object as no parameters (`WP_REST_Request::get_param`'s `isset`) and
 * every argument from the query string too (`get_parameter_order`); the plugin's `is_string`
 * refuses `""` and `"0"` (`! empty()`), and an id of 0 names nothing.
 */
describe('/doc takes what the server takes and refuses what it refuses', () => {
  const ajv = new Ajv({ strict: false })
  const schemaAt = async (pointer: (doc: any) => object) => {
    const doc = (await standin.send('GET', `${API}/doc`)).body
    return (value: unknown) => ajv.compile({ ...pointer(doc), components: doc.components })(value)
  }

  it('an update body that is empty, a list or any JSON; a create body with its required fields', async () => {
    const update = await schemaAt((doc) => doc.paths['/events/{id}'].put.requestBody.content['application/json'].schema)
    for (const body of [{}, [], [1, 2], 'x', 0, null, { title: 'T' }])
      expect(update(body), JSON.stringify(body)).toBe(true)
    const create = await schemaAt((doc) => doc.paths['/events'].post.requestBody.content['application/json'].schema)
    expect(create([])).toBe(false)
    expect(create({ title: 'T', start_date: '2026-12-01', end_date: '2026-12-02' })).toBe(true)
  })

  it('the arguments of a write in its query string, and no empty search or id 0', async () => {
    const doc = (await standin.send('GET', `${API}/doc`)).body
    const names = (operation: { parameters: Array<{ name: string; in: string; required: boolean }> }) =>
      operation.parameters.filter((each) => each.in === 'query')
    expect(names(doc.paths['/events'].post).map((each) => each.name)).toContain('title')
    expect(names(doc.paths['/events'].post).every((each) => !each.required)).toBe(true)
    const search = await schemaAt(
      (doc) => doc.paths['/events'].get.parameters.find((each: { name: string }) => each.name === 'search').schema,
    )
    expect([search(''), search('0'), search('jazz')]).toEqual([false, false, true])
    const id = await schemaAt((doc) => doc.paths['/categories/{id}'].get.parameters[0].schema)
    expect([id(0), id(4)]).toEqual([false, true])
    const slug = await schemaAt((doc) => doc.paths['/events/by-slug/{slug}'].get.parameters[0].schema)
    expect([slug(''), slug('a-gig')]).toEqual([false, true])
  })
})
