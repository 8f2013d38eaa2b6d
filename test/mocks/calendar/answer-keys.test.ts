import { beforeAll, describe, expect, it } from 'vitest'
import { scenarioVersion } from '../../../fixtures/scenario-loader.js'
import { DEFAULT_SEED } from '../../../fixtures/scenario-names.js'
import { calendarApi, READ_KEY } from '../../../mocks/calendar/routes.js'
import { createMockContext, DEFAULT_TOKEN, type MockContext } from '../../../mocks/context.js'
import { createSettableClock } from '../../../mocks/http/clock.js'
import { createPipeline } from '../../../mocks/http/pipeline.js'
import { JsonText } from '../../../mocks/http/types.js'
import { adoptStores } from '../../../mocks/snapshot.js'

/**
 * Kept calendar reads are keyed by what their declaration names (mocks/calendar/routes.ts):
 * changing any declared input gives an answer rendered afresh, the same input the kept one.
 * A kept answer's body is the same JsonText object; a fresh one is a new object.
 */

const NOW = new Date('2026-11-20T10:00:00Z')
const pipeline = createPipeline<MockContext>(calendarApi)
let context: MockContext

beforeAll(async () => {
  context = createMockContext({ clock: createSettableClock(NOW) })
  adoptStores(context, await scenarioVersion('default', DEFAULT_SEED, NOW))
})

interface Call {
  target: string
  headers?: Record<string, string>
  body?: string
  /** The clock, in milliseconds after NOW. */
  at?: number
  /** Send the API token (default true). */
  auth?: boolean
}

async function bodyOf(call: Call): Promise<JsonText> {
  context.clock.pin(new Date(NOW.getTime() + (call.at ?? 0)))
  const url = new URL(call.target, 'http://standin.test')
  const headers = {
    host: url.host,
    ...(call.auth === false ? {} : { authorization: `Bearer ${DEFAULT_TOKEN}` }),
    ...call.headers,
  }
  const outcome = await pipeline.handle(
    { method: 'GET', url: url.href, headers: Object.entries(headers), body: call.body, remoteAddress: undefined },
    context,
  )
  if (outcome.kind !== 'answer') throw new Error(`${call.target} was dropped`)
  expect(outcome.response.status, call.target).toBe(200)
  expect(outcome.response.body).toBeInstanceOf(JsonText)
  return outcome.response.body as JsonText
}

const EVENTS = '/wp-json/cal/events/v1/events?per_page=5'
const base: Call = { target: EVENTS }

/** For each declared input: a request differing from `base` in that input. */
const variations: Record<string, Call> = {
  query: { target: `${EVENTS}&page=1` },
  body: { target: EVENTS, body: 'per_page=5', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  // A language root: the site's home and REST root move with it.
  api: { target: `/fr${EVENTS}` },
  // Another host: the same.
  home: { target: `http://other.test${EVENTS}` },
  route: { target: '/wp-json/cal/events/v1/venues?per_page=5' },
  signedIn: { target: EVENTS, auth: false },
  second: { target: EVENTS, at: 1000 },
}

describe('calendar kept answers, keyed by declaration', () => {
  it('declares its inputs, and each has a variation below', () => {
    expect([...READ_KEY.request, ...READ_KEY.own].sort()).toEqual(Object.keys(variations).sort())
  })

  it('gives the kept answer for the same request, within the same second, frozen under test', async () => {
    const kept = await bodyOf(base)
    expect(await bodyOf(base)).toBe(kept)
    expect(await bodyOf({ ...base, at: 999 })).toBe(kept)
    expect(Object.isFrozen(kept)).toBe(true)
  })

  for (const [input, changed] of Object.entries(variations)) {
    it(`renders afresh when ${input} changes`, async () => {
      const kept = await bodyOf(base)
      const fresh = await bodyOf(changed)
      expect(fresh).not.toBe(kept)
      // The changed request's own answer is kept in turn.
      expect(await bodyOf(changed)).toBe(fresh)
    })
  }
})
