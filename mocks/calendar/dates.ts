import { isNumeric } from './php.js'
import { strtotime, strtotimeIn } from './strtotime.js'
import { offsetMinutes, wallToUtc } from './time-zones.js'

/**
 * Dates as the calendar stores and reads them: WordPress's `Y-m-d H:i:s` text of a wall clock
 * (a local date-time written as if it were UTC, what PHP does with WordPress's UTC default time
 * zone), day and month arithmetic on it, and the plugin's reading of a date parameter (a unix
 * timestamp, or text through `strtotime.ts`). Zones are in `time-zones.ts`.
 */

const DAY_MS = 86_400_000

const pad = (value: number, size = 2) => String(value).padStart(size, '0')

/** `Y-m-d H:i:s` of a wall clock (or of a UTC instant). */
export function formatDb(ms: number): string {
  const d = new Date(ms)
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
}

/** Reads `Y-m-d H:i:s` as written by `formatDb`. */
export function parseDb(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!match) throw new Error(`not a Y-m-d H:i:s date: ${text}`)
  const [y = 0, m = 1, d = 1, h = 0, i = 0, s = 0] = match.slice(1).map(Number)
  return Date.UTC(y, m - 1, d, h, i, s)
}

export function startOfDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}

export function endOfDay(ms: number): number {
  return startOfDay(ms) + DAY_MS - 1000
}

/** The `*_date_details` object: every part a zero-padded string. */
export function dateDetails(text: string): Record<string, string> {
  const [date = '', time = ''] = text.split(' ')
  const [year = '', month = '', day = ''] = date.split('-')
  const [hour = '', minutes = '', seconds = ''] = time.split(':')
  return { year, month, day, hour, minutes, seconds }
}

/** Dates WordPress can store (`Y-m-d H:i:s` with four-digit years), and not the epoch. */
function storable(ms: number | undefined): number | undefined {
  return ms !== undefined && ms !== 0 && ms >= EARLIEST && ms <= LATEST ? ms : undefined
}

/** A unix timestamp (a number, or text that is one), in milliseconds. */
function timestampMs(value: unknown): number {
  return Math.floor(Number(typeof value === 'string' ? value.trim() : value) * 1000)
}

/**
 * A date parameter as the plugin reads it: a number is a unix timestamp, text goes through
 * `strtotime`. Undefined when it does not parse (or parses to the epoch, which PHP's `false`
 * check cannot tell from a failure).
 */
export function parseTime(value: unknown, nowMs: number): number | undefined {
  if (isNumeric(value)) return storable(timestampMs(value))
  return typeof value === 'string' ? storable(strtotime(value, nowMs)) : undefined
}

/**
 * An event date as the plugin reads it (`Tribe__Date_Utils::build_date_object`): the wall
 * clock in the event's time zone; a timestamp gives its UTC wall clock (PHP ignores the zone
 * of `@<timestamp>`).
 */
export function parseWallClock(value: unknown, timeZone: string, nowMs: number): number | undefined {
  if (isNumeric(value)) return storable(timestampMs(value))
  return typeof value === 'string' ? storable(strtotimeIn(value, timeZone, nowMs)) : undefined
}

const EARLIEST = Date.UTC(1000, 0, 2)
const LATEST = Date.UTC(9999, 11, 30)

/** ISO 8601 with the zone's offset, as schema.org's JSON-LD wants it: `2017-01-05T14:23:36-05:00`. */
export function isoWithOffset(wallMs: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, wallToUtc(wallMs, timeZone))
  const sign = offset < 0 ? '-' : '+'
  const text = formatDb(wallMs).replace(' ', 'T')
  return `${text}${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
}

/** Adds calendar months to a wall clock (PHP's overflow: Jan 31 + 1 month = Mar 3). */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms)
  return Date.UTC(
    d.getUTCFullYear(),
    d.getUTCMonth() + months,
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  )
}
