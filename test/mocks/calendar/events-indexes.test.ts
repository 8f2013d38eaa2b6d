import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedCalendar } from '../../../fixtures/calendar/seed.js'
import { checkArgs } from '../../../mocks/calendar/args.js'
import { readParams } from '../../../mocks/calendar/body.js'
import { parseDb } from '../../../mocks/calendar/dates.js'
import type { CalendarDb } from '../../../mocks/calendar/db.js'
import { listQuery, type Reading } from '../../../mocks/calendar/events/filter-kinds.js'
import { readFilters } from '../../../mocks/calendar/events/filters.js'
import { findEvents } from '../../../mocks/calendar/events/found.js'
import { listArgs } from '../../../mocks/calendar/events/list.js'
import { byStart, type TimelineEntry } from '../../../mocks/calendar/events/timeline.js'
import { createMap } from '../../../mocks/calendar/php.js'
import type { EventRow } from '../../../mocks/calendar/schemas.js'
import { apis } from '../../../mocks/context/apis.js'
import { createMockContext, DEFAULT_TOKEN, type MockContext } from '../../../mocks/context/context.js'
import { bodyText } from '../../../mocks/http/types.js'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import { createPipeline } from '../../../mocks/pipeline/pipeline.js'
import { afterRandomWrites } from '../../helpers/random-writes.js'

/**
 * The events archive reads indexes that follow each write (mocks/calendar/events/indexes.ts,
 * found.ts). The oracle is the archive as it was before them: every event sorted by start,
 * the run between the start bounds (or the events holding the search words, or those named),
 * each tested by every filter. After random writes, every list must find what the oracle does.
 */

const NOW = new Date('2026-11-20T10:00:00Z')
const API = '/wp-json/cal/events/v1'
const pipeline = createPipeline(apis.find((api) => api.name === 'calendar')!)

/** What the archive found before indexes, from every stored event. */
function oracle(db: CalendarDb, include: readonly number[], readings: ReadonlyMap<string, Reading>): EventRow[] {
  const tests = [...readings.values()].flatMap((reading) => (reading.matches ? [reading.matches] : []))
  const matches = (entry: TimelineEntry) => !entry.event.hide_from_listings && tests.every((test) => test(entry))
  const entries = db.events
    .rows()
    .map((event) => ({ event, start: parseDb(event.start), end: parseDb(event.end) }))
    .sort(byStart)
  const bound = (name: string) => readings.get(name)?.bound
  const words = readings.get('search')?.words ?? []
  let candidates: TimelineEntry[]
  if (include.length > 0) {
    candidates = include.flatMap((id) => entries.filter((entry) => entry.event.id === id))
  } else if (words.length > 0) {
    candidates = entries.filter((entry) => {
      const text = [entry.event.title, entry.event.excerpt, entry.event.content].join('\u0000').toLowerCase()
      return words.every((word) => text.includes(word))
    })
  } else {
    const startsAfter = bound('starts_after')
    const from = Math.max(bound('start_date') ?? -Infinity, startsAfter === undefined ? -Infinity : startsAfter + 1)
    const endDate = bound('end_date')
    const endBound = entries.every((entry) => entry.end >= entry.start)
      ? Math.min(endDate === undefined ? Infinity : endDate + 1, bound('ends_before') ?? Infinity)
      : Infinity
    const until = Math.min(bound('starts_before') ?? Infinity, endBound)
    candidates = entries.filter((entry) => entry.start >= from && entry.start < until)
  }
  const rows = candidates.filter(matches).map((entry) => entry.event)
  if (include.length === 0) return rows
  return rows.sort((a, b) => (a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id))
}

/** The archive's readings of a query, as the route reads them (defaults and checks included). */
async function readingsOf(context: MockContext, query: string, authenticated: boolean) {
  const url = new URL(`http://standin.test${API}/events?${query}`)
  const request = { method: 'GET', url, params: {}, headers: {}, body: undefined, remoteAddress: undefined }
  const read = await readParams(request, 'GET', createMap())
  if (!read.ok) return undefined
  const env = { db: context.calendar, viewer: { authenticated }, nowMs: NOW.getTime() }
  if (checkArgs(read.params, listArgs(), env)) return undefined
  const listed = listQuery(read.params, context.calendar, env.viewer, env.nowMs)
  return { include: listed.include, readings: readFilters(listed) }
}

async function send(context: MockContext, method: string, path: string, body?: object, auth = true) {
  const outcome = await pipeline.handle(
    {
      method,
      url: `http://standin.test${API}${path}`,
      headers: [
        ['host', 'standin.test'],
        ['content-type', 'application/json'],
        ...(auth ? [['authorization', `Bearer ${DEFAULT_TOKEN}`] as const] : []),
      ],
      body: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: '127.0.0.1',
    },
    context,
  )
  if (outcome.kind !== 'answer') throw new Error(`${method} ${path} was not answered`)
  return { status: outcome.response.status, body: JSON.parse(bodyText(outcome.response) ?? 'null') }
}

/** Queries over every filter the indexes answer, alone and together, with pages. */
function queriesOf(db: CalendarDb): string[] {
  const terms = db.terms.rows()
  const category = terms.find((term) => term.taxonomy === 'tribe_events_cat')
  const tag = terms.find((term) => term.taxonomy === 'post_tag')
  const venues = db.venues.rows().map((venue) => venue.id)
  const organizers = db.organizers.rows().map((organizer) => organizer.id)
  const some = db.events.rows().slice(0, 4)
  const queries = [
    '',
    'status=any',
    'status=publish,draft',
    'status=trash',
    'status=trash,private',
    'start_date=2020-01-01',
    'start_date=2026-12-01&end_date=2027-03-01',
    'start_date=2026-12-01&end_date=2027-03-01&strict_dates=1',
    'starts_after=2027-01-01&starts_before=2027-06-01',
    'ends_before=2027-02-01',
    'ends_after=2027-02-01',
    'end_date=2026-12-24',
    'featured=1',
    'featured=0',
    `categories=${category?.id ?? 1}`,
    `categories=${category?.slug ?? 'x'},${category?.id ?? 1}&featured=1`,
    `tags=${tag?.id ?? 1}&start_date=2026-11-01`,
    `venue=${venues.slice(0, 2).join(',')}`,
    `organizer=${organizers.slice(0, 3).join(',')}&status=any`,
    `venue=${venues[0] ?? 1}&organizer=${organizers[0] ?? 1}`,
    'search=jazz',
    'search=the%20-jazz',
    'search=ok',
    `include=${some.map((event) => event.id).join(',')}`,
    `post_parent=0&featured=1`,
  ]
  return queries.flatMap((query) => [query, `${query}&per_page=7&page=2`])
}

async function checkEveryList(context: MockContext): Promise<void> {
  const db = context.calendar
  for (const query of queriesOf(db)) {
    for (const authenticated of [false, true]) {
      const read = await readingsOf(context, query, authenticated)
      if (!read) continue
      const expected = oracle(db, read.include, read.readings)
      const found = findEvents(db, read.include, read.readings)
      // Every start, so that each page boundary meets the events an end bound leaves out.
      const pages = Array.from({ length: expected.length + 1 }, (_, start) => start)
      expect({ query, authenticated, total: found.total }).toEqual({ query, authenticated, total: expected.length })
      for (const start of pages) {
        const from = Math.max(0, start)
        expect({ query, authenticated, start, ids: found.items(start, 3).map((event) => event.id) }).toEqual({
          query,
          authenticated,
          start,
          ids: expected.slice(from, from + 3).map((event) => event.id),
        })
      }
    }
  }
  // The route itself answers what the oracle finds (its paging and envelope are its own).
  for (const query of ['', 'featured=1&per_page=5', `categories=${db.terms.rows()[0]?.id ?? 1}`]) {
    const reply = await send(context, 'GET', `/events?${query}`, undefined, false)
    const read = await readingsOf(context, query, false)
    const expected = oracle(db, read?.include ?? [], read?.readings ?? new Map())
    expect(reply.body.total).toBe(expected.length)
    expect(reply.body.events.map((event: { id: number }) => event.id)).toEqual(
      expected.slice(0, query.includes('per_page=5') ? 5 : 10).map((event) => event.id),
    )
  }
}

type Write =
  | { kind: 'create'; title: string; day: number; hours: number; status: string; featured: boolean; hidden: boolean }
  | { kind: 'move'; pick: number; day: number; hours: number }
  | { kind: 'relink'; pick: number; status: string; featured: boolean }
  | { kind: 'trash'; pick: number }
  | { kind: 'backwards'; pick: number }

const status = fc.constantFrom('publish', 'publish', 'draft', 'private', 'pending')
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({
    kind: fc.constant('create' as const),
    title: fc.constantFrom('Jazz night', 'The quiet jazz', 'Ok go', 'Market'),
    day: fc.integer({ min: -60, max: 900 }),
    hours: fc.integer({ min: 0, max: 24 * 200 }),
    status,
    featured: fc.boolean(),
    hidden: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    pick: fc.nat(),
    day: fc.integer({ min: -60, max: 900 }),
    hours: fc.integer({ min: 0, max: 24 * 30 }),
  }),
  fc.record({ kind: fc.constant('relink' as const), pick: fc.nat(), status, featured: fc.boolean() }),
  fc.record({ kind: fc.constant('trash' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('backwards' as const), pick: fc.nat() }),
)

const at = (day: number, hours = 0) =>
  new Date(NOW.getTime() + day * 86_400_000 + hours * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

async function apply(context: MockContext, step: Write): Promise<void> {
  const db = context.calendar
  const events = db.events.rows()
  const event = events[('pick' in step ? step.pick : 0) % Math.max(1, events.length)]
  const terms = db.terms.rows()
  const links = (seed: number) => ({
    categories: terms
      .filter((term, index) => term.taxonomy === 'tribe_events_cat' && index % 3 === seed % 3)
      .map((t) => t.id),
    tags: terms.filter((term, index) => term.taxonomy === 'post_tag' && index % 2 === seed % 2).map((t) => t.id),
    venue: db.venues.rows()[seed % Math.max(1, db.venues.size)]?.id,
    organizer: db.organizers
      .rows()
      .slice(seed % 3, (seed % 3) + 2)
      .map((organizer) => organizer.id),
  })
  if (step.kind === 'create') {
    const reply = await send(context, 'POST', '/events', {
      title: step.title,
      start_date: at(step.day),
      end_date: at(step.day, step.hours),
      status: step.status,
      featured: step.featured,
      hide_from_listings: step.hidden,
      ...links(step.day),
    })
    expect(reply.status).toBe(201)
  }
  if (!event) return
  if (step.kind === 'move')
    await send(context, 'PATCH', `/events/${event.id}`, {
      start_date: at(step.day),
      end_date: at(step.day, step.hours),
    })
  if (step.kind === 'relink')
    await send(context, 'PATCH', `/events/${event.id}`, {
      status: step.status,
      featured: step.featured,
      ...links(step.pick),
    })
  if (step.kind === 'trash') await send(context, 'DELETE', `/events/${event.id}`)
  // Writes clamp the end to the start; a restored store may hold an event ending first.
  if (step.kind === 'backwards') await context.exclusive(() => db.events.update(event.id, { end: at(-400) }))
}

describe('the events archive through its indexes', () => {
  let context: MockContext
  beforeAll(async () => {
    context = createMockContext({ seed: 3, clock: createSettableClock(NOW) })
    await seedCalendar(context.calendar, { seed: 3, now: NOW, events: 260 })
  })

  it('finds every list as the scan over every event did, after any writes', async () => {
    await afterRandomWrites(context, {
      write,
      maxLength: 20,
      warm: () => send(context, 'GET', '/events?search=jazz'),
      apply: (step) => apply(context, step),
      check: () => checkEveryList(context),
      numRuns: 10,
    })
  })
})
