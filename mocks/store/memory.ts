/**
 * Values derived from versions (sort orders, search indexes, rendered records) are kept on the
 * version they come from, so stores sharing a version share them. Sessions and tests make
 * versions of their own, so what is kept is bounded: each version's derived values weigh the
 * rows they were computed from, and past the budget the least recently used versions drop
 * theirs (they are computed again when next asked for). Least recently used as CLOCK counts
 * it: a use only marks the version, and eviction passes over a marked one once.
 */

interface Kept {
  weight: number
  used: boolean
  drop: () => void
}

/** In rows: several times the largest scenario's working set (100k users, 50k events). */
const BUDGET = 2_000_000

const kept = new Map<object, Kept>()
let total = 0

function evict(spare: object): void {
  // Two passes at most: the first may only clear marks.
  let visits = kept.size * 2
  for (const [owner, entry] of kept) {
    if (total <= BUDGET || visits-- <= 0) return
    kept.delete(owner)
    if (entry.used || owner === spare) {
      entry.used = false
      kept.set(owner, entry)
      continue
    }
    total -= entry.weight
    entry.drop()
  }
}

/**
 * Marks `owner`'s derived values as just used, adding `weight` rows for a value just computed;
 * `drop` forgets them all. The owner in use is never the one dropped.
 */
export function useDerived(owner: object, weight: number, drop: () => void): void {
  const entry = kept.get(owner)
  if (entry) {
    entry.used = true
    entry.weight += weight
  } else kept.set(owner, { weight, used: false, drop })
  total += weight
  if (total > BUDGET) evict(owner)
}
