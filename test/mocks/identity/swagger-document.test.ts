import { readFileSync } from 'node:fs'
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
  definitions.Group.properties.attributes = { title: 'Attributes', ...anyKeys }
  definitions.Outpost.properties._config = { ...definitions.Outpost.properties._config, ...anyKeys }
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
  definitions.ValidationError = {
    description: 'The errors of each field (or non_field_errors), as DRF renders a ValidationError.',
    type: 'object',
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
      if (isItem) operation.responses['404'] = error('No object has this id.', 'ErrorDetail')
      operation.responses['406'] = error('The Accept header names no type the API answers in.', 'ErrorDetail')
      if (WRITE_METHODS.includes(method))
        operation.responses['415'] = error('The body is in a type the API does not parse.', 'ErrorDetail')
    }
  }
  Object.assign(definitions, patched)
  // What the router serves beside the collections, without a token: the API root (each
  // collection's address) and this document. A request for a method a path does not have is
  // a 405, which a Swagger document states by the method's absence.
  const open = { security: [], tags: ['root'] }
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
        },
        ...open,
      },
    },
    '/swagger.json': {
      get: {
        operationId: 'swagger_read',
        description: 'This document.',
        parameters: [],
        responses: { '200': { description: '', schema: { type: 'object', additionalProperties: {} } } },
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
