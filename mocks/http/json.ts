import type { JsonObject, JsonValue } from './types.js'

/**
 * Reading what clients send (JSON bodies, control-plane documents, scenario files): the checks
 * every reader of such input shares.
 */

/** What a `parse*` function gives back: the value read, or a message saying what is wrong. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string }

/** True for a JSON object (`{…}`): not null, not an array. */
export function isObject(value: JsonValue | undefined): value is JsonObject
export function isObject(value: unknown): value is Record<string, unknown>
export function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * How deep a document standin keeps may nest (stubs, faults, scenarios, snapshots, their files).
 * Every reader after the parse walks documents recursively (matching, freezing, copying), so a
 * deeper one would end in a stack overflow far from where it came in; no real document nests
 * past a few levels.
 */
export const MAX_DOCUMENT_DEPTH = 100

/**
 * Why a parsed document cannot be kept, or undefined when it can: nested deeper than `maxDepth`,
 * or an object key `__proto__` (harmless in `JSON.parse`'s output, but a spread or an
 * `Object.assign` of it would set a prototype). Walked with a stack of its own, so that the check
 * itself cannot overflow.
 */
export function documentProblem(value: unknown, maxDepth = MAX_DOCUMENT_DEPTH): string | undefined {
  // Two stacks side by side, not a pair per value: a 12 MB snapshot has a million values.
  const items: unknown[] = [value]
  const depths: number[] = [1]
  while (items.length > 0) {
    const item = items.pop()
    const depth = depths.pop() ?? 1
    if (typeof item !== 'object' || item === null) continue
    if (depth > maxDepth) return `nested deeper than ${maxDepth} levels`
    if (Array.isArray(item)) {
      for (const element of item) {
        // Scalars need no visit: most of a document's values.
        if (typeof element !== 'object' || element === null) continue
        items.push(element)
        depths.push(depth + 1)
      }
      continue
    }
    for (const key of Object.keys(item)) {
      if (key === '__proto__') return 'a key named "__proto__"'
      const inner: unknown = (item as Record<string, unknown>)[key]
      if (typeof inner !== 'object' || inner === null) continue
      items.push(inner)
      depths.push(depth + 1)
    }
  }
  return undefined
}
