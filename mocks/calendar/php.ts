/**
 * The few PHP and WordPress primitives the calendar API's behaviour rests on: how PHP reads
 * a query string or a form (`a[]=1&a[]=2`), `is_numeric`, `empty`, the plugin's list and
 * truthiness helpers. Parsed input is built from null-prototype objects only, so a key like
 * `__proto__` or `constructor` is plain data and never reaches a prototype.
 */

import { decodeEscaping } from '../http/utf8.js'
import { splitList } from './text.js'

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

/** PHP's largest integer, 2^63 - 1 (as near as a double gets: 2^63): `(int)` of a larger number saturates there. */
const PHP_INT_MAX = 2 ** 63

/** `(int) $value` for the values a request carries. */
export function toInt(value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0
  let number = typeof value === 'number' ? value : 0
  if (typeof value === 'string') {
    const match = /^[ \t\n\r\v\f]*([+-]?\d+(\.\d*)?([eE][+-]?\d+)?)/.exec(value)
    number = match ? Number(match[1]) : 0
  }
  if (Number.isNaN(number)) return 0
  return Math.trunc(Math.max(-PHP_INT_MAX, Math.min(PHP_INT_MAX, number))) || 0
}

/** The values of a PHP array (a list, or a map's values in order). */
export function arrayValues(value: PhpValue[] | PhpMap): PhpValue[] {
  return Array.isArray(value) ? value : Object.values(value)
}

/**
 * The plugin's `Tribe__Utils__Array::list_to_array`: nothing for a PHP-empty value; a text is
 * URL-decoded and split on the separator (whitespace around it dropped); empty entries go,
 * numeric strings become numbers. (It keeps `null` entries; here they go too, as no caller can
 * use one.)
 */
export function listToArray(value: unknown, separator = ','): PhpValue[] {
  if (value === undefined || isEmpty(value)) return []
  let items: PhpValue[]
  if (Array.isArray(value) || isMap(value)) items = arrayValues(value as PhpValue[] | PhpMap)
  else items = splitList(urlDecode(typeof value === 'boolean' ? '1' : String(value)), separator)
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

/** The characters PHP's URL filter keeps (FILTER_SANITIZE_URL): a URL with any other is refused. */
const URL_CHARACTERS = /^[A-Za-z0-9$\-_.+!*'(),{}|\\^~[\]`<>#%";/?:@&=]*$/
/** A host name label: letters, digits and inner dashes, 63 at most. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const USER_INFO = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:]|%[0-9A-Fa-f]{2})*$/

/** The host of `scheme://[user@]host[:port]...`, undefined without one, false when PHP's `parse_url` fails. */
function urlHost(rest: string): string | undefined | false {
  if (!rest.startsWith('//')) return undefined
  const authority = /^[^/?#]*/.exec(rest.slice(2))?.[0] ?? ''
  const at = authority.lastIndexOf('@')
  if (
    at !== -1 &&
    !authority
      .slice(0, at)
      .split(':')
      .every((part) => USER_INFO.test(part))
  )
    return false
  const hostPort = authority.slice(at + 1)
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(hostPort)
  if (!match || Number(match[2] ?? 0) > 65_535) return false
  return match[1] === '' ? undefined : match[1]
}

/** A host name as PHP's FILTER_FLAG_HOSTNAME wants it, or an IPv6 literal. */
function validHost(host: string): boolean {
  if (host.startsWith('[')) return /^\[[0-9A-Fa-f:.]+\]$/.test(host)
  const name = host.endsWith('.') ? host.slice(0, -1) : host
  return name.length <= 253 && name.split('.').every((label) => LABEL.test(label))
}

/**
 * PHP's `filter_var($value, FILTER_VALIDATE_URL)`: only URL characters; a scheme; http and
 * https need a valid host name; other schemes need a host except mailto, news and file.
 */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !URL_CHARACTERS.test(value)) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase()
  if (scheme === undefined) return false
  const host = urlHost(value.slice(scheme.length + 1))
  if (host === false) return false
  if (scheme === 'http' || scheme === 'https') return host !== undefined && validHost(host)
  return host !== undefined || ['mailto', 'news', 'file'].includes(scheme)
}

/**
 * PHP's `urldecode`: `+` is a space, `%XX` a byte; a bad `%` stays. PHP keeps bytes that are no
 * UTF-8 as they are; here each is a lone surrogate (`decodeEscaping`), which the arguments'
 * check refuses (args.ts) and nothing else mistakes for text.
 */
function urlDecode(text: string): string {
  return text.replace(/\+/g, ' ').replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run)
    } catch {
      return decodeEscaping(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16)))
    }
  })
}

/** PHP turns lists whose keys are 0..n-1 into arrays; a map otherwise. */
function normalize(value: PhpValue): PhpValue {
  if (!isMap(value)) return value
  const entries = Object.entries(value)
  for (const [key, item] of entries) value[key] = normalize(item)
  if (entries.length > 0 && entries.every(([key], index) => key === String(index))) return Object.values(value)
  return value
}

/** The index `[]` takes next in each map: one more than its largest integer key (PHP's nNextFreeElement). */
type NextIndex = WeakMap<PhpMap, number>
const INTEGER_KEY = /^(?:0|[1-9]\d{0,14})$/

/** Where `key[a][b]` goes: `a`, `b`, or a fresh list index for `[]`. */
function assign(target: PhpMap, path: string[], value: string, next: NextIndex): void {
  let node = target
  for (let index = 0; index < path.length; index++) {
    let key = path[index] ?? ''
    if (key === '') key = String(next.get(node) ?? 0)
    if (INTEGER_KEY.test(key)) next.set(node, Math.max(next.get(node) ?? 0, Number(key) + 1))
    if (index === path.length - 1) {
      node[key] = value
      return
    }
    const child = node[key]
    if (isMap(child)) node = child
    else {
      const created = createMap()
      node[key] = created
      node = created
    }
  }
}

/** PHP's `max_input_nesting_level`: a name with more brackets than this is dropped whole. */
const MAX_NESTING = 64

/**
 * PHP's `parse_str`: `a=1&a=2` keeps the last value, `a[]=1&a[]=2` makes a list, `a[b]=1`
 * a map; leading spaces of a name go, other spaces and dots in a top-level name become
 * underscores; a name that starts with `[` or nests deeper than 64 levels is dropped. A
 * leading `?` is skipped (callers pass a URL's search).
 */
export function parseQueryString(query: string): PhpMap {
  const out = createMap()
  const next: NextIndex = new WeakMap()
  // PHP reads the query as a C string: it ends at a NUL, as does a decoded name.
  const text = (query.startsWith('?') ? query.slice(1) : query).split('\0', 1)[0] ?? ''
  for (const part of text.split('&')) {
    if (part === '') continue
    const equals = part.indexOf('=')
    const rawName = (urlDecode(equals === -1 ? part : part.slice(0, equals)).split('\0', 1)[0] ?? '').replace(/^ +/, '')
    const value = equals === -1 ? '' : urlDecode(part.slice(equals + 1))
    const bracket = rawName.indexOf('[')
    const base = (bracket > 0 ? rawName.slice(0, bracket) : rawName).replace(/[ .]/g, '_')
    if (base === '' || bracket === 0) continue
    const path = [base]
    if (bracket > 0) {
      const rest = rawName.slice(bracket)
      const pattern = /\[([^\]]*)\]/gy
      let found: RegExpExecArray | null
      let consumed = 0
      while ((found = pattern.exec(rest)) !== null && path.length <= MAX_NESTING + 1) {
        path.push(found[1] ?? '')
        consumed = pattern.lastIndex
      }
      if (path.length > MAX_NESTING + 1) continue
      if (consumed === 0) path[0] = rawName.replace(/[ .[]/g, '_')
    }
    assign(out, path, value, next)
  }
  for (const [key, item] of Object.entries(out)) out[key] = normalize(item)
  return out
}
