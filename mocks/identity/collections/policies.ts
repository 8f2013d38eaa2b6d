import { formatDateTime } from '../writer.js'
import { deletePolicy, deletePolicyBinding } from '../deletes.js'
import { boolean, char, computed, type CreateInput, integer, readOnly } from '../fields.js'
import { related, uuidKey } from '../relations.js'
import type { IdentityDb } from '../db.js'
import { defineCollection, type IdentityFields, type KindNames } from '../collection.js'
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

function typedPolicy<
  K extends PolicyKind,
  F extends IdentityFields<Row<K>>,
  const Name extends string,
  const Path extends string,
>({ kind, path, routes, schema }: KindNames<K, Name, Path>, fields: OwnColumns<K, F>, searchFields: string[]) {
  const isKind = (row: PolicyRow | undefined): row is Row<K> => row?.kind === kind
  return defineCollection<Row<K>>()({
    path,
    routes,
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
    queryset: { where: isKind },
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
  {
    kind: 'dummy',
    path: '/policies/dummy/',
    routes: {
      list: 'identity.policies.dummy.list',
      create: 'identity.policies.dummy.create',
      read: 'identity.policies.dummy.read',
      update: 'identity.policies.dummy.update',
      partial_update: 'identity.policies.dummy.partial_update',
      delete: 'identity.policies.dummy.delete',
    },
    schema: 'DummyPolicy',
  },
  {
    result: boolean({ default: () => false }),
    wait_min: integer({ default: () => 5 }),
    wait_max: integer({ default: () => 30 }),
  },
  [],
)

export const expressionPolicies = typedPolicy(
  {
    kind: 'expression',
    path: '/policies/expression/',
    routes: {
      list: 'identity.policies.expression.list',
      create: 'identity.policies.expression.create',
      read: 'identity.policies.expression.read',
      update: 'identity.policies.expression.update',
      partial_update: 'identity.policies.expression.partial_update',
      delete: 'identity.policies.expression.delete',
    },
    schema: 'ExpressionPolicy',
  },
  { expression: char({ required: true, validators: [validExpression] }) },
  ['expression'],
)

export const groupMembershipPolicies = typedPolicy(
  {
    kind: 'group_membership',
    path: '/policies/group_membership/',
    routes: {
      list: 'identity.policies.group_membership.list',
      create: 'identity.policies.group_membership.create',
      read: 'identity.policies.group_membership.read',
      update: 'identity.policies.group_membership.update',
      partial_update: 'identity.policies.group_membership.partial_update',
      delete: 'identity.policies.group_membership.delete',
    },
    schema: 'GroupMembershipPolicy',
  },
  { group: related(exists.group, { allowNull: true, default: () => null }) },
  [],
)

export const breachedPasswordPolicies = typedPolicy(
  {
    kind: 'breachedpassword',
    path: '/policies/breachedpassword/',
    routes: {
      list: 'identity.policies.breachedpassword.list',
      create: 'identity.policies.breachedpassword.create',
      read: 'identity.policies.breachedpassword.read',
      update: 'identity.policies.breachedpassword.update',
      partial_update: 'identity.policies.breachedpassword.partial_update',
      delete: 'identity.policies.breachedpassword.delete',
    },
    schema: 'BreachedPasswordPolicy',
  },
  {
    password_field: char({ default: () => 'password' }),
    allowed_count: integer({ default: () => 0 }),
  },
  ['password_field'],
)

export const passwordPolicies = typedPolicy(
  {
    kind: 'password',
    path: '/policies/password/',
    routes: {
      list: 'identity.policies.password.list',
      create: 'identity.policies.password.create',
      read: 'identity.policies.password.read',
      update: 'identity.policies.password.update',
      partial_update: 'identity.policies.password.partial_update',
      delete: 'identity.policies.password.delete',
    },
    schema: 'PasswordPolicy',
  },
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
  {
    kind: 'password_expiry',
    path: '/policies/password_expiry/',
    routes: {
      list: 'identity.policies.password_expiry.list',
      create: 'identity.policies.password_expiry.create',
      read: 'identity.policies.password_expiry.read',
      update: 'identity.policies.password_expiry.update',
      partial_update: 'identity.policies.password_expiry.partial_update',
      delete: 'identity.policies.password_expiry.delete',
    },
    schema: 'PasswordExpiryPolicy',
  },
  {
    days: integer({ required: true }),
    deny_only: boolean({ default: () => false }),
  },
  [],
)

export const reputationPolicies = typedPolicy(
  {
    kind: 'reputation',
    path: '/policies/reputation/',
    routes: {
      list: 'identity.policies.reputation.list',
      create: 'identity.policies.reputation.create',
      read: 'identity.policies.reputation.read',
      update: 'identity.policies.reputation.update',
      partial_update: 'identity.policies.reputation.partial_update',
      delete: 'identity.policies.reputation.delete',
    },
    schema: 'ReputationPolicy',
  },
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
  routes: {
    list: 'identity.policies.all.list',
    read: 'identity.policies.all.read',
  },
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
  get: (db, key) => db.policies.get(key),
})

export const policyBindings = defineCollection<PolicyBindingRow>()({
  path: '/policies/bindings/',
  routes: {
    list: 'identity.policies.bindings.list',
    create: 'identity.policies.bindings.create',
    read: 'identity.policies.bindings.read',
    update: 'identity.policies.bindings.update',
    partial_update: 'identity.policies.bindings.partial_update',
    delete: 'identity.policies.bindings.delete',
  },
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
