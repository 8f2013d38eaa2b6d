import { siteOf } from '../calendar/context.js'
import type { CalendarDb } from '../calendar/db.js'
import { renderEvent } from '../calendar/events/render.js'
import { organizers } from '../calendar/linked/organizers.js'
import { renderLinked } from '../calendar/linked/render.js'
import { venues } from '../calendar/linked/venues.js'
import { renderTerm } from '../calendar/terms/render.js'
import { configOf } from '../calendar/terms/taxonomies.js'
import type { MockContext } from '../context/context.js'
import { IN_PROCESS_ORIGIN } from '../factories/call.js'
import { API_PATHS, type ApiName, CALENDAR_WRITABLE } from '../factories/collections.js'
import type { ReadonlyJsonObject } from '../http/types.js'
import { querysetOf, type SomeCollection } from '../identity/collection.js'
import { identityCollections } from '../identity/registry.js'
import { render } from '../identity/serializer.js'

/**
 * What standin/data reads: every record of a collection as the API's own read answers it to the
 * administrator (`GET <collection>/<key>`, the factories' `get`), rendered by the API's own
 * renderers, synchronously (@msw/data's reads are), and kept until the next write to the store
 * (the store's memo). Posts in the trash (a DELETE puts events, venues and organizers there) are
 * not in the collection, as factories' `delete` means. test/mocks/data/readers.test.ts checks
 * every record of every collection against the API's answer.
 */

export interface Reader {
  /** The field that keys the collection's records (`pk`, `id`). */
  key: string
  /** Every record, in the API's default order; frozen, shared until the next write. */
  records(stores: Pick<MockContext, 'identity' | 'calendar'>): readonly ReadonlyJsonObject[]
}

/** Where links in records point: the same address the factories' answers use. */
const site = siteOf(
  {
    method: 'GET',
    url: new URL(IN_PROCESS_ORIGIN),
    params: {},
    headers: {},
    body: undefined,
    remoteAddress: undefined,
  },
  undefined,
)

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** Records kept per store version: rendering a collection costs its rows once per write. */
function kept(
  db: { memo<T>(name: string, compute: () => T): T },
  name: string,
  make: () => ReadonlyJsonObject[],
): readonly ReadonlyJsonObject[] {
  // Rendered parts may be shared with the API's kept answers: copied before they are frozen here.
  return db.memo(`standin/data ${name}`, () => deepFreeze(structuredClone(make())))
}

const identityReaders = Object.fromEntries(
  Object.entries<SomeCollection>(identityCollections).map(([path, collection]) => {
    const reader: Reader = {
      key: API_PATHS.identity.key,
      records: ({ identity: db }) =>
        kept(db, path, () =>
          querysetOf(collection, db)
            .page(0, Infinity)
            .map((row) => render(collection.fields, row, { db, origin: site.origin })),
        ),
    }
    return [path, reader]
  }),
)

const notTrashed = <Row extends { status: string }>(rows: readonly Row[]) =>
  rows.filter((row) => row.status !== 'trash')

const calendarRecords: Record<(typeof CALENDAR_WRITABLE)[number], (db: CalendarDb) => ReadonlyJsonObject[]> = {
  events: (db) => notTrashed(db.events.rows()).map((event) => renderEvent(site, db, event, { single: true })),
  venues: (db) => notTrashed(db.venues.rows()).map((row) => renderLinked(venues, site, db, row, true)),
  organizers: (db) => notTrashed(db.organizers.rows()).map((row) => renderLinked(organizers, site, db, row, true)),
  categories: (db) =>
    db.terms
      .rows()
      .filter((term) => configOf(term.taxonomy).resource === 'categories')
      .map((term) => renderTerm(site, db, term, true)),
  tags: (db) =>
    db.terms
      .rows()
      .filter((term) => configOf(term.taxonomy).resource === 'tags')
      .map((term) => renderTerm(site, db, term, true)),
}

const calendarReaders = Object.fromEntries(
  CALENDAR_WRITABLE.map((name) => {
    const reader: Reader = {
      key: API_PATHS.calendar.key,
      records: ({ calendar: db }) => kept(db, name, () => calendarRecords[name](db)),
    }
    return [name, reader]
  }),
)

export const READERS: Record<ApiName, Record<string, Reader>> = { identity: identityReaders, calendar: calendarReaders }
