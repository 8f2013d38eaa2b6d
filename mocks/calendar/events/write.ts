import type { RequestParams } from '../body.js'
import type { ApiResponse } from '../../http/types.js'
import { SITE_TIMEZONE } from '../context.js'
import { costFromParam } from '../cost.js'
import { endOfDay, formatDb, parseDb, parseWallClock, startOfDay } from '../dates.js'
import { wallToUtc } from '../time-zones.js'
import { SITE_ADMIN } from '../db.js'
import { type Call, created, ok } from '../endpoint.js'
import { errors, messages } from '../errors.js'
import { imageAttachment } from '../images.js'
import { applyLinkedPlans, type LinkedPlan, planLinked, readLinkedEntry } from '../linked/entries.js'
import { organizerEntries, organizers } from '../linked/organizers.js'
import { isEmpty, type PhpValue, toInt } from '../php.js'
import {
  dateFields,
  modifiedFields,
  postSlug,
  requestedDate,
  resolveStatus,
  storableStatus,
  trashedSlug,
} from '../posts.js'
import type { EventRow, PostStatus } from '../schemas.js'
import { applyTermPlan, namesNoTerms, planTerms, type TermPlan } from '../terms/writes.js'
import { venues } from '../linked/venues.js'
import { renderEvent } from './render.js'
import { isResponse, target } from './single.js'

/**
 * Creating and updating events: everything is checked and planned first; only then are
 * images, terms, venues and organizers created (in the plugin's order) and the event saved.
 */

/** A date the write sends, as the wall clock it names in the event's time zone (to the second). */
function wallOf(value: PhpValue | undefined, timezone: string, nowMs: number): number | undefined {
  if (value === undefined) return undefined
  const ms = parseWallClock(value, timezone, nowMs)
  return ms === undefined ? undefined : Math.floor(ms / 1000) * 1000
}

/** Planned organizers: a list of plans, or the error that stops the write. */
function planOrganizers(call: Call, value: PhpValue): LinkedPlan[] | ApiResponse {
  const plans: LinkedPlan[] = []
  for (const entry of isEmpty(value) ? [] : organizerEntries(value)) {
    if (isEmpty(entry)) continue
    const plan = planLinked(organizers, call.db, readLinkedEntry(entry), plans, call.nowMs)
    if (plan.kind === 'error') return plan.response
    plans.push(plan)
  }
  return plans
}

/** What a write links, planned before anything is written; absent: left as it is. */
interface LinkPlans {
  categories?: TermPlan
  tags?: TermPlan
  venue?: LinkedPlan
  organizers?: LinkedPlan[]
}

/** The links a write asks for, or the error that stops it (terms first, then the venue, then organizers). */
function planLinks(call: Call): { plans: LinkPlans } | { error: ApiResponse } {
  const { db, params, nowMs } = call
  const plans: LinkPlans = {}
  for (const [key, taxonomy] of [
    ['categories', 'tribe_events_cat'],
    ['tags', 'post_tag'],
  ] as const) {
    const value = params.clientValue(key)
    if (value === undefined) continue
    const plan = namesNoTerms(value) ? { ids: [], names: [] } : planTerms(db, taxonomy, value)
    if (!plan) return { error: errors.invalidParams({ [key]: messages.invalidParameter }, {}) }
    plans[key] = plan
  }
  const venueValue = params.clientValue('venue')
  if (venueValue !== undefined) {
    const plan = planLinked(venues, db, readLinkedEntry(venueValue), [], nowMs)
    if (plan.kind === 'error') return { error: plan.response }
    plans.venue = plan
  }
  const organizerValue = params.clientValue('organizer')
  if (organizerValue !== undefined) {
    const planned = planOrganizers(call, organizerValue)
    if (!Array.isArray(planned)) return { error: planned }
    plans.organizers = planned
  }
  return { plans }
}

/** Carries out the link plans in the plugin's order: the ids the event links to. */
async function applyLinks(call: Call, plans: LinkPlans, existing: EventRow | undefined) {
  const { db, nowMs } = call
  const categories = plans.categories
    ? await applyTermPlan(db, 'tribe_events_cat', plans.categories)
    : (existing?.categories ?? [])
  const tags = plans.tags ? await applyTermPlan(db, 'post_tag', plans.tags) : (existing?.tags ?? [])
  const venue = plans.venue
    ? ((await applyLinkedPlans(venues, db, [plans.venue], nowMs))[0] ?? null)
    : (existing?.venue ?? null)
  const organizerIds = plans.organizers
    ? await applyLinkedPlans(organizers, db, plans.organizers, nowMs)
    : (existing?.organizers ?? [])
  return { categories, tags, venue, organizers: organizerIds }
}

/** The event's wall-clock times in its time zone: as the request sets them, or as they were. */
function requestedTimes(params: RequestParams, existing: EventRow | undefined, nowMs: number) {
  const timezoneValue = params.clientValue('timezone')
  const timezone =
    timezoneValue !== undefined && !isEmpty(timezoneValue)
      ? String(timezoneValue)
      : (existing?.timezone ?? SITE_TIMEZONE)
  const allDayValue = existing === undefined ? params.get('all_day') : params.clientValue('all_day')
  const allDay = allDayValue !== undefined ? allDayValue === true : (existing?.all_day ?? false)
  let start = wallOf(params.clientValue('start_date'), timezone, nowMs) ?? parseDb(existing?.start ?? formatDb(nowMs))
  let end = wallOf(params.clientValue('end_date'), timezone, nowMs) ?? parseDb(existing?.end ?? formatDb(nowMs))
  if (allDay) {
    start = startOfDay(start)
    end = endOfDay(end)
  }
  if (end < start) end = start
  return { timezone, allDay, start, end }
}

/**
 * The publication date the request asks for and the status it comes to. The plugin reads `date`
 * in the event's time zone too, and stores that wall clock as the site's.
 */
function requestedPublication(
  params: RequestParams,
  existing: EventRow | undefined,
  timezone: string,
  nowMs: number,
): { date: number | undefined; status: PostStatus } {
  const dateValue = params.get('date')
  const date = dateValue !== undefined ? wallOf(dateValue, timezone, nowMs) : requestedDate(params, nowMs)
  const pubMs = date ?? (existing ? parseDb(existing.date_utc) : nowMs)
  const requested = storableStatus(params.clientValue('status'))
  const status =
    existing === undefined || requested !== undefined || date !== undefined
      ? resolveStatus(requested, existing?.status, pubMs, nowMs)
      : existing.status
  return { date, status }
}

/** A flag as the request sets it; on create, false unless set. */
function flagOf(params: RequestParams, creating: boolean, key: string, current: boolean | null | undefined) {
  const value = params.clientValue(key)
  return value !== undefined ? value === true : creating ? false : (current ?? null)
}

/** A text as the request sets it (empty values as ''), or as it was. */
function textOf(params: RequestParams, key: string, current: string | undefined): string {
  const value = params.clientValue(key)
  return value !== undefined ? (isEmpty(value) ? '' : String(value)) : (current ?? '')
}

/**
 * Creates or updates an event. Everything is checked and planned first; only then are
 * images, terms, venues and organizers created (in the plugin's order) and the event saved.
 */
export async function write(call: Call, existing: EventRow | undefined): Promise<ApiResponse> {
  const { db, params, site, nowMs } = call
  const creating = existing === undefined
  const planned = planLinks(call)
  if ('error' in planned) return planned.error

  const { timezone, allDay, start, end } = requestedTimes(params, existing, nowMs)
  const { date, status } = requestedPublication(params, existing, timezone, nowMs)

  // Everything is known to be valid: write.
  const imageValue = params.clientValue('image')
  const imageId = imageValue === undefined ? (existing?.image ?? null) : (imageAttachment(db, imageValue)?.id ?? null)
  const links = await applyLinks(call, planned.plans, existing)

  const id = existing?.id ?? db.nextPostId()
  const flag = (key: string, current: boolean | null | undefined) => flagOf(params, creating, key, current)
  const costValue = params.clientValue('cost')
  const cost = costValue !== undefined ? costFromParam(costValue) : undefined
  const websiteValue = params.clientValue('website')
  const titleValue = params.clientValue('title')
  const title = titleValue !== undefined ? String(titleValue) : (existing?.title ?? '')
  const slugValue = params.clientValue('slug')
  const slug =
    slugValue !== undefined
      ? postSlug(db.events, String(slugValue), id)
      : (existing?.slug ?? postSlug(db.events, title, id))
  const trashing = status === 'trash' && existing?.status !== 'trash'

  const row: EventRow = {
    id,
    author:
      params.clientValue('author') !== undefined
        ? toInt(params.clientValue('author'))
        : (existing?.author ?? SITE_ADMIN.id),
    status,
    ...(date !== undefined
      ? dateFields(date)
      : existing
        ? { date: existing.date, date_utc: existing.date_utc }
        : dateFields(nowMs)),
    ...modifiedFields(nowMs),
    title,
    content: textOf(params, 'description', existing?.content),
    excerpt: textOf(params, 'excerpt', existing?.excerpt),
    slug: trashing ? trashedSlug(slug) : slug,
    password: existing?.password ?? '',
    image: imageId,
    parent: existing?.parent ?? 0,
    all_day: allDay,
    start: formatDb(start),
    end: formatDb(end),
    start_utc: formatDb(wallToUtc(start, timezone)),
    end_utc: formatDb(wallToUtc(end, timezone)),
    timezone,
    cost: cost?.cost ?? existing?.cost ?? '',
    currency_symbol: cost?.currency_symbol ?? existing?.currency_symbol ?? '',
    currency_code: cost ? '' : (existing?.currency_code ?? ''),
    currency_position: cost?.currency_position ?? existing?.currency_position ?? '',
    website:
      websiteValue !== undefined ? (isEmpty(websiteValue) ? '' : String(websiteValue)) : (existing?.website ?? null),
    show_map: flag('show_map', existing?.show_map),
    show_map_link: flag('show_map_link', existing?.show_map_link),
    hide_from_listings: flag('hide_from_listings', existing?.hide_from_listings) ?? false,
    sticky: flag('sticky', existing?.sticky) ?? false,
    featured: flag('featured', existing?.featured) ?? false,
    ...links,
  }
  if (creating) {
    await db.events.insert(row)
    return created(renderEvent(site, db, row))
  }
  const saved = await db.events.update(id, row)
  return ok(renderEvent(site, db, saved))
}

export async function update(call: Call): Promise<ApiResponse> {
  const event = target(call, true)
  if (isResponse(event)) return event
  return write(call, event)
}
