import { type Order, OrderedSet } from '../../store/ordered.js'
import { HashMap } from '../../store/persistent.js'
import { textSearch } from '../../store/text-search.js'
import type { View } from '../../store/views.js'
import { parseDb } from '../dates.js'
import type { CalendarDb } from '../db.js'
import type { EventRow } from '../schemas.js'
import { byStart, type TimelineEntry } from './timeline.js'

/**
 * The indexes the events archive reads, kept per version of the events table as views that
 * follow each write (mocks/store/views.ts): the listable events (those not hidden from
 * listings) by start time, once per scope of statuses and once per value of each filter that
 * names values (featured, categories, tags, venue, organizer); where search words occur; and
 * how many published events carry each term. A write moves its event in each: O(log n) per
 * tree it is in, never a pass over the events.
 */

/** The statuses a tree holds: published events, every one but the trashed, or the trashed. */
export type Scope = 'publish' | 'any' | 'trash'

/** Filters that name values an index keeps events by. */
export type FacetName = 'featured' | 'categories' | 'tags' | 'venue' | 'organizer'

/** By start then id; each subtree keeps its latest end, so events ending past a bound are found directly. */
const BY_START: Order<TimelineEntry> = { compare: byStart, measure: (entry) => entry.end }

/** Each stored event's entry, made once per row (rows never change): the trees share them. */
const entries = new WeakMap<EventRow, TimelineEntry>()

export function entryOf(event: EventRow): TimelineEntry {
  let entry = entries.get(event)
  if (!entry) {
    entry = { event, start: parseDb(event.start), end: parseDb(event.end) }
    entries.set(event, entry)
  }
  return entry
}

/** The name of the tree of a scope (and a filter's value). */
export function treeName(scope: Scope, facet?: FacetName, value?: number): string {
  return facet === undefined ? scope : `${scope} ${facet} ${value ?? ''}`
}

/** The trees an event is listed in. */
function treesOf(event: EventRow): string[] {
  if (event.hide_from_listings) return []
  const scopes: Scope[] =
    event.status === 'trash' ? ['trash'] : event.status === 'publish' ? ['publish', 'any'] : ['any']
  const names: string[] = []
  for (const scope of scopes) {
    names.push(treeName(scope))
    if (event.featured) names.push(treeName(scope, 'featured'))
    for (const id of new Set(event.categories)) names.push(treeName(scope, 'categories', id))
    for (const id of new Set(event.tags)) names.push(treeName(scope, 'tags', id))
    if (event.venue !== null) names.push(treeName(scope, 'venue', event.venue))
    for (const id of new Set(event.organizers)) names.push(treeName(scope, 'organizer', id))
  }
  return names
}

export interface EventIndex {
  readonly trees: HashMap<string, OrderedSet<TimelineEntry>>
  /** Stored events that end before they start: writes clamp the end, a restored snapshot may not. */
  readonly endsBeforeStart: number
}

function withEntry(index: EventIndex, entry: TimelineEntry, present: boolean): EventIndex {
  let trees = index.trees
  for (const name of treesOf(entry.event)) {
    const tree = trees.get(name) ?? OrderedSet.empty(BY_START)
    const next = present ? tree.insert(entry) : tree.delete(entry)
    trees = next.size === 0 ? trees.delete(name) : trees.set(name, next)
  }
  const backwards = entry.end < entry.start ? (present ? 1 : -1) : 0
  return { trees, endsBeforeStart: index.endsBeforeStart + backwards }
}

const EVENT_INDEX: View<EventRow, EventIndex> = {
  name: 'events by start, per scope and filter value',
  build(rows) {
    const all: TimelineEntry[] = []
    rows.forEach((event) => all.push(entryOf(event)))
    all.sort(byStart)
    const lists = new Map<string, TimelineEntry[]>()
    let endsBeforeStart = 0
    for (const entry of all) {
      if (entry.end < entry.start) endsBeforeStart++
      for (const name of treesOf(entry.event)) {
        const list = lists.get(name)
        if (list) list.push(entry)
        else lists.set(name, [entry])
      }
    }
    let trees = HashMap.empty<string, OrderedSet<TimelineEntry>>()
    for (const [name, list] of lists) trees = trees.set(name, OrderedSet.of(BY_START, list))
    return { trees, endsBeforeStart }
  },
  update(index, { before, after }) {
    const without = before === undefined ? index : withEntry(index, entryOf(before), false)
    return after === undefined ? without : withEntry(without, entryOf(after), true)
  },
}

export function eventIndex(db: CalendarDb): EventIndex {
  return db.events.view(EVENT_INDEX)
}

/** Where search words occur: title, excerpt, content. */
const EVENT_WORDS = textSearch<EventRow>('event words', (event) => [event.title, event.excerpt, event.content])

/**
 * Events that may hold every word (lower case), in the table's order: those holding the words'
 * rarest trigram. A superset: the search filter confirms each (as it does in any list).
 */
export function eventsMaybeWith(db: CalendarDb, words: readonly string[]): EventRow[] {
  const slots = db.events.current.slots
  return EVENT_WORDS.candidates(db.events.view(EVENT_WORDS), words).flatMap((position) => slots.get(position) ?? [])
}

/** How many published events carry each term (`taxonomy:id`), counted once per listing of it. */
const TERM_COUNTS: View<EventRow, HashMap<string, number>> = {
  name: 'published events per term',
  build(rows) {
    let counts = HashMap.empty<string, number>()
    rows.forEach((event) => (counts = counted(counts, event, 1)))
    return counts
  },
  update(counts, { before, after }) {
    return counted(counted(counts, before, -1), after, 1)
  },
}

function counted(counts: HashMap<string, number>, event: EventRow | undefined, step: number) {
  if (event?.status !== 'publish') return counts
  let next = counts
  const add = (key: string) => {
    const count = (next.get(key) ?? 0) + step
    next = count === 0 ? next.delete(key) : next.set(key, count)
  }
  for (const id of event.categories) add(`tribe_events_cat:${id}`)
  for (const id of event.tags) add(`post_tag:${id}`)
  return next
}

/** WordPress's term count: published events carrying the term. */
export function publishedCount(db: CalendarDb, taxonomy: string, id: number): number {
  return db.events.view(TERM_COUNTS).get(`${taxonomy}:${id}`) ?? 0
}
