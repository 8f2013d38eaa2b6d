import { isNumeric } from './php.js'

/**
 * Dates as the calendar handles them: PHP's `strtotime` for the formats clients send
 * (`2018-01-01 15:00:00`, ISO 8601, `01/05/2018`, `January 5 2018`, unix timestamps,
 * `tomorrow 9am`, `+5 weeks`, `next wednesday 4pm`...), WordPress's `Y-m-d H:i:s` text, and
 * time zone conversion through `Intl`. Instants are milliseconds; a "wall clock" is a local
 * date-time written as if it were UTC (what PHP does with WordPress's UTC default time zone).
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
  const [, y, m, d, h, i, s] = match.map(Number) as number[]
  return Date.UTC(y!, m! - 1, d!, h!, i!, s!)
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

// ---------------------------------------------------------------------------------------
// strtotime

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
}
const WEEKDAYS: Record<string, number> = {
  sun: 0,
  sunday: 0,
  mon: 1,
  monday: 1,
  tue: 2,
  tues: 2,
  tuesday: 2,
  wed: 3,
  wednesday: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  thursday: 4,
  fri: 5,
  friday: 5,
  sat: 6,
  saturday: 6,
}
type Unit = 'y' | 'm' | 'd' | 'h' | 'i' | 's'
const UNITS: Record<string, [Unit, number]> = {
  sec: ['s', 1],
  secs: ['s', 1],
  second: ['s', 1],
  seconds: ['s', 1],
  min: ['i', 1],
  mins: ['i', 1],
  minute: ['i', 1],
  minutes: ['i', 1],
  hour: ['h', 1],
  hours: ['h', 1],
  day: ['d', 1],
  days: ['d', 1],
  week: ['d', 7],
  weeks: ['d', 7],
  fortnight: ['d', 14],
  fortnights: ['d', 14],
  month: ['m', 1],
  months: ['m', 1],
  year: ['y', 1],
  years: ['y', 1],
}
const MONTH_NAME = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const WEEKDAY_NAME = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const UNIT_NAME = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|')

interface Parsed {
  date?: [number, number, number]
  time?: [number, number, number]
  resetTime: boolean
  relative: Record<Unit, number>
  weekday?: { day: number; direction: 0 | 1 | -1 }
  dayOf?: 'first' | 'last'
  offsetMinutes?: number
  instant?: number
}

function twoDigitYear(text: string): number {
  const year = Number(text)
  return text.length === 2 ? (year < 70 ? 2000 + year : 1900 + year) : year
}

function hour12(hour: number, meridiem: string | undefined): number | undefined {
  if (!meridiem) return hour
  if (hour < 1 || hour > 12) return undefined
  const pm = meridiem.startsWith('p')
  return (hour % 12) + (pm ? 12 : 0)
}

type Rule = [RegExp, (match: RegExpExecArray, state: Parsed, previous: string | undefined) => boolean | string]

const setDate = (state: Parsed, y: number, m: number, d: number): boolean => {
  if (state.date || m < 0 || m > 12 || d < 0 || d > 31) return false
  state.date = [y, m, d]
  state.resetTime = true
  return true
}
const setTime = (state: Parsed, h: number | undefined, i: number, s: number): boolean | string => {
  if (state.time || h === undefined || h > 24 || i > 59 || s > 60) return false
  state.time = [h, i, s]
  return 'time'
}

const RULES: Rule[] = [
  [/@(-?\d+(?:\.\d+)?)/y, (m, state) => ((state.instant = Math.floor(Number(m[1]) * 1000)), true)],
  [/(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/y, (m, state) => setDate(state, Number(m[1]), Number(m[2]), Number(m[3]))],
  [/(\d{4})\/(\d{1,2})\/(\d{1,2})(?!\d)/y, (m, state) => setDate(state, Number(m[1]), Number(m[2]), Number(m[3]))],
  [
    /(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?!\d)/y,
    (m, state) => setDate(state, twoDigitYear(m[3]!), Number(m[1]), Number(m[2])),
  ],
  [/(\d{1,2})[-.](\d{1,2})[-.](\d{4})(?!\d)/y, (m, state) => setDate(state, Number(m[3]), Number(m[2]), Number(m[1]))],
  [
    new RegExp(`(${MONTH_NAME})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?(?![\\d:])`, 'y'),
    (m, state) => setDate(state, m[3] ? Number(m[3]) : Number.NaN, MONTHS[m[1]!]!, Number(m[2])),
  ],
  [
    new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_NAME})\\.?(?:,?\\s+(\\d{4}))?(?![a-z])`, 'y'),
    (m, state) => setDate(state, m[3] ? Number(m[3]) : Number.NaN, MONTHS[m[2]!]!, Number(m[1])),
  ],
  [
    new RegExp(`(${MONTH_NAME})\\.?\\s+(\\d{4})(?!\\d)`, 'y'),
    (m, state) => setDate(state, Number(m[2]), MONTHS[m[1]!]!, 1),
  ],
  [
    /t?(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(am|pm|a\.m\.|p\.m\.)?/y,
    (m, state) => setTime(state, hour12(Number(m[1]), m[4]), Number(m[2]), Number(m[3] ?? 0)),
  ],
  [/(\d{1,2})\s*(am|pm|a\.m\.|p\.m\.)/y, (m, state) => setTime(state, hour12(Number(m[1]), m[2]), 0, 0)],
  [
    /(z|utc|gmt)(?![a-z])/y,
    (_m, state) => (state.offsetMinutes === undefined ? ((state.offsetMinutes = 0), true) : false),
  ],
  [
    new RegExp(`([+-]?)\\s*(\\d+)\\s*(${UNIT_NAME})(?![a-z])(\\s+ago(?![a-z]))?`, 'y'),
    (m, state) => {
      const [unit, factor] = UNITS[m[3]!]!
      const sign = m[1] === '-' ? -1 : 1
      state.relative[unit] += sign * Number(m[2]) * factor * (m[4] ? -1 : 1)
      return true
    },
  ],
  [
    /([+-])(\d{2}):?(\d{2})?(?!\d)/y,
    (m, state, previous) => {
      if (previous !== 'time' || state.offsetMinutes !== undefined) return false
      state.offsetMinutes = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0))
      return true
    },
  ],
  [/(now)(?![a-z])/y, () => true],
  [/(today|midnight)(?![a-z])/y, (_m, state) => ((state.resetTime = true), true)],
  [/(noon)(?![a-z])/y, (_m, state) => setTime(state, 12, 0, 0) !== false],
  [/(tomorrow)(?![a-z])/y, (_m, state) => ((state.relative.d += 1), (state.resetTime = true), true)],
  [/(yesterday)(?![a-z])/y, (_m, state) => ((state.relative.d -= 1), (state.resetTime = true), true)],
  [/(first|last) day of(?![a-z])/y, (m, state) => ((state.dayOf = m[1] as 'first' | 'last'), true)],
  [
    new RegExp(`(next|last|previous|this)\\s+(${UNIT_NAME}|${WEEKDAY_NAME})(?![a-z])`, 'y'),
    (m, state) => {
      const word = m[1]!
      const name = m[2]!
      if (name in WEEKDAYS && !(name in UNITS)) {
        if (state.weekday) return false
        state.weekday = { day: WEEKDAYS[name]!, direction: word === 'next' ? 1 : word === 'this' ? 0 : -1 }
        state.resetTime = true
        return true
      }
      const [unit, factor] = UNITS[name]!
      state.relative[unit] += (word === 'next' ? 1 : word === 'this' ? 0 : -1) * factor
      return true
    },
  ],
  [
    new RegExp(`(${WEEKDAY_NAME})\\.?(?![a-z])`, 'y'),
    (m, state) => {
      if (state.weekday) return false
      state.weekday = { day: WEEKDAYS[m[1]!]!, direction: 0 }
      state.resetTime = true
      return true
    },
  ],
]

function parse(text: string): Parsed | undefined {
  const state: Parsed = { resetTime: false, relative: { y: 0, m: 0, d: 0, h: 0, i: 0, s: 0 } }
  const input = text.toLowerCase().trim()
  if (input === '') return undefined
  let position = 0
  let previous: string | undefined
  while (position < input.length) {
    const skip = /[\s,]+/y
    skip.lastIndex = position
    if (skip.exec(input)) position = skip.lastIndex
    if (position >= input.length) break
    let matched = false
    for (const [pattern, apply] of RULES) {
      pattern.lastIndex = position
      const found = pattern.exec(input)
      if (!found) continue
      const outcome = apply(found, state, previous)
      if (outcome === false) return undefined
      previous = typeof outcome === 'string' ? outcome : undefined
      position = pattern.lastIndex
      matched = true
      break
    }
    if (!matched) return undefined
  }
  return state
}

/** The wall clock a parse names, counted from the wall clock `now` (no zone applied). */
function resolve(state: Parsed, nowWall: number): number {
  const now = new Date(nowWall)
  let [year, month, day] = state.date ?? [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()]
  // A month name without a year ("January 5") is in the current year.
  if (Number.isNaN(year)) year = now.getUTCFullYear()
  const keep = !state.resetTime && !state.time
  let [hour, minute, second] =
    state.time ?? (keep ? [now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds()] : [0, 0, 0])
  const r = state.relative
  year += r.y
  month += r.m
  if (state.dayOf === 'first') day = 1
  if (state.dayOf === 'last') day = new Date(Date.UTC(year, month, 0)).getUTCDate()
  let ms = Date.UTC(year, month - 1, day + r.d, hour + r.h, minute + r.i, second + r.s)
  if (state.weekday) {
    const current = new Date(ms).getUTCDay()
    const { day: target, direction } = state.weekday
    let delta = (target - current + 7) % 7
    if (direction === 1 && delta === 0) delta = 7
    if (direction === -1) delta = delta === 0 ? -7 : delta - 7
    ms += delta * DAY_MS
  }
  return ms
}

const inRange = (ms: number) => Number.isFinite(ms) && Math.abs(ms) < 8.64e15

/**
 * PHP's `strtotime` (in UTC, WordPress's PHP time zone) for the supported formats;
 * undefined where PHP answers false.
 */
export function strtotime(text: string, nowMs: number): number | undefined {
  const state = parse(text)
  if (!state) return undefined
  if (state.instant !== undefined) return state.instant
  const ms = resolve(state, nowMs) - (state.offsetMinutes ?? 0) * 60_000
  return inRange(ms) ? ms : undefined
}

/**
 * PHP's `new DateTime($text, $zone)`, formatted `Y-m-d H:i:s`: the wall clock the text names
 * in `timeZone`, relative words (`tomorrow 4pm`) counted from now there. A zone the text
 * names itself (`Z`, `+02:00`) is that wall clock's zone instead, and `@<timestamp>` is read
 * in UTC, as PHP does.
 */
function strtotimeIn(text: string, timeZone: string, nowMs: number): number | undefined {
  const state = parse(text)
  if (!state) return undefined
  if (state.instant !== undefined) return state.instant
  const nowWall = state.offsetMinutes === undefined ? utcToWall(nowMs, timeZone) : nowMs + state.offsetMinutes * 60_000
  const ms = resolve(state, nowWall)
  return inRange(ms) ? ms : undefined
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

// ---------------------------------------------------------------------------------------
// Time zones

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
  const parts: Record<string, number> = {}
  for (const part of partsFormatter(timeZone).formatToParts(new Date(utcMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!)
  return Math.round((wall - Math.floor(utcMs / 1000) * 1000) / 60_000)
}

export function utcToWall(utcMs: number, timeZone: string): number {
  return utcMs + offsetMinutes(timeZone, utcMs) * 60_000
}

/**
 * The instant a wall clock names in `timeZone`: the earlier one when clocks go back, and a
 * time inside a gap moved forward by the gap, as PHP does.
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
  const known = abbreviations.get(key)
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
