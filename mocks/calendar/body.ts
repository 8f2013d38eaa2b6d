import type { ApiRequest } from '../http/types.js'
import { isWellFormed } from '../http/utf8.js'
import { createMap, isMap, parseQueryString, type PhpMap, type PhpValue } from './php.js'

/**
 * A request's parameters as WordPress's `WP_REST_Request` holds them: one map per source,
 * read in WordPress's order (JSON body, form body, query string, path, defaults). A value of
 * null counts as absent when read, as PHP's `isset` does.
 */

export type Source = 'json' | 'form' | 'query' | 'url' | 'defaults'

export class RequestParams {
  readonly sources: Record<Source, PhpMap>
  readonly order: Source[]

  constructor(sources: Partial<Record<Source, PhpMap>>, order: Source[]) {
    this.sources = {
      json: sources.json ?? createMap(),
      form: sources.form ?? createMap(),
      query: sources.query ?? createMap(),
      url: sources.url ?? createMap(),
      defaults: sources.defaults ?? createMap(),
    }
    this.order = order
  }

  /** `$request[$key]`: the first non-null value in order. */
  get(key: string): PhpValue | undefined {
    for (const source of this.order) {
      const value = this.sources[source][key]
      if (value !== undefined && value !== null) return value
    }
    return undefined
  }

  /** `isset($request[$key])`, defaults included. */
  has(key: string): boolean {
    return this.get(key) !== undefined
  }

  /** Whether the client sent the key (any source but the defaults), even as null. */
  sent(key: string): boolean {
    return this.order.some((source) => source !== 'defaults' && key in this.sources[source])
  }

  /** The value the client gave in its body or query (not a default, not the path), null counting as absent. */
  clientValue(key: string): PhpValue | undefined {
    for (const source of this.order) {
      if (source === 'defaults' || source === 'url') continue
      const value = this.sources[source][key]
      if (value !== undefined && value !== null) return value
    }
    return undefined
  }

  /** `set_param`: replaces the key wherever it is, else sets it in the first source. */
  set(key: string, value: PhpValue): void {
    let found = false
    for (const source of this.order) {
      if (key in this.sources[source]) {
        this.sources[source][key] = value
        found = true
      }
    }
    if (!found) this.sources[this.order[0] ?? 'query'][key] = value
  }

  /** Every (source, key, value) in order, null values included (what sanitising walks). */
  *entries(): Generator<[Source, string, PhpValue]> {
    for (const source of this.order) {
      for (const [key, value] of Object.entries(this.sources[source])) yield [source, key, value]
    }
  }
}

/** `ok: false`: a JSON body PHP's `json_decode` refuses, with its error code (errors.invalidJson). */
export type ParsedParams = { ok: true; params: RequestParams } | { ok: false; jsonError: JsonErrorCode }

/** PHP's JSON error codes that a body can cause: depth, control character, syntax, UTF-8, surrogate. */
export type JsonErrorCode = 1 | 3 | 4 | 5 | 10

/** `json_decode`'s default depth: 512 levels, so at most 511 nested arrays and objects. */
const MAX_JSON_DEPTH = 511

class JsonRefused {
  constructor(readonly code: JsonErrorCode) {}
}

/**
 * A prototype-free copy of parsed JSON, or PHP's refusal: nesting past its depth (1), or a
 * `\uXXXX` escape of a lone surrogate in a string or a key (10: PHP's scanner decodes an escape
 * only as a whole character or a surrogate pair). The hosts decode bodies from UTF-8, so a
 * lone surrogate in the text can only have come from an escape.
 */
function fromJson(value: unknown, depth: number): PhpValue {
  if (typeof value === 'string') {
    if (!isWellFormed(value)) throw new JsonRefused(10)
    return value
  }
  if (Array.isArray(value) || isMap(value)) {
    if (depth > MAX_JSON_DEPTH) throw new JsonRefused(1)
    if (Array.isArray(value)) return value.map((item) => fromJson(item, depth + 1))
    const out = createMap()
    for (const [key, item] of Object.entries(value)) {
      if (!isWellFormed(key)) throw new JsonRefused(10)
      out[key] = fromJson(item, depth + 1)
    }
    return out
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value
  return null
}

/**
 * Why `json_decode` refuses a text JSON.parse refused: a control character (3; PHP's scanner
 * refuses one anywhere, raw in a string or between tokens), else a syntax error (4).
 */
function syntaxCode(text: string): JsonErrorCode {
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code < 0x20 && (inString || (code !== 0x09 && code !== 0x0a && code !== 0x0d))) return 3
    if (code === 0x22) inString = !inString
    else if (code === 0x5c && inString) index++
  }
  return 4
}

/** `WP_REST_Request::parse_json_params` (class-wp-rest-request.php): the JSON source, or the refusal. */
function jsonParams(request: ApiRequest, body: string): PhpMap | JsonRefused {
  // PHP reads the bytes; a sequence that is not UTF-8 is its error 5.
  if (request.bodyBytes) return new JsonRefused(5)
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return new JsonRefused(syntaxCode(body))
  }
  try {
    const copy = fromJson(parsed, 1)
    return isMap(copy) ? copy : createMap()
  } catch (error) {
    if (error instanceof JsonRefused) return error
    throw error
  }
}

function mediaType(request: ApiRequest): string {
  return (request.headers['content-type']?.split(';')[0] ?? '').trim().toLowerCase()
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json')
}

/** A form body with its bytes that are not UTF-8 written as `%XX`, so that PHP's byte reading sees them. */
function formText(request: ApiRequest, body: string): string {
  const bytes = request.bodyBytes
  if (!bytes) return body
  let text = ''
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`
  return text
}

async function multipartFields(request: ApiRequest): Promise<PhpMap> {
  try {
    const form = await new Response(request.body, {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData()
    const pairs: string[] = []
    form.forEach((value, key) => {
      if (typeof value === 'string') pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    })
    return parseQueryString(pairs.join('&'))
  } catch {
    return createMap()
  }
}

/**
 * Reads every source of a request. `method` is the method WordPress serves (after
 * `_method` overrides); `ok: false` means a JSON body that does not parse.
 */
export async function readParams(request: ApiRequest, method: string, urlParams: PhpMap): Promise<ParsedParams> {
  const type = mediaType(request)
  const body = request.body ?? ''
  const order: Source[] = []
  const sources: Partial<Record<Source, PhpMap>> = { query: parseQueryString(request.url.search), url: urlParams }

  if (isJsonType(type)) {
    order.push('json')
    if (body !== '' && body !== '0') {
      const json = jsonParams(request, body)
      if (json instanceof JsonRefused) return { ok: false, jsonError: json.code }
      sources.json = json
    }
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    order.push('form')
    if (type === 'application/x-www-form-urlencoded') sources.form = parseQueryString(formText(request, body))
    else if (type === 'multipart/form-data' && request.method === 'POST') sources.form = await multipartFields(request)
  }
  order.push('query', 'url', 'defaults')
  return { ok: true, params: new RequestParams(sources, order) }
}
