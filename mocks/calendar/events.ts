import type { ApiResponse, JsonObject } from '../http/types.js'
import { TextIndex } from '../store/text-index.js'
import { type ArgEnv, type Args, type Check, unrequired } from './args.js'
import type { RequestParams } from './body.js'
import { SITE_TIMEZONE, type Site } from './context.js'
import { costFromParam, costValues, formatCost } from './cost.js'
import {
  addMonths,
  dateDetails,
  endOfDay,
  formatDb,
  isoWithOffset,
  parseDb,
  parseTime,
  parseWallClock,
  startOfDay,
  timezoneAbbr,
  utcToWall,
  wallToUtc,
} from './dates.js'
import { type CalendarDb, SITE_ADMIN } from './db.js'
import {
  authenticatedOnly,
  type Call,
  created,
  DELETE,
  EDIT,
  ID_PATTERN,
  ok,
  READ,
  SLUG_PATTERN,
  type Endpoint,
  type WpRoute,
} from './endpoint.js'
import { ACCEPTS } from './doc.js'
import { errors, messages } from './errors.js'
import { imageAttachment } from './images.js'
import { applyLinkedPlans, idList, isValidEntry, type LinkedPlan, planLinked, renderLinked } from './linked.js'
import { organizerPerson, organizers } from './organizers.js'
import { archiveResponse, pageArgs, paginate, queryPairs } from './pagination.js'
import { arrayValues, filterBoolean, isEmpty, isMap, isNumeric, listToArray, toInt, type PhpValue } from './php.js'
import {
  canRead,
  dateFields,
  defaultStatuses,
  globalIdFields,
  modifiedFields,
  permalink,
  postSlug,
  renderImage,
  requestedDate,
  resolveStatus,
  statusMatches,
  storableStatus,
  trashedSlug,
} from './posts.js'
import type { EventRow, PostStatus } from './schemas.js'
import { applyTermPlan, namesNoTerms, planTerms, renderEmbeddedTerm, sortByName, type TermPlan } from './terms.js'
import { autop, sanitizeTitle, splitList, summary } from './text.js'
import {
  bySlug,
  findTerm,
  isEventId,
  isEventSlug,
  isImage,
  isOrganizerIdList,
  isPositiveIntList,
  isPostStatus,
  isString,
  isStringOrEmpty,
  isTermOfTaxonomy,
  isTime,
  isTimezoneOrEmpty,
  isUrlOrEmpty,
  isUserId,
  isVenueIdList,
  statusList,
  statusListCheck,
  supportsTicketed,
} from './validators.js'
import { venuePlace, venues } from './venues.js'
import { dateArg } from './write-dates.js'

/**
 * Events: the archive with its date window and filters, single events (with JSON-LD and
 * password protection), and writes that link venues, organizers and terms, creating them
 * inline when asked.
 */

// ---------------------------------------------------------------------------------------
// Output

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

interface RenderOptions {
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

/**
 * An event as the API shows it. Rendering embeds venues, organizers, terms and images and is
 * costly, so results are kept until the next write to the store (read-only: never mutate them).
 */
function renderEvent(site: Site, db: CalendarDb, event: EventRow, options: RenderOptions = {}): JsonObject {
  const rendered = db.memo('rendered events', () => new Map<string, JsonObject>())
  const key = `${site.api} ${site.home} ${event.id} ${options.single ? 1 : 0}${options.blank ? 1 : 0}`
  let data = rendered.get(key)
  if (!data) {
    if (rendered.size > 50_000) rendered.clear()
    data = renderEventAnew(site, db, event, options)
    rendered.set(key, data)
  }
  return data
}

function renderEventAnew(site: Site, db: CalendarDb, event: EventRow, options: RenderOptions): JsonObject {
  const single = options.single ?? false
  const url = permalink(site, 'event', event)
  const terms = (ids: number[]) =>
    sortByName(ids.map((id) => db.terms.get(id)).filter((term) => term !== undefined)).map((term) => renderEmbeddedTerm(site, db, term))
  const venue = event.venue === null ? undefined : db.venues.get(event.venue)
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
    timezone_abbr: timezoneAbbr(event.timezone, parseDb(event.start_utc), (parseDb(event.start) - parseDb(event.start_utc)) / 60_000),
    cost: formatCost(event),
    cost_details: {
      currency_symbol: event.currency_symbol,
      currency_code: event.currency_code,
      currency_position: event.currency_position,
      values: costValues(event.cost),
    },
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
    data.cost_details = { ...(data.cost_details as JsonObject), values: [] }
  }
  if (single) data.json_ld = eventJsonLd(site, db, event)
  return data
}

// ---------------------------------------------------------------------------------------
// Arguments

/** The list's default window: from yesterday 23:59 (site time) to 24 months from now. */
function defaultStart(env: ArgEnv): string {
  return formatDb(startOfDay(utcToWall(env.nowMs, SITE_TIMEZONE)) - 60_000)
}

function defaultEnd(env: ArgEnv): string {
  return formatDb(addMonths(utcToWall(env.nowMs, SITE_TIMEZONE), 24))
}

const timeArg = (description: string, defaultValue?: (env: ArgEnv) => string): Args[string] => ({
  required: false,
  validate: isTime,
  ...(defaultValue ? { default: defaultValue } : {}),
  description,
  docType: 'string',
})

const listArgs = (): Args => ({
  ...pageArgs('events'),
  start_date: timeArg('Events that start on the specified date', defaultStart),
  end_date: timeArg('Events that end on the specified date', defaultEnd),
  starts_before: timeArg('Events that start before the specified date'),
  starts_after: timeArg('Events that start after the specified date'),
  ends_before: timeArg('Events that end before the specified date'),
  ends_after: timeArg('Events that end after the specified date'),
  strict_dates: {
    required: false,
    validate: isString,
    default: 'false',
    description:
      'Dates set using the start_date/end_date, starts_*/ends_* are set to start at the specified times. The default behavior is to include the entire days.',
    docType: 'string',
  },
  search: { required: false, validate: isString, description: 'Events should contain the specified string in the title or description', type: 'string' },
  categories: {
    required: false,
    validate: isTermOfTaxonomy('tribe_events_cat'),
    description: 'Events should be assigned one of the specified categories slugs or IDs',
    docType: 'array',
    items: { type: 'integer' },
    schema: ACCEPTS.termFilter,
  },
  tags: {
    required: false,
    validate: isTermOfTaxonomy('post_tag'),
    description: 'Events should be assigned one of the specified tags slugs or IDs',
    docType: 'array',
    items: { type: 'integer' },
    schema: ACCEPTS.termFilter,
  },
  venue: { required: false, validate: isVenueIdList, description: 'Events should be assigned one of the specified venue IDs', docType: 'array', items: { type: 'integer' } },
  organizer: {
    required: false,
    validate: isOrganizerIdList,
    description: 'Events should be assigned one of the specified organizer IDs',
    docType: 'array',
    items: { type: 'integer' },
  },
  featured: { required: false, type: 'boolean', description: 'Events should be filtered by their featured status' },
  status: { required: false, validate: statusListCheck, docType: 'string', format: 'string', description: 'The event post status' },
  geoloc: {
    required: false,
    type: 'boolean',
    description: 'Requires Events Calendar Pro. Events should be filtered by whether their venue has geolocation data',
  },
  geoloc_lat: {
    required: false,
    docType: 'number',
    format: 'double',
    description: 'Requires Events Calendar Pro. Events should be filtered by their venue latitude location, must also provide geoloc_lng',
  },
  geoloc_lng: {
    required: false,
    docType: 'number',
    format: 'double',
    description: 'Requires Events Calendar Pro. Events should be filtered by their venue longitude location, must also provide geoloc_lat',
  },
  include: {
    required: false,
    description: 'Include events with one of the post IDs specified in the array of CSV list, date filters will be ignored.',
    docType: 'array',
    items: { type: 'integer' },
    validate: isPositiveIntList,
    sanitize: (value) => listToArray(value),
  },
  post_parent: {
    required: false,
    type: 'integer',
    description: 'Events should be filtered by their post_parent being the specified one.',
    validate: isEventId,
  },
  ticketed: { required: false, type: 'boolean', description: 'Filter events with or without tickets.', validate: supportsTicketed },
})

/** `venue`: empty, a venue id, `{"id": N}`, or venue fields to create one. */
const isVenueIdOrEntryOrEmpty: Check = (value, env) => {
  if (isEmpty(value)) return true
  if (Array.isArray(value)) return false
  if (!isMap(value)) return isNumeric(value) && env.db.venues.has(toInt(value))
  if (!isEmpty(value.id ?? null)) return isNumeric(value.id) && env.db.venues.has(toInt(value.id))
  return isValidEntry(venues, value, env)
}

/** `organizer`: empty, ids (CSV or list), `{"id": N}` entries, or organizer fields to create them. */
const isOrganizerIdOrEntryOrEmpty: Check = (value, env) => {
  if (isEmpty(value)) return true
  if (Array.isArray(value) || isMap(value)) {
    const entries = arrayValues(value)
    if (entries.every((entry) => isEmpty(entry))) return true
    return entries.every((entry) => {
      if (isNumeric(entry)) return env.db.organizers.has(toInt(entry))
      if (!isMap(entry)) return false
      if (!isEmpty(entry.id ?? null)) return isNumeric(entry.id) && env.db.organizers.has(toInt(entry.id))
      return isValidEntry(organizers, entry, env)
    })
  }
  return splitList(String(value))
    .every((item) => isNumeric(item) && env.db.organizers.has(toInt(item)))
}

const isCostValue = (value: PhpValue) => typeof value === 'string' || typeof value === 'number'

/** A cost is text, a number, or a list of them (upstream takes anything; a map would be stored as garbage). */
const isCost: Check = (value) => isCostValue(value) || isEmpty(value) || (Array.isArray(value) && value.every(isCostValue))

/** Term names or ids: CSV text, a number, or a list of them. */
const isTermList: Check = (value) =>
  isEmpty(value) || typeof value === 'string' || typeof value === 'number' || (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))

const boolArg = (description: string, defaultValue?: boolean): Args[string] => ({
  required: false,
  ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  type: 'boolean',
  description,
})

/** The plugin's event `CREATE_args`, in its order. */
const CREATE_ARGS: Args = {
  author: { required: false, validate: isUserId, type: 'integer', description: 'The event author ID' },
  date: dateArg('The event publication date'),
  date_utc: dateArg('The event publication date (UTC time zone)'),
  title: { required: true, validate: isString, type: 'string', description: 'The event title' },
  description: { required: false, validate: isStringOrEmpty, type: 'string', description: 'The event description' },
  slug: { required: false, validate: isString, type: 'string', description: 'The event slug' },
  excerpt: { required: false, validate: isStringOrEmpty, type: 'string', description: 'The event excerpt' },
  status: { required: false, validate: isPostStatus, type: 'string', description: 'The event post status' },
  timezone: { required: false, validate: isTimezoneOrEmpty, type: 'string', description: 'The event time zone' },
  all_day: boolArg('Whether the event lasts the whole day or not', false),
  start_date: dateArg('The event start date and time', true),
  end_date: dateArg('The event end date and time', true),
  image: { required: false, validate: isImage, type: 'string', description: 'The event featured image ID or URL' },
  cost: { required: false, validate: isCost, docType: 'string', schema: ACCEPTS.cost, description: 'The event cost' },
  website: { required: false, validate: isUrlOrEmpty, docType: 'string', description: 'The event website URL' },
  show_map: boolArg('Whether the event should show a map or not'),
  show_map_link: boolArg('Whether the event should show a map link or not'),
  hide_from_listings: boolArg('Whether events should be hidden in the calendar view or not'),
  sticky: boolArg('Whether the event should be sticky in the calendar view or not'),
  featured: boolArg('Whether the event should be featured on the site or not'),
  categories: { required: false, validate: isTermList, docType: 'array', items: { type: 'integer' }, schema: ACCEPTS.termList, description: 'The event category ID or name' },
  tags: { required: false, validate: isTermList, docType: 'array', items: { type: 'integer' }, schema: ACCEPTS.termList, description: 'The event tag ID or name' },
  venue: { required: false, validate: isVenueIdOrEntryOrEmpty, docType: 'array', items: { type: 'integer' }, schema: ACCEPTS.venue, description: 'The event venue IDs or data' },
  organizer: {
    required: false,
    validate: isOrganizerIdOrEntryOrEmpty,
    docType: 'array',
    items: { type: 'integer' },
    schema: ACCEPTS.organizers,
    description: 'The event organizer IDs or data',
  },
}

const PASSWORD_ARG: Args = { password: { required: false, type: 'string', description: 'The event password' } }

const ID_ARGS: Args = {
  id: { in: 'path', type: 'integer', description: 'the event post ID', required: true },
  ...PASSWORD_ARG,
}

const SLUG_ARGS: Args = {
  slug: { in: 'path', type: 'string', description: 'the event post name', required: true, validate: isEventSlug },
}

// ---------------------------------------------------------------------------------------
// The archive

/** 25 miles, Events Calendar Pro's default geofence. */
const GEOFENCE_KM = 40.2336

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** WordPress's search terms: words or "quoted phrases"; a leading `-` excludes. */
function searchTerms(search: string): Array<{ text: string; exclude: boolean }> {
  const terms = search.match(/"[^"]*("|$)|[^\s",+]+/g) ?? []
  return terms
    .map((term) => {
      const exclude = term.startsWith('-') && term.length > 1
      return { text: (exclude ? term.slice(1) : term).replace(/^"|"$/g, '').toLowerCase(), exclude }
    })
    .filter((term) => term.text !== '')
}

function termIds(db: CalendarDb, taxonomy: 'tribe_events_cat' | 'post_tag', value: PhpValue): number[] {
  // The plugin looks a term up by slug, then by id: a name only works if it is also the slug.
  return listToArray(value)
    .map((entry) => {
      const terms = db.termsOf(taxonomy)
      const slug = sanitizeTitle(String(entry))
      const bySlugFound = terms.find((term) => term.slug === slug)
      return (bySlugFound ?? (typeof entry === 'number' ? findTerm(db, taxonomy, entry) : undefined))?.id
    })
    .filter((id) => id !== undefined)
}

interface TimelineEntry {
  event: EventRow
  start: number
  end: number
}

const byStart = (a: TimelineEntry, b: TimelineEntry) => a.start - b.start || a.event.id - b.event.id

/** Events by start (then id), with their times parsed: kept per table version. */
function eventTimeline(db: CalendarDb) {
  return db.events.memo('timeline', () => {
    const entries = db.events
      .rows()
      .map((event) => ({ event, start: parseDb(event.start), end: parseDb(event.end) }))
      .sort(byStart)
    return {
      entries,
      byEvent: new Map(entries.map((entry) => [entry.event, entry])),
      endsAfterStart: entries.every((entry) => entry.end >= entry.start),
    }
  })
}

/** Where search words occur (title, excerpt, content), built on the first search after a change. */
function eventWords(db: CalendarDb): TextIndex<EventRow> {
  return db.events.memo('words', () => new TextIndex(db.events.rows(), (event) => [event.title, event.excerpt, event.content]))
}

/** The index of the first entry starting at or after `ms` (binary search). */
function firstStartAtOrAfter(entries: readonly TimelineEntry[], ms: number): number {
  let low = 0
  let high = entries.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (entries[middle]!.start < ms) low = middle + 1
    else high = middle
  }
  return low
}

function list(call: Call): ApiResponse {
  const { db, params, site, viewer, nowMs } = call
  const page = Number(params.get('page'))
  const perPage = Number(params.get('per_page'))
  const inclusive = !filterBoolean(params.get('strict_dates'))
  const day = (key: string, widen: (ms: number) => number): number | undefined => {
    const value = params.get(key)
    if (value === undefined) return undefined
    const ms = parseTime(value, nowMs)
    return ms === undefined ? undefined : inclusive ? widen(ms) : ms
  }
  const relative = ['starts_before', 'starts_after', 'ends_before', 'ends_after'].some((key) => params.has(key))
  const include = params.has('include') ? listToArray(params.get('include')).map(toInt) : []
  const keepWindow = (key: string) => include.length === 0 && (!relative || key in params.sources.query)
  const startDate = keepWindow('start_date') ? day('start_date', startOfDay) : undefined
  const endDate = keepWindow('end_date') ? day('end_date', endOfDay) : undefined
  const startsBefore = day('starts_before', endOfDay)
  const startsAfter = day('starts_after', endOfDay)
  const endsBefore = day('ends_before', endOfDay)
  const endsAfter = day('ends_after', endOfDay)
  const status = params.get('status')
  const wanted = status === undefined ? defaultStatuses(viewer) : (statusList(status, viewer) as string[])
  const password = params.sources.query.password

  const search = params.get('search')
  const terms = typeof search === 'string' ? searchTerms(search) : []
  const matches = (entry: TimelineEntry) => {
    const { event, start, end } = entry
    if (!statusMatches(event.status, wanted) || event.hide_from_listings) return false
    if (include.length > 0 && !include.includes(event.id)) return false
    if (
      !(
        (startDate === undefined || start >= startDate) &&
        (endDate === undefined || end <= endDate) &&
        (startsBefore === undefined || start < startsBefore) &&
        (startsAfter === undefined || start > startsAfter) &&
        (endsBefore === undefined || end < endsBefore) &&
        (endsAfter === undefined || end > endsAfter)
      )
    ) {
      return false
    }
    if (typeof search === 'string') {
      if (!viewer.authenticated && event.password !== '') return false
      const haystack = [event.title, event.excerpt, event.content].map((text) => text.toLowerCase())
      if (!terms.every((term) => haystack.some((text) => text.includes(term.text)) !== term.exclude)) return false
    }
    for (const [field, ids] of termFilters) if (!event[field].some((id) => ids.includes(id))) return false
    if (venueIds.length > 0 && (event.venue === null || !venueIds.includes(event.venue))) return false
    if (organizerIds.length > 0 && !event.organizers.some((id) => organizerIds.includes(id))) return false
    if (typeof featured === 'boolean' && event.featured !== featured) return false
    if (parent !== undefined && event.parent !== toInt(parent)) return false
    if (geoloc === true) {
      const venue = event.venue === null ? undefined : db.venues.get(event.venue)
      if (!venue || venue.lat === null || venue.lng === null) return false
      if (near !== undefined && distanceKm(near[0]!, near[1]!, venue.lat, venue.lng) > GEOFENCE_KM) return false
    }
    return true
  }
  const termFilters: Array<['categories' | 'tags', number[]]> = []
  for (const [key, taxonomy, field] of [
    ['categories', 'tribe_events_cat', 'categories'],
    ['tags', 'post_tag', 'tags'],
  ] as const) {
    if (!params.has(key) || isEmpty(params.get(key) ?? null)) continue
    termFilters.push([field, termIds(db, taxonomy, params.get(key) ?? null)])
  }
  const venueIds = idList(params.get('venue'))
  const organizerIds = idList(params.get('organizer'))
  const featured = params.get('featured')
  const parent = params.get('post_parent')
  const geoloc = params.get('geoloc')
  const lat = params.get('geoloc_lat')
  const lng = params.get('geoloc_lng')
  const near = geoloc === true && isNumeric(lat) && isNumeric(lng) ? [Number(lat), Number(lng)] : undefined

  // Only the events that can match are visited: the named ones, those containing the search
  // words (an index), or the run of the timeline between the start bounds.
  const timeline = eventTimeline(db)
  const words = terms.filter((term) => !term.exclude && term.text.length >= 3).map((term) => term.text)
  let candidates: readonly TimelineEntry[]
  if (include.length > 0) {
    candidates = include.flatMap((id) => {
      const event = db.events.get(id)
      const entry = event ? timeline.byEvent.get(event) : undefined
      return entry ? [entry] : []
    })
  } else if (words.length > 0) {
    candidates = eventWords(db)
      .search(words)
      .map((event) => timeline.byEvent.get(event)!)
      .sort(byStart)
  } else {
    const from = Math.max(startDate ?? -Infinity, startsAfter === undefined ? -Infinity : startsAfter + 1)
    // An event never ends before it starts (writes clamp the end), so bounds on the end bound
    // the start too; the timeline checks that this holds for every stored event.
    const endBound = timeline.endsAfterStart ? Math.min(endDate === undefined ? Infinity : endDate + 1, endsBefore ?? Infinity) : Infinity
    const until = Math.min(startsBefore ?? Infinity, endBound)
    candidates = timeline.entries.slice(firstStartAtOrAfter(timeline.entries, from), firstStartAtOrAfter(timeline.entries, until))
  }
  const rows = candidates.filter(matches)
  const ordered = (
    include.length > 0
      ? [...rows].sort((a, b) => (a.event.date_utc < b.event.date_utc ? -1 : a.event.date_utc > b.event.date_utc ? 1 : a.event.id - b.event.id))
      : rows
  ).map((entry) => entry.event)
  const result = paginate(ordered, page, perPage)
  if (result.items.length === 0 && page > 1) return errors.archivePageNotFound('event')

  const { pairs, add } = queryPairs()
  const when = (ms: number | undefined) => (ms === undefined ? undefined : formatDb(ms))
  add('page', page)
  add('per_page', perPage)
  add('start_date', when(startDate))
  add('end_date', when(endDate))
  add('search', search)
  if (geoloc === true) {
    add('geoloc', true)
    add('geoloc_lat', lat ?? '')
    add('geoloc_lng', lng ?? '')
  }
  add('status', wanted === 'any' ? 'any' : wanted.join(','))
  add('post_parent', parent)
  if (include.length > 0) add('include', include.join(','))
  add('starts_before', when(startsBefore))
  add('starts_after', when(startsAfter))
  add('ends_before', when(endsBefore))
  add('ends_after', when(endsAfter))
  add('ticketed', params.get('ticketed'))
  if (params.has('venue')) add('venue', venueIds.join(','))
  if (params.has('organizer')) add('organizer', organizerIds.join(','))
  add('featured', featured)

  const items = result.items.map((event) => renderEvent(site, db, event, { blank: event.password !== '' && password !== event.password }))
  return archiveResponse('events', items, `${site.api}/events/`, pairs, page, result)
}

// ---------------------------------------------------------------------------------------
// Single events

/** The event a route names, or the error for an id that names none (404) or another kind of post (400). */
function target(call: Call): EventRow | ApiResponse {
  const { db, params } = call
  const slug = params.sources.url.slug
  if (slug !== undefined) {
    const found = bySlug(db.events, slug)
    return found ?? errors.eventNotFound(0)
  }
  const id = toInt(params.sources.url.id)
  const event = db.events.get(id)
  if (event) return event
  return db.postKind(id) ? errors.invalidEventId() : errors.eventNotFound(id)
}

function isResponse(value: EventRow | ApiResponse): value is ApiResponse {
  return 'status' in value && typeof value.status === 'number'
}

function read(call: Call): ApiResponse {
  const event = target(call)
  if (isResponse(event)) return event
  if (event.status === 'trash') return errors.eventNoLongerAvailable()
  if (!canRead(call.viewer, event)) return errors.eventNotAccessible()
  if (event.password !== '') {
    const editing = call.params.get('context') === 'edit' && call.viewer.authenticated
    if (call.params.get('password') !== event.password && !editing) return errors.eventPasswordProtected()
  }
  return ok(renderEvent(call.site, call.db, event, { single: true }))
}

async function trash(call: Call): Promise<ApiResponse> {
  const event = target(call)
  if (isResponse(event)) return event
  if (event.status === 'trash') return errors.inTrash('event')
  const saved = await call.db.events.update(event.id, { status: 'trash', slug: trashedSlug(event.slug), ...modifiedFields(call.nowMs) })
  return ok(renderEvent(call.site, call.db, saved))
}

// ---------------------------------------------------------------------------------------
// Writes

/** A value the client sent itself (not a default, not the path). */
function sent(params: RequestParams, key: string): PhpValue | undefined {
  for (const source of params.order) {
    if (source === 'defaults' || source === 'url') continue
    const value = params.sources[source][key]
    if (value !== undefined && value !== null) return value
  }
  return undefined
}

/** A date the write sends, as the wall clock it names in the event's time zone (to the second). */
function wallOf(value: PhpValue | undefined, timezone: string, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const ms = parseWallClock(value, timezone, nowMs)
  return ms === undefined ? undefined : Math.floor(ms / 1000) * 1000
}


/** Planned organizers: a list of plans, or the error that stops the write. */
function planOrganizers(call: Call, value: PhpValue): LinkedPlan[] | ApiResponse {
  const { db } = call
  if (isEmpty(value)) return []
  const entries = Array.isArray(value) || isMap(value) ? arrayValues(value) : splitList(String(value))
  const plans: LinkedPlan[] = []
  for (const entry of entries) {
    if (isEmpty(entry)) continue
    const plan = planLinked(organizers, db, entry, plans)
    if (plan.kind === 'error') return plan.response
    plans.push(plan)
  }
  return plans
}

/**
 * Creates or updates an event. Everything is checked and planned first; only then are
 * images, terms, venues and organizers created (in the plugin's order) and the event saved.
 */
async function write(call: Call, existing: EventRow | undefined): Promise<ApiResponse> {
  const { db, params, site, nowMs } = call
  const creating = existing === undefined


  const termPlans: Partial<Record<'categories' | 'tags', TermPlan>> = {}
  for (const [key, taxonomy] of [
    ['categories', 'tribe_events_cat'],
    ['tags', 'post_tag'],
  ] as const) {
    const value = sent(params, key)
    if (value === undefined) continue
    if (namesNoTerms(value)) termPlans[key] = { ids: [], names: [] }
    else {
      const plan = planTerms(db, taxonomy, value)
      if (!plan) return errors.invalidParams({ [key]: messages.invalidParameter }, {})
      termPlans[key] = plan
    }
  }

  const venueValue = sent(params, 'venue')
  const venuePlan = venueValue === undefined ? undefined : planLinked(venues, db, venueValue, [])
  if (venuePlan?.kind === 'error') return venuePlan.response
  const organizerValue = sent(params, 'organizer')
  const organizerPlans = organizerValue === undefined ? undefined : planOrganizers(call, organizerValue)
  if (organizerPlans && !Array.isArray(organizerPlans)) return organizerPlans

  // Dates: wall clocks in the event's time zone.
  const timezoneValue = sent(params, 'timezone')
  const timezone = timezoneValue !== undefined && !isEmpty(timezoneValue) ? String(timezoneValue) : existing?.timezone ?? SITE_TIMEZONE
  const allDayValue = creating ? params.get('all_day') : sent(params, 'all_day')
  const allDay = allDayValue !== undefined ? allDayValue === true : existing?.all_day ?? false
  let start = wallOf(sent(params, 'start_date'), timezone, nowMs) ?? parseDb(existing?.start ?? formatDb(nowMs))
  let end = wallOf(sent(params, 'end_date'), timezone, nowMs) ?? parseDb(existing?.end ?? formatDb(nowMs))
  if (allDay) {
    start = startOfDay(start)
    end = endOfDay(end)
  }
  if (end < start) end = start

  // The plugin reads `date` in the event's time zone too, and stores that wall clock as the site's.
  const dateValue = params.get('date')
  const date = dateValue !== undefined ? wallOf(dateValue, timezone, nowMs) : requestedDate(params, nowMs)
  const pubMs = date ?? (existing ? parseDb(existing.date_utc) : nowMs)
  const statusValue = sent(params, 'status')
  const requested = storableStatus(statusValue)
  const status: PostStatus =
    creating || requested !== undefined || date !== undefined ? resolveStatus(requested, existing?.status, pubMs, nowMs) : existing.status

  // Everything is known to be valid: write.
  const imageValue = sent(params, 'image')
  const imageId = imageValue === undefined ? (existing?.image ?? null) : (imageAttachment(db, imageValue)?.id ?? null)
  const categories = termPlans.categories ? await applyTermPlan(db, 'tribe_events_cat', termPlans.categories) : existing?.categories ?? []
  const tags = termPlans.tags ? await applyTermPlan(db, 'post_tag', termPlans.tags) : existing?.tags ?? []
  const venue = venuePlan === undefined ? existing?.venue ?? null : (await applyLinkedPlans(venues, db, [venuePlan], nowMs))[0] ?? null
  const organizerIds = organizerPlans === undefined ? existing?.organizers ?? [] : await applyLinkedPlans(organizers, db, organizerPlans, nowMs)

  const id = existing?.id ?? db.nextPostId()
  const flag = (key: string, current: boolean | null | undefined): boolean | null => {
    const value = sent(params, key)
    return value !== undefined ? value === true : creating ? false : current ?? null
  }
  const costValue = sent(params, 'cost')
  const cost = costValue !== undefined ? costFromParam(costValue) : undefined
  const websiteValue = sent(params, 'website')
  const titleValue = sent(params, 'title')
  const title = titleValue !== undefined ? String(titleValue) : existing?.title ?? ''
  const slugValue = sent(params, 'slug')
  const slug = slugValue !== undefined ? postSlug(db.events, String(slugValue), id) : existing?.slug ?? postSlug(db.events, title, id)
  const trashing = status === 'trash' && existing?.status !== 'trash'
  const text = (key: string, current: string | undefined) => {
    const value = sent(params, key)
    return value !== undefined ? (isEmpty(value) ? '' : String(value)) : current ?? ''
  }

  const row: EventRow = {
    id,
    author: sent(params, 'author') !== undefined ? toInt(sent(params, 'author')) : existing?.author ?? SITE_ADMIN.id,
    status,
    ...(date !== undefined ? dateFields(date) : existing ? { date: existing.date, date_utc: existing.date_utc } : dateFields(nowMs)),
    ...modifiedFields(nowMs),
    title,
    content: text('description', existing?.content),
    excerpt: text('excerpt', existing?.excerpt),
    slug: trashing ? trashedSlug(slug) : slug,
    password: existing?.password ?? '',
    image: imageId,
    parent: existing?.parent ?? 0,
    all_day: allDay,
    start: formatDb(start),
    end: formatDb(end),
    start_utc: formatDb(wallToUtc(start, timezone)),
    end_utc: formatDb(wallToUtc(end, timezone)),
    timezone,
    cost: cost?.cost ?? existing?.cost ?? '',
    currency_symbol: cost?.currency_symbol ?? existing?.currency_symbol ?? '',
    currency_code: cost ? '' : existing?.currency_code ?? '',
    currency_position: cost?.currency_position ?? existing?.currency_position ?? '',
    website: websiteValue !== undefined ? (isEmpty(websiteValue) ? '' : String(websiteValue)) : existing?.website ?? null,
    show_map: flag('show_map', existing?.show_map),
    show_map_link: flag('show_map_link', existing?.show_map_link),
    hide_from_listings: flag('hide_from_listings', existing?.hide_from_listings) ?? false,
    sticky: flag('sticky', existing?.sticky) ?? false,
    featured: flag('featured', existing?.featured) ?? false,
    categories,
    tags,
    venue,
    organizers: organizerIds,
  }
  if (creating) {
    await db.events.insert(row)
    return created(renderEvent(site, db, row))
  }
  const saved = await db.events.update(id, row)
  return ok(renderEvent(site, db, saved))
}

async function update(call: Call): Promise<ApiResponse> {
  const event = target(call)
  if (isResponse(event)) return event
  return write(call, event)
}

// ---------------------------------------------------------------------------------------
// Routes

const EVENT_SCHEMA = { $ref: '#/components/schemas/Event' }

function itemEndpoints(keyArgs: Args, editArgs: Args, by: string): Endpoint[] {
  return [
    {
      methods: READ,
      args: keyArgs,
      handle: read,
      doc: {
        summary: `Returns an event ${by}`,
        responses: {
          '200': { description: 'Returns the data of the event with the specified post ID', schema: EVENT_SCHEMA },
          '400': { description: 'The event post ID is missing or is not an event.' },
          '403': { description: 'The event with the specified ID is not accessible.' },
          '404': { description: 'An event with the specified ID does not exist.' },
        },
      },
    },
    {
      methods: DELETE,
      args: keyArgs,
      permission: authenticatedOnly,
      handle: trash,
      doc: {
        summary: `Moves an event ${by} to the trash`,
        responses: {
          '200': { description: 'Deletes an event and returns its data', schema: EVENT_SCHEMA },
          '400': { description: 'The event post ID is missing or does not exist.' },
          '401': { description: 'The current user cannot delete the event with the specified ID.' },
          '410': { description: 'The event with the specified ID has been deleted already.' },
        },
      },
    },
    {
      methods: EDIT,
      args: editArgs,
      permission: authenticatedOnly,
      handle: update,
      doc: {
        summary: `Updates an event ${by}`,
        responses: {
          '200': { description: 'Returns the data of the updated event', schema: EVENT_SCHEMA },
          '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
          '401': { description: 'The user is not authorized to update events' },
          '404': { description: 'An event with the specified ID does not exist.' },
        },
      },
    },
  ]
}

export const eventRoutes: WpRoute[] = [
  {
    resource: 'events',
    path: '/events',
    endpoints: [
      {
        methods: [['GET', 'list']],
        args: listArgs,
        handle: list,
        doc: {
          summary: 'Lists the events',
          responses: {
            '200': { description: 'Returns all the upcoming events matching the search criteria', schema: { $ref: '#/components/schemas/EventList' } },
            '400': { description: 'One or more of the specified query variables has a bad format' },
            '404': { description: 'The requested page was not found.' },
          },
        },
      },
      {
        methods: [['POST', 'create']],
        args: CREATE_ARGS,
        permission: authenticatedOnly,
        handle: (call) => write(call, undefined),
        doc: {
          summary: 'Creates an event',
          responses: {
            '201': { description: 'Returns the data of the created event', schema: EVENT_SCHEMA },
            '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
            '401': { description: 'The user is not authorized to create events' },
          },
        },
      },
    ],
  },
  {
    resource: 'events',
    path: '/events/:id',
    params: { id: ID_PATTERN },
    endpoints: itemEndpoints(ID_ARGS, { ...ID_ARGS, ...unrequired(CREATE_ARGS) }, 'by its post ID'),
  },
  {
    resource: 'events.by_slug',
    path: '/events/by-slug/:slug',
    params: { slug: SLUG_PATTERN },
    // As upstream, the update's `slug` is the event field (the new slug); the path names the event.
    endpoints: itemEndpoints(SLUG_ARGS, unrequired(CREATE_ARGS), 'by its slug'),
  },
]
