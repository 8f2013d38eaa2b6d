import type { OrderedSet } from '../../store/ordered.js'
import type { CalendarDb } from '../db.js'
import type { EventRow } from '../schemas.js'
import type { Reading } from './filter-kinds.js'
import { entryOf, eventIndex, type EventIndex, eventsMaybeWith, type Scope, treeName } from './indexes.js'
import { byStart, type TimelineEntry } from './timeline.js'

/**
 * Which events an archive request finds, in its order, through the indexes (indexes.ts): the
 * run of a tree between the start bounds, the tree being the smallest that holds every match
 * (the statuses asked for, or the events under a category, tag, venue, organizer or the
 * featured flag). When the tree's run holds nothing but matches, but for the events ending past
 * an end bound (which the tree finds by its subtrees' latest ends), the count and the page come
 * from ranks: O(log n + page). Otherwise each event of the run is tested by every filter.
 */

/** The events a list finds: how many, and one run of them in order. */
export interface Found {
  total: number
  items(start: number, count: number): EventRow[]
}

/** Named events come by publication date, then id. */
const byDate = (a: EventRow, b: EventRow) => (a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id)

function foundIn(entries: readonly TimelineEntry[]): Found {
  return { total: entries.length, items: (start, count) => entries.slice(start, start + count).map((e) => e.event) }
}

type Readings = ReadonlyMap<string, Reading>

export function findEvents(db: CalendarDb, include: readonly number[], readings: Readings): Found {
  const tests = [...readings.values()].flatMap((reading) => (reading.matches ? [reading.matches] : []))
  const matches = (entry: TimelineEntry) => !entry.event.hide_from_listings && tests.every((test) => test(entry))
  if (include.length > 0) {
    const named = include.flatMap((id) => {
      const event = db.events.get(id)
      return event ? [entryOf(event)] : []
    })
    return foundIn(named.filter(matches).sort((a, b) => byDate(a.event, b.event)))
  }
  const words = readings.get('search')?.words ?? []
  // The search filter (among `matches`) confirms every word.
  if (words.length > 0) return foundIn(eventsMaybeWith(db, words).map(entryOf).filter(matches).sort(byStart))
  return throughTrees(eventIndex(db), readings, matches)
}

/** The start bounds of the run, and the end every event must come before. */
function windowOf(index: EventIndex, readings: Readings) {
  const bound = (name: string) => readings.get(name)?.bound
  const startDate = bound('start_date')
  const startsAfter = bound('starts_after')
  const endDate = bound('end_date')
  const from = Math.max(startDate ?? -Infinity, startsAfter === undefined ? -Infinity : startsAfter + 1)
  const endLimit = Math.min(endDate === undefined ? Infinity : endDate + 1, bound('ends_before') ?? Infinity)
  // An event never ends before it starts (writes clamp the end), so bounds on the end bound
  // the start too, unless a stored event breaks that.
  const until = Math.min(bound('starts_before') ?? Infinity, index.endsBeforeStart === 0 ? endLimit : Infinity)
  return { from, until, endLimit }
}

/** The trees holding the statuses asked for, and whether they hold exactly those. */
function scopesOf(statuses: readonly string[] | 'any' | undefined): { scopes: Scope[]; exact: boolean } {
  if (statuses === 'any') return { scopes: ['any'], exact: true }
  if (statuses?.length === 1 && (statuses[0] === 'publish' || statuses[0] === 'trash'))
    return { scopes: [statuses[0]], exact: true }
  const scopes: Scope[] = []
  if (statuses === undefined || statuses.some((status) => status !== 'trash')) scopes.push('any')
  if (statuses === undefined || statuses.includes('trash')) scopes.push('trash')
  return { scopes, exact: false }
}

/** Filters a tree answers exactly: the start bounds by its order, the end bounds by its latest ends. */
const BY_WINDOW = new Set(['start_date', 'starts_after', 'starts_before', 'end_date', 'ends_before'])

function throughTrees(index: EventIndex, readings: Readings, matches: (entry: TimelineEntry) => boolean): Found {
  const window = windowOf(index, readings)
  const { scopes, exact } = scopesOf(readings.get('status')?.statuses)
  const runOf = (name: string) => {
    const tree = index.trees.get(name)
    if (!tree) return undefined
    const lo = tree.rank((entry) => (entry.start < window.from ? -1 : 0))
    const hi = tree.rank((entry) => (entry.start < window.until ? -1 : 0))
    return { tree, lo, hi: Math.max(lo, hi) }
  }
  // Each filter naming values gives a choice of trees: the scopes', or those of its values.
  const choices = [{ filter: 'status', names: scopes.map((scope) => treeName(scope)) }]
  for (const [filter, reading] of readings) {
    const facet = reading.facet
    if (!facet) continue
    const names = scopes.flatMap((scope) =>
      facet.values === undefined
        ? [treeName(scope, facet.name)]
        : facet.values.map((value) => treeName(scope, facet.name, value)),
    )
    choices.push({ filter, names })
  }
  const sized = choices.map((choice) => {
    const runs = choice.names.flatMap((name) => runOf(name) ?? [])
    return { ...choice, runs, size: runs.reduce((sum, run) => sum + run.hi - run.lo, 0) }
  })
  const chosen = sized.reduce((best, choice) => (choice.size < best.size ? choice : best))
  const tested = [...readings].filter(([filter, reading]) => {
    if (!reading.matches || BY_WINDOW.has(filter) || filter === chosen.filter) return false
    return !(filter === 'status' && exact)
  })
  const [run, ...others] = chosen.runs
  if (!run) return { total: 0, items: () => [] }
  if (others.length === 0 && tested.length === 0 && exact) return ranked(run.tree, run.lo, run.hi, window.endLimit)
  const entries = chosen.runs.flatMap((each) => each.tree.slice(each.lo, each.hi))
  if (others.length > 0) entries.sort(byStart)
  return foundIn(entries.filter((entry, at) => entries[at - 1]?.event !== entry.event && matches(entry)))
}

/** The run [lo, hi) of a tree but its events ending at or past `endLimit`: counted and paged by rank. */
function ranked(tree: OrderedSet<TimelineEntry>, lo: number, hi: number, endLimit: number): Found {
  const late: number[] = []
  if (endLimit !== Infinity) tree.forEachReaching(lo, hi, endLimit, (_, rank) => late.push(rank))
  const skipped = new Set(late)
  return {
    total: hi - lo - late.length,
    items(start, count) {
      let rank = lo + start
      for (const skip of late) if (skip <= rank) rank++
      const items: EventRow[] = []
      if (count <= 0 || rank >= hi) return items
      tree.forEachFrom(rank, (entry) => {
        if (!skipped.has(rank)) items.push(entry.event)
        rank++
        return items.length < count && rank < hi
      })
      return items
    },
  }
}
