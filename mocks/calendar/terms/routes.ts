import { type Args, unrequired } from '../args.js'
import {
  authenticatedOnly,
  deleteBy,
  editBy,
  ID_PATTERN,
  type ItemNames,
  type ListNames,
  ok,
  readBy,
  readKey,
  type WpRoute,
} from '../endpoint.js'
import { pageArgs } from '../pagination.js'
import { isEventId, isString, isTermOfTaxonomy } from '../validators.js'
import { type TaxonomyConfig } from './taxonomies.js'
import { renderTerm } from './render.js'
import { create, list, remove, termOf, update } from './handlers.js'

function listArgs(config: TaxonomyConfig): Args {
  const args: Args = {
    ...pageArgs(config.nouns),
    search: {
      required: false,
      validate: isString,
      description: 'Limit results to those matching a string',
      type: 'string',
    },
    exclude: {
      required: false,
      validate: isTermOfTaxonomy(config.taxonomy),
      description: 'Ensure result set exclude specific IDs',
      docType: 'array',
      items: { type: 'integer' },
    },
    include: {
      required: false,
      validate: isTermOfTaxonomy(config.taxonomy),
      description: 'Limit result set to specific IDs',
      docType: 'array',
      items: { type: 'integer' },
    },
    order: {
      required: false,
      validate: isString,
      description: 'Order sort attribute ascending or descending',
      type: 'string',
    },
    orderby: { required: false, validate: isString, description: 'Sort collection by term attribute', type: 'string' },
    hide_empty: {
      required: false,
      default: true,
      description: 'Whether to hide terms not assigned to any posts',
      type: 'boolean',
    },
  }
  if (config.hierarchical) {
    args.parent = {
      required: false,
      validate: isTermOfTaxonomy(config.taxonomy),
      description: 'Limit result set to terms assigned to a specific parent',
      type: 'integer',
    }
  }
  args.post = {
    required: false,
    validate: isEventId,
    description: 'Limit result set to terms assigned to a specific post',
    type: 'integer',
  }
  args.event = {
    required: false,
    validate: isEventId,
    description: 'Limit result set to terms assigned to a specific event (an alias of the "post" parameter)',
    type: 'integer',
  }
  args.slug = {
    required: false,
    validate: isString,
    description: 'Limit result set to terms with a specific slug',
    type: 'string',
  }
  return args
}

function idArgs(config: TaxonomyConfig): Args {
  return {
    id: {
      in: 'path',
      type: 'integer',
      description: `the ${config.noun} term ID`,
      required: true,
      validate: isTermOfTaxonomy(config.taxonomy),
    },
  }
}

function createArgs(config: TaxonomyConfig): Args {
  const args: Args = {
    name: { required: true, validate: isString, type: 'string', description: `The ${config.noun} name` },
    description: { required: false, validate: isString, type: 'string', description: `The ${config.noun} description` },
    slug: { required: false, validate: isString, type: 'string', description: `The ${config.noun} slug` },
  }
  if (config.hierarchical) {
    args.parent = {
      required: false,
      validate: isTermOfTaxonomy(config.taxonomy),
      type: 'integer',
      description: `The ${config.noun} parent term ID`,
    }
  }
  return args
}

/** A taxonomy's route names: its list's, and its terms' by id. */
export type TermNames<Resource extends string> = ListNames<Resource> & ItemNames<Resource>

/**
 * The routes of one taxonomy, `/categories` or `/tags` and a term by id: the plugin wraps WordPress
 * core's terms controller, so lists, single terms, writes and errors follow core. Each taxonomy's
 * file (categories.ts, tags.ts) gives its names.
 */
export function termRoutes<Resource extends TaxonomyConfig['resource']>(
  config: TaxonomyConfig & { resource: Resource },
  names: TermNames<Resource>,
): WpRoute[] {
  return [listRoute(config, names), itemRoute(config, names)]
}

function listRoute(config: TaxonomyConfig, names: ListNames<string>): WpRoute {
  const noun = config.noun
  return {
    resource: config.resource,
    path: `/${config.resource}`,
    endpoints: [
      {
        methods: [['GET', names.list]],
        args: listArgs(config),
        handle: (call) => list(config, call),
        reads: readKey(names.list),
        doc: {
          summary: `Lists the ${config.nouns}`,
          responses: {
            '200': {
              description: `Returns all the ${config.nouns} matching the search criteria`,
              schema: {
                $ref: `#/components/schemas/${config.resource === 'categories' ? 'CategoryList' : 'TagList'}`,
              },
            },
            '400': { description: 'One or more of the specified query variables has a bad format' },
          },
        },
      },
      {
        methods: [['POST', names.create]],
        args: createArgs(config),
        permission: authenticatedOnly,
        handle: (call) => create(config, call),
        doc: {
          summary: `Creates an ${noun}`,
          responses: {
            '201': {
              description: `Returns the data of the created ${noun}`,
              schema: { $ref: '#/components/schemas/TermItem' },
            },
            '400': {
              description:
                'A required parameter is missing, an input parameter is in the wrong format or the term exists',
            },
            '401': { description: `The user is not authorized to create ${config.nouns}` },
          },
        },
      },
    ],
  }
}

function itemRoute(config: TaxonomyConfig, names: ItemNames<string>): WpRoute {
  const noun = config.noun
  return {
    resource: config.resource,
    path: `/${config.resource}/:id`,
    params: { id: ID_PATTERN },
    endpoints: [
      {
        methods: readBy(names),
        args: idArgs(config),
        handle: (call) => ok(renderTerm(call.site, call.db, termOf(call), true)),
        reads: readKey(names.read, { item: true }),
        doc: {
          summary: `Returns an ${noun}`,
          responses: {
            '200': {
              description: `Returns the data of the ${noun} with the specified term ID`,
              schema: { $ref: '#/components/schemas/TermItem' },
            },
            '400': { description: `The ${noun} term ID is missing or does not exist.` },
          },
        },
      },
      {
        methods: deleteBy(names),
        args: idArgs(config),
        permission: authenticatedOnly,
        handle: (call) => remove(call),
        doc: {
          summary: `Deletes an ${noun}`,
          responses: {
            '200': {
              description: `Deletes an ${noun} and returns its data`,
              schema: { $ref: '#/components/schemas/TermItem' },
            },
            '400': { description: `The ${noun} term ID is missing or does not exist.` },
            '401': { description: `The current user cannot delete the ${noun} with the specified term ID.` },
          },
        },
      },
      {
        methods: editBy(names),
        args: { ...idArgs(config), ...unrequired(createArgs(config)) },
        permission: authenticatedOnly,
        handle: (call) => update(config, call),
        doc: {
          summary: `Updates an ${noun}`,
          responses: {
            '200': {
              description: `Returns the data of the updated ${noun}`,
              schema: { $ref: '#/components/schemas/TermItem' },
            },
            '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
            '401': { description: `The user is not authorized to update ${config.nouns}` },
          },
        },
      },
    ],
  }
}
