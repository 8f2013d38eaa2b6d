import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/**
 * Which `id` (or `slug`) a single route reads, and how it is checked (issue 23, items 1 and 2;
 * issue 22, item 10). WordPress reads a request's parameters in one order, JSON body, form body
 * (POST, PUT, PATCH, DELETE), query string, then the route's own (WordPress 7.0.3
 * `wp-includes/rest-api/class-wp-rest-request.php`, `WP_REST_Request::get_parameter_order`),
 * validates the value `get_param()` returns (`has_valid_params`), path parameters included, and
 * the plugin's handlers read `$request['id']` the same way (TEC 6.17.2 `Single_Event::get`,
 * `update`, `delete`; `Term_Single_Base`; `Single_Venue`). The answers below are those of
 * upstream's real `WP_REST_Request` run with the plugin's validators (the research harness).
 */

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })
const db = () => standin.context.calendar
const form = (body: string) => ({ body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })

const invalidId = {
  code: 'rest_invalid_param',
  message: 'Invalid parameter(s): id',
  data: { status: 400, params: { id: 'Invalid parameter.' }, details: [] },
}
const notAnInteger = {
  code: 'rest_invalid_param',
  message: 'Invalid parameter(s): id',
  data: {
    status: 400,
    params: { id: 'id is not of type integer.' },
    details: { id: { code: 'rest_invalid_type', message: 'id is not of type integer.', data: { param: 'id' } } },
  },
}

describe('a term id that names no term (is_term_of_taxonomy, common src/Tribe/Validator/Base.php)', () => {
  const term = () => db().termsOf('tribe_events_cat')[0]!

  it('is the 400 rest_invalid_param from the body, the query or the path, before the handler or a 401', async () => {
    const path = `${API}/categories/${term().id}`
    const cases = [
      await standin.send('POST', path, form('id=1588603758')),
      await standin.send('GET', `${path}?id=999999`),
      await standin.send('DELETE', path, form('id=999999')),
      await standin.send('DELETE', path, { json: { id: 999999 } }),
      await standin.send('PUT', `${API}/tags/${db().termsOf('post_tag')[0]!.id}`, { json: { id: 999999 } }),
      // issue 22: id 0 (list_to_array of an empty value is [], which fails)
      await standin.send('GET', `${path}?id=0`),
      await standin.send('POST', path, { json: { id: 0 } }),
      await standin.send('GET', `${API}/categories/0`),
      await standin.send('GET', `${API}/tags/1?id=0`),
      // anonymous: the arguments are checked before the permission (WP_REST_Server::respond_to_request)
      await standin.send('DELETE', path, { json: { id: 999999 }, auth: false }),
    ]
    for (const reply of cases) {
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual(invalidId)
      // The route matched, so WordPress sends its Allow header (rest_send_allow_header).
      expect(reply.headers.get('allow')).not.toBeNull()
    }
    expect(db().terms.get(term().id)).toBeDefined()
  })

  it('takes a slug or a name to the type check, which refuses it: id is not of type integer', async () => {
    const path = `${API}/categories/${term().id}`
    for (const id of [term().slug, `${term().id},${term().id}`, [term().id], null]) {
      const reply = await standin.send('POST', path, { json: { id } })
      expect(reply.status, JSON.stringify(id)).toBe(400)
      expect(reply.body).toEqual(notAnInteger)
    }
  })

  it('reads, updates and deletes the term a body or query id names, as upstream', async () => {
    const [first, second] = db().termsOf('tribe_events_cat')
    const path = `${API}/categories/${first!.id}`
    expect((await standin.send('GET', `${path}?id=${second!.id}`)).body.id).toBe(second!.id)
    const updated = await standin.send('PUT', path, { json: { id: second!.id, description: 'moved' } })
    expect(updated.body).toMatchObject({ id: second!.id, description: 'moved' })
    expect(db().terms.get(first!.id)?.description).not.toBe('moved')
    expect((await standin.send('DELETE', path, form(`id=${second!.id}`))).status).toBe(200)
    expect(db().terms.get(second!.id)).toBeUndefined()
    expect(db().terms.get(first!.id)).toBeDefined()
  })
})

describe('events by id (is_event_id_format, src/Tribe/Validator/Base.php; Single_Event::validate_event_exists)', () => {
  it('answer 404 for a body id that names no event, changing nothing', async () => {
    const event = db().events.rows()[0]!
    const reply = await standin.send('PUT', `${API}/events/${event.id}`, { json: { id: 999999, title: 'Renamed' } })
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({
      code: 'rest-event-not-found',
      message: 'Event with ID 999999 does not exist.',
      data: { status: 404 },
    })
    expect(db().events.get(event.id)?.title).toBe(event.title)
    expect((await standin.send('GET', `${API}/events/${event.id}?id=0`)).body.message).toBe(
      'Event with ID 0 does not exist.',
    )
  })

  it('update, read and trash the event a body or query id names', async () => {
    const [first, second] = db().events.rows()
    const path = `${API}/events/${first!.id}`
    const updated = await standin.send('PUT', path, form(`id=${second!.id}&title=Moved`))
    expect(updated.body).toMatchObject({ id: second!.id, title: 'Moved' })
    expect(db().events.get(first!.id)?.title).toBe(first!.title)
    expect((await standin.send('GET', `${path}?id=${second!.id}`)).body.id).toBe(second!.id)
    // "38.0" is numeric and an integer: the event 38
    expect((await standin.send('PATCH', path, { json: { id: `${second!.id}.0` } })).body.id).toBe(second!.id)
  })

  it('refuse an id that is not numeric (Invalid parameter.) or not an integer (rest_invalid_type)', async () => {
    const path = `${API}/events/${db().events.rows()[0]!.id}`
    expect((await standin.send('PUT', path, { json: { id: 'abc' } })).body).toEqual(invalidId)
    expect((await standin.send('PUT', path, { json: { id: 1.5 } })).body).toEqual(notAnInteger)
  })

  it('read by slug the event a query slug names; an update by slug names its event by the path (decision 5)', async () => {
    const [first, second] = db()
      .events.rows()
      .filter((event) => event.status === 'publish')
    const read = await standin.send('GET', `${API}/events/by-slug/${first!.slug}?slug=${second!.slug}`)
    expect(read.body.id).toBe(second!.id)
    const renamed = await standin.send('PUT', `${API}/events/by-slug/${first!.slug}`, {
      json: { slug: 'a-new-slug', id: second!.id },
    })
    expect(renamed.body).toMatchObject({ id: first!.id, slug: 'a-new-slug' })
  })
})

describe('venues and organizers by id (is_venue_id, is_organizer_id: src/Tribe/Validator/Base.php)', () => {
  it('refuse a body id that is not one of theirs with 400, and use another of theirs', async () => {
    const [first, second] = db().venues.rows()
    const path = `${API}/venues/${first!.id}`
    const event = db().events.rows()[0]!
    expect((await standin.send('PUT', path, { json: { id: event.id } })).body).toEqual(invalidId)
    const updated = await standin.send('PUT', path, { json: { id: second!.id, city: 'Elsewhere' } })
    expect(updated.body).toMatchObject({ id: second!.id, city: 'Elsewhere' })
    expect(db().venues.get(first!.id)?.city).toBe(first!.city)
    const organizer = db().organizers.rows()[0]!
    const other = db().organizers.rows()[1]!
    const read = await standin.send('GET', `${API}/organizers/${organizer.id}?id=${other.id}`)
    expect(read.body.id).toBe(other.id)
  })

  // Single_Venue_Slug: `$request['slug']` names the venue, checked by is_venue_slug.
  it('by slug, read and update the one a body or query slug names, and refuse a slug of none', async () => {
    const [first, second] = db().venues.rows()
    const path = `${API}/venues/by-slug/${first!.slug}`
    expect((await standin.send('GET', `${path}?slug=${second!.slug}`)).body.id).toBe(second!.id)
    const updated = await standin.send('PATCH', path, { json: { slug: second!.slug, city: 'Moved' } })
    expect(updated.body).toMatchObject({ id: second!.id, city: 'Moved' })
    const none = await standin.send('PATCH', path, { json: { slug: 'no-such-venue' } })
    expect(none.body.message).toBe('Invalid parameter(s): slug')
  })
})

describe('term lists ordered by any word (WP_Term_Query::parse_orderby, wp-includes/class-wp-term-query.php)', () => {
  it('order by name for a value it does not know, __proto__ and the prototype methods included (issue 22)', async () => {
    const names = async (query: string) =>
      (await standin.send('GET', `${API}/categories?hide_empty=false&per_page=50&${query}`)).body.categories.map(
        (term: { name: string }) => term.name,
      )
    const byName = await names('orderby=name')
    for (const word of ['__proto__', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'toLocaleString', 'constructor']) {
      expect(await names(`orderby=${word}`), word).toEqual(byName)
    }
    // include orders only with an include list; none has no ORDER BY, so order does nothing
    expect(await names('orderby=include')).toEqual(byName)
    const ids = async (query: string) =>
      (await standin.send('GET', `${API}/categories?hide_empty=false&per_page=50&${query}`)).body.categories.map(
        (term: { id: number }) => term.id,
      )
    const ascending = [...(await ids('orderby=id'))]
    expect(await ids('orderby=none&order=desc')).toEqual(ascending)
    expect(await ids('orderby=term_taxonomy_id&order=desc')).toEqual([...ascending].reverse())
  })
})
