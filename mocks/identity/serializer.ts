import type { JsonObject } from '../http/types.js'
import { type FieldErrors, messages, NON_FIELD_ERRORS } from './errors.js'
import type { CreateInput, Fields, Input, OutputContext } from './fields.js'
import { isObject } from '../http/json.js'

/**
 * A ModelSerializer's two directions: validate a request body into the values to store,
 * and render a stored row as the response object (keys in field order, like DRF).
 */

export type Validated<Values> = { ok: true; values: Values } | { ok: false; errors: FieldErrors }

export interface ValidateOptions<Db, Row> {
  db: Db
  /** The row being updated; undefined on create. */
  instance: Row | undefined
  /** PATCH: only the keys sent are validated. */
  partial: boolean
  /** The body came from a form: many-valued fields arrive as a single string. */
  form: boolean
}

/** A create's values: every required or defaulted field, and the others sent. */
export function validateCreate<Db, Row, F extends Fields<Db, Row>>(
  fields: F,
  data: unknown,
  options: Omit<ValidateOptions<Db, Row>, 'instance' | 'partial'>,
): Validated<CreateInput<F>> {
  // Each value is what its field's parse (or default) produced: the fields' own types.
  const validated = validateInput<Db, Row>(fields, data, { ...options, instance: undefined, partial: false })
  return validated as Validated<CreateInput<F>>
}

/** An update's values: any of the writable fields. */
export function validateUpdate<Db, Row, F extends Fields<Db, Row>>(
  fields: F,
  data: unknown,
  options: ValidateOptions<Db, Row> & { instance: Row },
): Validated<Input<F>> {
  return validateInput(fields, data, options) as Validated<Input<F>>
}

function validateInput<Db, Row>(
  fields: Fields<Db, Row>,
  data: unknown,
  options: ValidateOptions<Db, Row>,
): Validated<Record<string, unknown>> {
  if (data === null) return { ok: false, errors: { [NON_FIELD_ERRORS]: [messages.noData] } }
  if (!isObject(data)) return { ok: false, errors: { [NON_FIELD_ERRORS]: [messages.notADictionary(data)] } }

  const values: Record<string, unknown> = Object.create(null)
  const errors: FieldErrors = {}
  const context = { db: options.db, instance: options.instance, form: options.form }
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly) continue
    if (!Object.prototype.hasOwnProperty.call(data, name)) {
      if (options.partial) continue
      if (field.required) errors[name] = [messages.required]
      else if (field.default && options.instance === undefined) values[name] = field.default(options.db)
      continue
    }
    let raw = data[name]
    // A form's key sent twice: a many-valued field takes them all, another the last
    // (rest_framework/fields.py `Field.get_value`: `dictionary[field_name]` of a MultiValueDict).
    if (field.many && options.form && !Array.isArray(raw)) raw = [raw]
    if (!field.many && options.form && Array.isArray(raw)) raw = raw[raw.length - 1]
    if (raw === null) {
      if (field.allowNull) values[name] = null
      else errors[name] = [messages.null]
      continue
    }
    const parsed = field.parse(raw, context)
    if ('errors' in parsed) errors[name] = parsed.errors
    else values[name] = parsed.value
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: { ...values } }
}

const readableFields = new WeakMap<object, Array<[string, Fields<any, any>[string]]>>()

export function render<Db, Row>(fields: Fields<Db, Row>, row: Row, context: OutputContext<Db>): JsonObject {
  let readable = readableFields.get(fields)
  if (!readable) {
    readable = Object.entries(fields).filter(([, field]) => field.shows !== 'nothing')
    readableFields.set(fields, readable)
  }
  const out: JsonObject = {}
  for (const [name, field] of readable) out[name] = field.read(row, name, context)
  return out
}
