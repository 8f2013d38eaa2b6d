import type { JsonValue } from '../http/types.js'

/**
 * DRF's OrderingFilter and SearchFilter over rendered values.
 * `ordering`: comma-separated keys, `-` for descending, unknown keys dropped.
 * `search`: upstream defines no search fields and ignores it; standin searches the text
 * fields a user expects, with DRF's rules (terms split on spaces and commas, each term
 * must be found, case-insensitively, in at least one field). Terms are plain text, never
 * patterns.
 */

const collator = new Intl.Collator('en', { sensitivity: 'variant', numeric: false })

/** PostgreSQL order: NULL sorts after every value ascending (and first descending). */
export function compareValues(a: JsonValue | undefined, b: JsonValue | undefined): number {
  const aNull = a === null || a === undefined
  const bNull = b === null || b === undefined
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b)
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0)
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const order = compareValues(a[i], b[i])
      if (order !== 0) return order
    }
    return a.length - b.length
  }
  return collator.compare(JSON.stringify(a), JSON.stringify(b))
}

export interface OrderingKey {
  field: string
  descending: boolean
}

/**
 * Sort keys one list takes. A key after the first on a field changes nothing (ties on that field
 * are already broken), so only the first on each field counts; and past this many the rest are
 * dropped: ties left after eight keys are as good as none, and each key costs a pass over the
 * rows (1,600 keys on 10,000 users took 1.76 s).
 */
export const MAX_SORT_KEYS = 8

/** DRF's OrderingFilter: unknown keys dropped; then only the first key on a field, at most MAX_SORT_KEYS. */
export function parseOrdering(text: string | null, orderable: ReadonlySet<string>): OrderingKey[] {
  if (!text) return []
  const keys: OrderingKey[] = []
  const fields = new Set<string>()
  for (const part of text.split(',')) {
    const term = part.trim()
    const field = term.replace(/^-/, '')
    if (!orderable.has(field) || fields.has(field)) continue
    fields.add(field)
    keys.push({ field, descending: term.startsWith('-') })
    if (keys.length === MAX_SORT_KEYS) break
  }
  return keys
}

/** Stable sort of items by the keys; `valueOf` reads a key's value from an item. */
export function applyOrdering<T>(
  items: readonly T[],
  keys: OrderingKey[],
  valueOf: (item: T, field: string) => JsonValue,
): T[] {
  if (keys.length === 0) return [...items]
  const decorated = items.map((item, index) => ({ item, index, values: keys.map((key) => valueOf(item, key.field)) }))
  decorated.sort((x, y) => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareValues(x.values[i], y.values[i])
      if (order !== 0) return keys[i]?.descending ? -order : order
    }
    return x.index - y.index
  })
  return decorated.map((entry) => entry.item)
}

export function parseSearchTerms(text: string | null): string[] {
  if (!text) return []
  return text
    .replace(/\u0000/g, '')
    .replace(/,/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((term) => term.toLowerCase())
}

/** Text values are searched as they are; objects and lists (JSON columns) as their JSON. */
export function matchesSearch(terms: readonly string[], values: ReadonlyArray<JsonValue | undefined>): boolean {
  const haystacks = values
    .filter((value) => value !== null && value !== undefined)
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value)).toLowerCase())
  return terms.every((term) => haystacks.some((haystack) => haystack.includes(term)))
}
