import type { ApiResponse } from '../../http/types.js'
import { type Call, ok } from '../endpoint.js'
import { errors } from '../errors.js'
import { toInt } from '../php.js'
import { canRead, modifiedFields, trashedSlug } from '../posts.js'
import type { EventRow } from '../schemas.js'
import { bySlug } from '../validators.js'
import { renderEvent } from './render.js'

/** Single events, by id or slug: read (password protection included) and trash. */

/**
 * The event a request names, or the error for an id that names none (404) or another kind of
 * post (400). As upstream's handlers read `$request['id']` and `$request['slug']` (TEC
 * `Single_Event::get`, `update`, `delete`; `Single_Event_Slug`), a body or query value comes
 * before the path's (WordPress's `WP_REST_Request::get_parameter_order`). `bySlugPath`: the
 * event a by-slug update names is the path's, its body `slug` being the new slug (decision 5).
 */
export function target(call: Call, bySlugPath = false): EventRow | ApiResponse {
  const { db, params } = call
  if (params.sources.url.slug !== undefined) {
    const found = bySlug(db.events, bySlugPath ? params.sources.url.slug : params.get('slug'))
    return found ?? errors.eventNotFound(0)
  }
  const id = toInt(params.get('id'))
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
