import { describe, expect, it } from 'vitest'
import { pemPairs } from '../../../fixtures/identity/pem.js'
import { useStandin } from '../../helpers/standin.js'

const standin = useStandin({ resetEach: true })

const api = (path: string) => `/api/v2beta${path}`
const post = (path: string, json: unknown) => standin.send('POST', api(path), { json })
const db = () => standin.context.identity
const flowPk = () => db().flows.rows()[0]!.pk

describe('field validation in DRF words', () => {
  it.each([
    ['/core/users/', {}, { username: ['This field is required.'], name: ['This field is required.'] }],
    [
      '/core/users/',
      { username: '', name: '  ' },
      { username: ['This field may not be blank.'], name: ['This field may not be blank.'] },
    ],
    ['/core/users/', { username: null, name: 'x' }, { username: ['This field may not be null.'] }],
    [
      '/core/users/',
      { username: 'x'.repeat(151), name: 'x' },
      { username: ['Ensure this field has no more than 150 characters.'] },
    ],
    [
      '/core/users/',
      { username: 'has space', name: 'x' },
      { username: ['Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.'] },
    ],
    ['/core/users/', { username: 'ok', name: 'x', email: 'nope' }, { email: ['Enter a valid email address.'] }],
    [
      '/core/users/',
      { username: ['a'], name: { a: 1 } },
      { username: ['Not a valid string.'], name: ['Not a valid string.'] },
    ],
    ['/core/users/', { username: 'nul\u0000l', name: 'x' }, { username: ['Null characters are not allowed.'] }],
    [
      '/core/applications/',
      { name: 'A', slug: 'not a slug' },
      { slug: ['Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.'] },
    ],
    [
      '/core/applications/',
      { name: 'A', slug: 'a', meta_launch_url: 'notaurl' },
      { meta_launch_url: ['Enter a valid URL.'] },
    ],
    [
      '/core/applications/',
      { name: 'A', slug: 'a', provider: 9999 },
      { provider: ['Invalid pk "9999" - object does not exist.'] },
    ],
    [
      '/core/applications/',
      { name: 'A', slug: 'a', provider: 'abc' },
      { provider: ['Incorrect type. Expected pk value, received str.'] },
    ],
    [
      '/core/applications/',
      { name: 'A', slug: 'a', provider: true },
      { provider: ['Incorrect type. Expected pk value, received bool.'] },
    ],
    ['/core/groups/', { name: 'G', parent: 'nope', users: [] }, { parent: ['\u201cnope\u201d is not a valid UUID.'] }],
    [
      '/core/groups/',
      { name: 'G', parent: null, users: 'abc' },
      { users: ['Expected a list of items but got type "str".'] },
    ],
    [
      '/core/groups/',
      { name: 'G', parent: null, users: [1, 424242] },
      { users: ['Invalid pk "424242" - object does not exist.'] },
    ],
    [
      '/core/groups/',
      { name: 'G'.repeat(81), parent: null, users: [] },
      { name: ['Ensure this field has no more than 80 characters.'] },
    ],
    ['/policies/dummy/', { wait_min: 'soon' }, { wait_min: ['A valid integer is required.'] }],
    [
      '/policies/dummy/',
      { wait_min: 2147483648 },
      { wait_min: ['Ensure this value is less than or equal to 2147483647.'] },
    ],
    [
      '/policies/dummy/',
      { wait_min: -2147483649 },
      { wait_min: ['Ensure this value is greater than or equal to -2147483648.'] },
    ],
    ['/policies/dummy/', { wait_min: 1.5 }, { wait_min: ['A valid integer is required.'] }],
    ['/policies/dummy/', { result: 'maybe' }, { result: ['Must be a valid boolean.'] }],
    [
      '/flows/instances/',
      { name: 'F', slug: 'f', title: 'T', designation: 'party' },
      { designation: ['"party" is not a valid choice.'] },
    ],
    ['/outposts/outposts/', { name: 'O', providers: [], _config: {} }, { providers: ['This list may not be empty.'] }],
    ['/outposts/outposts/', { name: 'O', providers: [1] }, { _config: ['This field is required.'] }],
    [
      '/crypto/certificatekeypairs/',
      { name: 'K', certificate_data: 'not pem' },
      { certificate_data: ['Unable to load certificate.'] },
    ],
    [
      '/crypto/certificatekeypairs/',
      { name: 'K', certificate_data: pemPairs[0]!.certificate, key_data: 'nope' },
      { key_data: ['Unable to load private key.'] },
    ],
    [
      '/providers/oauth2/',
      { name: 'P', authorization_flow: 'x', redirect_uris: '' },
      { authorization_flow: ['\u201cx\u201d is not a valid UUID.'], redirect_uris: ['This field may not be blank.'] },
    ],
  ])('POST %s %j', async (path, body, errors) => {
    const reply = await post(path, body)
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual(errors)
  })

  it('accepts what DRF coerces: numeric strings, "true", trimmed text', async () => {
    const reply = await post('/policies/dummy/', {
      name: '  padded  ',
      wait_min: ' 7 ',
      wait_max: '9.0',
      result: 'true',
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ name: 'padded', wait_min: 7, wait_max: 9, result: true })
  })

  it('answers 400, not 500, for an expression that is not Python', async () => {
    const reply = await post('/policies/expression/', { expression: 'return (1' })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ expression: ['unexpected EOF while parsing (<string>, line 1)'] })
    expect((await post('/policies/expression/', { expression: "return 'open" })).body).toEqual({
      expression: ['EOL while scanning string literal (<string>, line 1)'],
    })
    expect((await post('/policies/expression/', { expression: 'return {"a": [1, 2]}  # fine' })).status).toBe(201)
  })

  it('answers 400, not 500, for a proxy provider without a flow', async () => {
    const reply = await post('/providers/proxy/', {
      name: 'P',
      internal_host: 'http://a',
      external_host: 'https://b.example',
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ authorization_flow: ['This field is required.'] })
  })

  it('ignores read-only and unknown fields, and never touches a prototype', async () => {
    const body = JSON.parse(
      '{"username":"proto.user","name":"P","pk":5,"is_superuser":true,"extra":1,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    )
    const reply = await post('/core/users/', body)
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({
      pk: expect.any(Number),
      username: 'proto.user',
      name: 'P',
      is_superuser: false,
      email: '',
    })
    expect(reply.body.pk).not.toBe(5)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(db().users.get(reply.body.pk)).not.toHaveProperty('polluted')
  })

  it('keeps very long text intact where no limit applies', async () => {
    const long = 'x'.repeat(200_000)
    const reply = await post('/policies/expression/', { expression: `return "${long}"` })
    expect(reply.status).toBe(201)
    expect(reply.body.expression).toHaveLength(200_009)
  })

  it('PUT needs every required field; PATCH validates only what it gets', async () => {
    const put = await standin.send('PUT', api('/core/users/2/'), { json: { name: 'Only Name' } })
    expect(put.status).toBe(400)
    expect(put.body).toEqual({ username: ['This field is required.'] })
    const patch = await standin.send('PATCH', api('/core/users/2/'), { json: { name: 'Only Name' } })
    expect(patch.status).toBe(200)
    expect(patch.body.name).toBe('Only Name')
    const emptyPatch = await standin.send('PATCH', api('/core/users/2/'), { json: {} })
    expect(emptyPatch.status).toBe(200)
  })

  it('leaves the store exactly as it was when a write is refused', async () => {
    const before = JSON.stringify(db().snapshot())
    await post('/core/groups/', { name: 'G', parent: null, users: [1, 999] })
    await standin.send('PUT', api('/core/users/2/'), { json: { username: 'pbadmin', name: 'Dup' } })
    await standin.send('PATCH', api(`/flows/instances/${flowPk()}/`), { json: { designation: 'nope' } })
    await post('/policies/bindings/', { policy: db().policies.rows()[0]!.pk, target: 'x', order: 1 })
    expect(JSON.stringify(db().snapshot())).toBe(before)
  })
})

describe('uniqueness', () => {
  it('usernames are unique (case-sensitive)', async () => {
    expect((await post('/core/users/', { username: 'pbadmin', name: 'x' })).body).toEqual({
      username: ['A user with that username already exists.'],
    })
    expect((await post('/core/users/', { username: 'PBADMIN', name: 'x' })).status).toBe(201)
    const own = await standin.send('PUT', api('/core/users/1/'), { json: { username: 'pbadmin', name: 'Same Name' } })
    expect(own.status).toBe(200)
  })

  it('flow slugs are unique', async () => {
    const slug = db().flows.rows()[0]!.slug
    expect((await post('/flows/instances/', { name: 'F', slug, title: 'T', designation: 'recovery' })).body).toEqual({
      slug: ['Flow with this slug already exists.'],
    })
  })

  it('application slugs are not unique in this version, but a provider serves one application', async () => {
    const app = db().applications.rows()[0]!
    expect((await post('/core/applications/', { name: 'Twin', slug: app.slug })).status).toBe(201)
    expect((await post('/core/applications/', { name: 'Thief', slug: 'thief', provider: app.provider })).body).toEqual({
      provider: ['This field must be unique.'],
    })
  })

  it('client ids are unique across OAuth2 and proxy providers', async () => {
    const taken = db()
      .providers.rows()
      .find((row) => row.kind === 'proxy')!.client_id
    const reply = await post('/providers/oauth2/', { name: 'P', authorization_flow: flowPk(), client_id: taken })
    expect(reply.body).toEqual({ client_id: ['OAuth2/OpenID Provider with this Client ID already exists.'] })
  })

  it('groups: (name, parent) together, not checked when parent is null', async () => {
    const child = db()
      .groups.rows()
      .find((group) => group.parent !== null)!
    expect((await post('/core/groups/', { name: child.name, parent: child.parent, users: [] })).body).toEqual({
      non_field_errors: ['The fields name, parent must make a unique set.'],
    })
    expect((await post('/core/groups/', { name: 'Engineering', parent: null, users: [] })).status).toBe(201)
  })

  it('groups: a rename is checked against the groups of its new name (found by index), not against itself', async () => {
    const parent = db().groups.rows()[0]!.pk
    const first = (await post('/core/groups/', { name: 'Twin', parent, users: [] })).body as { pk: string }
    const second = (await post('/core/groups/', { name: 'Other', parent, users: [] })).body as { pk: string }
    const rename = (pk: string, name: string) => standin.send('PATCH', api(`/core/groups/${pk}/`), { json: { name } })
    expect((await rename(second.pk, 'Twin')).body).toEqual({
      non_field_errors: ['The fields name, parent must make a unique set.'],
    })
    expect((await rename(first.pk, 'Twin')).status).toBe(200)
    expect((await rename(first.pk, 'Renamed')).status).toBe(200)
    expect((await rename(second.pk, 'Twin')).status).toBe(200)
  })

  it('flow-stage bindings: (target, stage, order), partial updates use the stored values', async () => {
    const [first, second] = db()
      .flowStageBindings.rows()
      .filter((row) => row.target === db().flowStageBindings.rows()[0]!.target)
    const clash = await standin.send('PATCH', api(`/flows/bindings/${second!.pk}/`), {
      json: { stage: first!.stage, order: first!.order },
    })
    expect(clash.body).toEqual({ non_field_errors: ['The fields target, stage, order must make a unique set.'] })
  })

  it('policy bindings: (policy, target, order)', async () => {
    const binding = db().policyBindings.rows()[0]!
    const reply = await post('/policies/bindings/', {
      policy: binding.policy,
      target: binding.target,
      order: binding.order,
    })
    expect(reply.body).toEqual({ non_field_errors: ['The fields policy, target, order must make a unique set.'] })
  })
})
