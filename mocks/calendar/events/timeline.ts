import { TextIndex } from '../../store/text-index.js'
import { parseDb } from '../dates.js'
import type { CalendarDb } from '../db.js'
import type { EventRow } from '../schemas.js'

/** The events in the order the archive visits them, and the index its search words use. */

export interface TimelineEntry {
  event: EventRow
  start: number
  end: number
}

export const byStart = (a: TimelineEntry, b: TimelineEntry) => a.start - b.start || a.event.id - b.event.id

/** Events by start (then id), with their times parsed: kept per table version. */
export function eventTimeline(db: CalendarDb) {
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
export function eventWords(db: CalendarDb): TextIndex<EventRow> {
  return db.events.memo(
    'words',
    () => new TextIndex(db.events.rows(), (event) => [event.title, event.excerpt, event.content]),
  )
}

/** The index of the first entry starting at or after `ms` (binary search). */
export function firstStartAtOrAfter(entries: readonly TimelineEntry[], ms: number): number {
  let low = 0
  let high = entries.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((entries[middle]?.start ?? Infinity) < ms) low = middle + 1
    else high = middle
  }
  return low
}
