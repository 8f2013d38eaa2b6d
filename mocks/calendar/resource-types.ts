import { z } from 'zod'
import { attachmentSchema, eventSchema, organizerSchema, termSchema, venueSchema } from './schemas.js'

/**
 * Every calendar resource as the API sends it, for front-end code (`import type
 * { CalendarEvent } from 'standin'`). The plugin renders posts and terms into shapes far from
 * the stored rows (renamed fields, date details, embedded venues and terms); a field that
 * carries a stored value takes its schema from the store's (schemas.ts), so a change there
 * changes the type here. Venues and organizers drop their empty fields, as the plugin does,
 * so those are optional. test/mocks/calendar/resource-types.test.ts checks every list item
 * and a single event against these.
 */

const post = eventSchema.shape

/** Numbers as strings, like PHP's `date()` parts: `{ year: "2026", month: "01", ... }`. */
export const dateDetailsSchema = z.strictObject({
  year: z.string(),
  month: z.string(),
  day: z.string(),
  hour: z.string(),
  minutes: z.string(),
  seconds: z.string(),
})

const imageSizeSchema = z.strictObject({
  width: z.number(),
  height: z.number(),
  'mime-type': attachmentSchema.shape.mime,
  filesize: z.number(),
  url: z.string(),
})

/** A featured image; an image without sizes smaller than itself has no `sizes`. */
export const calendarImageResource = z.strictObject({
  url: z.string(),
  id: attachmentSchema.shape.id,
  extension: z.string(),
  width: attachmentSchema.shape.width,
  height: attachmentSchema.shape.height,
  filesize: attachmentSchema.shape.filesize,
  sizes: z.record(z.string(), imageSizeSchema).optional(),
})

const globalIdFields = { global_id: z.string(), global_id_lineage: z.array(z.string()) }

/** schema.org JSON-LD, on single reads only. */
const jsonLd = z.record(z.string(), z.json()).optional()

/** What venues and organizers share; empty values are left out. */
const linkedFields = {
  id: post.id,
  author: z.string().optional(),
  status: post.status,
  date: post.date,
  date_utc: post.date_utc,
  modified: post.modified,
  modified_utc: post.modified_utc,
  url: z.string(),
  description: z.string().optional(),
  excerpt: z.string().optional(),
  slug: post.slug.optional(),
  image: calendarImageResource.optional(),
  json_ld: jsonLd,
  ...globalIdFields,
}

const venue = venueSchema.shape

export const venueResource = z.strictObject({
  ...linkedFields,
  /** The venue's name. */
  venue: venue.title.optional(),
  address: venue.address.optional(),
  city: venue.city.optional(),
  country: venue.country.optional(),
  province: venue.province.optional(),
  state: venue.state.optional(),
  zip: venue.zip.optional(),
  phone: venue.phone.optional(),
  website: venue.website.optional(),
  stateprovince: venue.stateprovince.optional(),
  geo_lat: z.number().optional(),
  geo_lng: z.number().optional(),
  show_map: z.boolean(),
  show_map_link: z.boolean(),
})

const organizer = organizerSchema.shape

export const organizerResource = z.strictObject({
  ...linkedFields,
  /** The organizer's name. */
  organizer: organizer.title.optional(),
  phone: organizer.phone.optional(),
  website: organizer.website.optional(),
  email: organizer.email.optional(),
})

const term = termSchema.shape
/** `up` is the parent category's. */
const termUrls = z.strictObject({ self: z.string(), collection: z.string(), up: z.string().optional() })

/** A category or tag as an event embeds it (WordPress's WP_Term). */
export const embeddedTermResource = z.strictObject({
  name: term.name,
  slug: term.slug,
  term_group: z.number(),
  term_taxonomy_id: term.id,
  taxonomy: term.taxonomy,
  description: term.description,
  parent: term.parent,
  count: z.number(),
  filter: z.string(),
  id: term.id,
  urls: termUrls,
})

const termFields = {
  id: term.id,
  count: z.number(),
  description: term.description,
  name: term.name,
  slug: term.slug,
  meta: z.array(z.json()),
  url: z.string(),
  urls: termUrls,
  /** WordPress core's links, on single reads and writes. */
  _links: z.record(z.string(), z.array(z.record(z.string(), z.json()))).optional(),
}

export const categoryResource = z.strictObject({
  ...termFields,
  taxonomy: z.literal('tribe_events_cat'),
  parent: term.parent,
})

export const tagResource = z.strictObject({ ...termFields, taxonomy: z.literal('post_tag') })

/**
 * An event. A password-protected event read without its password is blanked: its text and
 * flags come back empty or null.
 */
export const calendarEventResource = z.strictObject({
  id: post.id,
  ...globalIdFields,
  author: z.string(),
  status: post.status,
  date: post.date,
  date_utc: post.date_utc,
  modified: post.modified,
  modified_utc: post.modified_utc,
  url: z.string(),
  rest_url: z.string(),
  title: post.title,
  description: z.string(),
  excerpt: z.string(),
  slug: post.slug,
  image: z.union([calendarImageResource, z.literal(false)]),
  all_day: post.all_day.nullable(),
  start_date: post.start,
  start_date_details: dateDetailsSchema,
  end_date: post.end,
  end_date_details: dateDetailsSchema,
  utc_start_date: post.start_utc,
  utc_start_date_details: dateDetailsSchema,
  utc_end_date: post.end_utc,
  utc_end_date_details: dateDetailsSchema,
  timezone: post.timezone,
  timezone_abbr: z.string(),
  cost: z.string(),
  cost_details: z.strictObject({
    currency_symbol: post.currency_symbol,
    currency_code: post.currency_code,
    currency_position: post.currency_position,
    values: z.array(z.string()),
  }),
  website: z.string(),
  show_map: z.boolean().nullable(),
  show_map_link: z.boolean().nullable(),
  hide_from_listings: post.hide_from_listings.nullable(),
  sticky: post.sticky.nullable(),
  featured: post.featured.nullable(),
  categories: z.array(embeddedTermResource),
  tags: z.array(embeddedTermResource),
  /** PHP's empty array when the event has no venue. */
  venue: z.union([venueResource, z.tuple([])]),
  organizer: z.array(organizerResource),
  custom_fields: z.array(z.json()),
  json_ld: jsonLd,
})

/** Each collection's item schema, by the key its list envelope holds the items under. */
export const calendarResources = {
  events: calendarEventResource,
  venues: venueResource,
  organizers: organizerResource,
  categories: categoryResource,
  tags: tagResource,
} as const

export type CalendarEvent = z.infer<typeof calendarEventResource>
export type Venue = z.infer<typeof venueResource>
export type Organizer = z.infer<typeof organizerResource>
export type Category = z.infer<typeof categoryResource>
export type Tag = z.infer<typeof tagResource>
export type EmbeddedTerm = z.infer<typeof embeddedTermResource>
export type CalendarImage = z.infer<typeof calendarImageResource>
export type DateDetails = z.infer<typeof dateDetailsSchema>

/** A page of a calendar list: the items under the collection's name (`events`, `venues`...). */
export type CalendarPage<Collection extends keyof typeof calendarResources> = {
  [Key in Collection]: z.infer<(typeof calendarResources)[Collection]>[]
} & {
  rest_url: string
  next_rest_url?: string
  previous_rest_url?: string
  total: number
  total_pages: number
}
