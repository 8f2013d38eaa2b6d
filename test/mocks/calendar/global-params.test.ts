import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/** WordPress's global parameters, which apply to every route: `_fields`, `_envelope`, `_embed`, `_jsonp`, `_pretty`. */

const API = '/wp-json/cal/events/v1'
const anonymous = { auth: false }

describe.each(['msw', 'koa'] as const)('global parameters through %s', (host) => {
  const standin = useStandin({ host, resetEach: true })
  const db = () => standin.context.calendar
  const publishedEvent = () =>
    db()
      .events.rows()
      .find((event) => event.status === 'publish' && event.password === '' && event.venue !== null)!
  const childCategory = () =>
    db()
      .terms.rows()
      .find((term) => term.taxonomy === 'tribe_events_cat' && term.parent !== 0)!

  describe('_fields', () => {
    it('keeps the named fields, nested ones by path, in the answer’s order', async () => {
      const event = publishedEvent()
      const full = (await standin.send('GET', `${API}/events/${event.id}`, anonymous)).body
      const reply = await standin.send(
        'GET',
        `${API}/events/${event.id}?_fields=venue.venue,title,start_date_details.year,id,nothing`,
        anonymous,
      )
      expect(reply.status).toBe(200)
      expect(reply.text).toBe(
        JSON.stringify({
          id: event.id,
          title: full.title,
          start_date_details: { year: full.start_date_details.year },
          venue: { venue: full.venue.venue },
        }),
      )
      // Spaces separate fields too; a field named whole wins over its parts.
      const spaced = await standin.send(
        'GET',
        `${API}/events/${event.id}?_fields=start_date_details%20start_date_details.year`,
        anonymous,
      )
      expect(spaced.body).toEqual({ start_date_details: full.start_date_details })
    })

    it('filters a list answer’s envelope keys; lists inside it are arrays keyed by index, as in PHP', async () => {
      const reply = await standin.send('GET', `${API}/events?per_page=2&_fields=total,events.id`, anonymous)
      expect(reply.body).toEqual({ events: [], total: reply.body.total })
      expect(reply.body.total).toBeGreaterThan(2)
      const firstTwo = await standin.send('GET', `${API}/events?per_page=3&_fields=events.1`, anonymous)
      expect(Object.keys(firstTwo.body.events)).toEqual(['1'])
      expect(Array.isArray(firstTwo.body.events)).toBe(false)
      const none = await standin.send('GET', `${API}/events?_fields=nothing`, anonymous)
      expect(none.text).toBe('[]')
    })

    it('reads _fields from a JSON body, and leaves errors whole', async () => {
      const created = await standin.send('POST', `${API}/venues`, {
        json: { venue: 'Fields Hall', city: 'Lyon', _fields: ['id', 'venue'] },
      })
      expect(created.status).toBe(201)
      expect(Object.keys(created.body)).toEqual(['id', 'venue'])
      const missing = await standin.send('GET', `${API}/events/99999?_fields=id`, anonymous)
      expect(missing.status).toBe(404)
      expect(missing.body.code).toBe('rest-event-not-found')
    })

    it('keeps _links when they are named (core term routes) or added after filtering (namespace index)', async () => {
      const term = childCategory()
      const plain = await standin.send('GET', `${API}/categories/${term.id}?_fields=id`, anonymous)
      expect(plain.body).toEqual({ id: term.id })
      const linked = await standin.send('GET', `${API}/categories/${term.id}?_fields=id,_links`, anonymous)
      expect(Object.keys(linked.body)).toEqual(['id', '_links'])
      const index = await standin.send('GET', `${API}?_fields=namespace`, anonymous)
      expect(index.body).toEqual({
        namespace: 'cal/events/v1',
        _links: { up: [{ href: `${standin.origin}/wp-json/` }] },
      })
    })
  })

  describe('_envelope', () => {
    it('moves status and the answer’s own headers into the body, and answers 200', async () => {
      const reply = await standin.send('GET', `${API}/venues?per_page=2&_envelope`, anonymous)
      expect(reply.status).toBe(200)
      expect(Object.keys(reply.body)).toEqual(['body', 'status', 'headers'])
      expect(reply.body.status).toBe(200)
      expect(reply.body.headers).toEqual({
        'X-TEC-Total': reply.body.body.total,
        'X-TEC-TotalPages': reply.body.body.total_pages,
        Allow: 'GET',
      })
      expect(reply.headers.get('x-tec-total')).toBeNull()
      expect(reply.headers.get('allow')).toBeNull()
      // What WordPress sends before the envelope is made stays a header.
      expect(reply.headers.get('link')).toBe(`<${standin.origin}/wp-json/>; rel="https://api.w.org/"`)
      expect(reply.body.body.venues).toHaveLength(2)
    })

    it('wraps errors too', async () => {
      const reply = await standin.send('DELETE', `${API}/events/99999?_envelope=1`)
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({
        body: { code: 'rest-event-not-found', message: 'Event with ID 99999 does not exist.', data: { status: 404 } },
        status: 404,
        headers: { Allow: 'GET, DELETE, POST, PUT, PATCH' },
      })
      const unrouted = await standin.send('GET', `${API}/nothing?_envelope`)
      expect(unrouted.body).toEqual({
        body: {
          code: 'rest_no_route',
          message: 'No route was found matching the URL and request method.',
          data: { status: 404 },
        },
        status: 404,
        headers: [],
      })
    })
  })

  describe('_embed', () => {
    it('embeds a category’s parent from its embeddable `up` link, as core shows a term embedded', async () => {
      const term = childCategory()
      const parent = db().terms.get(term.parent)!
      const reply = await standin.send('GET', `${API}/categories/${term.id}?_embed`, anonymous)
      const up = reply.body._embedded.up
      expect(Object.keys(reply.body).slice(-2)).toEqual(['_links', '_embedded'])
      expect(up).toHaveLength(1)
      expect(up[0]).toMatchObject({ id: parent.id, name: parent.name, slug: parent.slug, taxonomy: 'tribe_events_cat' })
      expect(Object.keys(up[0])).toEqual(['id', 'link', 'name', 'slug', 'taxonomy', '_links'])
      expect(up[0].link).toBe((await standin.send('GET', `${API}/categories/${parent.id}`)).body.url)
      // Only the relations asked for; answers without embeddable links are unchanged.
      expect(
        (await standin.send('GET', `${API}/categories/${term.id}?_embed=about`, anonymous)).body._embedded,
      ).toBeUndefined()
      const event = publishedEvent()
      expect((await standin.send('GET', `${API}/events/${event.id}?_embed`, anonymous)).text).toBe(
        (await standin.send('GET', `${API}/events/${event.id}`, anonymous)).text,
      )
    })
  })

  describe('_jsonp and _pretty', () => {
    it('calls the named function, as JavaScript', async () => {
      const json = await standin.send('GET', `${API}/tags?per_page=1`, anonymous)
      const reply = await standin.send('GET', `${API}/tags?per_page=1&_jsonp=app.receive_1`, anonymous)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toBe('application/javascript; charset=UTF-8')
      expect(reply.text).toBe(`/**/app.receive_1(${json.text})`)
      expect((await standin.send('GET', `${API}/tags?per_page=1&_jsonp=`, anonymous)).text).toBe(json.text)
    })

    it.each(['alert(1)', 'a;b', 'x%20y'])(
      'refuses the callback %s before anything else, with code and message only',
      async (callback) => {
        const reply = await standin.send('GET', `${API}/nothing?_jsonp=${callback}`, anonymous)
        expect(reply.status).toBe(400)
        expect(reply.headers.get('content-type')).toBe('application/javascript; charset=UTF-8')
        expect(reply.body).toEqual({ code: 'rest_callback_invalid', message: 'Invalid JSONP callback function.' })
      },
    )

    it('indents with _pretty, from the query or the body', async () => {
      const compact = await standin.send('GET', `${API}/organizers?per_page=1`, anonymous)
      const pretty = await standin.send('GET', `${API}/organizers?per_page=1&_pretty`, anonymous)
      expect(pretty.text).toBe(JSON.stringify(compact.body, null, 4))
      const created = await standin.send('POST', `${API}/organizers`, {
        json: { organizer: 'Pretty Org', _pretty: true },
      })
      expect(created.text).toBe(JSON.stringify(created.body, null, 4))
    })
  })
})
