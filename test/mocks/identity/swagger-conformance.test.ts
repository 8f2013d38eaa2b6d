import { readFileSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import ajvFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { isEmail } from '../../../mocks/identity/fields.js'
import { resources } from '../../../mocks/identity/routes.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * Every response body validates against the definitions of our Swagger document (upstream's,
 * corrected where it misdescribes what upstream itself sends: see swagger-document.test.ts),
 * read strictly: every declared property present, none undeclared. Write-only properties
 * (`x-writeOnly`) are never rendered.
 */

const swagger = JSON.parse(readFileSync(new URL('../../../mocks/identity/swagger.json', import.meta.url), 'utf8'))

type Schema = Record<string, any>

function toJsonSchema(definition: Schema): Schema {
  if (definition.$ref) return { $ref: definition.$ref.replace('#/definitions/', '#/$defs/') }
  const { 'x-nullable': nullable, readOnly: _r, title: _t, description: _d, ...rest } = definition
  const schema: Schema = { ...rest }
  if (rest.type === 'object' && rest.properties) {
    const properties: Schema = {}
    for (const [key, value] of Object.entries<Schema>(rest.properties)) {
      if (!value['x-writeOnly']) properties[key] = toJsonSchema(value)
    }
    schema.properties = properties
    schema.required = Object.keys(properties)
    schema.additionalProperties = false
  }
  if (rest.items) schema.items = toJsonSchema(rest.items)
  if (nullable) return { anyOf: [schema, { type: 'null' }] }
  return schema
}

const ajv = new Ajv({ strict: false, allErrors: true })
// ajv-formats is CommonJS: under NodeNext its default export is the module object.
ajvFormats.default(ajv, ['uuid', 'date-time'])
ajv.addFormat('email', (text: string) => text === '' || isEmail(text))
ajv.addFormat('uri', (text: string) => text === '' || URL.canParse(text))
ajv.addFormat('slug', /^[-a-zA-Z0-9_]+$/)
const $defs = Object.fromEntries(
  Object.entries<Schema>(swagger.definitions).map(([name, definition]) => [name, toJsonSchema(definition)]),
)
const validators = new Map<string, ValidateFunction>()
function validatorFor(name: string): ValidateFunction {
  let validate = validators.get(name)
  if (!validate) {
    validate = ajv.compile({ $defs, $ref: `#/$defs/${name}` })
    validators.set(name, validate)
  }
  return validate
}

const standin = useStandin()

function expectValid(schema: string, body: unknown, where: string) {
  const validate = validatorFor(schema)
  const valid = validate(body)
  expect(valid ? [] : validate.errors?.map((error) => `${where}${error.instancePath} ${error.message}`)).toEqual([])
}

describe('responses validate against the reference Swagger definitions', () => {
  it('the reading is strict: an extra, a missing or a mistyped field fails', () => {
    const user = { pk: 1, username: 'u', name: 'n', is_superuser: false, email: '' }
    expect(validatorFor('User')(user)).toBe(true)
    expect(validatorFor('User')({ ...user, extra: 1 })).toBe(false)
    const { email: _email, ...missing } = user
    expect(validatorFor('User')(missing)).toBe(false)
    expect(validatorFor('User')({ ...user, pk: '1' })).toBe(false)
    expect(
      validatorFor('Group')({ pk: 'x', name: 'g', is_superuser: false, parent: null, users: [], attributes: {} }),
    ).toBe(false)
  })

  it('the paths and definitions we serve are those of the reference', () => {
    // Beside the collections, the API root and this document.
    const paths = [
      '/',
      '/swagger.json',
      ...resources.flatMap((resource) => [resource.path, `${resource.path}{${resource.lookup}}/`]),
    ]
    expect(paths.sort()).toEqual(Object.keys(swagger.paths).sort())
    for (const resource of resources) expect(swagger.definitions).toHaveProperty(resource.schema)
  })

  it.each(resources.map((resource) => [resource.path, resource] as const))(
    '%s: list, read, and what writes return',
    async (path, resource) => {
      const list = await standin.send('GET', `/api/v2beta${path}?limit=1000`)
      expect(list.status).toBe(200)
      expect(list.body.results.length).toBeGreaterThanOrEqual(5)
      for (const [index, item] of list.body.results.entries()) expectValid(resource.schema, item, `${path}[${index}]`)
      const read = await standin.send('GET', `/api/v2beta${path}${list.body.results[0].pk}/`)
      expectValid(resource.schema, read.body, `${path}{id}`)
    },
  )

  it.each([
    ['/core/users/', 'User', { username: 'minimal', name: 'Minimal' }],
    ['/core/groups/', 'Group', { name: 'Minimal', parent: null, users: [] }],
    ['/core/applications/', 'Application', { name: 'Minimal', slug: 'minimal' }],
    ['/policies/dummy/', 'DummyPolicy', {}],
    ['/policies/group_membership/', 'GroupMembershipPolicy', {}],
    ['/propertymappings/saml/', 'SAMLPropertyMapping', { name: 'm', saml_name: 's', expression: 'e' }],
  ])('POST %s with only the required fields', async (path, schema, body) => {
    const reply = await standin.send('POST', `/api/v2beta${path}`, { json: body })
    expect(reply.status).toBe(201)
    expectValid(schema, reply.body, path)
  })

  it('providers and outpost configurations made with defaults', async () => {
    const flow = standin.context.identity.flows.rows()[0]!.pk
    const oauth2 = await standin.send('POST', '/api/v2beta/providers/oauth2/', {
      json: { name: 'o', authorization_flow: flow },
    })
    expectValid('OAuth2Provider', oauth2.body, 'oauth2')
    const proxy = { name: 'p', internal_host: 'http://p', external_host: 'https://p.example', authorization_flow: flow }
    expectValid(
      'ProxyProvider',
      (await standin.send('POST', '/api/v2beta/providers/proxy/', { json: proxy })).body,
      'proxy',
    )
    expectValid(
      'ProxyOutpostConfig',
      (await standin.send('POST', '/api/v2beta/outposts/proxy/', { json: proxy })).body,
      'config',
    )
  })
})
