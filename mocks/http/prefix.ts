/**
 * The path prefixes an API owns (literal segments and `:param`), matched on paths for the
 * Koa host and as regular expressions over whole URLs for MSW.
 */

export interface Prefix {
  pattern: string
  /** True when `pathname` starts with the prefix, segment-wise. */
  matches(pathname: string): boolean
  /**
   * A regular expression over whole URLs (query and hash removed, which is what MSW tests):
   * the prefix on `origin`, or on any origin. It has no capturing groups, so MSW decodes no
   * parameters (its own decoding throws on malformed percent-encoding).
   */
  urlRegExp(origin: string | undefined): RegExp
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export function compilePrefix(pattern: string): Prefix {
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/')
  const end = pattern.endsWith('/') ? '' : '(?:/|$)'
  const onPath = new RegExp(`^${source}${end}`)
  return {
    pattern,
    matches: (pathname) => onPath.test(pathname),
    urlRegExp(origin) {
      const start = origin === undefined ? '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]+' : `^${escapeRegExp(origin)}`
      return new RegExp(`${start}${source}${end}`)
    },
  }
}
