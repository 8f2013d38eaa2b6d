import type { JsonValue } from '../http/types.js'
import { messages, pythonStr } from './errors.js'

/**
 * Serializer fields as DRF 3.11 validates them: each field turns one input value into the
 * value stored, or into the list of messages DRF would answer, and reads one output value.
 */

type FieldResult = { value: unknown } | { errors: string[] }

/** What a field may consult while validating (the store, the row being updated). */
export interface InputContext<Db, Row> {
  db: Db
  instance: Row | undefined
}

/** What a field may consult while rendering (the store, the request's scheme and host). */
export interface OutputContext<Db> {
  db: Db
  origin: string
}

export interface Field<Db, Row> {
  readOnly: boolean
  /** Accepted on input, never rendered. */
  writeOnly: boolean
  required: boolean
  allowNull: boolean
  /** Many-valued: form bodies send it as repeated keys. */
  many: boolean
  /** The model default a create stores when the field is omitted. */
  default?: (db: Db) => unknown
  parse(value: unknown, context: InputContext<Db, Row>): FieldResult
  read(row: Row, name: string, context: OutputContext<Db>): JsonValue
  /** False for DRF method fields, which `ordering` ignores. */
  orderable: boolean
  /** True when the value is the row's own column: sort orders of it can be kept per table version. */
  stored: boolean
}

export type Fields<Db, Row> = Record<string, Field<Db, Row>>

type Validator<Db, Row> = (value: any, context: InputContext<Db, Row>) => string | undefined

interface Common<Db, Row> {
  required?: boolean
  allowNull?: boolean
  default?: (db: Db) => unknown
  validators?: Validator<Db, Row>[]
}

const ok = (value: unknown): FieldResult => ({ value })
const fail = (...errors: string[]): FieldResult => ({ errors })

function readStored(row: unknown, name: string): JsonValue {
  return ((row as Record<string, unknown>)[name] ?? null) as JsonValue
}

function runValidators<Db, Row>(
  value: unknown,
  validators: Validator<Db, Row>[] | undefined,
  context: InputContext<Db, Row>,
): FieldResult {
  const failures = (validators ?? [])
    .map((validate) => validate(value, context))
    .filter((message): message is string => message !== undefined)
  return failures.length > 0 ? fail(...failures) : ok(value)
}

function base<Db, Row>(options: Common<Db, Row>, parse: Field<Db, Row>['parse']): Field<Db, Row> {
  return {
    readOnly: false,
    writeOnly: false,
    required: options.required ?? false,
    allowNull: options.allowNull ?? false,
    many: false,
    ...(options.default ? { default: options.default } : {}),
    parse: (value, context) => {
      const parsed = parse(value, context)
      return 'errors' in parsed ? parsed : runValidators(parsed.value, options.validators, context)
    },
    read: readStored,
    orderable: true,
    stored: true,
  }
}

/** Length in code points, as Python counts. */
function characters(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

interface CharOptions<Db, Row> extends Common<Db, Row> {
  maxLength?: number
  allowBlank?: boolean
}

export function char<Db, Row>(options: CharOptions<Db, Row> = {}): Field<Db, Row> {
  return base(options, (value) => {
    if (typeof value === 'boolean' || !['string', 'number'].includes(typeof value)) {
      return fail(messages.invalidString)
    }
    const text = pythonStr(value).trim()
    if (text === '') return options.allowBlank ? ok('') : fail(messages.blank)
    const problems: string[] = []
    if (options.maxLength !== undefined && characters(text) > options.maxLength) {
      problems.push(messages.maxLength(options.maxLength))
    }
    if (text.includes('\u0000')) problems.push(messages.nullCharacters)
    return problems.length > 0 ? fail(...problems) : ok(text)
  })
}

const INT32 = { min: -2147483648, max: 2147483647 }
const INTEGER_TEXT = /^\s*[+-]?\d+(?:\.0*)?\s*$/

/** Python's `int(str(value))` after DRF strips a trailing `.0`. */
export function parseInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value === 'string' && INTEGER_TEXT.test(value)) return Number.parseInt(value.trim(), 10)
  return undefined
}

export function integer<Db, Row>(
  options: Common<Db, Row> & { min?: number; max?: number } = {},
): Field<Db, Row> {
  const min = options.min ?? INT32.min
  const max = options.max ?? INT32.max
  return base(options, (value) => {
    if (typeof value === 'string' && value.length > 1000) return fail(messages.stringTooLarge)
    const number = parseInteger(value)
    if (number === undefined) return fail(messages.invalidInteger)
    if (number > max) return fail(messages.maxValue(max))
    if (number < min) return fail(messages.minValue(min))
    return ok(number)
  })
}

const TRUE_VALUES = new Set<unknown>(['t', 'T', 'y', 'Y', 'yes', 'Yes', 'YES', 'true', 'True', 'TRUE', 'on', 'On', 'ON', '1', 1, true])
const FALSE_VALUES = new Set<unknown>(['f', 'F', 'n', 'N', 'no', 'No', 'NO', 'false', 'False', 'FALSE', 'off', 'Off', 'OFF', '0', 0, false])

export function boolean<Db, Row>(options: Common<Db, Row> = {}): Field<Db, Row> {
  return base(options, (value) => {
    if (TRUE_VALUES.has(value)) return ok(true)
    if (FALSE_VALUES.has(value)) return ok(false)
    return fail(messages.invalidBoolean)
  })
}

export function choice<Db, Row>(choices: readonly string[], options: Common<Db, Row> = {}): Field<Db, Row> {
  return base(options, (value) => {
    const key = pythonStr(value)
    return typeof value !== 'object' && choices.includes(key) ? ok(key) : fail(messages.invalidChoice(value))
  })
}

/** A text field with one more check on the stripped text (email, URL, slug, username...). */
function checkedChar<Db, Row>(
  check: (text: string) => boolean,
  message: string,
  options: CharOptions<Db, Row>,
): Field<Db, Row> {
  return char({
    ...options,
    validators: [(text: string) => (text === '' || check(text) ? undefined : message), ...(options.validators ?? [])],
  })
}

const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}\.?|\[[0-9a-fA-F:.]+\])$/u
export const isEmail = (text: string) => EMAIL.test(text)

export function email<Db, Row>(options: CharOptions<Db, Row> = {}): Field<Db, Row> {
  return checkedChar(isEmail, messages.invalidEmail, options)
}

const HOST = String.raw`(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:[\p{L}]{2,63}|xn--[a-z0-9]{1,59})\.?|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\])`
const URL_PATTERN = new RegExp(String.raw`^(?:https?|ftps?)://(?:[^\s:@/]+(?::[^\s:@/]*)?@)?${HOST}(?::\d{1,5})?(?:[/?#][^\s]*)?$`, 'iu')
const DOMAINLESS_URL = /^https?:\/\/(?:[^\s:@/]+(?::[^\s:@/]*)?@)?[^\s/?#:]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu

/** Django's URLValidator (http, https, ftp, ftps). */
export function url<Db, Row>(options: CharOptions<Db, Row> = {}): Field<Db, Row> {
  return checkedChar((text) => URL_PATTERN.test(text), messages.invalidUrl, options)
}

/** passbook's DomainlessURLValidator: an http(s) URL whose host needs no domain. */
export function domainlessUrl<Db, Row>(options: CharOptions<Db, Row> = {}): Field<Db, Row> {
  return checkedChar((text) => DOMAINLESS_URL.test(text), messages.invalidUrl, options)
}

export function slug<Db, Row>(options: CharOptions<Db, Row> = {}): Field<Db, Row> {
  return checkedChar((text) => /^[-a-zA-Z0-9_]+$/.test(text), messages.invalidSlug, options)
}

/** Any JSON value but null (DRF's JSONField and the generic ModelField for JSON columns). */
export function json<Db, Row>(options: Common<Db, Row> = {}): Field<Db, Row> {
  return base(options, (value) => ok(value))
}

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

export type KeyType = 'int' | 'uuid'

/**
 * DRF's PrimaryKeyRelatedField: the lookup key of the related object, or the message
 * DRF (or Django's UUID field underneath it) answers.
 */
function relatedKey(value: unknown, keyType: KeyType, exists: (key: string | number) => boolean): FieldResult {
  if (typeof value === 'boolean') return fail(messages.pkIncorrectType(value))
  let key: string | number | undefined
  if (keyType === 'int') {
    if (typeof value === 'number') key = Math.trunc(value)
    else if (typeof value === 'string') {
      key = parseInteger(value)
      if (key === undefined) return fail(messages.pkIncorrectType(value))
    } else return fail(messages.pkIncorrectType(value))
  } else {
    key = typeof value === 'string' ? normalizeUuid(value) : undefined
    if (key === undefined) return fail(messages.invalidUuid(value))
  }
  return exists(key) ? ok(key) : fail(messages.pkDoesNotExist(value))
}

export function related<Db, Row>(
  keyType: KeyType,
  exists: (db: Db, key: string | number) => boolean,
  options: Common<Db, Row> = {},
): Field<Db, Row> {
  return base(options, (value, { db }) => relatedKey(value, keyType, (key) => exists(db, key)))
}

export function relatedMany<Db, Row>(
  keyType: KeyType,
  exists: (db: Db, key: string | number) => boolean,
  options: Common<Db, Row> & { allowEmpty?: boolean } = {},
): Field<Db, Row> {
  const field = base<Db, Row>(options, (value, { db }) => {
    if (!Array.isArray(value)) return fail(messages.notAList(value))
    if (value.length === 0 && options.allowEmpty === false) return fail(messages.emptyList)
    const keys: Array<string | number> = []
    for (const item of value) {
      const parsed = relatedKey(item, keyType, (key) => exists(db, key))
      if ('errors' in parsed) return parsed
      const key = parsed.value as string | number
      if (!keys.includes(key)) keys.push(key)
    }
    return ok(keys)
  })
  return { ...field, many: true }
}

/** A value computed from the store; `orderable` is false for DRF method fields. */
export function computed<Db, Row>(
  read: (row: Row, context: OutputContext<Db>) => JsonValue,
  options: { orderable?: boolean } = {},
): Field<Db, Row> {
  return {
    readOnly: true,
    writeOnly: false,
    required: false,
    allowNull: true,
    many: false,
    parse: () => fail('read-only'),
    read: (row, _name, context) => read(row, context),
    orderable: options.orderable ?? true,
    stored: false,
  }
}

/** A stored value clients may read but not write (ignored on input, like DRF). */
export function readOnly<Db, Row>(): Field<Db, Row> {
  return { ...computed<Db, Row>(() => null), read: readStored, stored: true }
}

/** An input that the response does not show (standin's additions where upstream could not work). */
export function writeOnly<Db, Row>(field: Field<Db, Row>): Field<Db, Row> {
  return { ...field, writeOnly: true, orderable: false }
}
