import type { IdentityDb } from '../db.js'
import { deleteFlow, deleteFlowStageBinding } from '../deletes.js'
import type { FieldErrors } from '../errors.js'
import { boolean, char, choice, computed, integer, readOnly, slug } from '../fields.js'
import { normalizeUuid, related, uuidKey } from '../relations.js'
import { defineCollection } from '../collection.js'
import { flowDesignationLabels } from '../choices.js'
import { unique, uniqueTogether } from '../validators.js'
import { policiesBoundTo } from './core.js'
import { exists } from './exists.js'
import { type FlowRow, type FlowStageBindingRow } from '../tables.js'

/** `/flows/instances/` and `/flows/bindings/`. */

/** Flow-stage bindings in the model's default order: target, then order. */
function orderedBindings(db: IdentityDb): FlowStageBindingRow[] {
  return db.flowStageBindings.memo('default order', () =>
    [...db.flowStageBindings.rows()].sort((a, b) =>
      a.target === b.target ? a.order - b.order : a.target < b.target ? -1 : 1,
    ),
  )
}

export const flows = defineCollection<FlowRow>()({
  path: '/flows/instances/',
  routes: {
    list: 'identity.flows.instances.list',
    create: 'identity.flows.instances.create',
    read: 'identity.flows.instances.read',
    update: 'identity.flows.instances.update',
    partial_update: 'identity.flows.instances.partial_update',
    delete: 'identity.flows.instances.delete',
  },
  schema: 'Flow',
  lookup: 'flow_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true }),
    slug: slug({
      required: true,
      maxLength: 50,
      validators: [
        unique(
          'Flow with this slug already exists.',
          (db: IdentityDb, value, instance?: FlowRow) =>
            typeof value === 'string' && db.flows.lookup('slug', value).some((flow) => flow !== instance),
        ),
      ],
    }),
    title: char({ required: true }),
    designation: choice(flowDesignationLabels, { required: true }),
    stages: computed(
      (z) => z.array(z.string()),
      (row, { db }) => db.stagesByFlow().get(row.pk) ?? [],
    ),
    policies: computed(
      (z) => z.array(z.string()),
      (row, { db }) => policiesBoundTo(db, [row.pk, row.pbm_uuid]),
    ),
  },
  searchFields: ['name', 'slug', 'title', 'designation'],
  table: 'flows',
  get: (db, key) => db.flows.get(key),
  writes: {
    create: (values, { db, writer }) =>
      writer.insert(db.flows, { ...values, pk: db.random.uuid(), pbm_uuid: db.random.uuid() }),
    update: (row, values, { db, writer }) => writer.update(db.flows, row.pk, values),
    destroy: (row, { writer }) => deleteFlow(writer, row.pk),
  },
})

const INVALID_CHOICE = 'Select a valid choice. That choice is not one of the available choices.'

/**
 * django-filter's `filterset_fields = "__all__"` on the binding list: exact matches,
 * empty values ignored, malformed values a 400 on the filter's name.
 */
function filterBindings(
  rows: readonly FlowStageBindingRow[],
  query: URLSearchParams,
  db: IdentityDb,
): readonly FlowStageBindingRow[] | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const tests: Array<(row: FlowStageBindingRow) => boolean> = []
  const given = (name: string) => {
    const value = query.get(name)
    return value === null || value === '' ? undefined : value
  }

  for (const [name, pick] of [
    ['pbm_uuid', (row: FlowStageBindingRow) => row.pbm_uuid],
    ['fsb_uuid', (row: FlowStageBindingRow) => row.pk],
  ] as const) {
    const value = given(name)
    if (value === undefined) continue
    const key = normalizeUuid(value.trim())
    if (key === undefined) errors[name] = ['Enter a valid UUID.']
    else tests.push((row) => pick(row) === key)
  }
  for (const [name, has] of [
    ['target', exists.flow],
    ['stage', exists.stage],
  ] as const) {
    const value = given(name)
    if (value === undefined) continue
    const key = normalizeUuid(value.trim())
    if (key === undefined || !has.has(db, key)) errors[name] = [INVALID_CHOICE]
    else tests.push((row) => row[name] === key)
  }
  const policies = query.getAll('policies').filter((value) => value !== '')
  if (policies.length > 0) {
    const keys: string[] = []
    for (const value of policies) {
      const key = normalizeUuid(value.trim())
      if (key === undefined) {
        errors.policies = [`\u201c${value}\u201d is not a valid value.`]
        break
      }
      if (!exists.policy.has(db, key)) {
        errors.policies = [`Select a valid choice. ${value} is not one of the available choices.`]
        break
      }
      keys.push(key)
    }
    tests.push((row) => policiesBoundTo(db, [row.pk, row.pbm_uuid]).some((policy) => keys.includes(policy)))
  }
  const reEvaluate = given('re_evaluate_policies')
  if (reEvaluate !== undefined) {
    const wanted = { true: true, '1': true, false: false, '0': false }[reEvaluate.toLowerCase()]
    if (wanted !== undefined) tests.push((row) => row.re_evaluate_policies === wanted)
  }
  const order = given('order')
  if (order !== undefined) {
    const number = Number(order.trim())
    if (order.trim() === '' || !Number.isFinite(number)) errors.order = ['Enter a number.']
    else tests.push((row) => row.order === number)
  }
  if (Object.keys(errors).length > 0) return { errors }
  return tests.length === 0 ? rows : rows.filter((row) => tests.every((test) => test(row)))
}

export const flowStageBindings = defineCollection<FlowStageBindingRow>()({
  path: '/flows/bindings/',
  routes: {
    list: 'identity.flows.bindings.list',
    create: 'identity.flows.bindings.create',
    read: 'identity.flows.bindings.read',
    update: 'identity.flows.bindings.update',
    partial_update: 'identity.flows.bindings.partial_update',
    delete: 'identity.flows.bindings.delete',
  },
  schema: 'FlowStageBinding',
  lookup: 'fsb_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    target: related(exists.flow, { required: true }),
    stage: related(exists.stage, { required: true }),
    re_evaluate_policies: boolean({ default: () => false }),
    order: integer({ required: true }),
    policies: computed(
      (z) => z.array(z.string()),
      (row, { db }) => policiesBoundTo(db, [row.pk, row.pbm_uuid]),
    ),
  },
  searchFields: [],
  table: 'flowStageBindings',
  rows: orderedBindings,
  get: (db, key) => db.flowStageBindings.get(key),
  filter: filterBindings,
  writes: {
    validate: (values, { db, instance }) =>
      uniqueTogether(['target', 'stage', 'order'], values, instance, db.flowStageBindings.rows()),
    create: (values, { db, writer }) =>
      writer.insert(db.flowStageBindings, { ...values, pk: db.random.uuid(), pbm_uuid: db.random.uuid() }),
    update: (row, values, { db, writer }) => writer.update(db.flowStageBindings, row.pk, values),
    destroy: (row, { writer }) => deleteFlowStageBinding(writer, row.pk),
  },
})
