import type { CalendarDb } from '../../mocks/calendar/db.js'
import type { SendOptions } from './standin.js'

/**
 * Requests for every calendar route and method, under `/wp-json` and under a language root,
 * then errors and WordPress's global parameters. Rows run in order against one store with a
 * pinned clock; later rows use what earlier rows made. The parity suite sends them through
 * both hosts, the validation pass (contracts/validation/) through the Koa host.
 */

const ROOTS = { plain: '/wp-json/cal/events/v1', lang: '/fr/wp-json/cal/events/v1' } as const
type Root = keyof typeof ROOTS

export interface Row {
  /** The route name (or a label for rows that name no route). */
  name: string
  method: string
  path: (db: CalendarDb) => string
  options?: (db: CalendarDb) => SendOptions
}

const json =
  (body: (db: CalendarDb) => unknown) =>
  (db: CalendarDb): SendOptions => ({ json: body(db) })
const bySlug = <T extends { slug: string }>(rows: readonly T[], slug: string): T => {
  const found = rows.find((row) => row.slug === slug)
  if (!found) throw new Error(`nothing with slug ${slug}`)
  return found
}
const lastPublished = <T extends { status: string }>(rows: readonly T[]): T =>
  [...rows].reverse().find((row) => row.status === 'publish')!
const firstPublished = (db: CalendarDb) =>
  db.events.rows().find((event) => event.status === 'publish' && event.password === '')!

/** The rows of one root; each root writes its own records (named after the root) so both can run. */
export function rowsFor(root: Root): Row[] {
  const api = ROOTS[root]
  const tag = root === 'plain' ? 'Plain' : 'Lang'
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const event = `${tag} Parity Event`
  const venue = `${tag} Parity Venue`
  const organizer = `${tag} Parity Organizer`
  const linked = (
    plural: 'venues' | 'organizers',
    type: 'venue' | 'organizer',
    name: string,
    table: (db: CalendarDb) => readonly { id: number; slug: string }[],
  ): Row[] => [
    { name: `calendar.${plural}.list`, method: 'GET', path: () => `${api}/${plural}?per_page=3&page=2` },
    {
      name: `calendar.${plural}.create`,
      method: 'POST',
      path: () => `${api}/${plural}`,
      options: json(() => ({ [type]: name, description: 'Made by the parity suite', phone: '555-0100' })),
    },
    { name: `calendar.${plural}.read`, method: 'GET', path: (db) => `${api}/${plural}/${table(db)[0]!.id}` },
    {
      name: `calendar.${plural}.update`,
      method: 'POST',
      path: (db) => `${api}/${plural}/${bySlug(table(db), slug(name)).id}`,
      options: json(() => ({ phone: '555-0101' })),
    },
    {
      name: `calendar.${plural}.put`,
      method: 'PUT',
      path: (db) => `${api}/${plural}/${bySlug(table(db), slug(name)).id}`,
      options: json(() => ({ website: 'https://parity.example' })),
    },
    {
      name: `calendar.${plural}.patch`,
      method: 'PATCH',
      path: (db) => `${api}/${plural}/${bySlug(table(db), slug(name)).id}`,
      options: json(() => ({ description: '' })),
    },
    { name: `calendar.${plural}.by_slug.read`, method: 'GET', path: () => `${api}/${plural}/by-slug/${slug(name)}` },
    {
      name: `calendar.${plural}.by_slug.update`,
      method: 'POST',
      path: () => `${api}/${plural}/by-slug/${slug(name)}`,
      options: json(() => ({ phone: '555-0102' })),
    },
    {
      name: `calendar.${plural}.by_slug.put`,
      method: 'PUT',
      path: () => `${api}/${plural}/by-slug/${slug(name)}`,
      options: json(() => ({ phone: '555-0103' })),
    },
    {
      name: `calendar.${plural}.by_slug.patch`,
      method: 'PATCH',
      path: () => `${api}/${plural}/by-slug/${slug(name)}`,
      options: json(() => ({ phone: '555-0104' })),
    },
  ]
  const linkedDeletes = (
    plural: 'venues' | 'organizers',
    name: string,
    table: (db: CalendarDb) => readonly { id: number; slug: string; status: string }[],
  ): Row[] => [
    {
      name: `calendar.${plural}.by_slug.delete`,
      method: 'DELETE',
      path: () => `${api}/${plural}/by-slug/${slug(name)}`,
    },
    // By id: a seeded record (each root trashes the newest one not yet in the trash).
    {
      name: `calendar.${plural}.delete`,
      method: 'DELETE',
      path: (db) => `${api}/${plural}/${lastPublished(table(db)).id}`,
    },
  ]
  const terms = (plural: 'categories' | 'tags', name: string): Row[] => {
    const termId = (db: CalendarDb) => db.terms.rows().find((term) => term.name === name)!.id
    return [
      {
        name: `calendar.${plural}.list`,
        method: 'GET',
        path: () => `${api}/${plural}?per_page=3&page=2&hide_empty=false`,
      },
      {
        name: `calendar.${plural}.create`,
        method: 'POST',
        path: () => `${api}/${plural}`,
        options: json(() => ({ name, description: 'Parity' })),
      },
      { name: `calendar.${plural}.read`, method: 'GET', path: (db) => `${api}/${plural}/${termId(db)}` },
      {
        name: `calendar.${plural}.update`,
        method: 'POST',
        path: (db) => `${api}/${plural}/${termId(db)}`,
        options: json(() => ({ description: 'Updated' })),
      },
      {
        name: `calendar.${plural}.put`,
        method: 'PUT',
        path: (db) => `${api}/${plural}/${termId(db)}`,
        options: json(() => ({ slug: `${slug(name)}-put` })),
      },
      {
        name: `calendar.${plural}.patch`,
        method: 'PATCH',
        path: (db) => `${api}/${plural}/${termId(db)}`,
        options: json(() => ({ description: '' === name ? 'x' : 'Patched' })),
      },
      { name: `calendar.${plural}.delete`, method: 'DELETE', path: (db) => `${api}/${plural}/${termId(db)}` },
    ]
  }
  const eventId = (db: CalendarDb) => bySlug(db.events.rows(), slug(event)).id
  return [
    { name: 'calendar.site.read', method: 'GET', path: () => `${api.slice(0, -'/cal/events/v1'.length)}/` },
    { name: 'calendar.index.read', method: 'GET', path: () => api },
    { name: 'calendar.doc.read', method: 'GET', path: () => `${api}/doc` },
    ...linked('venues', 'venue', venue, (db) => db.venues.rows()),
    ...linked('organizers', 'organizer', organizer, (db) => db.organizers.rows()),
    {
      name: 'calendar.events.list',
      method: 'GET',
      path: () => `${api}/events?per_page=2&page=2&start_date=2020-01-01&categories=music,jazz`,
    },
    {
      name: 'calendar.events.create',
      method: 'POST',
      path: () => `${api}/events`,
      options: json((db) => ({
        title: event,
        start_date: 'next friday 7pm',
        end_date: 'next friday 10pm',
        timezone: 'Europe/Paris',
        cost: '12€',
        categories: ['Music', `${tag} New Category`],
        tags: 'Free, Outdoor',
        venue: { id: bySlug(db.venues.rows(), slug(venue)).id },
        organizer: [
          { organizer: `${tag} Inline Organizer`, email: 'inline@parity.example' },
          bySlug(db.organizers.rows(), slug(organizer)).id,
        ],
        image: `http://example.org/wp-content/uploads/${db.attachments.rows()[0]!.file}`,
      })),
    },
    { name: 'calendar.events.read', method: 'GET', path: (db) => `${api}/events/${firstPublished(db).id}` },
    {
      name: 'calendar.events.update',
      method: 'POST',
      path: (db) => `${api}/events/${eventId(db)}`,
      options: json(() => ({ featured: true })),
    },
    {
      name: 'calendar.events.put',
      method: 'PUT',
      path: (db) => `${api}/events/${eventId(db)}`,
      options: json(() => ({ all_day: true })),
    },
    {
      name: 'calendar.events.patch',
      method: 'PATCH',
      path: (db) => `${api}/events/${eventId(db)}`,
      options: json(() => ({ venue: { venue: `${tag} Inline Venue`, city: 'Lyon' } })),
    },
    { name: 'calendar.events.by_slug.read', method: 'GET', path: () => `${api}/events/by-slug/${slug(event)}` },
    {
      name: 'calendar.events.by_slug.update',
      method: 'POST',
      path: () => `${api}/events/by-slug/${slug(event)}`,
      options: json(() => ({ excerpt: 'By slug' })),
    },
    {
      name: 'calendar.events.by_slug.put',
      method: 'PUT',
      path: () => `${api}/events/by-slug/${slug(event)}`,
      options: json(() => ({ organizer: [] })),
    },
    {
      name: 'calendar.events.by_slug.patch',
      method: 'PATCH',
      path: () => `${api}/events/by-slug/${slug(event)}`,
      options: json(() => ({ end_date: '+2 months' })),
    },
    { name: 'calendar.events.by_slug.delete', method: 'DELETE', path: () => `${api}/events/by-slug/${slug(event)}` },
    {
      name: 'calendar.events.delete',
      method: 'DELETE',
      path: (db) => `${api}/events/${lastPublished(db.events.rows()).id}`,
    },
    ...linkedDeletes('venues', venue, (db) => db.venues.rows()),
    ...linkedDeletes('organizers', organizer, (db) => db.organizers.rows()),
    ...terms('categories', `${tag} Parity Category`),
    ...terms('tags', `${tag} Parity Tag`),
  ]
}

const errorRows: Row[] = [
  {
    name: 'anonymous write (401)',
    method: 'POST',
    path: () => `${ROOTS.plain}/tags`,
    options: () => ({ json: { name: 'x' }, auth: false }),
  },
  {
    name: 'missing params before auth (400)',
    method: 'POST',
    path: () => `${ROOTS.plain}/events`,
    options: () => ({ auth: false }),
  },
  { name: 'invalid params', method: 'GET', path: () => `${ROOTS.plain}/events?page=0&featured=maybe&start_date=nope` },
  { name: 'event not found', method: 'GET', path: () => `${ROOTS.plain}/events/99999` },
  { name: 'not an event', method: 'GET', path: (db) => `${ROOTS.plain}/events/${db.venues.rows()[0]!.id}` },
  {
    name: 'password protected',
    method: 'GET',
    path: (db) => `${ROOTS.plain}/events/${db.events.rows().find((event) => event.password !== '')!.id}`,
    options: () => ({ auth: false }),
  },
  { name: 'archive page not found', method: 'GET', path: () => `${ROOTS.plain}/events?page=99` },
  { name: 'unknown path', method: 'GET', path: () => `${ROOTS.plain}/nothing/here` },
  { name: 'wrong method', method: 'DELETE', path: () => `${ROOTS.plain}/events` },
  { name: 'not a language root', method: 'GET', path: () => `/fra${ROOTS.lang.slice(3)}/events` },
  { name: 'trailing slash', method: 'GET', path: () => `${ROOTS.plain}/venues/?per_page=2` },
  {
    name: 'invalid json',
    method: 'POST',
    path: () => `${ROOTS.plain}/venues`,
    options: () => ({ body: '{"venue": ', headers: { 'Content-Type': 'application/json' } }),
  },
  {
    name: 'form body',
    method: 'POST',
    path: () => `${ROOTS.plain}/organizers`,
    options: () => ({
      body: 'organizer=Form+Parity&email=form%40parity.example',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  },
  { name: 'head', method: 'HEAD', path: () => `${ROOTS.lang}/events?per_page=2` },
  { name: 'options', method: 'OPTIONS', path: () => `${ROOTS.plain}/events/1` },
  {
    name: 'cors',
    method: 'GET',
    path: () => `${ROOTS.plain}/tags`,
    options: () => ({ headers: { Origin: 'https://app.example' } }),
  },
  {
    name: 'term exists',
    method: 'POST',
    path: () => `${ROOTS.plain}/categories`,
    options: () => ({ json: { name: 'Music' } }),
  },
  {
    name: 'trashed twice',
    method: 'DELETE',
    path: (db) => `${ROOTS.plain}/venues/${db.venues.rows().find((venue) => venue.status === 'trash')!.id}`,
  },
]

const childCategory = (db: CalendarDb) =>
  db.terms.rows().find((term) => term.taxonomy === 'tribe_events_cat' && term.parent !== 0)!

/** The front page, and WordPress's global parameters on a few routes. */
const globalRows: Row[] = [
  { name: 'calendar.home.read', method: 'GET', path: () => '/' },
  { name: 'home, head', method: 'HEAD', path: () => '/' },
  { name: 'site index, no slash', method: 'GET', path: () => '/wp-json?_fields=name,namespaces' },
  { name: '_fields', method: 'GET', path: () => `${ROOTS.plain}/events?per_page=2&_fields=total,events,rest_url` },
  {
    name: '_fields nested',
    method: 'GET',
    path: (db) => `${ROOTS.plain}/events/${firstPublished(db).id}?_fields=id,start_date_details.year,venue.venue`,
  },
  { name: '_envelope', method: 'GET', path: () => `${ROOTS.plain}/venues?per_page=2&_envelope` },
  { name: '_envelope of an error', method: 'DELETE', path: () => `${ROOTS.plain}/events/99999?_envelope=1` },
  { name: '_embed', method: 'GET', path: (db) => `${ROOTS.lang}/categories/${childCategory(db).id}?_embed` },
  { name: '_jsonp', method: 'GET', path: () => `${ROOTS.plain}/tags?_jsonp=parity.callback&_pretty` },
  { name: 'bad _jsonp', method: 'GET', path: () => `${ROOTS.plain}/tags?_jsonp=alert(1)` },
]

const form = (body: string): SendOptions => ({ body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
const publishedVenue = (db: CalendarDb) => db.venues.rows().find((venue) => venue.status === 'publish')!
const category = (db: CalendarDb) => db.terms.rows().find((term) => term.taxonomy === 'tribe_events_cat')!
const tag = (db: CalendarDb) => db.terms.rows().find((term) => term.taxonomy === 'post_tag')!

/** Requests in every form the server takes, which its document must take too. */
export const acceptanceRows: Row[] = [
  {
    name: 'a single venue id, category and tag names, a list of costs, timestamps',
    method: 'POST',
    path: () => `${ROOTS.plain}/events`,
    options: json((db) => ({
      title: 'Accepted Event',
      start_date: 1924948800,
      end_date: '1924956000',
      venue: publishedVenue(db).id,
      categories: `${category(db).name}, ${category(db).slug}`,
      tags: [tag(db).name, tag(db).id],
      organizer: String(db.organizers.rows()[0]!.id),
      cost: ['10', 25],
      featured: 1,
      sticky: 'TRUE',
    })),
  },
  {
    name: 'a venue id as text, inline organizers',
    method: 'PATCH',
    path: (db) => `${ROOTS.plain}/events/${db.events.rows().find((event) => event.title === 'Accepted Event')!.id}`,
    options: json((db) => ({
      venue: String(publishedVenue(db).id),
      organizer: [{ organizer: 'Accepted Organizer' }, db.organizers.rows()[1]!.id],
    })),
  },
  {
    name: 'booleans and lists in a form body',
    method: 'POST',
    path: () => `${ROOTS.plain}/events`,
    options: (db) =>
      form(
        `title=Form+Event&start_date=2031-01-01+10:00&end_date=2031-01-01+11:00&all_day=1&featured=0&show_map=true&hide_from_listings=&categories=${category(db).slug}&venue=${publishedVenue(db).id}`,
      ),
  },
  {
    name: 'booleans in a venue form body',
    method: 'POST',
    path: () => `${ROOTS.plain}/venues`,
    options: () => form('venue=Form+Venue&show_map=0&show_map_link=1&date=1514764800'),
  },
  {
    name: 'term slugs and names, booleans as 1 in a query',
    method: 'GET',
    path: (db) =>
      `${ROOTS.plain}/events?categories=${category(db).slug},${category(db).id}&tags=${encodeURIComponent(tag(db).name)}&featured=0&strict_dates=false`,
  },
  {
    name: 'a single venue id in a query',
    method: 'GET',
    path: (db) => `${ROOTS.plain}/events?venue=${publishedVenue(db).id}&start_date=2020-01-01`,
  },
  { name: 'hide_empty as 0', method: 'GET', path: () => `${ROOTS.plain}/categories?hide_empty=0&per_page=3` },
  { name: 'has_events as 1', method: 'GET', path: () => `${ROOTS.plain}/venues?has_events=1&only_with_upcoming=0` },
]

export const calendarRows: Row[] = [
  ...rowsFor('plain'),
  ...rowsFor('lang'),
  ...errorRows,
  ...acceptanceRows,
  ...globalRows,
]
