import type { ApiResponse } from '../../http/types.js'
import type { Args } from '../args.js'
import type { Call } from '../endpoint.js'
import { errors } from '../errors.js'
import type { EventRow } from '../schemas.js'
import { archiveResponse, pageArgs, paginate, queryPairs } from '../pagination.js'
import { type FilterName, filterArgs, LINK_ORDER, readFilters } from './filters.js'
import { listQuery } from './filter-kinds.js'
import { renderEvent } from './render.js'
import { byStart, eventTimeline, eventWords, firstStartAtOrAfter, type TimelineEntry } from './timeline.js'

/** The events archive: its arguments are the pages' and the filters' (filters.ts). */

/** Named events come by publication date, then id. */
const byDate = (a: EventRow, b: EventRow) => (a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id)

export const listArgs = (): Args => ({ ...pageArgs('events'), ...filterArgs() })

export function list(call: Call): ApiResponse {
  const { db, params, site, viewer, nowMs } = call
  const page = Number(params.get('page'))
  const perPage = Number(params.get('per_page'))
  const query = listQuery(params, db, viewer, nowMs)
  const readings = readFilters(query)
  const tests = [...readings.values()].flatMap((reading) => (reading.matches ? [reading.matches] : []))
  const matches = (entry: TimelineEntry) => !entry.event.hide_from_listings && tests.every((test) => test(entry))
  const bound = (name: FilterName) => readings.get(name)?.bound

  // Only the events that can match are visited: the named ones, those containing the search
  // words (an index), or the run of the timeline between the start bounds.
  const timeline = eventTimeline(db)
  const { include } = query
  const words = readings.get('search')?.words ?? []
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
      .flatMap((event) => timeline.byEvent.get(event) ?? [])
      .sort(byStart)
  } else {
    const startDate = bound('start_date')
    const startsAfter = bound('starts_after')
    const endDate = bound('end_date')
    const from = Math.max(startDate ?? -Infinity, startsAfter === undefined ? -Infinity : startsAfter + 1)
    // An event never ends before it starts (writes clamp the end), so bounds on the end bound
    // the start too; the timeline checks that this holds for every stored event.
    const endsBefore = bound('ends_before') ?? Infinity
    const endBound = timeline.endsAfterStart
      ? Math.min(endDate === undefined ? Infinity : endDate + 1, endsBefore)
      : Infinity
    const until = Math.min(bound('starts_before') ?? Infinity, endBound)
    const { entries } = timeline
    candidates = entries.slice(firstStartAtOrAfter(entries, from), firstStartAtOrAfter(entries, until))
  }
  const rows = candidates.filter(matches)
  const ordered = (include.length > 0 ? [...rows].sort((a, b) => byDate(a.event, b.event)) : rows).map(
    (entry) => entry.event,
  )
  const result = paginate(ordered, page, perPage)
  if (result.items.length === 0 && page > 1) return errors.archivePageNotFound('event')

  const { pairs, add } = queryPairs()
  add('page', page)
  add('per_page', perPage)
  for (const name of LINK_ORDER) for (const [key, value] of readings.get(name)?.link ?? []) add(key, value)

  const password = params.sources.query.password
  const blank = (event: EventRow) => event.password !== '' && password !== event.password
  const items = result.items.map((event) => renderEvent(site, db, event, { blank: blank(event) }))
  return archiveResponse('events', items, `${site.api}/events/`, pairs, page, result)
}
