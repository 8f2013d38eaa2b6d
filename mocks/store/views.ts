import { frozenUnderTest } from './freeze.js'

/**
 * Values derived from a table's rows that follow each write instead of being computed again
 * (sort orders, list pages, search and filter indexes, counts). A view is built once from a
 * version's rows, the first time it is asked for; from then on every write carries it to the
 * next version by `update`, which changes what the one row changed (O(log n) with the
 * persistent structures of ordered.ts and persistent.ts) and shares the rest with the version
 * before. So the first read after a write costs what it costs without one.
 *
 * A view is kept by its object (declare it once, at module level or once per collection), and
 * what it holds must never change in place: versions share it.
 */

/** One row's change: absent `before` for an insert, absent `after` for a delete. */
export interface RowChange<Row> {
  before: Row | undefined
  after: Row | undefined
  /** The row's place in insertion order (kept by an update). */
  position: number
  /**
   * Where any row of the version before or after stands in insertion order: views ordered by
   * something else break ties by it, as a stable sort of the rows would.
   */
  positionOf(row: Row): number
}

/** The rows of a version, each with its position, in insertion order. */
interface PositionedRows<Row> {
  forEach(visit: (row: Row, position: number) => void): void
}

export interface View<Row, Value> {
  /** What it is, for messages. */
  readonly name: string
  /** The value over every row of a version. */
  build(rows: PositionedRows<Row>): Value
  /** The value after one row changed; must equal `build` over the rows after the change. */
  update(value: Value, change: RowChange<Row>): Value
}

/** Values are typed by the view that made them, which `ViewSet` pairs them with. */
type SomeView<Row> = View<Row, unknown>

/** The views one table version holds, and how a write carries them to the next version. */
export class ViewSet<Row> {
  static readonly #none = new ViewSet<object>(new Map())

  /** No views (shared: it holds nothing). */
  static none<Row>(): ViewSet<Row> {
    // Empty, so it holds nothing of any row type.
    return ViewSet.#none as ViewSet<Row>
  }

  private constructor(private readonly values: ReadonlyMap<SomeView<Row>, unknown>) {}

  get size(): number {
    return this.values.size
  }

  get<Value>(view: View<Row, Value>): Value | undefined {
    // A value is only ever stored under the view that made it.
    return this.values.get(view) as Value | undefined
  }

  with<Value>(view: View<Row, Value>, value: Value): ViewSet<Row> {
    return new ViewSet(new Map(this.values).set(view, frozenUnderTest(value)))
  }

  /** Every view, carried over one row's change. */
  followed(change: RowChange<Row>): ViewSet<Row> {
    if (this.values.size === 0) return this
    const next = new Map<SomeView<Row>, unknown>()
    for (const [view, value] of this.values) next.set(view, frozenUnderTest(view.update(value, change)))
    return new ViewSet(next)
  }
}
