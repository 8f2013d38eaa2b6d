import { describe, expect, it } from 'vitest'
import { seedCalendar } from '../../../fixtures/calendar/seed.js'
import { loadScenario } from '../../../fixtures/scenario-loader.js'
import { CalendarDb } from '../../../mocks/calendar/db.js'
import { createMockContext } from '../../../mocks/context/context.js'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import { startKoaStandin, TEST_NOW } from '../../helpers/standin.js'

async function seeded(seed: number, now: string): Promise<CalendarDb> {
  const db = new CalendarDb(seed)
  await seedCalendar(db, { seed, now: new Date(now) })
  return db
}

describe('calendar fixtures', () => {
  it('are the same for the same seed and clock, and differ otherwise', async () => {
    const a = await seeded(7, TEST_NOW)
    const b = await seeded(7, TEST_NOW)
    expect(JSON.stringify(a.snapshot())).toBe(JSON.stringify(b.snapshot()))
    const otherSeed = await seeded(8, TEST_NOW)
    expect(JSON.stringify(otherSeed.snapshot())).not.toBe(JSON.stringify(a.snapshot()))
    const later = await seeded(7, '2027-06-01T10:00:00.000Z')
    expect(later.events.rows().map((event) => event.start)).not.toEqual(a.events.rows().map((event) => event.start))
    expect(later.events.rows().map((event) => event.title)).toEqual(a.events.rows().map((event) => event.title))
  })

  it('hold a realistic, linked site', async () => {
    const db = await seeded(1, TEST_NOW)
    const events = db.events.rows()
    expect(events.length).toBeGreaterThanOrEqual(30)
    expect(db.venues.size).toBe(10)
    expect(db.organizers.size).toBe(10)
    expect(db.termsOf('tribe_events_cat')).toHaveLength(8)
    expect(db.termsOf('tribe_events_cat').filter((term) => term.parent !== 0).length).toBeGreaterThan(0)
    expect(db.termsOf('post_tag')).toHaveLength(12)
    expect(
      db.venues
        .rows()
        .every((venue) => venue.lat !== null && venue.lng !== null && venue.address !== '' && venue.city !== ''),
    ).toBe(true)
    const now = TEST_NOW.replace('T', ' ').slice(0, 19)
    expect(events.filter((event) => event.start < now).length).toBeGreaterThan(5)
    expect(events.filter((event) => event.start > now).length).toBeGreaterThan(15)
    expect(new Set(events.map((event) => event.timezone)).size).toBeGreaterThanOrEqual(5)
    expect(events.some((event) => event.all_day)).toBe(true)
    expect(events.some((event) => event.start.slice(0, 10) !== event.end.slice(0, 10))).toBe(true)
    expect(events.some((event) => event.featured)).toBe(true)
    expect(new Set(events.map((event) => event.currency_code).filter(Boolean)).size).toBeGreaterThanOrEqual(3)
    expect(events.some((event) => event.hide_from_listings)).toBe(true)
    expect(events.some((event) => event.status === 'draft')).toBe(true)
    expect(events.filter((event) => event.password !== '')).toHaveLength(1)
    expect(events.some((event) => event.parent !== 0)).toBe(true)
    // Every link names a record that exists.
    for (const event of events) {
      if (event.venue !== null) expect(db.venues.has(event.venue)).toBe(true)
      for (const id of event.organizers) expect(db.organizers.has(id)).toBe(true)
      for (const id of [...event.categories, ...event.tags]) expect(db.terms.has(id)).toBe(true)
      expect(db.userExists(event.author)).toBe(true)
    }
    // One id sequence for every post.
    const ids = [...db.attachments.rows(), ...db.venues.rows(), ...db.organizers.rows(), ...events].map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('survive a snapshot and restore, sequences and generator included', async () => {
    const db = await seeded(3, TEST_NOW)
    const snapshot = db.snapshot()
    const copy = new CalendarDb(99)
    await copy.restore(snapshot)
    expect(JSON.stringify(copy.snapshot())).toBe(JSON.stringify(snapshot))
    expect(copy.nextPostId()).toBe(db.nextPostId())
    expect(copy.random.next()).toBe(db.random.next())
  })

  it('are emptied through POST /__standin/reset {"scenario": "empty"}, and the empty calendar still takes writes', async () => {
    const koa = await startKoaStandin()
    try {
      const API = '/wp-json/cal/events/v1'
      expect((await koa.send('GET', `${API}/venues`)).body.total).toBe(10)
      expect((await koa.send('POST', '/__standin/reset', { json: { scenario: 'empty' } })).status).toBe(204)
      for (const plural of ['events', 'venues', 'organizers']) {
        expect((await koa.send('GET', `${API}/${plural}?start_date=2000-01-01`)).body).toMatchObject({
          [plural]: [],
          total: 0,
          total_pages: 0,
        })
      }
      expect((await koa.send('GET', `${API}/categories?hide_empty=false`)).body.total).toBe(0)
      const created = await koa.send('POST', `${API}/events`, {
        json: { title: 'First', start_date: 'tomorrow 9am', end_date: 'tomorrow 10am', venue: { venue: 'First Hall' } },
      })
      expect(created.status).toBe(201)
      expect(created.body).toMatchObject({ id: 2, author: '1', venue: { id: 1 } })
      expect((await koa.send('POST', '/__standin/reset', { json: {} })).status).toBe(204)
      expect((await koa.send('GET', `${API}/venues`)).body.total).toBe(10)
    } finally {
      await koa.close()
    }
  })

  it('are emptied by the empty scenario and restored by the default one', async () => {
    const context = await loadScenario(createMockContext({ clock: createSettableClock(new Date(TEST_NOW)) }), 'default')
    expect(context.calendar.events.size).toBeGreaterThan(0)
    await loadScenario(context, 'empty')
    for (const table of Object.values(context.calendar.tables)) expect(table.size).toBe(0)
    await loadScenario(context, 'default')
    const fresh = await seeded(1, TEST_NOW)
    expect(JSON.stringify(context.calendar.snapshot().tables)).toBe(JSON.stringify(fresh.snapshot().tables))
  })
})
