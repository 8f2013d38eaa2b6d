import { afterEach, describe, expect, it, vi } from 'vitest'
import { apis } from '../../../mocks/context/apis.js'
import { createMockContext, DEFAULT_TOKEN, type MockContext } from '../../../mocks/context/context.js'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import { createPipeline } from '../../../mocks/pipeline/pipeline.js'
import { takeSnapshot } from '../../../mocks/context/snapshot.js'
import { Table } from '../../../mocks/store/table.js'
import { loadScenario } from '../../../fixtures/scenario-loader.js'

/**
 * All-or-nothing writes, in both APIs, through the request pipeline both hosts use: a write of
 * many steps (rows inserted, updated and deleted in several tables) is run once to count its
 * steps, then again with each step in turn made to throw; every time, the store (rows,
 * sequences, generator) must be exactly as before the request.
 */

const NOW = new Date('2026-11-20T10:00:00Z')
/** What the pipeline's catch-all heard (it answers the API's own 500). */
const failures: string[] = []
const pipelines = apis.map((api) =>
  createPipeline(api, { onError: (error) => failures.push((error as Error).message) }),
)

afterEach(() => vi.restoreAllMocks())

interface Write {
  method: string
  path: (context: MockContext) => string
  body?: unknown
}

async function send(context: MockContext, write: Write): Promise<number> {
  const path = write.path(context)
  const pipeline = pipelines.find((candidate) => candidate.owns(path.split('?')[0]!))!
  const outcome = await pipeline.handle(
    {
      method: write.method,
      url: `http://standin.test${path}`,
      headers: [
        ['authorization', `Bearer ${DEFAULT_TOKEN}`],
        ['content-type', 'application/json'],
      ],
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
      remoteAddress: '127.0.0.1',
    },
    context,
  )
  if (outcome.kind !== 'answer') throw new Error('the request was dropped')
  return outcome.response.status
}

/** Counts the table writes of the next request, and makes the `failAt`-th throw. */
function watchWrites(failAt: number) {
  let steps = 0
  const step = () => {
    if (++steps === failAt) throw new Error(`step ${failAt} fails`)
  }
  for (const method of ['insert', 'update'] as const) {
    const original = Table.prototype[method]
    vi.spyOn(Table.prototype, method).mockImplementation(async function (this: Table<any, any>, ...args: [any, any]) {
      step()
      return (original as (...a: unknown[]) => unknown).apply(this, args)
    } as never)
  }
  const remove = Table.prototype.delete
  vi.spyOn(Table.prototype, 'delete').mockImplementation(function (this: Table<any, any>, key: any) {
    step()
    return remove.call(this, key)
  })
  return () => steps
}

const writes: Array<[string, Write, number]> = [
  [
    'identity: a user create (the user, its audit event)',
    { method: 'POST', path: () => '/api/v2beta/core/users/', body: { username: 'all.or.nothing', name: 'A' } },
    201,
  ],
  [
    'identity: a flow delete (its bindings, the providers authorising through it, their applications, audit events)',
    {
      method: 'DELETE',
      path: (context) => {
        const flow = context.identity.providers.rows().map((provider) => provider.authorization_flow)[0]!
        return `/api/v2beta/flows/instances/${flow}/`
      },
    },
    204,
  ],
  [
    'calendar: an event create (new tags and categories, a new venue and organizers, then the event)',
    {
      method: 'POST',
      path: () => '/wp-json/cal/events/v1/events',
      body: {
        title: 'All or nothing',
        start_date: '2026-12-01 10:00:00',
        end_date: '2026-12-01 12:00:00',
        categories: ['Brand new category'],
        tags: 'fresh-tag, another-fresh-tag',
        venue: { venue: 'A Hall Nobody Knew' },
        organizer: [{ organizer: 'First New Organizer' }, { organizer: 'Second New Organizer' }],
      },
    },
    201,
  ],
]

describe('a write that fails midway', () => {
  it.each(writes)('leaves the store exactly as before, whichever step fails: %s', async (_name, write, status) => {
    const fresh = () => loadScenario(createMockContext({ clock: createSettableClock(NOW) }), 'default')
    const counted = watchWrites(0)
    expect(await send(await fresh(), write)).toBe(status)
    const steps = counted()
    vi.restoreAllMocks()
    expect(steps).toBeGreaterThan(1)
    for (let failAt = 1; failAt <= steps; failAt++) {
      const context = await fresh()
      const before = JSON.stringify(takeSnapshot(context))
      watchWrites(failAt)
      failures.length = 0
      const status = await send(context, write)
      vi.restoreAllMocks()
      expect([status, failures], `step ${failAt} of ${steps}`).toEqual([500, [`step ${failAt} fails`]])
      expect(JSON.stringify(takeSnapshot(context)), `step ${failAt} of ${steps}`).toBe(before)
    }
  })
})
