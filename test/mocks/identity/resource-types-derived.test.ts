import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import type * as derived from '../../../mocks/identity/resource-types.js'
import type * as old from './hand-written-resource-types.js'

/**
 * The exported output types follow from the collections' fields; each is the very type that
 * was written by hand before (hand-written-resource-types.ts), so clients see no change.
 */

type Was<Schema extends z.ZodType> = z.infer<Schema>

describe('the derived output types', () => {
  it('equal the hand-written ones, type by type', () => {
    expectTypeOf<derived.User>().toEqualTypeOf<Was<typeof old.userResource>>()
    expectTypeOf<derived.Group>().toEqualTypeOf<Was<typeof old.groupResource>>()
    expectTypeOf<derived.Application>().toEqualTypeOf<Was<typeof old.applicationResource>>()
    expectTypeOf<derived.CertificateKeyPair>().toEqualTypeOf<Was<typeof old.certificateKeyPairResource>>()
    expectTypeOf<derived.Flow>().toEqualTypeOf<Was<typeof old.flowResource>>()
    expectTypeOf<derived.FlowStageBinding>().toEqualTypeOf<Was<typeof old.flowStageBindingResource>>()
    expectTypeOf<derived.Outpost>().toEqualTypeOf<Was<typeof old.outpostResource>>()
    expectTypeOf<derived.ProxyOutpostConfig>().toEqualTypeOf<Was<typeof old.proxyOutpostConfigResource>>()
    expectTypeOf<derived.OidcConfiguration>().toEqualTypeOf<Was<typeof old.oidcConfigurationSchema>>()
    expectTypeOf<derived.Policy>().toEqualTypeOf<Was<typeof old.policyResource>>()
    expectTypeOf<derived.PolicyBinding>().toEqualTypeOf<Was<typeof old.policyBindingResource>>()
    expectTypeOf<derived.DummyPolicy>().toEqualTypeOf<Was<typeof old.dummyPolicyResource>>()
    expectTypeOf<derived.ExpressionPolicy>().toEqualTypeOf<Was<typeof old.expressionPolicyResource>>()
    expectTypeOf<derived.GroupMembershipPolicy>().toEqualTypeOf<Was<typeof old.groupMembershipPolicyResource>>()
    expectTypeOf<derived.BreachedPasswordPolicy>().toEqualTypeOf<Was<typeof old.breachedPasswordPolicyResource>>()
    expectTypeOf<derived.PasswordPolicy>().toEqualTypeOf<Was<typeof old.passwordPolicyResource>>()
    expectTypeOf<derived.PasswordExpiryPolicy>().toEqualTypeOf<Was<typeof old.passwordExpiryPolicyResource>>()
    expectTypeOf<derived.ReputationPolicy>().toEqualTypeOf<Was<typeof old.reputationPolicyResource>>()
    expectTypeOf<derived.PropertyMapping>().toEqualTypeOf<Was<typeof old.propertyMappingResource>>()
    expectTypeOf<derived.LDAPPropertyMapping>().toEqualTypeOf<Was<typeof old.ldapPropertyMappingResource>>()
    expectTypeOf<derived.SAMLPropertyMapping>().toEqualTypeOf<Was<typeof old.samlPropertyMappingResource>>()
    expectTypeOf<derived.ScopeMapping>().toEqualTypeOf<Was<typeof old.scopeMappingResource>>()
    expectTypeOf<derived.Provider>().toEqualTypeOf<Was<typeof old.providerResource>>()
    expectTypeOf<derived.OAuth2Provider>().toEqualTypeOf<Was<typeof old.oauth2ProviderResource>>()
    expectTypeOf<derived.ProxyProvider>().toEqualTypeOf<Was<typeof old.proxyProviderResource>>()
    expectTypeOf<derived.AuditEvent>().toEqualTypeOf<Was<typeof old.auditEventResource>>()
  })
})
