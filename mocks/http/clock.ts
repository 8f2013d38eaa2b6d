/** What the mock takes as "now": the one place the wall clock is read. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at).getTime()
  return { now: () => new Date(instant) }
}
