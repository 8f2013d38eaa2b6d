import type { JsonObject } from '../http/types.js'

/** The components of `GET /doc` (doc.ts): the schemas of every body the calendar answers with. */

const str = (description: string): JsonObject => ({ type: 'string', description })
const int = (description: string): JsonObject => ({ type: 'integer', description })
const bool = (description: string, nullable = false): JsonObject => ({
  type: 'boolean',
  description,
  ...(nullable ? { nullable: true } : {}),
})
export const ref = (name: string): JsonObject => ({ $ref: `#/components/schemas/${name}` })
const list = (items: JsonObject, description: string): JsonObject => ({ type: 'array', items, description })
/** An object whose keys vary; `additionalProperties: {}` says any key is expected, so checkers do not refuse them. */
const anyKeys = (description?: string): JsonObject => ({
  type: 'object',
  additionalProperties: {},
  ...(description ? { description } : {}),
})

const POST_FIELDS = (noun: string): JsonObject => ({
  id: int(`The ${noun} WordPress post ID`),
  author: str(`The ${noun} author WordPress user ID, as a string`),
  status: str(`The ${noun} status`),
  date: str(`The ${noun} creation date in the site time zone`),
  date_utc: str(`The ${noun} creation date in UTC time`),
  modified: str(`The ${noun} last modification date in the site time zone`),
  modified_utc: str(`The ${noun} last modification date in UTC time`),
  url: str(`The URL to the ${noun} page`),
})

const GLOBAL_ID = (noun: string): JsonObject => ({
  global_id: str(`The ${noun} ID used to globally identify in Event Aggregator`),
  global_id_lineage: list(
    { type: 'string' },
    `An Array containing the lineage of where this ${noun} comes from, this should not change after the ${noun} is created.`,
  ),
})

const envelope = (key: string, item: string, headers: string): JsonObject => ({
  type: 'object',
  description: `A page of ${key}; the ${headers} headers repeat the totals.`,
  required: [key, 'rest_url', 'total', 'total_pages'],
  properties: {
    [key]: list(ref(item), `The ${key} of the page`),
    rest_url: str('The REST URL of this page'),
    next_rest_url: str('The REST URL of the next page, when it has items'),
    previous_rest_url: str('The REST URL of the previous page'),
    total: int('How many items match'),
    total_pages: int('How many pages there are (0 when nothing matches)'),
  },
})

export const SCHEMAS: JsonObject = {
  ImageSize: {
    type: 'object',
    properties: {
      width: int('The image width in pixels in the specified size'),
      height: int('The image height in pixels in the specified size'),
      'mime-type': str('The image mime-type'),
      filesize: int('The image file size in bytes'),
      url: { type: 'string', format: 'uri', description: 'The link to the image in the specified size on the site' },
    },
  },
  CostDetails: {
    type: 'object',
    properties: {
      currency_symbol: str('The cost currency symbol'),
      currency_code: str('The cost currency code'),
      currency_position: {
        type: 'string',
        enum: ['prefix', 'postfix', ''],
        description: 'The position of the currency symbol in the cost string',
      },
      values: list({ type: 'string' }, 'A sorted array of all the numeric values for the cost, as numeric strings'),
    },
  },
  TermUrls: {
    type: 'object',
    properties: {
      self: str('The term REST URL'),
      collection: str('The REST URL of the term collection'),
      up: str('The REST URL of the parent term, if any'),
    },
  },
  EmbeddedTerm: {
    type: 'object',
    description: 'A term as an event embeds it',
    properties: {
      name: str('The term name'),
      slug: str('The term slug'),
      term_group: int('The term group'),
      term_taxonomy_id: int('The term taxonomy ID'),
      taxonomy: str('The taxonomy the term belongs to'),
      description: str('The term description'),
      parent: int('The term parent term if any'),
      count: int('The number of posts associated with the term'),
      filter: str('The term filter'),
      id: int('The WordPress term ID'),
      urls: ref('TermUrls'),
    },
  },
  Term: {
    type: 'object',
    properties: {
      id: int('The WordPress term ID'),
      count: int('The number of published posts associated with the term'),
      description: str('The term description'),
      name: str('The term name'),
      slug: str('The term slug'),
      taxonomy: str('The taxonomy the term belongs to'),
      parent: int('The term parent term if any (categories only)'),
      meta: list(anyKeys(), 'The term meta'),
      url: str('The URL to the term archive page'),
      urls: ref('TermUrls'),
    },
  },
  TermItem: {
    allOf: [
      ref('Term'),
      { type: 'object', properties: { _links: anyKeys('Links to the WordPress core term routes') } },
    ],
  },
  Image: {
    type: 'object',
    properties: {
      url: { type: 'string', format: 'uri', description: 'The URL to the full size version of the image' },
      id: int('The image WordPress post ID'),
      extension: str('The image file extension'),
      width: int('The image natural width in pixels'),
      height: int('The image natural height in pixels'),
      filesize: int('The image file size in bytes'),
      sizes: {
        type: 'object',
        additionalProperties: ref('ImageSize'),
        description: 'The details about each size available for the image',
      },
    },
  },
  DateDetails: {
    type: 'object',
    description: 'Each component of a date, as zero-padded strings',
    properties: {
      year: str('The date year'),
      month: str('The date month'),
      day: str('The date day'),
      hour: str('The date hour'),
      minutes: str('The date minutes'),
      seconds: str('The date seconds'),
    },
  },
  Event: {
    type: 'object',
    properties: {
      id: int('The event WordPress post ID'),
      ...GLOBAL_ID('event'),
      ...POST_FIELDS('event'),
      rest_url: str('The TEC REST API link to fetch this event'),
      title: str('The event name'),
      description: str('The event long description (HTML)'),
      excerpt: str('The event short description (HTML)'),
      slug: str('The event slug'),
      image: {
        oneOf: [ref('Image'), { type: 'boolean', enum: [false] }],
        description: 'The event featured image details if set, else false',
      },
      all_day: bool('Whether or not this event is an all day Event', true),
      start_date: str('The event start date in the event or site time zone'),
      start_date_details: ref('DateDetails'),
      end_date: str('The event end date in the event or site time zone'),
      end_date_details: ref('DateDetails'),
      utc_start_date: str('The event start date in UTC time'),
      utc_start_date_details: ref('DateDetails'),
      utc_end_date: str('The event end date in UTC time'),
      utc_end_date_details: ref('DateDetails'),
      timezone: str('The event time zone string'),
      timezone_abbr: str('The abbreviated event time zone string'),
      cost: str('The event cost including the currency symbol'),
      cost_details: ref('CostDetails'),
      website: str('The event website URL (the event page when none is set)'),
      show_map: bool('Whether the map should be shown for the event or not', true),
      show_map_link: bool('Whether the map link should be shown for the event or not', true),
      hide_from_listings: bool('Whether an event should be hidden from the calendar view or not', true),
      sticky: bool('Whether an event is sticky in the calendar view or not', true),
      featured: bool('Whether the event is featured in the calendar or not', true),
      categories: list(ref('EmbeddedTerm'), 'The event categories'),
      tags: list(ref('EmbeddedTerm'), 'The event tags'),
      venue: {
        oneOf: [ref('Venue'), { type: 'array', maxItems: 0, items: {} }],
        description: 'The event venue, or an empty array',
      },
      organizer: list(ref('Organizer'), 'The event organizers'),
      custom_fields: {
        oneOf: [anyKeys(), { type: 'array', maxItems: 0, items: {} }],
        description: 'The event additional fields',
      },
      json_ld: anyKeys('The schema.org description of the event (single reads only)'),
    },
  },
  Venue: {
    type: 'object',
    description: 'A venue; empty fields are left out',
    properties: {
      ...POST_FIELDS('venue'),
      venue: str('The venue name'),
      description: str('The venue long description (HTML)'),
      excerpt: str('The venue short description (HTML)'),
      slug: str('The venue slug'),
      image: ref('Image'),
      address: str('The venue address'),
      city: str('The venue city'),
      country: str('The venue country'),
      province: str('The venue province'),
      state: str('The venue state'),
      zip: str('The venue ZIP code'),
      phone: str('The venue phone number'),
      website: str('The venue website URL'),
      stateprovince: str('The venue state or province'),
      geo_lat: { type: 'number', format: 'double', description: 'The venue geo latitude' },
      geo_lng: { type: 'number', format: 'double', description: 'The venue geo longitude' },
      json_ld: anyKeys('The schema.org description of the venue (single reads only)'),
      show_map: bool('Whether the map should be shown for the venue or not'),
      show_map_link: bool('Whether the map link should be shown for the venue or not'),
      ...GLOBAL_ID('venue'),
    },
  },
  Organizer: {
    type: 'object',
    description: 'An organizer; empty fields are left out',
    properties: {
      ...POST_FIELDS('organizer'),
      organizer: str('The organizer name'),
      description: str('The organizer long description (HTML)'),
      excerpt: str('The organizer short description (HTML)'),
      slug: str('The organizer slug'),
      image: ref('Image'),
      phone: str('The organizer phone number'),
      website: str('The organizer website'),
      email: str('The organizer email address'),
      json_ld: anyKeys('The schema.org description of the organizer (single reads only)'),
      ...GLOBAL_ID('organizer'),
    },
  },
  EventList: envelope('events', 'Event', 'X-TEC-Total and X-TEC-TotalPages'),
  VenueList: envelope('venues', 'Venue', 'X-TEC-Total and X-TEC-TotalPages'),
  OrganizerList: envelope('organizers', 'Organizer', 'X-TEC-Total and X-TEC-TotalPages'),
  CategoryList: envelope('categories', 'Term', 'X-TEC-Total and X-TEC-TotalPages'),
  TagList: envelope('tags', 'Term', 'X-TEC-Total and X-TEC-TotalPages'),
  NamespaceIndex: {
    type: 'object',
    properties: {
      namespace: str('The namespace'),
      routes: {
        type: 'object',
        additionalProperties: anyKeys(),
        description: 'Each route (its WordPress regex) with its methods and arguments',
      },
      _links: anyKeys(),
    },
  },
  Error: {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: {
      code: str('The error code'),
      message: str('The error message'),
      data: {
        type: 'object',
        properties: {
          status: int('The HTTP status'),
          params: { description: 'The parameters at fault: a list of names, or messages by name' },
          details: { description: 'Why each parameter is at fault' },
        },
      },
    },
  },
  Document: anyKeys('This OpenAPI document'),
}
