/**
 * A value no reader may change, all the way down: rows, values derived from them (sort orders,
 * indexes, rendered records) and kept answers are shared by every request, store and session
 * holding them. The type says so; under test (`frozenUnderTest`) the value is frozen too.
 */
export type DeepReadonly<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends ReadonlyMap<infer K, infer V>
    ? ReadonlyMap<K, DeepReadonly<V>>
    : T extends ReadonlySet<infer V>
      ? ReadonlySet<DeepReadonly<V>>
      : T extends object
        ? { readonly [P in keyof T]: DeepReadonly<T[P]> }
        : T

const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
/** Under test (NODE_ENV=test, or vitest) shared values are frozen, so a reader that writes to one throws there. */
const UNDER_TEST = env?.NODE_ENV === 'test' || env?.VITEST !== undefined

/**
 * Freezes a row and everything in it. Versions share rows, so a row changed in place would
 * change every store, session and start state holding it: frozen, such a bug throws at once.
 * A typed array cannot be frozen (its bytes stay writable); a Map's or Set's entries are not
 * reached (their owner says what they hold).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value
  for (const item of Object.values(value)) deepFreeze(item)
  return Object.freeze(value)
}

/**
 * A shared value as its readers get it: deeply frozen under test only (freezing costs a pass
 * over the value, which reads outside tests do not pay). Its type should say read-only too
 * (`DeepReadonly`, or `ReadonlyJson` for JSON).
 */
export function frozenUnderTest<T>(value: T): T {
  return UNDER_TEST ? deepFreeze(value) : value
}
