import type { JsonObject } from '../http/types.js'
import { type Arg, type ArgEnv, resolveDefault } from './args.js'
import type { Site } from './context.js'
import { argsOf, type EndpointDoc, ok, readKey, type WpRoute } from './endpoint.js'
import { SCHEMAS, ref } from './doc-schemas.js'

/**
 * `GET /doc`: an OpenAPI 3.0.0 document of every route standin serves, built from the same
 * route table and argument declarations that check requests. The plugin's document (its
 * texts are kept) documents list GETs and POST on single items only, types several fields
 * wrongly, and declares the event `password` in the path; this one describes every method
 * and the bodies as they really are, so that it validates and can generate clients.
 */

const anyOf = (...schemas: JsonObject[]): JsonObject => ({ anyOf: schemas })
const INTEGER: JsonObject = { type: 'integer' }
const STRING: JsonObject = { type: 'string' }
const ID_OR_NAME = anyOf(INTEGER, STRING)

/**
 * What parameters take beyond their WordPress type, for arguments to declare as their
 * `schema`, so that the document accepts every request the server does.
 */
export const ACCEPTS = {
  /** Term ids, slugs or names: CSV text, one id, or a list. */
  termList: anyOf(STRING, INTEGER, { type: 'array', items: ID_OR_NAME }),
  /** A list filter of term ids or slugs. */
  termFilter: { type: 'array', items: ID_OR_NAME },
  /** Empty, a venue id, `{"id": N}`, or the fields of a venue to create. */
  venue: anyOf(INTEGER, STRING, { type: 'object', additionalProperties: {} }),
  /** Organizer ids (CSV text, one id, or a list), each entry maybe `{"id": N}` or the fields of one to create. */
  organizers: anyOf(INTEGER, STRING, {
    type: 'array',
    items: anyOf(INTEGER, STRING, { type: 'object', additionalProperties: {} }),
  }),
  /** Text, a number, or a list of them. */
  cost: anyOf(STRING, { type: 'number' }, { type: 'array', items: anyOf(STRING, { type: 'number' }) }),
} as const

/**
 * WordPress's `rest_is_boolean`: a boolean, 0 or 1, or their text in any case (`"true"`,
 * `"0"`, `""`), which is all a query string or a form body can send.
 */
const BOOLEAN_LIKE: JsonObject = anyOf(
  { type: 'boolean' },
  { type: 'integer', enum: [0, 1] },
  { type: 'string', pattern: '^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[01])?$' },
)

function schemaOf(arg: Arg, env: ArgEnv): JsonObject {
  const type = arg.type ?? arg.docType ?? 'string'
  const schema: JsonObject = arg.schema ? { ...arg.schema } : type === 'boolean' ? { ...BOOLEAN_LIKE } : { type }
  if (!arg.schema && type === 'array') schema.items = { type: arg.items?.type ?? 'integer' }
  if (arg.format && arg.format !== 'string') schema.format = arg.format
  const value = resolveDefault(arg, env)
  if (value !== undefined && value !== null && (type !== 'integer' || Number.isInteger(value))) schema.default = value
  return schema
}

function parameter(
  name: string,
  where: 'path' | 'query',
  arg: Arg | undefined,
  env: ArgEnv,
  description: string,
): JsonObject {
  const schema = arg ? schemaOf(arg, env) : { type: 'string' }
  const out: JsonObject = {
    name,
    in: where,
    description: arg?.description ?? description,
    required: where === 'path' || arg?.required === true,
    schema,
  }
  if (schema.type === 'array') Object.assign(out, { style: 'form', explode: false })
  return out
}

/** Every page of a list repeats its totals in these headers. */
const TOTALS_HEADERS: JsonObject = {
  'X-TEC-Total': { description: 'How many items match', schema: { type: 'integer' } },
  'X-TEC-TotalPages': { description: 'How many pages there are (0 when nothing matches)', schema: { type: 'integer' } },
}

const ENVELOPES = new Set(
  ['EventList', 'VenueList', 'OrganizerList', 'CategoryList', 'TagList'].map((name) => ref(name).$ref),
)

function responses(doc: EndpointDoc): JsonObject {
  const out: JsonObject = {}
  for (const [status, { description, schema }] of Object.entries(doc.responses)) {
    const body = schema ?? (Number(status) >= 400 ? ref('Error') : undefined)
    const isPage = typeof body === 'object' && body !== null && !Array.isArray(body) && ENVELOPES.has(body.$ref ?? null)
    out[status] = {
      description,
      ...(isPage ? { headers: TOTALS_HEADERS } : {}),
      ...(body ? { content: { 'application/json': { schema: body } } } : {}),
    }
  }
  return out
}

function buildDocument(routes: readonly WpRoute[], site: Site, env: ArgEnv): JsonObject {
  const paths: JsonObject = {}
  for (const route of routes) {
    const template = route.path === '' ? '/' : route.path.replace(/:([a-z_]+)/g, '{$1}')
    const pathNames = [...route.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] ?? '')
    const item: JsonObject = {}
    for (const endpoint of route.endpoints) {
      const args = argsOf(endpoint, env)
      const pathParams = pathNames.map((name) => {
        const arg = args[name]?.in === 'path' ? args[name] : undefined
        return parameter(name, 'path', arg, env, `The ${name} of the ${route.resource.split('.')[0]} in the path`)
      })
      const others = Object.entries(args).filter(([, arg]) => arg.in !== 'path')
      for (const [method, name] of endpoint.methods) {
        const operation: JsonObject = {
          operationId: name,
          summary: endpoint.doc?.summary ?? name.slice(name.lastIndexOf('.') + 1),
        }
        const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH'
        const queryParams = hasBody ? [] : others.map(([name, arg]) => parameter(name, 'query', arg, env, name))
        operation.parameters = [...pathParams, ...queryParams]
        if (hasBody && others.length > 0) {
          const required = others.filter(([, arg]) => arg.required).map(([name]) => name)
          const schema: JsonObject = {
            type: 'object',
            properties: Object.fromEntries(
              others.map(([name, arg]) => [name, { ...schemaOf(arg, env), description: arg.description ?? name }]),
            ),
            ...(required.length > 0 ? { required } : {}),
          }
          operation.requestBody = {
            required: required.length > 0,
            content: { 'application/x-www-form-urlencoded': { schema }, 'application/json': { schema } },
          }
        }
        operation.responses = endpoint.doc ? responses(endpoint.doc) : { '200': { description: 'OK' } }
        item[method.toLowerCase()] = operation
      }
    }
    paths[template] = item
  }
  return {
    openapi: '3.0.0',
    info: {
      version: '1.0.0',
      title: 'The Events Calendar REST API',
      description: 'The Events Calendar REST API allows accessing upcoming events information easily and conveniently.',
    },
    components: { schemas: SCHEMAS },
    servers: [{ url: `${site.api}/` }],
    paths,
  }
}

export function docRoute(routes: () => readonly WpRoute[]): WpRoute {
  return {
    resource: 'doc',
    path: '/doc',
    endpoints: [
      {
        methods: [['GET', 'calendar.doc.read']],
        args: {},
        handle: (call) => ok(buildDocument(routes(), call.site, call.env)),
        reads: readKey('calendar.doc.read'),
        doc: {
          summary: 'This document',
          responses: {
            '200': {
              description: 'Returns the documentation for The Events Calendar REST API in Swagger consumable format.',
              schema: ref('Document'),
            },
          },
        },
      },
    ],
  }
}
