import type { EventRow } from '../schemas.js'

/** An event as the archive orders and filters it: with its times parsed. */

export interface TimelineEntry {
  event: EventRow
  start: number
  end: number
}

/** The archive's order: by start, then id. */
export const byStart = (a: TimelineEntry, b: TimelineEntry) => a.start - b.start || a.event.id - b.event.id
