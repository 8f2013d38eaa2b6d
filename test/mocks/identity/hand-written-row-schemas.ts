import { z } from 'zod'
import {
  clientTypes,
  flowDesignations,
  jwtAlgorithms,
  responseTypes,
  subModes,
} from '../../../mocks/identity/choices.js'

/**
 * The row schemas as they were written by hand before they followed from the tables' columns
 * (mocks/identity/schemas.ts at 672d5aa), kept so that row-schemas-derived.test.ts proves the
 * derived row types and schemas are the same.
 */

const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
const int32 = z.number().int().min(-2147483648).max(2147483647)
const timestamp = z.string()

export const userSchema = z.object({
  pk: z.number().int().positive(),
  username: z.string().min(1).max(150),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  date_joined: timestamp,
})

export const groupSchema = z.object({
  pk: uuid,
  name: z.string().min(1).max(80),
  is_superuser: z.boolean(),
  parent: uuid.nullable(),
  users: z.array(z.number().int()),
  attributes: z.json(),
})

export const applicationSchema = z.object({
  pk: uuid,
  name: z.string(),
  slug: z.string().max(50),
  provider: z.number().int().nullable(),
  meta_launch_url: z.string(),
  meta_icon_url: z.string(),
  meta_description: z.string(),
  meta_publisher: z.string(),
})

export const certificateKeyPairSchema = z.object({
  pk: uuid,
  name: z.string(),
  certificate_data: z.string(),
  key_data: z.string(),
  created: timestamp,
  last_updated: timestamp,
})

export const flowSchema = z.object({
  pk: uuid,
  /** The hidden PolicyBindingModel key, distinct from the flow's own `flow_uuid`. */
  pbm_uuid: uuid,
  name: z.string(),
  slug: z.string().max(50),
  title: z.string(),
  designation: z.enum(flowDesignations),
})

/** Stages are not an API collection; bindings refer to them, so the store keeps them. */
export const stageSchema = z.object({
  pk: uuid,
  name: z.string(),
  kind: z.string(),
})

export const flowStageBindingSchema = z.object({
  pk: uuid,
  pbm_uuid: uuid,
  target: uuid,
  stage: uuid,
  re_evaluate_policies: z.boolean(),
  order: int32,
})

const policyBase = {
  pk: uuid,
  name: z.string().nullable(),
  created: timestamp,
  last_updated: timestamp,
}

export const policySchema = z.discriminatedUnion('kind', [
  z.object({
    ...policyBase,
    kind: z.literal('dummy'),
    result: z.boolean(),
    wait_min: int32,
    wait_max: int32,
  }),
  z.object({ ...policyBase, kind: z.literal('expression'), expression: z.string() }),
  z.object({ ...policyBase, kind: z.literal('group_membership'), group: uuid.nullable() }),
  z.object({ ...policyBase, kind: z.literal('breachedpassword'), password_field: z.string(), allowed_count: int32 }),
  z.object({
    ...policyBase,
    kind: z.literal('password'),
    password_field: z.string(),
    amount_uppercase: int32,
    amount_lowercase: int32,
    amount_symbols: int32,
    length_min: int32,
    symbol_charset: z.string(),
    error_message: z.string(),
  }),
  z.object({ ...policyBase, kind: z.literal('password_expiry'), days: int32, deny_only: z.boolean() }),
  z.object({
    ...policyBase,
    kind: z.literal('reputation'),
    check_ip: z.boolean(),
    check_username: z.boolean(),
    threshold: int32,
  }),
])

export const policyBindingSchema = z.object({
  pk: uuid,
  policy: uuid,
  target: uuid,
  enabled: z.boolean(),
  order: int32,
  timeout: int32,
  negate: z.boolean(),
})

const mappingBase = { pk: uuid, name: z.string(), expression: z.string() }

export const propertyMappingSchema = z.discriminatedUnion('kind', [
  z.object({ ...mappingBase, kind: z.literal('ldap'), object_field: z.string() }),
  z.object({ ...mappingBase, kind: z.literal('saml'), saml_name: z.string(), friendly_name: z.string().nullable() }),
  z.object({ ...mappingBase, kind: z.literal('scope'), scope_name: z.string(), description: z.string() }),
])

const oauth2Fields = {
  pk: z.number().int().positive(),
  name: z.string(),
  authorization_flow: uuid,
  property_mappings: z.array(uuid),
  client_type: z.enum(clientTypes),
  client_id: z.string().max(255),
  client_secret: z.string().max(255),
  response_type: z.enum(responseTypes),
  jwt_alg: z.enum(jwtAlgorithms),
  rsa_key: uuid.nullable(),
  redirect_uris: z.string(),
  sub_mode: z.enum(subModes),
  include_claims_in_id_token: z.boolean(),
  token_validity: z.string(),
}

/** A proxy provider is an OAuth2 provider with more columns (multi-table inheritance upstream). */
export const providerSchema = z.discriminatedUnion('kind', [
  z.object({ ...oauth2Fields, kind: z.literal('oauth2') }),
  z.object({
    ...oauth2Fields,
    kind: z.literal('proxy'),
    internal_host: z.string(),
    external_host: z.string(),
    internal_host_ssl_validation: z.boolean(),
    certificate: uuid.nullable(),
    skip_path_regex: z.string(),
    basic_auth_enabled: z.boolean(),
    basic_auth_password_attribute: z.string(),
    basic_auth_user_attribute: z.string(),
    cookie_secret: z.string(),
    /** Made through `/outposts/proxy/`, so it stays readable there before an application uses it. */
    outpost_config: z.boolean().optional(),
  }),
])

export const outpostSchema = z.object({
  pk: uuid,
  name: z.string(),
  providers: z.array(z.number().int()),
  _config: z.json(),
  type: z.literal('proxy'),
  deployment_type: z.string(),
})

export const eventSchema = z.object({
  pk: uuid,
  user: z.json(),
  action: z.string(),
  date: timestamp,
  app: z.string(),
  context: z.json(),
  client_ip: z.string().nullable(),
  created: timestamp,
})

export type UserRow = z.infer<typeof userSchema>
export type GroupRow = z.infer<typeof groupSchema>
export type ApplicationRow = z.infer<typeof applicationSchema>
export type CertificateKeyPairRow = z.infer<typeof certificateKeyPairSchema>
export type FlowRow = z.infer<typeof flowSchema>
export type StageRow = z.infer<typeof stageSchema>
export type FlowStageBindingRow = z.infer<typeof flowStageBindingSchema>
export type PolicyRow = z.infer<typeof policySchema>
export type PolicyKind = PolicyRow['kind']
export type PolicyBindingRow = z.infer<typeof policyBindingSchema>
export type PropertyMappingRow = z.infer<typeof propertyMappingSchema>
export type PropertyMappingKind = PropertyMappingRow['kind']
export type ProviderRow = z.infer<typeof providerSchema>
export type ProxyProviderRow = Extract<ProviderRow, { kind: 'proxy' }>
export type OutpostRow = z.infer<typeof outpostSchema>
export type EventRow = z.infer<typeof eventSchema>
