import { costValues, formatCost, parseCost } from '../../mocks/calendar/cost.js'
import { UPLOADS_PATH } from '../../mocks/calendar/images.js'
import { API_PATHS } from '../../mocks/factories/collections.js'
import { isObject } from '../../mocks/http/json.js'
import type { JsonObject, JsonValue } from '../../mocks/http/types.js'
import { type Client, objectsIn } from './client.js'
import type { ApiPlan, Page, Plan, Ref } from './recording.js'

/**
 * The events calendar as `standin record` reads it, as its site's administrator (who sees every
 * status but the trash): each list paged by `page` and `per_page` (50, the most it gives), every
 * event from 1900 to 2999, terms empty or not. Records are written back from what the API shows:
 * links by the ids of the venues, organizers and terms it embeds, authors and featured images
 * declared (`authors`, `images`), as the API serves neither. What it never shows cannot be
 * recorded: events hidden from listings, trashed posts, a protected event's password and content.
 */

const ROOT = API_PATHS.calendar.root
const PER_PAGE = 50
const EVENT_WINDOW = 'start_date=1900-01-01&end_date=2999-12-31'

type Resource = 'events' | 'venues' | 'organizers' | 'categories' | 'tags'

const LIST_QUERY: Record<Resource, string> = {
  events: EVENT_WINDOW,
  venues: '',
  organizers: '',
  categories: 'hide_empty=0',
  tags: 'hide_empty=0',
}

const isId = (value: JsonValue | undefined): value is number => typeof value === 'number' && Number.isSafeInteger(value)
const text = (value: JsonValue | undefined) => (typeof value === 'string' ? value : '')

async function* pages(client: Client, resource: Resource, max: number): AsyncGenerator<Page> {
  const perPage = Math.min(PER_PAGE, max)
  for (let page = 1, read = 0; read < max; page++) {
    const at = `${ROOT}${resource}?${LIST_QUERY[resource]}${LIST_QUERY[resource] ? '&' : ''}per_page=${perPage}&page=${page}`
    const answer = await client.get(at)
    const records = isObject(answer) ? objectsIn(answer[resource]) : undefined
    if (!isObject(answer) || typeof answer.total !== 'number' || typeof answer.total_pages !== 'number' || !records)
      throw client.unexpected(at, `a page without "${resource}", "total" and "total_pages"`)
    if (records.some((record) => !isId(record.id))) throw client.unexpected(at, 'a record without a numeric "id"')
    yield { records, total: answer.total }
    read += records.length
    if (records.length === 0 || page >= answer.total_pages) return
  }
}

/** The image as the document declares it: its file under the uploads folder, its size and type. */
function imageRef(image: JsonValue | undefined): Ref[] {
  if (!isObject(image) || !isId(image.id) || typeof image.url !== 'string') return []
  const at = image.url.indexOf(UPLOADS_PATH)
  if (at === -1) return []
  const sizes = isObject(image.sizes) ? Object.values(image.sizes) : []
  const mime = sizes
    .map((size) => (isObject(size) ? size['mime-type'] : undefined))
    .find((type) => typeof type === 'string')
  const declare: JsonObject = { file: decodeURI(image.url.slice(at + UPLOADS_PATH.length)) }
  for (const field of ['width', 'height', 'filesize'] as const) if (isId(image[field])) declare[field] = image[field]
  if (mime !== undefined) declare.mime = mime
  return [{ to: ['images'], key: image.id, declare }]
}

function authorRef(author: JsonValue | undefined): Ref[] {
  const id = Number(author)
  return Number.isSafeInteger(id) && id > 0 ? [{ to: ['authors'], key: id, declare: { id } }] : []
}

/** Ids of the embedded records of a field (one object, a list of them, or an empty list). */
function embeddedIds(value: JsonValue | undefined): number[] {
  const items = Array.isArray(value) ? value : [value]
  return items.flatMap((item) => (isObject(item) && isId(item.id) ? [item.id] : []))
}

/** A cost text the API reads back into the cost and the currency it shows, else the shown cost. */
function rawCost(event: JsonObject): string {
  const shown = text(event.cost)
  const details = isObject(event.cost_details) ? event.cost_details : {}
  const symbol = text(details.currency_symbol)
  const position = text(details.currency_position)
  const values = Array.isArray(details.values) ? details.values.map(String) : costValues(shown)
  if (values.length === 0) return shown
  const candidate = values
    .map((value) => (position === 'postfix' ? `${value}${symbol}` : `${symbol}${value}`))
    .join(' - ')
  const read = parseCost(candidate)
  const same = formatCost(read) === shown && read.currency_symbol === symbol && read.currency_position === position
  return same ? candidate : shown
}

const common = (record: JsonObject, link: (ref: Ref) => JsonValue | undefined) => {
  const body: JsonObject = {
    description: text(record.description),
    status: text(record.status) || 'publish',
    date: text(record.date),
  }
  const [author] = authorRef(record.author)
  if (author) body.author = link(author) ?? null
  const [image] = imageRef(record.image)
  if (image) body.image = link(image) ?? null
  return body
}

const LINKED_FIELDS = {
  venues: ['address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'website', 'stateprovince'],
  organizers: ['phone', 'website', 'email'],
} as const

type Body = (record: JsonObject, link: (ref: Ref) => JsonValue | undefined) => JsonObject

const BODIES: Record<Resource, Body> = {
  categories: (record, link) => ({
    name: text(record.name),
    description: text(record.description),
    slug: text(record.slug),
    ...(isId(record.parent) && record.parent !== 0
      ? { parent: link({ to: ['categories'], key: record.parent }) ?? 0 }
      : {}),
  }),
  tags: (record) => ({ name: text(record.name), description: text(record.description), slug: text(record.slug) }),
  venues: (record, link) => {
    const body: JsonObject = { venue: text(record.venue), ...common(record, link) }
    for (const field of LINKED_FIELDS.venues) body[field] = text(record[field])
    // The venue's flags are text to the API ("1" or "0"), as a form sends them.
    for (const flag of ['show_map', 'show_map_link'] as const)
      if (typeof record[flag] === 'boolean') body[flag] = record[flag] ? '1' : '0'
    return body
  },
  organizers: (record, link) => {
    const body: JsonObject = { organizer: text(record.organizer), ...common(record, link) }
    for (const field of LINKED_FIELDS.organizers) body[field] = text(record[field])
    return body
  },
  events: (record, link) => {
    const ids = (field: string, to: Resource) =>
      embeddedIds(record[field]).flatMap((key) => link({ to: [to], key }) ?? [])
    const body: JsonObject = {
      title: text(record.title),
      excerpt: text(record.excerpt),
      slug: text(record.slug),
      ...common(record, link),
      start_date: text(record.start_date),
      end_date: text(record.end_date),
      timezone: text(record.timezone),
      cost: rawCost(record),
      categories: ids('categories', 'categories'),
      tags: ids('tags', 'tags'),
      organizer: ids('organizer', 'organizers'),
    }
    const [venue] = ids('venue', 'venues')
    if (venue !== undefined) body.venue = venue
    // The website shown is the permalink when the event has none of its own.
    if (typeof record.website === 'string' && record.website !== record.url) body.website = record.website
    for (const flag of ['all_day', 'show_map', 'show_map_link', 'hide_from_listings', 'sticky', 'featured'] as const)
      if (typeof record[flag] === 'boolean') body[flag] = record[flag]
    return body
  },
}

function refs(resource: Resource, record: JsonObject): Ref[] {
  if (resource === 'categories')
    return isId(record.parent) && record.parent !== 0 ? [{ to: ['categories'], key: record.parent }] : []
  if (resource === 'tags') return []
  const own = [...authorRef(record.author), ...imageRef(record.image)]
  if (resource !== 'events') return own
  const embedded = (field: string, to: Resource) => embeddedIds(record[field]).map((key) => ({ to: [to], key }))
  return [
    ...own,
    ...embedded('venue', 'venues'),
    ...embedded('organizer', 'organizers'),
    ...embedded('categories', 'categories'),
    ...embedded('tags', 'tags'),
  ]
}

function plan(resource: Resource): Plan {
  return {
    name: resource,
    pages: (client, max) => pages(client, resource, max),
    async one(client, key) {
      const record = await client.get(`${ROOT}${resource}/${encodeURIComponent(String(key))}`, true)
      return isObject(record) && isId(record.id) ? record : undefined
    },
    keyOf: (record) => (isId(record.id) ? record.id : 0),
    refs: (record) => refs(resource, record),
    body: BODIES[resource],
  }
}

export const calendarPlan: ApiPlan = {
  api: 'calendar',
  plans: (['categories', 'tags', 'venues', 'organizers', 'events'] as const).map(plan),
  declared: ['authors', 'images'],
}
