import { formatDateTime } from '../audit.js'
import { deletePolicy, deletePolicyBinding } from '../deletes.js'
import { boolean, char, computed, integer, readOnly, related, type Fields } from '../fields.js'
import type { IdentityDb } from '../db.js'
import type { Collection } from '../collection.js'
import type { PolicyBindingRow, PolicyKind, PolicyRow } from '../schemas.js'
import { uniqueTogether, validExpression } from '../validators.js'
import { exists } from './exists.js'

/** `/policies/all/`, `/policies/bindings/` and the seven typed policy collections. */

/** `__type__`: the lower-case class name without "policy" (not always the URL segment). */
const TYPE_NAMES: Record<PolicyKind, string> = {
  dummy: 'dummy',
  expression: 'expression',
  group_membership: 'groupmembership',
  breachedpassword: 'breachedpassword',
  password: 'password',
  password_expiry: 'passwordexpiry',
  reputation: 'reputation',
}

/** Upstream's default symbol set: ASCII punctuation with two backslashes, then a space. */
export const DEFAULT_SYMBOL_CHARSET = '!\\"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ '

type Row<K extends PolicyKind> = Extract<PolicyRow, { kind: K }>

const nameField = () => char<IdentityDb, any>({ allowBlank: true, allowNull: true, default: () => null })

function typedPolicy<K extends PolicyKind>(
  kind: K,
  segment: string,
  schema: string,
  fields: Fields<IdentityDb, Row<K>>,
  searchFields: string[],
): Collection<Row<K>> {
  const isKind = (row: PolicyRow | undefined): row is Row<K> => row?.kind === kind
  return {
    path: `/policies/${segment}/`,
    schema,
    lookup: 'policy_uuid',
    keyType: 'uuid',
    fields: { pk: readOnly(), name: nameField(), ...fields },
    searchFields: ['name', ...searchFields],
    table: (db) => db.policies,
    rows: (db) => db.policies.memo(kind, () => db.policies.rows().filter(isKind)),
    get: (db, key) => {
      const row = db.policies.get(key as string)
      return isKind(row) ? row : undefined
    },
    async create(values, { db, writer, now }) {
      const stamp = formatDateTime(now)
      const row = { ...values, pk: db.random.uuid(), kind, created: stamp, last_updated: stamp } as unknown as Row<K>
      return writer.insert(db.policies, row) as Promise<Row<K>>
    },
    update: (row, values, { db, writer, now }) =>
      writer.update(db.policies, row.pk, {
        ...values,
        last_updated: formatDateTime(now),
      } as Partial<PolicyRow>) as Promise<Row<K>>,
    destroy: (row, { writer }) => deletePolicy(writer, row.pk),
  }
}

export const dummyPolicies = typedPolicy(
  'dummy',
  'dummy',
  'DummyPolicy',
  {
    result: boolean({ default: () => false }),
    wait_min: integer({ default: () => 5 }),
    wait_max: integer({ default: () => 30 }),
  },
  [],
)

export const expressionPolicies = typedPolicy(
  'expression',
  'expression',
  'ExpressionPolicy',
  { expression: char({ required: true, validators: [validExpression] }) },
  ['expression'],
)

export const groupMembershipPolicies = typedPolicy(
  'group_membership',
  'group_membership',
  'GroupMembershipPolicy',
  { group: related('uuid', exists.group, { allowNull: true, default: () => null }) },
  [],
)

export const breachedPasswordPolicies = typedPolicy(
  'breachedpassword',
  'breachedpassword',
  'BreachedPasswordPolicy',
  {
    password_field: char({ default: () => 'password' }),
    allowed_count: integer({ default: () => 0 }),
  },
  ['password_field'],
)

export const passwordPolicies = typedPolicy(
  'password',
  'password',
  'PasswordPolicy',
  {
    password_field: char({ default: () => 'password' }),
    amount_uppercase: integer({ default: () => 0 }),
    amount_lowercase: integer({ default: () => 0 }),
    amount_symbols: integer({ default: () => 0 }),
    length_min: integer({ default: () => 0 }),
    symbol_charset: char({ default: () => DEFAULT_SYMBOL_CHARSET }),
    error_message: char({ required: true }),
  },
  ['password_field', 'error_message'],
)

export const passwordExpiryPolicies = typedPolicy(
  'password_expiry',
  'password_expiry',
  'PasswordExpiryPolicy',
  {
    days: integer({ required: true }),
    deny_only: boolean({ default: () => false }),
  },
  [],
)

export const reputationPolicies = typedPolicy(
  'reputation',
  'reputation',
  'ReputationPolicy',
  {
    check_ip: boolean({ default: () => true }),
    check_username: boolean({ default: () => true }),
    threshold: integer({ default: () => -5 }),
  },
  [],
)

/** The polymorphic list: every policy under its base fields and `__type__`. */
export const allPolicies: Collection<PolicyRow> = {
  path: '/policies/all/',
  schema: 'Policy',
  lookup: 'policy_uuid',
  keyType: 'uuid',
  readOnly: true,
  fields: {
    pk: readOnly(),
    name: readOnly(),
    __type__: computed((row) => TYPE_NAMES[row.kind], { orderable: false }),
  },
  searchFields: ['name'],
  table: (db) => db.policies,
  rows: (db) => db.policies.rows(),
  get: (db, key) => db.policies.get(key as string),
}

export const policyBindings: Collection<PolicyBindingRow> = {
  path: '/policies/bindings/',
  schema: 'PolicyBinding',
  lookup: 'policy_binding_uuid',
  keyType: 'uuid',
  fields: {
    pk: readOnly(),
    policy: related('uuid', exists.policy, { required: true }),
    // Upstream only matches an application's key here (a loop bug); standin accepts
    // whatever key it renders for a target: application, flow or flow-stage binding.
    target: related('uuid', exists.bindingTarget, { required: true }),
    enabled: boolean({ default: () => true }),
    order: integer({ required: true }),
    timeout: integer({ default: () => 30 }),
  },
  searchFields: [],
  table: (db) => db.policyBindings,
  rows: (db) => db.policyBindings.rows(),
  get: (db, key) => db.policyBindings.get(key as string),
  validate: (values, { db, instance }) =>
    uniqueTogether(['policy', 'target', 'order'], values, instance, db.policyBindings.rows()),
  async create(values, { db, writer }) {
    return writer.insert(db.policyBindings, {
      pk: db.random.uuid(),
      policy: values.policy as string,
      target: values.target as string,
      enabled: values.enabled as boolean,
      order: values.order as number,
      timeout: values.timeout as number,
      negate: false,
    })
  },
  update: (row, values, { db, writer }) =>
    writer.update(db.policyBindings, row.pk, values as Partial<PolicyBindingRow>),
  destroy: (row, { writer }) => deletePolicyBinding(writer, row.pk),
}
