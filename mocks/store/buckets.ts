import type { HashMap } from './persistent.js'

/**
 * A table's index from a value to the keys of the rows holding it (`TableOptions.indexes`):
 * one key as it is (most values are unique), several as a list in the order they took it.
 */

export type IndexValue = string | number

export type Bucket<Key> = Key | readonly Key[]

/** `Array.isArray` that narrows a read-only array too. */
export const isList = <Key>(bucket: Bucket<Key>): bucket is readonly Key[] => Array.isArray(bucket)

export function addTo<Key>(index: HashMap<IndexValue, Bucket<Key>>, value: IndexValue | undefined, key: Key) {
  if (value === undefined) return index
  const bucket = index.get(value)
  if (bucket === undefined) return index.set(value, key)
  return index.set(value, isList(bucket) ? [...bucket, key] : [bucket, key])
}

export function removeFrom<Key>(index: HashMap<IndexValue, Bucket<Key>>, value: IndexValue | undefined, key: Key) {
  if (value === undefined) return index
  const bucket = index.get(value)
  if (bucket === undefined) return index
  if (!isList(bucket)) return bucket === key ? index.delete(value) : index
  const rest = bucket.filter((other) => other !== key)
  const [only] = rest
  return rest.length === 1 && only !== undefined ? index.set(value, only) : index.set(value, rest)
}
