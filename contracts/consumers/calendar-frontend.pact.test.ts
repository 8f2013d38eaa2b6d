import { MatchersV3 } from '@pact-foundation/pact'
import { describe } from 'vitest'
import { PACTS } from '../pacts.js'
import { type Interaction, recordPact } from './pact.js'

/**
 * The calendar front-end's contract with the events calendar API: it browses events (pages,
 * filters, an empty calendar, one event by id or slug), venues, organizers, categories and
 * tags anonymously, and its editors write them with the token. The errors it handles: 400
 * missing fields, 404, 401 on an anonymous write, 410 when an event is already in the trash.
 */

const { boolean, datetime, eachLike, fromProviderState, integer, like, regex } = MatchersV3

const BASE = '/wp-json/cal/events/v1'

const wpDate = (example: string) => datetime('yyyy-MM-dd HH:mm:ss', example)
/** An absolute link into the API: `path` is a pattern (`events/\\d+`), `example` its example. */
const restUrl = (path: string, example: string) =>
  regex(new RegExp(`^https?://[^/]+${BASE}/${path}$`), `http://localhost${BASE}/${example}`)
const listUrl = (collection: string) => restUrl(`${collection}/(\\?.*)?`, `${collection}/?page=1&per_page=10`)
const count = regex(/^\d+$/, '12')
/** The totals a paged list repeats in headers. */
const totals = { 'X-TEC-Total': count, 'X-TEC-TotalPages': count }

/**
 * An event as lists show it. Lists blank a password-protected event (its booleans become
 * null), so the flags the front-end reads are only in `event`, read or written alone.
 */
const listedEvent = {
  id: integer(37),
  global_id: like('localhost?id=37'),
  author: like('1'),
  status: like('publish'),
  date: wpDate('2026-06-19 09:04:15'),
  url: like('http://localhost/event/ccm-night/'),
  rest_url: restUrl('events/\\d+', 'events/37'),
  title: like('CCM Night'),
  description: like('<p>Doors open fifteen minutes before the start.</p>'),
  slug: like('ccm-night'),
  start_date: wpDate('2026-11-21 12:00:00'),
  end_date: wpDate('2026-11-21 16:00:00'),
  utc_start_date: wpDate('2026-11-21 11:00:00'),
  utc_end_date: wpDate('2026-11-21 15:00:00'),
  timezone: like('Europe/Paris'),
  cost: like('5€ – 15€'),
}

const event = { ...listedEvent, all_day: boolean(false), featured: boolean(false), show_map: boolean(true) }

const embeddedTerm = { id: integer(1), name: like('Music'), slug: like('music'), taxonomy: like('tribe_events_cat') }

/** A single event as an event page shows it: with its categories and its schema.org data. */
const eventPage = {
  ...event,
  categories: eachLike(embeddedTerm),
  json_ld: like({ '@type': 'Event', name: 'CCM Night' }),
}

const venue = {
  id: integer(15),
  status: like('publish'),
  url: like('http://localhost/venue/turcotte-loft/'),
  venue: like('Turcotte Loft'),
  slug: like('turcotte-loft'),
  show_map: boolean(true),
  global_id: like('localhost?id=15'),
}

const organizer = {
  id: integer(27),
  status: like('publish'),
  url: like('http://localhost/organizer/jane-doe/'),
  organizer: like('Jane Doe'),
  slug: like('jane-doe'),
  global_id: like('localhost?id=27'),
}

const term = (taxonomy: string, collection: string) => ({
  id: integer(1),
  name: like('Music'),
  slug: like('music'),
  taxonomy: like(taxonomy),
  count: integer(7),
  urls: { self: restUrl(`${collection}/\\d+`, `${collection}/1`), collection: restUrl(collection, collection) },
})
const category = term('tribe_events_cat', 'categories')
const tag = term('post_tag', 'tags')

const error = (code: string, status: number, message: string) => ({
  code,
  message: like(message),
  data: like({ status }),
})

const item = (collection: string, example: number) =>
  fromProviderState(`${BASE}/${collection}/\${id}`, `${BASE}/${collection}/${example}`)

/** A page of a list: the items under their key, the totals in the body and in headers. */
const page = (key: string, items: unknown) => ({
  status: 200,
  headers: totals,
  body: { [key]: eachLike(items), rest_url: listUrl(key), total: integer(12), total_pages: integer(2) },
})

const events: Interaction[] = [
  {
    description: 'calendar.events.list: upcoming events, first page',
    given: [{ state: 'events exist' }],
    request: { method: 'GET', path: `${BASE}/events`, auth: false },
    response: page('events', listedEvent),
  },
  {
    description: 'calendar.events.list: the second page of every event since 2000, two per page, with both neighbours',
    given: [{ state: 'events exist' }],
    request: {
      method: 'GET',
      path: `${BASE}/events`,
      query: { start_date: '2000-01-01', per_page: '2', page: '2' },
      auth: false,
    },
    response: {
      status: 200,
      headers: totals,
      body: {
        events: eachLike(listedEvent, 2),
        rest_url: listUrl('events'),
        next_rest_url: regex(
          new RegExp(`^https?://[^/]+${BASE}/events/\\?.*page=3.*$`),
          `http://localhost${BASE}/events/?page=3&per_page=2`,
        ),
        previous_rest_url: regex(
          new RegExp(`^https?://[^/]+${BASE}/events/.*$`),
          `http://localhost${BASE}/events/?per_page=2`,
        ),
        total: integer(36),
        total_pages: integer(18),
      },
    },
  },
  {
    description: 'calendar.events.list: the events of one category',
    given: [{ state: 'an event exists' }],
    request: {
      method: 'GET',
      path: `${BASE}/events`,
      query: { categories: fromProviderState('${category}', 'music'), start_date: '2000-01-01' },
      auth: false,
    },
    response: page('events', listedEvent),
  },
  {
    description: 'calendar.events.list: an empty calendar',
    given: [{ state: 'no events exist' }],
    request: { method: 'GET', path: `${BASE}/events`, auth: false },
    response: {
      status: 200,
      headers: { 'X-TEC-Total': '0', 'X-TEC-TotalPages': '0' },
      body: { events: [], rest_url: listUrl('events'), total: 0, total_pages: 0 },
    },
  },
  {
    description: 'calendar.events.read: one event',
    given: [{ state: 'an event exists' }],
    request: { method: 'GET', path: item('events', 37), auth: false },
    response: { status: 200, body: eventPage },
  },
  {
    description: 'calendar.events.by_slug.read: one event by its slug',
    given: [{ state: 'an event exists' }],
    request: {
      method: 'GET',
      path: fromProviderState(`${BASE}/events/by-slug/\${slug}`, `${BASE}/events/by-slug/ccm-night`),
      auth: false,
    },
    response: { status: 200, body: eventPage },
  },
  {
    description: 'calendar.events.read: an event that does not exist is not found',
    request: { method: 'GET', path: `${BASE}/events/2147483647`, auth: false },
    response: { status: 404, body: error('rest-event-not-found', 404, 'Event with ID 2147483647 does not exist.') },
  },
  {
    description: 'calendar.events.create: a new event',
    request: {
      method: 'POST',
      path: `${BASE}/events`,
      body: {
        title: 'Console Launch Party',
        start_date: '2030-05-01 18:00:00',
        end_date: '2030-05-01 21:00:00',
        timezone: 'UTC',
      },
    },
    response: {
      status: 201,
      body: {
        ...event,
        title: like('Console Launch Party'),
        start_date: wpDate('2030-05-01 18:00:00'),
        end_date: wpDate('2030-05-01 21:00:00'),
      },
    },
  },
  {
    description: 'calendar.events.create: an event without its required fields is refused',
    request: { method: 'POST', path: `${BASE}/events`, body: { description: 'No title, no dates' } },
    response: {
      status: 400,
      body: {
        code: 'rest_missing_callback_param',
        message: like('Missing parameter(s): title, start_date, end_date'),
        data: like({ status: 400, params: ['title'] }),
      },
    },
  },
  {
    description: 'calendar.events.create: an anonymous visitor may not create events',
    request: {
      method: 'POST',
      path: `${BASE}/events`,
      body: { title: 'Gatecrash', start_date: '2030-05-01 18:00:00', end_date: '2030-05-01 21:00:00' },
      auth: false,
    },
    response: { status: 401, body: error('rest_forbidden', 401, 'Sorry, you are not allowed to do that.') },
  },
  {
    description: 'calendar.events.put: an event renamed',
    given: [{ state: 'an event exists' }],
    request: { method: 'PUT', path: item('events', 37), body: { title: 'CCM Night (moved)' } },
    response: { status: 200, body: { ...event, title: like('CCM Night (moved)') } },
  },
  {
    description: 'calendar.events.patch: an event featured',
    given: [{ state: 'an event exists' }],
    request: { method: 'PATCH', path: item('events', 37), body: { featured: true } },
    response: { status: 200, body: { ...event, featured: true } },
  },
  {
    description: 'calendar.events.delete: an event moved to the trash',
    given: [{ state: 'an event exists' }],
    request: { method: 'DELETE', path: item('events', 37) },
    response: { status: 200, body: { ...event, status: 'trash' } },
  },
  {
    description: 'calendar.events.delete: deleting an event already in the trash is refused as gone',
    given: [{ state: 'an event is in the trash' }],
    request: { method: 'DELETE', path: item('events', 37) },
    response: { status: 410, body: error('event-is-in-trash', 410, 'The event is already trashed') },
  },
]

const venues: Interaction[] = [
  {
    description: 'calendar.venues.list: a page of venues',
    given: [{ state: 'a venue exists' }],
    request: { method: 'GET', path: `${BASE}/venues`, query: { per_page: '5' }, auth: false },
    response: page('venues', venue),
  },
  {
    description: 'calendar.venues.read: one venue',
    given: [{ state: 'a venue exists' }],
    request: { method: 'GET', path: item('venues', 15), auth: false },
    response: { status: 200, body: venue },
  },
  {
    description: 'calendar.venues.create: a new venue',
    request: {
      method: 'POST',
      path: `${BASE}/venues`,
      body: { venue: 'Console Hall', city: 'Lyon', country: 'France' },
    },
    response: { status: 201, body: { ...venue, venue: like('Console Hall'), city: like('Lyon') } },
  },
  {
    description: 'calendar.venues.put: a venue’s phone number changed',
    given: [{ state: 'a venue exists' }],
    request: { method: 'PUT', path: item('venues', 15), body: { phone: '+33 4 00 00 00 00' } },
    response: { status: 200, body: { ...venue, phone: like('+33 4 00 00 00 00') } },
  },
  {
    description: 'calendar.venues.delete: a venue moved to the trash',
    given: [{ state: 'a venue exists' }],
    request: { method: 'DELETE', path: item('venues', 15) },
    response: { status: 200, body: { ...venue, status: 'trash' } },
  },
]

const organizers: Interaction[] = [
  {
    description: 'calendar.organizers.list: a page of organizers',
    given: [{ state: 'an organizer exists' }],
    request: { method: 'GET', path: `${BASE}/organizers`, query: { per_page: '5' }, auth: false },
    response: page('organizers', organizer),
  },
  {
    description: 'calendar.organizers.read: one organizer',
    given: [{ state: 'an organizer exists' }],
    request: { method: 'GET', path: item('organizers', 27), auth: false },
    response: { status: 200, body: organizer },
  },
  {
    description: 'calendar.organizers.create: a new organizer',
    request: {
      method: 'POST',
      path: `${BASE}/organizers`,
      body: { organizer: 'Console Collective', email: 'hello@console.example' },
    },
    response: {
      status: 201,
      body: { ...organizer, organizer: like('Console Collective'), email: like('hello@console.example') },
    },
  },
  {
    description: 'calendar.organizers.patch: an organizer’s website set',
    given: [{ state: 'an organizer exists' }],
    request: { method: 'PATCH', path: item('organizers', 27), body: { website: 'https://console.example' } },
    response: { status: 200, body: { ...organizer, website: like('https://console.example') } },
  },
  {
    description: 'calendar.organizers.update: an organizer’s phone number changed, the WordPress way (POST)',
    given: [{ state: 'an organizer exists' }],
    request: { method: 'POST', path: item('organizers', 27), body: { phone: '+33 4 11 11 11 11' } },
    response: { status: 200, body: { ...organizer, phone: like('+33 4 11 11 11 11') } },
  },
  {
    description: 'calendar.organizers.delete: an organizer moved to the trash',
    given: [{ state: 'an organizer exists' }],
    request: { method: 'DELETE', path: item('organizers', 27) },
    response: { status: 200, body: { ...organizer, status: 'trash' } },
  },
]

const terms: Interaction[] = [
  {
    description: 'calendar.categories.list: the categories',
    given: [{ state: 'a category exists' }],
    request: { method: 'GET', path: `${BASE}/categories`, auth: false },
    response: page('categories', category),
  },
  {
    description: 'calendar.categories.read: one category',
    given: [{ state: 'a category exists' }],
    request: { method: 'GET', path: item('categories', 1), auth: false },
    response: { status: 200, body: category },
  },
  {
    description: 'calendar.categories.create: a new category',
    given: [{ state: 'no category has this name', params: { name: 'Console Meetups' } }],
    request: {
      method: 'POST',
      path: `${BASE}/categories`,
      body: { name: 'Console Meetups', description: 'Evenings for console users' },
    },
    response: { status: 201, body: { ...category, name: like('Console Meetups'), count: integer(0) } },
  },
  {
    description: 'calendar.categories.put: a category renamed',
    given: [{ state: 'a category exists' }],
    request: { method: 'PUT', path: item('categories', 1), body: { name: 'Console Music' } },
    response: { status: 200, body: { ...category, name: like('Console Music') } },
  },
  {
    description: 'calendar.categories.delete: a category deleted',
    given: [{ state: 'a category exists' }],
    request: { method: 'DELETE', path: item('categories', 1) },
    response: { status: 200, body: category },
  },
  {
    description: 'calendar.tags.list: the tags',
    given: [{ state: 'a tag exists' }],
    request: { method: 'GET', path: `${BASE}/tags`, auth: false },
    response: page('tags', tag),
  },
  {
    description: 'calendar.tags.read: one tag',
    given: [{ state: 'a tag exists' }],
    request: { method: 'GET', path: item('tags', 1), auth: false },
    response: { status: 200, body: tag },
  },
  {
    description: 'calendar.tags.create: a new tag',
    given: [{ state: 'no tag has this name', params: { name: 'Console Friendly' } }],
    request: { method: 'POST', path: `${BASE}/tags`, body: { name: 'Console Friendly' } },
    response: { status: 201, body: { ...tag, name: like('Console Friendly'), count: integer(0) } },
  },
]

describe(`${PACTS.calendar.consumer} → ${PACTS.calendar.provider}`, () => {
  recordPact('calendar', [...events, ...venues, ...organizers, ...terms])
})
