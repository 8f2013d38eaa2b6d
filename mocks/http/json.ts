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
