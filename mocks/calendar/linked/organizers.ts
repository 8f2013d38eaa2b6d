import type { JsonObject } from '../../http/types.js'
import type { Args } from '../args.js'
import type { Site } from '../context.js'
import { linkedRoutes } from './routes.js'
import { type LinkedType } from './linked-type.js'
import { arrayValues, isMap, type PhpValue } from '../php.js'
import { permalink } from '../posts.js'
import type { LinkedRow, OrganizerRow } from '../schemas.js'
import { splitList, summary } from '../text.js'
import {
  isImageOrEmpty,
  isOrganizerId,
  isOrganizerSlug,
  isPostStatus,
  isString,
  isStringOrEmpty,
  isUrlOrEmpty,
  isUserId,
} from '../validators.js'
import { dateArg } from '../write-dates.js'

/** Organizers: who runs events, with their phone, website and email. */

/** The entries of an event's `organizer`: a list's (or a map's) values, or the items of CSV text. */
export function organizerEntries(value: PhpValue): PhpValue[] {
  return Array.isArray(value) || isMap(value) ? arrayValues(value) : splitList(String(value))
}

const CONTACT_FIELDS = ['phone', 'website', 'email'] as const

/** The plugin's organizer `CREATE_args`, in its order. */
const ORGANIZER_ARGS: Args = {
  author: {
    required: false,
    validate: isUserId,
    type: 'integer',
    default: null,
    description: 'The organizer author ID',
  },
  date: dateArg('The organizer publication date', false, { default: null }),
  date_utc: dateArg('The organizer publication date (UTC time zone)', false, { default: null }),
  organizer: { required: true, validate: isString, type: 'string', default: null, description: 'The organizer name' },
  description: {
    required: false,
    validate: isStringOrEmpty,
    type: 'string',
    default: null,
    description: 'The organizer description',
  },
  status: {
    required: false,
    validate: isPostStatus,
    type: 'string',
    default: null,
    description: 'The organizer post status',
  },
  phone: {
    required: false,
    validate: isStringOrEmpty,
    type: 'string',
    default: null,
    description: 'The organizer phone number',
  },
  website: {
    required: false,
    validate: isUrlOrEmpty,
    type: 'string',
    default: null,
    description: 'The organizer website',
  },
  email: {
    required: false,
    validate: isStringOrEmpty,
    type: 'string',
    default: null,
    description: 'The organizer e-mail address',
  },
  image: {
    required: false,
    validate: isImageOrEmpty,
    type: 'string',
    default: null,
    description: 'The organizer featured image ID or URL',
  },
}

const asOrganizer = (row: LinkedRow) => row as OrganizerRow

export const organizers: LinkedType = {
  type: 'organizer',
  plural: 'organizers',
  table: (db) => db.organizers as never,
  createArgs: ORGANIZER_ARGS,
  fields: CONTACT_FIELDS,
  searchFields: CONTACT_FIELDS,
  duplicateFields: { description: 'same', phone: 'same', email: 'same', website: 'same' },
  linkedEvents: (db, id) => db.events.filter((event) => event.organizers.includes(id)),
  async unlink(db, id) {
    for (const event of db.events.filter((row) => row.organizers.includes(id))) {
      await db.events.update(event.id, { organizers: event.organizers.filter((other) => other !== id) })
    }
  },
  renderFields(_site, _db, row) {
    const organizer = asOrganizer(row)
    return { phone: organizer.phone, website: organizer.website, email: organizer.email }
  },
  jsonLd: (site, _db, row) => ({ '@context': 'http://schema.org', ...organizerPerson(site, asOrganizer(row)) }),
}

/** schema.org's Person for an organizer (also an event's `organizer`). */
export function organizerPerson(site: Site, organizer: OrganizerRow): JsonObject {
  return {
    '@type': 'Person',
    name: organizer.title,
    description: summary(organizer.excerpt || organizer.content),
    url: permalink(site, 'organizer', organizer),
    telephone: organizer.phone,
    email: organizer.email,
    sameAs: organizer.website,
  }
}

export const organizerRoutes = linkedRoutes(
  organizers,
  {
    list: 'calendar.organizers.list',
    create: 'calendar.organizers.create',
    byId: {
      read: 'calendar.organizers.read',
      delete: 'calendar.organizers.delete',
      update: 'calendar.organizers.update',
      put: 'calendar.organizers.put',
      patch: 'calendar.organizers.patch',
    },
    bySlug: {
      read: 'calendar.organizers.by_slug.read',
      delete: 'calendar.organizers.by_slug.delete',
      update: 'calendar.organizers.by_slug.update',
      put: 'calendar.organizers.by_slug.put',
      patch: 'calendar.organizers.by_slug.patch',
    },
  },
  isOrganizerId,
  isOrganizerSlug,
)
