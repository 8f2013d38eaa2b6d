import { sequenceBehind, Store, type StoreState } from '../store/store.js'
import { Table } from '../store/table.js'
import type { TableDefinition } from './columns.js'
import { type ApplicationRow, identityTables, SUPERUSER, type UserRow } from './tables.js'

/** Zod, for the row schemas, loaded on the first write: a process that only reads never loads zod. */
const zod = async () => (await import('zod')).z

export type IdentityTables = {
  [Name in keyof typeof identityTables]: (typeof identityTables)[Name] extends TableDefinition<infer Row, infer Key>
    ? Table<Row, Key>
    : never
}

function makeTable<Row extends object, Key extends string | number>(
  name: string,
  definition: TableDefinition<Row, Key>,
): Table<Row, Key> {
  const schema = async () => definition.schema(await zod())
  return new Table(name, schema, definition.key, { indexes: definition.indexes ?? {} })
}

function makeTables(): IdentityTables {
  // Each entry is made from its own definition, so it has that definition's types; a mapped object is not followed.
  const made = Object.entries(identityTables).map(([name, definition]: [string, TableDefinition<any, any>]) => [
    name,
    makeTable(name, definition),
  ])
  return Object.fromEntries(made) as IdentityTables
}

const REQUEST_ID_PREFIX = '5f4dcc3b5aa765d61d8327de'

/** Each table is a property of the store (`db.users`), made from the table definitions (tables.ts). */
// The constructor assigns every table of the list, so the merged properties are always there.
// oxlint-disable-next-line typescript/no-unsafe-declaration-merging
export interface IdentityDb extends IdentityTables {}

/**
 * The identity API's store: one table per kind of record, the integer sequences
 * (users and providers count like PostgreSQL sequences: ids are never reused), and the
 * seeded generator for ids and secrets made up at run time.
 */
export class IdentityDb extends Store<IdentityTables, { users: number; providers: number }> {
  readonly #tables = makeTables()

  /** Pks of users in a superuser group (superuser is not a column). */
  superuserPks(): Set<number> {
    return this.groups.memo(
      'superusers',
      () => new Set(this.groups.lookup('superuser', SUPERUSER).flatMap((group) => group.users)),
    )
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
      () =>
        new Map(
          this.applications.rows().flatMap((app) => (app.provider === null ? [] : [[app.provider, app] as const])),
        ),
    )
  }

  /** Numbers the responses' request ids; not data, so not part of snapshots. */
  #requests = 0

  constructor(seed = 0) {
    super(seed, { users: 0, providers: 0 })
    Object.assign(this, this.#tables)
  }

  get tables(): IdentityTables {
    return this.#tables
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
