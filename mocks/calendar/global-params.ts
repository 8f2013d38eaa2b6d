import { type ApiResponse, JsonText, type JsonObject, type JsonValue, type ReadonlyJson } from '../http/types.js'
import type { RequestParams } from './body.js'
import { isMap, type PhpMap, type PhpValue } from './php.js'

/**
 * The parameters WordPress's REST server applies to every route, whatever the route declares
 * (`WP_REST_Server::serve_request` and `rest_filter_response_fields`):
 *
 * - `_fields`: only the named fields (`a,b.c`), for answers under 400;
 * - `_embed`: each embeddable link's target inline, under `_embedded` (all, or the named relations);
 * - `_envelope`: status, headers and body moved into the body, answered 200;
 * - `_jsonp`: the answer as a call of the named JavaScript function;
 * - `_pretty`: indented JSON.
 *
 * `_envelope`, `_embed` and `_jsonp` are read from the query string only (`$_GET`), `_fields`
 * and `_pretty` from any source of the request's parameters, as WordPress reads them.
 * (`_method` is routing: routes.ts reads it.)
 */

export interface GlobalParams {
  envelope: boolean
  /** All links, the named relations, or none. */
  embed: true | string[] | false
  /** The callback, when one is asked for. */
  jsonp: string | undefined
  /** `_jsonp` names no valid JavaScript callback: WordPress refuses the request. */
  badCallback: boolean
}

/** WordPress's `wp_parse_list`: a list as is, text split on commas and white space. */
function parseList(value: PhpValue): string[] {
  if (Array.isArray(value) || isMap(value)) {
    return Object.values(value).flatMap((item) => (typeof item === 'object' && item !== null ? [] : [phpString(item)]))
  }
  return phpString(value)
    .split(/[\s,]+/)
    .filter((item) => item !== '')
}

/** `(string) $value` for a scalar. */
function phpString(value: PhpValue): string {
  if (value === true) return '1'
  if (value === false || value === null) return ''
  return String(value)
}

export function readGlobalParams(query: PhpMap): GlobalParams {
  const callback = query._jsonp
  const jsonp = callback === undefined || callback === '' ? undefined : callback
  // `wp_check_jsonp_callback`: a string of word characters and dots only.
  const badCallback = jsonp !== undefined && (typeof jsonp !== 'string' || !/^[A-Za-z0-9_.]+$/.test(jsonp))
  let embed: GlobalParams['embed'] = false
  if ('_embed' in query) {
    const value = query._embed ?? ''
    const rels = value === '' || value === 'true' || value === '1' ? [] : parseList(value)
    embed = rels.length === 0 ? true : rels
  }
  return { envelope: '_envelope' in query, embed, jsonp: typeof jsonp === 'string' ? jsonp : undefined, badCallback }
}

// ---------------------------------------------------------------------------------------
// _fields

type FieldTree = Map<string, FieldTree | true>

/** The fields asked for, as WordPress nests them (`a.b`); a field named whole wins over its parts. */
function fieldTree(fields: readonly string[]): FieldTree {
  const tree: FieldTree = new Map()
  for (const field of fields) {
    const parts = field.split('.')
    const last = parts.pop() ?? ''
    let node = tree
    let covered = false
    for (const part of parts) {
      const next = node.get(part)
      if (next === true) {
        covered = true
        break
      }
      const child: FieldTree = next ?? new Map()
      node.set(part, child)
      node = child
    }
    if (!covered) node.set(last, true)
  }
  return tree
}

/**
 * PHP's `array_intersect_key`, recursively, on a JSON value: lists are arrays keyed 0..n, so
 * a list keeps the indexes named and stays a list only when they are 0..k; an emptied array
 * of either kind is `[]`.
 */
/** `Array.isArray` that narrows a read-only value (TypeScript's narrows to a mutable array only). */
const isList = (value: ReadonlyJson): value is readonly ReadonlyJson[] => Array.isArray(value)

function intersect(value: ReadonlyJson, tree: FieldTree): ReadonlyJson {
  if (isList(value)) {
    const kept: Array<[string, ReadonlyJson]> = []
    value.forEach((item, index) => {
      const wanted = tree.get(String(index))
      if (wanted !== undefined) kept.push([String(index), wanted === true ? item : intersect(item, wanted)])
    })
    if (kept.every(([key], position) => key === String(position))) return kept.map(([, item]) => item)
    return Object.fromEntries(kept)
  }
  if (typeof value !== 'object' || value === null) return value
  const out: Record<string, ReadonlyJson> = {}
  for (const [key, item] of Object.entries(value)) {
    const wanted = tree.get(key)
    if (wanted !== undefined)
      out[key] = wanted === true || typeof item !== 'object' || item === null ? item : intersect(item, wanted)
  }
  return Object.keys(out).length === 0 ? [] : out
}

/** `rest_is_field_included`: named, or a parent or a child of a named field. */
function isIncluded(field: string, fields: readonly string[]): boolean {
  return fields.some((named) => named === field || named.startsWith(`${field}.`) || field.startsWith(`${named}.`))
}

/** The fields `_fields` names (none when it names nothing, which filters nothing). */
function requestedFields(params: RequestParams): string[] {
  const value = params.get('_fields')
  return value === undefined ? [] : parseList(value).map((field) => field.trim())
}

/**
 * Keeps the named fields of a body. `_links` are links rather than data: they stay when the
 * endpoint adds them after filtering, or when `_links` or `_embedded` is named (core
 * controllers add them only then).
 */
function filterFields(body: ReadonlyJson, fields: readonly string[], keepsLinks: boolean): ReadonlyJson {
  const tree = fieldTree(fields)
  if (isList(body)) return body.map((item) => intersect(item, tree))
  if (typeof body !== 'object' || body === null) return body
  const { _links: links, ...data } = body
  const filtered = intersect(data, tree)
  if (links === undefined || !(keepsLinks || isIncluded('_links', fields) || isIncluded('_embedded', fields)))
    return filtered
  return { ...(isMap(filtered) ? filtered : {}), _links: links }
}

// ---------------------------------------------------------------------------------------
// _embed

/** What an embeddable link points at, or undefined when standin serves nothing there. */
type Embedder = (href: string) => JsonValue | undefined

/** `WP_REST_Server::embed_links`: each embeddable link of the asked relations, in link order. */
function embedLinks(body: ReadonlyJson, embed: true | string[], embedder: Embedder): ReadonlyJson {
  if (typeof body !== 'object' || body === null || isList(body)) return body
  const links = body._links
  if (!isMap(links)) return body
  const embedded: Record<string, ReadonlyJson> = {}
  for (const [rel, items] of Object.entries(links)) {
    if (Array.isArray(embed) && !embed.includes(rel)) continue
    if (!Array.isArray(items)) continue
    const found = items.map((item) =>
      isMap(item) && item.embeddable === true && typeof item.href === 'string' ? embedder(item.href) : undefined,
    )
    if (found.some((item) => item !== undefined)) embedded[rel] = found.map((item) => item ?? [])
  }
  return Object.keys(embedded).length === 0 ? body : { ...body, _embedded: embedded }
}

// ---------------------------------------------------------------------------------------
// The answer

export interface Presentation {
  globals: GlobalParams
  /** The request's parameters, when it got as far as being read. */
  params: RequestParams | undefined
  /** The route's `Allow` (WordPress sets it on the answer, so an envelope carries it). */
  allow: string | undefined
  keepsLinks: boolean
  embedder: Embedder
}

/** Headers the plugin sets as integers, which an envelope shows as numbers. */
const INTEGER_HEADERS = new Set(['X-TEC-Total', 'X-TEC-TotalPages'])

/**
 * The answer after WordPress's global parameters. Headers that end up in an envelope leave
 * the answer, and `allow` is then not to be sent as a header.
 */
export function present(
  response: ApiResponse,
  { globals, params, allow, keepsLinks, embedder }: Presentation,
): ApiResponse {
  // A body already serialised is another format than JSON: it goes as it is.
  if (response.body instanceof JsonText) return response
  let body = response.body
  const fields = params ? requestedFields(params) : []
  if (body !== undefined && response.status < 400 && fields.length > 0) body = filterFields(body, fields, keepsLinks)
  if (body !== undefined && globals.embed !== false) body = embedLinks(body, globals.embed, embedder)
  let status = response.status
  let headers = response.headers ?? {}
  if (globals.envelope) {
    const moved: JsonObject = {}
    for (const [name, value] of Object.entries(allow === undefined ? headers : { ...headers, Allow: allow })) {
      moved[name] = INTEGER_HEADERS.has(name) && /^\d+$/.test(value) ? Number(value) : value
    }
    body = { body: body ?? null, status, headers: Object.keys(moved).length === 0 ? [] : moved }
    status = 200
    headers = {}
  }
  if (globals.jsonp !== undefined) headers = { ...headers, 'Content-Type': 'application/javascript; charset=UTF-8' }
  const pretty = params?.sent('_pretty') ?? false
  if (body === undefined) return { status, headers }
  if (!pretty && globals.jsonp === undefined) return { status, headers, body }
  const json = JSON.stringify(body, null, pretty ? 4 : undefined)
  // WordPress prefixes a JSONP answer with `/**/` against Rosetta Flash attacks.
  return { status, headers, body: new JsonText(globals.jsonp === undefined ? json : `/**/${globals.jsonp}(${json})`) }
}
