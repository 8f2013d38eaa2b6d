import { z } from 'zod'
import { POST_STATUSES, TAXONOMIES } from './choices.js'

/**
 * The stored rows of the calendar API: WordPress posts (events, venues, organizers and the
 * image attachments they use, one id sequence for all), terms (categories and tags, their
 * own sequence) and the site's users (not an API collection; authors name them). Text is
 * stored raw, as WordPress stores it; rendering happens on the way out. The choices of
 * enumerated columns are in choices.ts, which resolvers import without loading zod.
 */

export type { PostStatus, Taxonomy } from './choices.js'

const id = z.number().int().positive()
/** `Y-m-d H:i:s`. */
const dbDate = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

const post = {
  id,
  /** A user id; 0 when nobody. */
  author: z.number().int().min(0),
  status: z.enum(POST_STATUSES),
  date: dbDate,
  date_utc: dbDate,
  modified: dbDate,
  modified_utc: dbDate,
  /** The post title: an event's title, a venue's or an organizer's name. */
  title: z.string(),
  /** The post content (`description` on the wire), raw. */
  content: z.string(),
  excerpt: z.string(),
  slug: z.string(),
  /** The post password; empty when the post is not protected. */
  password: z.string(),
  /** The featured image's attachment id. */
  image: id.nullable(),
}

export const userSchema = z.object({
  id,
  login: z.string().min(1),
  name: z.string(),
  email: z.string(),
})

export const attachmentSchema = z.object({
  id,
  author: z.number().int().min(0),
  date: dbDate,
  /** Path under the uploads folder: `2026/01/market-square.jpg`. */
  file: z.string().min(1),
  mime: z.string(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  filesize: z.number().int().min(0),
})

export const eventSchema = z.object({
  ...post,
  /** `post_parent`: the event this one belongs to (0 for none). */
  parent: z.number().int().min(0),
  all_day: z.boolean(),
  /** Wall clock in the event's time zone. */
  start: dbDate,
  end: dbDate,
  start_utc: dbDate,
  end_utc: dbDate,
  timezone: z.string().min(1),
  /** The cost as entered: `"$23"`, `"10 - 20"`, `"Free"`. */
  cost: z.string(),
  currency_symbol: z.string(),
  currency_code: z.string(),
  currency_position: z.enum(['prefix', 'postfix', '']),
  /** The event's own site; null when never set (the permalink is shown instead). */
  website: z.string().nullable(),
  /** null when never set: shown as true. */
  show_map: z.boolean().nullable(),
  show_map_link: z.boolean().nullable(),
  hide_from_listings: z.boolean(),
  sticky: z.boolean(),
  featured: z.boolean(),
  categories: z.array(id),
  tags: z.array(id),
  venue: id.nullable(),
  organizers: z.array(id),
})

export const venueSchema = z.object({
  ...post,
  address: z.string(),
  city: z.string(),
  country: z.string(),
  province: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  website: z.string(),
  stateprovince: z.string(),
  lat: z.number().min(-90).max(90).nullable(),
  lng: z.number().min(-180).max(180).nullable(),
  show_map: z.boolean().nullable(),
  show_map_link: z.boolean().nullable(),
})

export const organizerSchema = z.object({
  ...post,
  phone: z.string(),
  website: z.string(),
  email: z.string(),
})

export const termSchema = z.object({
  id,
  taxonomy: z.enum(TAXONOMIES),
  name: z.string().min(1),
  slug: z.string().min(1),
  description: z.string(),
  /** Parent term id (categories); 0 for none. */
  parent: z.number().int().min(0),
})

export type UserRow = z.infer<typeof userSchema>
export type AttachmentRow = z.infer<typeof attachmentSchema>
export type EventRow = z.infer<typeof eventSchema>
export type VenueRow = z.infer<typeof venueSchema>
export type OrganizerRow = z.infer<typeof organizerSchema>
export type TermRow = z.infer<typeof termSchema>
export type LinkedRow = VenueRow | OrganizerRow
