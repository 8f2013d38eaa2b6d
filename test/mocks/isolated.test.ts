import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { context, factories, isolated, resetStandin, server, setNow, stub } from '../../mocks/node.js'

/** standin/node's isolation (issue 27, items 1 and 2): everything a test touches is its own store's. */

const auth = { Authorization: `Bearer ${DEFAULT_TOKEN}` }
const json = { ...auth, 'Content-Type': 'application/json' }

async function usernames(): Promise<string[]> {
  const page = await (await fetch('http://app.test/api/v2beta/core/users/?limit=500', { headers: auth })).json()
  return page.results.map((user: { username: string }) => user.username)
}

/** The start of the calendar's default window, as the list's `rest_url` says it. */
async function windowStart(): Promise<string> {
  const list = await (await fetch('http://app.test/wp-json/cal/events/v1/events')).json()
  return /start_date=([^&]+)/.exec(decodeURIComponent(list.rest_url))?.[1] ?? ''
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(async () => {
  server.resetHandlers()
  await resetStandin()
})
afterAll(() => server.close())

describe('isolated()', () => {
  it('runs 20 concurrent tests, each with its own clock and data, seeing only its own', async () => {
    const before = await usernames()
    const runs = Array.from({ length: 20 }, (_, index) =>
      isolated(async ({ factories: own, context: store }) => {
        const year = 2030 + index
        setNow(`${year}-03-15T09:00:00Z`)
        // Writes through every door: a request, the module's factories, the kit's factories.
        const created = await fetch('http://app.test/api/v2beta/core/users/', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ username: `iso.${index}`, name: `Test ${index}` }),
        })
        expect(created.status).toBe(201)
        await factories.identity['core/users'].create({ username: `iso.${index}.module` })
        await own.identity['core/users'].create({ username: `iso.${index}.kit` })
        await new Promise((resolve) => setTimeout(resolve, (index * 7) % 13))
        const names = await usernames()
        expect(names.filter((name) => name.startsWith('iso.')).sort()).toEqual(
          [`iso.${index}`, `iso.${index}.kit`, `iso.${index}.module`].sort(),
        )
        expect(names.length).toBe(before.length + 3)
        expect(store.clock.pinned?.toISOString()).toBe(`${year}-03-15T09:00:00.000Z`)
        expect(await windowStart()).toBe(`${year}-03-14 00:00:00`)
        // The audit log's times are the test's clock's.
        const audit = await own.identity['audit/events'].list({ ordering: '-created' })
        expect(audit[0]?.created.startsWith(`${year}-03-15T09:00:00`)).toBe(true)
      }),
    )
    await Promise.all(runs.map((run) => run()))
    expect(await usernames()).toEqual(before)
    expect(context.clock.pinned).toBeUndefined()
  })

  it('hands the test its kit: resetStandin and setNow act on the test store, the shared one stays', async () => {
    setNow('2031-01-01T00:00:00Z')
    await isolated(async ({ resetStandin: reset, setNow: pin, context: store }) => {
      expect(store.clock.now().toISOString()).toBe('2031-01-01T00:00:00.000Z')
      pin('2040-01-01T00:00:00Z')
      await reset({ scenario: 'empty' })
      expect(await usernames()).toEqual([])
      expect(store.clock.pinned).toBeUndefined()
      // Released, it follows the shared clock again.
      expect(store.clock.now().toISOString()).toBe('2031-01-01T00:00:00.000Z')
      await resetStandin({ scenario: 'default' })
      expect((await usernames()).length).toBeGreaterThan(0)
    })()
    expect(context.clock.pinned?.toISOString()).toBe('2031-01-01T00:00:00.000Z')
    expect((await usernames()).length).toBeGreaterThan(0)
  })

  it('keeps stubs and faults added inside to the test', async () => {
    const inside = isolated(async () => {
      server.use(stub({ request: { method: 'GET', path: '/api/v2beta/core/users/' }, response: { status: 418 } }))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect((await fetch('http://app.test/api/v2beta/core/users/', { headers: auth })).status).toBe(418)
    })
    const outside = isolated(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      expect((await fetch('http://app.test/api/v2beta/core/users/', { headers: auth })).status).toBe(200)
    })
    await Promise.all([inside(), outside()])
    expect((await fetch('http://app.test/api/v2beta/core/users/', { headers: auth })).status).toBe(200)
  })
})

describe('setNow and resetStandin (one clock per store)', () => {
  it('resetStandin releases a pinned clock', async () => {
    setNow('2031-06-01T12:00:00Z')
    expect(await windowStart()).toBe('2031-05-31 00:00:00')
    await resetStandin()
    expect(context.clock.pinned).toBeUndefined()
  })

  it.each([
    ['tomorrow', /setNow: "tomorrow" is not an instant/],
    ['2030-01-01', /setNow: "2030-01-01" is not an instant/],
    ['0001-01-01T00:00:00Z', /setNow: "0001-01-01T00:00:00Z" is out of range\. The clock can be pinned from 1970/],
    ['9999-12-31T00:00:00Z', /setNow: "9999-12-31T00:00:00Z" is out of range/],
    [new Date(Number.NaN), /setNow: Date\(Invalid Date\) is not an instant/],
    [new Date('1960-01-01T00:00:00Z'), /setNow: Date\(1960-01-01T00:00:00.000Z\) is out of range/],
    [42 as never, /setNow: number 42 is not an instant/],
  ])('refuses %s with a TypeError naming it, changing nothing', async (value, message) => {
    setNow('2032-02-02T00:00:00Z')
    expect(() => setNow(value)).toThrow(TypeError)
    expect(() => setNow(value)).toThrow(message)
    expect(context.clock.pinned?.toISOString()).toBe('2032-02-02T00:00:00.000Z')
    // The mock still answers as before: a list, a create.
    expect(await windowStart()).toBe('2032-02-01 00:00:00')
    await factories.identity['core/users'].create({ username: 'after.refusal' })
    const [latest] = await factories.identity['audit/events'].list({ ordering: '-created' })
    expect(latest?.created).toMatch(/^2032-02-02T/)
  })
})
