import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import type { ApplicationRow, GroupRow, UserRow } from '../../../mocks/identity/tables.js'
import type { CertificateKeyPairRow } from '../../../mocks/identity/tables.js'
import type { EventRow } from '../../../mocks/identity/tables.js'
import type { FlowRow, FlowStageBindingRow, StageRow } from '../../../mocks/identity/tables.js'
import { identityTables } from '../../../mocks/identity/tables.js'
import type { OutpostRow } from '../../../mocks/identity/tables.js'
import type { PolicyBindingRow, PolicyKind, PolicyRow } from '../../../mocks/identity/tables.js'
import type { PropertyMappingKind, PropertyMappingRow } from '../../../mocks/identity/tables.js'
import type { ProviderRow, ProxyProviderRow } from '../../../mocks/identity/tables.js'
import { IdentityDb } from '../../../mocks/identity/db.js'
import { seedIdentity } from '../../../fixtures/identity/seed.js'
import * as old from './hand-written-row-schemas.js'

/**
 * The row schemas follow from the tables' columns (mocks/identity/columns.ts): the same row
 * types, the same checks and the same column order (a parsed row keeps its schema's order, which
 * snapshots and the --persist log write) as the schemas written by hand before.
 */

const handWritten: Record<keyof typeof identityTables, z.ZodType> = {
  users: old.userSchema,
  groups: old.groupSchema,
  applications: old.applicationSchema,
  certificateKeyPairs: old.certificateKeyPairSchema,
  flows: old.flowSchema,
  stages: old.stageSchema,
  flowStageBindings: old.flowStageBindingSchema,
  policies: old.policySchema,
  policyBindings: old.policyBindingSchema,
  propertyMappings: old.propertyMappingSchema,
  providers: old.providerSchema,
  outposts: old.outpostSchema,
  events: old.eventSchema,
}

const derived = (name: keyof typeof identityTables) => identityTables[name].schema(z) as unknown as z.ZodType

/** Each object of a schema (one, or each kind of a union) by its columns, in order. */
function columnOrders(schema: z.ZodType): string[][] {
  const options = schema instanceof z.ZodDiscriminatedUnion ? schema.options : [schema]
  return options.map((option) => (option instanceof z.ZodObject ? Object.keys(option.shape) : []))
}

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { unrepresentable: 'any' })

describe('row schemas made from the tables’ columns', () => {
  it('type the rows as the hand-written schemas did', () => {
    expectTypeOf<UserRow>().toEqualTypeOf<old.UserRow>()
    expectTypeOf<GroupRow>().toEqualTypeOf<old.GroupRow>()
    expectTypeOf<ApplicationRow>().toEqualTypeOf<old.ApplicationRow>()
    expectTypeOf<CertificateKeyPairRow>().toEqualTypeOf<old.CertificateKeyPairRow>()
    expectTypeOf<FlowRow>().toEqualTypeOf<old.FlowRow>()
    expectTypeOf<StageRow>().toEqualTypeOf<old.StageRow>()
    expectTypeOf<FlowStageBindingRow>().toEqualTypeOf<old.FlowStageBindingRow>()
    expectTypeOf<PolicyRow>().toEqualTypeOf<old.PolicyRow>()
    expectTypeOf<PolicyKind>().toEqualTypeOf<old.PolicyKind>()
    expectTypeOf<PolicyBindingRow>().toEqualTypeOf<old.PolicyBindingRow>()
    expectTypeOf<PropertyMappingRow>().toEqualTypeOf<old.PropertyMappingRow>()
    expectTypeOf<PropertyMappingKind>().toEqualTypeOf<old.PropertyMappingKind>()
    expectTypeOf<ProviderRow>().toEqualTypeOf<old.ProviderRow>()
    expectTypeOf<ProxyProviderRow>().toEqualTypeOf<old.ProxyProviderRow>()
    expectTypeOf<OutpostRow>().toEqualTypeOf<old.OutpostRow>()
    expectTypeOf<EventRow>().toEqualTypeOf<old.EventRow>()
  })

  it('check what they checked, columns in the same order', () => {
    for (const [name, schema] of Object.entries(handWritten)) {
      const made = derived(name as keyof typeof identityTables)
      expect(jsonSchema(made), name).toEqual(jsonSchema(schema))
      expect(columnOrders(made), name).toEqual(columnOrders(schema))
      expect(columnOrders(made).flat().length, name).toBeGreaterThan(2)
    }
  })

  it('parse the seeded rows to the same bytes, and refuse what they refused with the same message', async () => {
    const db = new IdentityDb(0)
    await seedIdentity(db, { seed: 1 })
    for (const [name, table] of Object.entries(db.tables)) {
      const schema = handWritten[name as keyof typeof identityTables]
      const made = derived(name as keyof typeof identityTables)
      expect(table.size, name).toBeGreaterThan(0)
      for (const row of table.rows()) {
        // A row with its columns shuffled: parsing puts them back in the schema's order.
        const shuffled = Object.fromEntries(Object.entries(row).reverse())
        expect(JSON.stringify(made.parse(shuffled)), name).toBe(JSON.stringify(schema.parse(shuffled)))
        const broken = { ...row, pk: 'not a key', kind: 'kind' in row ? row.kind : undefined }
        expect(made.safeParse(broken).error?.message, name).toBe(schema.safeParse(broken).error?.message)
      }
    }
  })
})
