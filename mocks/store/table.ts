import { addTo, type Bucket, type IndexValue, isList, removeFrom } from './buckets.js'
import { deepFreeze } from './freeze.js'
import { mapInTurns } from './turns.js'
import { HashMap, Vector } from './persistent.js'
import { at } from './ordered.js'
import { TableVersion } from './table-version.js'
import type { View } from './views.js'

/**
 * One kind of record: a handle on the table's current version, an immutable `TableVersion`.
 *
 * A version holds the rows in insertion order (a persistent vector; a deleted row leaves an empty
 * slot) and, by key and by each declared index, where they are (persistent hash maps). A write
 * makes a new version that shares everything it does not change, so it costs its own row and
 * index entries, O(log n), never the table; the old version stays whole, which is what resets,
 * sessions and rollbacks start from. Rows are frozen: nothing can change a version in place.
 * Values computed from a version are kept on it, so every store that holds the same version
 * shares them: memos until the next write, views (sort orders, list pages, search indexes)
 * carried by each write to the next version at the cost of the row it changed (views.ts).
 */

/** What a table validates rows with: a zod schema, or anything with zod's `safeParse`. */
export interface RowSchema<Row> {
  safeParse(value: unknown): { success: true; data: Row } | { success: false; error: { message: string } }
}

/**
 * Where the schema comes from. Loaded on the first write: data restored from trusted versions
 * (precomputed scenarios) is never revalidated, so a process that only reads never loads zod.
 */
export type SchemaSource<Row> = () => RowSchema<Row> | Promise<RowSchema<Row>>

export type { IndexValue }

export interface TableOptions<Row> {
  /**
   * Values rows are looked up by (`lookup`): unique columns, slugs, names. A row whose value is
   * undefined is left out of that index.
   */
  indexes?: Record<string, (row: Row) => IndexValue | undefined>
}

/** A write recorded for persistence: the row as stored, or the key of a deleted one. */
export type TableChange<Row, Key> = { put: Row } | { delete: Key }

/** Shared by a store's tables: while `on`, writes are recorded, and the tables written listed. */
export interface Recorder {
  on: boolean
  readonly written: Set<SomeTable>
}

/** A key of any table. */
export type SomeKey = string | number

/** A version of any table, its rows' and keys' types forgotten (what a store's version holds). */
export type SomeVersion = TableVersion<object, SomeKey>

/** Any table, its rows' and keys' types forgotten: what a store does with each (every `Table` is one). */
export interface SomeTable {
  readonly name: string
  readonly current: SomeVersion
  /** See `TableVersion.memo`. */
  memo<T>(name: string, compute: () => T): T
  /** See `TableVersion.view`. */
  view<Value>(view: View<never, Value>): Value
  attach(recorder: Recorder): void
  adopt(version: SomeVersion): void
  clear(): void
  snapshot(): object[]
  versionOf(rows: readonly unknown[]): Promise<SomeVersion>
  trustedVersionOf(rows: readonly unknown[]): SomeVersion
  takeRecorded(): Array<TableChange<object, SomeKey>> | 'replaced'
  apply(changes: ReadonlyArray<TableChange<object, SomeKey>>): Promise<void>
}

/** Whether `row` holds exactly `checked`'s values, under the same keys in the same order. */
function sameColumns<Row extends object>(row: unknown, checked: Row): row is Row {
  if (typeof row !== 'object' || row === null || Object.getPrototypeOf(row) !== Object.prototype) return false
  const keys = Object.keys(row)
  const expected = Object.keys(checked)
  if (keys.length !== expected.length) return false
  return keys.every((key, index) => key === expected[index] && Reflect.get(row, key) === Reflect.get(checked, key))
}

export class Table<Row extends object, Key extends string | number> {
  readonly #schema: SchemaSource<Row>
  #loaded: RowSchema<Row> | undefined
  readonly #indexes: ReadonlyArray<readonly [string, (row: Row) => IndexValue | undefined]>
  #version: TableVersion<Row, Key>
  #recorder: Recorder | undefined
  /** Writes recorded since the recorder turned on; 'replaced' after clear, restore or adopt. */
  #log: Array<TableChange<Row, Key>> | 'replaced' | undefined

  constructor(
    readonly name: string,
    schema: SchemaSource<Row>,
    readonly keyOf: (row: Row) => Key,
    options: TableOptions<Row> = {},
  ) {
    this.#schema = schema
    this.#indexes = Object.entries(options.indexes ?? {})
    this.#version = this.#empty()
  }

  #empty(): TableVersion<Row, Key> {
    const indexes = Object.fromEntries(this.#indexes.map(([name]) => [name, HashMap.empty<IndexValue, Bucket<Key>>()]))
    return new TableVersion(Vector.empty<Row>(), HashMap.empty<Key, number>(), indexes)
  }

  /** The current version: what a store's version is made of. */
  get current(): TableVersion<Row, Key> {
    return this.#version
  }

  /** Makes `version` (one of this table's) current: O(1). */
  adopt(version: TableVersion<Row, Key>): void {
    this.#version = version
    this.#note('replaced')
  }

  /** Joins a store's recorder (see Store.begin). */
  attach(recorder: Recorder): void {
    this.#recorder = recorder
  }

  #note(change: TableChange<Row, Key> | 'replaced'): void {
    const recorder = this.#recorder
    if (!recorder?.on) return
    if (change === 'replaced') this.#log = 'replaced'
    else if (this.#log === undefined) this.#log = [change]
    else if (this.#log !== 'replaced') this.#log.push(change)
    recorder.written.add(this)
  }

  /** Changes with every write: the id of the current version. */
  get version(): number {
    return this.#version.id
  }

  /**
   * A value computed from this version's rows, kept until the next write: reverse lookups,
   * sort orders and search indexes cost one pass per change instead of one per request, and
   * stores sharing the version share it.
   */
  memo<T>(name: string, compute: () => T): T {
    return this.#version.memo(name, compute)
  }

  get size(): number {
    return this.#version.size
  }

  get(key: Key): Row | undefined {
    return this.#version.get(key)
  }

  has(key: Key): boolean {
    return this.#version.positions.has(key)
  }

  /** Where the row stands in insertion order (smaller is older), or undefined. */
  position(key: Key): number | undefined {
    return this.#version.positions.get(key)
  }

  /** The view's value at the current version (see views.ts). */
  view<Value>(view: View<Row, Value>): Value {
    return this.#version.view(view)
  }

  /** Every row, in insertion order: built once per version, frozen (copy it before sorting). */
  rows(): readonly Row[] {
    return this.#version.memo('rows', () => {
      const rows: Row[] = []
      this.#version.slots.forEach((row) => rows.push(row))
      return Object.freeze(rows)
    })
  }

  find(predicate: (row: Row) => boolean): Row | undefined {
    return this.rows().find(predicate)
  }

  filter(predicate: (row: Row) => boolean): Row[] {
    return this.rows().filter(predicate)
  }

  /** The rows whose `index` value is `value`, in the order they took it: O(log n). */
  lookup(index: string, value: IndexValue): Row[] {
    const entries = this.#version.indexes[index]
    if (!entries) throw new Error(`${this.name}: no index "${index}"`)
    const bucket = entries.get(value)
    if (bucket === undefined) return []
    const rows: Row[] = []
    for (const key of isList(bucket) ? bucket : [bucket]) {
      const row = this.#version.get(key)
      if (row) rows.push(row)
    }
    return rows
  }

  async #validator(): Promise<RowSchema<Row>> {
    this.#loaded ??= await this.#schema()
    return this.#loaded
  }

  /** The row as the schema makes it (a fresh, frozen object); throws when it does not fit. */
  async check(row: unknown): Promise<Row> {
    return this.#checkWith(await this.#validator(), row)
  }

  #checkWith(schema: RowSchema<Row>, row: unknown): Row {
    const result = schema.safeParse(row)
    if (!result.success) throw new Error(`${this.name}: row does not fit the schema: ${result.error.message}`)
    return deepFreeze(result.data)
  }

  #withRow(
    version: TableVersion<Row, Key>,
    position: number,
    previous: Row | undefined,
    row: Row,
    slots: Vector<Row>,
  ): TableVersion<Row, Key> {
    const key = this.keyOf(row)
    const indexes: Record<string, HashMap<IndexValue, Bucket<Key>>> = {}
    for (const [name, valueOf] of this.#indexes) {
      let entries = version.indexes[name] ?? HashMap.empty<IndexValue, Bucket<Key>>()
      const before = previous === undefined ? undefined : valueOf(previous)
      const after = valueOf(row)
      if (before !== after) entries = addTo(removeFrom(entries, before, key), after, key)
      indexes[name] = entries
    }
    const positions = previous === undefined ? version.positions.set(key, position) : version.positions
    const positionOf = (other: Row) =>
      other === row || other === previous ? position : (positions.get(this.keyOf(other)) ?? -1)
    return new TableVersion(
      slots,
      positions,
      indexes,
      version.followed({ before: previous, after: row, position, positionOf }),
    )
  }

  #put(row: Row): void {
    const version = this.#version
    const key = this.keyOf(row)
    const position = version.positions.get(key)
    if (position === undefined) {
      this.#version = this.#withRow(version, version.slots.length, undefined, row, version.slots.push(row))
    } else {
      this.#version = this.#withRow(
        version,
        position,
        version.slots.get(position),
        row,
        version.slots.set(position, row),
      )
    }
    this.#note({ put: row })
  }

  /** Validates the row, then appends it (callers validate input first: this is the last check). */
  async insert(row: Row): Promise<Row> {
    const key = this.keyOf(row)
    if (this.has(key)) throw new Error(`${this.name}: duplicate key ${String(key)}`)
    const stored = await this.check(row)
    // The check awaited: another write may have taken the key meanwhile.
    if (this.has(key)) throw new Error(`${this.name}: duplicate key ${String(key)}`)
    this.#put(stored)
    return stored
  }

  async update(key: Key, changes: Partial<Row>): Promise<Row> {
    const current = this.get(key)
    if (!current) throw new Error(`${this.name}: no row with key ${String(key)}`)
    const stored = await this.check({ ...current, ...changes })
    if (this.keyOf(stored) !== key) throw new Error(`${this.name}: an update cannot change the key ${String(key)}`)
    if (this.get(key) !== current) throw new Error(`${this.name}: row ${String(key)} changed during update`)
    this.#put(stored)
    return stored
  }

  delete(key: Key): Row | undefined {
    const version = this.#version
    const position = version.positions.get(key)
    const current = position === undefined ? undefined : version.slots.get(position)
    if (position === undefined || current === undefined) return undefined
    const indexes: Record<string, HashMap<IndexValue, Bucket<Key>>> = {}
    for (const [name, valueOf] of this.#indexes)
      indexes[name] = removeFrom(version.indexes[name] ?? HashMap.empty(), valueOf(current), key)
    const positions = version.positions.delete(key)
    const slots = version.slots.set(position, undefined)
    this.#version = new TableVersion(
      slots,
      positions,
      indexes,
      version.followed({
        before: current,
        after: undefined,
        position,
        positionOf: (other) => (other === current ? position : (positions.get(this.keyOf(other)) ?? -1)),
      }),
    )
    // Empty slots cost iteration: past as many as there are rows, the rows are laid out afresh
    // (O(n), once per n deletes).
    if (slots.length - positions.size > positions.size + 32) this.#version = this.#build(this.rows())
    this.#note({ delete: key })
    return current
  }

  #build(rows: readonly Row[]): TableVersion<Row, Key> {
    const positions = HashMap.of(
      rows.length,
      (position) => this.keyOf(at(rows, position)),
      (position) => position,
    )
    if (positions.size !== rows.length) {
      const seen = new Set<Key>()
      const duplicate = rows.map((row) => this.keyOf(row)).find((key) => seen.size === seen.add(key).size)
      throw new Error(`${this.name}: duplicate key ${String(duplicate)}`)
    }
    const indexes = this.#indexes.map(([name, valueOf]) => {
      // Keys by value in insertion order, as one `addTo` per row would leave them.
      const byValue = new Map<IndexValue, Bucket<Key>>()
      for (const row of rows) {
        const value = valueOf(row)
        if (value === undefined) continue
        const bucket = byValue.get(value)
        const key = this.keyOf(row)
        byValue.set(value, bucket === undefined ? key : isList(bucket) ? [...bucket, key] : [bucket, key])
      }
      const buckets = [...byValue]
      return [
        name,
        HashMap.of(
          buckets.length,
          (i) => at(buckets, i)[0],
          (i) => at(buckets, i)[1],
        ),
      ] as const
    })
    return new TableVersion(Vector.of(rows), positions, Object.fromEntries(indexes))
  }

  clear(): void {
    this.#version = this.#empty()
    this.#note('replaced')
  }

  /** The rows, in insertion order (a fresh array of the stored, frozen rows). */
  snapshot(): Row[] {
    return [...this.rows()]
  }

  /** A version holding `rows`, each checked against the schema; throws (changing nothing) when one does not fit. */
  async versionOf(rows: readonly unknown[]): Promise<TableVersion<Row, Key>> {
    const schema = await this.#validator()
    // A row the schema gives back unchanged (the same values under the same keys, in order) is
    // kept as it came, frozen: a snapshot of many rows is then held once, not parsed and copied.
    // Thousands of rows (an uploaded snapshot) are checked letting others in (mocks/store/turns.ts).
    return this.#build(
      await mapInTurns(rows, (row) => {
        const checked = this.#checkWith(schema, row)
        return sameColumns(row, checked) ? deepFreeze(row) : checked
      }),
    )
  }

  /**
   * A version holding `rows` as they are: for rows this process already validated (a precomputed
   * scenario checked by its own test, a rebased copy of one), so loading them costs no schema.
   */
  trustedVersionOf(rows: readonly Row[]): TableVersion<Row, Key> {
    return this.#build(rows.map((row) => deepFreeze(row)))
  }

  /** Replaces every row; each is checked first, and a row that does not fit changes nothing. */
  async restore(rows: readonly unknown[]): Promise<void> {
    this.adopt(await this.versionOf(rows))
  }

  /** The writes recorded, forgotten here: 'replaced' when the whole table was replaced. */
  takeRecorded(): Array<TableChange<Row, Key>> | 'replaced' {
    const log = this.#log ?? []
    this.#log = undefined
    return log
  }

  /** Applies recorded writes (replaying a persistence log): rows are checked as on any write. */
  async apply(changes: ReadonlyArray<TableChange<Row, Key>>): Promise<void> {
    const schema = await this.#validator()
    for (const change of changes) {
      if ('put' in change) this.#put(this.#checkWith(schema, change.put))
      else this.delete(change.delete)
    }
  }
}
