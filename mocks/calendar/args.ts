import type { ApiResponse, JsonObject, JsonValue } from '../http/types.js'
import { isWellFormed } from '../http/utf8.js'
import type { Viewer } from './auth.js'
import type { RequestParams } from './body.js'
import type { CalendarDb } from './db.js'
import { errors, messages, type ValidatorError, validatorErrors } from './errors.js'
import { isNumeric, isMap, type PhpValue } from './php.js'

/**
 * WordPress's route arguments: each route declares its parameters once (type, default,
 * required, validate and sanitize callbacks, description), and the same table drives
 * request checking, the namespace index and the `/doc` document.
 *
 * Checking runs in WordPress's order: required parameters (400
 * `rest_missing_callback_param`), then validate callbacks (400 `rest_invalid_param`), then
 * the type sanitising of typed parameters without their own sanitizer (400
 * `rest_invalid_param` with `rest_invalid_type` details).
 */

export type ArgType = 'integer' | 'number' | 'boolean' | 'string' | 'array' | 'object'

export interface ArgEnv {
  db: CalendarDb
  viewer: Viewer
  nowMs: number
}

/** A validate callback: `false` or an error fails the parameter. */
export type Check = (value: PhpValue, env: ArgEnv) => boolean | ValidatorError

/** What a sanitizer answers for a value it refuses. */
export class Invalid {
  constructor(readonly error: ValidatorError) {}
}

type Sanitize = (value: PhpValue, env: ArgEnv, name: string) => PhpValue | Invalid

export interface Arg {
  description?: string
  /** WordPress's `type`: without a `sanitize`, the value is type-checked and converted. */
  type?: ArgType
  /** The type documented when `type` is not set (upstream's `swagger_type`). */
  docType?: ArgType
  items?: { type: ArgType }
  format?: string
  required?: boolean
  /** A default, possibly computed at request time (the events list's date window). */
  default?: PhpValue | ((env: ArgEnv) => PhpValue)
  validate?: Check
  /** An explicit sanitize callback; `null` for none even when typed. */
  sanitize?: Sanitize | null
  /** Path parameters are named in the route's pattern. */
  in?: 'path'
  /** What `/doc` declares, when the WordPress type does not say all the parameter takes. */
  schema?: JsonObject
}

export type Args = Record<string, Arg>

export function resolveDefault(arg: Arg, env: ArgEnv): PhpValue | undefined {
  return typeof arg.default === 'function' ? arg.default(env) : arg.default
}

/** WordPress's `rest_is_boolean` (plus the empty string, which query strings send for false). */
function isBoolean(value: PhpValue): boolean {
  if (typeof value === 'boolean') return true
  if (typeof value === 'string') return ['false', 'true', '0', '1', ''].includes(value.toLowerCase())
  if (typeof value === 'number') return value === 0 || value === 1
  return false
}

/** WordPress's sanitizer for an argument of a declared type (none without one). */
function typedSanitizer(type: ArgType | undefined): Sanitize | undefined {
  return type ? (value, _env, name) => parseTyped(type, value, name) : undefined
}

/** WordPress's `rest_parse_request_arg` for a declared type: check, then convert. */
export function parseTyped(type: ArgType, value: PhpValue, name: string): PhpValue | Invalid {
  const fail = () => new Invalid(validatorErrors.notOfType(name, type))
  switch (type) {
    case 'boolean':
      if (!isBoolean(value)) return fail()
      if (typeof value === 'string') return ['true', '1'].includes(value.toLowerCase())
      return Boolean(value)
    case 'integer':
      if (!isNumeric(value) || !Number.isInteger(Number(value))) return fail()
      return Number(value)
    case 'number':
      if (!isNumeric(value)) return fail()
      return Number(value)
    case 'string':
      return typeof value === 'string' ? value : fail()
    case 'array':
      return Array.isArray(value) || typeof value === 'string' ? value : fail()
    case 'object':
      return isMap(value) ? value : fail()
  }
}

/** Whether every string in the value (keys too) is well-formed text. */
function isText(value: PhpValue): boolean {
  if (typeof value === 'string') return isWellFormed(value)
  if (Array.isArray(value)) return value.every(isText)
  if (isMap(value)) return Object.entries(value).every(([key, item]) => isWellFormed(key) && isText(item))
  return true
}

function detailOf(error: ValidatorError): JsonObject {
  return { code: error.code, message: error.message, data: error.data }
}

/**
 * Fills the defaults, then runs the required, validate and sanitize steps. Answers the
 * error to send, or undefined when every parameter passed (values are then sanitized).
 */
export function checkArgs(params: RequestParams, args: Args, env: ArgEnv): ApiResponse | undefined {
  // WordPress only keeps defaults that are set (`isset`): a null default is no default.
  for (const [name, arg] of Object.entries(args)) {
    const value = resolveDefault(arg, env)
    if (value !== undefined && value !== null) params.sources.defaults[name] = value
  }

  const missing = Object.entries(args)
    .filter(([name, arg]) => arg.required && !params.has(name))
    .map(([name]) => name)
  if (missing.length > 0) return errors.missingParams(missing)

  const invalid: Record<string, string> = {}
  const details: Record<string, JsonValue> = {}
  for (const [name, arg] of Object.entries(args)) {
    // WordPress validates `get_param( $key )` (class-wp-rest-request.php, has_valid_params):
    // for a path parameter too, a body or query value of that name comes first.
    const value = params.get(name)
    if (value === undefined || value === null) continue
    // Bytes that are not UTF-8 (a form or query `%ED%A0%80`, kept as lone surrogates by php.ts):
    // upstream stores them until the database refuses (a 500, or a change silently dropped); a
    // correct server refuses the parameter (docs/decisions/0032).
    if (!isText(value)) {
      invalid[name] = messages.invalidParameter
      continue
    }
    if (!arg.validate) continue
    const outcome = arg.validate(value, env)
    if (outcome === true) continue
    if (outcome === false) invalid[name] = messages.invalidParameter
    else {
      invalid[name] = outcome.message
      details[name] = detailOf(outcome)
    }
  }
  if (Object.keys(invalid).length > 0) return errors.invalidParams(invalid, details)

  for (const [source, name, value] of [...params.entries()]) {
    const arg = Object.prototype.hasOwnProperty.call(args, name) ? args[name] : undefined
    if (!arg) continue
    const sanitize: Sanitize | undefined =
      arg.sanitize === null ? undefined : (arg.sanitize ?? typedSanitizer(arg.type))
    if (!sanitize) continue
    const outcome = sanitize(value, env, name)
    if (outcome instanceof Invalid) {
      invalid[name] = outcome.error.message
      details[name] = detailOf(outcome.error)
    } else params.sources[source][name] = outcome
  }
  if (Object.keys(invalid).length > 0) return errors.invalidParams(invalid, details)
  return undefined
}

/** Marks every argument optional (WordPress's `EDIT_args` from `CREATE_args`). */
export function unrequired(args: Args): Args {
  return Object.fromEntries(Object.entries(args).map(([name, arg]) => [name, { ...arg, required: false }]))
}
