import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../../mocks/context/context.js'
import { calendarRoutes, wpRoutes } from '../../../mocks/calendar/routes.js'
import { useStandin } from '../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })
const anonymous = { auth: false }

describe('calendar routing', () => {
  it('serves every route under /wp-json and under a language root, named calendar.<resource>.<action>', () => {
    // 52 operations of the namespace and the REST index under each root, and the front page.
    expect(calendarRoutes).toHaveLength(107)
    const names = new Set(calendarRoutes.map((route) => route.name))
    for (const name of [
      'calendar.home.read',
      'calendar.site.read',
      'calendar.index.read',
      'calendar.doc.read',
      'calendar.events.list',
      'calendar.events.by_slug.read',
      'calendar.tags.patch',
    ]) {
      expect(names.has(name)).toBe(true)
    }
    expect(calendarRoutes.filter((route) => route.path.startsWith('/:lang/'))).toHaveLength(53)
    expect(wpRoutes).toHaveLength(15)
  })

  it.each(['/fr', '/de', '/pt-br', '/EN-gb'])('answers the same under the language root %s', async (root) => {
    const plain = await standin.send('GET', `${API}/events?per_page=2`, anonymous)
    const localized = await standin.send('GET', `${root}${API}/events?per_page=2`, anonymous)
    expect(localized.status).toBe(200)
    expect(localized.body.total).toBe(plain.body.total)
    expect(localized.body.events.map((event: { id: number }) => event.id)).toEqual(
      plain.body.events.map((event: { id: number }) => event.id),
    )
    // Links stay under the language root the request came in on.
    expect(localized.body.rest_url.startsWith(`${standin.origin}${root}${API}/events/`)).toBe(true)
    expect(localized.headers.get('link')).toBe(`<${standin.origin}${root}/wp-json/>; rel="https://api.w.org/"`)
  })

  it.each(['/fra', '/f', '/fr-', '/fr-fra', '/12', '/wp-json'])(
    'answers rest_no_route under %s, which is not a language',
    async (root) => {
      const reply = await standin.send('GET', `${root}${API}/events`)
      expect(reply.status).toBe(404)
      expect(reply.body).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      })
    },
  )

  it.each([
    `${API}/nothing`,
    `${API}/events/abc`,
    `${API}/events/by-slug`,
    `${API}/venues/1.5`,
    `${API}/categories/by-slug/music`,
  ])('answers 404 rest_no_route for %s', async (path) => {
    const reply = await standin.send('GET', path)
    expect(reply.status).toBe(404)
    expect(reply.body.code).toBe('rest_no_route')
    expect(reply.headers.get('allow')).toBeNull()
  })

  // WP_REST_Server::dispatch answers rest_no_route without set_matched_route, and
  // rest_send_allow_header (wp-includes/rest-api.php) sends Allow only for a matched route.
  it('answers 404 rest_no_route without Allow for a method the route does not have', async () => {
    for (const [method, path] of [
      ['DELETE', `${API}/events`],
      ['PUT', `${API}/venues`],
      ['POST', `${API}/doc`],
      ['PATCH', API],
    ]) {
      const reply = await standin.send(method!, path!, { json: {} })
      expect(reply.status).toBe(404)
      expect(reply.body.code).toBe('rest_no_route')
      expect(reply.headers.get('allow')).toBeNull()
    }
  })

  // rest_handle_options_request (wp-includes/rest-api.php) answers every OPTIONS itself.
  it('answers OPTIONS on a path no route matches with 200 [] and no Allow', async () => {
    for (const path of [`${API}/nothing`, `${API}/events/abc`]) {
      const reply = await standin.send('OPTIONS', path)
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual([])
      expect(reply.headers.get('allow')).toBeNull()
    }
  })

  it('ignores trailing slashes and the case of route paths, as WordPress does', async () => {
    const plain = await standin.send('GET', `${API}/events?per_page=1`)
    for (const path of [`${API}/events/?per_page=1`, `${API}/events//?per_page=1`, `${API}/EVENTS?per_page=1`]) {
      const reply = await standin.send('GET', path)
      expect(reply.status).toBe(200)
      expect(reply.body.events).toEqual(plain.body.events)
    }
    expect((await standin.send('GET', `${API}/`)).body.namespace).toBe('cal/events/v1')
  })

  it('sends WordPress REST headers and the Allow of the matched route', async () => {
    const reply = await standin.send('GET', `${API}/events/by-slug/nope`, anonymous)
    expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8')
    expect(reply.headers.get('x-robots-tag')).toBe('noindex')
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff')
    expect(reply.headers.get('link')).toBe(`<${standin.origin}/wp-json/>; rel="https://api.w.org/"`)
    expect(reply.headers.get('access-control-expose-headers')).toBe('X-WP-Total, X-WP-TotalPages, Link')
    expect(reply.headers.get('x-wp-total')).toBeNull()
    // Anonymous callers may only GET; the token holder may do everything the route offers.
    expect(reply.headers.get('allow')).toBe('GET')
    const authed = await standin.send('GET', `${API}/events/by-slug/nope`)
    expect(authed.headers.get('allow')).toBe('GET, DELETE, POST, PUT, PATCH')
    expect(authed.headers.get('cache-control')).toBe('no-cache, must-revalidate, max-age=0, no-store, private')
  })

  it('answers CORS for a request with an Origin', async () => {
    const reply = await standin.send('GET', `${API}/events?per_page=1`, { headers: { Origin: 'https://app.example' } })
    expect(reply.headers.get('access-control-allow-origin')).toBe('https://app.example')
    expect(reply.headers.get('access-control-allow-credentials')).toBe('true')
    expect(reply.headers.get('vary')).toBe('Origin')
  })

  it('answers HEAD like GET without a body', async () => {
    const get = await standin.send('GET', `${API}/venues?per_page=2`)
    const head = await standin.send('HEAD', `${API}/venues?per_page=2`)
    expect(head.status).toBe(200)
    expect(head.text).toBe('')
    expect(head.headers.get('x-tec-total')).toBe(get.headers.get('x-tec-total'))
  })

  it('answers OPTIONS with the route description and its Allow', async () => {
    const reply = await standin.send('OPTIONS', `${API}/events/12`)
    expect(reply.status).toBe(200)
    expect(reply.body.methods).toEqual(['GET', 'DELETE', 'POST', 'PUT', 'PATCH'])
    expect(reply.body.endpoints[0].args.id).toEqual({
      type: 'integer',
      description: 'the event post ID',
      required: true,
    })
    expect(reply.headers.get('allow')).toBe('GET, DELETE, POST, PUT, PATCH')
  })

  it('honours _method and X-HTTP-Method-Override on POST', async () => {
    const venue = standin.context.calendar.venues.rows()[0]!
    const viaQuery = await standin.send('POST', `${API}/venues/${venue.id}?_method=DELETE`)
    expect(viaQuery.status).toBe(200)
    expect(viaQuery.body.status).toBe('trash')
    const viaHeader = await standin.send('POST', `${API}/venues/${venue.id}`, {
      headers: { 'X-HTTP-Method-Override': 'DELETE' },
    })
    expect(viaHeader.status).toBe(410)
    expect(viaHeader.body.code).toBe('venue-is-in-trash')
  })

  it('answers 400 rest_invalid_json for a JSON body that does not parse, after matching the route', async () => {
    const reply = await standin.send('POST', `${API}/events`, {
      body: '{"title": ',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({
      code: 'rest_invalid_json',
      message: 'Invalid JSON body passed.',
      data: { status: 400, json_error_code: 4, json_error_message: 'Syntax error' },
    })
    const deep = await standin.send('POST', `${API}/events`, {
      body: `${'['.repeat(600)}${']'.repeat(600)}`,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(deep.status).toBe(400)
    expect(deep.body.code).toBe('rest_invalid_json')
  })
})

describe('calendar authentication', () => {
  const create = { title: 'Auth check', start_date: '2027-01-01 10:00:00', end_date: '2027-01-01 11:00:00' }

  it('accepts Bearer <token> and Basic base64(<user>:<token>)', async () => {
    const bearer = await standin.send('POST', `${API}/tags`, { json: { name: 'Bearer tag' } })
    expect(bearer.status).toBe(201)
    const basic = `Basic ${Buffer.from(`admin:${DEFAULT_TOKEN}`).toString('base64')}`
    const reply = await standin.send('POST', `${API}/tags`, {
      json: { name: 'Basic tag' },
      headers: { Authorization: basic },
    })
    expect(reply.status).toBe(201)
  })

  it.each([
    ['no credentials', undefined],
    ['a wrong bearer token', 'Bearer nope'],
    ['a wrong basic password', `Basic ${Buffer.from('admin:nope').toString('base64')}`],
    ['basic without a user', `Basic ${Buffer.from(`:${DEFAULT_TOKEN}`).toString('base64')}`],
    ['basic that is not base64', 'Basic %%%'],
    ['an unknown scheme', `Token ${DEFAULT_TOKEN}`],
  ])('answers 401 rest_forbidden to a valid write with %s', async (_label, header) => {
    const options =
      header === undefined ? { json: create, auth: false } : { json: create, headers: { Authorization: header } }
    const reply = await standin.send('POST', `${API}/events`, options)
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    })
    expect(standin.context.calendar.events.rows().some((event) => event.title === 'Auth check')).toBe(false)
  })

  it('checks required parameters and validation before permissions (400, not 401)', async () => {
    const missing = await standin.send('POST', `${API}/events`, anonymous)
    expect(missing.status).toBe(400)
    expect(missing.body).toEqual({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): title, start_date, end_date',
      data: { status: 400, params: ['title', 'start_date', 'end_date'] },
    })
    const invalid = await standin.send('DELETE', `${API}/venues/99999`, anonymous)
    expect(invalid.status).toBe(400)
    expect(invalid.body.code).toBe('rest_invalid_param')
    // For events only the id's shape is checked first: a valid id reaches the permission check.
    expect((await standin.send('DELETE', `${API}/events/99999`, anonymous)).status).toBe(401)
    expect((await standin.send('DELETE', `${API}/events/99999`)).status).toBe(404)
  })

  it('reads are public', async () => {
    for (const path of [
      API,
      `${API}/doc`,
      `${API}/events`,
      `${API}/venues`,
      `${API}/organizers`,
      `${API}/categories`,
      `${API}/tags`,
    ]) {
      expect((await standin.send('GET', path, anonymous)).status).toBe(200)
    }
  })
})

describe('hostile input', () => {
  it('keeps __proto__ and constructor keys as plain data', async () => {
    const reply = await standin.send('POST', `${API}/events?__proto__[polluted]=1&constructor[prototype][polluted]=1`, {
      json: {
        title: 'Prototype party',
        start_date: '2027-02-01 10:00:00',
        end_date: '2027-02-01 12:00:00',
        __proto__: { polluted: true },
        constructor: { prototype: { polluted: true } },
        venue: { venue: 'Proto Hall', __proto__: { polluted: true } },
      },
    })
    expect(reply.status).toBe(201)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
    expect(reply.body.venue.venue).toBe('Proto Hall')
  })

  it.each([
    ['page', 'page=0'],
    ['page', 'page=-1'],
    ['page', 'page=foo'],
    ['page', 'page=1.5'],
    ['per_page', 'per_page=0'],
    ['per_page', 'per_page=foo%20bar'],
  ])('answers 400 for bad %s (%s)', async (param, query) => {
    const reply = await standin.send('GET', `${API}/events?${query}`)
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({
      code: 'rest_invalid_param',
      message: `Invalid parameter(s): ${param}`,
      data: { status: 400, params: { [param]: 'Invalid parameter.' }, details: [] },
    })
  })

  it('answers 400, not 500, to values WordPress could not store', async () => {
    const event = { title: 'Edge', start_date: '2027-01-01 10:00', end_date: '2027-01-01 11:00' }
    for (const [field, value] of [
      ['start_date', '999999999999999'],
      ['end_date', '1e308'],
      ['date', '@-99999999999'],
      ['start_date', '0'],
    ] as const) {
      const reply = await standin.send('POST', `${API}/events`, { json: { ...event, [field]: value } })
      expect(reply.status, `${field}=${value}`).toBe(400)
      expect(reply.body.data.params).toEqual({ [field]: 'Invalid parameter.' })
    }
    expect((await standin.send('GET', `${API}/events?start_date=99999999999999`)).status).toBe(400)
    const image = await standin.send('POST', `${API}/events`, {
      json: { ...event, image: 'https://images.example/wp-content/uploads/%E0%A4%A.jpg' },
    })
    expect(image.status).toBe(400)
    expect(image.body.data.params).toEqual({ image: 'Invalid parameter.' })
    const blankName = await standin.send('POST', `${API}/categories`, { json: { name: '   ' } })
    expect(blankName.status).toBe(400)
    expect(blankName.body).toEqual({
      code: 'empty_term_name',
      message: 'A name is required for this term.',
      data: { status: 400 },
    })
  })

  it('never answers 5xx to odd bodies', async () => {
    const bodies: Array<[string, string]> = [
      ['application/json', '[1, 2, 3]'],
      ['application/json', '"just text"'],
      ['application/json', 'null'],
      ['application/json', '0'],
      ['application/x-www-form-urlencoded', 'title[]=a&start_date[x]=1&end_date=%E0%A4%A'],
      ['application/x-www-form-urlencoded', 'venue[venue]=X&venue[city][]=Y&organizer[0][organizer]=&a[[[=1'],
      ['text/plain', 'title=hello'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nT\r\n--x--'],
    ]
    for (const [type, body] of bodies) {
      for (const path of [`${API}/events`, `${API}/venues`, `${API}/organizers`, `${API}/categories`, `${API}/tags`]) {
        const reply = await standin.send('POST', path, { body, headers: { 'Content-Type': type } })
        expect(reply.status, `${type} ${body} ${path}`).toBeLessThan(500)
        expect(reply.status, `${type} ${body} ${path}`).toBeGreaterThanOrEqual(200)
      }
    }
  })
})
