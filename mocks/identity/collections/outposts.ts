import { deleteOutpost } from '../deletes.js'
import { char, readOnly } from '../fields.js'
import { jsonField } from '../json-fields.js'
import { relatedMany, uuidKey } from '../relations.js'
import { defineCollection, type WriteContext } from '../collection.js'
import { formatDateTime } from '../writer.js'
import { exists } from './exists.js'
import { type OutpostRow } from '../tables.js'

/** `/outposts/outposts/`. (`/outposts/proxy/` is a view of proxy providers: see providers.ts.) */

/**
 * Every outpost save makes sure its service account exists (`pb-outpost-<uuid hex>`),
 * so that it shows up among the users, as upstream.
 */
async function ensureServiceAccount(outpost: OutpostRow, { db, writer, now }: WriteContext<OutpostRow>): Promise<void> {
  const username = `pb-outpost-${outpost.pk.replace(/-/g, '')}`
  if (db.users.rows().some((user) => user.username === username)) return
  await writer.insert(db.users, {
    pk: db.nextUserPk(),
    username,
    name: `Outpost ${outpost.name} Service-Account`,
    email: '',
    is_active: true,
    date_joined: formatDateTime(now),
  })
}

export const outposts = defineCollection<OutpostRow>()({
  path: '/outposts/outposts/',
  routes: {
    list: 'identity.outposts.outposts.list',
    create: 'identity.outposts.outposts.create',
    read: 'identity.outposts.outposts.read',
    update: 'identity.outposts.outposts.update',
    partial_update: 'identity.outposts.outposts.partial_update',
    delete: 'identity.outposts.outposts.delete',
  },
  schema: 'Outpost',
  lookup: 'uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true }),
    providers: relatedMany(exists.provider, { required: true, allowEmpty: false }),
    _config: jsonField({ required: true }),
  },
  searchFields: ['name'],
  table: 'outposts',
  get: (db, key) => db.outposts.get(key),
  writes: {
    async create(values, context) {
      const { db, writer } = context
      const row: OutpostRow = { ...values, pk: db.random.uuid(), type: 'proxy', deployment_type: 'custom' }
      const outpost = await writer.insert(db.outposts, row)
      await ensureServiceAccount(outpost, context)
      return outpost
    },
    async update(row, values, context) {
      const outpost = await context.writer.update(context.db.outposts, row.pk, values)
      await ensureServiceAccount(outpost, context)
      return outpost
    },
    destroy: (row, { writer }) => deleteOutpost(writer, row.pk),
  },
})
