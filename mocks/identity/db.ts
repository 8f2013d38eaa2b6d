import { sequenceBehind, Store, type StoreState } from '../store/store.js'
import { Table } from '../store/table.js'
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
  stageSchema,
  userSchema,
  type ApplicationRow,
  type CertificateKeyPairRow,
  type EventRow,
  type FlowRow,
  type FlowStageBindingRow,
  type GroupRow,
  type OutpostRow,
  type PolicyBindingRow,
  type PolicyRow,
  type PropertyMappingRow,
  type ProviderRow,
  type StageRow,
  type UserRow,
} from './schemas.js'

export type IdentityTables = {
  users: Table<UserRow, number>
  groups: Table<GroupRow, string>
  applications: Table<ApplicationRow, string>
  certificateKeyPairs: Table<CertificateKeyPairRow, string>
  flows: Table<FlowRow, string>
  stages: Table<StageRow, string>
  flowStageBindings: Table<FlowStageBindingRow, string>
  policies: Table<PolicyRow, string>
  policyBindings: Table<PolicyBindingRow, string>
  propertyMappings: Table<PropertyMappingRow, string>
  providers: Table<ProviderRow, number>
  outposts: Table<OutpostRow, string>
  events: Table<EventRow, string>
}

const REQUEST_ID_PREFIX = '5f4dcc3b5aa765d61d8327de'

/**
 * The identity API's store: one table per kind of record, the integer sequences
 * (users and providers count like PostgreSQL sequences: ids are never reused), and the
 * seeded generator for ids and secrets made up at run time.
 */
export class IdentityDb extends Store<IdentityTables, { users: number; providers: number }> {
  readonly users = new Table('users', userSchema, (row) => row.pk)
  readonly groups = new Table('groups', groupSchema, (row) => row.pk)
  readonly applications = new Table('applications', applicationSchema, (row) => row.pk)
  readonly certificateKeyPairs = new Table('certificateKeyPairs', certificateKeyPairSchema, (row) => row.pk)
  readonly flows = new Table('flows', flowSchema, (row) => row.pk)
  readonly stages = new Table('stages', stageSchema, (row) => row.pk)
  readonly flowStageBindings = new Table('flowStageBindings', flowStageBindingSchema, (row) => row.pk)
  readonly policies = new Table('policies', policySchema, (row) => row.pk)
  readonly policyBindings = new Table('policyBindings', policyBindingSchema, (row) => row.pk)
  readonly propertyMappings = new Table('propertyMappings', propertyMappingSchema, (row) => row.pk)
  readonly providers = new Table('providers', providerSchema, (row) => row.pk)
  readonly outposts = new Table('outposts', outpostSchema, (row) => row.pk)
  readonly events = new Table('events', eventSchema, (row) => row.pk)

  /** Pks of users in a superuser group (superuser is not a column). */
  superuserPks(): Set<number> {
    return this.groups.memo('superusers', () => new Set(this.groups.rows().flatMap((group) => (group.is_superuser ? group.users : []))))
  }

  /** Distinct policies bound to each target, in binding order. */
  policiesByTarget(): Map<string, string[]> {
    return this.policyBindings.memo('by target', () => {
      const byTarget = new Map<string, string[]>()
      for (const binding of this.policyBindings.rows()) {
        const policies = byTarget.get(binding.target) ?? []
        if (!policies.includes(binding.policy)) policies.push(binding.policy)
        byTarget.set(binding.target, policies)
      }
      return byTarget
    })
  }

  /** The stages bound to each flow, by binding order. */
  stagesByFlow(): Map<string, string[]> {
    return this.flowStageBindings.memo('stages by flow', () => {
      const byFlow = new Map<string, string[]>()
      const ordered = [...this.flowStageBindings.rows()].sort((a, b) => a.order - b.order)
      for (const binding of ordered) byFlow.set(binding.target, [...(byFlow.get(binding.target) ?? []), binding.stage])
      return byFlow
    })
  }

  /** The application each provider serves (one at most). */
  applicationByProvider(): Map<number, ApplicationRow> {
    return this.applications.memo(
      'by provider',
      () => new Map(this.applications.rows().flatMap((app) => (app.provider === null ? [] : [[app.provider, app] as const]))),
    )
  }

  /** Numbers the responses' request ids; not data, so not part of snapshots. */
  #requests = 0

  constructor(seed = 0) {
    super(seed, { users: 0, providers: 0 })
  }

  get tables(): IdentityTables {
    return {
      users: this.users,
      groups: this.groups,
      applications: this.applications,
      certificateKeyPairs: this.certificateKeyPairs,
      flows: this.flows,
      stages: this.stages,
      flowStageBindings: this.flowStageBindings,
      policies: this.policies,
      policyBindings: this.policyBindings,
      propertyMappings: this.propertyMappings,
      providers: this.providers,
      outposts: this.outposts,
      events: this.events,
    }
  }

  /** A 32-hex request id (upstream's X-passbook-id): a fixed prefix and a counter, for determinism. */
  nextRequestId(): string {
    return `${REQUEST_ID_PREFIX}${(++this.#requests).toString(16).padStart(8, '0')}`
  }

  nextUserPk(): number {
    return ++this.sequences.users
  }

  nextProviderPk(): number {
    return ++this.sequences.providers
  }

  /** A sequence behind an id its table already holds (the next insert would collide), described. */
  laggingSequence(): string | undefined {
    return sequenceBehind([
      ['users', this.sequences.users, this.users.rows().map((row) => row.pk)],
      ['providers', this.sequences.providers, this.providers.rows().map((row) => row.pk)],
    ])
  }

}

export type TableName = keyof IdentityTables
export type IdentitySnapshot = StoreState<TableName, 'users' | 'providers'>
