/**
 * The few PHP and WordPress primitives the calendar API's behaviour rests on: how PHP reads
 * a query string or a form (`a[]=1&a[]=2`), `is_numeric`, `empty`, the plugin's list and
 * truthiness helpers. Parsed input is built from null-prototype objects only, so a key like
 * `__proto__` or `constructor` is plain data and never reaches a prototype.
 */

import { escapeRegExp } from '../http/regexp.js'

/** A PHP value as a request can carry it: strings, numbers, booleans, null, arrays, maps. */
export type PhpValue = null | boolean | number | string | PhpValue[] | PhpMap
export interface PhpMap {
  [key: string]: PhpValue
}

export function createMap(): PhpMap {
  return Object.create(null) as PhpMap
}

export function isMap(value: unknown): value is PhpMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** PHP's `is_numeric`: decimal or exponent notation, leading and trailing whitespace allowed. */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'string') return false
  return /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(value)
}

/** PHP's `empty`: null, false, 0, "0", "", [] (and an empty map). */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '' || value === '0')
    return true
  if (Array.isArray(value)) return value.length === 0
  if (isMap(value)) return Object.keys(value).length === 0
  return false
}

/** The text a field stores from a request's value: `""` for PHP-empty values (`0` and `"0"` too). */
export function textOf(value: PhpValue | undefined): string {
  return value === undefined || isEmpty(value) ? '' : String(value)
}

/** `(int) $value` for the values a request carries. */
export function toInt(value: unknown): number {
  if (typeof value === 'number') return Math.trunc(value)
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'string') {
    const match = /^[ \t\n\r\v\f]*([+-]?\d+(\.\d*)?([eE][+-]?\d+)?)/.exec(value)
    return match ? Math.trunc(Number(match[1])) || 0 : 0
  }
  return 0
}

/** The values of a PHP array (a list, or a map's values in order). */
export function arrayValues(value: PhpValue[] | PhpMap): PhpValue[] {
  return Array.isArray(value) ? value : Object.values(value)
}

/**
 * The plugin's `Tribe__Utils__Array::list_to_array`: a CSV string (split on the separator,
 * spaces around it dropped) or an array, without empty entries; numeric strings become numbers.
 */
export function listToArray(value: unknown, separator = ','): PhpValue[] {
  if (value === null || value === undefined || value === '') return []
  let items: PhpValue[]
  if (Array.isArray(value) || isMap(value)) items = arrayValues(value as PhpValue[] | PhpMap)
  else if (typeof value === 'string') {
    items = value.split(new RegExp(`\\s*${escapeRegExp(separator)}\\s*`))
  } else items = [value as PhpValue]
  return items
    .filter((item) => item !== '' && item !== null)
    .map((item) => (typeof item === 'string' && isNumeric(item) ? Number(item) : item))
}

/** The plugin's `tribe_is_truthy`. */
export function isTruthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string')
    return ['1', 'enable', 'enabled', 'on', 'y', 'yes', 'true'].includes(value.toLowerCase())
  if (typeof value === 'number') return value !== 0
  return !isEmpty(value)
}

/** PHP's `filter_var($value, FILTER_VALIDATE_BOOLEAN)`. */
export function filterBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1
  if (typeof value === 'string') return ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase())
  return false
}

/** PHP's `filter_var($value, FILTER_VALIDATE_URL)`: a scheme, and a host for hierarchical schemes. */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /[\s<>"]/.test(value) || !/^[a-z][a-z0-9+.-]*:/i.test(value)) return false
  try {
    const url = new URL(value)
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return url.hostname !== '' || url.protocol === 'file:'
    return ['mailto:', 'news:', 'file:'].includes(url.protocol)
  } catch {
    return false
  }
}

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced.replace(/%([0-9a-fA-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  }
}

/** PHP turns lists whose keys are 0..n-1 into arrays; a map otherwise. */
function normalize(value: PhpValue): PhpValue {
  if (!isMap(value)) return value
  const keys = Object.keys(value)
  for (const key of keys) value[key] = normalize(value[key] as PhpValue)
  if (keys.length > 0 && keys.every((key, index) => key === String(index)))
    return keys.map((key) => value[key] as PhpValue)
  return value
}

/** Where `key[a][b]` goes: `a`, `b`, or a fresh list index for `[]`. */
function assign(target: PhpMap, path: string[], value: string): void {
  let node = target
  for (let index = 0; index < path.length; index++) {
    let key = path[index] as string
    if (key === '') {
      const numeric = Object.keys(node)
        .filter((k) => /^\d+$/.test(k))
        .map(Number)
      key = String(numeric.length === 0 ? 0 : Math.max(...numeric) + 1)
    }
    if (index === path.length - 1) {
      node[key] = value
      return
    }
    const next = node[key]
    if (isMap(next)) node = next
    else {
      const created = createMap()
      node[key] = created
      node = created
    }
  }
}

/**
 * PHP's `parse_str`: `a=1&a=2` keeps the last value, `a[]=1&a[]=2` makes a list, `a[b]=1`
 * a map; spaces and dots in a top-level name become underscores. Nesting stops at 16 levels.
 */
export function parseQueryString(query: string): PhpMap {
  const out = createMap()
  const text = query.startsWith('?') ? query.slice(1) : query
  for (const part of text.split('&')) {
    if (part === '') continue
    const equals = part.indexOf('=')
    const rawName = decodeComponent(equals === -1 ? part : part.slice(0, equals))
    const value = equals === -1 ? '' : decodeComponent(part.slice(equals + 1))
    const bracket = rawName.indexOf('[')
    const base = (bracket > 0 ? rawName.slice(0, bracket) : rawName).replace(/[ .]/g, '_')
    if (base === '') continue
    const path = [base]
    if (bracket > 0) {
      const rest = rawName.slice(bracket)
      const pattern = /\[([^\]]*)\]/gy
      let found: RegExpExecArray | null
      let consumed = 0
      while ((found = pattern.exec(rest)) !== null && path.length < 17) {
        path.push(found[1] ?? '')
        consumed = pattern.lastIndex
      }
      if (consumed === 0) path[0] = rawName.replace(/[ .[]/g, '_')
    }
    assign(out, path, value)
  }
  for (const key of Object.keys(out)) out[key] = normalize(out[key] as PhpValue)
  return out
}
