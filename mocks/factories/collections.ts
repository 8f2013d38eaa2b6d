import type * as Calendar from '../calendar/resource-types.js'
import type * as Identity from '../identity/resource-types.js'

/**
 * The adapter between the factories (and scenario documents) and what each API declares today:
 * every collection by its path under the API's root, the record a GET answers for it, and the
 * body its create takes. The identity collections' types come from resource-types.ts; when the
 * API's registry of collections changes, this file is the one to repoint.
 */

/** A reference to another record of the same scenario: `{"$ref": "core/groups#admins"}`. */
export interface ScenarioRef {
  $ref: string
}

/** A body as a scenario writes it: any value may be a reference, and so may any item of a list. */
export type WithRefs<Body> = {
  [Name in keyof Body]?:
    | Body[Name]
    | ScenarioRef
    | (NonNullable<Body[Name]> extends ReadonlyArray<infer Item> ? Array<Item | ScenarioRef> : never)
}

/** The identity API's writable fields: the record as a GET shows it, without its key and computed fields. */
type IdentityInput<Record, Computed extends keyof Record = never> = Partial<Omit<Record, 'pk' | Computed>>

export interface IdentityWritable {
  'core/applications': { record: Identity.Application; input: IdentityInput<Identity.Application, 'policies'> }
  'core/groups': { record: Identity.Group; input: IdentityInput<Identity.Group> }
  'core/users': { record: Identity.User; input: IdentityInput<Identity.User, 'is_superuser'> }
  'crypto/certificatekeypairs': {
    record: Identity.CertificateKeyPair
    input: IdentityInput<Identity.CertificateKeyPair>
  }
  'flows/bindings': { record: Identity.FlowStageBinding; input: IdentityInput<Identity.FlowStageBinding, 'policies'> }
  'flows/instances': { record: Identity.Flow; input: IdentityInput<Identity.Flow, 'stages' | 'policies'> }
  'outposts/outposts': { record: Identity.Outpost; input: IdentityInput<Identity.Outpost> }
  'outposts/proxy': {
    record: Identity.ProxyOutpostConfig
    input: IdentityInput<Identity.ProxyOutpostConfig, 'oidc_configuration'>
  }
  'policies/bindings': { record: Identity.PolicyBinding; input: IdentityInput<Identity.PolicyBinding> }
  'policies/dummy': { record: Identity.DummyPolicy; input: IdentityInput<Identity.DummyPolicy> }
  'policies/expression': { record: Identity.ExpressionPolicy; input: IdentityInput<Identity.ExpressionPolicy> }
  'policies/group_membership': {
    record: Identity.GroupMembershipPolicy
    input: IdentityInput<Identity.GroupMembershipPolicy>
  }
  'policies/breachedpassword': {
    record: Identity.BreachedPasswordPolicy
    input: IdentityInput<Identity.BreachedPasswordPolicy>
  }
  'policies/password': { record: Identity.PasswordPolicy; input: IdentityInput<Identity.PasswordPolicy> }
  'policies/password_expiry': {
    record: Identity.PasswordExpiryPolicy
    input: IdentityInput<Identity.PasswordExpiryPolicy>
  }
  'policies/reputation': { record: Identity.ReputationPolicy; input: IdentityInput<Identity.ReputationPolicy> }
  'propertymappings/ldap': { record: Identity.LDAPPropertyMapping; input: IdentityInput<Identity.LDAPPropertyMapping> }
  'propertymappings/saml': { record: Identity.SAMLPropertyMapping; input: IdentityInput<Identity.SAMLPropertyMapping> }
  'propertymappings/scope': { record: Identity.ScopeMapping; input: IdentityInput<Identity.ScopeMapping> }
  'providers/oauth2': { record: Identity.OAuth2Provider; input: IdentityInput<Identity.OAuth2Provider> }
  'providers/proxy': { record: Identity.ProxyProvider; input: IdentityInput<Identity.ProxyProvider> }
}

/** The identity collections the API only lists and reads. */
export interface IdentityReadOnly {
  'audit/events': Identity.AuditEvent
  'policies/all': Identity.Policy
  'propertymappings/all': Identity.PropertyMapping
  'providers/all': Identity.Provider
}

/** The calendar's create arguments (the plugin's `args`), as JSON bodies give them. */
interface EventInput {
  title?: string
  description?: string
  excerpt?: string
  slug?: string
  status?: 'publish' | 'future' | 'draft' | 'pending' | 'private'
  author?: number
  date?: string
  date_utc?: string
  start_date?: string
  end_date?: string
  all_day?: boolean
  timezone?: string
  image?: number | string
  cost?: string
  website?: string
  show_map?: boolean
  show_map_link?: boolean
  hide_from_listings?: boolean
  sticky?: boolean
  featured?: boolean
  /** Term ids or names. */
  categories?: Array<number | string>
  tags?: Array<number | string>
  /** A venue id, or a new venue's fields. */
  venue?: number | VenueInput
  organizer?: number | OrganizerInput | Array<number | OrganizerInput>
}

interface VenueInput {
  venue?: string
  description?: string
  status?: string
  author?: number
  address?: string
  city?: string
  country?: string
  province?: string
  state?: string
  zip?: string
  phone?: string
  website?: string
  image?: number | string
  show_map?: boolean | string
  show_map_link?: boolean | string
}

interface OrganizerInput {
  organizer?: string
  description?: string
  status?: string
  author?: number
  phone?: string
  website?: string
  email?: string
  image?: number | string
}

interface TermInput {
  name?: string
  description?: string
  slug?: string
  /** Categories only. */
  parent?: number
}

export interface CalendarWritable {
  events: { record: Calendar.CalendarEvent; input: EventInput }
  venues: { record: Calendar.Venue; input: VenueInput }
  organizers: { record: Calendar.Organizer; input: OrganizerInput }
  categories: { record: Calendar.Category; input: TermInput }
  tags: { record: Calendar.Tag; input: Omit<TermInput, 'parent'> }
}

export type IdentityCollection = keyof IdentityWritable
export type CalendarCollection = keyof CalendarWritable

/** Where each API's collections live, and the field that keys their records. */
export const API_PATHS = {
  identity: { root: '/api/v2beta/', trailingSlash: true, key: 'pk' },
  calendar: { root: '/wp-json/cal/events/v1/', trailingSlash: false, key: 'id' },
} as const

export type ApiName = keyof typeof API_PATHS

export const IDENTITY_WRITABLE = [
  'core/applications',
  'core/groups',
  'core/users',
  'crypto/certificatekeypairs',
  'flows/bindings',
  'flows/instances',
  'outposts/outposts',
  'outposts/proxy',
  'policies/bindings',
  'policies/dummy',
  'policies/expression',
  'policies/group_membership',
  'policies/breachedpassword',
  'policies/password',
  'policies/password_expiry',
  'policies/reputation',
  'propertymappings/ldap',
  'propertymappings/saml',
  'propertymappings/scope',
  'providers/oauth2',
  'providers/proxy',
] as const satisfies readonly IdentityCollection[]

export const IDENTITY_READ_ONLY = [
  'audit/events',
  'policies/all',
  'propertymappings/all',
  'providers/all',
] as const satisfies ReadonlyArray<keyof IdentityReadOnly>

export const CALENDAR_WRITABLE = [
  'events',
  'venues',
  'organizers',
  'categories',
  'tags',
] as const satisfies readonly CalendarCollection[]

/** The collections a scenario document may list records for, per API. */
export const WRITABLE: Record<ApiName, readonly string[]> = { identity: IDENTITY_WRITABLE, calendar: CALENDAR_WRITABLE }
