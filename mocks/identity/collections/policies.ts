import { formatDateTime } from '../writer.js'
import { deletePolicy, deletePolicyBinding } from '../deletes.js'
import { boolean, char, computed, type CreateInput, integer, readOnly, related, uuidKey } from '../fields.js'
import type { IdentityDb } from '../db.js'
import { defineCollection, type IdentityFields } from '../collection.js'
import { uniqueTogether, validExpression } from '../validators.js'
import { exists } from './exists.js'
import { type PolicyRow, type PolicyKind, type PolicyBindingRow } from '../tables.js'

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

/** Fields whose created values are exactly the kind's own columns: a mismatch fails the type check where the kind is declared. */
type OwnColumns<K extends PolicyKind, F> =
  CreateInput<F> extends Omit<Row<K>, 'pk' | 'kind' | 'name' | 'created' | 'last_updated'> ? F : never

function typedPolicy<K extends PolicyKind, F extends IdentityFields<Row<K>>, const Name extends string>(
  kind: K,
  segment: string,
  schema: Name,
  fields: OwnColumns<K, F>,
  searchFields: string[],
) {
  const isKind = (row: PolicyRow | undefined): row is Row<K> => row?.kind === kind
  return defineCollection<Row<K>>()({
    path: `/policies/${segment}/`,
    schema,
    lookup: 'policy_uuid',
    key: uuidKey,
    fields: {
      pk: readOnly<IdentityDb, Row<K>>(),
      name: char<IdentityDb, Row<K>, { allowBlank: true; allowNull: true; default: () => null }>({
        allowBlank: true,
        allowNull: true,
        default: () => null,
      }),
      ...fields,
    },
    searchFields: ['name', ...searchFields],
    table: 'policies',
    rows: (db) => db.policies.memo(kind, () => db.policies.rows().filter(isKind)),
    get: (db, key) => {
      const row = db.policies.get(key)
      return isKind(row) ? row : undefined
    },
    writes: {
      async create(values, { db, writer, now }) {
        const stamp = formatDateTime(now)
        // OwnColumns checked the fields against the kind's columns; a spread of a generic type is not followed.
        const row = { ...values, pk: db.random.uuid(), kind, created: stamp, last_updated: stamp } as Row<K>
        const saved = await writer.insert(db.policies, row)
        // The table answers its union type; what was inserted is of this kind.
        return isKind(saved) ? saved : row
      },
      async update(row, values, { db, writer, now }) {
        const saved = await writer.update(db.policies, row.pk, { ...values, last_updated: formatDateTime(now) })
        return isKind(saved) ? saved : row
      },
      destroy: (row, { writer }) => deletePolicy(writer, row.pk),
    },
  })
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
  { group: related(exists.group, { allowNull: true, default: () => null }) },
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
export const allPolicies = defineCollection<PolicyRow>()({
  path: '/policies/all/',
  schema: 'Policy',
  lookup: 'policy_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: readOnly(),
    __type__: computed(
      (z) => z.string(),
      (row) => TYPE_NAMES[row.kind],
      { orderable: false },
    ),
  },
  searchFields: ['name'],
  table: 'policies',
  rows: (db) => db.policies.rows(),
  get: (db, key) => db.policies.get(key),
})

export const policyBindings = defineCollection<PolicyBindingRow>()({
  path: '/policies/bindings/',
  schema: 'PolicyBinding',
  lookup: 'policy_binding_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    policy: related(exists.policy, { required: true }),
    // Upstream only matches an application's key here (a loop bug); standin accepts
    // whatever key it renders for a target: application, flow or flow-stage binding.
    target: related(exists.bindingTarget, { required: true }),
    enabled: boolean({ default: () => true }),
    order: integer({ required: true }),
    timeout: integer({ default: () => 30 }),
  },
  searchFields: [],
  table: 'policyBindings',
  rows: (db) => db.policyBindings.rows(),
  get: (db, key) => db.policyBindings.get(key),
  writes: {
    validate: (values, { db, instance }) =>
      uniqueTogether(['policy', 'target', 'order'], values, instance, db.policyBindings.rows()),
    create: (values, { db, writer }) =>
      writer.insert(db.policyBindings, { ...values, pk: db.random.uuid(), negate: false }),
    update: (row, values, { db, writer }) => writer.update(db.policyBindings, row.pk, values),
    destroy: (row, { writer }) => deletePolicyBinding(writer, row.pk),
  },
})
