/**
 * Path patterns made of literal segments and `:param` segments, matched the same way for
 * both hosts so that a parameter decodes identically through MSW and through Koa.
 */

export interface PathPattern {
  pattern: string
  /** Path parameters when `pathname` matches the whole pattern, else undefined. */
  match(pathname: string): Record<string, string> | undefined
  /** True when `pathname` starts with the pattern (segment-wise). */
  matchesPrefix(pathname: string): boolean
  /**
   * A regular expression over whole URLs (query and hash removed) for MSW: the pattern on
   * `origin`, or on any origin. It has no capturing groups, so MSW decodes nothing (its
   * own decoding throws on malformed percent-encoding); parameters come from `match`.
   */
  urlRegExp(origin: string | undefined, options?: { prefix?: boolean }): RegExp
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export function compilePath(pattern: string): PathPattern {
  const names: string[] = []
  const segments = pattern.split('/')
  const source = segments
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1))
        return '([^/]+)'
      }
      return escapeRegExp(segment)
    })
    .join('/')
  const nonCapturing = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/')
  const whole = new RegExp(`^${source}$`)
  const prefix = new RegExp(`^${source}${pattern.endsWith('/') ? '' : '(?:/|$)'}`)
  return {
    pattern,
    match(pathname) {
      const found = whole.exec(pathname)
      if (!found) return undefined
      const params: Record<string, string> = {}
      names.forEach((name, index) => {
        params[name] = decodeSegment(found[index + 1] ?? '')
      })
      return params
    },
    matchesPrefix(pathname) {
      return prefix.test(pathname)
    },
    urlRegExp(origin, options = {}) {
      const start = origin === undefined ? '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/]+' : `^${escapeRegExp(origin)}`
      const end = options.prefix ? (pattern.endsWith('/') ? '' : '(?:/|$)') : '$'
      return new RegExp(`${start}${nonCapturing}${end}`)
    },
  }
}
