import type { MockContext } from './context/context.js'
import { currentContext } from './context/current.js'
import { createCollection } from './data/collection.js'
import { createHooks, watchWrites, type Watched } from './data/hooks.js'
import { READERS } from './data/readers.js'
import type { Collections } from './data/types.js'
import { createFactories } from './factories/factories.js'
import { type ApiName, CALENDAR_WRITABLE, IDENTITY_WRITABLE } from './factories/collections.js'

/**
 * `standin/data`: @msw/data's `Collection` interface over standin's stores, for developers who
 * know @msw/data 1.x (`users.findMany(q => q.where({ is_active: true }))`, `create`, `update(q,
 * { data })`, `hooks.on`). Every collection of both APIs, by the same keys as factories and
 * scenario files:
 *
 *   import { collections } from 'standin/data'
 *   collections.identity['core/users'].findMany((q) => q.where({ is_active: true }), { take: 5 })
 *   await collections.calendar.events.create({ title: 'Launch', start_date: '2030-01-01 10:00:00' })
 *
 * `collections` follows the store of the moment (standin/node's shared store, an `isolated()`
 * test's own inside it, standin/browser's page store); `collectionsFor(context)` takes any store
 * (one you made, a session's). Reads see what the API answers; writes are requests to the API;
 * hooks hear every write. Loaded only when imported: the other entries do not carry it.
 * @msw/data is an optional peer dependency (its own `Query` must be the one the app's code uses).
 */

export type {
  CalendarCollections,
  Collections,
  DataCollection,
  DataRecord,
  IdentityCollections,
  ReadOnlyDataCollection,
  RecordSchema,
} from './data/types.js'

const made = new WeakMap<MockContext, Collections>()

/** Every collection of both APIs over `context`: made once per store, its hooks fed by every write to it. */
export function collectionsFor(context: MockContext): Collections {
  const kept = made.get(context)
  if (kept) return kept
  // Nothing filled in: a create sends what it is given, and the API refuses what it lacks.
  const factories = createFactories(context, { fill: async ({ body }) => body, queued: false })
  const watched: Watched[] = []
  const build = (api: ApiName, writable: readonly string[]) =>
    Object.fromEntries(
      Object.entries(READERS[api]).map(([name, reader]) => {
        const parts = { api, reader, hooks: createHooks(), initialValues: new Map<unknown, unknown>() }
        watched.push(parts)
        const writer = writable.includes(name) ? Reflect.get(factories[api], name) : undefined
        return [name, createCollection({ ...parts, context, ...(writer ? { writer } : {}) })]
      }),
    )
  // The shapes are @msw/data's; the types (data/types.ts) say which records each holds.
  const collections = {
    identity: build('identity', IDENTITY_WRITABLE),
    calendar: build('calendar', CALENDAR_WRITABLE),
  } as unknown as Collections
  watchWrites(context, watched)
  made.set(context, collections)
  return collections
}

const READS = ['findFirst', 'findMany', 'count', 'all'] as const
const WRITES = ['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany'] as const

/** A collection that acts on the store of the moment whenever it is used, wherever it was taken. */
function following(api: ApiName, name: string, writable: boolean): object {
  const target = (): object => Reflect.get(Reflect.get(collectionsFor(currentContext()), api), name)
  const routes: Record<string, unknown> = {
    get hooks() {
      return Reflect.get(target(), 'hooks')
    },
  }
  for (const method of [...READS, ...(writable ? WRITES : [])])
    routes[method] = (...args: unknown[]) => {
      const collection = target()
      return Reflect.apply(Reflect.get(collection, method), collection, args)
    }
  return routes
}

const followingAll = (api: ApiName, writable: readonly string[]) =>
  Object.fromEntries(Object.keys(READERS[api]).map((name) => [name, following(api, name, writable.includes(name))]))

/**
 * Every collection of both APIs over the store of the moment: the shared store of standin/node
 * (an `isolated()` test's own inside that test) or of standin/browser.
 */
export const collections = {
  identity: followingAll('identity', IDENTITY_WRITABLE),
  calendar: followingAll('calendar', CALENDAR_WRITABLE),
} as unknown as Collections
