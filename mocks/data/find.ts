import { OperationError, Query } from '@msw/data'
import type { ReadonlyJsonObject } from '../http/types.js'

/**
 * standin/data's queries: @msw/data's own `Query` decides what matches (the user's
 * `q.where(...)`, `.or`, `.and`, functions per key), over standin's records. Sorting and paging
 * are written here (@msw/data exports neither): `orderBy` sorts before paging, where @msw/data
 * pages its insertion order first; `cursor` is inclusive, a negative `take` walks backwards from
 * the end (or the cursor), `skip` skips matches, as @msw/data does.
 */

type Row = ReadonlyJsonObject
export type Predicate = ((query: Query<Row>) => Query<Row>) | Query<Row> | undefined

type SortOrder = 'asc' | 'desc'
/** `{ name: 'asc' }`, nested (`{ address: { city: 'desc' } }`), or a list of them, first first. */
export type OrderBy = { readonly [field: string]: SortOrder | OrderBy } | ReadonlyArray<OrderBy>

export interface FindOptions {
  take?: number
  skip?: number
  cursor?: Row
  orderBy?: OrderBy
  strict?: boolean
}

function toQuery(predicate: Predicate): Query<Row> {
  if (predicate === undefined || predicate === null) return new Query<Row>(() => true)
  return predicate instanceof Query ? predicate : predicate(new Query<Row>())
}

/** @msw/data's error for a strict query that found nothing (its code, its message). */
export function nothingFound(operation: string): OperationError {
  // The code's enum is not exported: its value is.
  return OperationError.for('STRICT_QUERY_WITHOUT_RESULTS' as never)(
    `Failed to execute "${operation}" on collection: no record found matching the query`,
  )
}

function criteria(orderBy: OrderBy, path: readonly string[] = []): Array<[readonly string[], SortOrder]> {
  if (Array.isArray(orderBy)) return orderBy.flatMap((each: OrderBy) => criteria(each, path))
  return Object.entries(orderBy).flatMap(([field, order]) =>
    typeof order === 'string' ? [[[...path, field], order]] : criteria(order, [...path, field]),
  )
}

function valueAt(row: Row, path: readonly string[]): unknown {
  let value: unknown = row
  for (const name of path) value = typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
  return value
}

function sorted(rows: readonly Row[], orderBy: OrderBy | undefined): readonly Row[] {
  if (!orderBy) return rows
  const by = criteria(orderBy)
  return [...rows].sort((a, b) => {
    for (const [path, order] of by) {
      // @msw/data compares with < and >, whatever the values are.
      const [left, right] = [valueAt(a, path), valueAt(b, path)] as [number, number]
      const difference = left < right ? -1 : left > right ? 1 : 0
      if (difference !== 0) return order === 'asc' ? difference : -difference
    }
    return 0
  })
}

/** The records `findMany` answers: matched, sorted, then paged (`key` finds the cursor). */
export function findRecords(rows: readonly Row[], predicate: Predicate, options: FindOptions, key: string): Row[] {
  const { take, skip, cursor } = options
  if (skip !== undefined && !(Number.isInteger(skip) && skip >= 0))
    throw new TypeError(
      `Failed to query the collection: expected the "skip" pagination option to be a number larger or equal to 0 but got ${JSON.stringify(skip)}`,
    )
  const query = toQuery(predicate)
  const all = sorted(rows, options.orderBy)
  const wanted = Math.abs(take ?? Infinity)
  const step = take !== undefined && take < 0 ? -1 : 1
  let start = step === 1 ? 0 : all.length - 1
  if (cursor != null) {
    start = all.findIndex((row) => row[key] === cursor[key])
    if (start === -1) return []
  }
  const found: Row[] = []
  let skipped = 0
  for (let index = start; index >= 0 && index < all.length && found.length < wanted; index += step) {
    const row = all[index]!
    if (!query.test(row)) continue
    if (skipped < (skip ?? 0)) skipped++
    else found.push(row)
  }
  return found
}
