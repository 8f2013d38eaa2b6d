import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { createMockContext, DEFAULT_TOKEN } from '../../../mocks/context/context.js'
import { bodyText } from '../../../mocks/http/types.js'
import { type Action, defineCollection, runAction, steps } from '../../../mocks/identity/collection.js'
import { char, choice, type CreateInput, type Output, readOnly } from '../../../mocks/identity/fields.js'
import { uuidKey } from '../../../mocks/identity/relations.js'
import { defineTable, type TableRow, uuid } from '../../../mocks/identity/columns.js'
import type { StageRow } from '../../../mocks/identity/tables.js'
import { identityTables } from '../../../mocks/identity/tables.js'
import { collectionDefinition, withCollections } from '../../helpers/identity-document.js'

/**
 * The worked example of docs/guides/adding-a-collection.md: stages as a collection, declared
 * through the description's extension points alone, then listed, created and refused as any
 * identity collection is; its row type and schema (from the table's columns), its output type and
 * its part of the document follow from it.
 */

/** The table as the guide declares it: its columns once, each a function of zod. */
const stagesTable = defineTable({
  columns: { pk: uuid, name: (z) => z.string(), kind: (z) => z.string() },
  key: (row) => row.pk,
})

const stages = defineCollection<TableRow<typeof stagesTable>>()({
  path: '/flows/stages/',
  schema: 'Stage',
  lookup: 'stage_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true, maxLength: 200 }),
    kind: choice(
      { identification: 'Identification', password: 'Password', user_login: 'User Login' },
      { default: () => 'password' as const },
    ),
  },
  searchFields: ['name'],
  table: 'stages',
  rows: (db) => db.stages.rows(),
  get: (db, key) => db.stages.get(key),
  writes: {
    create: (values, { db, writer }) => writer.insert(db.stages, { ...values, pk: db.random.uuid() }),
    update: (row, values, { db, writer }) => writer.update(db.stages, row.pk, values),
    destroy: (row, { db, writer }) => writer.delete(db.stages, row.pk),
  },
})

const context = createMockContext({ seed: 7 })

async function send(action: Action, body?: unknown, id?: string) {
  const step = [...steps(stages.writes).collection, ...steps(stages.writes).item].find((each) => each.action === action)
  if (!step) throw new Error(`no ${action}`)
  const path = `/api/v2beta${stages.path}${id === undefined ? '' : `${id}/`}`
  const response = await runAction(
    stages,
    step,
    {
      method: action === 'list' || action === 'read' ? 'GET' : 'POST',
      url: new URL(`http://127.0.0.1${path}`),
      params: id === undefined ? {} : { stage_uuid: id },
      headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: undefined,
    },
    context,
  )
  const text = bodyText(response)
  return { status: response.status, body: text === undefined ? undefined : JSON.parse(text) }
}

describe('adding a collection (the guide’s worked example)', () => {
  it('types its rows from its table’s columns, and checks them with the schema they make', () => {
    expectTypeOf<TableRow<typeof stagesTable>>().toEqualTypeOf<{ pk: string; name: string; kind: string }>()
    expectTypeOf<TableRow<typeof stagesTable>>().toEqualTypeOf<StageRow>()
    const schema = stagesTable.schema(z)
    expect(z.toJSONSchema(schema as unknown as z.ZodType)).toEqual(
      z.toJSONSchema(identityTables.stages.schema(z) as unknown as z.ZodType),
    )
    expect(schema.safeParse({ pk: 'stage', name: 'n', kind: 'password' }).success).toBe(false)
    const row = { pk: '0b9f7e58-6f0a-4b7e-9d1f-3c2a1e5d4f60', name: 'n', kind: 'password' }
    expect(schema.safeParse(row)).toEqual({ success: true, data: row })
  })

  it('types its create values from its fields', () => {
    expectTypeOf<CreateInput<typeof stages.fields>>().toMatchTypeOf<{
      name: string
      kind: 'identification' | 'password' | 'user_login'
    }>()
  })

  it('types its output from its fields: the row’s columns', () => {
    expectTypeOf<Output<StageRow, typeof stages.fields>>().toEqualTypeOf<{ pk: string; name: string; kind: string }>()
  })

  it('gets its part of the document from its description', () => {
    const document = withCollections({ paths: {}, definitions: {} }, [stages])
    expect(Object.keys(document.paths)).toEqual(['/flows/stages/', '/flows/stages/{stage_uuid}/'])
    expect(Object.keys(document.paths['/flows/stages/'])).toEqual(['get', 'post', 'parameters'])
    expect(document.paths['/flows/stages/{stage_uuid}/'].delete.operationId).toBe('flows_stages_delete')
    expect(document.definitions.Stage).toEqual(collectionDefinition(stages))
    expect(collectionDefinition(stages)).toMatchObject({
      required: ['name'],
      properties: {
        pk: { title: 'Pk', type: 'string', readOnly: true },
        name: { title: 'Name', type: 'string' },
        kind: { title: 'Kind', type: 'string' },
      },
    })
  })

  it('creates with the default, reads it back, lists it, and refuses bad input with DRF’s messages', async () => {
    const created = await send('create', { name: 'default-password' })
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ pk: expect.any(String), name: 'default-password', kind: 'password' })
    const pk = String((created.body as { pk: string }).pk)

    const read = await send('read', undefined, pk)
    expect(read.body).toEqual(created.body)
    const list = await send('list')
    expect(list.body).toMatchObject({ count: 1, results: [created.body] })

    const refused = await send('create', { kind: 'sms' })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ name: ['This field is required.'], kind: ['"sms" is not a valid choice.'] })
    expect(context.identity.stages.size).toBe(1)
  })
})
