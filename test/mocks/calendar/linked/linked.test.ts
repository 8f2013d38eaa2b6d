import { describe, expect, it } from 'vitest'
import { useStandin } from '../../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })
const anonymous = { auth: false }
const db = () => standin.context.calendar

describe.each([
  ['venues', 'venue'],
  ['organizers', 'organizer'],
] as const)('%s', (plural, type) => {
  const rows = () => (plural === 'venues' ? db().venues.rows() : db().organizers.rows())

  it('lists newest first in the envelope, with totals and headers', async () => {
    const reply = await standin.send('GET', `${API}/${plural}?per_page=3`, anonymous)
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body)).toEqual([plural, 'rest_url', 'next_rest_url', 'total', 'total_pages'])
    const ordered = [...rows()].sort((a, b) => b.date_utc.localeCompare(a.date_utc) || b.id - a.id)
    expect(reply.body[plural].map((row: { id: number }) => row.id)).toEqual(ordered.slice(0, 3).map((row) => row.id))
    expect(reply.body.total).toBe(rows().length)
    expect(reply.headers.get('x-tec-totalpages')).toBe(String(Math.ceil(rows().length / 3)))
    expect(reply.body.rest_url).toBe(`${standin.origin}${API}/${plural}/?page=1&per_page=3&status=publish`)
    const beyond = await standin.send('GET', `${API}/${plural}?page=99`)
    expect(beyond.status).toBe(404)
    expect(beyond.body.code).toBe(`${type}-archive-page-not-found`)
  })

  it('reads by id and by slug, with JSON-LD; 400 for what is not one', async () => {
    const row = rows()[0]!
    const byId = await standin.send('GET', `${API}/${plural}/${row.id}`, anonymous)
    expect(byId.status).toBe(200)
    expect(byId.body).toMatchObject({ id: row.id, [type]: row.title, slug: row.slug, author: '1' })
    expect(byId.body.json_ld['@context']).toBe('http://schema.org')
    expect(byId.body.global_id_lineage).toEqual([byId.body.global_id])
    expect((await standin.send('GET', `${API}/${plural}/by-slug/${row.slug}`)).body).toEqual(byId.body)
    for (const id of [99999, db().events.rows()[0]!.id]) {
      const reply = await standin.send('GET', `${API}/${plural}/${id}`)
      expect(reply.status).toBe(400)
      expect(reply.body.code).toBe('rest_invalid_param')
    }
    expect((await standin.send('GET', `${API}/${plural}/by-slug/nope`)).status).toBe(400)
  })

  it('creates (201), matching an existing record of the same name instead of duplicating it', async () => {
    const name = `New ${type} ${plural.length}`
    const created = await standin.send('POST', `${API}/${plural}`, {
      json: { [type]: name, description: 'About it', phone: '555-0100' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      [type]: name,
      description: '<p>About it</p>',
      phone: '555-0100',
      status: 'publish',
    })
    const again = await standin.send('POST', `${API}/${plural}`, { json: { [type]: name.toUpperCase() } })
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(created.body.id)
    const different = await standin.send('POST', `${API}/${plural}`, {
      json: { [type]: name, description: 'Another one' },
    })
    expect(different.body.id).not.toBe(created.body.id)
    expect(different.body.slug).toBe(`${created.body.slug}-2`)
  })

  it('requires the name, validates before permission, and needs the token', async () => {
    expect((await standin.send('POST', `${API}/${plural}`, { json: {}, auth: false })).body).toEqual({
      code: 'rest_missing_callback_param',
      message: `Missing parameter(s): ${type}`,
      data: { status: 400, params: [type] },
    })
    expect((await standin.send('POST', `${API}/${plural}`, { json: { [type]: '' } })).status).toBe(400)
    expect(
      (await standin.send('POST', `${API}/${plural}`, { json: { [type]: 'X', website: 'foo' } })).body.data.params,
    ).toEqual({ website: 'Invalid parameter.' })
    expect((await standin.send('POST', `${API}/${plural}`, { json: { [type]: 'X' }, auth: false })).status).toBe(401)
  })

  it('drops empty fields on output, and clears fields sent empty on update', async () => {
    const row = rows()[0]!
    const reply = await standin.send('PATCH', `${API}/${plural}/${row.id}`, {
      json: { phone: '', description: '', website: '' },
    })
    expect(reply.status).toBe(200)
    for (const key of ['phone', 'description', 'website']) expect(reply.body).not.toHaveProperty(key)
    expect(reply.body[type]).toBe(row.title)
    expect(reply.body).toHaveProperty('global_id')
  })

  it.each(['POST', 'PUT', 'PATCH'])('updates by id and by slug with %s', async (method) => {
    const row = rows()[1]!
    const byId = await standin.send(method, `${API}/${plural}/${row.id}`, {
      json: { [type]: 'Renamed', phone: '555-0199' },
    })
    expect(byId.status).toBe(200)
    expect(byId.body).toMatchObject({ id: row.id, [type]: 'Renamed', phone: '555-0199', slug: row.slug })
    const bySlug = await standin.send(method, `${API}/${plural}/by-slug/${row.slug}`, { json: { phone: '555-0200' } })
    expect(bySlug.body).toMatchObject({ id: row.id, [type]: 'Renamed', phone: '555-0200' })
    expect((await standin.send(method, `${API}/${plural}/99999`, { json: { phone: '1' } })).status).toBe(400)
  })

  it('trashes (200), answers 410 the second time, and unlinks the record from its events', async () => {
    const linked = (id: number) =>
      db()
        .events.rows()
        .filter((event) => (plural === 'venues' ? event.venue === id : event.organizers.includes(id)))
    const row = rows().find((candidate) => linked(candidate.id).length > 0)!
    const reply = await standin.send('DELETE', `${API}/${plural}/${row.id}`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ id: row.id, status: 'trash', slug: `${row.slug}__trashed` })
    expect(linked(row.id)).toEqual([])
    const again = await standin.send('DELETE', `${API}/${plural}/${row.id}`)
    expect(again.status).toBe(410)
    expect(again.body).toEqual({
      code: `${type}-is-in-trash`,
      message: `The ${type} is already trashed`,
      data: { status: 410 },
    })
    // Trashed: not accessible to anonymous callers any more.
    expect((await standin.send('GET', `${API}/${plural}/${row.id}`, anonymous)).body.code).toBe(
      `${type}-not-accessible`,
    )
    expect((await standin.send('DELETE', `${API}/${plural}/by-slug/${row.slug}`)).status).toBe(400)
  })

  it('shows drafts to the token holder only, and filters on status', async () => {
    const draft = await standin.send('POST', `${API}/${plural}`, { json: { [type]: 'Draft one', status: 'draft' } })
    expect((await standin.send('GET', `${API}/${plural}/${draft.body.id}`, anonymous)).status).toBe(403)
    const anon = await standin.send('GET', `${API}/${plural}?per_page=50`, anonymous)
    expect(anon.body[plural].some((row: { id: number }) => row.id === draft.body.id)).toBe(false)
    const drafts = await standin.send('GET', `${API}/${plural}?status=draft`)
    expect(drafts.body[plural].map((row: { id: number }) => row.id)).toEqual([draft.body.id])
    expect(drafts.body.rest_url).toContain('status=draft')
    expect((await standin.send('GET', `${API}/${plural}?status=draft`, anonymous)).status).toBe(400)
  })

  it('filters on event, has_events and only_with_upcoming', async () => {
    const event = db()
      .events.rows()
      .find((row) => row.venue !== null && row.organizers.length > 0 && row.status === 'publish')!
    const ofEvent = await standin.send('GET', `${API}/${plural}?event=${event.id}`)
    const wanted = plural === 'venues' ? [event.venue] : [...event.organizers]
    expect(ofEvent.body[plural].map((row: { id: number }) => row.id).sort()).toEqual(wanted.sort())
    expect(ofEvent.body.rest_url).toContain(`event=${event.id}`)
    expect((await standin.send('GET', `${API}/${plural}?event=foo-bar`)).status).toBe(400)

    const lonely = await standin.send('POST', `${API}/${plural}`, { json: { [type]: 'Nobody links here' } })
    const withEvents = await standin.send('GET', `${API}/${plural}?has_events=true&per_page=50`)
    const without = await standin.send('GET', `${API}/${plural}?has_events=false&per_page=50`)
    expect(without.body[plural].map((row: { id: number }) => row.id)).toContain(lonely.body.id)
    expect(withEvents.body[plural].map((row: { id: number }) => row.id)).not.toContain(lonely.body.id)
    expect(withEvents.body.total + without.body.total).toBe(rows().length)

    const upcoming = await standin.send('GET', `${API}/${plural}?only_with_upcoming=true&per_page=50`, anonymous)
    const now = '2026-11-20 10:00:00'
    for (const row of upcoming.body[plural] as Array<{ id: number }>) {
      const linked = db()
        .events.rows()
        .filter(
          (e) => e.status === 'publish' && (plural === 'venues' ? e.venue === row.id : e.organizers.includes(row.id)),
        )
      expect(linked.some((e) => e.start >= now)).toBe(true)
    }
  })

  it('searches: one field must contain every word', async () => {
    const row = rows()[2]!
    const field = plural === 'venues' ? (row as { city: string }).city : (row as { email: string }).email
    const words = field
      .split(/[^A-Za-z0-9-]+/)
      .filter(Boolean)
      .join(' ')
    const reply = await standin.send('GET', `${API}/${plural}?search=${encodeURIComponent(words)}&per_page=50`)
    expect(reply.body[plural].map((found: { id: number }) => found.id)).toContain(row.id)
    expect((await standin.send('GET', `${API}/${plural}?search=zzqq%20nothing`)).body.total).toBe(0)
    expect(reply.body.rest_url).not.toContain('search')
  })
})

describe('venue specifics', () => {
  it('has coordinates, address fields and map flags; show_map is a string parameter', async () => {
    const venue = db().venues.rows()[0]!
    const reply = await standin.send('GET', `${API}/venues/${venue.id}`)
    expect(reply.body).toMatchObject({
      geo_lat: venue.lat,
      geo_lng: venue.lng,
      city: venue.city,
      show_map: true,
      show_map_link: true,
    })
    expect(reply.body.json_ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng })
    expect(Object.keys(reply.body).slice(-4)).toEqual(['show_map', 'show_map_link', 'global_id', 'global_id_lineage'])
    const off = await standin.send('PATCH', `${API}/venues/${venue.id}`, {
      json: { show_map: 'false', show_map_link: '0' },
    })
    expect(off.body).toMatchObject({ show_map: false, show_map_link: false })
    const typed = await standin.send('PATCH', `${API}/venues/${venue.id}`, { json: { show_map: true } })
    expect(typed.status).toBe(400)
    expect(typed.body.data.params).toEqual({ show_map: 'show_map is not of type string.' })
  })

  it('omits address keys that are empty', async () => {
    const created = await standin.send('POST', `${API}/venues`, { json: { venue: 'Bare Venue' } })
    expect(Object.keys(created.body)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'venue',
      'slug',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
    ])
  })
})
