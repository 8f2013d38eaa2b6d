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
} from './hand-written-row-schemas.js'

/**
 * The output types as they were written by hand before they followed from the collections'
 * fields (mocks/identity/output-types.ts at d1b5854), kept so that resource-types-derived.test.ts
 * proves the derived types the package exports are the same types.
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

export const flowStageBindingResource = flowStageBindingSchema.omit({ pbm_uuid: true }).extend({ policies: uuids })

export const outpostResource = outpostSchema.pick({ pk: true, name: true, providers: true, _config: true })

export const policyBindingResource = policyBindingSchema.omit({ negate: true })

/** `/policies/all/`: the base fields and the concrete type. */
export const policyResource = z.object({ pk: uuid, name: z.string().nullable(), __type__: z.string() })

// The stored union's options, in the order schemas.ts lists them; `.omit` only accepts keys
// of the option it is given, so a reordering there fails the type check here.
const [
  dummyRow,
  expressionRow,
  groupMembershipRow,
  breachedPasswordRow,
  passwordRow,
  passwordExpiryRow,
  reputationRow,
] = policySchema.options
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
