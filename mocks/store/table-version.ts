import type { Bucket, IndexValue } from './buckets.js'
import { derivedBytes, memoOf, useDerived } from './memory.js'
import type { HashMap, Vector } from './persistent.js'
import { type RowChange, type View, ViewSet } from './views.js'

/**
 * One version of a table, immutable: its rows in insertion order (a persistent vector; a
 * deleted row leaves an empty slot), where each key and each declared index value is (persistent
 * hash maps), and what was derived from them: memos, kept until the next write, and views,
 * which every write carries to the next version (views.ts). Versions share everything they can
 * (see table.ts).
 */

let versions = 0

export class TableVersion<Row extends object, Key extends string | number> {
  /** Unique among every version of every table of the process. */
  readonly id = ++versions
  #memos: Map<string, unknown> | undefined
  #views: ViewSet<Row>
  /** Whether the budget of derived values keeps this version's (it computed one itself). */
  #kept = false

  constructor(
    readonly slots: Vector<Row>,
    readonly positions: HashMap<Key, number>,
    readonly indexes: Readonly<Record<string, HashMap<IndexValue, Bucket<Key>>>>,
    /** The views a write carried over from the version before (views.ts). */
    views: ViewSet<Row> = ViewSet.none(),
  ) {
    // Carried views are not kept by the budget of derived values (memory.ts): what a write adds
    // to them is its own row's path, and they live as long as this version does. Kept there,
    // superseded versions would stay alive until the budget drops them.
    this.#views = views
  }

  get size(): number {
    return this.positions.size
  }

  get(key: Key): Row | undefined {
    const position = this.positions.get(key)
    return position === undefined ? undefined : this.slots.get(position)
  }

  memo<T>(name: string, compute: () => T): T {
    const memos = (this.#memos ??= new Map())
    const value = memoOf(this, memos, name, compute, TableVersion.#drop)
    this.#kept = true
    return value
  }

  /** Counts `bytes` more of this version's memos: one that grows after it was made (a map of views). */
  memoGrew(bytes: number): void {
    if (this.#memos) useDerived(this, bytes, TableVersion.#drop)
  }

  /** The view's value at this version: built on first use, then carried by every write (views.ts). */
  view<Value>(view: View<Row, Value>): Value {
    const kept = this.#views.get(view)
    if (kept !== undefined) {
      if (this.#kept) useDerived(this, 0, TableVersion.#drop)
      return kept
    }
    const built = view.build(this.slots)
    this.#views = this.#views.with(view, built)
    // Charged by its own bytes (rows count as references); views carried here by a write are not.
    useDerived(this, derivedBytes(built), TableVersion.#drop)
    this.#kept = true
    return this.view(view)
  }

  /** This version's views, carried over one row's change: what a write hands the next version. */
  followed(change: RowChange<Row>): ViewSet<Row> {
    return this.#views.followed(change)
  }

  /** Forgets a version's derived values; holds nothing of it (the memory budget holds versions weakly). */
  static readonly #drop = (version: TableVersion<object, string | number>) => {
    version.#memos = undefined
    version.#views = ViewSet.none()
    version.#kept = false
  }
}
