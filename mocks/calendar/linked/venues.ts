import type { JsonObject } from '../../http/types.js'
import type { Args } from '../args.js'
import type { Site } from '../context.js'
import { linkedRoutes } from './routes.js'
import { type LinkedType } from './linked-type.js'
import { isTruthy } from '../php.js'
import { permalink } from '../posts.js'
import type { LinkedRow, VenueRow } from '../schemas.js'
import { summary } from '../text.js'
import {
  isImageOrEmpty,
  isPostStatus,
  isString,
  isStringOrEmpty,
  isUrlOrEmpty,
  isUserId,
  isVenueId,
  isVenueSlug,
} from '../validators.js'
import { dateArg } from '../write-dates.js'

/** Venues: where events happen, with an address, coordinates and map flags. */

const ADDRESS_FIELDS = [
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'website',
  'stateprovince',
] as const

function textArg(description: string): Args[string] {
  return { required: false, validate: isStringOrEmpty, type: 'string', default: null, description }
}

/** The plugin's venue `CREATE_args`, in its order. */
const VENUE_ARGS: Args = {
  author: { required: false, validate: isUserId, type: 'integer', description: 'The venue author ID' },
  date: dateArg('The venue publication date'),
  date_utc: dateArg('The venue publication date (UTC time zone)'),
  venue: { required: true, validate: isString, type: 'string', description: 'The venue name' },
  description: textArg('The venue description'),
  status: { required: false, validate: isPostStatus, type: 'string', description: 'The venue post status' },
  show_map: {
    required: false,
    type: 'string',
    default: null,
    description: 'Whether events linked to the venue should show a map or not',
  },
  show_map_link: {
    required: false,
    type: 'string',
    default: null,
    description: 'Whether events linked to the venue should show a map link or not',
  },
  address: textArg('The venue address'),
  city: textArg('The venue city'),
  country: textArg('The venue country'),
  province: textArg('The venue province'),
  state: textArg('The venue state'),
  zip: textArg('The venue ZIP code'),
  phone: textArg('The venue phone number'),
  stateprovince: textArg('The venue state and province'),
  website: {
    required: false,
    validate: isUrlOrEmpty,
    type: 'string',
    default: null,
    description: 'The venue website URL',
  },
  image: {
    required: false,
    validate: isImageOrEmpty,
    type: 'string',
    default: null,
    description: 'The venue featured image ID or URL',
  },
}

const asVenue = (row: LinkedRow) => row as VenueRow

function hasCoordinates(venue: VenueRow): venue is VenueRow & { lat: number; lng: number } {
  return venue.lat !== null && venue.lng !== null && venue.lat !== 0 && venue.lng !== 0
}

export const venues: LinkedType = {
  type: 'venue',
  plural: 'venues',
  table: (db) => db.venues as never,
  createArgs: VENUE_ARGS,
  fields: ADDRESS_FIELDS,
  searchFields: ['address', 'city', 'province', 'state', 'stateprovince', 'zip', 'phone'],
  duplicateFields: {
    description: 'same',
    address: 'like',
    city: 'same',
    province: 'same',
    state: 'same',
    stateprovince: 'same',
    zip: 'same',
    phone: 'same',
  },
  linkedEvents: (db, id) => db.events.filter((event) => event.venue === id),
  async unlink(db, id) {
    for (const event of db.events.filter((row) => row.venue === id)) await db.events.update(event.id, { venue: null })
  },
  extraValues(params) {
    const values: Record<string, unknown> = {}
    for (const flag of ['show_map', 'show_map_link'] as const)
      if (params.has(flag)) values[flag] = isTruthy(params.get(flag))
    return values
  },
  renderFields(_site, _db, row) {
    const venue = asVenue(row)
    const fields: JsonObject = {}
    for (const field of ADDRESS_FIELDS) fields[field] = venue[field]
    if (hasCoordinates(venue)) {
      fields.geo_lat = venue.lat
      fields.geo_lng = venue.lng
    }
    return fields
  },
  renderTail: (row) => ({ show_map: asVenue(row).show_map ?? true, show_map_link: asVenue(row).show_map_link ?? true }),
  jsonLd: (site, _db, row) => ({ '@context': 'http://schema.org', ...venuePlace(site, asVenue(row)) }),
}

/** schema.org's Place for a venue (also an event's `location`). */
export function venuePlace(site: Site, venue: VenueRow): JsonObject {
  const place: JsonObject = {
    '@type': 'Place',
    name: venue.title,
    description: summary(venue.excerpt || venue.content),
    url: permalink(site, 'venue', venue),
    address: {
      '@type': 'PostalAddress',
      streetAddress: venue.address,
      addressLocality: venue.city,
      addressRegion: venue.stateprovince || venue.state || venue.province,
      postalCode: venue.zip,
      addressCountry: venue.country,
    },
  }
  if (hasCoordinates(venue)) place.geo = { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng }
  place.telephone = venue.phone
  place.sameAs = venue.website
  return place
}

export const venueRoutes = linkedRoutes(
  venues,
  {
    list: 'calendar.venues.list',
    create: 'calendar.venues.create',
    byId: {
      read: 'calendar.venues.read',
      delete: 'calendar.venues.delete',
      update: 'calendar.venues.update',
      put: 'calendar.venues.put',
      patch: 'calendar.venues.patch',
    },
    bySlug: {
      read: 'calendar.venues.by_slug.read',
      delete: 'calendar.venues.by_slug.delete',
      update: 'calendar.venues.by_slug.update',
      put: 'calendar.venues.by_slug.put',
      patch: 'calendar.venues.by_slug.patch',
    },
  },
  isVenueId,
  isVenueSlug,
)
