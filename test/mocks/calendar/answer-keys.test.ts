import { beforeAll, describe, expect, it } from 'vitest'
import { scenarioVersion } from '../../../fixtures/scenario-loader.js'
import { DEFAULT_SEED } from '../../../fixtures/scenario-names.js'
import type { Endpoint } from '../../../mocks/calendar/endpoint.js'
import { calendarApi, siteRoute, wpRoutes } from '../../../mocks/calendar/routes.js'
import { createMockContext, DEFAULT_TOKEN, type MockContext } from '../../../mocks/context/context.js'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import { createPipeline } from '../../../mocks/pipeline/pipeline.js'
import { JsonText } from '../../../mocks/http/types.js'
import { adoptStores } from '../../../mocks/context/snapshot.js'

/**
 * Kept calendar reads are keyed by what each endpoint declares (`reads`, mocks/calendar/endpoint.ts):
 * for every read, changing any declared input gives an answer rendered afresh, the same input
 * the kept one. A kept answer's body is the same JsonText object; a fresh one is a new object.
 */

const NOW = new Date('2026-11-20T10:00:00Z')
const ROOT = '/wp-json/cal/events/v1'
const pipeline = createPipeline<MockContext>(calendarApi)
let context: MockContext

interface Call {
  target: string
  headers?: Record<string, string>
  body?: string
  /** The clock, in milliseconds after NOW. */
  at?: number
  /** Send the API token (default true). */
  auth?: boolean
}

async function bodyOf(call: Call, into: MockContext = context): Promise<JsonText> {
  into.clock.pin(new Date(NOW.getTime() + (call.at ?? 0)))
  const url = new URL(call.target, 'http://standin.test')
  const headers = {
    host: url.host,
    ...(call.auth === false ? {} : { authorization: `Bearer ${DEFAULT_TOKEN}` }),
    ...call.headers,
  }
  const outcome = await pipeline.handle(
    { method: 'GET', url: url.href, headers: Object.entries(headers), body: call.body, remoteAddress: undefined },
    into,
  )
  if (outcome.kind !== 'answer') throw new Error(`${call.target} was dropped`)
  expect(outcome.response.status, call.target).toBe(200)
  expect(outcome.response.body).toBeInstanceOf(JsonText)
  return outcome.response.body as JsonText
}

/** Each read's request, by its declaration's name; a read of one item has a second item (`other`). */
const targets: Record<string, { target: string; other?: string }> = {}

/** Two public items of a collection, to read one and then the other. */
async function twoOf(collection: string): Promise<Array<{ id: number; slug: string }>> {
  const text = await bodyOf({ target: `${ROOT}/${collection}?per_page=2`, auth: false })
  const items = (JSON.parse(text.text) as Record<string, Array<{ id: number; slug: string }>>)[collection] ?? []
  expect(items.length, collection).toBe(2)
  return items
}

beforeAll(async () => {
  context = createMockContext({ clock: createSettableClock(NOW) })
  adoptStores(context, await scenarioVersion('default', DEFAULT_SEED, NOW))
  Object.assign(targets, {
    'calendar.site.read': { target: '/wp-json/' },
    'calendar.index.read': { target: ROOT },
    'calendar.doc.read': { target: `${ROOT}/doc` },
  })
  for (const collection of ['events', 'venues', 'organizers', 'categories', 'tags']) {
    const [one, two] = await twoOf(collection)
    targets[`calendar.${collection}.list`] = { target: `${ROOT}/${collection}?per_page=2` }
    targets[`calendar.${collection}.read`] = {
      target: `${ROOT}/${collection}/${one?.id}`,
      other: `${ROOT}/${collection}/${two?.id}`,
    }
    if (collection === 'categories' || collection === 'tags') continue
    targets[`calendar.${collection}.by_slug.read`] = {
      target: `${ROOT}/${collection}/by-slug/${one?.slug}`,
      other: `${ROOT}/${collection}/by-slug/${two?.slug}`,
    }
  }
})

/** For each input a read may declare: a request differing from `base` in that input. */
const variations: Record<string, (base: Call, other?: string) => Call> = {
  query: (base) => ({ target: `${base.target}${base.target.includes('?') ? '&' : '?'}standin=1` }),
  body: (base) => ({ ...base, body: 'standin=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  // A language root: the site's home and REST root move with it.
  api: (base) => ({ ...base, target: `/fr${base.target}` }),
  // Another host: the same.
  home: (base) => ({ ...base, target: `http://other.test${base.target}` }),
  params: (base, other) => ({ ...base, target: other ?? '' }),
  signedIn: (base) => ({ ...base, auth: false }),
  second: (base) => ({ ...base, at: 1000 }),
}

const reads: Endpoint[] = [siteRoute, ...wpRoutes].flatMap((route) =>
  route.endpoints.filter((endpoint) => endpoint.methods.some(([method]) => method === 'GET')),
)

describe('calendar kept answers, keyed by each endpoint’s declaration', () => {
  it('has every read declare its key, under a name of its own, and a request for it here', () => {
    const names = reads.map((endpoint) => endpoint.reads?.name)
    expect(names).not.toContain(undefined)
    expect(new Set(names).size).toBe(names.length)
    expect(Object.keys(targets).sort()).toEqual([...names].sort())
    for (const endpoint of reads) {
      for (const input of [...(endpoint.reads?.request ?? []), ...(endpoint.reads?.own ?? [])])
        expect(Object.keys(variations), endpoint.reads?.name).toContain(input)
    }
  })

  it('keeps one answer for an item however its path is written (case, trailing slash), the same bytes as afresh', async () => {
    const { target } = targets['calendar.events.read'] ?? { target: '' }
    const written = `${target.replace('/events/', '/Events/')}/`
    const kept = await bodyOf({ target })
    expect(await bodyOf({ target: written })).toBe(kept)
    const elsewhere = createMockContext({ clock: createSettableClock(NOW) })
    adoptStores(elsewhere, await scenarioVersion('default', DEFAULT_SEED, NOW))
    expect((await bodyOf({ target: written }, elsewhere)).text).toBe(kept.text)
  })

  for (const endpoint of reads) {
    const name = endpoint.reads?.name ?? ''
    const inputs = [...(endpoint.reads?.request ?? []), ...(endpoint.reads?.own ?? [])]
    describe(name, () => {
      it('gives the kept answer for the same request, within the same second, frozen under test', async () => {
        const base = targets[name] ?? { target: '' }
        const kept = await bodyOf(base)
        expect(await bodyOf(base)).toBe(kept)
        expect(await bodyOf({ ...base, at: 999 })).toBe(kept)
        expect(Object.isFrozen(kept)).toBe(true)
      })

      for (const input of inputs) {
        it(`renders afresh when ${input} changes`, async () => {
          const base = targets[name] ?? { target: '' }
          const changed = variations[input]?.(base, base.other) ?? base
          const kept = await bodyOf(base)
          const fresh = await bodyOf(changed)
          expect(fresh).not.toBe(kept)
          // The changed request's own answer is kept in turn.
          expect(await bodyOf(changed)).toBe(fresh)
        })
      }
    })
  }
})
