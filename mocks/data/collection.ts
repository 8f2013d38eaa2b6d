import { Query } from '@msw/data'
import type { MockContext } from '../context/context.js'
import type { ReadFactory } from '../factories/factories.js'
import type { ApiName } from '../factories/collections.js'
import type { JsonObject, ReadonlyJsonObject } from '../http/types.js'
import { type FindOptions, findRecords, nothingFound, type OrderBy, type Predicate } from './find.js'
import type { Hooks } from './hooks.js'
import type { Reader } from './readers.js'

/**
 * One collection of standin/data: @msw/data's `Collection` methods over one API collection of
 * one store. Reads are synchronous, over the records the API's own read answers (readers.ts);
 * writes are requests to the API (the factories' calls, nothing filled in), each method one
 * piece of work on the store's queue, all or nothing: `updateMany` that the API refuses halfway
 * changes nothing. What differs from @msw/data is in docs/decisions/0034.
 */

type Row = ReadonlyJsonObject
type Recipe = (draft: JsonObject) => void | Promise<void>
type Target = Predicate | Row

/** The factory calls a writable collection makes (the API's POST, PATCH and DELETE). */
interface Writer extends ReadFactory<unknown, string | number> {
  create(input?: JsonObject): Promise<unknown>
  update(key: string | number, changes: JsonObject): Promise<unknown>
  delete(key: string | number): Promise<void>
}

export interface CollectionParts {
  context: MockContext
  api: ApiName
  reader: Reader
  hooks: Hooks
  /** Filled by `create`: the events' `initialValues` (hooks.ts). */
  initialValues: Map<unknown, unknown>
  /** Absent for the read-only identity collections. */
  writer?: Writer
}

const isRecord = (target: Target): target is Row =>
  typeof target === 'object' && target !== null && !(target instanceof Query)

/** The changed top-level fields of a draft, as a PATCH body. */
function changesOf(before: Row, after: JsonObject): JsonObject {
  const changes: JsonObject = {}
  for (const [field, value] of Object.entries(after))
    if (JSON.stringify(value) !== JSON.stringify(before[field])) changes[field] = value
  return changes
}

type Reads = ReturnType<typeof readsOf>

function readsOf(parts: CollectionParts) {
  const { context, reader, hooks } = parts
  const key = reader.key
  const records = () => reader.records(context)
  const findMany = (predicate?: Predicate, options: FindOptions = {}) => {
    const found = findRecords(records(), predicate, options, key)
    if (options.strict && found.length === 0) throw nothingFound('findMany')
    return found
  }
  const findFirst = (predicate?: Predicate, options: { strict?: boolean } = {}) => {
    const [found] = findRecords(records(), predicate, { take: 1 }, key)
    if (!found && options.strict) throw nothingFound('findFirst')
    return found
  }
  return { findFirst, findMany, count: () => records().length, all: () => records(), hooks }
}

/** `create` to `deleteMany`: the API's POST, PATCH and DELETE, each method one item of the store's queue. */
function writesOf(parts: CollectionParts, writer: Writer, reads: Reads) {
  const { context, reader } = parts
  const key = reader.key
  const byKey = (value: unknown) => reads.all().find((record) => record[key] === value)
  const keyOf = (record: unknown) => {
    const value = typeof record === 'object' && record !== null ? Reflect.get(record, key) : undefined
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`standin/data: the API answered no ${key}`)
    return value
  }
  const createOne = async (initialValues: JsonObject = {}) => {
    const made = keyOf(await writer.create(initialValues))
    parts.initialValues.set(made, initialValues)
    return byKey(made)
  }
  const updateOne = async (record: Row, data: Recipe) => {
    const draft = structuredClone(record) as JsonObject
    await data(draft)
    const changes = changesOf(record, draft)
    if (Object.keys(changes).length === 0) return record
    await writer.update(keyOf(record), changes)
    return byKey(record[key])
  }
  const targetOf = (target: Target, operation: string, strict: boolean | undefined) => {
    const found = isRecord(target) ? byKey(target[key]) : reads.findFirst(target)
    if (!found && strict) throw nothingFound(operation)
    return found
  }
  const targetsOf = (predicate: Predicate, operation: string, options: { orderBy?: OrderBy; strict?: boolean }) => {
    const found = findRecords(reads.all(), predicate, options.orderBy ? { orderBy: options.orderBy } : {}, key)
    if (found.length === 0 && options.strict) throw nothingFound(operation)
    return found
  }
  // A refused write is undone: what its creates were given goes with it.
  const run = <T>(work: () => Promise<T>) =>
    context.exclusive(async () => {
      try {
        return await work()
      } catch (error) {
        parts.initialValues.clear()
        throw error
      }
    })
  return {
    create: (initialValues?: JsonObject) => run(() => createOne(initialValues)),
    createMany: (count: number, initialValuesOf: (index: number) => JsonObject) =>
      run(async () => {
        const created = []
        for (let index = 0; index < count; index++) created.push(await createOne(initialValuesOf(index)))
        return created
      }),
    update: (target: Target, options: { data: Recipe; strict?: boolean }) =>
      run(async () => {
        const found = targetOf(target, 'update', options.strict)
        return found && updateOne(found, options.data)
      }),
    updateMany: (predicate: Predicate, options: { data: Recipe; orderBy?: OrderBy; strict?: boolean }) =>
      run(async () => {
        const updated = []
        for (const found of targetsOf(predicate, 'updateMany', options))
          updated.push(await updateOne(found, options.data))
        return updated
      }),
    delete: (target: Target, options: { strict?: boolean } = {}) =>
      run(async () => {
        const found = targetOf(target, 'delete', options.strict)
        if (found) await writer.delete(keyOf(found))
        return found
      }),
    deleteMany: (predicate: Predicate, options: { orderBy?: OrderBy; strict?: boolean } = {}) =>
      run(async () => {
        const found = targetsOf(predicate, 'deleteMany', options)
        for (const record of found) await writer.delete(keyOf(record))
        return found
      }),
  }
}

export function createCollection(parts: CollectionParts) {
  const reads = readsOf(parts)
  return parts.writer ? { ...reads, ...writesOf(parts, parts.writer, reads) } : reads
}
