import { z } from 'zod'
import {
  applicationSchema,
  certificateKeyPairSchema,
  eventSchema,
  flowSchema,
  flowStageBindingSchema,
  groupSchema,
  outpostSchema,
  policyBindingSchema,
  policySchema,
  propertyMappingSchema,
  providerSchema,
  userSchema,
} from './schemas.js'

/**
 * Every identity resource as the API sends it, for front-end code (`import type { User }
 * from 'standin'`). The store keeps rows (schemas.ts) with hidden columns and without the
 * computed fields; each resource here picks the row fields it renders from the store's own
 * schema and adds what is computed, so a change to a stored field changes its type here.
 * test/mocks/identity/resource-types.test.ts checks every list item against these.
 */

const uuid = z.string()
const uuids = z.array(uuid)

export const userResource = userSchema
  .pick({ pk: true, username: true, name: true, email: true })
  .extend({ is_superuser: z.boolean() })

export const groupResource = groupSchema

export const applicationResource = applicationSchema.extend({ policies: uuids })

export const certificateKeyPairResource = certificateKeyPairSchema.pick({
  pk: true,
  name: true,
  certificate_data: true,
  key_data: true,
})

export const flowResource = flowSchema
  .pick({ pk: true, name: true, slug: true, title: true, designation: true })
  .extend({ stages: uuids, policies: uuids })

export const flowStageBindingResource = flowStageBindingSchema
  .omit({ pbm_uuid: true })
  .extend({ policies: uuids })

export const outpostResource = outpostSchema.pick({ pk: true, name: true, providers: true, _config: true })

export const policyBindingResource = policyBindingSchema.omit({ negate: true })

/** `/policies/all/`: the base fields and the concrete type. */
export const policyResource = z.object({ pk: uuid, name: z.string().nullable(), __type__: z.string() })

// The stored union's options, in the order schemas.ts lists them; `.omit` only accepts keys
// of the option it is given, so a reordering there fails the type check here.
const [dummyRow, expressionRow, groupMembershipRow, breachedPasswordRow, passwordRow, passwordExpiryRow, reputationRow] =
  policySchema.options
const policyRowOnly = { kind: true, created: true, last_updated: true } as const

export const dummyPolicyResource = dummyRow.omit(policyRowOnly)
export const expressionPolicyResource = expressionRow.omit(policyRowOnly)
export const groupMembershipPolicyResource = groupMembershipRow.omit(policyRowOnly)
export const breachedPasswordPolicyResource = breachedPasswordRow.omit(policyRowOnly)
export const passwordPolicyResource = passwordRow.omit(policyRowOnly)
export const passwordExpiryPolicyResource = passwordExpiryRow.omit(policyRowOnly)
export const reputationPolicyResource = reputationRow.omit(policyRowOnly)

/** `/propertymappings/all/`: the base fields and the concrete type. */
export const propertyMappingResource = z.object({
  pk: uuid,
  name: z.string(),
  expression: z.string(),
  __type__: z.string(),
})

const [ldapRow, samlRow, scopeRow] = propertyMappingSchema.options

export const ldapPropertyMappingResource = ldapRow.omit({ kind: true })
export const samlPropertyMappingResource = samlRow.omit({ kind: true })
export const scopeMappingResource = scopeRow.omit({ kind: true })

const [oauth2Row, proxyRow] = providerSchema.options

/** `/providers/all/`: upstream's base serializer has no name. */
export const providerResource = oauth2Row
  .pick({ pk: true, authorization_flow: true, property_mappings: true })
  .extend({ __type__: z.string() })

export const oauth2ProviderResource = oauth2Row.omit({
  kind: true,
  include_claims_in_id_token: true,
  token_validity: true,
})

const proxyHostFields = {
  pk: true,
  name: true,
  internal_host: true,
  external_host: true,
  internal_host_ssl_validation: true,
  certificate: true,
  skip_path_regex: true,
  basic_auth_enabled: true,
  basic_auth_password_attribute: true,
  basic_auth_user_attribute: true,
} as const

export const proxyProviderResource = proxyRow.pick(proxyHostFields)

/** What a proxy outpost reads to reach its provider. */
export const oidcConfigurationSchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  end_session_endpoint: z.string(),
  introspection_endpoint: z.string(),
  jwks_uri: z.string(),
  response_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
})

export const proxyOutpostConfigResource = proxyRow
  .pick({ ...proxyHostFields, client_id: true, client_secret: true, cookie_secret: true })
  .extend({ oidc_configuration: oidcConfigurationSchema })

export const auditEventResource = eventSchema

/** Each collection's item schema, by the Swagger definition name its items follow. */
export const identityResources = {
  Event: auditEventResource,
  Application: applicationResource,
  Group: groupResource,
  User: userResource,
  CertificateKeyPair: certificateKeyPairResource,
  FlowStageBinding: flowStageBindingResource,
  Flow: flowResource,
  Outpost: outpostResource,
  ProxyOutpostConfig: proxyOutpostConfigResource,
  Policy: policyResource,
  PolicyBinding: policyBindingResource,
  DummyPolicy: dummyPolicyResource,
  ExpressionPolicy: expressionPolicyResource,
  GroupMembershipPolicy: groupMembershipPolicyResource,
  BreachedPasswordPolicy: breachedPasswordPolicyResource,
  PasswordPolicy: passwordPolicyResource,
  PasswordExpiryPolicy: passwordExpiryPolicyResource,
  ReputationPolicy: reputationPolicyResource,
  PropertyMapping: propertyMappingResource,
  LDAPPropertyMapping: ldapPropertyMappingResource,
  SAMLPropertyMapping: samlPropertyMappingResource,
  ScopeMapping: scopeMappingResource,
  Provider: providerResource,
  OAuth2Provider: oauth2ProviderResource,
  ProxyProvider: proxyProviderResource,
} as const

export type User = z.infer<typeof userResource>
export type Group = z.infer<typeof groupResource>
export type Application = z.infer<typeof applicationResource>
export type CertificateKeyPair = z.infer<typeof certificateKeyPairResource>
export type Flow = z.infer<typeof flowResource>
export type FlowStageBinding = z.infer<typeof flowStageBindingResource>
export type Outpost = z.infer<typeof outpostResource>
export type ProxyOutpostConfig = z.infer<typeof proxyOutpostConfigResource>
export type OidcConfiguration = z.infer<typeof oidcConfigurationSchema>
export type Policy = z.infer<typeof policyResource>
export type PolicyBinding = z.infer<typeof policyBindingResource>
export type DummyPolicy = z.infer<typeof dummyPolicyResource>
export type ExpressionPolicy = z.infer<typeof expressionPolicyResource>
export type GroupMembershipPolicy = z.infer<typeof groupMembershipPolicyResource>
export type BreachedPasswordPolicy = z.infer<typeof breachedPasswordPolicyResource>
export type PasswordPolicy = z.infer<typeof passwordPolicyResource>
export type PasswordExpiryPolicy = z.infer<typeof passwordExpiryPolicyResource>
export type ReputationPolicy = z.infer<typeof reputationPolicyResource>
export type PropertyMapping = z.infer<typeof propertyMappingResource>
export type LDAPPropertyMapping = z.infer<typeof ldapPropertyMappingResource>
export type SAMLPropertyMapping = z.infer<typeof samlPropertyMappingResource>
export type ScopeMapping = z.infer<typeof scopeMappingResource>
export type Provider = z.infer<typeof providerResource>
export type OAuth2Provider = z.infer<typeof oauth2ProviderResource>
export type ProxyProvider = z.infer<typeof proxyProviderResource>
/** An entry of the audit log (`/audit/events/`; the Swagger definition `Event`). */
export type AuditEvent = z.infer<typeof auditEventResource>

/** A page of any identity list (DRF's limit/offset envelope). */
export interface IdentityPage<Item> {
  count: number
  next: string | null
  previous: string | null
  results: Item[]
}
