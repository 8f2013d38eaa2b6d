import { Ajv } from 'ajv'
import ajvFormats from 'ajv-formats'
import SwaggerClient, { type ClientResponse, type SwaggerClientInstance } from 'swagger-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { identityRoutes } from '../../mocks/identity/routes.js'
import { identityRows } from '../helpers/identity-traffic.js'
import { type Standin, startKoaStandin } from '../helpers/standin.js'

/**
 * swagger-client (Swagger's own JavaScript client) over the identity document standin
 * serves: every operation, by its operationId, with the parameters and bodies of the
 * identity traffic, answers the success status its document gives, and the body validates
 * against that status's schema in the document.
 */

const BASE = '/api/v2beta'

type Schema = Record<string, any>

/** Swagger 2's schema dialect as JSON Schema: `x-nullable` also allows null. */
function jsonSchema(schema: Schema): Schema {
  if (Array.isArray(schema)) return schema.map(jsonSchema)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Schema = {}
  for (const [key, value] of Object.entries(schema)) if (!key.startsWith('x-')) out[key] = jsonSchema(value)
  return schema['x-nullable'] ? { anyOf: [out, { type: 'null' }] } : out
}

const ajv = new Ajv({ strict: false, allErrors: true })
ajvFormats.default(ajv)
ajv.addFormat('slug', /^[-a-zA-Z0-9_]+$/)

interface Operation {
  path: string
  method: string
  parameters: Array<{ name: string; in: string }>
  responses: Record<string, { schema?: Schema }>
}

let standin: Standin
let client: SwaggerClientInstance
const operations = new Map<string, Operation>()

beforeAll(async () => {
  standin = await startKoaStandin()
  client = await SwaggerClient({
    url: `${standin.origin}${BASE}/swagger.json`,
    authorizations: { token: `Bearer ${DEFAULT_TOKEN}` },
  })
  for (const [path, item] of Object.entries(client.spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId)
        operations.set(operation.operationId, {
          path,
          method,
          parameters: operation.parameters ?? [],
          responses: operation.responses as Operation['responses'],
        })
    }
  }
})
afterAll(() => standin.close())

/** The operation's parameters, read off a request the traffic sends. */
function parametersOf(operation: Operation, path: string, json: unknown): Record<string, unknown> {
  const [pathname = '', query = ''] = path.slice(BASE.length).split('?')
  const names: string[] = []
  const pattern = new RegExp(
    `^${operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => (names.push(name), '([^/]+)'))}$`,
  )
  const found = pattern.exec(pathname)
  if (!found) throw new Error(`${pathname} is not ${operation.path}`)
  const parameters: Record<string, unknown> = {}
  names.forEach((name, index) => {
    parameters[name] = decodeURIComponent(found[index + 1] ?? '')
  })
  for (const [name, value] of new URLSearchParams(query)) parameters[name] = value
  const body = operation.parameters.find((parameter) => parameter.in === 'body')
  if (body && json !== undefined) parameters[body.name] = json
  return parameters
}

describe('swagger-client over the served identity document', () => {
  it('finds an operation for every identity route', () => {
    const missing = identityRoutes
      .map((route) => route.name.replace(/^identity\./, '').replace(/\./g, '_'))
      .filter((id) => !operations.has(id))
    expect(missing).toEqual([])
  })

  it('runs every operation: its documented success status, a body that fits its schema', async () => {
    const answered = new Set<string>()
    for (const row of identityRows.filter((candidate) => candidate.name.startsWith('identity.'))) {
      const operationId = row.name.replace(/^identity\./, '').replace(/\./g, '_')
      const operation = operations.get(operationId)!
      const options = row.options?.(standin.context.identity)
      const response: ClientResponse = await client.execute({
        operationId,
        parameters: parametersOf(operation, row.path(standin.context.identity), options?.json),
      })
      const documented = Object.keys(operation.responses).filter((status) => status.startsWith('2'))
      expect(documented, operationId).toContain(String(response.status))
      const schema = operation.responses[String(response.status)]?.schema
      if (schema) {
        const validate = ajv.compile(jsonSchema(schema))
        expect(validate(response.body) ? [] : validate.errors, operationId).toEqual([])
      }
      answered.add(operationId)
    }
    expect([...operations.keys()].filter((id) => !answered.has(id))).toEqual([])
  })

  it('gets the documented errors, in their documented shapes', async () => {
    const check = async (operationId: string, parameters: Record<string, unknown>, status: number) => {
      const error = (await client.execute({ operationId, parameters }).then(
        () => undefined,
        (failure: { response: ClientResponse }) => failure,
      )) as { response: ClientResponse } | undefined
      expect(error?.response.status, operationId).toBe(status)
      const validate = ajv.compile(jsonSchema(operations.get(operationId)!.responses[String(status)]!.schema!))
      expect(validate(error!.response.body) ? [] : validate.errors).toEqual([])
    }
    await check('core_users_read', { id: '999999' }, 404)
    await check('core_groups_create', { data: { name: '' } }, 400)
    await check('flows_bindings_list', { target: 'not-a-uuid' }, 400)
  })
})
