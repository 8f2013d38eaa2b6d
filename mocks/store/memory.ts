/**
 * Values derived from versions (sort orders, search indexes, rendered records) are kept on the
 * version they come from, so stores sharing a version share them. Sessions and tests make
 * versions of their own, so what is kept is bounded: each version's derived values weigh the
 * rows they were computed from, and past the budget the least recently used versions drop
 * theirs (they are computed again when next asked for).
 */

interface Kept {
  weight: number
  drop: () => void
}

/** In rows: several times the largest scenario's working set (100k users, 50k events). */
const DEFAULT_BUDGET = 2_000_000

const kept = new Map<object, Kept>()
let total = 0
let budget = DEFAULT_BUDGET

/** Sets the budget, in rows of derived values (undefined: the default). */
export function setDerivedBudget(rows: number | undefined): void {
  budget = rows ?? DEFAULT_BUDGET
  evict(undefined)
}

function evict(spare: object | undefined): void {
  for (const [owner, entry] of kept) {
    if (total <= budget) return
    if (owner === spare) continue
    kept.delete(owner)
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
    kept.delete(owner)
    entry.weight += weight
    kept.set(owner, entry)
  } else kept.set(owner, { weight, drop })
  total += weight
  if (total > budget) evict(owner)
}
