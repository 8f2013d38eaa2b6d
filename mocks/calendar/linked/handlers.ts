import type { ApiResponse } from '../../http/types.js'
import { type Args } from '../args.js'
import { parseDb } from '../dates.js'
import { type Call, created, ok } from '../endpoint.js'
import { errors } from '../errors.js'
import { archiveResponse, pageArgs, paginate, queryPairs } from '../pagination.js'
import { isTruthy, toInt } from '../php.js'
import { canRead, defaultStatuses, modifiedFields, statusMatches, trashedSlug } from '../posts.js'
import type { LinkedRow } from '../schemas.js'
import { bySlug, isEventId, isString, statusList, statusListCheck } from '../validators.js'
import { type LinkedType } from './linked-type.js'
import { renderLinked } from './render.js'
import { findDuplicate, insertLinked, linkedChanges } from './writes.js'

/** What the linked types' endpoints do: list with the plugin's filters, create, read, update, trash. */

export function listArgs(linked: LinkedType): Args {
  const noun = linked.plural
  const title = noun.charAt(0).toUpperCase() + noun.slice(1)
  return {
    ...pageArgs(noun),
    search: {
      required: false,
      validate: isString,
      description: `${title} should contain the specified string in the title, description or custom fields`,
      type: 'string',
    },
    event: {
      required: false,
      validate: isEventId,
      description: `${title} should be related to this event`,
      type: 'integer',
    },
    has_events: { required: false, description: `${title} should have events associated to them`, docType: 'boolean' },
    only_with_upcoming: {
      required: false,
      description: `${title} should have upcoming events associated to them`,
      docType: 'boolean',
      default: false,
    },
    status: {
      required: false,
      validate: statusListCheck,
      docType: 'string',
      format: 'string',
      description: `The ${linked.type} post status`,
    },
  }
}

function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word !== '')
}

export function list(linked: LinkedType, call: Call): ApiResponse {
  const { db, params, site, viewer, nowMs } = call
  const page = Number(params.get('page'))
  const perPage = Number(params.get('per_page'))
  const wanted =
    params.get('status') === undefined ? defaultStatuses(viewer) : statusList(params.get('status'), viewer) || []
  let rows = linked.table(db).filter((row) => statusMatches(row.status, wanted))

  const search = params.get('search')
  if (typeof search === 'string') {
    const words = searchWords(search)
    rows = rows.filter((row) => {
      const record: Record<string, unknown> = row
      const fields = [
        row.title,
        row.content,
        row.excerpt,
        ...linked.searchFields.map((field) => String(record[field] ?? '')),
      ]
      return fields.some((field) => words.every((word) => field.toLowerCase().includes(word)))
    })
  }
  const eventId = params.get('event')
  if (eventId !== undefined) {
    const event = db.events.get(toInt(eventId))
    rows = rows.filter(
      (row) =>
        event !== undefined && linked.linkedEvents(db, row.id).some((linkedEvent) => linkedEvent.id === event.id),
    )
  }
  const hasEvents = params.get('has_events')
  if (hasEvents !== undefined) {
    const counted = (row: LinkedRow) =>
      linked.linkedEvents(db, row.id).some((event) => event.status !== 'draft' && event.status !== 'pending')
    rows = rows.filter((row) => counted(row) === isTruthy(hasEvents))
  }
  if (isTruthy(params.get('only_with_upcoming'))) {
    const visible = defaultStatuses(viewer)
    rows = rows.filter((row) =>
      linked
        .linkedEvents(db, row.id)
        .some((event) => statusMatches(event.status, visible) && parseDb(event.start) >= nowMs),
    )
  }
  const ordered = [...rows].sort((a, b) => (a.date_utc < b.date_utc ? 1 : a.date_utc > b.date_utc ? -1 : b.id - a.id))
  const result = paginate(ordered, page, perPage)
  if (result.items.length === 0 && page > 1) return errors.archivePageNotFound(linked.type)

  const { pairs, add } = queryPairs()
  add('page', page)
  add('per_page', perPage)
  add('event', eventId)
  add('has_events', hasEvents)
  add('status', wanted === 'any' ? 'any' : wanted.join(','))
  const items = result.items.map((row) => renderLinked(linked, site, db, row, false))
  return archiveResponse(linked.plural, items, `${site.api}/${linked.plural}/`, pairs, page, result)
}

export async function create(linked: LinkedType, call: Call): Promise<ApiResponse> {
  const { db, params, site, nowMs } = call
  const changes = linkedChanges(linked, db, params, undefined, nowMs)
  const row = findDuplicate(linked, db, params) ?? (await insertLinked(linked, db, changes, nowMs))
  return created(renderLinked(linked, site, db, row, false))
}

/**
 * The record a by-id or by-slug route names (its validator made sure it exists): upstream's
 * handlers read `$request['id']` or `$request['slug']` (TEC `Single_Venue::get`, `update`,
 * `delete`; `Single_Venue_Slug`; organizers alike), where a body or query value comes first.
 */
function target(linked: LinkedType, call: Call): LinkedRow {
  const table = linked.table(call.db)
  const byPath = call.params.sources.url.slug !== undefined
  const row = byPath ? bySlug(table, call.params.get('slug')) : table.get(toInt(call.params.get('id')))
  if (!row) throw new Error(`${linked.type}: the route's validator let through a record that does not exist`)
  return row
}

export function read(linked: LinkedType, call: Call): ApiResponse {
  const row = target(linked, call)
  if (!canRead(call.viewer, row)) return errors.notAccessible(linked.type)
  return ok(renderLinked(linked, call.site, call.db, row, true))
}

export async function update(linked: LinkedType, call: Call): Promise<ApiResponse> {
  const { db, params, site, nowMs } = call
  const row = target(linked, call)
  const changes = linkedChanges(linked, db, params, row, nowMs)
  const trashing = changes.status === 'trash' && row.status !== 'trash'
  const saved = await linked.table(db).update(row.id, {
    ...changes,
    ...modifiedFields(nowMs),
    ...(trashing ? { slug: trashedSlug(row.slug) } : {}),
  })
  if (trashing) await linked.unlink(db, row.id)
  return ok(renderLinked(linked, site, db, saved, false))
}

export async function trash(linked: LinkedType, call: Call): Promise<ApiResponse> {
  const { db, site, nowMs } = call
  const row = target(linked, call)
  if (row.status === 'trash') return errors.inTrash(linked.type)
  const saved = await linked
    .table(db)
    .update(row.id, { status: 'trash', slug: trashedSlug(row.slug), ...modifiedFields(nowMs) })
  await linked.unlink(db, row.id)
  return ok(renderLinked(linked, site, db, saved, false))
}
