import { z } from 'zod'
import type { SomeCollection } from './collection.js'
import { type CollectionPath, identityCollections, type OutputOf, type SchemaNameOf } from './registry.js'
import { identityTables } from './tables.js'

/**
 * Every identity resource as the API sends it, for front-end code (`import type { User }
 * from 'standin'`). Nothing here is written per collection: each collection's output follows
 * from its fields (a stored field shows its row column, a computed one its declared output,
 * a write-only one nothing), its type as `OutputOf<'core/users'>` and its schema in
 * `identityResources`. The names below are the package's exports, kept for clients.
 * test/mocks/identity/resource-types.test.ts checks every list item against these.
 */

/** A zod object whose parsed value is `T`: what `identityResources` holds for each collection. */
export type ResourceSchema<T> = z.ZodObject<{ [K in keyof T]: z.ZodType<T[K]> }>

/** Each collection's item schema, by the Swagger definition name its items follow. */
export type IdentityResources = { [P in CollectionPath as SchemaNameOf<P>]: ResourceSchema<OutputOf<P>> }

/** A column's schema in a row schema (each option of a union of kinds, in order, until one has it). */
function columnSchema(row: unknown, name: string): z.ZodType {
  const options = row instanceof z.ZodDiscriminatedUnion ? row.options : [row]
  for (const option of options) {
    if (option instanceof z.ZodObject && name in option.shape) return option.shape[name]
  }
  throw new Error(`no column ${name} in the row schema`)
}

/**
 * Each field's schema, in field order: its declared output when computed, else its row
 * column's (write-only fields too, for what documents the input).
 */
export function fieldSchemas(collection: SomeCollection): Array<[string, z.ZodType]> {
  const row = identityTables[collection.table].schema(z)
  return Object.entries(collection.fields).map(([name, field]) => [
    name,
    typeof field.shows === 'object' ? field.shows.output(z) : columnSchema(row, name),
  ])
}

function outputSchema(collection: SomeCollection): z.ZodObject {
  const shown = fieldSchemas(collection).filter(([name]) => collection.fields[name]?.shows !== 'nothing')
  return z.object(Object.fromEntries(shown))
}

const collections: SomeCollection[] = Object.values(identityCollections)
// Each schema is made from its collection's own fields and row; a mapped object is not followed.
export const identityResources = Object.fromEntries(
  collections.map((collection) => [collection.schema, outputSchema(collection)]),
) as IdentityResources

export type User = OutputOf<'core/users'>
export type Group = OutputOf<'core/groups'>
export type Application = OutputOf<'core/applications'>
export type CertificateKeyPair = OutputOf<'crypto/certificatekeypairs'>
export type Flow = OutputOf<'flows/instances'>
export type FlowStageBinding = OutputOf<'flows/bindings'>
export type Outpost = OutputOf<'outposts/outposts'>
export type ProxyOutpostConfig = OutputOf<'outposts/proxy'>
/** What a proxy outpost reads to reach its provider. */
export type OidcConfiguration = ProxyOutpostConfig['oidc_configuration']
export type Policy = OutputOf<'policies/all'>
export type PolicyBinding = OutputOf<'policies/bindings'>
export type DummyPolicy = OutputOf<'policies/dummy'>
export type ExpressionPolicy = OutputOf<'policies/expression'>
export type GroupMembershipPolicy = OutputOf<'policies/group_membership'>
export type BreachedPasswordPolicy = OutputOf<'policies/breachedpassword'>
export type PasswordPolicy = OutputOf<'policies/password'>
export type PasswordExpiryPolicy = OutputOf<'policies/password_expiry'>
export type ReputationPolicy = OutputOf<'policies/reputation'>
export type PropertyMapping = OutputOf<'propertymappings/all'>
export type LDAPPropertyMapping = OutputOf<'propertymappings/ldap'>
export type SAMLPropertyMapping = OutputOf<'propertymappings/saml'>
export type ScopeMapping = OutputOf<'propertymappings/scope'>
export type Provider = OutputOf<'providers/all'>
export type OAuth2Provider = OutputOf<'providers/oauth2'>
export type ProxyProvider = OutputOf<'providers/proxy'>
/** An entry of the audit log (`/audit/events/`; the Swagger definition `Event`). */
export type AuditEvent = OutputOf<'audit/events'>
export type { OutputOf }

/** A page of any identity list (DRF's limit/offset envelope). */
export interface IdentityPage<Item> {
  count: number
  next: string | null
  previous: string | null
  results: Item[]
}
