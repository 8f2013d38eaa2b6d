import type { Arg, ArgEnv } from '../args.js'
import type { Viewer } from '../auth.js'
import type { RequestParams } from '../body.js'
import { SITE_TIMEZONE } from '../context.js'
import { addMonths, endOfDay, formatDb, parseTime, startOfDay } from '../dates.js'
import { utcToWall } from '../time-zones.js'
import type { CalendarDb } from '../db.js'
import { ACCEPTS } from '../doc.js'
import { idList } from '../linked.js'
import { filterBoolean, isEmpty, isNumeric, listToArray, type PhpValue, toInt } from '../php.js'
import { defaultStatuses, statusMatches } from '../posts.js'
import { sanitizeTitle } from '../text.js'
import {
  findTerm,
  isEventId,
  isOrganizerIdList,
  isPositiveIntList,
  isString,
  isTermOfTaxonomy,
  isTime,
  isVenueIdList,
  statusList,
  statusListCheck,
  supportsTicketed,
} from '../validators.js'
import type { TimelineEntry } from './timeline.js'

/**
 * The archive's filters, one entry per argument in the plugin's order: the argument, and what
 * the request asks of it, read once (the events it lets through, a bound on their times, and
 * its pairs in the archive's links).
 */

/** The archive's request, with what several filters read. */
export interface ListQuery {
  params: RequestParams
  db: CalendarDb
  viewer: Viewer
  nowMs: number
  /** The events `include` names: the date window is ignored then. */
  include: number[]
  /** Date bounds take in the whole day they name (unless `strict_dates`). */
  inclusive: boolean
  /** A bound on starts or ends was given: the default window yields to it (one set in the query stays). */
  relative: boolean
}

export function listQuery(params: RequestParams, db: CalendarDb, viewer: Viewer, nowMs: number): ListQuery {
  return {
    params,
    db,
    viewer,
    nowMs,
    include: params.has('include') ? listToArray(params.get('include')).map(toInt) : [],
    inclusive: !filterBoolean(params.get('strict_dates')),
    relative: ['starts_before', 'starts_after', 'ends_before', 'ends_after'].some((key) => params.has(key)),
  }
}

type LinkPairs = ReadonlyArray<readonly [string, PhpValue | undefined]>

export interface Reading {
  /** Whether an event passes; absent when every event does. */
  matches?(entry: TimelineEntry): boolean
  /** The time the filter bounds events by (a date filter), which limits the run of the timeline visited. */
  bound?: number
  /** Words the events must contain (search), which an index finds. */
  words?: string[]
  /** The pairs the archive's links carry. */
  link?: LinkPairs
}

export interface ListFilter {
  arg: Arg
  /** What the request asks of the filter; absent for an argument other filters read. */
  read?(query: ListQuery): Reading
}

// ---------------------------------------------------------------------------------------
// Dates

/** The list's default window: from yesterday 23:59 (site time) to 24 months from now. */
function defaultStart(env: ArgEnv): string {
  return formatDb(startOfDay(utcToWall(env.nowMs, SITE_TIMEZONE)) - 60_000)
}

function defaultEnd(env: ArgEnv): string {
  return formatDb(addMonths(utcToWall(env.nowMs, SITE_TIMEZONE), 24))
}

interface DateFilter {
  description: string
  /** The window `start_date`/`end_date` sets by default, which `include` and the start/end bounds override. */
  window?: (env: ArgEnv) => string
  /** What a bound given as a day takes in. */
  widen: (ms: number) => number
  passes(entry: TimelineEntry, bound: number): boolean
}

function dateFilter(name: string, { description, window, widen, passes }: DateFilter): ListFilter {
  return {
    arg: { required: false, validate: isTime, ...(window ? { default: window } : {}), description, docType: 'string' },
    read(query) {
      const kept = !window || (query.include.length === 0 && (!query.relative || name in query.params.sources.query))
      const value = kept ? query.params.get(name) : undefined
      const ms = value === undefined ? undefined : parseTime(value, query.nowMs)
      if (ms === undefined) return {}
      const bound = query.inclusive ? widen(ms) : ms
      return { bound, matches: (entry) => passes(entry, bound), link: [[name, formatDb(bound)]] }
    },
  }
}

// ---------------------------------------------------------------------------------------
// Search, terms, linked posts

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

function termIds(db: CalendarDb, taxonomy: Taxonomy, value: PhpValue): number[] {
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

type Taxonomy = 'tribe_events_cat' | 'post_tag'

function termFilter(taxonomy: Taxonomy, field: 'categories' | 'tags', description: string): ListFilter {
  return {
    arg: {
      required: false,
      validate: isTermOfTaxonomy(taxonomy),
      description,
      docType: 'array',
      items: { type: 'integer' },
      schema: ACCEPTS.termFilter,
    },
    read({ params, db }) {
      const value = params.get(field) ?? null
      if (isEmpty(value)) return {}
      const ids = termIds(db, taxonomy, value)
      return { matches: ({ event }) => event[field].some((id) => ids.includes(id)) }
    },
  }
}

/** 25 miles, Events Calendar Pro's default geofence. */
const GEOFENCE_KM = 40.2336

function distanceKm([lat1, lng1]: readonly [number, number], lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}

// ---------------------------------------------------------------------------------------
// The table

export const LIST_FILTERS = {
  start_date: dateFilter('start_date', {
    description: 'Events that start on the specified date',
    window: defaultStart,
    widen: startOfDay,
    passes: (entry, bound) => entry.start >= bound,
  }),
  end_date: dateFilter('end_date', {
    description: 'Events that end on the specified date',
    window: defaultEnd,
    widen: endOfDay,
    passes: (entry, bound) => entry.end <= bound,
  }),
  starts_before: dateFilter('starts_before', {
    description: 'Events that start before the specified date',
    widen: endOfDay,
    passes: (entry, bound) => entry.start < bound,
  }),
  starts_after: dateFilter('starts_after', {
    description: 'Events that start after the specified date',
    widen: endOfDay,
    passes: (entry, bound) => entry.start > bound,
  }),
  ends_before: dateFilter('ends_before', {
    description: 'Events that end before the specified date',
    widen: endOfDay,
    passes: (entry, bound) => entry.end < bound,
  }),
  ends_after: dateFilter('ends_after', {
    description: 'Events that end after the specified date',
    widen: endOfDay,
    passes: (entry, bound) => entry.end > bound,
  }),
  // Read by the date filters (`ListQuery.inclusive`).
  strict_dates: {
    arg: {
      required: false,
      validate: isString,
      default: 'false',
      description:
        'Dates set using the start_date/end_date, starts_*/ends_* are set to start at the specified times. The default behavior is to include the entire days.',
      docType: 'string',
    },
  },
  search: {
    arg: {
      required: false,
      validate: isString,
      description: 'Events should contain the specified string in the title or description',
      type: 'string',
    },
    read({ params, viewer }) {
      const search = params.get('search')
      if (typeof search !== 'string') return {}
      const terms = searchTerms(search)
      return {
        matches: ({ event }) => {
          if (!viewer.authenticated && event.password !== '') return false
          const haystack = [event.title, event.excerpt, event.content].map((text) => text.toLowerCase())
          return terms.every((term) => haystack.some((text) => text.includes(term.text)) !== term.exclude)
        },
        words: terms.filter((term) => !term.exclude && term.text.length >= 3).map((term) => term.text),
        link: [['search', search]],
      }
    },
  },
  categories: termFilter(
    'tribe_events_cat',
    'categories',
    'Events should be assigned one of the specified categories slugs or IDs',
  ),
  tags: termFilter('post_tag', 'tags', 'Events should be assigned one of the specified tags slugs or IDs'),
  venue: {
    arg: {
      required: false,
      validate: isVenueIdList,
      description: 'Events should be assigned one of the specified venue IDs',
      docType: 'array',
      items: { type: 'integer' },
    },
    read({ params }) {
      if (!params.has('venue')) return {}
      const ids = idList(params.get('venue'))
      return {
        ...(ids.length > 0
          ? { matches: ({ event }: TimelineEntry) => event.venue !== null && ids.includes(event.venue) }
          : {}),
        link: [['venue', ids.join(',')]],
      }
    },
  },
  organizer: {
    arg: {
      required: false,
      validate: isOrganizerIdList,
      description: 'Events should be assigned one of the specified organizer IDs',
      docType: 'array',
      items: { type: 'integer' },
    },
    read({ params }) {
      if (!params.has('organizer')) return {}
      const ids = idList(params.get('organizer'))
      return {
        ...(ids.length > 0
          ? { matches: ({ event }: TimelineEntry) => event.organizers.some((id) => ids.includes(id)) }
          : {}),
        link: [['organizer', ids.join(',')]],
      }
    },
  },
  featured: {
    arg: { required: false, type: 'boolean', description: 'Events should be filtered by their featured status' },
    read({ params }) {
      const featured = params.get('featured')
      if (typeof featured !== 'boolean') return { link: [['featured', featured]] }
      return { matches: ({ event }) => event.featured === featured, link: [['featured', featured]] }
    },
  },
  status: {
    arg: {
      required: false,
      validate: statusListCheck,
      docType: 'string',
      format: 'string',
      description: 'The event post status',
    },
    read({ params, viewer }) {
      const status = params.get('status')
      // The argument's check refused a list naming no status.
      const wanted = status === undefined ? defaultStatuses(viewer) : statusList(status, viewer) || []
      return {
        matches: ({ event }) => statusMatches(event.status, wanted),
        link: [['status', wanted === 'any' ? 'any' : wanted.join(',')]],
      }
    },
  },
  geoloc: {
    arg: {
      required: false,
      type: 'boolean',
      description:
        'Requires Events Calendar Pro. Events should be filtered by whether their venue has geolocation data',
    },
    read({ params, db }) {
      if (params.get('geoloc') !== true) return {}
      const lat = params.get('geoloc_lat')
      const lng = params.get('geoloc_lng')
      const near: readonly [number, number] | undefined =
        isNumeric(lat) && isNumeric(lng) ? [Number(lat), Number(lng)] : undefined
      return {
        matches: ({ event }) => {
          const venue = event.venue === null ? undefined : db.venues.get(event.venue)
          if (!venue || venue.lat === null || venue.lng === null) return false
          if (near !== undefined && distanceKm(near, venue.lat, venue.lng) > GEOFENCE_KM) return false
          return true
        },
        link: [
          ['geoloc', true],
          ['geoloc_lat', lat ?? ''],
          ['geoloc_lng', lng ?? ''],
        ],
      }
    },
  },
  // Read by `geoloc`.
  geoloc_lat: {
    arg: {
      required: false,
      docType: 'number',
      format: 'double',
      description:
        'Requires Events Calendar Pro. Events should be filtered by their venue latitude location, must also provide geoloc_lng',
    },
  },
  geoloc_lng: {
    arg: {
      required: false,
      docType: 'number',
      format: 'double',
      description:
        'Requires Events Calendar Pro. Events should be filtered by their venue longitude location, must also provide geoloc_lat',
    },
  },
  include: {
    arg: {
      required: false,
      description:
        'Include events with one of the post IDs specified in the array of CSV list, date filters will be ignored.',
      docType: 'array',
      items: { type: 'integer' },
      validate: isPositiveIntList,
      sanitize: (value) => listToArray(value),
    },
    read({ include }) {
      if (include.length === 0) return {}
      return { matches: ({ event }) => include.includes(event.id), link: [['include', include.join(',')]] }
    },
  },
  post_parent: {
    arg: {
      required: false,
      type: 'integer',
      description: 'Events should be filtered by their post_parent being the specified one.',
      validate: isEventId,
    },
    read({ params }) {
      const parent = params.get('post_parent')
      if (parent === undefined) return {}
      return { matches: ({ event }) => event.parent === toInt(parent), link: [['post_parent', parent]] }
    },
  },
  // No event has tickets here: the argument is checked and carried into the links.
  ticketed: {
    arg: {
      required: false,
      type: 'boolean',
      description: 'Filter events with or without tickets.',
      validate: supportsTicketed,
    },
    read: ({ params }) => ({ link: [['ticketed', params.get('ticketed')]] }),
  },
} satisfies Record<string, ListFilter>

export type FilterName = keyof typeof LIST_FILTERS

const filters: Readonly<Record<string, ListFilter>> = LIST_FILTERS

/** The order of the filters' pairs in the archive's links (the plugin's, not the arguments'). */
export const LINK_ORDER: readonly FilterName[] = [
  'start_date',
  'end_date',
  'search',
  'geoloc',
  'status',
  'post_parent',
  'include',
  'starts_before',
  'starts_after',
  'ends_before',
  'ends_after',
  'ticketed',
  'venue',
  'organizer',
  'featured',
]

/** The filters' arguments, in the table's order. */
export function filterArgs(): Record<string, Arg> {
  return Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, filter.arg]))
}

/** What the request asks of each filter, read once. */
export function readFilters(query: ListQuery): Map<string, Reading> {
  const readings = new Map<string, Reading>()
  for (const [name, filter] of Object.entries(filters)) readings.set(name, filter.read?.(query) ?? {})
  return readings
}
