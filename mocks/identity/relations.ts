import { messages } from './errors.js'
import { type Built, type Common, type FieldResult, base, fail, ok, parseInteger } from './fields.js'

/**
 * Keys and relations: how a collection's item key is read from a path (an integer, a UUID in any
 * case or without dashes), and the fields that name other records by their keys.
 */

/** Python's `uuid.UUID(hex=...)`: dashes, braces and a `urn:uuid:` prefix are accepted. */
export function normalizeUuid(value: string): string | undefined {
  const bare = value.replace('urn:', '').replace('uuid:', '')
  // The leading `{`s and trailing `}`s, counted off: `/\}+$/` retries from every brace of a run.
  let start = 0
  let end = bare.length
  while (start < end && bare[start] === '{') start++
  while (end > start && bare[end - 1] === '}') end--
  const hex = bare.slice(start, end).replace(/-/g, '')
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) return undefined
  const h = hex.toLowerCase()
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * A model's primary key: how a path id and a related-object value become one. DRF's
 * PrimaryKeyRelatedField answers its own messages (or Django's UUID field's underneath it).
 */
export interface KeyKind<Key extends string | number> {
  fromPath(raw: string): Key | undefined
  fromBody(value: unknown): FieldResult<Key>
}

export const intKey: KeyKind<number> = {
  // Malformed ids find nothing (DRF answers 404, not 400).
  fromPath: (raw) => (raw.includes('.') ? undefined : parseInteger(raw)),
  fromBody(value) {
    if (typeof value === 'number') return ok(Math.trunc(value))
    const key = typeof value === 'string' ? parseInteger(value) : undefined
    return key === undefined ? fail(messages.pkIncorrectType(value)) : ok(key)
  },
}

export const uuidKey: KeyKind<string> = {
  fromPath: normalizeUuid,
  fromBody(value) {
    if (typeof value === 'boolean') return fail(messages.pkIncorrectType(value))
    const key = typeof value === 'string' ? normalizeUuid(value) : undefined
    return key === undefined ? fail(messages.invalidUuid(value)) : ok(key)
  },
}

/** The objects a related field may name: their key and whether one exists. */
export interface RelatedTarget<Db, Key extends string | number> {
  key: KeyKind<Key>
  has(db: Db, key: Key): boolean
}

function relatedKey<Db, Key extends string | number>(
  value: unknown,
  target: RelatedTarget<Db, Key>,
  db: Db,
): FieldResult<Key> {
  const parsed = target.key.fromBody(value)
  if ('errors' in parsed) return parsed
  return target.has(db, parsed.value) ? parsed : fail(messages.pkDoesNotExist(value))
}

export function related<Db, Row, Key extends string | number, const Options extends Common<Db, Row, Key> = {}>(
  target: RelatedTarget<Db, Key>,
  options: Options,
): Built<Db, Row, Options, Key> {
  return base<Db, Row, Key, Options>({ type: 'field' }, options, (value, { db }) => relatedKey(value, target, db))
}

type ManyOptions<Db, Row, Key> = Common<Db, Row, Key[]> & { allowEmpty?: boolean }

export function relatedMany<Db, Row, Key extends string | number, const Options extends ManyOptions<Db, Row, Key> = {}>(
  target: RelatedTarget<Db, Key>,
  options: Options,
): Built<Db, Row, Options, Key[]> {
  const field = base<Db, Row, Key[], Options>({ type: 'field' }, options, (value, { db }) => {
    if (!Array.isArray(value)) return fail(messages.notAList(value))
    if (value.length === 0 && options.allowEmpty === false) return fail(messages.emptyList)
    const keys: Key[] = []
    for (const item of value) {
      const parsed = relatedKey(item, target, db)
      if ('errors' in parsed) return parsed
      if (!keys.includes(parsed.value)) keys.push(parsed.value)
    }
    return ok(keys)
  })
  return { ...field, many: true }
}
