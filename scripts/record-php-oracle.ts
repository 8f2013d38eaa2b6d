import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { CASES, DATE_ZONES, OURS, type Case } from './php-oracle/cases.js'
import { canonical, DIFFERENCES } from './php-oracle/differences.js'

/**
 * `npm run php:oracle`: records what PHP answers for the inputs in php-oracle/cases.ts, through
 * the functions mocks/calendar/text.ts, php.ts and time-zones.ts imitate (PHP's own, and
 * WordPress's and the plugin's vendored in php-oracle/), and writes the table
 * test/mocks/calendar/php-oracle.json that test/mocks/calendar/php-oracle.test.ts checks ours
 * against. It needs Debian's php-cli with php-mbstring and php-intl (what WordPress hosts have);
 * CI does not run it: the table is committed.
 *
 * Where ours answers otherwise, the table keeps our answer and the reason from DIFFERENCES; a
 * difference with no reason stops the script (`--explore` lists them instead), so every one is
 * either fixed or explained.
 */

const { values } = parseArgs({ options: { explore: { type: 'boolean' } } })
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const TABLE = here('../test/mocks/calendar/php-oracle.json')

/** A string's bytes as PHP would hold them: UTF-8, a lone surrogate as its three WTF-8 bytes. */
function wtf8(text: string): Buffer {
  const bytes: number[] = []
  for (let index = 0; index < text.length; index++) {
    const code = text.codePointAt(index) ?? 0
    if (code > 0xffff) index++
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return Buffer.from(bytes)
}

/** PHP's bytes as a string: WTF-8 decoded, any other byte that is not UTF-8 as U+FFFD. */
function fromWtf8(bytes: Buffer): string {
  let out = ''
  for (let index = 0; index < bytes.length;) {
    const lead = bytes[index] ?? 0
    const size = lead < 0x80 ? 1 : lead >= 0xf0 && lead < 0xf5 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0
    const tail = bytes.subarray(index + 1, index + size)
    if (size === 0 || tail.length !== size - 1 || tail.some((byte) => (byte & 0xc0) !== 0x80)) {
      out += '\ufffd'
      index++
      continue
    }
    let code = size === 1 ? lead : lead & (0xff >> (size + 1))
    for (const byte of tail) code = (code << 6) | (byte & 63)
    out += String.fromCodePoint(code)
    index += size
  }
  return out
}

const wrap = (value: unknown): unknown =>
  typeof value === 'string'
    ? { s: wtf8(value).toString('base64') }
    : Array.isArray(value)
      ? value.map(wrap)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, wrap(item)]))
        : value

const unwrap = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(unwrap)
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value)
  if (entries.length === 1 && entries[0]?.[0] === 's') return fromWtf8(Buffer.from(String(entries[0][1]), 'base64'))
  if (entries.length === 1 && entries[0]?.[0] === 'map')
    return Object.fromEntries((entries[0][1] as unknown[][]).map(([key, item]) => [unwrap(key), unwrap(item)]))
  return Object.fromEntries(entries.map(([key, item]) => [key, unwrap(item)]))
}

function askPhp(calls: Array<{ fn: string; args: unknown[] }>): { php: string; answers: unknown[] } {
  const input = JSON.stringify(calls.map((call) => ({ fn: call.fn, args: wrap(call.args) })))
  const output = execFileSync('php', [here('php-oracle/run.php')], { input, maxBuffer: 256 * 1024 * 1024 })
  const parsed = JSON.parse(output.toString()) as { php: string; answers: unknown[] }
  return { php: parsed.php, answers: parsed.answers.map(unwrap) }
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))

/** What a helper answers, or what it throws (a throw is a 500 in the API: always a difference). */
function attempt(run: () => unknown): unknown {
  try {
    return run()
  } catch (error) {
    return { throws: String(error) }
  }
}

const cases: Case[] = CASES
const { php, answers } = askPhp([
  ...cases.map((entry) => ({ fn: OURS[entry.fn].php, args: [entry.input] })),
  ...DATE_ZONES.map((zone) => ({ fn: 'transitions', args: [zone, 2000, 2037] })),
  // January and July 2026, 12:00 UTC.
  { fn: 'abbreviations', args: [1768478400, 1784116800] },
])

const unexplained: string[] = []
const rows = cases.map((entry, index) => {
  const expected = answers[index]
  const ours = attempt(() => OURS[entry.fn].run(entry.input as never))
  if (same(ours, expected)) return { fn: entry.fn, php: OURS[entry.fn].php, input: entry.input, expected }
  const why = DIFFERENCES.find((difference) => difference.fn === entry.fn && difference.when(entry.input))?.why
  if (!why)
    unexplained.push(
      `${entry.fn}(${JSON.stringify(entry.input)}): PHP ${JSON.stringify(expected)}, ours ${JSON.stringify(ours)}`,
    )
  return { fn: entry.fn, php: OURS[entry.fn].php, input: entry.input, expected, ours, why }
})
const wallClocks: Record<string, string[]> = {}
for (const { zone, wall, utc } of answers.slice(cases.length, -1).flat() as Array<Record<string, string>>)
  (wallClocks[zone ?? ''] ??= []).push(`${wall} > ${utc}`)

if (unexplained.length > 0) {
  process.stderr.write(
    `${unexplained.length} differences without a reason in php-oracle/differences.ts:\n${unexplained.join('\n')}\n`,
  )
  if (!values.explore) process.exit(1)
}

const table = {
  note: [
    'Recorded by `npm run php:oracle` (scripts/record-php-oracle.ts): each input below went through the PHP function',
    'named in `php` (PHP built-ins, WordPress 6.5.5 and tribe-common functions vendored in scripts/php-oracle/), on',
    `Debian's php-cli ${php} with mbstring and intl. \`expected\` is PHP's answer; where ours answers otherwise on purpose,`,
    '`ours` is our answer and `why` says why. `wallToUtc` lists, for each zone, the wall clocks around every offset',
    'change from 2000 to 2037 and the UTC time PHP gives them (`new DateTime($wall, $zone)`, then UTC): `wall > utc`.',
    "`timezoneAbbr` is PHP's `T` for every zone it knows in January and July 2026: `zone unix-time abbreviation`.",
  ].join(' '),
  php,
  cases: rows,
  wallToUtc: wallClocks,
  timezoneAbbr: answers.at(-1),
}
writeFileSync(TABLE, `${JSON.stringify(table, null, 1)}\n`)
process.stdout.write(
  `${rows.length} cases (${rows.filter((row) => 'why' in row).length} differ on purpose), ${Object.values(wallClocks).flat().length} wall clocks in ${DATE_ZONES.length} zones: ${TABLE}\n`,
)
