import type { Args } from '../args.js'
import { unrequired } from '../args.js'
import {
  authenticatedOnly,
  deleteBy,
  editBy,
  type Endpoint,
  ID_PATTERN,
  type ItemNames,
  readBy,
  readKey,
  SLUG_PATTERN,
  type WpRoute,
} from '../endpoint.js'
import { CREATE_ARGS, ID_ARGS, SLUG_ARGS } from './args.js'
import { list, listArgs } from './list.js'
import { read, trash } from './single.js'
import { update, write } from './write.js'

/**
 * Events: the archive with its date window and filters (list.ts, filters.ts), single events
 * (with JSON-LD and password protection), and writes that link venues, organizers and terms,
 * creating them inline when asked.
 */

const EVENT_SCHEMA = { $ref: '#/components/schemas/Event' }

function itemEndpoints(names: ItemNames<string>, keyArgs: Args, editArgs: Args, by: string): Endpoint[] {
  return [
    {
      methods: readBy(names),
      args: keyArgs,
      handle: read,
      reads: readKey(names.read, { item: true }),
      doc: {
        summary: `Returns an event ${by}`,
        responses: {
          '200': { description: 'Returns the data of the event with the specified post ID', schema: EVENT_SCHEMA },
          '400': { description: 'The event post ID is missing or is not an event.' },
          '403': { description: 'The event with the specified ID is not accessible.' },
          '404': { description: 'An event with the specified ID does not exist.' },
        },
      },
    },
    {
      methods: deleteBy(names),
      args: keyArgs,
      permission: authenticatedOnly,
      handle: trash,
      doc: {
        summary: `Moves an event ${by} to the trash`,
        responses: {
          '200': { description: 'Deletes an event and returns its data', schema: EVENT_SCHEMA },
          '400': { description: 'The event post ID is missing or does not exist.' },
          '401': { description: 'The current user cannot delete the event with the specified ID.' },
          '404': { description: 'An event with the specified ID does not exist.' },
          '410': { description: 'The event with the specified ID has been deleted already.' },
        },
      },
    },
    {
      methods: editBy(names),
      args: editArgs,
      permission: authenticatedOnly,
      handle: update,
      doc: {
        summary: `Updates an event ${by}`,
        responses: {
          '200': { description: 'Returns the data of the updated event', schema: EVENT_SCHEMA },
          '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
          '401': { description: 'The user is not authorized to update events' },
          '404': { description: 'An event with the specified ID does not exist.' },
        },
      },
    },
  ]
}

export const eventRoutes: WpRoute[] = [
  {
    resource: 'events',
    path: '/events',
    endpoints: [
      {
        methods: [['GET', 'calendar.events.list']],
        args: listArgs,
        handle: list,
        reads: readKey('calendar.events.list'),
        doc: {
          summary: 'Lists the events',
          responses: {
            '200': {
              description: 'Returns all the upcoming events matching the search criteria',
              schema: { $ref: '#/components/schemas/EventList' },
            },
            '400': { description: 'One or more of the specified query variables has a bad format' },
            '404': { description: 'The requested page was not found.' },
          },
        },
      },
      {
        methods: [['POST', 'calendar.events.create']],
        args: CREATE_ARGS,
        permission: authenticatedOnly,
        handle: (call) => write(call, undefined),
        doc: {
          summary: 'Creates an event',
          responses: {
            '201': { description: 'Returns the data of the created event', schema: EVENT_SCHEMA },
            '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
            '401': { description: 'The user is not authorized to create events' },
          },
        },
      },
    ],
  },
  {
    resource: 'events',
    path: '/events/:id',
    params: { id: ID_PATTERN },
    endpoints: itemEndpoints(
      {
        read: 'calendar.events.read',
        delete: 'calendar.events.delete',
        update: 'calendar.events.update',
        put: 'calendar.events.put',
        patch: 'calendar.events.patch',
      },
      ID_ARGS,
      { ...ID_ARGS, ...unrequired(CREATE_ARGS) },
      'by its post ID',
    ),
  },
  {
    resource: 'events.by_slug',
    path: '/events/by-slug/:slug',
    params: { slug: SLUG_PATTERN },
    // Reads and deletes name the event by `$request['slug']` (a body or query slug first), as
    // upstream; an update names it by the path and takes its `slug` as the new one (decision 5).
    endpoints: itemEndpoints(
      {
        read: 'calendar.events.by_slug.read',
        delete: 'calendar.events.by_slug.delete',
        update: 'calendar.events.by_slug.update',
        put: 'calendar.events.by_slug.put',
        patch: 'calendar.events.by_slug.patch',
      },
      SLUG_ARGS,
      unrequired(CREATE_ARGS),
      'by its slug',
    ),
  },
]
