import { describe, expect, it } from 'vitest'
import type { EventRow } from '../../../mocks/calendar/schemas.js'
import { TEST_NOW, useStandin } from '../../helpers/standin.js'

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })
const anonymous = { auth: false }

type Listed = { id: number; start_date: string; end_date: string; status: string; title: string }

const db = () => standin.context.calendar
const events = () => db().events.rows()
const published = () => events().filter((event) => event.status === 'publish' && !event.hide_from_listings)

async function ids(query: string, options: { auth?: boolean } = anonymous): Promise<number[]> {
  const reply = await standin.send('GET', `${API}/events?per_page=50&${query}`, options)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.events.map((event: Listed) => event.id)
}

/** Published, listed events that also pass `test`, in the list's order. */
function expected(test: (event: EventRow) => boolean): number[] {
  return published()
    .filter(test)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id))
    .map((event) => event.id)
}

const YESTERDAY = '2026-11-19 00:00:00'
const IN_TWO_YEARS = '2028-11-20 23:59:59'
const inDefaultWindow = (event: EventRow) => event.start >= YESTERDAY && event.end <= IN_TWO_YEARS

describe('events list', () => {
  it('answers the envelope, its totals and the X-TEC headers', async () => {
    const reply = await standin.send('GET', `${API}/events`, anonymous)
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body)).toEqual(['events', 'rest_url', 'next_rest_url', 'total', 'total_pages'])
    const total = expected(inDefaultWindow).length
    expect(reply.body.total).toBe(total)
    expect(reply.body.total_pages).toBe(Math.ceil(total / 10))
    expect(reply.body.events).toHaveLength(10)
    expect(reply.headers.get('x-tec-total')).toBe(String(total))
    expect(reply.headers.get('x-tec-totalpages')).toBe(String(Math.ceil(total / 10)))
    expect(reply.body.rest_url).toBe(
      `${standin.origin}${API}/events/?page=1&per_page=10&start_date=2026-11-19 00:00:00&end_date=${IN_TWO_YEARS}&status=publish`,
    )
    expect(reply.body.next_rest_url).toBe(
      `${standin.origin}${API}/events/?per_page=10&start_date=2026-11-19 00:00:00&end_date=${IN_TWO_YEARS}&status=publish&page=2`,
    )
  })

  it('shows by default what starts from yesterday on and ends within 24 months, ordered by start', async () => {
    const listed = await ids('')
    expect(listed).toEqual(expected(inDefaultWindow))
    const yesterday = published().find((event) => event.start.startsWith('2026-11-19'))
    expect(yesterday).toBeDefined()
    expect(listed).toContain(yesterday!.id)
    // Ongoing since before yesterday, and beyond two years: both left out.
    const ongoing = events().find(
      (event) => event.start < YESTERDAY && event.end > TEST_NOW.replace('T', ' ').slice(0, 19),
    )
    expect(ongoing).toBeDefined()
    expect(listed).not.toContain(ongoing!.id)
    const far = events().find((event) => event.start > '2028-12-01')
    expect(far).toBeDefined()
    expect(listed).not.toContain(far!.id)
  })

  it('pages, links both ways, and answers 404 past the last page', async () => {
    const first = await standin.send('GET', `${API}/events?per_page=4`)
    const second = await standin.send('GET', `${API}/events?per_page=4&page=2`)
    const third = await standin.send('GET', `${API}/events?per_page=4&page=3`)
    expect(second.body.events[0].id).not.toBe(first.body.events[0].id)
    expect(second.body.previous_rest_url).toBe(first.body.rest_url.replace('page=1&', ''))
    expect(third.body.previous_rest_url).toMatch(/&page=2$/)
    expect(first.body.previous_rest_url).toBeUndefined()
    const last = await standin.send('GET', `${API}/events?per_page=4&page=${first.body.total_pages}`)
    expect(last.body.next_rest_url).toBeUndefined()
    const beyond = await standin.send('GET', `${API}/events?per_page=4&page=${first.body.total_pages + 1}`)
    expect(beyond.status).toBe(404)
    expect(beyond.body).toEqual({
      code: 'event-archive-page-not-found',
      message: 'The requested event archive page does not exist',
      data: { status: 404 },
    })
  })

  it('caps per_page at 50', async () => {
    const reply = await standin.send('GET', `${API}/events?per_page=500&start_date=2020-01-01&end_date=2030-01-01`)
    expect(reply.body.events.length).toBeLessThanOrEqual(50)
    expect(reply.body.rest_url).toContain('per_page=50')
  })

  it('answers 200 with an empty page 1', async () => {
    const reply = await standin.send('GET', `${API}/events?start_date=2040-01-01&end_date=2040-02-01`)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ events: [], total: 0, total_pages: 0 })
    expect(reply.headers.get('x-tec-totalpages')).toBe('0')
  })

  it('filters on start_date and end_date as whole days, or to the second with strict_dates', async () => {
    const sample = published().filter((event) => !event.all_day && event.start > '2026-12-01')[0]!
    const day = sample.start.slice(0, 10)
    expect(await ids(`start_date=${day}&end_date=${day}`)).toEqual(
      expected((event) => event.start >= `${day} 00:00:00` && event.end <= `${day} 23:59:59`),
    )
    expect(await ids(`start_date=${day}&end_date=${day}`)).toContain(sample.id)
    // Strict: from the given instant on, so a start one second later leaves the event out.
    const later = `${day} ${sample.start.slice(11, 17)}01`
    expect(await ids(`start_date=${encodeURIComponent(later)}&end_date=${day}&strict_dates=true`)).not.toContain(
      sample.id,
    )
    expect(
      await ids(
        `start_date=${encodeURIComponent(sample.start)}&end_date=${encodeURIComponent(sample.end)}&strict_dates=1`,
      ),
    ).toContain(sample.id)
  })

  it('takes other date formats and unix timestamps', async () => {
    const sample = published().filter((event) => event.start > '2027-01-01')[0]!
    const [year, month, day] = sample.start.slice(0, 10).split('-')
    const seconds = Date.parse(`${sample.start.slice(0, 10)}T00:00:00Z`) / 1000
    for (const start of [
      `${month}/${day}/${year}`,
      `${year}-${month}-${day}T00:00:00Z`,
      String(seconds),
      `${Number(day)} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1]} ${year}`,
    ]) {
      const listed = await ids(`start_date=${encodeURIComponent(start)}&end_date=2030-01-01`)
      expect(listed[0], start).toBe(sample.id)
    }
    expect(await ids('start_date=tomorrow&end_date=%2B1%20week')).toEqual(
      expected((event) => event.start >= '2026-11-21 00:00:00' && event.end <= '2026-11-27 23:59:59'),
    )
  })

  it.each(['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'])(
    'answers 400 for a %s that does not parse',
    async (param) => {
      const reply = await standin.send('GET', `${API}/events?${param}=before%20my%20birthday`)
      expect(reply.status).toBe(400)
      expect(reply.body.data.params).toEqual({ [param]: 'Invalid parameter.' })
    },
  )

  it('filters with starts_before/after and ends_before/after (ends of days) and then drops the default window', async () => {
    expect(await ids('starts_after=2026-12-31')).toEqual(expected((event) => event.start > '2026-12-31 23:59:59'))
    expect(await ids('starts_before=2026-11-10')).toEqual(expected((event) => event.start < '2026-11-10 23:59:59'))
    expect(await ids('ends_after=2027-03-01&ends_before=2027-06-01')).toEqual(
      expected((event) => event.end > '2027-03-01 23:59:59' && event.end < '2027-06-01 23:59:59'),
    )
    // Whole days: "after Dec 3" means after the end of Dec 3, "before" means before its end.
    const sample = published().find((event) => !event.all_day && event.start > '2026-12-01')!
    const day = sample.start.slice(0, 10)
    expect(await ids(`starts_after=${day}`)).not.toContain(sample.id)
    expect(await ids(`starts_after=${day}&strict_dates=true`)).toContain(sample.id)
    expect(await ids(`ends_before=${sample.end.slice(0, 10)}`)).toContain(sample.id)
    expect(await ids(`ends_before=${sample.end.slice(0, 10)}&strict_dates=true`)).not.toContain(sample.id)
    // An explicit start_date still applies with them.
    expect(await ids('starts_before=2027-01-01&start_date=2026-12-01')).toEqual(
      expected((event) => event.start < '2027-01-01 23:59:59' && event.start >= '2026-12-01 00:00:00'),
    )
  })

  it('searches words in the title, excerpt and description', async () => {
    const sample = published().find((event) => inDefaultWindow(event) && event.password === '')!
    const word = sample.title.split(' ')[0]!
    const listed = await ids(`search=${encodeURIComponent(word.toUpperCase())}`)
    expect(listed).toContain(sample.id)
    expect(listed).toEqual(
      expected(
        (event) =>
          inDefaultWindow(event) &&
          event.password === '' &&
          [event.title, event.excerpt, event.content].some((text) => text.toLowerCase().includes(word.toLowerCase())),
      ),
    )
    expect(await ids('search=zzqqxx')).toEqual([])
    expect((await standin.send('GET', `${API}/events?search=`)).status).toBe(400)
  })

  it('filters on categories and tags by id or slug, OR across the list, CSV or array', async () => {
    const music = db()
      .termsOf('tribe_events_cat')
      .find((term) => term.slug === 'music')!
    const jazz = db()
      .termsOf('tribe_events_cat')
      .find((term) => term.slug === 'jazz')!
    const either = expected(
      (event) => inDefaultWindow(event) && (event.categories.includes(music.id) || event.categories.includes(jazz.id)),
    )
    expect(either.length).toBeGreaterThan(0)
    expect(await ids(`categories=${music.id},${jazz.id}`)).toEqual(either)
    expect(await ids(`categories[]=music&categories[]=jazz`)).toEqual(either)
    expect(await ids(`categories=music`)).toEqual(
      expected((event) => inDefaultWindow(event) && event.categories.includes(music.id)),
    )
    const tag = db()
      .termsOf('post_tag')
      .find((term) =>
        events().some((event) => event.tags.includes(term.id) && inDefaultWindow(event) && event.status === 'publish'),
      )!
    expect(await ids(`tags=${tag.slug}`)).toEqual(
      expected((event) => inDefaultWindow(event) && event.tags.includes(tag.id)),
    )
    const unknown = await standin.send('GET', `${API}/events?categories=cat1`)
    expect(unknown.status).toBe(400)
    expect(unknown.body.data.params).toEqual({ categories: 'Invalid parameter.' })
    expect((await standin.send('GET', `${API}/events?tags=9999`)).status).toBe(400)
  })

  it('filters on venue and organizer ids', async () => {
    const venue = db().venues.rows()[0]!
    expect(await ids(`venue=${venue.id}&start_date=2020-01-01`)).toEqual(
      expected((event) => event.venue === venue.id && event.end <= IN_TWO_YEARS),
    )
    const [a, b] = db().organizers.rows()
    expect(await ids(`organizer=${a!.id},${b!.id}`)).toEqual(
      expected(
        (event) => inDefaultWindow(event) && (event.organizers.includes(a!.id) || event.organizers.includes(b!.id)),
      ),
    )
    for (const bad of ['foo', '99999', String(events()[0]!.id)]) {
      expect((await standin.send('GET', `${API}/events?venue=${bad}`)).status).toBe(400)
      expect((await standin.send('GET', `${API}/events?organizer=${bad}`)).status).toBe(400)
    }
  })

  it('filters on featured, true or false, and rejects other values', async () => {
    expect(await ids('featured=true')).toEqual(expected((event) => inDefaultWindow(event) && event.featured))
    expect(await ids('featured=0')).toEqual(expected((event) => inDefaultWindow(event) && !event.featured))
    const bad = await standin.send('GET', `${API}/events?featured=maybe`)
    expect(bad.status).toBe(400)
    expect(bad.body.data.details).toEqual({
      featured: { code: 'rest_invalid_type', message: 'featured is not of type boolean.', data: { param: 'featured' } },
    })
  })

  it('never lists hide_from_listings events, which stay readable', async () => {
    const hidden = events().filter((event) => event.hide_from_listings)
    expect(hidden.length).toBeGreaterThan(0)
    const listed = await ids('start_date=2020-01-01&end_date=2030-01-01', {})
    for (const event of hidden) {
      expect(listed).not.toContain(event.id)
      expect((await standin.send('GET', `${API}/events/${event.id}`)).status).toBe(200)
    }
  })

  it('shows other statuses only to the token holder, and filters on status', async () => {
    const window = 'start_date=2020-01-01&end_date=2030-01-01'
    const drafts = events().filter((event) => event.status === 'draft')
    expect(drafts.length).toBeGreaterThan(0)
    const anon = await ids(window)
    const authed = await ids(window, {})
    for (const draft of drafts) {
      expect(anon).not.toContain(draft.id)
      expect(authed).toContain(draft.id)
    }
    expect(await ids(`${window}&status=draft`, {})).toEqual(
      events()
        .filter((event) => event.status === 'draft' && !event.hide_from_listings)
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((e) => e.id),
    )
    expect(await ids(`${window}&status=publish`)).toEqual(anon)
    for (const [status, auth] of [
      ['draft', false],
      ['foo', true],
      ['foo, bar, publish', true],
    ] as const) {
      expect((await standin.send('GET', `${API}/events?status=${encodeURIComponent(status)}`, { auth })).status).toBe(
        400,
      )
    }
    const both = await standin.send('GET', `${API}/events?${window}&status=publish,%20draft`)
    expect(both.body.total).toBe(
      events().filter((event) => ['publish', 'draft'].includes(event.status) && !event.hide_from_listings).length,
    )
  })

  it('include lists given ids, ignoring date filters, by publication date', async () => {
    const picked = [events()[0]!, events()[5]!, events()[events().length - 1]!].filter(
      (event) => event.status === 'publish' && !event.hide_from_listings,
    )
    const csv = picked.map((event) => event.id).join(',')
    const byDate = [...picked]
      .sort((a, b) => a.date_utc.localeCompare(b.date_utc) || a.id - b.id)
      .map((event) => event.id)
    expect(await ids(`include=${csv}&start_date=2040-01-01`)).toEqual(byDate)
    expect(await ids(picked.map((event) => `include[]=${event.id}`).join('&'))).toEqual(byDate)
    expect((await standin.send('GET', `${API}/events?include=foo-bar,23,89`)).status).toBe(400)
  })

  it('filters on post_parent', async () => {
    const child = events().find((event) => event.parent !== 0)!
    expect(await ids(`post_parent=${child.parent}&start_date=2020-01-01`)).toEqual(
      expected((event) => event.parent === child.parent && event.end <= IN_TWO_YEARS),
    )
    for (const bad of ['foo-bar', '99999', ''])
      expect((await standin.send('GET', `${API}/events?post_parent=${bad}`)).status).toBe(400)
  })

  it('filters on geolocation: venues with coordinates, near a point (25 miles)', async () => {
    const window = 'start_date=2020-01-01&end_date=2030-01-01'
    const withVenue = expected((event) => event.venue !== null && event.end <= '2030-01-01 23:59:59')
    expect(await ids(`${window}&geoloc=true`)).toEqual(withVenue)
    const venue = db()
      .venues.rows()
      .find((row) => row.city === 'Paris')!
    const near = expected((event) => event.venue === venue.id && event.end <= '2030-01-01 23:59:59')
    expect(near.length).toBeGreaterThan(0)
    expect(await ids(`${window}&geoloc=1&geoloc_lat=48.8566&geoloc_lng=2.3522`)).toEqual(near)
    expect(await ids(`${window}&geoloc=1&geoloc_lat=0&geoloc_lng=0`)).toEqual([])
    expect((await standin.send('GET', `${API}/events?geoloc=nope`)).status).toBe(400)
  })

  it('answers 400 for ticketed=true without Event Tickets; ticketed=false changes nothing', async () => {
    const reply = await standin.send('GET', `${API}/events?ticketed=true`)
    expect(reply.status).toBe(400)
    expect(reply.body.data).toEqual({
      status: 400,
      params: { ticketed: 'Event Tickets plugin is not activated.' },
      details: {
        ticketed: { code: 'event-tickets-not-active', message: 'Event Tickets plugin is not activated.', data: null },
      },
    })
    expect(await ids('ticketed=false')).toEqual(await ids(''))
  })

  it('carries the effective query in rest_url (not categories or tags)', async () => {
    const venue = db().venues.rows()[0]!
    const reply = await standin.send(
      'GET',
      `${API}/events?search=night&venue=${venue.id}&featured=false&categories=music&per_page=5`,
    )
    expect(reply.body.rest_url).toBe(
      `${standin.origin}${API}/events/?page=1&per_page=5&start_date=2026-11-19 00:00:00&end_date=${IN_TWO_YEARS}&search=night&status=any&venue=${venue.id}&featured=0`,
    )
  })

  it('blanks password-protected events in lists unless the password is given', async () => {
    const locked = events().find((event) => event.password !== '')!
    const window = `start_date=2020-01-01&end_date=2030-01-01&include=${locked.id}`
    const blank = (await standin.send('GET', `${API}/events?${window}`, anonymous)).body.events[0]
    expect(blank).toMatchObject({
      id: locked.id,
      title: locked.title,
      start_date: locked.start,
      description: '',
      excerpt: '',
      cost: '',
      website: '',
      image: false,
      all_day: null,
      featured: null,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
    })
    expect(blank.cost_details.values).toEqual([])
    const open = (await standin.send('GET', `${API}/events?${window}&password=${locked.password}`, anonymous)).body
      .events[0]
    expect(open.description).not.toBe('')
    expect(open.categories.length).toBeGreaterThan(0)
  })
})
