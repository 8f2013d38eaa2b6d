import { describe, expect, it } from 'vitest'
import { PROTECTED_EVENT_PASSWORD } from '../../../fixtures/calendar/seed.js'
import { useStandin } from '../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })
const anonymous = { auth: false }
const db = () => standin.context.calendar
const publishedEvent = () =>
  db()
    .events.rows()
    .find(
      (event) =>
        event.status === 'publish' &&
        event.password === '' &&
        event.venue !== null &&
        event.organizers.length > 0 &&
        event.categories.length > 0,
    )!

describe('single events', () => {
  it('answers an event with every key in the plugin order, and JSON-LD', async () => {
    const event = publishedEvent()
    const reply = await standin.send('GET', `${API}/events/${event.id}`, anonymous)
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body)).toEqual([
      'id',
      'global_id',
      'global_id_lineage',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'rest_url',
      'title',
      'description',
      'excerpt',
      'slug',
      'image',
      'all_day',
      'start_date',
      'start_date_details',
      'end_date',
      'end_date_details',
      'utc_start_date',
      'utc_start_date_details',
      'utc_end_date',
      'utc_end_date_details',
      'timezone',
      'timezone_abbr',
      'cost',
      'cost_details',
      'website',
      'show_map',
      'show_map_link',
      'hide_from_listings',
      'sticky',
      'featured',
      'categories',
      'tags',
      'venue',
      'organizer',
      'custom_fields',
      'json_ld',
    ])
    const body = reply.body
    expect(body.author).toBe(String(event.author))
    expect(body.global_id).toBe(`${new URL(standin.origin).host}?id=${event.id}`)
    expect(body.rest_url).toBe(`${standin.origin}${API}/events/${event.id}`)
    expect(body.url).toBe(`${standin.origin}/event/${event.slug}/`)
    expect(body.description.startsWith('<p>')).toBe(true)
    expect(body.start_date).toBe(event.start)
    const [date, time] = event.start.split(' ')
    const [year, month, day] = date!.split('-')
    const [hour, minutes, seconds] = time!.split(':')
    expect(body.start_date_details).toEqual({ year, month, day, hour, minutes, seconds })
    expect(body.utc_start_date).toBe(event.start_utc)
    expect(body.venue.id).toBe(event.venue)
    expect(body.venue.json_ld['@type']).toBe('Place')
    expect(Array.isArray(body.organizer)).toBe(true)
    expect(body.organizer.map((organizer: { id: number }) => organizer.id)).toEqual(event.organizers)
    expect(body.organizer[0].json_ld['@type']).toBe('Person')
    expect(body.categories[0]).toMatchObject({ term_group: 0, filter: 'raw', taxonomy: 'tribe_events_cat' })
    expect(body.custom_fields).toEqual([])
    expect(body.json_ld).toMatchObject({
      '@context': 'http://schema.org',
      '@type': 'Event',
      name: event.title,
      url: body.url,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      performer: 'Organization',
    })
    expect(body.json_ld.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
    expect(body.json_ld.location['@type']).toBe('Place')
  })

  it('reads by slug the same event', async () => {
    const event = publishedEvent()
    const byId = await standin.send('GET', `${API}/events/${event.id}`)
    const bySlug = await standin.send('GET', `${API}/events/by-slug/${event.slug}`)
    expect(bySlug.status).toBe(200)
    expect(bySlug.body).toEqual(byId.body)
    const unknown = await standin.send('GET', `${API}/events/by-slug/no-such-event`)
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): slug',
      data: { status: 400, params: { slug: 'Invalid parameter.' }, details: [] },
    })
  })

  it('answers venue [] when the event has none, organizer always a list, and never json_ld in lists', async () => {
    const event = db()
      .events.rows()
      .find((row) => row.venue === null && row.status === 'publish' && row.password === '' && !row.hide_from_listings)!
    const reply = await standin.send('GET', `${API}/events/${event.id}`)
    expect(reply.body.venue).toEqual([])
    const list = await standin.send('GET', `${API}/events?include=${event.id}`)
    expect(list.body.events[0]).not.toHaveProperty('json_ld')
  })

  it('answers 404 for an id that names nothing, 400 for another kind of post', async () => {
    expect((await standin.send('GET', `${API}/events/99999`)).body).toEqual({
      code: 'rest-event-not-found',
      message: 'Event with ID 99999 does not exist.',
      data: { status: 404 },
    })
    expect((await standin.send('GET', `${API}/events/0`)).status).toBe(404)
    for (const id of [db().venues.rows()[0]!.id, db().organizers.rows()[0]!.id, db().attachments.rows()[0]!.id]) {
      expect((await standin.send('GET', `${API}/events/${id}`)).body).toEqual({
        code: 'rest-invalid-event-id',
        message: 'The specified ID is not a valid event.',
        data: { status: 400 },
      })
    }
  })

  it('keeps drafts from anonymous callers (403 event-not-accessible)', async () => {
    const draft = db()
      .events.rows()
      .find((event) => event.status === 'draft')!
    expect((await standin.send('GET', `${API}/events/${draft.id}`, anonymous)).body).toEqual({
      code: 'event-not-accessible',
      message: 'The requested event is not accessible',
      data: { status: 403 },
    })
    const authed = await standin.send('GET', `${API}/events/${draft.id}`)
    expect(authed.status).toBe(200)
    expect(authed.body.url).toBe(`${standin.origin}/?post_type=tribe_events&p=${draft.id}`)
  })

  it('asks for the password of a protected event', async () => {
    const locked = db()
      .events.rows()
      .find((event) => event.password !== '')!
    expect(locked.password).toBe(PROTECTED_EVENT_PASSWORD)
    for (const query of ['', '?password=wrong']) {
      const reply = await standin.send('GET', `${API}/events/${locked.id}${query}`, anonymous)
      expect(reply.status).toBe(403)
      expect(reply.body).toEqual({
        code: 'event-password-protected',
        message: 'The requested event is not accessible without a password',
        data: { status: 403 },
      })
    }
    expect(
      (await standin.send('GET', `${API}/events/${locked.id}?password=${PROTECTED_EVENT_PASSWORD}`, anonymous)).status,
    ).toBe(200)
    expect(
      (
        await standin.send(
          'GET',
          `${API}/events/by-slug/${locked.slug}?password=${PROTECTED_EVENT_PASSWORD}`,
          anonymous,
        )
      ).status,
    ).toBe(200)
    // Editors too need the password, unless they ask for the edit context.
    expect((await standin.send('GET', `${API}/events/${locked.id}`)).status).toBe(403)
    expect((await standin.send('GET', `${API}/events/${locked.id}?context=edit`)).status).toBe(200)
    expect((await standin.send('GET', `${API}/events/${locked.id}?context=edit`, anonymous)).status).toBe(403)
  })

  it('formats costs: Free for 0, symbols on their side, ranges with an en dash', async () => {
    const rows = db().events.rows()
    const read = async (id: number) => (await standin.send('GET', `${API}/events/${id}?context=edit`)).body
    const range = rows.find((event) => /^\D?\d+\D? - \D?\d+/.test(event.cost) && event.currency_position === 'prefix')!
    const body = await read(range.id)
    expect(body.cost).toMatch(/^.\d+ \u2013 .\d+$/)
    expect(body.cost_details.values.every((value: unknown) => typeof value === 'string')).toBe(true)
    const free = rows.find((event) => event.cost === '0')!
    expect((await read(free.id)).cost).toBe('Free')
    const none = rows.find((event) => event.cost === '')!
    expect((await read(none.id)).cost_details).toEqual({
      currency_symbol: '',
      currency_code: '',
      currency_position: '',
      values: [],
    })
    const postfix = rows.find((event) => event.currency_position === 'postfix' && event.cost.startsWith('0 - '))
    if (postfix) expect((await read(postfix.id)).cost).toMatch(/^Free \u2013 \d+€$/)
  })

  it('falls back to the event page for website and to true for never-set map flags', async () => {
    const event = db()
      .events.rows()
      .find((row) => row.website === null && row.show_map === null && row.status === 'publish' && row.password === '')!
    const body = (await standin.send('GET', `${API}/events/${event.id}`)).body
    expect(body.website).toBe(body.url)
    expect(body.show_map).toBe(true)
    expect(body.show_map_link).toBe(true)
  })

  it('answers 403 event-no-longer-available for a trashed event', async () => {
    const event = publishedEvent()
    expect((await standin.send('DELETE', `${API}/events/${event.id}`)).status).toBe(200)
    expect((await standin.send('GET', `${API}/events/${event.id}`)).body).toEqual({
      code: 'event-no-longer-available',
      message: 'This event is no longer available',
      data: { status: 403 },
    })
  })
})

describe('deleting events', () => {
  it('moves the event to the trash (200, status trash), then answers 410', async () => {
    const event = publishedEvent()
    const first = await standin.send('DELETE', `${API}/events/${event.id}`)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ id: event.id, status: 'trash', slug: `${event.slug}__trashed` })
    expect(first.body).not.toHaveProperty('json_ld')
    expect(db().events.get(event.id)?.status).toBe('trash')
    const second = await standin.send('DELETE', `${API}/events/${event.id}`)
    expect(second.status).toBe(410)
    expect(second.body).toEqual({
      code: 'event-is-in-trash',
      message: 'The event is already trashed',
      data: { status: 410 },
    })
  })

  it('deletes by slug; the slug is freed, so a second delete by slug is 400', async () => {
    const event = publishedEvent()
    const reply = await standin.send('DELETE', `${API}/events/by-slug/${event.slug}`)
    expect(reply.status).toBe(200)
    expect(reply.body.status).toBe('trash')
    expect((await standin.send('DELETE', `${API}/events/by-slug/${event.slug}`)).status).toBe(400)
    expect((await standin.send('DELETE', `${API}/events/by-slug/${event.slug}__trashed`)).status).toBe(410)
  })

  it('answers 404 and 400 for ids that are not events', async () => {
    expect((await standin.send('DELETE', `${API}/events/99999`)).status).toBe(404)
    expect((await standin.send('DELETE', `${API}/events/${db().venues.rows()[0]!.id}`)).status).toBe(400)
  })

  it('needs the token', async () => {
    const event = publishedEvent()
    expect((await standin.send('DELETE', `${API}/events/${event.id}`, anonymous)).status).toBe(401)
    expect(db().events.get(event.id)?.status).toBe('publish')
  })
})
