import { Collection } from '@msw/data'
import { CalendarDb } from '../calendar/db.js'
import { type MockContext, observeCommits } from '../context/context.js'
import { adoptStores, freezeStores } from '../context/snapshot.js'
import type { ApiName } from '../factories/collections.js'
import type { ReadonlyJsonObject } from '../http/types.js'
import { IdentityDb } from '../identity/db.js'
import type { Reader } from './readers.js'
import type { RecordSchema } from './types.js'

/**
 * standin/data's hooks: @msw/data's own emitter (borrowed from a throwaway `Collection`, so that
 * `hooks.on('create' | 'update' | 'delete', listener)` is @msw/data's), fed by a commit observer
 * on the store. Every write to the store, whoever makes it (a request through either host,
 * factories, this module, a scenario load or reset), is compared, per collection someone listens
 * to, with the records before it: new keys are `create`, changed fields `update` (one event per
 * top-level field, `path: [field]`), gone keys `delete`. The events fire once the write is in
 * place, before its caller hears back: a listener cannot undo it (`preventDefault()` does
 * nothing), and an error it throws is reported as an uncaught error, not as the write's.
 */

export type Hooks = Collection<RecordSchema<ReadonlyJsonObject, ReadonlyJsonObject>>['hooks']

const ANY_RECORD: RecordSchema<ReadonlyJsonObject, ReadonlyJsonObject> = {
  '~standard': {
    version: 1,
    vendor: 'standin',
    validate: (value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? { value: { ...value } }
        : { issues: [{ message: 'not a record' }] },
  },
}

export function createHooks(): Hooks {
  return new Collection({ schema: ANY_RECORD }).hooks
}

export interface Watched {
  api: ApiName
  reader: Reader
  hooks: Hooks
  /** What this module's own creates were given, by the key the API made: the events' `initialValues`. */
  initialValues: Map<unknown, unknown>
}

const listened = (hooks: Hooks) =>
  hooks.listenerCount('create') + hooks.listenerCount('update') + hooks.listenerCount('delete') > 0

function emit(hooks: Hooks, type: 'create' | 'update' | 'delete', data: object): void {
  try {
    // rettime's TypedEvent is a MessageEvent with a brand only its types know.
    hooks.emit(new MessageEvent(type, { data }) as never)
  } catch (error) {
    queueMicrotask(() => {
      throw error
    })
  }
}

function compare(watched: Watched, before: readonly ReadonlyJsonObject[], after: readonly ReadonlyJsonObject[]): void {
  const key = watched.reader.key
  const earlier = new Map(before.map((record) => [record[key], record]))
  for (const record of after) {
    const was = earlier.get(record[key])
    earlier.delete(record[key])
    if (!was) emit(watched.hooks, 'create', { record, initialValues: watched.initialValues.get(record[key]) ?? record })
    else if (was !== record)
      for (const field of new Set([...Object.keys(was), ...Object.keys(record)]))
        if (JSON.stringify(was[field]) !== JSON.stringify(record[field]))
          emit(watched.hooks, 'update', {
            prevRecord: was,
            nextRecord: record,
            path: [field],
            prevValue: was[field],
            nextValue: record[field],
          })
  }
  for (const deletedRecord of earlier.values()) emit(watched.hooks, 'delete', { deletedRecord })
}

/** Feeds the hooks of `watched` from every write to `context`. */
export function watchWrites(context: MockContext, watched: readonly Watched[]): void {
  let before = freezeStores(context)
  // Where the records before a write are read: the version is shared, so are its rendered records.
  const earlier = { identity: new IdentityDb(), calendar: new CalendarDb() }
  observeCommits(context, (changes) => {
    const previous = before
    before = freezeStores(context)
    const heard = watched.filter((each) => changes[each.api] && listened(each.hooks))
    if (heard.length > 0) {
      adoptStores(earlier, previous)
      for (const each of heard) compare(each, each.reader.records(earlier), each.reader.records(context))
    }
    // What creates were given is for this write's events only.
    for (const each of watched) each.initialValues.clear()
  })
}
