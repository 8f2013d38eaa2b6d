import type { JsonObject } from '../http/types.js'
import type { SomeTable, Table } from '../store/table.js'
import type { IdentityDb, TableName } from './db.js'

/**
 * The writer every write of the identity API goes through, which leaves the audit trail that
 * `/audit/events/` lists (collections/audit.ts). Upstream records model_created / model_updated /
 * model_deleted events for every saved or deleted model instance (cascades included) but
 * only for browser sessions; standin records them for every API write.
 */

export interface Actor {
  username: string
  pk: number | null
  email: string
}

/** Who is writing, from where and when: present for API writes, absent while seeding. */
export interface AuditScope {
  actor: Actor
  clientIp: string
  now: Date
}

/** DRF's DateTimeField output: ISO 8601 in UTC, microseconds when non-zero, `Z`. */
export function formatDateTime(date: Date): string {
  const iso = date.toISOString()
  const millis = date.getUTCMilliseconds()
  return millis === 0 ? iso.replace('.000Z', 'Z') : iso.replace(/\.(\d{3})Z$/, '.$1000Z')
}

interface ModelLabel {
  app: string
  model_name: string
}

const POLICY_MODELS: Record<string, ModelLabel> = {
  dummy: { app: 'passbook_policies_dummy', model_name: 'dummypolicy' },
  expression: { app: 'passbook_policies_expression', model_name: 'expressionpolicy' },
  group_membership: { app: 'passbook_policies_group_membership', model_name: 'groupmembershippolicy' },
  breachedpassword: { app: 'passbook_policies_hibp', model_name: 'breachedpasswordpolicy' },
  password: { app: 'passbook_policies_password', model_name: 'passwordpolicy' },
  password_expiry: { app: 'passbook_policies_expiry', model_name: 'passwordexpirypolicy' },
  reputation: { app: 'passbook_policies_reputation', model_name: 'reputationpolicy' },
}

const MAPPING_MODELS: Record<string, ModelLabel> = {
  ldap: { app: 'passbook_sources_ldap', model_name: 'ldappropertymapping' },
  saml: { app: 'passbook_providers_saml', model_name: 'samlpropertymapping' },
  scope: { app: 'passbook_providers_oauth2', model_name: 'scopemapping' },
}

const PROVIDER_MODELS: Record<string, ModelLabel> = {
  oauth2: { app: 'passbook_providers_oauth2', model_name: 'oauth2provider' },
  proxy: { app: 'passbook_providers_proxy', model_name: 'proxyprovider' },
}

const TABLE_MODELS: Partial<Record<TableName, ModelLabel>> = {
  users: { app: 'passbook_core', model_name: 'user' },
  groups: { app: 'passbook_core', model_name: 'group' },
  applications: { app: 'passbook_core', model_name: 'application' },
  certificateKeyPairs: { app: 'passbook_crypto', model_name: 'certificatekeypair' },
  flows: { app: 'passbook_flows', model_name: 'flow' },
  stages: { app: 'passbook_flows', model_name: 'stage' },
  flowStageBindings: { app: 'passbook_flows', model_name: 'flowstagebinding' },
  policyBindings: { app: 'passbook_policies', model_name: 'policybinding' },
  outposts: { app: 'passbook_outposts', model_name: 'outpost' },
}

function modelOf(table: TableName, row: Record<string, unknown>): ModelLabel | undefined {
  const kind = String(row.kind)
  if (table === 'policies') return POLICY_MODELS[kind]
  if (table === 'propertyMappings') return MAPPING_MODELS[kind]
  if (table === 'providers') return PROVIDER_MODELS[kind]
  return TABLE_MODELS[table]
}

/** The instance's `.name`, or its `str()` for models without one. */
function nameOf(table: TableName, row: Record<string, unknown>): string | null {
  if (table === 'flowStageBindings') return `Flow Binding ${String(row.target)} -> ${String(row.stage)}`
  if (table === 'policyBindings') {
    return `PolicyBinding policy=${String(row.policy)} target=${String(row.target)} order=${String(row.order)}`
  }
  return typeof row.name === 'string' ? row.name : null
}

function auditPk(pk: unknown): string | number {
  return typeof pk === 'string' ? pk.replace(/-/g, '') : Number(pk)
}

/**
 * Every write of the identity API goes through here, so that each saved or deleted row
 * (including cascaded ones) leaves its audit event, exactly once.
 */
export class Writer {
  constructor(
    readonly db: IdentityDb,
    readonly scope?: AuditScope,
  ) {}

  async insert<Row extends object, Key extends string | number>(table: Table<Row, Key>, row: Row): Promise<Row> {
    const saved = await table.insert(row)
    await this.#record('model_created', table, saved)
    return saved
  }

  async update<Row extends object, Key extends string | number>(
    table: Table<Row, Key>,
    key: Key,
    changes: Partial<Row>,
  ): Promise<Row> {
    const saved = await table.update(key, changes)
    await this.#record('model_updated', table, saved)
    return saved
  }

  async delete<Row extends object, Key extends string | number>(table: Table<Row, Key>, key: Key): Promise<void> {
    const row = table.get(key)
    if (!row) return
    await this.#record('model_deleted', table, row)
    table.delete(key)
  }

  async #record(action: string, table: SomeTable, row: object): Promise<void> {
    if (!this.scope) return
    const tableName = table.name as TableName
    const record = row as Record<string, unknown>
    const model = modelOf(tableName, record)
    if (!model) return
    const when = formatDateTime(this.scope.now)
    const context: JsonObject = {
      model: { app: model.app, model_name: model.model_name, pk: auditPk(record.pk), name: nameOf(tableName, record) },
    }
    await this.db.events.insert({
      pk: this.db.random.uuid(),
      user: { ...this.scope.actor },
      action,
      date: when,
      app: 'passbook.audit.signals',
      context,
      client_ip: this.scope.clientIp,
      created: when,
    })
  }
}
