import { sequenceBehind, Store, type StoreState } from '../store/store.js'
import { Table } from '../store/table.js'
import type {
  ApplicationRow,
  CertificateKeyPairRow,
  EventRow,
  FlowRow,
  FlowStageBindingRow,
  GroupRow,
  OutpostRow,
  PolicyBindingRow,
  PolicyRow,
  PropertyMappingRow,
  ProviderRow,
  StageRow,
  UserRow,
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

/** The row schemas, loaded on the first write: a process that only reads never loads zod. */
const schemas = () => import('./schemas.js')

/**
 * The identity API's store: one table per kind of record, the integer sequences
 * (users and providers count like PostgreSQL sequences: ids are never reused), and the
 * seeded generator for ids and secrets made up at run time.
 */
export class IdentityDb extends Store<IdentityTables, { users: number; providers: number }> {
  readonly users = new Table<UserRow, number>('users', async () => (await schemas()).userSchema, (row) => row.pk, {
    indexes: { username: (row) => row.username },
  })
  readonly groups = new Table<GroupRow, string>('groups', async () => (await schemas()).groupSchema, (row) => row.pk)
  readonly applications = new Table<ApplicationRow, string>('applications', async () => (await schemas()).applicationSchema, (row) => row.pk, {
    indexes: { provider: (row) => row.provider ?? undefined },
  })
  readonly certificateKeyPairs = new Table<CertificateKeyPairRow, string>(
    'certificateKeyPairs',
    async () => (await schemas()).certificateKeyPairSchema,
    (row) => row.pk,
  )
  readonly flows = new Table<FlowRow, string>('flows', async () => (await schemas()).flowSchema, (row) => row.pk, {
    indexes: { slug: (row) => row.slug },
  })
  readonly stages = new Table<StageRow, string>('stages', async () => (await schemas()).stageSchema, (row) => row.pk)
  readonly flowStageBindings = new Table<FlowStageBindingRow, string>(
    'flowStageBindings',
    async () => (await schemas()).flowStageBindingSchema,
    (row) => row.pk,
  )
  readonly policies = new Table<PolicyRow, string>('policies', async () => (await schemas()).policySchema, (row) => row.pk)
  readonly policyBindings = new Table<PolicyBindingRow, string>('policyBindings', async () => (await schemas()).policyBindingSchema, (row) => row.pk)
  readonly propertyMappings = new Table<PropertyMappingRow, string>(
    'propertyMappings',
    async () => (await schemas()).propertyMappingSchema,
    (row) => row.pk,
  )
  readonly providers = new Table<ProviderRow, number>('providers', async () => (await schemas()).providerSchema, (row) => row.pk, {
    indexes: { client_id: (row) => row.client_id },
  })
  readonly outposts = new Table<OutpostRow, string>('outposts', async () => (await schemas()).outpostSchema, (row) => row.pk)
  readonly events = new Table<EventRow, string>('events', async () => (await schemas()).eventSchema, (row) => row.pk)

  /** Pks of users in a superuser group (superuser is not a column). */
  superuserPks(): Set<number> {
    return this.groups.memo('superusers', () => new Set(this.groups.rows().flatMap((group) => (group.is_superuser ? group.users : []))))
  }

  /** Who `oldestSuperuser` found, and from which groups. */
  #oldest: { groups: number; pk: number } | undefined

  /**
   * The first user, in users' order, of a superuser group. Users are only ever appended, so
   * while the groups are unchanged and that user is still there, no write can change the
   * answer: a write costs a lookup, not a pass over the superusers.
   */
  oldestSuperuser(): UserRow | undefined {
    const kept = this.#oldest
    if (kept && kept.groups === this.groups.version) {
      const user = this.users.get(kept.pk)
      if (user) return user
    }
    let oldest: number | undefined
    let position = Infinity
    for (const pk of this.superuserPks()) {
      const at = this.users.position(pk)
      if (at !== undefined && at < position) {
        position = at
        oldest = pk
      }
    }
    this.#oldest = oldest === undefined ? undefined : { groups: this.groups.version, pk: oldest }
    return oldest === undefined ? undefined : this.users.get(oldest)
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
