/** What the mock takes as "now": the one place the wall clock is read. */
export interface Clock {
  now(): Date
}

/**
 * A clock that follows real time (or another clock: a session's follows the server's) until
 * it is pinned to an instant (`--now`, `/__standin/clock`, tests) and released back.
 */
export interface SettableClock extends Clock {
  /** The pinned instant, or undefined when following real time. */
  readonly pinned: Date | undefined
  pin(at: Date): void
  release(): void
}

export function createSettableClock(pinned?: Date, parent?: Clock): SettableClock {
  let instant = pinned?.getTime()
  return {
    now: () => (instant !== undefined ? new Date(instant) : parent ? parent.now() : new Date()),
    get pinned() {
      return instant === undefined ? undefined : new Date(instant)
    },
    pin(at) {
      instant = at.getTime()
    },
    release() {
      instant = undefined
    },
  }
}

/**
 * The instants a clock may be pinned to: both APIs write four-digit years, and the calendar's
 * default window reaches two years past "now" (its dates end in 9999), so the clock stays
 * within years 1970 to 9989.
 */
export const CLOCK_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(9990, 0, 1) - 1 } as const

export function clockInRange(at: Date): boolean {
  const time = at.getTime()
  return time >= CLOCK_RANGE.min && time <= CLOCK_RANGE.max
}

/** Why an instant was refused, as `--now`, `POST /__standin/clock` and `setNow` say it. */
export const CLOCK_OUT_OF_RANGE = `The clock can be pinned from ${new Date(CLOCK_RANGE.min).toISOString()} to ${new Date(CLOCK_RANGE.max).toISOString()}: both APIs write four-digit years, and the calendar looks two years ahead.`

/** An ISO 8601 date-time with an explicit zone (`Z` or `+hh:mm`), within JavaScript's range. */
export function parseInstant(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(text)) return undefined
  const at = new Date(text)
  return Number.isNaN(at.getTime()) ? undefined : at
}

/**
 * The instant a test pins the clock to (`setNow`): a Date, or a string as `--now` takes it,
 * within CLOCK_RANGE. Anything else is a TypeError naming the value, and nothing is pinned.
 */
export function instantToPin(at: unknown): Date {
  const shown = shownValue(at)
  const instant = at instanceof Date ? new Date(at.getTime()) : typeof at === 'string' ? parseInstant(at) : undefined
  if (!instant || Number.isNaN(instant.getTime()))
    throw new TypeError(
      `setNow: ${shown} is not an instant: give a Date or an ISO 8601 date-time with a zone, e.g. "2030-01-01T10:00:00Z"`,
    )
  if (!clockInRange(instant)) throw new TypeError(`setNow: ${shown} is out of range. ${CLOCK_OUT_OF_RANGE}`)
  return instant
}

/** A value as an error message names it: a string quoted, a Date by its instant, anything else by its type. */
function shownValue(at: unknown): string {
  if (typeof at === 'string') return JSON.stringify(at)
  if (at instanceof Date) return `Date(${Number.isNaN(at.getTime()) ? 'Invalid Date' : at.toISOString()})`
  if (typeof at === 'number' || typeof at === 'boolean' || typeof at === 'bigint') return `${typeof at} ${at}`
  return at === null ? 'null' : typeof at
}
