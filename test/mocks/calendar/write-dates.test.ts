import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/** Dates writes send: unix timestamps, and text read in the event's time zone. */

const API = '/wp-json/cal/events/v1'
/** 20:00 UTC on a Friday: already Saturday the 21st in Hong Kong (UTC+8). */
const NOW = '2026-11-20T20:00:00.000Z'

describe.each(['msw', 'koa'] as const)('write dates through %s', (host) => {
  const standin = useStandin({ host, now: NOW, resetEach: true })
  const post = (path: string, json: object) => standin.send('POST', `${API}/${path}`, { json })

  it.each([
    ['venues', 'venue'],
    ['organizers', 'organizer'],
  ] as const)('takes unix timestamps for the date and date_utc of %s, as numbers or text', async (plural, type) => {
    for (const [field, value] of [
      ['date', 1514764800],
      ['date', '1514764800'],
      ['date_utc', 1514764800],
      ['date_utc', '1514764800.9'],
    ] as const) {
      const reply = await post(plural, { [type]: `Dated ${field} ${value}`, [field]: value })
      expect(reply.status, `${field} ${value}`).toBe(201)
      expect(reply.body).toMatchObject({ date: '2018-01-01 00:00:00', date_utc: '2018-01-01 00:00:00' })
    }
    const updated = await standin.send(
      'PATCH',
      `${API}/${plural}/${(await post(plural, { [type]: 'Moved later' })).body.id}`,
      { json: { date: 1530403200 } },
    )
    expect(updated.body.date).toBe('2018-07-01 00:00:00')
    for (const value of ['before my birthday', 1e21, true]) {
      const refused = await post(plural, { [type]: 'Never', date: value })
      expect(refused.status).toBe(400)
      expect(refused.body.data.params).toHaveProperty('date')
    }
  })

  it('takes timestamps for an event’s start and end, and its publication date', async () => {
    const reply = await post('events', {
      title: 'Stamped',
      start_date: 1893492000,
      end_date: '1893495600',
      date: 1514764800,
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({
      start_date: '2030-01-01 10:00:00',
      end_date: '2030-01-01 11:00:00',
      date: '2018-01-01 00:00:00',
    })
  })

  it('reads relative dates in the event’s time zone, not the site’s', async () => {
    const hongKong = await post('events', {
      title: 'Harbour lights',
      start_date: 'tomorrow 4pm',
      end_date: 'tomorrow 6pm',
      timezone: 'Asia/Hong_Kong',
    })
    expect(hongKong.status).toBe(201)
    // Tomorrow in Hong Kong is the 22nd (the site, on UTC, is still on the 20th).
    expect(hongKong.body).toMatchObject({
      start_date: '2026-11-22 16:00:00',
      end_date: '2026-11-22 18:00:00',
      utc_start_date: '2026-11-22 08:00:00',
      timezone: 'Asia/Hong_Kong',
    })
    const site = await post('events', { title: 'Site time', start_date: 'tomorrow 4pm', end_date: 'tomorrow 6pm' })
    expect(site.body.start_date).toBe('2026-11-21 16:00:00')
    const now = await post('events', {
      title: 'Right now',
      start_date: 'now',
      end_date: '+2 hours',
      timezone: 'Asia/Hong_Kong',
    })
    expect(now.body).toMatchObject({
      start_date: '2026-11-21 04:00:00',
      end_date: '2026-11-21 06:00:00',
      utc_start_date: '2026-11-20 20:00:00',
    })
    // A partial update keeps the event's zone, so its relative dates are read there too.
    const moved = await standin.send('PATCH', `${API}/events/${hongKong.body.id}`, {
      json: { start_date: 'tomorrow 9am' },
    })
    expect(moved.body).toMatchObject({ start_date: '2026-11-22 09:00:00', utc_start_date: '2026-11-22 01:00:00' })
  })

  it('keeps the wall clock of a date written with its own offset, as PHP’s DateTime does', async () => {
    const reply = await post('events', {
      title: 'Offset',
      start_date: '2030-01-01T10:00:00+02:00',
      end_date: '2030-01-01T12:00:00+02:00',
      timezone: 'Asia/Hong_Kong',
    })
    expect(reply.body).toMatchObject({ start_date: '2030-01-01 10:00:00', utc_start_date: '2030-01-01 02:00:00' })
  })
})
