import { clientTypes, flowDesignations, jwtAlgorithms, responseTypes, subModes } from './choices.js'
import { defineTable, defineTableOfKinds, int32, nullable, type TableRow, timestamp, uuid } from './columns.js'

/**
 * The identity store's tables: each one's columns, key and lookups, and the row type they make.
 * The store (db.ts) makes its tables from this list and nothing else; the collections
 * (collections/*.ts) serve them. Declared apart from both, so that neither imports the other
 * to know a row.
 */

const usersTable = defineTable({
  columns: {
    pk: (z) => z.number().int().positive(),
    username: (z) => z.string().min(1).max(150),
    name: (z) => z.string(),
    email: (z) => z.string(),
    is_active: (z) => z.boolean(),
    date_joined: timestamp,
  },
  key: (row) => row.pk,
  indexes: { username: (row) => row.username },
})
export type UserRow = TableRow<typeof usersTable>

/** The value of the groups' `superuser` index for a superuser group (the others are not in it). */
export const SUPERUSER = 'superuser'

const groupsTable = defineTable({
  columns: {
    pk: uuid,
    name: (z) => z.string().min(1).max(80),
    is_superuser: (z) => z.boolean(),
    parent: nullable(uuid),
    users: (z) => z.array(z.number().int()),
    attributes: (z) => z.json(),
  },
  key: (row) => row.pk,
  // Each group write would otherwise cost a pass over every group: the (name, parent) check
  // looks at the groups of one name, the token's owner at the superuser groups.
  indexes: { name: (row) => row.name, superuser: (row) => (row.is_superuser ? SUPERUSER : undefined) },
})
export type GroupRow = TableRow<typeof groupsTable>

const applicationsTable = defineTable({
  columns: {
    pk: uuid,
    name: (z) => z.string(),
    slug: (z) => z.string().max(50),
    provider: (z) => z.number().int().nullable(),
    meta_launch_url: (z) => z.string(),
    meta_icon_url: (z) => z.string(),
    meta_description: (z) => z.string(),
    meta_publisher: (z) => z.string(),
  },
  key: (row) => row.pk,
  indexes: { provider: (row) => row.provider ?? undefined },
})
export type ApplicationRow = TableRow<typeof applicationsTable>

/** `/crypto/certificatekeypairs/`: key pairs are returned with their private key, as upstream. */
const certificateKeyPairsTable = defineTable({
  columns: {
    pk: uuid,
    name: (z) => z.string(),
    certificate_data: (z) => z.string(),
    key_data: (z) => z.string(),
    created: timestamp,
    last_updated: timestamp,
  },
  key: (row) => row.pk,
})
export type CertificateKeyPairRow = TableRow<typeof certificateKeyPairsTable>

const flowsTable = defineTable({
  columns: {
    pk: uuid,
    /** The hidden PolicyBindingModel key, distinct from the flow's own `flow_uuid`. */
    pbm_uuid: uuid,
    name: (z) => z.string(),
    slug: (z) => z.string().max(50),
    title: (z) => z.string(),
    designation: (z) => z.enum(flowDesignations),
  },
  key: (row) => row.pk,
  indexes: { slug: (row) => row.slug },
})
export type FlowRow = TableRow<typeof flowsTable>

/** Stages are not an API collection; bindings refer to them, so the store keeps them. */
const stagesTable = defineTable({
  columns: { pk: uuid, name: (z) => z.string(), kind: (z) => z.string() },
  key: (row) => row.pk,
})
export type StageRow = TableRow<typeof stagesTable>

const flowStageBindingsTable = defineTable({
  columns: {
    pk: uuid,
    pbm_uuid: uuid,
    target: uuid,
    stage: uuid,
    re_evaluate_policies: (z) => z.boolean(),
    order: int32,
  },
  key: (row) => row.pk,
})
export type FlowStageBindingRow = TableRow<typeof flowStageBindingsTable>

const policiesTable = defineTableOfKinds({
  columns: { pk: uuid, name: (z) => z.string().nullable(), created: timestamp, last_updated: timestamp },
  kinds: {
    dummy: { result: (z) => z.boolean(), wait_min: int32, wait_max: int32 },
    expression: { expression: (z) => z.string() },
    group_membership: { group: nullable(uuid) },
    breachedpassword: { password_field: (z) => z.string(), allowed_count: int32 },
    password: {
      password_field: (z) => z.string(),
      amount_uppercase: int32,
      amount_lowercase: int32,
      amount_symbols: int32,
      length_min: int32,
      symbol_charset: (z) => z.string(),
      error_message: (z) => z.string(),
    },
    password_expiry: { days: int32, deny_only: (z) => z.boolean() },
    reputation: { check_ip: (z) => z.boolean(), check_username: (z) => z.boolean(), threshold: int32 },
  },
  key: (row) => row.pk,
})
export type PolicyRow = TableRow<typeof policiesTable>
export type PolicyKind = PolicyRow['kind']

const policyBindingsTable = defineTable({
  columns: {
    pk: uuid,
    policy: uuid,
    target: uuid,
    enabled: (z) => z.boolean(),
    order: int32,
    timeout: int32,
    negate: (z) => z.boolean(),
  },
  key: (row) => row.pk,
})
export type PolicyBindingRow = TableRow<typeof policyBindingsTable>

const propertyMappingsTable = defineTableOfKinds({
  columns: { pk: uuid, name: (z) => z.string(), expression: (z) => z.string() },
  kinds: {
    ldap: { object_field: (z) => z.string() },
    saml: { saml_name: (z) => z.string(), friendly_name: (z) => z.string().nullable() },
    scope: { scope_name: (z) => z.string(), description: (z) => z.string() },
  },
  key: (row) => row.pk,
})
export type PropertyMappingRow = TableRow<typeof propertyMappingsTable>
export type PropertyMappingKind = PropertyMappingRow['kind']

/** A proxy provider is an OAuth2 provider with more columns (multi-table inheritance upstream). */
const providersTable = defineTableOfKinds({
  columns: {
    pk: (z) => z.number().int().positive(),
    name: (z) => z.string(),
    authorization_flow: uuid,
    property_mappings: (z) => z.array(uuid(z)),
    client_type: (z) => z.enum(clientTypes),
    client_id: (z) => z.string().max(255),
    client_secret: (z) => z.string().max(255),
    response_type: (z) => z.enum(responseTypes),
    jwt_alg: (z) => z.enum(jwtAlgorithms),
    rsa_key: nullable(uuid),
    redirect_uris: (z) => z.string(),
    sub_mode: (z) => z.enum(subModes),
    include_claims_in_id_token: (z) => z.boolean(),
    token_validity: (z) => z.string(),
  },
  kinds: {
    oauth2: {},
    proxy: {
      internal_host: (z) => z.string(),
      external_host: (z) => z.string(),
      internal_host_ssl_validation: (z) => z.boolean(),
      certificate: nullable(uuid),
      skip_path_regex: (z) => z.string(),
      basic_auth_enabled: (z) => z.boolean(),
      basic_auth_password_attribute: (z) => z.string(),
      basic_auth_user_attribute: (z) => z.string(),
      cookie_secret: (z) => z.string(),
      /** Made through `/outposts/proxy/`, so it stays readable there before an application uses it. */
      outpost_config: (z) => z.boolean().optional(),
    },
  },
  key: (row) => row.pk,
  indexes: { client_id: (row) => row.client_id },
})
export type ProviderRow = TableRow<typeof providersTable>
export type ProxyProviderRow = Extract<ProviderRow, { kind: 'proxy' }>

const outpostsTable = defineTable({
  columns: {
    pk: uuid,
    name: (z) => z.string(),
    providers: (z) => z.array(z.number().int()),
    _config: (z) => z.json(),
    type: (z) => z.literal('proxy'),
    deployment_type: (z) => z.string(),
  },
  key: (row) => row.pk,
})
export type OutpostRow = TableRow<typeof outpostsTable>

const eventsTable = defineTable({
  columns: {
    pk: uuid,
    user: (z) => z.json(),
    action: (z) => z.string(),
    date: timestamp,
    app: (z) => z.string(),
    context: (z) => z.json(),
    client_ip: (z) => z.string().nullable(),
    created: timestamp,
  },
  key: (row) => row.pk,
})
export type EventRow = TableRow<typeof eventsTable>

/** The store's tables, in snapshot order. */
export const identityTables = {
  users: usersTable,
  groups: groupsTable,
  applications: applicationsTable,
  certificateKeyPairs: certificateKeyPairsTable,
  flows: flowsTable,
  stages: stagesTable,
  flowStageBindings: flowStageBindingsTable,
  policies: policiesTable,
  policyBindings: policyBindingsTable,
  propertyMappings: propertyMappingsTable,
  providers: providersTable,
  outposts: outpostsTable,
  events: eventsTable,
}
