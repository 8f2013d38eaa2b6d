import type { ApiRequest } from '../http/types.js'
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

export type ParsedParams = { ok: true; params: RequestParams } | { ok: false }

const MAX_JSON_DEPTH = 512

/** A prototype-free copy of parsed JSON; undefined past PHP's nesting limit. */
function fromJson(value: unknown, depth: number): PhpValue | undefined {
  if (Array.isArray(value) || isMap(value)) {
    if (depth > MAX_JSON_DEPTH) return undefined
    if (Array.isArray(value)) {
      const out: PhpValue[] = []
      for (const item of value) {
        const copy = fromJson(item, depth + 1)
        if (copy === undefined) return undefined
        out.push(copy)
      }
      return out
    }
    const out = createMap()
    for (const [key, item] of Object.entries(value)) {
      const copy = fromJson(item, depth + 1)
      if (copy === undefined) return undefined
      out[key] = copy
    }
    return out
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return null
}

function mediaType(request: ApiRequest): string {
  return (request.headers['content-type']?.split(';')[0] ?? '').trim().toLowerCase()
}

function isJsonType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json')
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
      let parsed: unknown
      try {
        parsed = JSON.parse(body)
      } catch {
        return { ok: false }
      }
      const copy = fromJson(parsed, 1)
      if (copy === undefined) return { ok: false }
      sources.json = isMap(copy) ? copy : createMap()
    }
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    order.push('form')
    if (type === 'application/x-www-form-urlencoded') sources.form = parseQueryString(body)
    else if (type === 'multipart/form-data' && request.method === 'POST') sources.form = await multipartFields(request)
  }
  order.push('query', 'url', 'defaults')
  return { ok: true, params: new RequestParams(sources, order) }
}
