import { z } from 'zod'
import type { SomeCollection } from '../../mocks/identity/collection.js'
import { intKey } from '../../mocks/identity/relations.js'
import { fieldSchemas } from '../../mocks/identity/resource-types.js'

/**
 * A collection's part of the identity Swagger document, as drf-yasg writes it for a DRF
 * ModelViewSet, made from its description: the definition from its fields (types from the
 * row's columns and the declared outputs), the paths from its path, lookup, key and writes.
 * swagger-document.test.ts adds it for each collection upstream's document lacks, so a new
 * collection needs no hand-written document.
 */

type Schema = Record<string, any>

/** A JSON Schema (draft 2020-12, as zod writes it) as Swagger 2 says it. */
function swagger2(schema: Schema): Schema {
  // z.json(): any JSON value, which Swagger 2 cannot spell recursively.
  if (schema.$ref !== undefined) return {}
  if (schema.anyOf) {
    const others = schema.anyOf.filter((option: Schema) => option.type !== 'null')
    if (others.length === 1 && others.length < schema.anyOf.length)
      return { ...swagger2(others[0]), 'x-nullable': true }
    return {}
  }
  const {
    $schema: _schema,
    $defs: _defs,
    const: value,
    additionalProperties: _extra,
    propertyNames: _names,
    ...rest
  } = schema
  const out: Schema = { ...rest }
  if (value !== undefined) out.enum = [value]
  if (rest.items) out.items = swagger2(rest.items)
  if (rest.properties) {
    out.properties = Object.fromEntries(
      Object.entries<Schema>(rest.properties).map(([name, each]) => [name, swagger2(each)]),
    )
  }
  return out
}

const title = (name: string) => {
  const words = name.replace(/^_+/, '').replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export function collectionDefinition(collection: SomeCollection): Schema {
  const properties: Schema = {}
  for (const [name, schema] of fieldSchemas(collection)) {
    const field = collection.fields[name]
    const property: Schema = {
      title: title(name),
      ...swagger2(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })),
    }
    if (field?.readOnly) property.readOnly = true
    if (field?.shows === 'nothing') property['x-writeOnly'] = true
    properties[name] = property
  }
  const required = Object.entries(collection.fields)
    .filter(([, field]) => field.required && !field.readOnly)
    .map(([name]) => name)
  return { ...(required.length > 0 ? { required } : {}), type: 'object', properties }
}

const LIST_PARAMETERS = [
  {
    name: 'ordering',
    in: 'query',
    description: 'Which field to use when ordering the results.',
    required: false,
    type: 'string',
  },
  { name: 'search', in: 'query', description: 'A search term.', required: false, type: 'string' },
  {
    name: 'limit',
    in: 'query',
    description: 'Number of results to return per page.',
    required: false,
    type: 'integer',
  },
  {
    name: 'offset',
    in: 'query',
    description: 'The initial index from which to return the results.',
    required: false,
    type: 'integer',
  },
]

export function collectionPaths(collection: SomeCollection): Schema {
  const segments = collection.path.slice(1, -1).split('/')
  const operationId = (action: string) => [...segments, action].join('_')
  const ref = { $ref: `#/definitions/${collection.schema}` }
  const common = { description: `${collection.schema} Viewset`, tags: [segments[0]] }
  const operation = (action: string, parameters: Schema[], responses: Schema) => ({
    operationId: operationId(action),
    ...common,
    parameters,
    responses,
  })
  const body = [{ name: 'data', in: 'body', required: true, schema: ref }]
  const page = {
    required: ['count', 'results'],
    type: 'object',
    properties: {
      count: { type: 'integer' },
      next: { type: 'string', format: 'uri', 'x-nullable': true },
      previous: { type: 'string', format: 'uri', 'x-nullable': true },
      results: { type: 'array', items: ref },
    },
  }
  const writes = collection.writes !== undefined
  const list: Schema = { get: operation('list', LIST_PARAMETERS, { '200': { description: '', schema: page } }) }
  if (writes) list.post = operation('create', body, { '201': { description: '', schema: ref } })
  const item: Schema = { get: operation('read', [], { '200': { description: '', schema: ref } }) }
  if (writes) {
    item.put = operation('update', body, { '200': { description: '', schema: ref } })
    item.patch = operation('partial_update', body, { '200': { description: '', schema: ref } })
    item.delete = operation('delete', [], { '204': { description: '' } })
  }
  const key = collection.key === intKey ? { type: 'integer' } : { type: 'string', format: 'uuid' }
  item.parameters = [{ name: collection.lookup, in: 'path', required: true, ...key }]
  return {
    [collection.path]: { ...list, parameters: [] },
    [`${collection.path}{${collection.lookup}}/`]: item,
  }
}

/** Upstream's document with the parts of the collections it lacks, made from their descriptions. */
export function withCollections(upstream: Schema, collections: readonly SomeCollection[]): Schema {
  const document = structuredClone(upstream)
  for (const collection of collections) {
    if (document.paths[collection.path] !== undefined) continue
    Object.assign(document.paths, collectionPaths(collection))
    document.definitions[collection.schema] = collectionDefinition(collection)
  }
  return document
}
