import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })
const db = () => standin.context.calendar

const base = { title: 'Harbour Lights Concert', start_date: '2027-03-10 19:00:00', end_date: '2027-03-10 22:00:00' }

async function create(fields: Record<string, unknown>) {
  return standin.send('POST', `${API}/events`, { json: { ...base, ...fields } })
}

describe('creating events', () => {
  it('answers 201 with the event, defaulting to the site time zone and a slug from the title', async () => {
    const reply = await create({})
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      title: base.title,
      slug: 'harbour-lights-concert',
      status: 'publish',
      author: '1',
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      start_date: '2027-03-10 19:00:00',
      utc_start_date: '2027-03-10 19:00:00',
      all_day: false,
      venue: [],
      organizer: [],
      categories: [],
      show_map: false,
      featured: false,
      date: '2026-11-20 10:00:00',
      modified: '2026-11-20 10:00:00',
    })
    expect(reply.body).not.toHaveProperty('json_ld')
    expect(db().events.get(reply.body.id)).toBeDefined()
    // Events, venues and organizers share one id sequence.
    const ids = [
      ...db().events.rows(),
      ...db().venues.rows(),
      ...db().organizers.rows(),
      ...db().attachments.rows(),
    ].map((row) => row.id)
    expect(Math.max(...ids)).toBe(reply.body.id)
  })

  it('reads form bodies, with PHP brackets for lists and objects', async () => {
    const form = new URLSearchParams({
      title: 'Form Event',
      start_date: '2027-04-01 10:00',
      end_date: '2027-04-01 12:00',
      'categories[]': 'Music',
      'venue[venue]': 'Form Hall',
      'venue[city]': 'Lyon',
      'organizer[0][organizer]': 'Form People',
    })
    form.append('categories[]', 'Jazz')
    const reply = await standin.send('POST', `${API}/events`, {
      body: form.toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(reply.status).toBe(201)
    expect(reply.body.categories.map((term: { name: string }) => term.name)).toEqual(['Jazz', 'Music'])
    expect(reply.body.venue).toMatchObject({ venue: 'Form Hall', city: 'Lyon' })
    expect(reply.body.organizer[0].organizer).toBe('Form People')
  })

  it('converts local times to UTC in the event time zone, daylight saving included', async () => {
    const winter = await create({ timezone: 'America/New_York' })
    expect(winter.body).toMatchObject({ utc_start_date: '2027-03-11 00:00:00', timezone_abbr: 'EST' })
    const summer = await create({
      timezone: 'America/New_York',
      start_date: '2027-07-10 19:00:00',
      end_date: '2027-07-10 20:00:00',
    })
    expect(summer.body).toMatchObject({ utc_start_date: '2027-07-10 23:00:00', timezone_abbr: 'EDT' })
    const tokyo = await create({ timezone: 'Asia/Tokyo' })
    expect(tokyo.body).toMatchObject({ utc_start_date: '2027-03-10 10:00:00', timezone_abbr: 'JST' })
    const bad = await create({ timezone: 'Mars/Olympus' })
    expect(bad.status).toBe(400)
    expect(bad.body.data.params).toEqual({ timezone: 'Invalid parameter.' })
  })

  it('takes relative dates, stretches all-day events, and moves an end before the start to the start', async () => {
    const relative = await create({ start_date: 'tomorrow 9am', end_date: 'tomorrow 11am' })
    expect(relative.body).toMatchObject({ start_date: '2026-11-21 09:00:00', end_date: '2026-11-21 11:00:00' })
    const allDay = await create({ all_day: true, start_date: '2027-05-01 15:00', end_date: '2027-05-03 09:00' })
    expect(allDay.body).toMatchObject({
      all_day: true,
      start_date: '2027-05-01 00:00:00',
      end_date: '2027-05-03 23:59:59',
    })
    const backwards = await create({ start_date: '2027-05-01 15:00', end_date: '2027-04-01 09:00' })
    expect(backwards.body).toMatchObject({ start_date: '2027-05-01 15:00:00', end_date: '2027-05-01 15:00:00' })
    const bad = await create({ start_date: 'before my birthday' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Invalid parameter(s): start_date')
  })

  it('validates every field before writing anything, and answers the bad ones together', async () => {
    const before = JSON.stringify(db().snapshot().tables)
    const reply = await create({
      title: '',
      website: 'foo',
      author: 23,
      status: 'nope',
      categories: ['Brand New Category'],
      venue: { venue: 'Never Created Hall' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body.code).toBe('rest_invalid_param')
    expect(Object.keys(reply.body.data.params)).toEqual(['author', 'title', 'status', 'website'])
    expect(JSON.stringify(db().snapshot().tables)).toBe(before)
    const typed = await create({ featured: 'sometimes', all_day: 3 })
    expect(typed.status).toBe(400)
    expect(typed.body.data.params).toEqual({
      all_day: 'all_day is not of type boolean.',
      featured: 'featured is not of type boolean.',
    })
  })

  it('takes categories and tags by id, slug or name, creating new names', async () => {
    const music = db()
      .termsOf('tribe_events_cat')
      .find((term) => term.slug === 'music')!
    const free = db()
      .termsOf('post_tag')
      .find((term) => term.name === 'Free')!
    const reply = await create({ categories: [music.id, 'jazz', 'Street Food'], tags: `${free.id}, Brand New Tag` })
    expect(reply.status).toBe(201)
    expect(reply.body.categories.map((term: { name: string }) => term.name)).toEqual(['Jazz', 'Music', 'Street Food'])
    expect(reply.body.tags.map((term: { name: string }) => term.name)).toEqual(['Brand New Tag', 'Free'])
    const created = db()
      .termsOf('tribe_events_cat')
      .find((term) => term.name === 'Street Food')!
    expect(created.slug).toBe('street-food')
    // Unknown ids are skipped.
    expect((await create({ categories: [99999] })).body.categories).toEqual([])
  })

  it('links venues and organizers by id, {id}, or inline data (matching duplicates)', async () => {
    const venue = db().venues.rows()[0]!
    const [one, two] = db().organizers.rows()
    const byId = await create({ venue: venue.id, organizer: [one!.id, { id: two!.id }] })
    expect(byId.body.venue.id).toBe(venue.id)
    expect(byId.body.organizer.map((organizer: { id: number }) => organizer.id)).toEqual([one!.id, two!.id])
    expect(
      (await create({ venue: { id: venue.id }, organizer: `${two!.id},${one!.id}` })).body.organizer.map(
        (o: { id: number }) => o.id,
      ),
    ).toEqual([two!.id, one!.id])

    const venues = db().venues.size
    const inline = await create({
      venue: { venue: 'Riverside Stage', address: '1 Quay Street', city: 'Dublin', country: 'Ireland' },
      organizer: [
        { organizer: 'Quay Collective', email: 'hi@quay.example' },
        { organizer: 'Quay Collective', email: 'hi@quay.example' },
      ],
    })
    expect(inline.status).toBe(201)
    expect(inline.body.venue).toMatchObject({
      venue: 'Riverside Stage',
      address: '1 Quay Street',
      city: 'Dublin',
      country: 'Ireland',
    })
    expect(inline.body.organizer).toHaveLength(1)
    expect(db().venues.size).toBe(venues + 1)
    // The same name again is matched to the existing record, case aside.
    const again = await create({ venue: { venue: 'riverside stage' }, organizer: [{ organizer: 'Quay Collective' }] })
    expect(again.body.venue.id).toBe(inline.body.venue.id)
    expect(again.body.organizer[0].id).toBe(inline.body.organizer[0].id)
    expect(db().venues.size).toBe(venues + 1)
  })

  it('rejects venue and organizer entries it cannot use', async () => {
    const event = db().events.rows()[0]!
    expect((await create({ venue: { id: event.id } })).status).toBe(400)
    expect((await create({ venue: 99999 })).body.data.params).toEqual({ venue: 'Invalid parameter.' })
    expect((await create({ venue: { city: 'Nowhere' } })).body.data.params).toEqual({ venue: 'Invalid parameter.' })
    expect((await create({ organizer: [99999] })).body.data.params).toEqual({ organizer: 'Invalid parameter.' })
    expect((await create({ organizer: { organizer: 'Bare Object' } })).status).toBe(400)
    expect((await create({ organizer: [{ email: 'no-name@example.org' }] })).status).toBe(400)
  })

  it('keeps slugs unique', async () => {
    const first = await create({})
    const second = await create({})
    const third = await create({ slug: 'harbour-lights-concert' })
    expect([first.body.slug, second.body.slug, third.body.slug]).toEqual([
      'harbour-lights-concert',
      'harbour-lights-concert-2',
      'harbour-lights-concert-3',
    ])
    expect((await create({ slug: 'Mixed Case & Spaces!' })).body.slug).toBe('mixed-case-spaces')
  })

  it('stores the cost, website, flags, image and status asked for', async () => {
    const image = db().attachments.rows()[0]!
    const reply = await create({
      cost: '20$',
      website: 'https://tickets.example/harbour',
      show_map: true,
      show_map_link: 'false',
      hide_from_listings: '1',
      sticky: true,
      featured: 'true',
      image: String(image.id),
      status: 'draft',
      excerpt: 'Short.',
      description: 'First line\nsecond line\n\nNext paragraph',
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body).toMatchObject({
      cost: '20$',
      cost_details: { currency_symbol: '$', currency_position: 'postfix', values: ['20'] },
      website: 'https://tickets.example/harbour',
      show_map: true,
      show_map_link: false,
      hide_from_listings: true,
      sticky: true,
      featured: true,
      status: 'draft',
      excerpt: '<p>Short.</p>',
      description: '<p>First line<br />\nsecond line</p>\n<p>Next paragraph</p>',
    })
    expect(reply.body.image.id).toBe(image.id)
    expect(reply.body.url).toBe(`${standin.origin}/?post_type=tribe_events&p=${reply.body.id}`)
  })

  it('schedules a post published with a future date', async () => {
    const reply = await create({ date: '2027-01-01 08:00:00' })
    expect(reply.body).toMatchObject({ status: 'future', date: '2027-01-01 08:00:00' })
    expect((await create({ status: 'future', date: '2026-01-01 08:00:00' })).body.status).toBe('publish')
  })
})

describe('updating events', () => {
  const target = () =>
    db()
      .events.rows()
      .find((event) => event.status === 'publish' && event.venue !== null && event.organizers.length > 0)!

  it.each(['POST', 'PUT', 'PATCH'])('%s changes only the fields sent', async (method) => {
    const event = target()
    const before = (await standin.send('GET', `${API}/events/${event.id}?context=edit`)).body
    const reply = await standin.send(method, `${API}/events/${event.id}`, {
      json: { title: 'Renamed', featured: !event.featured },
    })
    expect(reply.status).toBe(200)
    expect(reply.body.title).toBe('Renamed')
    expect(reply.body.featured).toBe(!event.featured)
    // Single reads add JSON-LD to the venue and organizers; writes answer without it.
    const { json_ld: _venueLd, ...venue } = before.venue
    const organizers = before.organizer.map(({ json_ld: _ld, ...organizer }: Record<string, unknown>) => organizer)
    expect(reply.body.venue).toEqual(venue)
    expect(reply.body.organizer).toEqual(organizers)
    for (const key of [
      'slug',
      'description',
      'start_date',
      'end_date',
      'timezone',
      'categories',
      'tags',
      'cost',
      'show_map',
      'all_day',
    ]) {
      expect(reply.body[key], key).toEqual(before[key])
    }
    expect(reply.body.modified).toBe('2026-11-20 10:00:00')
  })

  it('moves an all-day event to whole days, and keeps local times when the time zone changes', async () => {
    const event = db()
      .events.rows()
      .find((row) => !row.all_day && row.status === 'publish')!
    const allDay = await standin.send('PATCH', `${API}/events/${event.id}`, { json: { all_day: true } })
    expect(allDay.body.start_date).toBe(`${event.start.slice(0, 10)} 00:00:00`)
    expect(allDay.body.end_date).toBe(`${event.end.slice(0, 10)} 23:59:59`)
    const moved = await standin.send('PATCH', `${API}/events/${event.id}`, { json: { timezone: 'Asia/Tokyo' } })
    expect(moved.body.start_date).toBe(allDay.body.start_date)
    expect(moved.body.timezone).toBe('Asia/Tokyo')
    expect(moved.body.utc_start_date).not.toBe(allDay.body.utc_start_date)
  })

  it('clears venue, organizers and terms given as empty', async () => {
    const event = target()
    const reply = await standin.send('POST', `${API}/events/${event.id}`, {
      json: { venue: '', organizer: [], categories: [], tags: '' },
    })
    expect(reply.body).toMatchObject({ venue: [], organizer: [], categories: [], tags: [] })
  })

  it('renames through by-slug routes: the path names the event, the body slug is the new one', async () => {
    const event = target()
    const reply = await standin.send('PATCH', `${API}/events/by-slug/${event.slug}`, {
      json: { slug: 'a-brand-new-slug', title: 'By slug' },
    })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ id: event.id, slug: 'a-brand-new-slug', title: 'By slug' })
    expect((await standin.send('GET', `${API}/events/by-slug/a-brand-new-slug`)).body.id).toBe(event.id)
    expect((await standin.send('PUT', `${API}/events/by-slug/nothing-here`, { json: { title: 'x' } })).status).toBe(404)
  })

  it('answers 404 or 400 for ids that are not events, after validation and permission', async () => {
    expect((await standin.send('PATCH', `${API}/events/99999`, { json: { title: 'x' } })).status).toBe(404)
    expect(
      (await standin.send('PATCH', `${API}/events/${db().venues.rows()[0]!.id}`, { json: { title: 'x' } })).body.code,
    ).toBe('rest-invalid-event-id')
    expect((await standin.send('PATCH', `${API}/events/99999`, { json: { title: 'x' }, auth: false })).status).toBe(401)
    expect((await standin.send('PATCH', `${API}/events/99999`, { json: { title: '' }, auth: false })).status).toBe(400)
  })

  it('trashes through status, freeing the slug', async () => {
    const event = target()
    const reply = await standin.send('PATCH', `${API}/events/${event.id}`, { json: { status: 'trash' } })
    expect(reply.body).toMatchObject({ status: 'trash', slug: `${event.slug}__trashed` })
    expect((await standin.send('DELETE', `${API}/events/${event.id}`)).status).toBe(410)
  })
})
