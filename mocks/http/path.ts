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
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1))
        return '([^/]+)'
      }
      return escapeRegExp(segment)
    })
    .join('/')
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
  }
}
