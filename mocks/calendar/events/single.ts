import type { ApiResponse } from '../../http/types.js'
import { type Call, ok } from '../endpoint.js'
import { errors } from '../errors.js'
import { toInt } from '../php.js'
import { canRead, modifiedFields, trashedSlug } from '../posts.js'
import type { EventRow } from '../schemas.js'
import { bySlug } from '../validators.js'
import { renderEvent } from './render.js'

/** Single events, by id or slug: read (password protection included) and trash. */

/** The event a route names, or the error for an id that names none (404) or another kind of post (400). */
export function target(call: Call): EventRow | ApiResponse {
  const { db, params } = call
  const slug = params.sources.url.slug
  if (slug !== undefined) {
    const found = bySlug(db.events, slug)
    return found ?? errors.eventNotFound(0)
  }
  const id = toInt(params.sources.url.id)
  const event = db.events.get(id)
  if (event) return event
  return db.postKind(id) ? errors.invalidEventId() : errors.eventNotFound(id)
}

export function isResponse(value: EventRow | ApiResponse): value is ApiResponse {
  return 'status' in value && typeof value.status === 'number'
}

export function read(call: Call): ApiResponse {
  const event = target(call)
  if (isResponse(event)) return event
  if (event.status === 'trash') return errors.eventNoLongerAvailable()
  if (!canRead(call.viewer, event)) return errors.eventNotAccessible()
  if (event.password !== '') {
    const editing = call.params.get('context') === 'edit' && call.viewer.authenticated
    if (call.params.get('password') !== event.password && !editing) return errors.eventPasswordProtected()
  }
  return ok(renderEvent(call.site, call.db, event, { single: true }))
}

export async function trash(call: Call): Promise<ApiResponse> {
  const event = target(call)
  if (isResponse(event)) return event
  if (event.status === 'trash') return errors.inTrash('event')
  const saved = await call.db.events.update(event.id, {
    status: 'trash',
    slug: trashedSlug(event.slug),
    ...modifiedFields(call.nowMs),
  })
  return ok(renderEvent(call.site, call.db, saved))
}
