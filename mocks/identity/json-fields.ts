import { messages } from './errors.js'
import { type Built, type Common, base, fail, ok } from './fields.js'
import { UploadedFile } from './uploaded-file.js'

/** The fields of JSON columns: DRF's JSONField, and the generic ModelField that serves the others. */

/** A JSON column's value, as the row schemas' `z.json()` types it. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }

/**
 * A JSON column behind DRF's generic ModelField: any JSON value but null, a form's text stored
 * as the text it is (and a file by its name, where upstream would store the object and fail).
 */
export function json<Db, Row, const Options extends Common<Db, Row, Json> = {}>(
  options: Options,
): Built<Db, Row, Options, Json> {
  return base<Db, Row, Json, Options>({ type: 'field' }, options, (value) => {
    if (value instanceof UploadedFile) return ok(value.name)
    return isJson(value) ? ok(value) : fail(messages.null)
  })
}

/**
 * DRF's JSONField (rest_framework/fields.py `JSONField`): JSON input is taken as it is (a
 * string stays a string), while a form's value is text to parse (`get_value` wraps it in
 * `JSONString`, a file as its name), with DRF's strict `json.loads`: 400 `Value must be valid
 * JSON.` for anything else, NaN and the infinities included. A form's `null` would reach the
 * database's NOT NULL and fail there (a 500 upstream): it is the field's null message here.
 */
export function jsonField<Db, Row, const Options extends Common<Db, Row, Json> = {}>(
  options: Options,
): Built<Db, Row, Options, Json> {
  return base<Db, Row, Json, Options>({ type: 'field' }, options, (value, context) => {
    if (!context.form || !(typeof value === 'string' || value instanceof UploadedFile))
      return isJson(value) ? ok(value) : fail(messages.null)
    let parsed: unknown
    try {
      parsed = JSON.parse(String(value))
    } catch {
      return fail(messages.invalidJson)
    }
    if (parsed === null) return fail(messages.null)
    return isJson(parsed) && finite(parsed) ? ok(parsed) : fail(messages.invalidJson)
  })
}

/** No number past the float range (`1e400`, which Python reads as infinity and cannot render). */
function finite(value: Json): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(finite)
  if (value !== null && typeof value === 'object') return Object.values(value).every(finite)
  return true
}

/** A parsed body holds JSON values only (JSON or form data); the check narrows the type. */
function isJson(value: unknown): value is Json {
  return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol' && typeof value !== 'bigint'
}
