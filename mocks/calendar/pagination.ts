import type { ApiResponse, ReadonlyJson } from '../http/types.js'
import type { Args } from './args.js'
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './context.js'
import { isPositiveInt } from './validators.js'
import { isEmpty, toInt, type PhpValue } from './php.js'

/**
 * The plugin's archive paging: `page` and `per_page` (positive integers, `per_page` silently
 * capped at 50), `total_pages = ceil(total / per_page)` (0 when there is nothing), and the
 * archive links, built as WordPress's `add_query_arg` builds them (values not URL-encoded).
 */

export function pageArgs(noun: string): Args {
  return {
    page: {
      required: false,
      validate: isPositiveInt,
      default: 1,
      description: 'The archive page to return',
      type: 'integer',
    },
    per_page: {
      required: false,
      validate: isPositiveInt,
      sanitize: (value) => (isEmpty(value) ? false : Math.min(MAX_PER_PAGE, toInt(value))),
      default: DEFAULT_PER_PAGE,
      description: `The number of ${noun} to return on each page`,
      type: 'integer',
    },
  }
}

export interface Page<T> {
  items: T[]
  total: number
  totalPages: number
  hasNext: boolean
  hasPrevious: boolean
}

function totalPages(total: number, perPage: number): number {
  return total > 0 ? Math.ceil(total / perPage) : 0
}

/** One page of an ordered list, and whether the pages around it have items. */
export function paginate<T>(all: readonly T[], page: number, perPage: number): Page<T> {
  return pageOf(all.length, (start, count) => all.slice(start, start + count), page, perPage)
}

/** One page of an ordered list of `total` items, `items` reading the page's own (an index answers them). */
export function pageOf<T>(
  total: number,
  items: (start: number, count: number) => T[],
  page: number,
  perPage: number,
): Page<T> {
  const start = (page - 1) * perPage
  return {
    items: items(start, perPage),
    total,
    totalPages: totalPages(total, perPage),
    hasNext: total > start + perPage,
    hasPrevious: page > 1 && (page - 2) * perPage < total,
  }
}

export type QueryPairs = Array<[string, string]>

/** A query value as `add_query_arg` writes it: true `1`, false `0`, lists as CSV, null left out. */
function queryValue(value: PhpValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined
  if (value === true) return '1'
  if (value === false) return '0'
  if (Array.isArray(value)) return value.map((item) => queryValue(item) ?? '').join(',')
  if (typeof value === 'object') return undefined
  return String(value)
}

function buildUrl(base: string, pairs: QueryPairs): string {
  return pairs.length === 0 ? base : `${base}?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}`
}

/** `add_query_arg(['page' => N], remove_query_arg('page', $url))`. */
function withPage(pairs: QueryPairs, page: number | undefined): QueryPairs {
  const rest = pairs.filter(([key]) => key !== 'page')
  return page === undefined ? rest : [...rest, ['page', String(page)]]
}

/** The archive envelope's links: next when the next page has items; previous (no `page` for page 2). */
export function archiveLinks(base: string, pairs: QueryPairs, page: number, hasNext: boolean, hasPrevious: boolean) {
  return {
    rest_url: buildUrl(base, pairs),
    next_rest_url: hasNext ? buildUrl(base, withPage(pairs, page + 1)) : undefined,
    previous_rest_url: hasPrevious ? buildUrl(base, withPage(pairs, page === 2 ? undefined : page - 1)) : undefined,
  }
}

/** Collects an archive's query for its links, leaving out what has no value. */
export function queryPairs(): { pairs: QueryPairs; add(key: string, value: PhpValue | undefined): void } {
  const pairs: QueryPairs = []
  return {
    pairs,
    add(key, value) {
      const text = queryValue(value)
      if (text !== undefined) pairs.push([key, text])
    },
  }
}

/**
 * The archive answer of events, venues and organizers: `{<key>, rest_url, next_rest_url?,
 * previous_rest_url?, total, total_pages}` and the `X-TEC-Total`/`X-TEC-TotalPages` headers.
 */
export function archiveResponse(
  key: string,
  items: readonly ReadonlyJson[],
  base: string,
  pairs: QueryPairs,
  page: number,
  result: Page<unknown>,
): ApiResponse {
  const links = archiveLinks(base, pairs, page, result.hasNext, result.hasPrevious)
  const body: Record<string, ReadonlyJson> = { [key]: items, rest_url: links.rest_url }
  if (links.next_rest_url) body.next_rest_url = links.next_rest_url
  if (links.previous_rest_url) body.previous_rest_url = links.previous_rest_url
  body.total = result.total
  body.total_pages = result.totalPages
  return { status: 200, body, headers: totalHeaders(result) }
}

export function totalHeaders(result: Page<unknown>): Record<string, string> {
  return { 'X-TEC-Total': String(result.total), 'X-TEC-TotalPages': String(result.totalPages) }
}
