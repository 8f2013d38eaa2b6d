/**
 * DRF's LimitOffsetPagination (PAGE_SIZE 100, no maximum): parsing `limit` and `offset`,
 * slicing, and the absolute `next` / `previous` links with every query parameter kept,
 * re-encoded and sorted by key.
 */

const DEFAULT_LIMIT = 100

export interface PageRequest {
  limit: number
  offset: number
}

/** DRF's `_positive_int`: Python `int()` text, negative is an error; `strict` also refuses 0. */
function positiveInt(text: string | null, strict: boolean): number | undefined {
  if (text === null || !/^\s*[+-]?\d+\s*$/.test(text)) return undefined
  const value = Number.parseInt(text.trim(), 10)
  if (value < 0 || (strict && value === 0)) return undefined
  return Math.min(value, Number.MAX_SAFE_INTEGER)
}

export function parsePageRequest(query: URLSearchParams): PageRequest {
  return {
    limit: positiveInt(query.get('limit'), true) ?? DEFAULT_LIMIT,
    offset: positiveInt(query.get('offset'), false) ?? 0,
  }
}

export function paginate<T>(items: readonly T[], page: PageRequest): { count: number; results: T[] } {
  return { count: items.length, results: items.slice(page.offset, page.offset + page.limit) }
}

const SAFE = /^[A-Za-z0-9_.~-]*$/

/** Python's `urllib.parse.quote_plus`. */
function quotePlus(text: string): string {
  if (SAFE.test(text)) return text
  return encodeURIComponent(text)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

/** Python's `parse_qs(keep_blank_values=True)`, then `urlencode(sorted(...), doseq=True)`. */
function withQuery(url: PageUrl, changes: Record<string, string | undefined>): string {
  const grouped = new Map<string, string[]>()
  for (const part of url.search.slice(1).split('&')) {
    if (part === '') continue
    const [rawKey = '', rawValue = ''] = part.includes('=')
      ? [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]
      : [part, '']
    const decode = (text: string) => {
      if (!text.includes('%') && !text.includes('+')) return text
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '))
      } catch {
        return text.replace(/\+/g, ' ')
      }
    }
    const key = decode(rawKey)
    grouped.set(key, [...(grouped.get(key) ?? []), decode(rawValue)])
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) grouped.delete(key)
    else grouped.set(key, [value])
  }
  const keys = [...grouped.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const query = keys
    .flatMap((key) => (grouped.get(key) ?? []).map((value) => `${quotePlus(key)}=${quotePlus(value)}`))
    .join('&')
  return `${url.base}${query ? `?${query}` : ''}`
}

/** The request's address as links repeat it: scheme, host and path, then the query. */
export interface PageUrl {
  base: string
  search: string
}

/**
 * The page's links. `url` carries the scheme the client used (`X-Forwarded-Proto` is
 * applied by the caller) and the request's Host.
 */
export function pageLinks(
  url: PageUrl,
  page: PageRequest,
  count: number,
): { next: string | null; previous: string | null } {
  const { limit, offset } = page
  const next = offset + limit >= count ? null : withQuery(url, { limit: String(limit), offset: String(offset + limit) })
  let previous: string | null = null
  if (offset > 0) {
    previous =
      offset - limit <= 0
        ? withQuery(url, { limit: String(limit), offset: undefined })
        : withQuery(url, { limit: String(limit), offset: String(offset - limit) })
  }
  return { next, previous }
}
