import type { IdentityDb } from '../../mocks/identity/db.js'
import { pemPairs } from '../../fixtures/identity/pem.js'
import type { SendOptions } from './standin.js'

/**
 * Requests for every identity operation, in an order where later rows use objects earlier
 * rows made, then the errors clients meet: the parity suite sends them through both hosts,
 * the real-client test and the validation pass (contracts/validation/) through the Koa host.
 */

const BASE = '/api/v2beta'
const FROM = { 'X-Forwarded-For': '203.0.113.9' }

export interface Row {
  /** The route name (or a label for error rows, which name no route). */
  name: string
  method: string
  path: (db: IdentityDb) => string
  options?: (db: IdentityDb) => SendOptions
}

const json =
  (body: (db: IdentityDb) => unknown) =>
  (db: IdentityDb): SendOptions => ({ json: body(db), headers: FROM })
const byName = <T extends { name: string | null }>(rows: readonly T[], name: string) => {
  const found = rows.find((row) => row.name === name)
  if (!found) throw new Error(`no row named ${name}`)
  return found
}

function crud(
  resource: string,
  path: string,
  existing: (db: IdentityDb) => string | number,
  create: (db: IdentityDb) => unknown,
  created: (db: IdentityDb) => string | number,
  update: (db: IdentityDb) => unknown,
  patch: (db: IdentityDb) => unknown,
): Row[] {
  return [
    { name: `identity.${resource}.list`, method: 'GET', path: () => `${BASE}${path}?limit=3&offset=1&ordering=-pk` },
    { name: `identity.${resource}.read`, method: 'GET', path: (db) => `${BASE}${path}${existing(db)}/` },
    { name: `identity.${resource}.create`, method: 'POST', path: () => `${BASE}${path}`, options: json(create) },
    {
      name: `identity.${resource}.update`,
      method: 'PUT',
      path: (db) => `${BASE}${path}${created(db)}/`,
      options: json(update),
    },
    {
      name: `identity.${resource}.partial_update`,
      method: 'PATCH',
      path: (db) => `${BASE}${path}${created(db)}/`,
      options: json(patch),
    },
    {
      name: `identity.${resource}.delete`,
      method: 'DELETE',
      path: (db) => `${BASE}${path}${created(db)}/`,
      options: () => ({ headers: FROM }),
    },
  ]
}

function readOnly(resource: string, path: string, existing: (db: IdentityDb) => string | number): Row[] {
  return [
    { name: `identity.${resource}.list`, method: 'GET', path: () => `${BASE}${path}?limit=2` },
    { name: `identity.${resource}.read`, method: 'GET', path: (db) => `${BASE}${path}${existing(db)}/` },
  ]
}

const flowPk = (db: IdentityDb) => byName(db.flows.rows(), 'Default Authentication Flow').pk
const firstProxy = (db: IdentityDb) => db.providers.rows().find((row) => row.kind === 'proxy')!.pk
const createdProxyConfig = (db: IdentityDb) =>
  db.providers.rows().find((row) => row.name === 'Parity Proxy Config' || row.name === 'Renamed Proxy')!.pk
const attachedProxy = (db: IdentityDb) =>
  db.providers
    .rows()
    .filter((row) => row.kind === 'proxy')
    .find((row) => db.applications.rows().some((app) => app.provider === row.pk))!.pk

function typedPolicy(segment: string, kind: string, create: Record<string, unknown>): Row[] {
  const name = `parity ${segment}`
  return crud(
    `policies.${segment}`,
    `/policies/${segment}/`,
    (db) => db.policies.rows().find((row) => row.kind === kind)!.pk,
    () => ({ name, ...create }),
    (db) => byName(db.policies.rows(), name).pk,
    () => ({ name, ...create }),
    () => ({ name }),
  )
}

function typedMapping(kind: string, create: Record<string, unknown>): Row[] {
  const name = `parity ${kind}`
  return crud(
    `propertymappings.${kind}`,
    `/propertymappings/${kind}/`,
    (db) => db.propertyMappings.rows().find((row) => row.kind === kind)!.pk,
    () => ({ name, expression: 'return True', ...create }),
    (db) => byName(db.propertyMappings.rows(), name).pk,
    () => ({ name, expression: 'return False', ...create }),
    () => ({ expression: 'return None' }),
  )
}

export const identityRows: Row[] = [
  { name: 'identity.root.read', method: 'GET', path: () => `${BASE}/` },
  {
    name: 'identity.swagger.read',
    method: 'GET',
    path: () => `${BASE}/swagger.json`,
    options: () => ({ auth: false }),
  },
  ...readOnly('audit.events', '/audit/events/', (db) => db.events.rows()[0]!.pk),
  ...crud(
    'core.applications',
    '/core/applications/',
    (db) => db.applications.rows()[0]!.pk,
    () => ({ name: 'Parity App', slug: 'parity-app', meta_launch_url: 'https://parity.example/' }),
    (db) => byName(db.applications.rows(), 'Parity App').pk,
    () => ({ name: 'Parity App', slug: 'parity-app-2' }),
    () => ({ meta_publisher: 'Parity Inc' }),
  ),
  ...crud(
    'core.groups',
    '/core/groups/',
    (db) => db.groups.rows()[0]!.pk,
    () => ({ name: 'Parity Group', parent: null, users: [1, 2] }),
    (db) => byName(db.groups.rows(), 'Parity Group').pk,
    () => ({ name: 'Parity Group', parent: null, users: [3], attributes: { a: 1 } }),
    () => ({ is_superuser: true }),
  ),
  ...crud(
    'core.users',
    '/core/users/',
    (db) => db.users.rows()[1]!.pk,
    () => ({ username: 'parity.user', name: 'Parity User', email: 'parity@example.org' }),
    (db) => db.users.rows().find((row) => row.username === 'parity.user')!.pk,
    () => ({ username: 'parity.user', name: 'Parity User Renamed' }),
    () => ({ email: 'renamed@example.org' }),
  ),
  ...crud(
    'crypto.certificatekeypairs',
    '/crypto/certificatekeypairs/',
    (db) => db.certificateKeyPairs.rows()[0]!.pk,
    () => ({ name: 'Parity Pair', certificate_data: pemPairs[1]!.certificate, key_data: pemPairs[1]!.key }),
    (db) => byName(db.certificateKeyPairs.rows(), 'Parity Pair').pk,
    () => ({ name: 'Parity Pair', certificate_data: pemPairs[2]!.certificate }),
    () => ({ key_data: '' }),
  ),
  ...crud(
    'flows.bindings',
    '/flows/bindings/',
    (db) => db.flowStageBindings.rows()[0]!.pk,
    (db) => ({ target: flowPk(db), stage: db.stages.rows()[3]!.pk, order: 500 }),
    (db) => db.flowStageBindings.rows().find((row) => row.order === 500 || row.order === 501)!.pk,
    (db) => ({ target: flowPk(db), stage: db.stages.rows()[3]!.pk, order: 501, re_evaluate_policies: true }),
    () => ({ re_evaluate_policies: false }),
  ),
  ...crud(
    'flows.instances',
    '/flows/instances/',
    (db) => db.flows.rows()[0]!.pk,
    () => ({ name: 'Parity Flow', slug: 'parity-flow', title: 'Parity', designation: 'enrollment' }),
    (db) => byName(db.flows.rows(), 'Parity Flow').pk,
    () => ({ name: 'Parity Flow', slug: 'parity-flow-2', title: 'Parity 2', designation: 'recovery' }),
    () => ({ title: 'Parity 3' }),
  ),
  ...crud(
    'outposts.outposts',
    '/outposts/outposts/',
    (db) => db.outposts.rows()[0]!.pk,
    (db) => ({ name: 'Parity Outpost', providers: [firstProxy(db)], _config: { log_level: 'debug' } }),
    (db) => byName(db.outposts.rows(), 'Parity Outpost').pk,
    (db) => ({ name: 'Parity Outpost', providers: [firstProxy(db)], _config: {} }),
    () => ({ _config: { passbook_host: 'https://id.example/' } }),
  ),
  { name: 'identity.outposts.proxy.list', method: 'GET', path: () => `${BASE}/outposts/proxy/?ordering=name` },
  { name: 'identity.outposts.proxy.read', method: 'GET', path: (db) => `${BASE}/outposts/proxy/${attachedProxy(db)}/` },
  {
    name: 'identity.outposts.proxy.create',
    method: 'POST',
    path: () => `${BASE}/outposts/proxy/`,
    options: json((db) => ({
      name: 'Parity Proxy Config',
      internal_host: 'http://app:8080',
      external_host: 'https://app.example',
      authorization_flow: flowPk(db),
    })),
  },
  // What a client creates here it reads, changes and deletes here (no application uses it yet).
  {
    name: 'identity.outposts.proxy.read',
    method: 'GET',
    path: (db) => `${BASE}/outposts/proxy/${createdProxyConfig(db)}/`,
  },
  {
    name: 'identity.outposts.proxy.update',
    method: 'PUT',
    path: (db) => `${BASE}/outposts/proxy/${createdProxyConfig(db)}/`,
    options: json(() => ({
      name: 'Renamed Proxy',
      internal_host: 'http://renamed:80',
      external_host: 'https://renamed.example',
    })),
  },
  {
    name: 'identity.outposts.proxy.partial_update',
    method: 'PATCH',
    path: (db) => `${BASE}/outposts/proxy/${attachedProxy(db)}/`,
    options: json(() => ({ basic_auth_enabled: true })),
  },
  ...readOnly('policies.all', '/policies/all/', (db) => db.policies.rows()[0]!.pk),
  ...crud(
    'policies.bindings',
    '/policies/bindings/',
    (db) => db.policyBindings.rows()[0]!.pk,
    (db) => ({ policy: db.policies.rows()[0]!.pk, target: db.applications.rows()[0]!.pk, order: 77 }),
    (db) => db.policyBindings.rows().find((row) => row.order === 77 || row.order === 78)!.pk,
    (db) => ({ policy: db.policies.rows()[0]!.pk, target: db.applications.rows()[0]!.pk, order: 78, timeout: 5 }),
    () => ({ enabled: false }),
  ),
  ...typedPolicy('dummy', 'dummy', { result: true }),
  ...typedPolicy('expression', 'expression', { expression: 'return True' }),
  ...typedPolicy('group_membership', 'group_membership', {}),
  ...typedPolicy('breachedpassword', 'breachedpassword', { allowed_count: 3 }),
  ...typedPolicy('password', 'password', { error_message: 'Too weak', length_min: 12 }),
  ...typedPolicy('password_expiry', 'password_expiry', { days: 45 }),
  ...typedPolicy('reputation', 'reputation', { threshold: -3 }),
  ...readOnly('propertymappings.all', '/propertymappings/all/', (db) => db.propertyMappings.rows()[0]!.pk),
  ...typedMapping('ldap', { object_field: 'attributes.title' }),
  ...typedMapping('saml', { saml_name: 'urn:oid:2.5.4.3' }),
  ...typedMapping('scope', { scope_name: 'parity' }),
  ...readOnly('providers.all', '/providers/all/', (db) => db.providers.rows()[0]!.pk),
  ...crud(
    'providers.oauth2',
    '/providers/oauth2/',
    (db) => db.providers.rows()[0]!.pk,
    (db) => ({ name: 'Parity OAuth', authorization_flow: flowPk(db), redirect_uris: 'https://parity.example/cb' }),
    (db) => byName(db.providers.rows(), 'Parity OAuth').pk,
    (db) => ({ name: 'Parity OAuth', authorization_flow: flowPk(db), client_type: 'public' }),
    () => ({ sub_mode: 'user_email' }),
  ),
  ...crud(
    'providers.proxy',
    '/providers/proxy/',
    (db) => firstProxy(db),
    (db) => ({
      name: 'Parity Proxy',
      internal_host: 'http://parity:3000',
      external_host: 'https://parity.example',
      authorization_flow: flowPk(db),
    }),
    (db) => byName(db.providers.rows(), 'Parity Proxy').pk,
    () => ({ name: 'Parity Proxy', internal_host: 'http://parity:4000', external_host: 'https://parity2.example' }),
    () => ({ skip_path_regex: '^/health$' }),
  ),
  {
    name: 'identity.outposts.proxy.delete',
    method: 'DELETE',
    path: (db) => `${BASE}/outposts/proxy/${createdProxyConfig(db)}/`,
    options: () => ({ headers: FROM }),
  },
  // The audit trail the writes above left, and the errors both hosts must word alike.
  { name: 'audit trail after the writes', method: 'GET', path: () => `${BASE}/audit/events/?limit=200` },
  { name: 'unauthenticated', method: 'GET', path: () => `${BASE}/core/users/`, options: () => ({ auth: false }) },
  {
    name: 'wrong token',
    method: 'GET',
    path: () => `${BASE}/core/users/`,
    options: () => ({ headers: { Authorization: 'Bearer nope' } }),
  },
  { name: 'not found', method: 'GET', path: () => `${BASE}/core/users/999999/` },
  { name: 'malformed id', method: 'GET', path: () => `${BASE}/core/groups/not-a-uuid/` },
  { name: 'malformed percent-encoding', method: 'GET', path: () => `${BASE}/policies/dummy/%E0%A4%A/` },
  { name: 'method not allowed', method: 'POST', path: () => `${BASE}/audit/events/`, options: () => ({ json: {} }) },
  { name: 'missing trailing slash', method: 'GET', path: () => `${BASE}/core/users?limit=1` },
  { name: 'unknown path', method: 'GET', path: () => `${BASE}/nope/` },
  {
    name: 'json parse error',
    method: 'POST',
    path: () => `${BASE}/core/users/`,
    options: () => ({ body: '{"username": ', headers: { 'Content-Type': 'application/json' } }),
  },
  {
    name: 'unsupported media type',
    method: 'POST',
    path: () => `${BASE}/core/users/`,
    options: () => ({ body: 'x', headers: { 'Content-Type': 'text/plain' } }),
  },
  {
    name: 'validation error',
    method: 'POST',
    path: () => `${BASE}/core/groups/`,
    options: () => ({ json: { name: '' } }),
  },
  { name: 'head', method: 'HEAD', path: () => `${BASE}/core/users/1/` },
  { name: 'options', method: 'OPTIONS', path: () => `${BASE}/core/users/` },
  {
    name: 'form body',
    method: 'POST',
    path: () => `${BASE}/core/users/`,
    options: () => ({
      body: 'username=form.user&name=Form+User',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    }),
  },
]
