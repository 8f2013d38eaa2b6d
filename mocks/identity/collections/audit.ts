import { readOnly } from '../fields.js'
import { uuidKey } from '../relations.js'
import { defineCollection } from '../collection.js'
import { type EventRow } from '../tables.js'

/** `/audit/events/`: read-only, newest first; the writer (writer.ts) adds an event for each row a write saves or deletes. */
export const events = defineCollection<EventRow>()({
  path: '/audit/events/',
  routes: {
    list: 'identity.audit.events.list',
    read: 'identity.audit.events.read',
  },
  schema: 'Event',
  lookup: 'event_uuid',
  key: uuidKey,
  fields: {
    pk: readOnly(),
    user: readOnly(),
    action: readOnly(),
    date: readOnly(),
    app: readOnly(),
    context: readOnly(),
    client_ip: readOnly(),
    created: readOnly(),
  },
  searchFields: ['action', 'app', 'client_ip', 'user', 'context'],
  table: 'events',
  queryset: { newestFirst: true },
  get: (db, key) => db.events.get(key),
})
