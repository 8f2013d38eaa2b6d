import { type Args, type Check } from '../args.js'
import { ACCEPTS } from '../doc.js'
import { isValidEntry, readLinkedEntry } from '../linked/entries.js'
import { organizerEntries, organizers } from '../linked/organizers.js'
import { isEmpty, isMap, type PhpValue } from '../php.js'
import {
  isEventIdFormat,
  isEventSlug,
  isImage,
  isPostStatus,
  isString,
  isStringOrEmpty,
  isTimezoneOrEmpty,
  isUrlOrEmpty,
  isUserId,
} from '../validators.js'
import { venues } from '../linked/venues.js'
import { dateArg } from '../write-dates.js'

/** The arguments of single events and of writes, as the plugin declares them. */

/** `venue`: empty, a venue id, `{"id": N}`, or venue fields to create one. */
const isVenueIdOrEntryOrEmpty: Check = (value, env) =>
  isEmpty(value) || isValidEntry(venues, readLinkedEntry(value), env)

/** `organizer`: empty, ids (CSV or list), `{"id": N}` entries, or organizer fields to create them. */
const isOrganizerIdOrEntryOrEmpty: Check = (value, env) => {
  if (isEmpty(value)) return true
  const entries = organizerEntries(value)
  // Only a list may hold nothing but empty entries (CSV text `0` names no organizer).
  if ((Array.isArray(value) || isMap(value)) && entries.every((entry) => isEmpty(entry))) return true
  return entries.every((entry) => isValidEntry(organizers, readLinkedEntry(entry), env))
}

const isCostValue = (value: PhpValue) => typeof value === 'string' || typeof value === 'number'

/** A cost is text, a number, or a list of them (upstream takes anything; a map would be stored as garbage). */
const isCost: Check = (value) =>
  isCostValue(value) || isEmpty(value) || (Array.isArray(value) && value.every(isCostValue))

/** Term names or ids: CSV text, a number, or a list of them. */
const isTermList: Check = (value) =>
  isEmpty(value) ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))

const boolArg = (description: string, defaultValue?: boolean): Args[string] => ({
  required: false,
  ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  type: 'boolean',
  description,
})

/** The plugin's event `CREATE_args`, in its order. */
export const CREATE_ARGS: Args = {
  author: { required: false, validate: isUserId, type: 'integer', description: 'The event author ID' },
  date: dateArg('The event publication date'),
  date_utc: dateArg('The event publication date (UTC time zone)'),
  title: { required: true, validate: isString, type: 'string', description: 'The event title' },
  description: { required: false, validate: isStringOrEmpty, type: 'string', description: 'The event description' },
  slug: { required: false, validate: isString, type: 'string', description: 'The event slug' },
  excerpt: { required: false, validate: isStringOrEmpty, type: 'string', description: 'The event excerpt' },
  status: { required: false, validate: isPostStatus, type: 'string', description: 'The event post status' },
  timezone: { required: false, validate: isTimezoneOrEmpty, type: 'string', description: 'The event time zone' },
  all_day: boolArg('Whether the event lasts the whole day or not', false),
  start_date: dateArg('The event start date and time', true),
  end_date: dateArg('The event end date and time', true),
  image: { required: false, validate: isImage, type: 'string', description: 'The event featured image ID or URL' },
  cost: { required: false, validate: isCost, docType: 'string', schema: ACCEPTS.cost, description: 'The event cost' },
  website: { required: false, validate: isUrlOrEmpty, docType: 'string', description: 'The event website URL' },
  show_map: boolArg('Whether the event should show a map or not'),
  show_map_link: boolArg('Whether the event should show a map link or not'),
  hide_from_listings: boolArg('Whether events should be hidden in the calendar view or not'),
  sticky: boolArg('Whether the event should be sticky in the calendar view or not'),
  featured: boolArg('Whether the event should be featured on the site or not'),
  categories: {
    required: false,
    validate: isTermList,
    docType: 'array',
    items: { type: 'integer' },
    schema: ACCEPTS.termList,
    description: 'The event category ID or name',
  },
  tags: {
    required: false,
    validate: isTermList,
    docType: 'array',
    items: { type: 'integer' },
    schema: ACCEPTS.termList,
    description: 'The event tag ID or name',
  },
  venue: {
    required: false,
    validate: isVenueIdOrEntryOrEmpty,
    docType: 'array',
    items: { type: 'integer' },
    schema: ACCEPTS.venue,
    description: 'The event venue IDs or data',
  },
  organizer: {
    required: false,
    validate: isOrganizerIdOrEntryOrEmpty,
    docType: 'array',
    items: { type: 'integer' },
    schema: ACCEPTS.organizers,
    description: 'The event organizer IDs or data',
  },
}

const PASSWORD_ARG: Args = { password: { required: false, type: 'string', description: 'The event password' } }

export const ID_ARGS: Args = {
  id: { in: 'path', type: 'integer', description: 'the event post ID', required: true, validate: isEventIdFormat },
  ...PASSWORD_ARG,
}

export const SLUG_ARGS: Args = {
  slug: { in: 'path', type: 'string', description: 'the event post name', required: true, validate: isEventSlug },
}
