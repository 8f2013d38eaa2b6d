import { utcToWall, wallToUtc } from './time-zones.js'

/**
 * PHP's `strtotime` for the formats clients send (`2018-01-01 15:00:00`, ISO 8601, `01/05/2018`,
 * `January 5 2018`, unix timestamps, `tomorrow 9am`, `+5 weeks`, `next wednesday 4pm`...): the
 * text is read by a table of rules into what it names, then counted from a wall clock "now".
 * A wall clock is a local date-time written as if it were UTC (what PHP does with WordPress's
 * UTC default time zone).
 */

const DAY_MS = 86_400_000
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
  /** `monday next week`: a weekday named with a relative week falls in that (ISO) week; Monday when none is. */
  weekdayInWeek?: boolean
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

/** Words that name a day (`today`, `tomorrow`, a weekday) start it at midnight, whatever time came before. */
const resetTime = (state: Parsed): true => {
  state.time = undefined
  state.resetTime = true
  return true
}

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

/** A month or unit the rule's pattern matched: its names are the patterns' alternatives, so it is known. */
const month = (name: string | undefined) => MONTHS[name ?? ''] ?? Number.NaN
const unitOf = (name: string | undefined): [Unit, number] => UNITS[name ?? ''] ?? ['s', 0]

const RULES: Rule[] = [
  [/@(-?\d+(?:\.\d+)?)/y, (m, state) => ((state.instant = Math.floor(Number(m[1]) * 1000)), true)],
  [/(\d{4})-(\d{1,2})-(\d{1,2})(?!\d)/y, (m, state) => setDate(state, Number(m[1]), Number(m[2]), Number(m[3]))],
  [/(\d{4})\/(\d{1,2})\/(\d{1,2})(?!\d)/y, (m, state) => setDate(state, Number(m[1]), Number(m[2]), Number(m[3]))],
  [
    /(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?!\d)/y,
    (m, state) => setDate(state, twoDigitYear(m[3] ?? ''), Number(m[1]), Number(m[2])),
  ],
  [/(\d{1,2})[-.](\d{1,2})[-.](\d{4})(?!\d)/y, (m, state) => setDate(state, Number(m[3]), Number(m[2]), Number(m[1]))],
  [
    new RegExp(`(${MONTH_NAME})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?(?![\\d:])`, 'y'),
    (m, state) => setDate(state, m[3] ? Number(m[3]) : Number.NaN, month(m[1]), Number(m[2])),
  ],
  [
    new RegExp(`(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_NAME})\\.?(?:,?\\s+(\\d{4}))?(?![a-z])`, 'y'),
    (m, state) => setDate(state, m[3] ? Number(m[3]) : Number.NaN, month(m[2]), Number(m[1])),
  ],
  [
    new RegExp(`(${MONTH_NAME})\\.?\\s+(\\d{4})(?!\\d)`, 'y'),
    (m, state) => setDate(state, Number(m[2]), month(m[1]), 1),
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
      const [unit, factor] = unitOf(m[3])
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
  [/(today|midnight)(?![a-z])/y, (_m, state) => resetTime(state)],
  [/(noon)(?![a-z])/y, (_m, state) => resetTime(state) && setTime(state, 12, 0, 0) !== false],
  // PHP sets the day rather than adding to it: `tomorrow tomorrow` is still tomorrow.
  [/(tomorrow)(?![a-z])/y, (_m, state) => ((state.relative.d = 1), resetTime(state))],
  [/(yesterday)(?![a-z])/y, (_m, state) => ((state.relative.d = -1), resetTime(state))],
  [/(first|last) day of(?![a-z])/y, (m, state) => ((state.dayOf = m[1] === 'first' ? 'first' : 'last'), true)],
  [
    new RegExp(`(next|last|previous|this)\\s+(${UNIT_NAME}|${WEEKDAY_NAME})(?![a-z])`, 'y'),
    (m, state) => {
      const word = m[1]
      const name = m[2] ?? ''
      const day = WEEKDAYS[name]
      if (day !== undefined && !(name in UNITS)) {
        if (state.weekday) return false
        state.weekday = { day, direction: word === 'next' ? 1 : word === 'this' ? 0 : -1 }
        return resetTime(state)
      }
      if (name === 'week') state.weekdayInWeek = true
      const [unit, factor] = unitOf(name)
      state.relative[unit] += (word === 'next' ? 1 : word === 'this' ? 0 : -1) * factor
      return true
    },
  ],
  [
    new RegExp(`(${WEEKDAY_NAME})\\.?(?![a-z])`, 'y'),
    (m, state) => {
      const day = WEEKDAYS[m[1] ?? '']
      if (state.weekday || day === undefined) return false
      state.weekday = { day, direction: 0 }
      return resetTime(state)
    },
  ],
  // A month alone (`january`): that month, the day of the month kept.
  [new RegExp(`(${MONTH_NAME})\\.?(?![a-z])`, 'y'), (m, state) => setDate(state, Number.NaN, month(m[1]), Number.NaN)],
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
  // A month name without a year ("January 5") is in the current year; a month alone keeps the day.
  if (Number.isNaN(year)) year = now.getUTCFullYear()
  if (Number.isNaN(day)) day = now.getUTCDate()
  const keep = !state.resetTime && !state.time
  const [hour, minute, second] =
    state.time ?? (keep ? [now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds()] : [0, 0, 0])
  const r = state.relative
  year += r.y
  month += r.m
  if (state.dayOf === 'first') day = 1
  if (state.dayOf === 'last') day = new Date(Date.UTC(year, month, 0)).getUTCDate()
  // Date.UTC reads years 0-99 as 1900-1999: they are counted 400 years on (the same calendar) and back.
  const shift = year >= 0 && year < 100 ? 400 : 0
  const date = new Date(Date.UTC(year + shift, month - 1, day + r.d, hour + r.h, minute + r.i, second + r.s))
  if (shift) date.setUTCFullYear(date.getUTCFullYear() - shift)
  return state.weekday || state.weekdayInWeek ? onWeekday(date.getTime(), state) : date.getTime()
}

/** The weekday a parse names, counted from the date it resolved to. */
function onWeekday(ms: number, state: Parsed): number {
  const current = new Date(ms).getUTCDay()
  // `next week` alone is that week's Monday.
  const { day: target = 1, direction = 0 } = state.weekday ?? {}
  let delta = (target - current + 7) % 7
  // In a named week, the days run Monday to Sunday.
  if (state.weekdayInWeek && direction === 0) delta = ((target + 6) % 7) - ((current + 6) % 7)
  else if (direction === 1 && delta === 0) delta = 7
  else if (direction === -1) delta = delta === 0 ? -7 : delta - 7
  return ms + delta * DAY_MS
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
export function strtotimeIn(text: string, timeZone: string, nowMs: number): number | undefined {
  const state = parse(text)
  if (!state) return undefined
  if (state.instant !== undefined) return state.instant
  if (state.offsetMinutes !== undefined) {
    const ms = resolve(state, nowMs + state.offsetMinutes * 60_000)
    return inRange(ms) ? ms : undefined
  }
  const ms = resolve(state, utcToWall(nowMs, timeZone))
  // A time the zone skips (clocks going forward) reads as the time PHP moves it to: 02:30 is 03:30.
  return inRange(ms) ? utcToWall(wallToUtc(ms, timeZone), timeZone) : undefined
}
