import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/**
 * An event's dates around the days clocks change, in its own time zone (the write's `timezone`).
 * The plugin reads `start_date` and `end_date` with `new DateTime($text, $zone)` and stores that
 * wall clock and its UTC time: the answers below are PHP 8.2's for the same wall clocks (php-cli,
 * recorded by hand; php-oracle.json holds thousands more). A wall clock the zone skips is moved
 * forward by the gap; a repeated one takes the offset in force at the wall clock read as UTC
 * (the later instant east of UTC, which all three zones are).
 */

const API = '/wp-json/cal/events/v1'
const standin = useStandin({ resetEach: true })

async function write(timezone: string, start: string, end: string) {
  const reply = await standin.send('POST', `${API}/events`, {
    json: { title: `Clocks in ${timezone}`, timezone, start_date: start, end_date: end },
  })
  expect(reply.status).toBe(201)
  return reply.body
}

describe('event dates where clocks change', () => {
  it.each([
    // zone, start, end: as sent; then the stored wall clocks, their UTC times and the start's abbreviation
    ['Europe/Paris', '2015-10-25 02:40:00', '2015-10-25 03:10:00', '02:40', '03:10', '01:40', '02:10', 'CET'],
    ['Europe/Paris', '2015-03-29 02:30:00', '2015-03-29 03:30:00', '03:30', '03:30', '01:30', '01:30', 'CEST'],
    ['Australia/Sydney', '2026-04-05 02:30:00', '2026-04-05 03:00:00', '02:30', '03:00', '16:30', '17:00', 'AEST'],
    ['Australia/Sydney', '2026-10-04 02:30:00', '2026-10-04 04:00:00', '03:30', '04:00', '16:30', '17:00', 'AEDT'],
    ['Australia/Lord_Howe', '2026-04-05 01:45:00', '2026-04-05 02:15:00', '01:45', '02:15', '15:15', '15:45', '+1030'],
    ['Australia/Lord_Howe', '2026-10-04 02:15:00', '2026-10-04 02:45:00', '02:45', '02:45', '15:45', '15:45', '+11'],
  ])('%s %s to %s', async (timezone, start, end, wallStart, wallEnd, utcStart, utcEnd, abbreviation) => {
    const event = await write(timezone, start, end)
    const day = start.slice(0, 10)
    const utcDay = (time: string) => (time > '12:00' && timezone.startsWith('Australia') ? previous(day) : day)
    expect(event).toMatchObject({
      timezone,
      start_date: `${day} ${wallStart}:00`,
      end_date: `${day} ${wallEnd}:00`,
      utc_start_date: `${utcDay(utcStart)} ${utcStart}:00`,
      utc_end_date: `${utcDay(utcEnd)} ${utcEnd}:00`,
      timezone_abbr: abbreviation,
    })
    // What is stored is what is read back.
    const read = await standin.send('GET', `${API}/events/${event.id}`)
    expect(read.body).toMatchObject({ utc_start_date: event.utc_start_date, utc_end_date: event.utc_end_date })
  })
})

function previous(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}
