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
