/**
 * The paths an API owns (literal segments and `:param`): prefixes, and exact paths (a
 * trailing slash ignored), matched on paths for the Koa host and as regular expressions
 * over whole URLs for MSW.
 */

import { escapeRegExp } from './regexp.js'

export interface Prefix {
  pattern: string
  /** True when `pathname` starts with the prefix, segment-wise (or is the exact path). */
  matches(pathname: string): boolean
  /**
   * A regular expression over whole URLs (query and hash removed, which is what MSW tests):
   * the prefix (or the exact path) on `origin`, or on any origin. It has no capturing groups, so MSW decodes no
   * parameters (its own decoding throws on malformed percent-encoding).
   */
  urlRegExp(origin: string | undefined): RegExp
}

export function compilePrefix(pattern: string, exact = false): Prefix {
  const source = pattern
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/')
  const end = exact ? '/?$' : pattern.endsWith('/') ? '/' : '(?:/|$)'
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

/** Everything an API owns: its prefixes, then its exact paths. */
export function ownedPaths(api: { prefixes: readonly string[]; paths?: readonly string[] }): Prefix[] {
  return [
    ...api.prefixes.map((pattern) => compilePrefix(pattern)),
    ...(api.paths ?? []).map((pattern) => compilePrefix(pattern, true)),
  ]
}
