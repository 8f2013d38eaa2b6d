import { frozenUnderTest } from './freeze.js'
import { breather } from './turns.js'

/**
 * Memory by bytes. Whatever a client can make the server keep is charged, in bytes, to a budget
 * set by a flag; past it the server gives up what it can compute again, and refuses what it
 * cannot. Two kinds of charge share a budget:
 *
 * - kept: a value the server can make again (a memo on a store version, a kept answer, a start
 *   state no store holds). Past the budget the least recently used go first, as CLOCK counts it:
 *   a use only marks an entry, and eviction passes over a marked one once.
 * - held: what a client holds and the server may not throw away (a session's writes, its stubs,
 *   the start state it was reset to). `hold` evicts kept values to make room, then refuses.
 *
 * Sizes are estimates (`heapBytes`), calibrated on V8's own figures: what JSON.parse makes of
 * a value weighs 1 to 20 times its text, so a count of rows or of JSON bytes says little.
 */

/** An entry a budget may evict: its bytes, its mark of use, and what forgets it. */
export interface KeptEntry {
  bytes: number
  /** Used since it was kept, or since eviction last passed over it. */
  used: boolean
  evict(): void
}

/** A hold a budget refused, in a sentence saying what would not fit (a 503: memory is not the sender's mistake). */
export class OutOfBudget extends Error {
  override name = 'OutOfBudget'
}

export class MemoryBudget {
  /** Insertion order is the CLOCK's hand: the oldest first. */
  readonly #kept = new Set<KeptEntry>()
  #keptBytes = 0
  #heldBytes = 0
  #limit: number

  constructor(
    limit: number,
    /**
     * True when the process's heap is nearly full whatever the estimates say: then nothing more
     * is held (the backstop of estimates that can be wrong).
     */
    readonly crowded?: () => boolean,
  ) {
    this.#limit = limit
  }

  get limit(): number {
    return this.#limit
  }

  /** A new limit (kept values past it are evicted at once; held ones stay, and nothing more is held). */
  set limit(bytes: number) {
    this.#limit = bytes
    this.#evict(undefined, 0)
  }

  /** Bytes charged now, kept and held. */
  get used(): number {
    return this.#keptBytes + this.#heldBytes
  }

  get held(): number {
    return this.#heldBytes
  }

  /** Keeps an entry, evicting others (never this one) past the limit. */
  keep(entry: KeptEntry): void {
    if (this.#kept.has(entry)) return
    this.#kept.add(entry)
    this.#keptBytes += entry.bytes
    this.#evict(entry, 0)
  }

  /** Counts `bytes` more of an entry (a memo that grew), keeping it if it was not. */
  grow(entry: KeptEntry, bytes: number): void {
    entry.bytes += bytes
    if (!this.#kept.has(entry)) return this.keep(entry)
    this.#keptBytes += bytes
    this.#evict(entry, 0)
  }

  /** Stops counting an entry its owner let go of (nothing is evicted). */
  forget(entry: KeptEntry): void {
    if (this.#kept.delete(entry)) this.#keptBytes -= entry.bytes
  }

  /**
   * Holds `bytes` that cannot be evicted, after evicting kept values to make room; false (nothing
   * held) when they do not fit even then.
   */
  hold(bytes: number): boolean {
    if (bytes <= 0) return true
    this.#evict(undefined, bytes)
    if (this.#heldBytes + bytes > this.#limit || this.crowded?.()) return false
    this.#heldBytes += bytes
    return true
  }

  release(bytes: number): void {
    this.#heldBytes = Math.max(0, this.#heldBytes - bytes)
  }

  /** Evicts until `room` more bytes fit, sparing `spare` (the entry in use); two passes at most. */
  #evict(spare: KeptEntry | undefined, room: number): void {
    let visits = this.#kept.size * 2
    for (const entry of this.#kept) {
      if (this.used + room <= this.#limit || visits-- <= 0) return
      this.#kept.delete(entry)
      if (entry.used || entry === spare) {
        entry.used = false
        this.#kept.add(entry)
        continue
      }
      this.#keptBytes -= entry.bytes
      entry.evict()
    }
  }
}

/** The default budget of values derived from the store and of kept answers (`--answer-memory`). */
export const DEFAULT_DERIVED_BYTES = 64 * 1024 * 1024

/**
 * Values derived from store versions (sort orders, search indexes, rendered records) and kept
 * answers, for the whole process: one budget, so that neither can crowd the other out unseen.
 */
export const derivedMemory = new MemoryBudget(DEFAULT_DERIVED_BYTES)

/** The entries of derived values, per owner (a table version, a store's root): held weakly. */
const derivedEntries = new WeakMap<object, KeptEntry>()
/** An owner no longer reachable takes its values with it: its bytes are no longer counted. */
const gone = new FinalizationRegistry<KeptEntry>((entry) => derivedMemory.forget(entry))

/**
 * Marks `owner`'s derived values as just used, adding `bytes` for a value just computed; past the
 * budget, other owners' values are dropped (`drop` is called with the owner, and must not hold it:
 * the budget holds owners weakly, so versions no store uses any more are not kept reachable).
 */
export function useDerived<Owner extends object>(owner: Owner, bytes: number, drop: (owner: Owner) => void): void {
  const entry = derivedEntries.get(owner)
  if (entry) {
    entry.used = true
    if (bytes > 0) derivedMemory.grow(entry, bytes)
    return
  }
  const held = new WeakRef(owner)
  const made: KeptEntry = {
    bytes,
    used: false,
    evict() {
      const alive = held.deref()
      if (alive) {
        derivedEntries.delete(alive)
        gone.unregister(made)
        drop(alive)
      }
    },
  }
  derivedEntries.set(owner, made)
  gone.register(owner, made, made)
  derivedMemory.keep(made)
}

/**
 * The memo `name` of `owner` (held in its map `memos`): computed when missing, charged by its
 * own bytes (`derivedBytes`) and frozen under test; marked used when found.
 */
export function memoOf<Owner extends object, T>(
  owner: Owner,
  memos: Map<string, unknown>,
  name: string,
  compute: () => T,
  drop: (owner: Owner) => void,
): T {
  if (memos.has(name)) {
    useDerived(owner, 0, drop)
    return memos.get(name) as T
  }
  const value = compute()
  const bytes = derivedBytes(value)
  memos.set(name, frozenUnderTest(value))
  useDerived(owner, bytes, drop)
  return value
}

/**
 * What a value holds on V8's heap, estimated by walking it (without recursion, so any depth is
 * safe): an object 48 bytes and 8 per property, an array 48 and 8 per element, a string 16 and
 * its characters (two bytes each past Latin-1), a number that is not a small integer 16, each
 * property name once per walk 80 more (a name the heap has not seen makes a hidden class). Typed
 * arrays count their bytes; Maps and Sets their entries. Objects `shared` says are someone
 * else's (rows a memo points at) count only the reference. Measured against V8's used heap for
 * JSON.parse's output: within 0.6x to 1.6x for rows, stubs, snapshots and keys never seen before.
 */
export function heapBytes(value: unknown, shared?: (value: object) => boolean): number {
  const walk = new HeapWalk(value, shared)
  while (walk.step()) {
    // Walked in one go.
  }
  return walk.bytes
}

/** `heapBytes`, letting other work in every few thousand values (for whole stores and snapshots). */
export async function heapBytesInTurns(value: unknown): Promise<number> {
  const walk = new HeapWalk(value)
  for (let steps = 1; walk.step(); steps++) {
    if (steps % 4096 !== 0) continue
    const pause = breather()
    if (pause) await pause
  }
  return walk.bytes
}

class HeapWalk {
  bytes = 0
  readonly #names = new Set<string>()
  readonly #seen = new Set<object>()
  readonly #pending: unknown[]

  constructor(
    value: unknown,
    readonly shared?: (value: object) => boolean,
  ) {
    this.#pending = [value]
  }

  /** Counts one value; false once every value is counted. */
  step(): boolean {
    if (this.#pending.length === 0) return false
    const next = this.#pending.pop()
    this.bytes += 8
    if (typeof next === 'string') this.bytes += stringBytes(next)
    else if (typeof next === 'number') this.bytes += Number.isInteger(next) && Math.abs(next) < 2 ** 30 ? 0 : 16
    else if (typeof next === 'object' && next !== null && !this.#seen.has(next) && !this.shared?.(next)) {
      this.#seen.add(next)
      this.bytes += 48
      this.#inner(next)
    }
    return true
  }

  #sharedList(list: readonly unknown[]): boolean {
    const shared = this.shared
    if (!shared || list.length === 0) return false
    const isShared = (item: unknown) => typeof item === 'object' && item !== null && shared(item)
    if (list.length <= 64) return list.every(isShared)
    return list.slice(0, 32).every(isShared) && list.slice(-32).every(isShared)
  }

  #inner(value: object): void {
    const pending = this.#pending
    if (ArrayBuffer.isView(value)) this.bytes += value.byteLength
    else if (value instanceof Map) for (const [key, item] of value) pending.push(key, item)
    else if (value instanceof Set) for (const item of value) pending.push(item)
    else if (Array.isArray(value)) {
      // A list of someone else's objects (a memo's rows, a sort order) counts as references: when
      // its ends are all shared, the rest are taken to be (each version's lists would otherwise
      // cost a walk as long as building them).
      if (this.#sharedList(value)) this.bytes += 8 * value.length
      else for (const item of value) pending.push(item)
    } else {
      for (const name of Object.keys(value)) {
        if (!this.#names.has(name)) {
          this.#names.add(name)
          this.bytes += 80 + stringBytes(name)
        }
        pending.push((value as Record<string, unknown>)[name])
      }
    }
  }
}

function stringBytes(text: string): number {
  // eslint-disable-next-line no-control-regex
  const wide = /[^\u0000-\u00ff]/.test(text)
  return 16 + Math.ceil(((wide ? 2 : 1) * text.length) / 8) * 8
}

/**
 * What a value derived from rows holds of its own: the rows it points at are the table's
 * (frozen, shared by every version holding them), so they count only as references.
 */
export function derivedBytes(value: unknown): number {
  return heapBytes(value, (inner) => inner !== value && Object.isFrozen(inner))
}

/**
 * What a whole version of a store holds (its rows, their indexes), when whoever built it weighed
 * it: a session that adopts it holds that much (server/sessions.ts). A version nobody weighed
 * (a precomputed start state every store shares) is free.
 */
const versionWeights = new WeakMap<object, number>()

export function setVersionBytes(version: object, bytes: number): void {
  versionWeights.set(version, bytes)
}

export function versionBytes(version: object): number {
  return versionWeights.get(version) ?? 0
}

/**
 * What a table version's structures cost besides its rows, per row: the persistent vector's slot
 * and the hash maps' nodes (by key and by each index). Measured on the large scenario's versions
 * against V8's used heap (about 15 MB for 18,000 rows): the rows' estimate and this come to 0.9x.
 */
export const INDEX_BYTES_PER_ROW = 320
