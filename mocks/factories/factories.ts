import type { MockContext } from '../context/context.js'
import type { JsonObject, JsonValue } from '../http/types.js'
import { callApi, collectionPath, RefusedByApi, refusalText } from './call.js'
import {
  API_PATHS,
  type ApiName,
  CALENDAR_WRITABLE,
  type CalendarWritable,
  IDENTITY_READ_ONLY,
  IDENTITY_WRITABLE,
  type IdentityReadOnly,
  type IdentityWritable,
} from './collections.js'
import { isObject } from '../http/json.js'

/**
 * Typed factories over a context's stores, one per collection of both APIs, in the manner of
 * @mswjs/data's `db.user.create({...})`: every call is a request to the API itself, made
 * in-process as the administrator, so what a factory accepts, refuses and answers is what the
 * API does (its validation, defaults, audit events and output shape). `create` first fills what
 * the input leaves out with seeded, realistic values (the filler, from fixtures/: mocks/ loads
 * no Faker).
 */

/** Fills what a create body leaves out; `position` numbers the creates of one collection. */
export type Filler = (request: {
  api: ApiName
  collection: string
  body: JsonObject
  context: MockContext
  position: number
}) => Promise<JsonObject>

/** Query parameters of a list, as the API takes them (`search`, `ordering`, `start_date`...). */
export type ListQuery = Record<string, string | number | boolean>

export interface ReadFactory<Item, Key> {
  /** The record as `GET <collection>/<key>` answers it, or undefined when the API reads none (an event in the trash included). */
  get(key: Key): Promise<Item | undefined>
  /** Every record `GET <collection>` answers with `query`, all pages. */
  list(query?: ListQuery): Promise<Item[]>
}

export interface Factory<Item, Input, Key> extends ReadFactory<Item, Key> {
  /** Creates a record from a partial body (the rest filled); throws `RefusedByApi` with the API's message. */
  create(input?: Input): Promise<Item>
  /** Changes the fields given (PATCH); throws `RefusedByApi` when the API refuses. */
  update(key: Key, changes: Input): Promise<Item>
  /** Deletes as `DELETE <collection>/<key>` does (a calendar post goes to the trash, as upstream). */
  delete(key: Key): Promise<void>
}

type IdentityKey<Item> = Item extends { pk: infer Key } ? Key : never

export type IdentityFactories = {
  [Collection in keyof IdentityWritable]: Factory<
    IdentityWritable[Collection]['record'],
    IdentityWritable[Collection]['input'],
    IdentityKey<IdentityWritable[Collection]['record']>
  >
} & {
  [Collection in keyof IdentityReadOnly]: ReadFactory<
    IdentityReadOnly[Collection],
    IdentityKey<IdentityReadOnly[Collection]>
  >
}

export type CalendarFactories = {
  [Collection in keyof CalendarWritable]: Factory<
    CalendarWritable[Collection]['record'],
    CalendarWritable[Collection]['input'],
    number
  >
}

export interface Factories {
  identity: IdentityFactories
  calendar: CalendarFactories
}

export interface FactoryOptions {
  fill: Filler
  /**
   * Run each call as its own piece of work on the context's queue (the default). A scenario's
   * `build` gets factories with this off: it already runs alone, inside the load's transaction.
   */
  queued?: boolean
}

function refused(
  api: ApiName,
  collection: string,
  action: string,
  answer: { status: number; body: JsonValue | undefined },
): RefusedByApi {
  return new RefusedByApi(`${api}.${collection} ${action}: ${refusalText(api, answer)}`, answer.status, answer.body)
}

/** DRF's `limit`/`offset`; WordPress's `page`/`per_page` with the items under the collection's name. */
async function listAll(context: MockContext, api: ApiName, collection: string, query: ListQuery): Promise<JsonValue[]> {
  const items: JsonValue[] = []
  for (let page = 1; ; page++) {
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]))
    if (api === 'identity') {
      search.set('limit', '500')
      search.set('offset', String((page - 1) * 500))
    } else {
      search.set('per_page', '50')
      search.set('page', String(page))
    }
    const answer = await callApi(context, api, 'GET', `${collectionPath(api, collection)}?${search}`)
    // WordPress answers a page past the last with an error: an empty collection has none.
    if (api === 'calendar' && answer.status === 400 && page > 1) return items
    if (answer.status !== 200 || !isObject(answer.body)) throw refused(api, collection, 'list', answer)
    const found = api === 'identity' ? answer.body.results : answer.body[collection]
    const pageItems = Array.isArray(found) ? found : []
    items.push(...pageItems)
    const more = api === 'identity' ? answer.body.next !== null : page < Number(answer.body.total_pages ?? 0)
    if (!more || pageItems.length === 0) return items
  }
}

function collectionFactory(
  context: MockContext,
  api: ApiName,
  collection: string,
  options: FactoryOptions,
  writable: boolean,
) {
  const run = <T>(work: () => Promise<T>): Promise<T> => (options.queued === false ? work() : context.exclusive(work))
  let creates = 0
  // A write answers a little less than a read of the same record (WordPress adds JSON-LD to single reads only).
  const readBack = async (written: JsonValue | undefined) => {
    const key = isObject(written) ? written[API_PATHS[api].key] : undefined
    if (typeof key !== 'string' && typeof key !== 'number') return written
    const answer = await callApi(context, api, 'GET', collectionPath(api, collection, key))
    return answer.status === 200 ? answer.body : written
  }
  const read = {
    get: (key: string | number) =>
      run(async () => {
        const answer = await callApi(context, api, 'GET', collectionPath(api, collection, key))
        // The calendar says "none to read" in several ways, as the plugin does: 404, 403 for an
        // event in the trash ("no longer available"), 400 where a route's validation finds no such id (terms).
        if (answer.status === 404 || (api === 'calendar' && answer.status >= 400 && answer.status < 500))
          return undefined
        if (answer.status !== 200) throw refused(api, collection, 'get', answer)
        return answer.body
      }),
    list: (query: ListQuery = {}) => run(() => listAll(context, api, collection, query)),
  }
  if (!writable) return read
  return {
    ...read,
    create: (input: JsonObject = {}) =>
      run(async () => {
        const body = await options.fill({ api, collection, body: input, context, position: creates++ })
        const answer = await callApi(context, api, 'POST', collectionPath(api, collection), body)
        if (answer.status !== 201 && answer.status !== 200) throw refused(api, collection, 'create', answer)
        return readBack(answer.body)
      }),
    update: (key: string | number, changes: JsonObject) =>
      run(async () => {
        const answer = await callApi(context, api, 'PATCH', collectionPath(api, collection, key), changes)
        if (answer.status !== 200) throw refused(api, collection, `update ${key}`, answer)
        return readBack(answer.body)
      }),
    delete: (key: string | number) =>
      run(async () => {
        const answer = await callApi(context, api, 'DELETE', collectionPath(api, collection, key))
        if (answer.status >= 300) throw refused(api, collection, `delete ${key}`, answer)
      }),
  }
}

/** Factories for every collection of both APIs over `context`. */
export function createFactories(context: MockContext, options: FactoryOptions): Factories {
  const build = (api: ApiName, writable: readonly string[], readOnly: readonly string[]) =>
    Object.fromEntries([
      ...writable.map((collection) => [collection, collectionFactory(context, api, collection, options, true)]),
      ...readOnly.map((collection) => [collection, collectionFactory(context, api, collection, options, false)]),
    ])
  // The shapes above are the API's own answers; the types say which (collections.ts).
  return {
    identity: build('identity', IDENTITY_WRITABLE, IDENTITY_READ_ONLY) as IdentityFactories,
    calendar: build('calendar', CALENDAR_WRITABLE, []) as CalendarFactories,
  }
}
