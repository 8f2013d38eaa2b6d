import type { Arg } from '../args.js'
import { endOfDay, startOfDay } from '../dates.js'
import { idList } from '../linked/entries.js'
import { isNumeric, listToArray, toInt } from '../php.js'
import { defaultStatuses, statusMatches } from '../posts.js'
import {
  isEventId,
  isOrganizerIdList,
  isPositiveIntList,
  isString,
  isVenueIdList,
  statusList,
  statusListCheck,
  supportsTicketed,
} from '../validators.js'
import type { TimelineEntry } from './timeline.js'
import {
  GEOFENCE_KM,
  type ListFilter,
  type ListQuery,
  type Reading,
  dateFilter,
  defaultEnd,
  defaultStart,
  distanceKm,
  searchTerms,
  termFilter,
} from './filter-kinds.js'

/**
 * The archive's filters, one entry per argument in the plugin's order: the argument, and what
 * the request asks of it, read once (the events it lets through, a bound on their times, and
 * its pairs in the archive's links).
 */

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
          ? {
              matches: ({ event }: TimelineEntry) => event.venue !== null && ids.includes(event.venue),
              facet: { name: 'venue', values: ids },
            }
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
          ? {
              matches: ({ event }: TimelineEntry) => event.organizers.some((id) => ids.includes(id)),
              facet: { name: 'organizer', values: ids },
            }
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
      return {
        matches: ({ event }) => event.featured === featured,
        link: [['featured', featured]],
        // Only featured events have an index of their own; the others are most events.
        ...(featured ? { facet: { name: 'featured' } } : {}),
      }
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
        statuses: wanted,
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
