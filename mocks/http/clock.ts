/** What the mock takes as "now": the one place the wall clock is read. */
export interface Clock {
  now(): Date
}

/**
 * A clock that follows real time until it is pinned to an instant (`--now`,
 * `/__standin/clock`, tests) and released back.
 */
export interface SettableClock extends Clock {
  /** The pinned instant, or undefined when following real time. */
  readonly pinned: Date | undefined
  pin(at: Date): void
  release(): void
}

export function createSettableClock(pinned?: Date): SettableClock {
  let instant = pinned?.getTime()
  return {
    now: () => (instant === undefined ? new Date() : new Date(instant)),
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
