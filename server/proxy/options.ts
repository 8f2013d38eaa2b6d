import { checkPattern } from '../../mocks/levers/stubs.js'
import type { Parsed } from '../../mocks/http/json.js'

/**
 * The proxy's rows of the option table (server/options.ts spreads them into its own, which
 * checks them and makes the parser, the help and the defaults from them), and what they come to.
 */

export const PROXY_OPTIONS = {
  proxy: {
    type: 'text',
    value: 'origin',
    help: 'pass what standin does not serve (and --proxy-path) to this deployment, e.g. https://staging.example.com: method, path, query, headers and body; its answer as it is',
  },
  'proxy-path': {
    type: 'text',
    value: 'pattern',
    multiple: true,
    help: "also pass these paths to --proxy, repeatable, in the stubs' syntax: /api/v2beta/core/users/:id/, * for a segment (last: the rest)",
  },
  'proxy-header': {
    type: 'text',
    value: 'line',
    multiple: true,
    help: "set or replace a header on requests passed to --proxy, as 'Name: value' (the deployment's token), repeatable",
  },
  'proxy-timeout': {
    type: 'integer',
    unit: 'ms',
    default: 30_000,
    max: 3_600_000,
    help: "how long the deployment may take to answer in full; past it the API's 504",
  },
  'proxy-limit': {
    type: 'integer',
    unit: 'MiB',
    default: 8,
    max: 1024,
    help: "the largest answer passed on from --proxy; a larger one is cut off with the API's 502",
  },
  'record-stubs': {
    type: 'text',
    value: 'file',
    help: 'write each exchange with --proxy to <file> as a stub (secrets replaced, repeats collapsed), for --stubs <file> to replay',
  },
} as const

export interface ProxySettings {
  origin: URL
  /** Paths passed on though standin serves them (stub path patterns). */
  paths: string[]
  /** Headers set on the way out, replacing the client's (names lower-case). */
  headers: Array<[string, string]>
  timeoutMs: number
  answerBytes: number
  /** Where exchanges are written as stubs. */
  recordStubs: string | undefined
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

/** How server/options.ts reads a row's value (integers in the server's unit). */
interface Reader {
  given(flag: 'proxy' | 'record-stubs'): string | undefined
  list(flag: 'proxy-path' | 'proxy-header'): string[]
  integer(flag: 'proxy-timeout' | 'proxy-limit'): number
}

/** The proxy's options checked (undefined without --proxy), or the first thing wrong with them. */
export function proxySettings(read: Reader): Parsed<ProxySettings | undefined> {
  const given = {
    origin: read.given('proxy'),
    paths: read.list('proxy-path'),
    headers: read.list('proxy-header'),
    timeoutMs: read.integer('proxy-timeout'),
    answerBytes: read.integer('proxy-limit'),
    recordStubs: read.given('record-stubs'),
  }
  if (given.origin === undefined) {
    const alone = given.paths.length > 0 ? '--proxy-path' : given.headers.length > 0 ? '--proxy-header' : undefined
    if (alone) return { ok: false, error: `${alone} needs --proxy <origin>` }
    if (given.recordStubs !== undefined) return { ok: false, error: '--record-stubs needs --proxy <origin>' }
    return { ok: true, value: undefined }
  }
  const url = URL.parse(given.origin)
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== given.origin.replace(/\/$/, ''))
    return {
      ok: false,
      error: `--proxy must be an origin like https://staging.example.com (no path), got "${given.origin}"`,
    }
  for (const path of given.paths) {
    const wrong = checkPattern(path)
    if (wrong) return { ok: false, error: `--proxy-path "${path}": ${wrong.replace('"request.path"', 'the pattern')}` }
  }
  const headers: Array<[string, string]> = []
  for (const header of given.headers) {
    const colon = header.indexOf(':')
    const name = header.slice(0, colon).trim()
    const value = header.slice(colon + 1).trim()
    if (colon === -1 || !TOKEN.test(name) || !/^[\t\x20-\x7e\x80-\xff]*$/.test(value))
      return { ok: false, error: `--proxy-header must be 'Name: value', got "${header}"` }
    headers.push([name.toLowerCase(), value])
  }
  if (given.timeoutMs === 0) return { ok: false, error: '--proxy-timeout must be at least 1 ms' }
  return {
    ok: true,
    value: {
      origin: new URL(url.origin),
      paths: given.paths,
      headers,
      timeoutMs: given.timeoutMs,
      answerBytes: given.answerBytes,
      recordStubs: given.recordStubs,
    },
  }
}
