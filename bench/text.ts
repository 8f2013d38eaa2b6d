import { costValues, formatCost, parseCost } from '../mocks/calendar/cost.js'
import { listToArray, parseQueryString } from '../mocks/calendar/php.js'
import { autop, sanitizeTitle, splitList, stripTags, summary } from '../mocks/calendar/text.js'
import { matchesPath } from '../mocks/levers/faults.js'
import { normalizeUuid } from '../mocks/identity/relations.js'
import { callbackUrl } from '../mocks/identity/collections/providers.js'
import { pythonSyntaxError, validCertificate, validPrivateKey } from '../mocks/identity/validators.js'
import type { BenchRow } from './lib/report.js'
import { median } from './lib/load.js'

/**
 * Every text helper that reads what a client sent must cost time linear in its input: each is
 * timed on an input crafted against it (what backtracks, what repeats a search) and on the same
 * input twice as long. Linear work doubles; a quadratic helper quadruples (and a 250 KB cost
 * once froze every client for two minutes). Target: the doubled input costs under 3x.
 *
 * Each figure is the median of 9 rounds, a round timing enough calls for 50 ms (after a full GC
 * when Node runs with --expose-gc); the short and long inputs alternate within each round,
 * since the machine is shared.
 */

/** The input length the short case starts from (characters). */
const SIZE = 32 * 1024
const ROUNDS = 9
const TARGET = 3

interface Case {
  name: string
  run(size: number): unknown
}

const repeat = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size)

const cases: Case[] = [
  { name: 'calendar stripTags: "<" repeated', run: (n) => stripTags(repeat('<', n)) },
  { name: 'calendar stripTags: "<a " repeated', run: (n) => stripTags(repeat('<a ', n)) },
  { name: 'calendar stripTags: "<script" repeated', run: (n) => stripTags(repeat('<script>', n)) },
  { name: 'calendar stripTags: quotes and comments', run: (n) => stripTags(repeat('<a "<!--\'', n)) },
  { name: 'calendar summary: "<" and spaces', run: (n) => summary(repeat('< ', n)) },
  { name: 'calendar autop: spaces, no line end', run: (n) => autop(`a${repeat(' ', n)}b\nc`) },
  { name: 'calendar autop: newlines and spaces', run: (n) => autop(`\n${repeat(' ', n)}x`) },
  { name: 'calendar autop: blank lines', run: (n) => autop(repeat('a\n \n', n)) },
  { name: 'calendar sanitizeTitle: "&" repeated', run: (n) => sanitizeTitle(repeat('&', n)) },
  { name: 'calendar sanitizeTitle: "<" repeated', run: (n) => sanitizeTitle(repeat('<', n)) },
  { name: 'calendar sanitizeTitle: dashes and dots', run: (n) => sanitizeTitle(`${repeat('-.', n)}x`) },
  { name: 'calendar sanitizeTitle: "%" and accents', run: (n) => sanitizeTitle(repeat('%é', n)) },
  { name: 'calendar splitList: spaces, no comma', run: (n) => splitList(`${repeat(' ', n)}x`) },
  { name: 'calendar splitList: ", " repeated', run: (n) => splitList(repeat(' , ', n)) },
  { name: 'calendar listToArray: spaces, no comma', run: (n) => listToArray(`${repeat(' ', n)}x`) },
  { name: 'calendar parseQueryString: "a[]=1&" repeated', run: (n) => parseQueryString(repeat('a[]=1&', n)) },
  { name: 'calendar parseCost: a symbol run before a dot', run: (n) => parseCost(`${repeat('a', n)}.1`) },
  { name: 'calendar parseCost: spaces before the number', run: (n) => parseCost(`$${repeat(' ', n)}1`) },
  { name: 'calendar parseCost: a symbol run after the number', run: (n) => parseCost(`1${repeat('a', n)}.`) },
  {
    name: 'calendar costValues and formatCost: numbers',
    run: (n) =>
      formatCost({ cost: repeat('1.1 ', n), currency_symbol: '', currency_position: '' }) &&
      costValues(repeat('9,', n)),
  },
  { name: 'identity normalizeUuid: "}" repeated', run: (n) => normalizeUuid(`${repeat('}', n)}x`) },
  { name: 'identity normalizeUuid: "{" repeated', run: (n) => normalizeUuid(`x${repeat('{', n)}`) },
  {
    name: 'identity certificate: BEGIN without END',
    run: (n) => validCertificate(repeat('-----BEGIN CERTIFICATE-----', n)),
  },
  {
    name: 'identity private key: BEGIN without END',
    run: (n) => validPrivateKey(repeat('-----BEGIN PRIVATE KEY-----', n)),
  },
  { name: 'identity expression syntax: brackets and quotes', run: (n) => pythonSyntaxError(repeat('(["\'\\', n)) },
  { name: 'identity proxy callback: trailing slashes', run: (n) => callbackUrl(`http://[${repeat('/', n)}x`) },
  {
    name: 'fault pattern: a long literal after a star',
    run: (n) => matchesPath(`/*${repeat('a', n / 4)}b`, `/${repeat('a', n)}`),
  },
  {
    name: 'fault pattern: a literal with a break in the middle',
    run: (n) => matchesPath(`/*${repeat('a', n / 8)}b${repeat('a', n / 8)}*`, `/${repeat('a', n)}`),
  },
  { name: 'fault pattern: many stars', run: (n) => matchesPath(`/${repeat('*a', n / 4)}b`, `/${repeat('a', n)}`) },
]

/** Milliseconds per call, from calls repeated for about 50 ms. */
function time(run: () => unknown): number {
  ;(globalThis as { gc?: () => void }).gc?.()
  let calls = 0
  const started = performance.now()
  do {
    run()
    calls++
  } while (performance.now() - started < 50)
  return (performance.now() - started) / calls
}

export async function textBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = []
  for (const item of cases) {
    const short: number[] = []
    const long: number[] = []
    item.run(SIZE)
    for (let round = 0; round < ROUNDS; round++) {
      short.push(time(() => item.run(SIZE)))
      long.push(time(() => item.run(2 * SIZE)))
    }
    const ratio = median(long) / median(short)
    rows.push({
      benchmark: `linear text: ${item.name}, ${(2 * SIZE) / 1024} K vs ${SIZE / 1024} K characters`,
      result: `${ratio.toFixed(2)}x (${median(long).toFixed(3)} vs ${median(short).toFixed(3)} ms)`,
      target: `< ${TARGET.toFixed(2)}x`,
      pass: ratio < TARGET,
      detail: { short, long },
    })
  }
  return rows
}
