import type { JsonValue } from '../http/types.js'
import { type Order, OrderedSet } from '../store/ordered.js'
import type { SomeTable } from '../store/table.js'
import { type TextSearch, textSearch } from '../store/text-search.js'
import type { View } from '../store/views.js'
import type { IdentityDb } from './db.js'
import type { Field, OutputContext } from './fields.js'
import { compareValues, type OrderingKey } from './listing.js'

/**
 * The views identity's lists read, each following every write of its table
 * (mocks/store/views.ts): a collection's queryset in its default order, a sort order per
 * column and direction, and its search index. The first list after a write then costs a page
 * (O(log n + page)), as a kept one does, instead of a pass over the table. What they cannot
 * serve (orders on computed fields, several keys, querysets that read other tables) is sorted
 * and searched over the rows as before (listing.ts).
 */

/** Which rows of its table a collection lists, and in which order. */
export interface Queryset<Row> {
  /** Only the rows it keeps (a kind of policy, of mapping, of provider); absent: every row. */
  where?(row: Row): boolean
  /** Newest first; absent: in insertion order, oldest first. */
  newestFirst?: boolean
}

/** A list's rows: how many there are, and one page of them. */
export interface Listed<Row> {
  readonly count: number
  page(offset: number, limit: number): Row[]
}

export function listedArray<Row>(rows: readonly Row[]): Listed<Row> {
  return { count: rows.length, page: (offset, limit) => rows.slice(offset, offset + limit) }
}

function listedSet<Row>(set: OrderedSet<Row>): Listed<Row> {
  return { count: set.size, page: (offset, limit) => set.slice(offset, offset + limit) }
}

/** The fields a view reads are the row's own columns: their value needs no request. */
const COLUMNS_ONLY: OutputContext<IdentityDb> = {
  get db(): never {
    throw new Error('a view read a computed field')
  },
  origin: '',
}

type SomeField<Row> = Field<IdentityDb, Row, unknown>

/** A view of the queryset's rows in an order: `compare`, then the queryset's own. */
function orderedView<Row>(name: string, queryset: Queryset<Row>, compare: (a: Row, b: Row) => number) {
  const where = (row: Row) => queryset.where?.(row) ?? true
  const direction = queryset.newestFirst ? -1 : 1
  const orderWith = (positionOf: (row: Row) => number): Order<Row> => ({
    compare: (a, b) => compare(a, b) || direction * (positionOf(a) - positionOf(b)),
  })
  // Writes compare with the positions they are handed; reads only walk the set.
  const unplaced = orderWith(() => {
    throw new Error(`${name}: compared without positions`)
  })
  const view: View<Row, OrderedSet<Row>> = {
    name,
    build(rows) {
      const entries: Array<{ row: Row; position: number }> = []
      rows.forEach((row, position) => {
        if (where(row)) entries.push({ row, position })
      })
      entries.sort((a, b) => compare(a.row, b.row) || direction * (a.position - b.position))
      return OrderedSet.of(
        unplaced,
        entries.map((entry) => entry.row),
      )
    },
    update(set, { before, after, positionOf }) {
      const order = orderWith(positionOf)
      const without = before !== undefined && where(before) ? set.delete(before, order) : set
      return after !== undefined && where(after) ? without.insert(after, order) : without
    },
  }
  return view
}

/** The text a search field shows, as DRF's SearchFilter reads it. */
function searchText(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value)
}

/** What a collection lists, as the views need it. */
export interface Listable<Row> {
  path: string
  fields: Record<string, SomeField<Row>>
  searchFields: readonly string[]
  queryset?: Queryset<Row>
}

interface CollectionViews<Row> {
  queryset: View<Row, OrderedSet<Row>>
  sorts: Map<string, View<Row, OrderedSet<Row>>>
  /** Absent when a search field is computed. */
  search: TextSearch<Row> | undefined
}

const made = new WeakMap<object, CollectionViews<never>>()

/** A collection's views, declared once (views are kept by their object). */
function viewsOf<Row>(collection: Listable<Row>): CollectionViews<Row> {
  const known = made.get(collection) as CollectionViews<Row> | undefined
  if (known) return known
  const { fields, searchFields, queryset = {}, path } = collection
  const searchable = searchFields.every((name) => fields[name]?.shows === 'column')
  const views: CollectionViews<Row> = {
    queryset: orderedView(`${path} queryset`, queryset, () => 0),
    sorts: new Map(),
    search: searchable
      ? textSearch(
          `${path} search`,
          (row) => searchFields.map((name) => searchText(fields[name]?.read(row, name, COLUMNS_ONLY))),
          (row) => queryset.where?.(row) ?? true,
        )
      : undefined,
  }
  made.set(collection, views as CollectionViews<never>)
  return views
}

/** The queryset's rows in their default order. */
export function querysetRows<Row>(collection: Listable<Row>, table: SomeTable): Listed<Row> {
  return listedSet(table.view(viewsOf(collection).queryset))
}

/** The queryset ordered by one column, or undefined when the key is not a column (computed fields sort as before). */
export function sortedRows<Row>(
  collection: Listable<Row>,
  table: SomeTable,
  key: OrderingKey,
): Listed<Row> | undefined {
  const field = collection.fields[key.field]
  if (field?.shows !== 'column') return undefined
  const views = viewsOf(collection)
  const name = `${key.descending ? '-' : ''}${key.field}`
  let view = views.sorts.get(name)
  if (!view) {
    const sign = key.descending ? -1 : 1
    const valueOf = (row: Row) => field.read(row, key.field, COLUMNS_ONLY)
    view = orderedView(
      `${collection.path} by ${name}`,
      collection.queryset ?? {},
      (a, b) => sign * compareValues(valueOf(a), valueOf(b)),
    )
    views.sorts.set(name, view)
  }
  return listedSet(table.view(view))
}

/**
 * The queryset's rows holding every term (lower case), in the queryset's order; undefined when
 * a search field is computed (searched over the rows as before).
 */
export function searchedRows<Row>(
  collection: Listable<Row>,
  table: SomeTable,
  terms: readonly string[],
): Row[] | undefined {
  const search = viewsOf(collection).search
  if (!search) return undefined
  const slots = table.current.slots
  // Positions come from the view of this very version: each names one of its rows.
  const rowAt = (position: number) => slots.get(position) as Row | undefined
  const rows = search.search(table.view(search), terms, rowAt).flatMap((position) => rowAt(position) ?? [])
  return collection.queryset?.newestFirst ? rows.reverse() : rows
}
