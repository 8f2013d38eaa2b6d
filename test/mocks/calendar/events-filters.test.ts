import { describe, expect, it } from 'vitest'
import { RequestParams } from '../../../mocks/calendar/body.js'
import { CalendarDb } from '../../../mocks/calendar/db.js'
import { LINK_ORDER, LIST_FILTERS, readFilters } from '../../../mocks/calendar/events/filters.js'
import { listQuery, type Reading } from '../../../mocks/calendar/events/filter-kinds.js'
import { listArgs } from '../../../mocks/calendar/events/list.js'
import type { TimelineEntry } from '../../../mocks/calendar/events/timeline.js'
import { createMap, type PhpValue } from '../../../mocks/calendar/php.js'
import type { EventRow } from '../../../mocks/calendar/schemas.js'

/** The archive's filter table, read on its own: each entry's argument, what it lets through, and its link pairs. */

const NOW = Date.UTC(2026, 5, 15, 12)

function event(fields: Partial<EventRow> = {}): EventRow {
  return {
    id: 10,
    author: 1,
    status: 'publish',
    date: '2026-06-01 10:00:00',
    date_utc: '2026-06-01 10:00:00',
    modified: '2026-06-01 10:00:00',
    modified_utc: '2026-06-01 10:00:00',
    title: 'Jazz night',
    content: 'Live music by the river',
    excerpt: '',
    slug: 'jazz-night',
    password: '',
    image: null,
    parent: 0,
    all_day: false,
    start: '2026-06-20 20:00:00',
    end: '2026-06-20 23:00:00',
    start_utc: '2026-06-20 20:00:00',
    end_utc: '2026-06-20 23:00:00',
    timezone: 'UTC',
    cost: '',
    currency_symbol: '',
    currency_code: '',
    currency_position: '',
    website: null,
    show_map: null,
    show_map_link: null,
    hide_from_listings: false,
    sticky: false,
    featured: false,
    categories: [],
    tags: [],
    venue: 7,
    organizers: [3, 4],
    ...fields,
  }
}

const entry = (row: EventRow): TimelineEntry => ({
  event: row,
  start: Date.parse(`${row.start.replace(' ', 'T')}Z`),
  end: Date.parse(`${row.end.replace(' ', 'T')}Z`),
})

/** What the filters read from a query string, for a caller signed in or not. */
function read(query: Record<string, PhpValue>, authenticated = false): Map<string, Reading> {
  const params = new RequestParams({ query: Object.assign(createMap(), query) }, ['query', 'defaults'])
  return readFilters(listQuery(params, new CalendarDb(), { authenticated }, NOW))
}

const passes = (reading: Reading | undefined, row: EventRow) => reading?.matches?.(entry(row)) ?? true

describe('the events filter table', () => {
  it('has one entry per archive argument besides paging, in the plugin order, each linked at most once', () => {
    expect(Object.keys(LIST_FILTERS)).toEqual([
      'start_date',
      'end_date',
      'starts_before',
      'starts_after',
      'ends_before',
      'ends_after',
      'strict_dates',
      'search',
      'categories',
      'tags',
      'venue',
      'organizer',
      'featured',
      'status',
      'geoloc',
      'geoloc_lat',
      'geoloc_lng',
      'include',
      'post_parent',
      'ticketed',
    ])
    expect(Object.keys(listArgs())).toEqual(['page', 'per_page', ...Object.keys(LIST_FILTERS)])
    expect(new Set(LINK_ORDER).size).toBe(LINK_ORDER.length)
  })

  it('widens a date to the whole day unless strict_dates, and links the bound it used', () => {
    const widened = read({ start_date: '2026-06-20 21:00:00' }).get('start_date')
    expect(widened?.link).toEqual([['start_date', '2026-06-20 00:00:00']])
    expect(passes(widened, event())).toBe(true)
    const strict = read({ start_date: '2026-06-20 21:00:00', strict_dates: 'true' }).get('start_date')
    expect(strict?.link).toEqual([['start_date', '2026-06-20 21:00:00']])
    expect(passes(strict, event())).toBe(false)
    expect(passes(read({ ends_before: '2026-06-19' }).get('ends_before'), event())).toBe(false)
  })

  it('drops the window set by default when events are named (include) or a start/end bound is given', () => {
    expect(read({ start_date: '2026-06-20', include: '10' }).get('start_date')).toEqual({})
    expect(read({ start_date: '2026-06-20', starts_after: '2026-06-01' }).get('start_date')?.bound).toBe(
      Date.UTC(2026, 5, 20),
    )
    const included = read({ include: '10,12' }).get('include')
    expect(included?.link).toEqual([['include', '10,12']])
    expect(passes(included, event({ id: 11 }))).toBe(false)
  })

  it('searches words and phrases, hides password-protected events from anonymous searches, and names the words an index can find', () => {
    const search = read({ search: 'jazz -quiet "by the river"' }).get('search')
    expect(search?.words).toEqual(['jazz', 'by the river'])
    expect(search?.link).toEqual([['search', 'jazz -quiet "by the river"']])
    expect(passes(search, event())).toBe(true)
    expect(passes(search, event({ excerpt: 'A quiet evening' }))).toBe(false)
    expect(passes(search, event({ password: 'secret' }))).toBe(false)
    expect(passes(read({ search: 'jazz' }, true).get('search'), event({ password: 'secret' }))).toBe(true)
  })

  it('matches venues and organizers by id, and links the ids it understood', () => {
    const venue = read({ venue: '7,x' }).get('venue')
    expect(venue?.link).toEqual([['venue', '7']])
    expect(passes(venue, event())).toBe(true)
    expect(passes(venue, event({ venue: null }))).toBe(false)
    const organizer = read({ organizer: [5, 4] }).get('organizer')
    expect(passes(organizer, event())).toBe(true)
    expect(passes(organizer, event({ organizers: [5] }))).toBe(true)
    expect(passes(organizer, event({ organizers: [] }))).toBe(false)
    // Nothing asked: every event passes and nothing is linked.
    expect(read({}).get('venue')).toEqual({})
  })

  it('shows anonymous callers published events only, and links the statuses', () => {
    const anonymous = read({}).get('status')
    expect(anonymous?.link).toEqual([['status', 'publish']])
    expect(passes(anonymous, event({ status: 'draft' }))).toBe(false)
    const signedIn = read({}, true).get('status')
    expect(signedIn?.link).toEqual([['status', 'any']])
    expect(passes(signedIn, event({ status: 'draft' }))).toBe(true)
    expect(passes(signedIn, event({ status: 'trash' }))).toBe(false)
  })

  it('filters by featured and post_parent, and carries ticketed into the links without filtering', () => {
    expect(passes(read({ featured: true }).get('featured'), event())).toBe(false)
    expect(passes(read({ post_parent: 3 }).get('post_parent'), event({ parent: 3 }))).toBe(true)
    expect(passes(read({ post_parent: 3 }).get('post_parent'), event())).toBe(false)
    const ticketed = read({ ticketed: false }).get('ticketed')
    expect(ticketed?.matches).toBeUndefined()
    expect(ticketed?.link).toEqual([['ticketed', false]])
  })

  it('needs a venue with coordinates for geoloc, and links the point asked', () => {
    const geoloc = read({ geoloc: true, geoloc_lat: '48.85' }).get('geoloc')
    expect(geoloc?.link).toEqual([
      ['geoloc', true],
      ['geoloc_lat', '48.85'],
      ['geoloc_lng', ''],
    ])
    // Venue 7 is not in the empty store.
    expect(passes(geoloc, event())).toBe(false)
    expect(read({ geoloc: false }).get('geoloc')).toEqual({})
  })
})
