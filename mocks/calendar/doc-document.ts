import type { HttpMethod, JsonObject } from '../http/types.js'
import { type Arg, type ArgEnv, type Check, resolveDefault } from './args.js'
import { REGISTERED_STATUSES } from './choices.js'
import type { Site } from './context.js'
import { argsOf, type Endpoint, type EndpointDoc, type WpRoute } from './endpoint.js'
import { isPositiveInt, isPostStatus, isString } from './validators.js'
import { SCHEMAS, ref } from './doc-schemas.js'

/*
 * The document `GET /doc` answers (doc.ts describes it), with its schemas: a chunk of its own,
 * loaded by the first request for it, since few clients ever ask.
 */

/**
 * WordPress's `rest_is_boolean`: a boolean, 0 or 1, or their text in any case (`"true"`,
 * `"0"`, `""`), which is all a query string or a form body can send.
 */
const BOOLEAN_LIKE: JsonObject = {
  anyOf: [
    { type: 'boolean' },
    { type: 'integer', enum: [0, 1] },
    { type: 'string', pattern: '^([Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee]|[01])?$' },
  ],
}

/**
 * What a validate callback refuses that a schema can say, so that the document refuses what
 * the server refuses: `is_string` (`! empty()`: not `""`, not `"0"`), `is_positive_int`, the
 * registered post statuses.
 */
const CHECKED = new Map<Check | undefined, JsonObject>([
  [isString, { minLength: 1, not: { enum: ['0'] } }],
  [isPositiveInt, { minimum: 1 }],
  [isPostStatus, { enum: [...REGISTERED_STATUSES] }],
])

function schemaOf(arg: Arg, env: ArgEnv): JsonObject {
  const type = arg.type ?? arg.docType ?? 'string'
  const schema: JsonObject = arg.schema
    ? { ...arg.schema }
    : type === 'boolean'
      ? { ...BOOLEAN_LIKE }
      : { type, ...CHECKED.get(arg.validate) }
  if (!arg.schema && type === 'array') schema.items = { type: arg.items?.type ?? 'integer' }
  if (arg.format && arg.format !== 'string') schema.format = arg.format
  const value = resolveDefault(arg, env)
  if (value !== undefined && value !== null && (type !== 'integer' || Number.isInteger(value))) schema.default = value
  return schema
}

/**
 * A path parameter's schema: its route's pattern (`\d+`, `[^/]+`), and for an id, one that can
 * name a record (WordPress refuses 0 as an id: a term's `is_term_of_taxonomy`, an event's 404).
 */
function pathSchema(route: WpRoute, name: string, schema: JsonObject): JsonObject {
  const pattern = `^${route.params?.[name] ?? '[^/]+'}$`
  return schema.type === 'integer' ? { ...schema, minimum: 1 } : { ...schema, pattern }
}

function parameter(
  name: string,
  where: 'path' | 'query',
  arg: Arg | undefined,
  env: ArgEnv,
  description: string,
  route?: WpRoute,
): JsonObject {
  const typed = arg ? schemaOf(arg, env) : { type: 'string' }
  const schema = where === 'path' && route ? pathSchema(route, name, typed) : typed
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

/**
 * What any operation may answer beside what its endpoint documents: WordPress's 400 for a JSON
 * body it cannot parse or a parameter it refuses, `rest_no_route` (404) for a path parameter not
 * of its route's form, and standin's limits (mocks/http/limits.ts), with 413 and 503 for writes.
 */
function commonResponses(hasPathParams: boolean, writes: boolean): Record<string, string> {
  return {
    '400': 'The JSON body does not parse (rest_invalid_json), or a parameter is missing or refused',
    ...(hasPathParams ? { '404': 'No route matches: a path parameter is not of its form (rest_no_route)' } : {}),
    ...(writes ? { '413': 'The body is larger than the server takes (1 MiB)' } : {}),
    '414': 'The path and query are longer than the server takes (8 KiB)',
    '431': 'The headers are larger than the server takes (16 KiB)',
    ...(writes ? { '503': 'The write could not be made now; try again' } : {}),
  }
}

function responses(doc: EndpointDoc | undefined, common: Record<string, string>): JsonObject {
  const out: JsonObject = {}
  const declared = doc?.responses ?? { '200': { description: 'OK' } }
  const all: EndpointDoc['responses'] = { ...declared }
  for (const [status, description] of Object.entries(common)) all[status] ??= { description }
  for (const [status, { description, schema }] of Object.entries(all)) {
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

/** Any JSON that is not an object: WordPress reads no parameter from it (`isset` on a scalar or a list). */
const NOT_AN_OBJECT: JsonObject[] = [
  { type: 'array', items: {} },
  { type: 'string' },
  { type: 'number' },
  // JSON's null too (OpenAPI 3.0 says it with `nullable` on a typed schema).
  { type: 'boolean', nullable: true },
]

/**
 * A write's body: the arguments as an object, in a form or as JSON. WordPress reads each
 * argument from the body or the query string, so the query may carry them too (declared
 * there as optional). Where no argument is required the body may be absent, empty (`{}`), or
 * JSON that is not an object at all, which WordPress takes as no parameters.
 */
function requestBody(others: ReadonlyArray<[string, Arg]>, env: ArgEnv): JsonObject {
  const required = others.filter(([, arg]) => arg.required).map(([name]) => name)
  const object: JsonObject = {
    type: 'object',
    properties: Object.fromEntries(
      others.map(([name, arg]) => [name, { ...schemaOf(arg, env), description: arg.description ?? name }]),
    ),
    ...(required.length > 0 ? { required } : {}),
  }
  const json = required.length > 0 ? object : { anyOf: [object, ...NOT_AN_OBJECT] }
  return {
    required: required.length > 0,
    content: { 'application/x-www-form-urlencoded': { schema: object }, 'application/json': { schema: json } },
  }
}

function operationOf(
  route: WpRoute,
  endpoint: Endpoint,
  [method, name]: readonly [HttpMethod, string],
  env: ArgEnv,
): JsonObject {
  const args = argsOf(endpoint, env)
  const pathNames = [...route.path.matchAll(/:([a-z_]+)/g)].map((match) => match[1] ?? '')
  const pathParams = pathNames.map((param) => {
    const arg = args[param]?.in === 'path' ? args[param] : undefined
    return parameter(param, 'path', arg, env, `The ${param} of the ${route.resource.split('.')[0]} in the path`, route)
  })
  const others = Object.entries(args).filter(([, arg]) => arg.in !== 'path')
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH'
  const optional = (arg: Arg): Arg => (hasBody ? { ...arg, required: false } : arg)
  const operation: JsonObject = {
    operationId: name,
    summary: endpoint.doc?.summary ?? name.slice(name.lastIndexOf('.') + 1),
    parameters: [...pathParams, ...others.map(([param, arg]) => parameter(param, 'query', optional(arg), env, param))],
  }
  if (hasBody && others.length > 0) operation.requestBody = requestBody(others, env)
  const writes = method !== 'GET'
  operation.responses = responses(endpoint.doc, commonResponses(pathNames.length > 0, writes))
  return operation
}

export function buildDocument(routes: readonly WpRoute[], site: Site, env: ArgEnv): JsonObject {
  const paths: JsonObject = {}
  for (const route of routes) {
    const template = route.path === '' ? '/' : route.path.replace(/:([a-z_]+)/g, '{$1}')
    const item: JsonObject = {}
    for (const endpoint of route.endpoints) {
      for (const method of endpoint.methods) item[method[0].toLowerCase()] = operationOf(route, endpoint, method, env)
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
