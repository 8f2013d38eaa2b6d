import { CLOCK_RANGE } from '../mocks/levers/clock.js'

/** The instants the clock may be pinned to, as `--now` and `POST /__standin/clock` take them. */

export const CLOCK_OUT_OF_RANGE = `The clock can be pinned from ${new Date(CLOCK_RANGE.min).toISOString()} to ${new Date(CLOCK_RANGE.max).toISOString()}: both APIs write four-digit years, and the calendar looks two years ahead.`

/** An ISO 8601 date-time with an explicit zone (`Z` or `+hh:mm`), within JavaScript's range. */
export function parseInstant(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(text)) return undefined
  const at = new Date(text)
  return Number.isNaN(at.getTime()) ? undefined : at
}
