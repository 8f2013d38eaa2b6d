import { ZONE_ABBREVIATIONS } from './zone-abbreviations.js'

/**
 * Time zones as PHP applies them, through `Intl`: IANA names and WordPress's manual offsets
 * (`UTC+5.5`), a zone's offset at an instant, wall clocks to instants and back (folds and gaps
 * resolved as PHP resolves them), and PHP's `T` abbreviations.
 */

const pad = (value: number) => String(value).padStart(2, '0')

const formatters = new Map<string, Intl.DateTimeFormat>()

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** `UTC`, `UTC+2`, `UTC-5.5`: WordPress's manual offsets, in minutes. */
function manualOffset(timeZone: string): number | undefined {
  if (timeZone === 'UTC') return 0
  const match = /^UTC([+-])(\d{1,2})(?:\.(\d+))?$/.exec(timeZone)
  if (!match) return undefined
  const hours = Number(match[2])
  const fraction = match[3] ? Number(`0.${match[3]}`) : 0
  if (hours > 14) return undefined
  return (match[1] === '-' ? -1 : 1) * Math.round((hours + fraction) * 60)
}

/** How IANA spells zone names: `Europe/Paris`, `America/Argentina/Buenos_Aires`, `UTC`. */
const ZONE_NAME = /^[A-Z][A-Za-z0-9_+-]*(?:\/[A-Z0-9][A-Za-z0-9_+-]*)*$/

/** An IANA time zone name (as spelled there) or a manual UTC offset. */
export function isValidTimezone(candidate: unknown): candidate is string {
  if (typeof candidate !== 'string' || candidate === '') return false
  if (manualOffset(candidate) !== undefined) return true
  if (!ZONE_NAME.test(candidate)) return false
  try {
    partsFormatter(candidate)
    return true
  } catch {
    return false
  }
}

const QUARTER_HOUR = 15 * 60_000
/** Offsets by zone and quarter hour: zones change offset on quarter hours, and Intl is slow. */
const offsets = new Map<string, number>()

/** Minutes east of UTC of `timeZone` at the instant `utcMs`. */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const manual = manualOffset(timeZone)
  if (manual !== undefined) return manual
  const quarter = Math.floor(utcMs / QUARTER_HOUR)
  const key = `${timeZone}|${quarter}`
  const known = offsets.get(key)
  if (known !== undefined) return known
  const offset = zoneOffset(timeZone, utcMs)
  // Kept only when the whole quarter hour has one offset (true of every zone's rules today).
  if (
    zoneOffset(timeZone, quarter * QUARTER_HOUR) === offset &&
    zoneOffset(timeZone, (quarter + 1) * QUARTER_HOUR - 1000) === offset
  ) {
    if (offsets.size > 100_000) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

function zoneOffset(timeZone: string, utcMs: number): number {
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 }
  for (const part of partsFormatter(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value)
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour % 24, parts.minute, parts.second)
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000)
}

export function utcToWall(utcMs: number, timeZone: string): number {
  return utcMs + offsetMinutes(timeZone, utcMs) * 60_000
}

/**
 * The instant a wall clock names in `timeZone`, as PHP's `new DateTime($wall, $zone)` finds it
 * (timelib reads the zone's offset at the wall clock taken as a UTC time, then at the instant
 * that gives): a time inside a gap moves forward by the gap; a repeated time (clocks going back)
 * takes the offset in force at the wall clock read as UTC, which is the earlier instant west of
 * UTC and the later one east of it (Europe/Paris 2015-10-25 02:40 is 01:40Z in PHP, not 00:40Z).
 * test/mocks/calendar/php-oracle.json holds PHP's answers around every transition of 18 zones.
 */
export function wallToUtc(wallMs: number, timeZone: string): number {
  const first = wallMs - offsetMinutes(timeZone, wallMs) * 60_000
  const second = wallMs - offsetMinutes(timeZone, first) * 60_000
  return utcToWall(second, timeZone) === wallMs ? second : Math.max(first, second)
}

const ABBREVIATION_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'ja-JP']

/** Abbreviations by zone and offset (a zone has one name per offset it takes). */
const abbreviations = new Map<string, string>()

/** PHP's `T` format: a zone abbreviation (`EST`, `CEST`, `JST`) or the offset (`+08`, `+0530`). */
export function timezoneAbbr(timeZone: string, utcMs: number, knownOffset?: number): string {
  const offset = knownOffset ?? offsetMinutes(timeZone, utcMs)
  const key = `${timeZone}|${offset}`
  const known = abbreviations.get(key) ?? ZONE_ABBREVIATIONS.get(`${timeZone} ${offset}`)
  if (known !== undefined) return known
  let name: string | undefined
  if (manualOffset(timeZone) === undefined) {
    for (const locale of ABBREVIATION_LOCALES) {
      const candidate = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
        .formatToParts(new Date(utcMs))
        .find((part) => part.type === 'timeZoneName')?.value
      if (candidate && /^[A-Z]{2,5}$/.test(candidate)) {
        name = candidate
        break
      }
    }
  }
  if (name === undefined) {
    const sign = offset < 0 ? '-' : '+'
    const minutes = Math.abs(offset) % 60
    name = offset === 0 ? 'UTC' : `${sign}${pad(Math.floor(Math.abs(offset) / 60))}${minutes ? pad(minutes) : ''}`
  }
  abbreviations.set(key, name)
  return name
}
