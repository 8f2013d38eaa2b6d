import { type Args, unrequired } from '../args.js'
import {
  authenticatedOnly,
  deleteBy,
  editBy,
  ID_PATTERN,
  type ItemNames,
  type ListNames,
  readBy,
  readKey,
  SLUG_PATTERN,
  type Endpoint,
  type WpRoute,
} from '../endpoint.js'
import { type LinkedType } from './linked-type.js'
import { create, list, listArgs, read, trash, update } from './handlers.js'

function itemEndpoints(linked: LinkedType, names: ItemNames<string>, keyArgs: Args, by: string): Endpoint[] {
  const noun = linked.type
  return [
    {
      methods: readBy(names),
      args: keyArgs,
      handle: (call) => read(linked, call),
      reads: readKey(names.read, { item: true }),
      doc: {
        summary: `Returns a ${noun} ${by}`,
        responses: {
          '200': {
            description: `Returns the data of the ${noun} with the specified post ID`,
            schema: { $ref: `#/components/schemas/${noun === 'venue' ? 'Venue' : 'Organizer'}` },
          },
          '400': { description: `The ${noun} post ID is missing or does not exist.` },
          '403': { description: `The ${noun} with the specified ID is not accessible.` },
        },
      },
    },
    {
      methods: deleteBy(names),
      args: keyArgs,
      permission: authenticatedOnly,
      handle: (call) => trash(linked, call),
      doc: {
        summary: `Moves a ${noun} ${by} to the trash`,
        responses: {
          '200': {
            description: `Deletes a ${noun} and returns its data`,
            schema: { $ref: `#/components/schemas/${noun === 'venue' ? 'Venue' : 'Organizer'}` },
          },
          '400': { description: `The ${noun} post ID is missing or does not exist.` },
          '401': { description: `The current user cannot delete the ${noun} with the specified ID.` },
          '410': { description: `The ${noun} with the specified ID has been deleted already.` },
        },
      },
    },
    {
      methods: editBy(names),
      args: { ...keyArgs, ...unrequired(linked.createArgs) },
      permission: authenticatedOnly,
      handle: (call) => update(linked, call),
      doc: {
        summary: `Updates a ${noun} ${by}`,
        responses: {
          '200': {
            description: `Returns the data of the updated ${noun}`,
            schema: { $ref: `#/components/schemas/${noun === 'venue' ? 'Venue' : 'Organizer'}` },
          },
          '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
          '401': { description: `The user is not authorized to update ${linked.plural}` },
        },
      },
    },
  ]
}

/** A linked type's route names: its list's, its records' by id, and by slug. */
export type LinkedNames<Resource extends string> = ListNames<Resource> & {
  byId: ItemNames<Resource>
  bySlug: ItemNames<`${Resource}.by_slug`>
}

/**
 * The routes of a linked type: its list, and a record by id and by slug. Each type's file
 * (venues.ts, organizers.ts) gives its names and the checks of its ids and slugs.
 */
export function linkedRoutes<Resource extends LinkedType['plural']>(
  linked: LinkedType & { plural: Resource },
  names: LinkedNames<Resource>,
  idCheck: Args[string]['validate'],
  slugCheck: Args[string]['validate'],
): WpRoute[] {
  return [
    listRoute(linked, names),
    {
      resource: linked.plural,
      path: `/${linked.plural}/:id`,
      params: { id: ID_PATTERN },
      endpoints: itemEndpoints(
        linked,
        names.byId,
        {
          id: {
            in: 'path',
            type: 'integer',
            description: `the ${linked.type} post ID`,
            required: true,
            ...(idCheck ? { validate: idCheck } : {}),
          },
        },
        'by its post ID',
      ),
    },
    {
      resource: `${linked.plural}.by_slug`,
      path: `/${linked.plural}/by-slug/:slug`,
      params: { slug: SLUG_PATTERN },
      endpoints: itemEndpoints(
        linked,
        names.bySlug,
        {
          slug: {
            in: 'path',
            type: 'string',
            description: `the ${linked.type} post name`,
            required: true,
            ...(slugCheck ? { validate: slugCheck } : {}),
          },
        },
        'by its slug',
      ),
    },
  ]
}

function listRoute(linked: LinkedType, names: ListNames<string>): WpRoute {
  const schema = linked.type === 'venue' ? 'Venue' : 'Organizer'
  return {
    resource: linked.plural,
    path: `/${linked.plural}`,
    endpoints: [
      {
        methods: [['GET', names.list]],
        args: listArgs(linked),
        handle: (call) => list(linked, call),
        reads: readKey(names.list),
        doc: {
          summary: `Lists the ${linked.plural}`,
          responses: {
            '200': {
              description: `Returns all the ${linked.plural} matching the search criteria`,
              schema: { $ref: `#/components/schemas/${schema}List` },
            },
            '400': { description: 'One or more of the specified query variables has a bad format' },
            '404': { description: 'The requested page was not found.' },
          },
        },
      },
      {
        methods: [['POST', names.create]],
        args: linked.createArgs,
        permission: authenticatedOnly,
        handle: (call) => create(linked, call),
        doc: {
          summary: `Creates a ${linked.type} (or answers the existing one it duplicates)`,
          responses: {
            '201': {
              description: `Returns the data of the created ${linked.type}`,
              schema: { $ref: `#/components/schemas/${schema}` },
            },
            '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
            '401': { description: `The user is not authorized to create ${linked.plural}` },
          },
        },
      },
    ],
  }
}
