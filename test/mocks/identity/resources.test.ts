import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

const standin = useStandin({ resetEach: true })

const api = (path: string) => `/api/v2beta${path}`
const get = async (path: string) => (await standin.send('GET', api(path))).body
const send = (method: string, path: string, json?: unknown) =>
  standin.send(method, api(path), json === undefined ? {} : { json })
const db = () => standin.context.identity

describe('resource behaviour', () => {
  it('a user is a superuser exactly when a superuser group holds them', async () => {
    const user = (await send('POST', '/core/users/', { username: 'new.admin', name: 'New Admin' })).body
    expect(user.is_superuser).toBe(false)
    const admins = db()
      .groups.rows()
      .find((group) => group.is_superuser)!
    await send('PATCH', `/core/groups/${admins.pk}/`, { users: [...admins.users, user.pk] })
    expect((await get(`/core/users/${user.pk}/`)).is_superuser).toBe(true)
  })

  it('a group made a superuser group, or no longer one, changes who is a superuser (the groups are indexed by it)', async () => {
    const user = (await send('POST', '/core/users/', { username: 'promoted', name: 'Promoted' })).body
    const group = (await send('POST', '/core/groups/', { name: 'Ops', parent: null, users: [user.pk] })).body
    expect((await get(`/core/users/${user.pk}/`)).is_superuser).toBe(false)
    await send('PATCH', `/core/groups/${group.pk}/`, { is_superuser: true })
    expect((await get(`/core/users/${user.pk}/`)).is_superuser).toBe(true)
    await send('PATCH', `/core/groups/${group.pk}/`, { is_superuser: false })
    expect((await get(`/core/users/${user.pk}/`)).is_superuser).toBe(false)
  })

  it('group attributes are JSON objects in and out, defaulting to {}', async () => {
    const group = (
      await send('POST', '/core/groups/', {
        name: 'Attr',
        parent: null,
        users: [],
        attributes: { nested: { list: [1, 'two'] } },
      })
    ).body
    expect(group.attributes).toEqual({ nested: { list: [1, 'two'] } })
    expect((await send('POST', '/core/groups/', { name: 'Plain', parent: null, users: [] })).body.attributes).toEqual(
      {},
    )
  })

  it('applications list the policies bound to them; flows list their stages in order', async () => {
    const binding = db()
      .policyBindings.rows()
      .find((row) => db().applications.has(row.target))!
    expect((await get(`/core/applications/${binding.target}/`)).policies).toContain(binding.policy)
    const flow = db()
      .flows.rows()
      .find((row) => row.slug === 'default-authentication-flow')!
    const stages = db()
      .flowStageBindings.rows()
      .filter((row) => row.target === flow.pk)
      .sort((a, b) => a.order - b.order)
    expect((await get(`/flows/instances/${flow.pk}/`)).stages).toEqual(stages.map((row) => row.stage))
  })

  it('policy bindings accept every target key they render: application, flow, flow-stage binding', async () => {
    const policy = db().policies.rows()[0]!.pk
    for (const target of [
      db().applications.rows()[0]!.pk,
      db().flows.rows()[0]!.pk,
      db().flowStageBindings.rows()[0]!.pk,
    ]) {
      const reply = await send('POST', '/policies/bindings/', { policy, target, order: 900 })
      expect(reply.status).toBe(201)
      expect(reply.body).toMatchObject({ policy, target, enabled: true, timeout: 30 })
    }
    const bad = await send('POST', '/policies/bindings/', { policy, target: db().groups.rows()[0]!.pk, order: 1 })
    expect(bad.body).toEqual({ target: [`Invalid pk "${db().groups.rows()[0]!.pk}" - object does not exist.`] })
  })

  it('typed policies get upstream defaults', async () => {
    expect((await send('POST', '/policies/password/', { error_message: 'weak' })).body).toEqual({
      pk: expect.any(String),
      name: null,
      password_field: 'password',
      amount_uppercase: 0,
      amount_lowercase: 0,
      amount_symbols: 0,
      length_min: 0,
      symbol_charset: '!\\"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ ',
      error_message: 'weak',
    })
    expect((await send('POST', '/policies/reputation/', {})).body).toMatchObject({
      check_ip: true,
      check_username: true,
      threshold: -5,
    })
    expect((await send('POST', '/policies/dummy/', {})).body).toMatchObject({
      result: false,
      wait_min: 5,
      wait_max: 30,
    })
  })

  it('the polymorphic lists share ids with the typed collections and name the type', async () => {
    const created = (await send('POST', '/policies/group_membership/', { name: 'poly' })).body
    const fromAll = await get(`/policies/all/${created.pk}/`)
    expect(fromAll).toEqual({ pk: created.pk, name: 'poly', __type__: 'groupmembership' })
    const types = new Set((await get('/policies/all/?limit=500')).results.map((row: any) => row.__type__))
    expect(types).toEqual(
      new Set([
        'dummy',
        'expression',
        'groupmembership',
        'breachedpassword',
        'password',
        'passwordexpiry',
        'reputation',
      ]),
    )
    const mappingTypes = new Set((await get('/propertymappings/all/')).results.map((row: any) => row.__type__))
    expect(mappingTypes).toEqual(new Set(['ldap', 'saml', 'scopemapping']))
    const providers = (await get('/providers/all/')).results
    expect(new Set(providers.map((row: any) => row.__type__))).toEqual(new Set(['oauth2', 'proxy']))
    expect(Object.keys(providers[0])).toEqual(['pk', 'authorization_flow', 'property_mappings', '__type__'])
  })

  it('the OAuth2 list includes proxy providers; the proxy list only proxies', async () => {
    const oauth2 = (await get('/providers/oauth2/')).results.map((row: any) => row.pk)
    const proxy = (await get('/providers/proxy/')).results.map((row: any) => row.pk)
    expect(oauth2).toEqual(
      db()
        .providers.rows()
        .map((row) => row.pk),
    )
    expect(proxy.length).toBeGreaterThan(0)
    expect(proxy.every((pk: number) => oauth2.includes(pk))).toBe(true)
    expect(proxy.length).toBeLessThan(oauth2.length)
  })

  it('an OAuth2 provider gets random credentials and upstream defaults', async () => {
    const flow = db().flows.rows()[0]!.pk
    const body = (await send('POST', '/providers/oauth2/', { name: 'Fresh', authorization_flow: flow })).body
    expect(body).toMatchObject({
      client_type: 'confidential',
      response_type: 'code',
      jwt_alg: 'RS256',
      rsa_key: null,
      redirect_uris: '',
      sub_mode: 'hashed_user_id',
      property_mappings: [],
    })
    expect(body.client_id).toMatch(/^[A-Za-z0-9]{40}$/)
    expect(body.client_secret).toMatch(/^[A-Za-z0-9]{128}$/)
  })

  it('a proxy provider is forced onto the proxy OAuth settings from its hosts', async () => {
    const flow = db().flows.rows()[0]!.pk
    const created = (
      await send('POST', '/providers/proxy/', {
        name: 'Wiki',
        internal_host: 'http://wiki:8080/app',
        external_host: 'https://wiki.example.org',
        authorization_flow: flow,
      })
    ).body
    expect(created).not.toHaveProperty('authorization_flow')
    const asOAuth2 = await get(`/providers/oauth2/${created.pk}/`)
    expect(asOAuth2).toMatchObject({
      authorization_flow: flow,
      client_type: 'confidential',
      response_type: 'code',
      jwt_alg: 'RS256',
      rsa_key: db().certificateKeyPairs.rows()[0]!.pk,
      redirect_uris: 'https://wiki.example.org/pbprox/callback\nhttp://wiki:8080/pbprox/callback',
    })
    const scopes = db()
      .propertyMappings.rows()
      .filter((row) => row.kind === 'scope' && ['openid', 'profile', 'email', 'pb_proxy'].includes(row.scope_name))
    expect(asOAuth2.property_mappings).toEqual(scopes.map((row) => row.pk))
    // On update the defaults are computed from the hosts as they were before.
    await send('PATCH', `/providers/proxy/${created.pk}/`, { external_host: 'https://moved.example.org' })
    expect((await get(`/providers/oauth2/${created.pk}/`)).redirect_uris).toBe(
      'https://wiki.example.org/pbprox/callback\nhttp://wiki:8080/pbprox/callback',
    )
    await send('PATCH', `/providers/proxy/${created.pk}/`, { name: 'again' })
    expect((await get(`/providers/oauth2/${created.pk}/`)).redirect_uris).toBe(
      'https://moved.example.org/pbprox/callback\nhttp://wiki:8080/pbprox/callback',
    )
  })

  it('outpost proxy configurations are the proxy providers attached to an application', async () => {
    const configs = (await get('/outposts/proxy/')).results
    const attached = db()
      .providers.rows()
      .filter(
        (row) =>
          row.kind === 'proxy' &&
          db()
            .applications.rows()
            .some((app) => app.provider === row.pk),
      )
    expect(configs.map((row: any) => row.pk)).toEqual(attached.map((row) => row.pk))
    const app = db()
      .applications.rows()
      .find((row) => row.provider === configs[0].pk)!
    expect(configs[0].oidc_configuration).toEqual({
      issuer: `http://standin.test/application/o/${app.slug}/`,
      authorization_endpoint: 'http://standin.test/application/o/authorize/',
      token_endpoint: 'http://standin.test/application/o/token/',
      userinfo_endpoint: 'http://standin.test/application/o/userinfo/',
      end_session_endpoint: `http://standin.test/application/o/${app.slug}/end-session/`,
      introspection_endpoint: 'http://standin.test/application/o/introspect/',
      jwks_uri: `http://standin.test/application/o/${app.slug}/jwks/`,
      response_types_supported: ['code'],
      id_token_signing_alg_values_supported: ['RS256'],
      subject_types_supported: ['public'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    })
    const detached = db()
      .providers.rows()
      .find((row) => row.kind === 'proxy' && !attached.includes(row))
    if (detached) expect((await standin.send('GET', api(`/outposts/proxy/${detached.pk}/`))).status).toBe(404)
    const oauthOnly = db()
      .providers.rows()
      .find((row) => row.kind === 'oauth2')!
    expect((await standin.send('GET', api(`/outposts/proxy/${oauthOnly.pk}/`))).status).toBe(404)
  })

  it('saving an outpost makes sure its service account exists', async () => {
    const proxy = db()
      .providers.rows()
      .find((row) => row.kind === 'proxy')!.pk
    const outpost = (
      await send('POST', '/outposts/outposts/', { name: 'Edge', providers: [proxy], _config: { log_level: 'info' } })
    ).body
    const username = `pb-outpost-${outpost.pk.replace(/-/g, '')}`
    const users = (await get(`/core/users/?search=${username}`)).results
    expect(users).toHaveLength(1)
    expect(users[0]).toMatchObject({ username, is_superuser: false })
    await send('PATCH', `/outposts/outposts/${outpost.pk}/`, { name: 'Edge 2' })
    expect((await get(`/core/users/?search=${username}`)).count).toBe(1)
  })

  it('key pairs are returned with their private key, as upstream', async () => {
    const pair = db().certificateKeyPairs.rows()[1]!
    expect(await get(`/crypto/certificatekeypairs/${pair.pk}/`)).toEqual({
      pk: pair.pk,
      name: pair.name,
      certificate_data: pair.certificate_data,
      key_data: pair.key_data,
    })
  })

  it('PUT on a missing id is a 404, not an upsert', async () => {
    const reply = await send('PUT', '/core/users/424242/', { username: 'ghost', name: 'Ghost' })
    expect(reply.status).toBe(404)
    expect(
      db()
        .users.rows()
        .some((user) => user.username === 'ghost'),
    ).toBe(false)
  })

  it('DELETE answers 204 with no body and the object is gone', async () => {
    const reply = await send('DELETE', '/core/users/2/')
    expect(reply.status).toBe(204)
    expect(reply.text).toBe('')
    expect(reply.headers.get('content-type')).toBeNull()
    expect((await standin.send('GET', api('/core/users/2/'))).status).toBe(404)
  })
})
