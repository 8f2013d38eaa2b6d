import type { Collection } from './collection.js'
import type { CreateInput, Input, Output } from './fields.js'
import { applications, groups, users } from './collections/core.js'
import { certificateKeyPairs } from './collections/crypto.js'
import { events } from './collections/audit.js'
import { flowStageBindings, flows } from './collections/flows.js'
import { outposts } from './collections/outposts.js'
import {
  allPolicies,
  breachedPasswordPolicies,
  dummyPolicies,
  expressionPolicies,
  groupMembershipPolicies,
  passwordExpiryPolicies,
  passwordPolicies,
  policyBindings,
  reputationPolicies,
} from './collections/policies.js'
import {
  allPropertyMappings,
  ldapPropertyMappings,
  samlPropertyMappings,
  scopeMappings,
} from './collections/propertymappings.js'
import { allProviders, oauth2Providers, proxyOutpostConfigs, proxyProviders } from './collections/providers.js'

/**
 * Every collection of the identity API by its path under the API root, in the spec's order
 * (the API root lists them so, and the routes follow it). Adding a collection is adding it
 * here: the routes, the root and the store's counts read this registry.
 */
export const identityCollections = {
  'audit/events': events,
  'core/applications': applications,
  'core/groups': groups,
  'core/users': users,
  'crypto/certificatekeypairs': certificateKeyPairs,
  'flows/bindings': flowStageBindings,
  'flows/instances': flows,
  'outposts/outposts': outposts,
  'outposts/proxy': proxyOutpostConfigs,
  'policies/all': allPolicies,
  'policies/bindings': policyBindings,
  'policies/dummy': dummyPolicies,
  'policies/expression': expressionPolicies,
  'policies/group_membership': groupMembershipPolicies,
  'policies/breachedpassword': breachedPasswordPolicies,
  'policies/password': passwordPolicies,
  'policies/password_expiry': passwordExpiryPolicies,
  'policies/reputation': reputationPolicies,
  'propertymappings/all': allPropertyMappings,
  'propertymappings/ldap': ldapPropertyMappings,
  'propertymappings/saml': samlPropertyMappings,
  'propertymappings/scope': scopeMappings,
  'providers/all': allProviders,
  'providers/oauth2': oauth2Providers,
  'providers/proxy': proxyProviders,
}

type IdentityCollections = typeof identityCollections
/** `core/users`, `flows/instances`...: a collection's path under the API root, without slashes around it. */
export type CollectionPath = keyof IdentityCollections

type Parts<P extends CollectionPath> =
  IdentityCollections[P] extends Collection<infer Row, infer Key, infer F, infer Name>
    ? { row: Row; key: Key; fields: F; name: Name }
    : never

/** The stored row of a collection (`RowOf<'core/users'>` is `UserRow`). */
export type RowOf<P extends CollectionPath> = Parts<P>['row']
/** Its primary key's type. */
export type KeyOf<P extends CollectionPath> = Parts<P>['key']
/** An intersection as one object type (what editors show, and what type tests compare). */
type Flat<T> = { [K in keyof T]: T[K] } & {}

/** What a create of that collection validates to: required and defaulted fields always, the others when sent. */
export type CreateInputOf<P extends CollectionPath> = Flat<CreateInput<Parts<P>['fields']>>
/** What an update of it validates to: any writable field. */
export type UpdateInputOf<P extends CollectionPath> = Input<Parts<P>['fields']>
/** What the API sends for one of its items: each shown field, typed from the row's column or its declared output. */
export type OutputOf<P extends CollectionPath> = Flat<Output<Parts<P>['row'], Parts<P>['fields']>>
/** The Swagger definition its items follow (`User` for `core/users`). */
export type SchemaNameOf<P extends CollectionPath> = Parts<P>['name']
