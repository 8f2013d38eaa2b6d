/**
 * Freezes a row and everything in it. Versions share rows, so a row changed in place would
 * change every store, session and start state holding it: frozen, such a bug throws at once.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value
  for (const item of Object.values(value)) deepFreeze(item)
  return Object.freeze(value)
}
