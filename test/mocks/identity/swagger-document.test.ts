import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'
import { resources } from '../../../mocks/identity/routes.js'
import { collectionDefinition, collectionPaths, withCollections } from '../../helpers/identity-document.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * `mocks/identity/swagger.json`, the document standin serves at `/api/v2beta/swagger.json`
 * and checks the pacts against, is upstream's document with the corrections below and
 * nothing else (docs/decisions/0007-identity-swagger-document.md); a collection upstream's
 * document lacks gets its part made from its description (test/helpers/identity-document.ts).
 * The file is written from this function: `npx vitest run test/mocks/identity/swagger-document.test.ts -u`.
 */

type Schema = Record<string, any>

const reference: Schema = JSON.parse(
  readFileSync(new URL('../../../contracts/upstream/identity-v2beta.swagger.json', import.meta.url), 'utf8'),
)

const ITEM_METHODS = ['get', 'put', 'patch', 'delete']
const WRITE_METHODS = ['post', 'put', 'patch']

/**
 * What standin answers past its request limits (mocks/http/limits.ts), on every operation, and
 * for a write it could not save (`--persist`) or a body the server has no room for yet.
 */
function limits(writes: boolean): Schema {
  const error = (description: string) => ({ description, schema: { $ref: '#/definitions/ErrorDetail' } })
  return {
    ...(writes ? { '413': error('The body is larger than the server takes (1 MiB).') } : {}),
    '414': error('The path and query are longer than the server takes (8 KiB).'),
    '431': error('The headers are larger than the server takes (16 KiB).'),
    ...(writes ? { '503': error('The write could not be made now; try again.') } : {}),
  }
}

function correct(upstream: Schema): Schema {
  const document = structuredClone(upstream)
  const definitions = document.definitions
  // DRF 3.11 renders Django JSONFields as JSON, not as the strings drf-yasg declares. An
  // event's user is who acted (pk null for standin's stand-in actor when no user exists);
  // the other JSON columns take any keys, which `additionalProperties: {}` says explicitly.
  const anyKeys = { type: 'object', additionalProperties: {} }
  definitions.Event.properties.user = {
    title: 'User',
    type: 'object',
    properties: {
      pk: { title: 'Pk', type: 'integer', 'x-nullable': true },
      username: { title: 'Username', type: 'string' },
      email: { title: 'Email', type: 'string' },
    },
  }
  definitions.Event.properties.context = { title: 'Context', ...anyKeys }
  // A group's attributes and an outpost's _config take any JSON value (a JSON column: a number,
  // a string or a list too), which a schema without a type says in Swagger 2.
  definitions.Group.properties.attributes = { title: 'Attributes' }
  const { type: _type, ...config } = definitions.Outpost.properties._config
  definitions.Outpost.properties._config = config
  // A root group has no parent.
  definitions.Group.properties.parent['x-nullable'] = true
  // The model default is blank even though the serializer refuses a blank value on input.
  delete definitions.OAuth2Provider.properties.redirect_uris.minLength
  // Accepted (required on create) but never rendered: Swagger 2 has no writeOnly.
  for (const name of ['ProxyProvider', 'ProxyOutpostConfig']) {
    definitions[name].properties.authorization_flow = {
      title: 'Authorization flow',
      description: 'Flow used when authorizing this provider. Write-only: required on create, never returned.',
      type: 'string',
      format: 'uuid',
      'x-writeOnly': true,
    }
  }
  // Blank in real data (the model's default), so not always an email address or a URI. The
  // description stays upstream's (none): it is the field's help text, which OPTIONS shows.
  const blank = (property: Schema) => {
    const { format: _format, ...rest } = property
    return rest
  }
  definitions.User.properties.email = blank(definitions.User.properties.email)
  definitions.Application.properties.meta_launch_url = blank(definitions.Application.properties.meta_launch_url)
  // DRF's default parsers take forms too, not only JSON.
  document.consumes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']
  // The error bodies DRF answers with, which drf-yasg leaves out.
  definitions.ErrorDetail = {
    type: 'object',
    required: ['detail'],
    properties: { detail: { title: 'Detail', type: 'string' } },
  }
  // A 400 is either DRF's ValidationError (messages by field) or its ParseError (`detail`).
  definitions.ValidationError = {
    description:
      'The errors of each field (or non_field_errors), as DRF renders a ValidationError; or, for a body DRF cannot parse (ParseError), `detail` alone.',
    type: 'object',
    properties: { detail: { title: 'Detail', type: 'string' } },
    additionalProperties: { type: 'array', items: { type: 'string' } },
  }
  const patched: Schema = {}
  for (const [path, item] of Object.entries<Schema>(document.paths)) {
    const isItem = path.endsWith('}/')
    for (const method of ITEM_METHODS.concat('post')) {
      const operation = item[method]
      if (!operation) continue
      // PATCH takes any subset of the fields (DRF's partial update): a schema without `required`.
      const body = operation.parameters.find((parameter: Schema) => parameter.in === 'body')
      if (method === 'patch' && body) {
        const name = body.schema.$ref.replace('#/definitions/', '')
        const { required: _required, ...partial } = definitions[name]
        patched[`Patched${name}`] = partial
        body.schema = { $ref: `#/definitions/Patched${name}` }
      }
      const error = (description: string, schema: string) => ({
        description,
        schema: { $ref: `#/definitions/${schema}` },
      })
      if (WRITE_METHODS.includes(method))
        operation.responses['400'] = error('The request data is invalid.', 'ValidationError')
      // django-filter refuses a malformed filter value on the one list that has filters.
      if (operation.operationId === 'flows_bindings_list')
        operation.responses['400'] = error('A filter value is malformed.', 'ValidationError')
      operation.responses['401'] = error('No token, or a wrong one.', 'ErrorDetail')
      operation.responses['404'] = error(
        isItem
          ? 'No object has this id, or the URL names a format the API does not render.'
          : 'The URL names a format the API does not render (`.xml`, `?format=xml`).',
        'ErrorDetail',
      )
      operation.responses['406'] = error('The Accept header names no type the API answers in.', 'ErrorDetail')
      if (WRITE_METHODS.includes(method))
        operation.responses['415'] = error('The body is in a type the API does not parse.', 'ErrorDetail')
      if (method === 'delete') operation.responses['204'].description = 'Deleted: no body, and no Content-Type.'
      Object.assign(operation.responses, limits(method !== 'get'))
    }
  }
  Object.assign(definitions, patched)
  // What the router serves beside the collections, without a token: the API root (each
  // collection's address) and this document. A request for a method a path does not have is
  // a 405, which a Swagger document states by the method's absence.
  const open = { security: [], tags: ['root'] }
  const detail = (description: string) => ({ description, schema: { $ref: '#/definitions/ErrorDetail' } })
  document.paths = {
    '/': {
      get: {
        operationId: 'root_read',
        description: 'The address of each collection, by its path under the API root.',
        parameters: [],
        responses: {
          '200': {
            description: '',
            schema: { type: 'object', additionalProperties: { type: 'string', format: 'uri' } },
          },
          '404': detail('The URL names a format the API does not render (`?format=xml`).'),
          '406': detail('The Accept header names no type the API answers in.'),
          ...limits(false),
        },
        ...open,
      },
    },
    '/swagger.json': {
      get: {
        operationId: 'swagger_read',
        description: 'This document.',
        parameters: [],
        responses: {
          '200': { description: '', schema: { type: 'object', additionalProperties: {} } },
          ...limits(false),
        },
        ...open,
      },
    },
    ...document.paths,
  }
  return document
}

const standin = useStandin()

describe('the identity Swagger document', () => {
  const corrected = correct(withCollections(reference, resources))

  it('is upstream’s with the documented corrections', async () => {
    await expect(`${JSON.stringify(corrected, null, 2)}\n`).toMatchFileSnapshot('../../../mocks/identity/swagger.json')
  })

  it('makes each collection’s part as upstream’s is: names, required fields, operations', () => {
    for (const resource of resources.filter((each) => reference.paths[each.path] !== undefined)) {
      const made = collectionDefinition(resource)
      expect(Object.keys(made.properties), resource.path).toEqual(
        Object.keys(corrected.definitions[resource.schema].properties),
      )
      // Upstream's serializers state what a create requires even where the view only reads.
      if (resource.writes)
        expect(made.required ?? [], resource.path).toEqual(reference.definitions[resource.schema].required ?? [])
      for (const [path, item] of Object.entries<Schema>(collectionPaths(resource))) {
        const methods = (each: Schema) =>
          Object.keys(each)
            .filter((key) => key !== 'parameters')
            .sort()
        expect(methods(item), path).toEqual(methods(corrected.paths[path]))
        for (const method of methods(item))
          expect(item[method].operationId).toBe(corrected.paths[path][method].operationId)
      }
    }
  })

  it('is served at /api/v2beta/swagger.json without a token, as upstream serves it', async () => {
    const reply = await standin.send('GET', '/api/v2beta/swagger.json', { auth: false })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toBe('application/json')
    expect(reply.body).toEqual(corrected)
    const post = await standin.send('POST', '/api/v2beta/swagger.json', { auth: false, json: {} })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })
})

/** What the corrections make the document say of standin's answers (issue 23, item 8). */
describe('the identity Swagger document describes every answer', () => {
  const document = correct(withCollections(reference, resources))
  const validationError = new Ajv({ strict: false }).compile(document.definitions.ValidationError)

  it('a 400 as DRF answers it: messages by field, or a parse error’s detail alone', () => {
    expect(validationError({ username: ['This field is required.'] })).toBe(true)
    expect(validationError({ detail: "JSON parse error - 'utf-8' codec can't decode byte 0xff" })).toBe(true)
    expect(validationError({ detail: ['x'] })).toBe(false)
    expect(validationError({ username: 'x' })).toBe(false)
  })

  it('a DELETE’s 204 without a body, and the limits on every operation', () => {
    for (const [path, item] of Object.entries<Schema>(document.paths)) {
      for (const [method, operation] of Object.entries<Schema>(item)) {
        if (method === 'parameters') continue
        expect(operation.responses['414'], `${method} ${path}`).toBeDefined()
        expect(operation.responses['431'], `${method} ${path}`).toBeDefined()
        if (method === 'delete') expect(operation.responses['204'].schema).toBeUndefined()
        if (method !== 'get') expect(operation.responses['413'], `${method} ${path}`).toBeDefined()
      }
    }
  })
})
