import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OURS, type Helper } from '../../../scripts/php-oracle/cases.js'
import { canonical } from '../../../scripts/php-oracle/differences.js'
import { formatDb, parseDb } from '../../../mocks/calendar/dates.js'
import { timezoneAbbr, wallToUtc } from '../../../mocks/calendar/time-zones.js'

/**
 * text.ts, php.ts and wallToUtc against what PHP answered for the same inputs (the table
 * `npm run php:oracle` records with php-cli; see its `note`). A case where ours differs on
 * purpose carries our answer and the reason; it must still differ, so the reason stays true.
 */

interface Row {
  fn: Helper
  php: string
  input: unknown
  expected: unknown
  ours?: unknown
  why?: string
}
const table = JSON.parse(readFileSync(new URL('php-oracle.json', import.meta.url), 'utf8')) as {
  cases: Row[]
  wallToUtc: Record<string, string[]>
  timezoneAbbr: string[]
}

function answer(row: Row): unknown {
  try {
    return canonical(OURS[row.fn].run(row.input as never))
  } catch (error) {
    return { throws: String(error) }
  }
}

describe('text.ts and php.ts against PHP', () => {
  const helpers = [...new Set(table.cases.map((row) => row.fn))]

  it('has cases for every helper it knows', () => {
    expect(helpers.sort()).toEqual(Object.keys(OURS).sort())
  })

  it.each(helpers)('%s answers as PHP, except where the table says why not', (helper) => {
    const wrong: string[] = []
    for (const row of table.cases.filter((candidate) => candidate.fn === helper)) {
      const ours = answer(row)
      const wanted = canonical('why' in row ? row.ours : row.expected)
      if (JSON.stringify(ours) !== JSON.stringify(wanted))
        wrong.push(
          `${row.php}(${JSON.stringify(row.input)}): wanted ${JSON.stringify(wanted)}, got ${JSON.stringify(ours)}`,
        )
      if ('why' in row && JSON.stringify(canonical(row.expected)) === JSON.stringify(ours))
        wrong.push(`${row.php}(${JSON.stringify(row.input)}) now answers as PHP: drop its reason and record again`)
    }
    expect(wrong).toEqual([])
  })
})

describe('wallToUtc against PHP', () => {
  it.each(Object.keys(table.wallToUtc))('%s: every wall clock around its transitions', (zone) => {
    const wrong = (table.wallToUtc[zone] ?? []).filter((row) => {
      const [wall = '', utc] = row.split(' > ')
      return formatDb(wallToUtc(parseDb(wall), zone)) !== utc
    })
    expect(wrong).toEqual([])
  })
})

describe('timezoneAbbr against PHP', () => {
  it("names every zone PHP knows as PHP's `T` does, winter and summer", () => {
    const supported = new Set(Intl.supportedValuesOf('timeZone'))
    const wrong = table.timezoneAbbr.filter((row) => {
      const [zone = '', seconds = '', abbreviation] = row.split(' ')
      // Intl lists a zone under its canonical name only; the others still resolve.
      if (!supported.has(zone) && !isZone(zone)) return false
      return timezoneAbbr(zone, Number(seconds) * 1000) !== abbreviation
    })
    expect(wrong).toEqual([])
  })
})

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
