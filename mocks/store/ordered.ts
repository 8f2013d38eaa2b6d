/**
 * A persistent ordered set with order statistics (a B+tree whose branches count their
 * children's items): insert and delete in O(log n), copying the path to what changes and
 * sharing every other node with the version before; the item at an index, the rank of a key
 * and a run of items from an index in O(log n + run). Sort orders, list pages and per-value
 * indexes of table versions are made of these (see views.ts), so the first list after a write
 * costs a page, not the table. Optionally each branch keeps the largest `measure` of its
 * children (an event's end), so that items in a run whose measure reaches a bound are found
 * without visiting the others.
 */

export interface Order<T> {
  /** A total order: two items comparing 0 are the same item (ties broken by a key). */
  compare(a: T, b: T): number
  /** A number whose largest value each subtree keeps (see `forEachReaching`). */
  measure?(item: T): number
}

/** Where a key falls: negative for items before it, zero or positive for the others. */
export type Probe<T> = (item: T) => number

const LEAF = 64
const BRANCH = 32

class Leaf<T> {
  constructor(readonly items: readonly T[]) {}
  get size(): number {
    return this.items.length
  }
}

class Branch<T> {
  constructor(
    readonly children: ReadonlyArray<Node<T>>,
    /** Items under each child. */
    readonly sizes: readonly number[],
    /** The first item under each child: where a key goes. */
    readonly firsts: readonly T[],
    /** The largest measure under each child (empty without a measure). */
    readonly maxes: readonly number[],
    readonly size: number,
  ) {}
}

type Node<T> = Leaf<T> | Branch<T>

/** An element the caller knows is there (indexes within bounds). */
export const at = <T>(list: readonly T[], index: number): T => list[index] as T

/** The first item under a node: a leaf's first, a branch's first child's. */
function firstOf<T>(node: Node<T>): T {
  return node instanceof Leaf ? at(node.items, 0) : at(node.firsts, 0)
}

function maxOf<T>(node: Node<T>, order: Order<T>): number {
  if (!order.measure) return 0
  let max = -Infinity
  if (node instanceof Branch) for (const value of node.maxes) max = Math.max(max, value)
  else for (const item of node.items) max = Math.max(max, order.measure(item))
  return max
}

function branchOf<T>(children: ReadonlyArray<Node<T>>, order: Order<T>): Branch<T> {
  const sizes = children.map((child) => child.size)
  let size = 0
  for (const count of sizes) size += count
  const maxes = order.measure ? children.map((child) => maxOf(child, order)) : []
  return new Branch(children, sizes, children.map(firstOf), maxes, size)
}

/** The branch with its child at `index` replaced by `nodes`: only their summaries are computed. */
function replaced<T>(branch: Branch<T>, index: number, nodes: ReadonlyArray<Node<T>>, order: Order<T>): Branch<T> {
  const children = [...branch.children]
  const sizes = [...branch.sizes]
  const firsts = [...branch.firsts]
  const maxes = [...branch.maxes]
  children.splice(index, 1, ...nodes)
  sizes.splice(index, 1, ...nodes.map((node) => node.size))
  firsts.splice(index, 1, ...nodes.map(firstOf))
  if (order.measure) maxes.splice(index, 1, ...nodes.map((node) => maxOf(node, order)))
  let size = branch.size - at(branch.sizes, index)
  for (const node of nodes) size += node.size
  return new Branch(children, sizes, firsts, maxes, size)
}

/** The first index from `from` on whose element the probe does not put before the key (binary search). */
function firstNotBefore<T>(list: readonly T[], from: number, probe: Probe<T>): number {
  let low = from
  let high = list.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (probe(at(list, middle)) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/** The index of the first item not before `item` (its place, or where it goes). */
function placeIn<T>(items: readonly T[], item: T, order: Order<T>): number {
  return firstNotBefore(items, 0, (other) => order.compare(other, item))
}

/** The child whose range holds `item`: the last whose first item is not after it. */
function childFor<T>(branch: Branch<T>, item: T, order: Order<T>): number {
  return firstNotBefore(branch.firsts, 1, (first) => (order.compare(first, item) <= 0 ? -1 : 1)) - 1
}

/** Splits an overfull node in two; an append at the far end leaves the left one full. */
function split<T>(node: Node<T>, appended: boolean, order: Order<T>): Array<Node<T>> {
  if (node instanceof Leaf) {
    const cut = appended ? node.items.length - 1 : node.items.length >>> 1
    return [new Leaf(node.items.slice(0, cut)), new Leaf(node.items.slice(cut))]
  }
  const cut = appended ? node.children.length - 1 : node.children.length >>> 1
  return [branchOf(node.children.slice(0, cut), order), branchOf(node.children.slice(cut), order)]
}

function insertInto<T>(node: Node<T>, item: T, order: Order<T>): Array<Node<T>> | undefined {
  if (node instanceof Leaf) {
    const place = placeIn(node.items, item, order)
    if (place < node.items.length && order.compare(at(node.items, place), item) === 0) return undefined
    const items = [...node.items]
    items.splice(place, 0, item)
    const leaf = new Leaf(items)
    return items.length > LEAF ? split(leaf, place === items.length - 1, order) : [leaf]
  }
  const index = childFor(node, item, order)
  const nodes = insertInto(at(node.children, index), item, order)
  if (!nodes) return undefined
  const branch = replaced(node, index, nodes, order)
  return branch.children.length > BRANCH ? split(branch, index === node.children.length - 1, order) : [branch]
}

/** Whether two neighbours are small enough to become one node. */
function mergeable<T>(a: Node<T>, b: Node<T>): boolean {
  if (a instanceof Leaf && b instanceof Leaf) return a.size + b.size <= LEAF >>> 1
  if (a instanceof Branch && b instanceof Branch) return a.children.length + b.children.length <= BRANCH >>> 1
  return false
}

function merged<T>(a: Node<T>, b: Node<T>, order: Order<T>): Node<T> {
  if (a instanceof Leaf && b instanceof Leaf) return new Leaf([...a.items, ...b.items])
  if (a instanceof Branch && b instanceof Branch) return branchOf([...a.children, ...b.children], order)
  throw new Error('merging nodes of two heights')
}

/** The node without `item` (undefined when nothing is left), or the same node when it is absent. */
function deleteFrom<T>(node: Node<T>, item: T, order: Order<T>): Node<T> | undefined {
  if (node instanceof Leaf) {
    const place = placeIn(node.items, item, order)
    if (place >= node.items.length || order.compare(at(node.items, place), item) !== 0) return node
    if (node.items.length === 1) return undefined
    return new Leaf(node.items.filter((_, index) => index !== place))
  }
  const index = childFor(node, item, order)
  const child = at(node.children, index)
  const next = deleteFrom(child, item, order)
  if (next === child) return node
  if (next === undefined) return node.children.length === 1 ? undefined : replaced(node, index, [], order)
  // Small neighbours become one, so deletes do not leave a tree of near-empty nodes.
  const neighbour = index + 1 < node.children.length ? index + 1 : index - 1
  const other = node.children[neighbour]
  if (!other || !mergeable(next, other)) return replaced(node, index, [next], order)
  const low = Math.min(index, neighbour)
  const pair = low === index ? merged(next, other, order) : merged(other, next, order)
  return replaced(replaced(node, low + 1, [], order), low, [pair], order)
}

/** A branch of one child is that child: lookups stay as short as the items allow. */
function collapse<T>(node: Node<T> | undefined): Node<T> | undefined {
  let current = node
  while (current instanceof Branch && current.children.length === 1) current = at(current.children, 0)
  return current
}

function build<T>(items: readonly T[], order: Order<T>): Node<T> | undefined {
  if (items.length === 0) return undefined
  let level: Array<Node<T>> = []
  for (let i = 0; i < items.length; i += LEAF) level.push(new Leaf(items.slice(i, i + LEAF)))
  while (level.length > 1) {
    const parents: Array<Node<T>> = []
    for (let i = 0; i < level.length; i += BRANCH) parents.push(branchOf(level.slice(i, i + BRANCH), order))
    level = parents
  }
  return level[0]
}

/** Visits items from `index` on, in order, while `visit` returns true; false when it stopped. */
function walk<T>(node: Node<T>, index: number, visit: (item: T) => boolean): boolean {
  if (node instanceof Leaf) {
    for (let i = Math.max(0, index); i < node.items.length; i++) if (!visit(at(node.items, i))) return false
    return true
  }
  let skip = index
  for (let i = 0; i < node.children.length; i++) {
    const size = at(node.sizes, i)
    if (skip >= size) {
      skip -= size
      continue
    }
    if (!walk(at(node.children, i), skip, visit)) return false
    skip = 0
  }
  return true
}

/** Visits, in order, the items in [from, to) whose measure is at least `bound`, with their index. */
function walkReaching<T>(
  node: Node<T>,
  base: number,
  range: readonly [number, number],
  bound: number,
  visit: (item: T, index: number) => void,
  order: Order<T>,
): void {
  const [from, to] = range
  if (node instanceof Leaf) {
    const measure = order.measure
    node.items.forEach((item, i) => {
      if (base + i >= from && base + i < to && measure && measure(item) >= bound) visit(item, base + i)
    })
    return
  }
  let start = base
  for (let i = 0; i < node.children.length && start < to; i++) {
    const size = at(node.sizes, i)
    if (start + size > from && at(node.maxes, i) >= bound)
      walkReaching(at(node.children, i), start, range, bound, visit, order)
    start += size
  }
}

export class OrderedSet<T> {
  static empty<T>(order: Order<T>): OrderedSet<T> {
    return new OrderedSet(order, undefined)
  }

  /** A set of `items`, which must be in order and distinct: O(n). */
  static of<T>(order: Order<T>, items: readonly T[]): OrderedSet<T> {
    return new OrderedSet(order, build(items, order))
  }

  private constructor(
    readonly order: Order<T>,
    private readonly root: Node<T> | undefined,
  ) {}

  get size(): number {
    return this.root?.size ?? 0
  }

  /**
   * The set with `item` (the same set when it is there already). `order` may stand in for the
   * set's own when comparing needs what only the caller knows (where a row stands now); it must
   * order the items as the set's does.
   */
  insert(item: T, order = this.order): OrderedSet<T> {
    if (!this.root) return new OrderedSet(this.order, new Leaf([item]))
    const nodes = insertInto(this.root, item, order)
    if (!nodes) return this
    const [only] = nodes
    return new OrderedSet(this.order, nodes.length === 1 ? only : branchOf(nodes, order))
  }

  /** The set without `item` (the same set when it is absent); `order` as for `insert`. */
  delete(item: T, order = this.order): OrderedSet<T> {
    if (!this.root) return this
    const root = deleteFrom(this.root, item, order)
    return root === this.root ? this : new OrderedSet(this.order, collapse(root))
  }

  has(item: T): boolean {
    const index = this.rank((other) => this.order.compare(other, item))
    const found = this.at(index)
    return found !== undefined && this.order.compare(found, item) === 0
  }

  /** The item at `index` in order, or undefined. */
  at(index: number): T | undefined {
    let node = this.root
    if (!node || index < 0 || index >= node.size) return undefined
    let skip = index
    while (node instanceof Branch) {
      let i = 0
      while (skip >= at(node.sizes, i)) skip -= at(node.sizes, i++)
      node = at(node.children, i)
    }
    return node?.items[skip]
  }

  /** How many items come before the key `probe` describes (the index of the first item not before it). */
  rank(probe: Probe<T>): number {
    let node = this.root
    let rank = 0
    while (node instanceof Branch) {
      // The last child whose first item comes before the key (or the first child) holds its place.
      const child = firstNotBefore(node.firsts, 1, probe) - 1
      for (let before = 0; before < child; before++) rank += at(node.sizes, before)
      node = at(node.children, child)
    }
    return node ? rank + firstNotBefore(node.items, 0, probe) : 0
  }

  /** Visits the items from `index` on, in order, until `visit` returns false. */
  forEachFrom(index: number, visit: (item: T) => boolean): void {
    if (this.root) walk(this.root, index, visit)
  }

  /** The items in [from, to), in order. */
  slice(from = 0, to = this.size): T[] {
    const items: T[] = []
    const end = Math.min(to, this.size)
    if (from < end) this.forEachFrom(from, (item) => items.push(item) < end - from)
    return items
  }

  /** Visits, in order, the items in [from, to) whose measure is at least `bound` (an order with a measure). */
  forEachReaching(from: number, to: number, bound: number, visit: (item: T, index: number) => void): void {
    if (this.root) walkReaching(this.root, 0, [from, to], bound, visit, this.order)
  }
}
