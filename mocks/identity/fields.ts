import type { z } from 'zod'
import type { JsonValue } from '../http/types.js'
import { messages, pythonStr } from './errors.js'
import { isObject } from '../http/json.js'
import { UploadedFile } from './uploaded-file.js'

/**
 * Serializer fields as DRF 3.11 validates them: each field turns one input value into the
 * value stored, or into the list of messages DRF would answer, and reads one output value.
 */

export type FieldResult<Value = unknown> = { value: Value } | { errors: string[] }

/** What a field may consult while validating (the store, the row being updated). */
export interface InputContext<Db, Row> {
  db: Db
  instance: Row | undefined
  /** The body was a form (DRF's `html.is_html_input`): text to read, files among the values. */
  form?: boolean
}

/** What a field may consult while rendering (the store, the request's scheme and host). */
export interface OutputContext<Db> {
  db: Db
  origin: string
}

/**
 * A computed field's output schema, built from the zod it is given: only what loads zod (the
 * output types, tests) calls it, so a process that only reads never loads zod.
 */
export type OutputSchema<Out extends JsonValue = JsonValue> = (zod: typeof z) => z.ZodType<Out>

/**
 * What a field shows in a rendered object: its row's own column (`'column'`: its value and
 * type are the row's), a computed value of a declared schema, or nothing (write-only).
 */
type Shows = 'column' | 'nothing' | { output: OutputSchema }

/**
 * One serializer field. `Value` is what validation stores (never, for fields a client cannot
 * write); `Given` is true when a create always has the value (required, or a default), so the
 * validated input is typed from the fields alone; `S` is what it shows, so the output type
 * follows from the fields too.
 */
export interface Field<Db, Row, Value = unknown, Given extends boolean = boolean, S extends Shows = Shows> {
  readOnly: boolean
  shows: S
  required: boolean
  allowNull: boolean
  /** Many-valued: form bodies send it as repeated keys. */
  many: boolean
  /** The model default a create stores when the field is omitted. */
  default?: (db: Db) => Value
  /** Always among a create's values. */
  given: Given
  parse(value: unknown, context: InputContext<Db, Row>): FieldResult<Value>
  read(row: Row, name: string, context: OutputContext<Db>): JsonValue
  /** False for DRF method fields, which `ordering` ignores. */
  orderable: boolean
  /** What DRF's metadata says of it (OPTIONS, metadata.ts). */
  info: FieldInfo
}

/**
 * A field as DRF's SimpleMetadata describes it (rest_framework/metadata.py `get_field_info`):
 * its `label_lookup` type, its bounds, and its choices with their display names.
 */
export interface FieldInfo {
  type: 'string' | 'email' | 'url' | 'slug' | 'integer' | 'boolean' | 'choice' | 'field'
  maxLength?: number
  minValue?: number
  maxValue?: number
  choices?: ReadonlyArray<readonly [value: string, label: string]>
}

export type Fields<Db, Row> = Record<string, Field<Db, Row, unknown>>

/** The value a field stores (never for read-only fields). */
type ValueOf<F> = F extends Field<never, never, infer Value> ? Value : never

type Writable<F> = { [K in keyof F]: [ValueOf<F[K]>] extends [never] ? never : K }[keyof F]
type AlwaysGiven<F> = { [K in keyof F]: F[K] extends Field<never, never, unknown, true> ? K : never }[keyof F]

type Shown<F> = { [K in keyof F]: F[K] extends { shows: 'nothing' } ? never : K }[keyof F]

/** A field's rendered value: its row column's, or its declared output's. */
type ShownValue<Row, K, S> = S extends 'column'
  ? K extends keyof Row
    ? Row[K]
    : never
  : S extends { output: OutputSchema<infer Out> }
    ? Out
    : never

/** What rendering a row gives: every field but the write-only ones, typed from the row and the declared outputs. */
export type Output<Row, F> = { [K in Shown<F>]: F[K] extends { shows: infer S } ? ShownValue<Row, K, S> : never }

/** What validating an update gives: any of the writable fields. */
export type Input<F> = { [K in Writable<F>]?: ValueOf<F[K]> }

/** What validating a create gives: required and defaulted fields always, the others when sent. */
export type CreateInput<F> = Input<F> & {
  [K in keyof F as K extends Writable<F> & AlwaysGiven<F> ? K : never]: ValueOf<F[K]>
}

type Validator<Db, Row, Value> = (value: Value, context: InputContext<Db, Row>) => string | undefined

export interface Common<Db, Row, Value> {
  required?: boolean
  allowNull?: boolean
  default?: (db: Db) => Value | null
  validators?: Validator<Db, Row, Value>[]
}

/** A field's stored value: null too when the options allow it. */
type Nullable<Options, Value> = Options extends { allowNull: true } ? Value | null : Value
/** Whether the options make the field always present on create. */
type GivenBy<Options> = Options extends { required: true } ? true : Options extends { default: unknown } ? true : false
export type Built<Db, Row, Options, Value> = Field<Db, Row, Nullable<Options, Value>, GivenBy<Options>, 'column'>

export const ok = <Value>(value: Value): FieldResult<Value> => ({ value })
export const fail = (...errors: string[]): { errors: string[] } => ({ errors })

function readStored(row: unknown, name: string): JsonValue {
  // A stored field shows its column, a JSON value by the column's schema.
  return ((isObject(row) ? row[name] : undefined) ?? null) as JsonValue
}

function runValidators<Db, Row, Value>(
  value: Value,
  validators: Validator<Db, Row, Value>[] | undefined,
  context: InputContext<Db, Row>,
): FieldResult<Value> {
  const failures = (validators ?? [])
    .map((validate) => validate(value, context))
    .filter((message): message is string => message !== undefined)
  return failures.length > 0 ? fail(...failures) : ok(value)
}

export function base<Db, Row, Value, const Options extends Common<Db, Row, Value>>(
  info: FieldInfo,
  options: Options,
  parse: (value: unknown, context: InputContext<Db, Row>) => FieldResult<Value>,
  validators = options.validators,
): Built<Db, Row, Options, Value> {
  const field: Field<Db, Row, Value | null, boolean, 'column'> = {
    readOnly: false,
    shows: 'column',
    required: options.required ?? false,
    allowNull: options.allowNull ?? false,
    many: false,
    ...(options.default ? { default: options.default } : {}),
    given: options.required === true || options.default !== undefined,
    parse: (value, context) => {
      const parsed = parse(value, context)
      return 'errors' in parsed ? parsed : runValidators(parsed.value, validators, context)
    },
    read: readStored,
    orderable: true,
    info,
  }
  // The one place the options' literal types meet the runtime flags computed from them.
  return field as Built<Db, Row, Options, Value>
}

/** Length in code points, as Python counts. */
function characters(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}

interface CharOptions<Db, Row> extends Common<Db, Row, string> {
  maxLength?: number
  allowBlank?: boolean
}

function textInfo(type: FieldInfo['type'], options: { maxLength?: number }): FieldInfo {
  return options.maxLength === undefined ? { type } : { type, maxLength: options.maxLength }
}

export function char<Db, Row, const Options extends CharOptions<Db, Row> = {}>(
  options: Options,
): Built<Db, Row, Options, string> {
  return base<Db, Row, string, Options>(textInfo('string', options), options, (value) => parseText(value, options))
}

function parseText<Db, Row>(value: unknown, options: CharOptions<Db, Row>): FieldResult<string> {
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
}

const INT32 = { min: -2147483648, max: 2147483647 }
const INTEGER_TEXT = /^\s*[+-]?\d+(?:\.0*)?\s*$/

/** Python's `int(str(value))` after DRF strips a trailing `.0`. */
export function parseInteger(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined
  if (typeof value === 'string' && INTEGER_TEXT.test(value)) return Number.parseInt(value.trim(), 10)
  return undefined
}

export function integer<Db, Row, const Options extends Common<Db, Row, number> & { min?: number; max?: number } = {}>(
  options: Options,
): Built<Db, Row, Options, number> {
  const min = options.min ?? INT32.min
  const max = options.max ?? INT32.max
  return base<Db, Row, number, Options>({ type: 'integer', minValue: min, maxValue: max }, options, (value) => {
    if (typeof value === 'string' && value.length > 1000) return fail(messages.stringTooLarge)
    // `int(str(data))`: a file is read by its name.
    const number = parseInteger(value instanceof UploadedFile ? value.name : value)
    if (number === undefined) return fail(messages.invalidInteger)
    if (number > max) return fail(messages.maxValue(max))
    if (number < min) return fail(messages.minValue(min))
    return ok(number)
  })
}

const TRUE_VALUES = new Set<unknown>([
  't',
  'T',
  'y',
  'Y',
  'yes',
  'Yes',
  'YES',
  'true',
  'True',
  'TRUE',
  'on',
  'On',
  'ON',
  '1',
  1,
  true,
])
const FALSE_VALUES = new Set<unknown>([
  'f',
  'F',
  'n',
  'N',
  'no',
  'No',
  'NO',
  'false',
  'False',
  'FALSE',
  'off',
  'Off',
  'OFF',
  '0',
  0,
  false,
])

export function boolean<Db, Row, const Options extends Common<Db, Row, boolean> = {}>(
  options: Options,
): Built<Db, Row, Options, boolean> {
  return base<Db, Row, boolean, Options>({ type: 'boolean' }, options, (value) => {
    if (TRUE_VALUES.has(value)) return ok(true)
    if (FALSE_VALUES.has(value)) return ok(false)
    return fail(messages.invalidBoolean)
  })
}

/** A choice field: its values and the display name of each (Django's `choices`). */
export function choice<Db, Row, const Choice extends string, const Options extends Common<Db, Row, Choice> = {}>(
  choices: Readonly<Record<Choice, string>>,
  options: Options,
): Built<Db, Row, Options, Choice> {
  const isChoice = (key: string): key is Choice => Object.hasOwn(choices, key)
  const info: FieldInfo = { type: 'choice', choices: Object.entries<string>(choices) }
  return base<Db, Row, Choice, Options>(info, options, (value) => {
    // `choice_strings_to_values[str(data)]`: a file is looked up by its name.
    const key = pythonStr(value)
    const text = typeof value !== 'object' || value instanceof UploadedFile
    return text && isChoice(key) ? ok(key) : fail(messages.invalidChoice(value))
  })
}

/** A text field with one more check on the stripped text (email, URL, slug, username...). */
function checkedChar<Db, Row, const Options extends CharOptions<Db, Row>>(
  type: FieldInfo['type'],
  check: (text: string) => boolean,
  message: string,
  options: Options,
): Built<Db, Row, Options, string> {
  const validators: Validator<Db, Row, string>[] = [
    (text) => (text === '' || check(text) ? undefined : message),
    ...(options.validators ?? []),
  ]
  return base<Db, Row, string, Options>(
    textInfo(type, options),
    options,
    (value) => parseText(value, options),
    validators,
  )
}

const EMAIL =
  /^[^\s@"(),:;<>[\\\]]+@(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+[\p{L}]{2,63}\.?|\[[0-9a-fA-F:.]+\])$/u
export const isEmail = (text: string) => EMAIL.test(text)

export function email<Db, Row, const Options extends CharOptions<Db, Row> = {}>(
  options: Options,
): Built<Db, Row, Options, string> {
  return checkedChar('email', isEmail, messages.invalidEmail, options)
}

const HOST = String.raw`(?:localhost|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:[\p{L}]{2,63}|xn--[a-z0-9]{1,59})\.?|\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:.]+\])`
const URL_PATTERN = new RegExp(
  String.raw`^(?:https?|ftps?)://(?:[^\s:@/]+(?::[^\s:@/]*)?@)?${HOST}(?::\d{1,5})?(?:[/?#][^\s]*)?$`,
  'iu',
)
const DOMAINLESS_URL = /^https?:\/\/(?:[^\s:@/]+(?::[^\s:@/]*)?@)?[^\s/?#:]+(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu

/** Django's URLValidator (http, https, ftp, ftps). */
export function url<Db, Row, const Options extends CharOptions<Db, Row> = {}>(
  options: Options,
): Built<Db, Row, Options, string> {
  return checkedChar('url', (text) => URL_PATTERN.test(text), messages.invalidUrl, options)
}

/** passbook's DomainlessURLValidator (on a TextField, so a CharField): an http(s) URL whose host needs no domain. */
export function domainlessUrl<Db, Row, const Options extends CharOptions<Db, Row> = {}>(
  options: Options,
): Built<Db, Row, Options, string> {
  return checkedChar('string', (text) => DOMAINLESS_URL.test(text), messages.invalidUrl, options)
}

export function slug<Db, Row, const Options extends CharOptions<Db, Row> = {}>(
  options: Options,
): Built<Db, Row, Options, string> {
  return checkedChar('slug', (text) => /^[-a-zA-Z0-9_]+$/.test(text), messages.invalidSlug, options)
}

/** What every field a client cannot write has (DRF ignores it on input). */
const unwritten = {
  readOnly: true,
  required: false,
  allowNull: true,
  many: false,
  given: false,
  parse: () => fail('read-only'),
} as const

/**
 * A value computed from the store, of a declared output schema (built lazily: see
 * `OutputSchema`); `orderable` is false for DRF method fields; `type` is its serializer field's
 * (a method field or a many-to-many relation is DRF's plain `field`).
 */
export function computed<Db, Row, Out extends JsonValue>(
  output: OutputSchema<Out>,
  read: (row: Row, context: OutputContext<Db>) => NoInfer<Out>,
  options: { orderable?: boolean; type?: FieldInfo['type'] } = {},
): Field<Db, Row, never, false, { output: OutputSchema<Out> }> {
  return {
    ...unwritten,
    shows: { output },
    read: (row, _name, context) => read(row, context),
    orderable: options.orderable ?? true,
    info: { type: options.type ?? 'field' },
  }
}

/** A stored value clients may read but not write (ignored on input, like DRF). */
export function readOnly<Db, Row>(type: FieldInfo['type'] = 'field'): Field<Db, Row, never, false, 'column'> {
  return { ...unwritten, shows: 'column', read: readStored, orderable: true, info: { type } }
}

/** An input that the response does not show (standin's additions where upstream could not work). */
export function writeOnly<Db, Row, Value, Given extends boolean>(
  field: Field<Db, Row, Value, Given>,
): Field<Db, Row, Value, Given, 'nothing'> {
  return { ...field, shows: 'nothing', orderable: false }
}
