import { z } from 'zod'
import { controlDocument } from '../control/router.js'
import { SESSION_HEADER } from '../sessions.js'

/**
 * A tool's input, made from the control route's own description in the control plane's OpenAPI
 * document: its path and query parameters, the session header (as `session`) and its JSON
 * body's properties become the tool's arguments, with the document's bounds and descriptions.
 * So a tool takes what its route takes, written once (server/control/*.ts); the route still
 * checks every call, and its message is what a refused call gets back.
 */

type JsonSchema = z.core.JSONSchema.JSONSchema

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: JsonSchema
  description?: string
}

interface Operation {
  summary: string
  parameters?: Parameter[]
  requestBody?: { required?: boolean; content: { 'application/json': { schema: JsonSchema } } }
}

interface Document {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, Parameter> }
}

// The document is JSON made by server/control/openapi.ts from typed descriptions: read as such.
const document: Document = JSON.parse(JSON.stringify(controlDocument))

/** `value` with every `$ref` into the document's components replaced by what it names (the document has no cycles). */
function inline(value: unknown) {
  return JSON.parse(JSON.stringify(value), (_key, item) => {
    const ref: unknown = typeof item === 'object' && item !== null ? item.$ref : undefined
    if (typeof ref !== 'string') return item
    const [, , kind, name = ''] = ref.split('/')
    const target = kind === 'parameters' ? document.components.parameters[name] : document.components.schemas[name]
    if (target === undefined) throw new Error(`The control document has no ${ref}`)
    return inline(target)
  })
}

/** The route's operation, as the document describes it (under /__standin, OpenAPI's `{id}` for a path parameter). */
function operationOf(method: string, path: string): Operation {
  const operation = document.paths[`/__standin${path}`]?.[method.toLowerCase()]
  if (!operation) throw new Error(`The control plane documents no ${method} /__standin${path}`)
  // What the tools read of it (its answers stay unread).
  const inlined: Operation = inline({
    summary: operation.summary,
    parameters: operation.parameters,
    requestBody: operation.requestBody,
  })
  return inlined
}

const asText = (schema: JsonSchema): JsonSchema => ({ ...schema, type: ['string', 'number'] })

/**
 * `schema` without its `format`s: zod checks a `date-time` more narrowly than the control plane
 * (which takes 10:00Z without seconds), and a tool must take what its route takes. A property
 * named `format` is an object, not a string, and stays.
 */
function withoutFormats(schema: JsonSchema): JsonSchema {
  return JSON.parse(JSON.stringify(schema), (key, value) =>
    key === 'format' && typeof value === 'string' ? undefined : value,
  )
}

/** Where each argument goes in the HTTP call. */
export interface ArgumentPlaces {
  path: string[]
  query: string[]
  /** The argument named `session` is sent as X-Standin-Session. */
  session: boolean
  body: string[]
}

export interface RouteInput {
  schema: z.ZodType
  places: ArgumentPlaces
}

/** The body's schema whose properties become arguments: the route's own, or one branch of its `oneOf`. */
function bodySchema(operation: Operation, branch: number | undefined): JsonSchema | undefined {
  const schema = operation.requestBody?.content['application/json'].schema
  if (branch === undefined || schema === undefined) return schema
  return schema.oneOf?.[branch]
}

interface RouteInputOptions {
  /** Which branch of a `oneOf` body gives the arguments. */
  branch?: number
  /** false: the body's properties are not arguments (the tool sends a body of its own). */
  body?: boolean
  /** Descriptions of arguments the document leaves bare. */
  describe?: Readonly<Record<string, string>>
  /** Arguments of the tool's own, after the route's; those in `required` must be given. */
  extra?: Record<string, JsonSchema>
  required?: readonly string[]
}

/**
 * The arguments of a tool that calls `method path`: each parameter under its name (the session
 * header as `session`), then the body's properties. `describe` gives an argument a description
 * the document lacks (a body property's own is kept).
 */
export function routeInput(method: string, path: string, options: RouteInputOptions = {}): RouteInput {
  const operation = operationOf(method, path)
  const properties: Record<string, JsonSchema> = {}
  const required: string[] = []
  const places: ArgumentPlaces = { path: [], query: [], session: false, body: [] }
  const add = (name: string, schema: JsonSchema, isRequired: boolean, description?: string) => {
    if (name in properties) throw new Error(`${method} ${path}: two arguments named ${name}`)
    const described = description ?? options.describe?.[name]
    properties[name] = { ...schema, ...(described === undefined ? {} : { description: described }) }
    if (isRequired) required.push(name)
  }
  for (const parameter of operation.parameters ?? []) {
    const isSession = parameter.in === 'header' && parameter.name.toLowerCase() === SESSION_HEADER.toLowerCase()
    if (parameter.in === 'header' && !isSession) continue
    const name = isSession ? 'session' : parameter.name
    // A URL's parameters are text; a number given for one (a journal id, a limit) is the same text.
    const schema =
      parameter.in !== 'header' && parameter.schema.type === 'string' ? asText(parameter.schema) : parameter.schema
    add(name, schema, parameter.required === true, parameter.description)
    if (isSession) places.session = true
    else places[parameter.in === 'path' ? 'path' : 'query'].push(name)
  }
  const body = options.body === false ? undefined : bodySchema(operation, options.branch)
  for (const [name, schema] of Object.entries(body?.properties ?? {})) {
    add(name, typeof schema === 'boolean' ? {} : schema, body?.required?.includes(name) === true)
    places.body.push(name)
  }
  for (const [name, schema] of Object.entries(options.extra ?? {}))
    add(name, schema, options.required?.includes(name) === true)
  const object: JsonSchema = { type: 'object', properties, required, additionalProperties: false }
  return { schema: z.fromJSONSchema(withoutFormats(object)), places }
}

/** The route's summary: what the tool says it does. */
export const summaryOf = (method: string, path: string) => operationOf(method, path).summary

/** Every route the control plane documents, as `METHOD /path` (what the tools must cover). */
export const documentedRoutes = (): string[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.slice('/__standin'.length)}`),
  )
