import fc from 'fast-check'
import { Temporal } from 'temporal-polyfill'
import { describe, expect, it } from 'vitest'
import { addMonths, formatDb, parseDb } from '../../../mocks/calendar/dates.js'
import { offsetMinutes, utcToWall, wallToUtc } from '../../../mocks/calendar/time-zones.js'

/**
 * The zone arithmetic of time-zones.ts against temporal-polyfill, an independent implementation
 * of the same rules (both read the IANA data through Intl; what is checked is our arithmetic:
 * offsets, wall clocks, folds and gaps), across every zone Intl knows. Instants from 1973 on:
 * before that some zones had offsets in seconds, which PHP keeps and ours rounds to minutes.
 * Which instant a repeated wall clock names is PHP's choice (php-oracle.test.ts has PHP's own
 * answers); here it is stated as PHP's rule, written with Temporal.
 */

const ZONES = Intl.supportedValuesOf('timeZone')
const FROM = Date.UTC(1973, 0, 1)
const TO = Date.UTC(2037, 0, 1)
const RUNS = { numRuns: 3000, seed: 20261126 }

const zone = fc.constantFrom(...ZONES)
const instant = fc.integer({ min: FROM / 1000, max: TO / 1000 }).map((seconds) => seconds * 1000)

const instantOf = (ms: number) => Temporal.Instant.fromEpochMilliseconds(ms)
/** A Temporal wall clock as ours writes one: the local date-time in milliseconds, as if it were UTC. */
const wallMs = (time: Temporal.PlainDateTime) =>
  Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second)
const plain = (wall: number) => Temporal.PlainDateTime.from(formatDb(wall).replace(' ', 'T'))

/** The instants a wall clock names in a zone: earlier and later (equal unless it is repeated), and whether it is skipped. */
function readings(wall: number, timeZone: string) {
  const read = (disambiguation: 'earlier' | 'later') =>
    plain(wall).toZonedDateTime(timeZone, { disambiguation }).epochMilliseconds
  const earlier = read('earlier')
  const later = read('later')
  const skipped = wallMs(instantOf(earlier).toZonedDateTimeISO(timeZone).toPlainDateTime()) !== wall
  return { earlier, later, skipped }
}

/** PHP's choice in a fold: the offset in force at the wall clock read as a UTC instant. */
function phpFoldChoice(wall: number, timeZone: string): number {
  const offsetMs = instantOf(wall).toZonedDateTimeISO(timeZone).offsetNanoseconds / 1e6
  return wall - offsetMs
}

/** Wall clocks around a zone's next transition after an instant: where folds and gaps are. */
const nearTransition = fc
  .tuple(zone, instant, fc.integer({ min: -3 * 3600, max: 3 * 3600 }))
  .map(([timeZone, from, seconds]) => {
    const next = instantOf(from).toZonedDateTimeISO(timeZone).getTimeZoneTransition('next')
    if (!next || next.epochMilliseconds > TO) return undefined
    const before = next.subtract({ seconds: 1 }).offsetNanoseconds / 1e6
    return { timeZone, wall: next.epochMilliseconds + before + seconds * 1000 }
  })
  .filter((sample) => sample !== undefined)

describe('time zones against temporal-polyfill', () => {
  it('knows every zone Intl knows', () => {
    expect(ZONES.length).toBeGreaterThan(300)
  })

  it("gives each instant the zone's offset and wall clock", () => {
    fc.assert(
      fc.property(zone, instant, (timeZone, ms) => {
        const zoned = instantOf(ms).toZonedDateTimeISO(timeZone)
        expect(offsetMinutes(timeZone, ms)).toBe(zoned.offsetNanoseconds / 60e9)
        expect(formatDb(utcToWall(ms, timeZone))).toBe(formatDb(wallMs(zoned.toPlainDateTime())))
      }),
      RUNS,
    )
  })

  it('reads a wall clock back to its instant: gaps move forward, folds as PHP chooses', () => {
    const check = (timeZone: string, wall: number) => {
      const ours = wallToUtc(wall, timeZone)
      const { earlier, later, skipped } = readings(wall, timeZone)
      const where = `${timeZone} ${formatDb(wall)}`
      if (skipped) expect(formatDb(ours), `${where} (gap)`).toBe(formatDb(later))
      else if (earlier === later) expect(formatDb(ours), where).toBe(formatDb(earlier))
      else {
        const php = phpFoldChoice(wall, timeZone)
        const wanted = php === earlier || php === later ? php : undefined
        if (wanted === undefined) expect([earlier, later], `${where} (fold)`).toContain(ours)
        else expect(formatDb(ours), `${where} (fold)`).toBe(formatDb(wanted))
      }
    }
    fc.assert(
      fc.property(nearTransition, ({ timeZone, wall }) => check(timeZone, wall)),
      RUNS,
    )
    fc.assert(
      fc.property(zone, instant, (timeZone, ms) => check(timeZone, utcToWall(ms, timeZone))),
      RUNS,
    )
  })

  it('names folds and gaps in the zones the event tests use (PHP: later east of UTC, earlier west)', () => {
    const utc = (wall: string, timeZone: string) => formatDb(wallToUtc(parseDb(wall), timeZone))
    expect(utc('2015-10-25 02:40:00', 'Europe/Paris')).toBe('2015-10-25 01:40:00')
    expect(utc('2015-03-29 02:30:00', 'Europe/Paris')).toBe('2015-03-29 01:30:00')
    expect(utc('2026-04-05 02:30:00', 'Australia/Sydney')).toBe('2026-04-04 16:30:00')
    expect(utc('2026-04-05 01:45:00', 'Australia/Lord_Howe')).toBe('2026-04-04 15:15:00')
    expect(utc('2026-11-01 01:30:00', 'America/New_York')).toBe('2026-11-01 05:30:00')
  })

  it("adds months with PHP's overflow", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -48, max: 48 }), (ms, months) => {
        const wall = plain(ms)
        const start = wall.with({ day: 1 }).add({ months })
        const expected = start.add({ days: wall.day - 1 })
        expect(formatDb(addMonths(ms, months))).toBe(formatDb(wallMs(expected)))
      }),
      RUNS,
    )
  })
})
