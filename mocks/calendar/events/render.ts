import { keyedBy } from '../../http/answers.js'
import type { JsonObject, ReadonlyJsonObject } from '../../http/types.js'
import { frozenUnderTest } from '../../store/freeze.js'
import { derivedBytes, derivedMemory, type KeptEntry } from '../../store/memory.js'
import type { Site } from '../context.js'
import { costValues, formatCost } from '../cost.js'
import { dateDetails, isoWithOffset, parseDb } from '../dates.js'
import { timezoneAbbr } from '../time-zones.js'
import type { CalendarDb } from '../db.js'
import { renderLinked } from '../linked/render.js'
import { organizerPerson, organizers } from '../linked/organizers.js'
import { globalIdFields, permalink, renderImage } from '../posts.js'
import type { EventRow } from '../schemas.js'
import { renderEmbeddedTerm, sortByName } from '../terms/render.js'
import { autop, summary } from '../text.js'
import { venuePlace, venues } from '../linked/venues.js'
import { publishedCount } from './indexes.js'

/** An event as the API shows it: in the archive, single (with JSON-LD), or blanked by its password. */

const BLANKED: JsonObject = {
  description: '',
  excerpt: '',
  cost: '',
  website: '',
  image: false,
  all_day: null,
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
}

export interface RenderOptions {
  /** Single reads add JSON-LD (to the event and to its venue and organizers). */
  single?: boolean
  /** A password-protected event seen without its password. */
  blank?: boolean
}

function eventJsonLd(site: Site, db: CalendarDb, event: EventRow): JsonObject {
  const url = permalink(site, 'event', event)
  const data: JsonObject = {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: event.title,
    description: summary(event.excerpt || event.content),
  }
  const image = renderImage(site, db, event.image)
  if (image && typeof image === 'object' && !Array.isArray(image)) data.image = image.url ?? null
  Object.assign(data, {
    url,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    startDate: isoWithOffset(parseDb(event.start), event.timezone),
    endDate: isoWithOffset(parseDb(event.end), event.timezone),
  })
  const venue = event.venue === null ? undefined : db.venues.get(event.venue)
  if (venue) data.location = venuePlace(site, venue)
  const organizer = event.organizers.map((id) => db.organizers.get(id)).find((row) => row !== undefined)
  if (organizer) data.organizer = organizerPerson(site, organizer)
  const values = costValues(event.cost)
  if (values.length > 0) {
    data.offers = {
      '@type': 'Offer',
      price: values[0] ?? '',
      priceCurrency: event.currency_code,
      url,
      category: 'primary',
      availability: 'inStock',
      validFrom: isoWithOffset(parseDb(event.date_utc), 'UTC'),
    }
  }
  data.performer = 'Organization'
  return data
}

/** A rendered event depends on the store (the memo's scope), its address, the event and how it is shown. */
export const RENDERED_EVENT = keyedBy('rendered event', ['api', 'home', 'event', 'single', 'blank'])

/**
 * An event as the API shows it. Rendering embeds venues, organizers, terms and images and is
 * costly, so results are kept and shared by every read that shows the event, read-only by type
 * and frozen under test: by its declared key, as long as the event is the same row and what it
 * embeds has not changed (the versions of the tables it reads, its terms' counts). A write of
 * another event renders nothing again; a write of a venue, organizer, term or image renders
 * every event afresh once. Every store shares them (versions are numbered across the process).
 * Each is charged by its bytes to the budget of derived values, which may drop it; for an
 * address the host does not serve under, none is kept.
 */
export function renderEvent(
  site: Site,
  db: CalendarDb,
  event: EventRow,
  options: RenderOptions = {},
): ReadonlyJsonObject {
  if (!site.kept) return frozenUnderTest(renderEventAnew(site, db, event, options))
  const key = RENDERED_EVENT.of({
    api: site.api,
    home: site.home,
    event: event.id,
    single: options.single ?? false,
    blank: options.blank ?? false,
  })
  const stamp = embeddedStamp(db, event)
  const found = rendered.get(key) ?? once.get(key)
  if (found && found.event === event && sameStamp(found.stamp, stamp)) {
    // Shown again: kept among the events lists show, least recently shown first out.
    found.kept.used = true
    once.delete(key)
    rendered.delete(key)
    rendered.set(key, found)
    trim(rendered, RENDERED_LIMIT)
    return found.data
  }
  const made = renderEventAnew(site, db, event, options)
  const entry: Rendered = {
    event,
    stamp,
    data: frozenUnderTest(made),
    kept: { bytes: derivedBytes(made) + key.length * 2, used: false, evict: () => forgetRendered(key, entry) },
  }
  const previous = rendered.get(key) ?? once.get(key)
  if (previous) forgetRendered(key, previous)
  once.set(key, entry)
  derivedMemory.keep(entry.kept)
  trim(once, ONCE_LIMIT)
  return entry.data
}

interface Rendered {
  event: EventRow
  stamp: readonly number[]
  data: ReadonlyJsonObject
  /** Its charge to the budget of derived values (mocks/store/memory.ts). */
  kept: KeptEntry
}

/** Stops keeping `entry` under `key` (if it is still the one kept) and stops counting its bytes. */
function forgetRendered(key: string, entry: Rendered): void {
  if (rendered.get(key) === entry) rendered.delete(key)
  if (once.get(key) === entry) once.delete(key)
  derivedMemory.forget(entry.kept)
}

/** Drops the least recently shown of `kept` past `limit`. */
function trim(kept: Map<string, Rendered>, limit: number): void {
  for (const [oldest, entry] of kept) {
    if (kept.size <= limit) break
    forgetRendered(oldest, entry)
  }
}

/** Rendered events shown more than once (a few pages of every list), least recently shown first out. */
const RENDERED_LIMIT = 4096
const rendered = new Map<string, Rendered>()
/**
 * Rendered events shown once so far, the latest few: most are a write's answer, never shown
 * again, and dropped while young instead of filling the kept ones.
 */
const ONCE_LIMIT = 64
const once = new Map<string, Rendered>()

/** What a rendered event embeds besides its row: the tables it reads, and its terms' counts. */
function embeddedStamp(db: CalendarDb, event: EventRow): number[] {
  const stamp = [db.venues.version, db.organizers.version, db.terms.version, db.attachments.version]
  for (const id of event.categories) stamp.push(publishedCount(db, 'tribe_events_cat', id))
  for (const id of event.tags) stamp.push(publishedCount(db, 'post_tag', id))
  return stamp
}

function sameStamp(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

function renderEventAnew(site: Site, db: CalendarDb, event: EventRow, options: RenderOptions): JsonObject {
  const single = options.single ?? false
  const url = permalink(site, 'event', event)
  const terms = (ids: number[]) =>
    sortByName(ids.map((id) => db.terms.get(id)).filter((term) => term !== undefined)).map((term) =>
      renderEmbeddedTerm(site, db, term),
    )
  const venue = event.venue === null ? undefined : db.venues.get(event.venue)
  const costDetails: JsonObject = {
    currency_symbol: event.currency_symbol,
    currency_code: event.currency_code,
    currency_position: event.currency_position,
    values: costValues(event.cost),
  }
  const data: JsonObject = {
    id: event.id,
    ...globalIdFields(site, event.id),
    author: String(event.author),
    status: event.status,
    date: event.date,
    date_utc: event.date_utc,
    modified: event.modified,
    modified_utc: event.modified_utc,
    url,
    rest_url: `${site.api}/events/${event.id}`,
    title: event.title.trim(),
    description: autop(event.content),
    excerpt: autop(event.excerpt),
    slug: event.slug,
    image: renderImage(site, db, event.image),
    all_day: event.all_day,
    start_date: event.start,
    start_date_details: dateDetails(event.start),
    end_date: event.end,
    end_date_details: dateDetails(event.end),
    utc_start_date: event.start_utc,
    utc_start_date_details: dateDetails(event.start_utc),
    utc_end_date: event.end_utc,
    utc_end_date_details: dateDetails(event.end_utc),
    timezone: event.timezone,
    timezone_abbr: timezoneAbbr(
      event.timezone,
      parseDb(event.start_utc),
      (parseDb(event.start) - parseDb(event.start_utc)) / 60_000,
    ),
    cost: formatCost(event),
    cost_details: costDetails,
    website: event.website ?? url,
    show_map: event.show_map ?? true,
    show_map_link: event.show_map_link ?? true,
    hide_from_listings: event.hide_from_listings,
    sticky: event.sticky,
    featured: event.featured,
    categories: terms(event.categories),
    tags: terms(event.tags),
    venue: venue ? renderLinked(venues, site, db, venue, single) : [],
    organizer: event.organizers
      .map((id) => db.organizers.get(id))
      .filter((row) => row !== undefined)
      .map((row) => renderLinked(organizers, site, db, row, single)),
    custom_fields: [],
  }
  if (options.blank) {
    Object.assign(data, BLANKED)
    data.cost_details = { ...costDetails, values: [] }
  }
  if (single) data.json_ld = eventJsonLd(site, db, event)
  return data
}
