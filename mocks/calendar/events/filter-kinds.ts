import type { Arg, ArgEnv } from '../args.js'
import type { Viewer } from '../auth.js'
import type { RequestParams } from '../body.js'
import { SITE_TIMEZONE } from '../context.js'
import { addMonths, formatDb, parseTime, startOfDay } from '../dates.js'
import { utcToWall } from '../time-zones.js'
import type { CalendarDb } from '../db.js'
import { ACCEPTS } from '../doc.js'
import { filterBoolean, isEmpty, listToArray, type PhpValue, toInt } from '../php.js'
import { sanitizeTitle } from '../text.js'
import { findTerm, isTermOfTaxonomy, isTime } from '../validators.js'
import type { FacetName } from './indexes.js'
import type { TimelineEntry } from './timeline.js'

/**
 * What a filter of the events list is (its argument, how it reads the query, what it keeps, the
 * links it repeats), and the kinds the list's filters (filters.ts) are made of: date windows,
 * terms, search, distance.
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
  /**
   * What an index lists events by for this filter (indexes.ts): the events `matches` lets
   * through are those listed under any of `values` (absent for a flag: those listed under it).
   */
  facet?: { name: FacetName; values?: readonly number[] }
  /** The statuses the list wants ('any': every one but trash). */
  statuses?: readonly string[] | 'any'
}

export interface ListFilter {
  arg: Arg
  /** What the request asks of the filter; absent for an argument other filters read. */
  read?(query: ListQuery): Reading
}

/** The list's default window: from yesterday 23:59 (site time) to 24 months from now. */
export function defaultStart(env: ArgEnv): string {
  return formatDb(startOfDay(utcToWall(env.nowMs, SITE_TIMEZONE)) - 60_000)
}

export function defaultEnd(env: ArgEnv): string {
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

export function dateFilter(name: string, { description, window, widen, passes }: DateFilter): ListFilter {
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

/** WordPress's search terms: words or "quoted phrases"; a leading `-` excludes. */
export function searchTerms(search: string): Array<{ text: string; exclude: boolean }> {
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

export function termFilter(taxonomy: Taxonomy, field: 'categories' | 'tags', description: string): ListFilter {
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
      return {
        matches: ({ event }) => event[field].some((id) => ids.includes(id)),
        facet: { name: field, values: ids },
      }
    },
  }
}

/** 25 miles, Events Calendar Pro's default geofence. */
export const GEOFENCE_KM = 40.2336

export function distanceKm([lat1, lng1]: readonly [number, number], lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)))
}
