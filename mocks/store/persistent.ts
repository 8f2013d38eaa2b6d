/**
 * Persistent (immutable, structurally shared) collections for the store's versions: a write
 * copies the path to what it changes, O(log n), and every older version stays valid and shares
 * the rest. A start state can then be handed to any number of stores, sessions and tests
 * without copying a row, and undoing a write is keeping the old root.
 */

export type HashKey = string | number

const BITS = 5
const WIDTH = 1 << BITS
const MASK = WIDTH - 1

function hashString(text: string): number {
  // FNV-1a: cheap, and well spread for the UUIDs and short names used as keys.
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** Exported for tests, which need keys whose hashes collide. */
export function hashKey(key: HashKey): number {
  if (typeof key === 'string') return hashString(key)
  if (Number.isInteger(key) && key >= -0x80000000 && key <= 0x7fffffff) {
    // Sequential ids must not all share their high bits: mix them (murmur3's finaliser).
    let h = key | 0
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
    return (h ^ (h >>> 16)) >>> 0
  }
  return hashString(`#${String(key)}`)
}

function popcount(bits: number): number {
  bits -= (bits >>> 1) & 0x55555555
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333)
  return (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff
}

class Leaf<V> {
  constructor(
    readonly hash: number,
    readonly key: HashKey,
    readonly value: V,
  ) {}
}

/** Keys whose 32-bit hashes are equal. */
class Collision<V> {
  constructor(
    readonly hash: number,
    readonly leaves: ReadonlyArray<Leaf<V>>,
  ) {}
}

class Branch<V> {
  constructor(
    readonly bitmap: number,
    readonly children: ReadonlyArray<Child<V>>,
  ) {}
}

type Child<V> = Leaf<V> | Collision<V> | Branch<V>

function lookup<V>(node: Child<V>, hash: number, key: HashKey, shift: number): V | undefined {
  for (;;) {
    if (node instanceof Leaf) return node.key === key ? node.value : undefined
    if (node instanceof Collision) return node.leaves.find((leaf) => leaf.key === key)?.value
    const bit = 1 << ((hash >>> shift) & MASK)
    if ((node.bitmap & bit) === 0) return undefined
    node = node.children[popcount(node.bitmap & (bit - 1))]!
    shift += BITS
  }
}

/** A branch holding two leaves (or collisions) that differ in hash from `shift` on. */
function join<V>(a: Leaf<V> | Collision<V>, b: Leaf<V>, shift: number): Child<V> {
  if (a.hash === b.hash) {
    const leaves = a instanceof Collision ? [...a.leaves, b] : [a, b]
    return new Collision(a.hash, leaves)
  }
  const aBit = (a.hash >>> shift) & MASK
  const bBit = (b.hash >>> shift) & MASK
  if (aBit === bBit) return new Branch(1 << aBit, [join(a, b, shift + BITS)])
  return new Branch((1 << aBit) | (1 << bBit), aBit < bBit ? [a, b] : [b, a])
}

function insert<V>(node: Child<V>, leaf: Leaf<V>, shift: number): { node: Child<V>; added: boolean } {
  if (node instanceof Leaf) {
    if (node.key === leaf.key) return { node: leaf, added: false }
    return { node: join(node, leaf, shift), added: true }
  }
  if (node instanceof Collision) {
    if (node.hash !== leaf.hash) return { node: join(node, leaf, shift), added: true }
    const index = node.leaves.findIndex((other) => other.key === leaf.key)
    if (index < 0) return { node: new Collision(node.hash, [...node.leaves, leaf]), added: true }
    const leaves = [...node.leaves]
    leaves[index] = leaf
    return { node: new Collision(node.hash, leaves), added: false }
  }
  const bit = 1 << ((leaf.hash >>> shift) & MASK)
  const index = popcount(node.bitmap & (bit - 1))
  const children = [...node.children]
  if ((node.bitmap & bit) === 0) {
    children.splice(index, 0, leaf)
    return { node: new Branch(node.bitmap | bit, children), added: true }
  }
  const inner = insert(node.children[index]!, leaf, shift + BITS)
  children[index] = inner.node
  return { node: new Branch(node.bitmap, children), added: inner.added }
}

/** The node without `key`, undefined when nothing is left; the same node when `key` is absent. */
function remove<V>(node: Child<V>, hash: number, key: HashKey, shift: number): Child<V> | undefined {
  if (node instanceof Leaf) return node.key === key ? undefined : node
  if (node instanceof Collision) {
    const leaves = node.leaves.filter((leaf) => leaf.key !== key)
    if (leaves.length === node.leaves.length) return node
    return leaves.length === 1 ? leaves[0] : new Collision(node.hash, leaves)
  }
  const bit = 1 << ((hash >>> shift) & MASK)
  if ((node.bitmap & bit) === 0) return node
  const index = popcount(node.bitmap & (bit - 1))
  const child = node.children[index]!
  const next = remove(child, hash, key, shift + BITS)
  if (next === child) return node
  const children = [...node.children]
  if (next === undefined) {
    if (children.length === 1) return undefined
    children.splice(index, 1)
    const bitmap = node.bitmap & ~bit
    // A branch left with one leaf is that leaf: lookups stay as short as the data allows.
    if (children.length === 1 && !(children[0] instanceof Branch) && shift > 0) return children[0]
    return new Branch(bitmap, children)
  }
  children[index] = next
  if (children.length === 1 && !(next instanceof Branch) && shift > 0) return next
  return new Branch(node.bitmap, children)
}

function* entriesOf<V>(node: Child<V> | undefined): Generator<[HashKey, V]> {
  if (node === undefined) return
  if (node instanceof Leaf) yield [node.key, node.value]
  else if (node instanceof Collision) for (const leaf of node.leaves) yield [leaf.key, leaf.value]
  else for (const child of node.children) yield* entriesOf(child)
}

/**
 * The trie of `leaves` from `shift` on, built bottom-up (no path is copied), and how many
 * distinct keys it holds: of leaves with one key, the last is kept.
 */
function built<V>(leaves: Array<Leaf<V>>, shift: number): { node: Child<V>; size: number } {
  const [first] = leaves
  if (!first) throw new Error('a trie of no leaves')
  if (leaves.length === 1) return { node: first, size: 1 }
  if (leaves.every((leaf) => leaf.hash === first.hash)) {
    const byKey = new Map(leaves.map((leaf) => [leaf.key, leaf]))
    const distinct = [...byKey.values()]
    const [only] = distinct
    return { node: distinct.length === 1 && only ? only : new Collision(first.hash, distinct), size: distinct.length }
  }
  const groups: Array<Array<Leaf<V>>> = []
  for (const leaf of leaves) (groups[(leaf.hash >>> shift) & MASK] ??= []).push(leaf)
  leaves.length = 0
  let bitmap = 0
  let size = 0
  const children: Array<Child<V>> = []
  groups.forEach((group, bit) => {
    bitmap |= 1 << bit
    const child = built(group, shift + BITS)
    children.push(child.node)
    size += child.size
  })
  // A branch's only child that is a leaf stands for it, as deletes leave it (see `remove`).
  const [only] = children
  if (children.length === 1 && only && !(only instanceof Branch) && shift > 0) return { node: only, size }
  return { node: new Branch(bitmap, children), size }
}

/** A persistent hash map (a hash array mapped trie): get, set and delete in O(log32 n). */
export class HashMap<K extends HashKey, V> {
  static empty<K extends HashKey, V>(): HashMap<K, V> {
    return new HashMap<K, V>(undefined, 0)
  }

  /**
   * The map of `count` entries, the i-th `keyAt(i)` to `valueAt(i)` (a later entry for a key
   * wins), built in O(n) without the garbage of one `set` per entry: what a table's start
   * state is made of.
   */
  static of<K extends HashKey, V>(count: number, keyAt: (i: number) => K, valueAt: (i: number) => V): HashMap<K, V> {
    if (count === 0) return HashMap.empty()
    const leaves: Array<Leaf<V>> = []
    for (let i = 0; i < count; i++) {
      const key = keyAt(i)
      leaves.push(new Leaf(hashKey(key), key, valueAt(i)))
    }
    const { node, size } = built(leaves, 0)
    return new HashMap<K, V>(node, size)
  }

  private constructor(
    private readonly root: Child<V> | undefined,
    readonly size: number,
  ) {}

  get(key: K): V | undefined {
    return this.root === undefined ? undefined : lookup(this.root, hashKey(key), key, 0)
  }

  has(key: K): boolean {
    return this.get(key) !== undefined
  }

  /** `value` must not be undefined (undefined means absent). */
  set(key: K, value: V): HashMap<K, V> {
    const leaf = new Leaf(hashKey(key), key, value)
    if (this.root === undefined) return new HashMap(leaf, 1)
    const { node, added } = insert(this.root, leaf, 0)
    return new HashMap(node, added ? this.size + 1 : this.size)
  }

  delete(key: K): HashMap<K, V> {
    if (this.root === undefined) return this
    const root = remove(this.root, hashKey(key), key, 0)
    return root === this.root ? this : new HashMap(root, this.size - 1)
  }

  entries(): IterableIterator<[K, V]> {
    return entriesOf(this.root) as IterableIterator<[K, V]>
  }
}

type VecNode<T> = ReadonlyArray<VecNode<T> | T | undefined>

/**
 * A persistent vector (a 32-way trie by index): push, get and set in O(log32 n). Slots may be
 * empty (undefined): a table's deleted rows, which keep the others' positions.
 */
export class Vector<T> {
  static empty<T>(): Vector<T> {
    return new Vector<T>([], 0, 0)
  }

  /** A vector of `items`, built bottom-up in O(n). */
  static of<T>(items: ReadonlyArray<T | undefined>): Vector<T> {
    if (items.length === 0) return Vector.empty()
    let level: Array<VecNode<T> | T | undefined> = [...items]
    let shift = 0
    while (level.length > WIDTH) {
      const parents: VecNode<T>[] = []
      for (let i = 0; i < level.length; i += WIDTH) parents.push(level.slice(i, i + WIDTH))
      level = parents
      shift += BITS
    }
    return new Vector<T>(level, shift, items.length)
  }

  private constructor(
    private readonly root: VecNode<T>,
    private readonly shift: number,
    /** Slots, empty ones included. */
    readonly length: number,
  ) {}

  get(index: number): T | undefined {
    if (index < 0 || index >= this.length) return undefined
    let node: VecNode<T> = this.root
    for (let level = this.shift; level > 0; level -= BITS) node = node[(index >>> level) & MASK] as VecNode<T>
    return node[index & MASK] as T | undefined
  }

  set(index: number, value: T | undefined): Vector<T> {
    if (index < 0 || index >= this.length) throw new RangeError(`index ${index} outside 0..${this.length - 1}`)
    return new Vector(this.#assign(this.root, this.shift, index, value), this.shift, this.length)
  }

  push(value: T): Vector<T> {
    const index = this.length
    if (index === 0) return new Vector<T>([value], 0, 1)
    // Full at this height: the old root becomes the first child of a taller one.
    if (index >>> this.shift >= WIDTH) {
      const root = this.#assign([this.root], this.shift + BITS, index, value)
      return new Vector(root, this.shift + BITS, index + 1)
    }
    return new Vector(this.#assign(this.root, this.shift, index, value), this.shift, index + 1)
  }

  #assign(node: VecNode<T> | undefined, shift: number, index: number, value: T | undefined): VecNode<T> {
    const copy = node ? [...node] : []
    const slot = (index >>> shift) & MASK
    if (shift === 0) copy[slot] = value
    else copy[slot] = this.#assign(copy[slot] as VecNode<T> | undefined, shift - BITS, index, value)
    return copy
  }

  /** Calls `visit` with each filled slot in index order. */
  forEach(visit: (value: T, index: number) => void): void {
    const walk = (node: VecNode<T>, shift: number, base: number) => {
      for (let i = 0; i < node.length; i++) {
        const child = node[i]
        if (child === undefined) continue
        if (shift === 0) visit(child as T, base + i)
        else walk(child as VecNode<T>, shift - BITS, base + (i << shift))
      }
    }
    walk(this.root, this.shift, 0)
  }
}
