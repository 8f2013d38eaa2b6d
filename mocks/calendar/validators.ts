import type { ArgEnv, Check } from './args.js'
import type { Viewer } from './auth.js'
import { parseTime } from './dates.js'
import { isValidTimezone } from './time-zones.js'
import type { CalendarDb } from './db.js'
import { validatorErrors } from './errors.js'
import { imageAttachment } from './images.js'
import { isEmpty, isNumeric, isTruthy, isUrl, listToArray, isMap, arrayValues, toInt, type PhpValue } from './php.js'
import type { PostsBySlug } from './posts.js'
import { REGISTERED_STATUSES, type Taxonomy } from './choices.js'
import { sanitizeTitle } from './text.js'

/**
 * The plugin's validate callbacks (`Tribe__Validator__Base` and its event flavours), with the
 * PHP semantics they rely on (`empty`, `is_numeric`, WordPress lookups by id or slug).
 */

/** `! empty( $value ) && is_string( $value )`: so `""` and `"0"` fail. */
export const isString: Check = (value) => !isEmpty(value) && typeof value === 'string'

export const isStringOrEmpty: Check = (value) => isEmpty(value) || typeof value === 'string'

function positiveInt(value: PhpValue): boolean {
  return isNumeric(value) && Number.isInteger(Number(value)) && Number(value) > 0
}

export const isPositiveInt: Check = positiveInt

export const isPositiveIntList: Check = (value) => {
  const list = listToArray(value)
  return list.length > 0 && list.every(positiveInt)
}

/** A unix timestamp or a date `strtotime` reads (within the years WordPress can store). */
export const isTime: Check = (value, env) => parseTime(value, env.nowMs) !== undefined

export const isUserId: Check = (value, env) => isNumeric(value) && env.db.userExists(toInt(value))

export const isUrlOrEmpty: Check = (value) => isEmpty(value) || isUrl(value)

export const isPostStatus: Check = (value) =>
  typeof value === 'string' && REGISTERED_STATUSES.some((status) => status === value)

export const isTimezoneOrEmpty: Check = (value) => isEmpty(value) || isValidTimezone(value)

/** WordPress's `get_post( $id )` reads `(int) $id`. */
function postId(value: PhpValue): number {
  return isEmpty(value) ? 0 : toInt(value)
}

export const isEventId: Check = (value, env) => !isEmpty(value) && env.db.events.has(postId(value))

/**
 * `is_event_id_format` (TEC 6.17.2 `Validator/Base.php`): numeric and set, whether or not an
 * event has the id, so that the handler answers 404 for one that names none.
 */
export const isEventIdFormat: Check = (value) => value !== false && value !== '' && isNumeric(value)

export const isVenueId: Check = (value, env) => isNumeric(value) && env.db.venues.has(toInt(value))

export const isOrganizerId: Check = (value, env) => {
  const items = Array.isArray(value) || isMap(value) ? arrayValues(value) : [value]
  return items.length > 0 && items.every((item) => isNumeric(item) && env.db.organizers.has(toInt(item)))
}

function linkedIdList(value: PhpValue, check: Check, env: ArgEnv): boolean {
  if (isEmpty(value)) return false
  const items = isMap(value) ? arrayValues(value).flatMap((item) => listToArray(item)) : listToArray(value)
  return items.length > 0 && items.every((item) => check(item, env) === true)
}

export const isVenueIdList: Check = (value, env) => linkedIdList(value, isVenueId, env)

export const isOrganizerIdList: Check = (value, env) => linkedIdList(value, isOrganizerId, env)

/** WordPress's `term_exists`: a term id, else a slug (sanitized), else a name. */
export function findTerm(db: CalendarDb, taxonomy: Taxonomy, term: PhpValue) {
  const terms = db.termsOf(taxonomy)
  if (typeof term === 'number') return Number.isInteger(term) ? terms.find((row) => row.id === term) : undefined
  if (typeof term !== 'string') return undefined
  const text = term.trim()
  const slug = sanitizeTitle(text)
  return terms.find((row) => row.slug === slug) ?? terms.find((row) => row.name.toLowerCase() === text.toLowerCase())
}

export function isTermOfTaxonomy(taxonomy: Taxonomy): Check {
  return (value, env) => {
    const terms = listToArray(value)
    return terms.length > 0 && terms.every((term) => findTerm(env.db, taxonomy, term) !== undefined)
  }
}

/** The post of that type whose slug (post name) is the value, any status. */
export function bySlug<T extends { id: number; slug: string }>(
  posts: PostsBySlug<T>,
  slug: PhpValue | undefined,
): T | undefined {
  if (typeof slug !== 'string' || slug === '') return undefined
  return posts.lookup('slug', slug.toLowerCase())[0]
}

export const isEventSlug: Check = (value, env) => bySlug(env.db.events, value) !== undefined
export const isVenueSlug: Check = (value, env) => bySlug(env.db.venues, value) !== undefined
export const isOrganizerSlug: Check = (value, env) => bySlug(env.db.organizers, value) !== undefined

/**
 * An image: the id of an image attachment, or (for callers who may upload files) the address
 * of one standin holds (images.ts).
 */
export const isImage: Check = (value, env) =>
  (isNumeric(value) || env.viewer.authenticated) && imageAttachment(env.db, value) !== undefined

export const isImageOrEmpty: Check = (value, env) => isEmpty(value) || isImage(value, env)

/** `ticketed=true` needs the Event Tickets plugin, which standin (like a bare calendar install) does not have. */
export const supportsTicketed: Check = (value) => (isTruthy(value) ? validatorErrors.ticketsNotActive() : true)

/**
 * The plugin's `filter_post_status_list`: anonymous callers may only ask for `publish`;
 * editors for any registered statuses (CSV or array). False when the list is not allowed.
 */
export function statusList(value: PhpValue | undefined, viewer: Viewer): string[] | false {
  const items = listToArray(value ?? 'publish')
  // A nested list (`status[a][b]=...`) names no status: PHP reads it as the string "Array".
  if (items.some((item) => typeof item === 'object' && item !== null)) return false
  const stati = items.map(String)
  if (!viewer.authenticated) return stati.length === 1 && stati[0] === 'publish' ? stati : false
  return stati.every((status) => REGISTERED_STATUSES.some((known) => known === status)) ? stati : false
}

export const statusListCheck: Check = (value, env) => statusList(value, env.viewer) !== false
