import type { ApiResponse } from '../../http/types.js'
import type { Args } from '../args.js'
import type { Call } from '../endpoint.js'
import { errors } from '../errors.js'
import type { EventRow } from '../schemas.js'
import { archiveResponse, pageArgs, pageOf, queryPairs } from '../pagination.js'
import { filterArgs, LINK_ORDER, readFilters } from './filters.js'
import { findEvents } from './found.js'
import { listQuery } from './filter-kinds.js'
import { renderEvent } from './render.js'

/** The events archive: its arguments are the pages' and the filters' (filters.ts); the events come from indexes (found.ts). */

export const listArgs = (): Args => ({ ...pageArgs('events'), ...filterArgs() })

export function list(call: Call): ApiResponse {
  const { db, params, site, viewer, nowMs } = call
  const page = Number(params.get('page'))
  const perPage = Number(params.get('per_page'))
  const query = listQuery(params, db, viewer, nowMs)
  const readings = readFilters(query)
  const found = findEvents(db, query.include, readings)
  const result = pageOf(found.total, found.items, page, perPage)
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
