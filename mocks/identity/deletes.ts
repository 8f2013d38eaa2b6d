import type { Table } from '../store/table.js'
import type { Writer } from './writer.js'

/**
 * What deleting a record does to the rest of the store, from the models' `on_delete`
 * rules upstream. Cascaded rows are deleted through the writer (each leaves its audit
 * event); SET_NULL and many-to-many clean-ups are plain updates, which upstream performs
 * without signals and so without events.
 */

async function setWhere<Row extends object, Key extends string | number>(
  table: Table<Row, Key>,
  matches: (row: Row) => boolean,
  changes: (row: Row) => Partial<Row>,
): Promise<void> {
  for (const row of table.filter(matches)) await table.update(table.keyOf(row), changes(row))
}

export async function deletePolicyBinding(writer: Writer, pk: string): Promise<void> {
  await writer.delete(writer.db.policyBindings, pk)
}

/** Every binding that targets the object (an application, a flow, a flow-stage binding). */
async function deleteBindingsTargeting(writer: Writer, targets: readonly string[]): Promise<void> {
  for (const binding of writer.db.policyBindings.filter((row) => targets.includes(row.target))) {
    await deletePolicyBinding(writer, binding.pk)
  }
}

export async function deletePolicy(writer: Writer, pk: string): Promise<void> {
  for (const binding of writer.db.policyBindings.filter((row) => row.policy === pk)) {
    await deletePolicyBinding(writer, binding.pk)
  }
  await writer.delete(writer.db.policies, pk)
}

export async function deleteApplication(writer: Writer, pk: string): Promise<void> {
  await deleteBindingsTargeting(writer, [pk])
  await writer.delete(writer.db.applications, pk)
}

export async function deleteFlowStageBinding(writer: Writer, pk: string): Promise<void> {
  const binding = writer.db.flowStageBindings.get(pk)
  if (!binding) return
  await deleteBindingsTargeting(writer, [binding.pk, binding.pbm_uuid])
  await writer.delete(writer.db.flowStageBindings, pk)
}

/** Applications lose the provider; outposts drop it from their list. */
export async function deleteProvider(writer: Writer, pk: number): Promise<void> {
  const { db } = writer
  await setWhere(
    db.applications,
    (app) => app.provider === pk,
    () => ({ provider: null }),
  )
  await setWhere(
    db.outposts,
    (outpost) => outpost.providers.includes(pk),
    (outpost) => ({ providers: outpost.providers.filter((id) => id !== pk) }),
  )
  await writer.delete(db.providers, pk)
}

/** Bindings of the flow go, and so do the providers that authorise through it. */
export async function deleteFlow(writer: Writer, pk: string): Promise<void> {
  const { db } = writer
  const flow = db.flows.get(pk)
  if (!flow) return
  for (const binding of db.flowStageBindings.filter((row) => row.target === pk)) {
    await deleteFlowStageBinding(writer, binding.pk)
  }
  await deleteBindingsTargeting(writer, [flow.pk, flow.pbm_uuid])
  for (const provider of db.providers.filter((row) => row.authorization_flow === pk)) {
    await deleteProvider(writer, provider.pk)
  }
  await writer.delete(db.flows, pk)
}

/** Providers signing with the pair go; proxy providers merely lose it as their certificate. */
export async function deleteCertificateKeyPair(writer: Writer, pk: string): Promise<void> {
  const { db } = writer
  for (const provider of db.providers.filter((row) => row.rsa_key === pk)) {
    await deleteProvider(writer, provider.pk)
  }
  await setWhere(
    db.providers,
    (row) => row.kind === 'proxy' && row.certificate === pk,
    () => ({ certificate: null }),
  )
  await writer.delete(db.certificateKeyPairs, pk)
}

/** Child groups become top-level; group-membership policies lose the group. */
export async function deleteGroup(writer: Writer, pk: string): Promise<void> {
  const { db } = writer
  await setWhere(
    db.groups,
    (group) => group.parent === pk,
    () => ({ parent: null }),
  )
  await setWhere(
    db.policies,
    (policy) => policy.kind === 'group_membership' && policy.group === pk,
    () => ({ group: null }),
  )
  await writer.delete(db.groups, pk)
}

/** The user leaves every group. */
export async function deleteUser(writer: Writer, pk: number): Promise<void> {
  const { db } = writer
  await setWhere(
    db.groups,
    (group) => group.users.includes(pk),
    (group) => ({ users: group.users.filter((id) => id !== pk) }),
  )
  await writer.delete(db.users, pk)
}

/** Providers drop the mapping from their list. */
export async function deletePropertyMapping(writer: Writer, pk: string): Promise<void> {
  const { db } = writer
  await setWhere(
    db.providers,
    (provider) => provider.property_mappings.includes(pk),
    (provider) => ({ property_mappings: provider.property_mappings.filter((id) => id !== pk) }),
  )
  await writer.delete(db.propertyMappings, pk)
}

export async function deleteOutpost(writer: Writer, pk: string): Promise<void> {
  await writer.delete(writer.db.outposts, pk)
}
