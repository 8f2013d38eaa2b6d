import { createMockContext, type MockContext } from '../mocks/context/context.js'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { createPipeline } from '../mocks/pipeline/pipeline.js'
import { apis } from '../mocks/context/apis.js'
import { seedCalendar } from '../fixtures/calendar/seed.js'
import { seedIdentity } from '../fixtures/identity/seed.js'
import { createSettableClock } from '../mocks/levers/clock.js'
import { median } from './lib/load.js'
import type { BenchRow } from './lib/report.js'

/**
 * Flat cost as data grows: the same reads with 1,000 users and 1,000 events, and with 100,000
 * users and 50,000 events, timed in process through the pipeline both hosts use (target: at
 * most 3x). Also the time to seed 100,000 users (target: under 5 s).
 */

const NOW = new Date('2026-11-20T10:00:00Z')

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300)
const headers: Array<[string, string]> = [
  ['host', 'standin.bench'],
  ['authorization', `Bearer ${DEFAULT_TOKEN}`],
]

async function seeded(users: number, events: number): Promise<{ context: MockContext; seedMs: number }> {
  const context = createMockContext({ seed: 1, clock: createSettableClock(NOW) })
  const started = performance.now()
  await seedIdentity(context.identity, { seed: 1, users })
  const seedMs = performance.now() - started
  await seedCalendar(context.calendar, { seed: 1, now: NOW, events })
  return { context, seedMs }
}

interface ReadCase {
  name: string
  path: (context: MockContext) => string
}

/** A selective search: the username of a user in the middle of the table. */
const middleUser = (context: MockContext) => context.identity.users.rows()[Math.floor(context.identity.users.size / 2)]!
/** A published event in the middle of the table. */
const middleEvent = (context: MockContext) => {
  const events = context.calendar.events.rows()
  return events
    .slice(Math.floor(events.length / 2))
    .find((event) => event.status === 'publish' && event.password === '')!
}

const cases: ReadCase[] = [
  {
    name: 'identity users: search + ordering, page of 20',
    path: (context) =>
      `/api/v2beta/core/users/?search=${encodeURIComponent(middleUser(context).username)}&ordering=-name&limit=20`,
  },
  {
    name: 'identity users: ordering, page of 20',
    path: () => '/api/v2beta/core/users/?ordering=username&limit=20&offset=40',
  },
  { name: 'identity user read', path: (context) => `/api/v2beta/core/users/${middleUser(context).pk}/` },
  {
    name: 'calendar events: a two-week window, by start, page of 20',
    path: () => '/wp-json/cal/events/v1/events?start_date=2026-12-01&end_date=2026-12-14&per_page=20',
  },
  { name: 'calendar event read', path: (context) => `/wp-json/cal/events/v1/events/${middleEvent(context).id}` },
]

/**
 * The median time of the read. Each request carries a parameter of its own that both APIs
 * ignore, so every sample is filtered, sorted and rendered: none is a kept answer (see
 * mocks/http/answers.ts), and the figure is the cost of a first read after a write.
 */
async function timeRead(context: MockContext, path: string): Promise<number> {
  const pipelines = apis.map((api) => createPipeline(api))
  const pipeline = pipelines.find((candidate) => candidate.owns(path.split('?')[0]!))!
  let sample = 0
  const read = async () => {
    const url = `http://standin.bench${path}${path.includes('?') ? '&' : '?'}bench_sample=${sample++}`
    const outcome = await pipeline.handle(
      { method: 'GET', url, headers, body: undefined, remoteAddress: '127.0.0.1' },
      context,
    )
    if (outcome.kind !== 'answer' || outcome.response.status !== 200) throw new Error(`${url} was not answered 200`)
  }
  for (let i = 0; i < 20; i++) await read()
  const samples: number[] = []
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now()
    await read()
    samples.push(performance.now() - started)
  }
  return median(samples)
}

export async function scaleBench(): Promise<BenchRow[]> {
  const small = await seeded(1_000, 1_000)
  const large = await seeded(100_000, 50_000)
  const rows: BenchRow[] = [
    {
      benchmark: 'seed 100,000 users',
      result: `${(large.seedMs / 1000).toFixed(2)} s`,
      target: '< 5 s',
      pass: large.seedMs < 5000,
      detail: { seedMs: large.seedMs },
    },
  ]
  for (const read of cases) {
    const smallMs = await timeRead(small.context, read.path(small.context))
    const largeMs = await timeRead(large.context, read.path(large.context))
    const ratio = largeMs / smallMs
    rows.push({
      benchmark: `scale: ${read.name}, 100k/50k vs 1k/1k records`,
      result: `${ratio.toFixed(2)}x (${(largeMs * 1000).toFixed(0)} vs ${(smallMs * 1000).toFixed(0)} µs)`,
      target: '<= 3.00x',
      pass: ratio <= 3,
      detail: { ratio, largeMs, smallMs },
    })
  }
  return rows
}
