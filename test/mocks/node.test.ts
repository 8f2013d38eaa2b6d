import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { context, faults, isolated, resetStandin, server, setNow } from '../../mocks/node.js'

const auth = { headers: { Authorization: `Bearer ${DEFAULT_TOKEN}` } }
const users = async () =>
  (await (await fetch('http://app.test/api/v2beta/core/users/?limit=1', auth)).json()).count as number

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(async () => {
  server.resetHandlers()
  await resetStandin()
  setNow('2026-11-20T10:00:00Z')
})
afterAll(() => server.close())

describe('the MSW entry point (mocks/node.ts)', () => {
  it('serves both APIs on any origin, seeded', async () => {
    expect(await users()).toBeGreaterThan(0)
    const events = await fetch('http://other.test/wp-json/cal/events/v1/events')
    expect((await events.json()).total).toBeGreaterThan(0)
  })

  it('resetStandin chooses the scenario per test', async () => {
    await resetStandin({ scenario: 'empty' })
    expect(await users()).toBe(0)
  })

  it("faults.error answers in the API's shape; faults.latency and faults.drop fit server.use()", async () => {
    server.use(faults.error('/api/v2beta/core/users/', 503, { method: 'GET' }))
    const failed = await fetch('http://app.test/api/v2beta/core/users/', auth)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({ detail: 'Service temporarily unavailable, try again later.' })
    expect((await fetch('http://app.test/api/v2beta/core/users/1/', auth)).status).toBe(200)

    server.use(faults.drop('/wp-json/cal/events/v1/venues'))
    await expect(fetch('http://app.test/wp-json/cal/events/v1/venues')).rejects.toThrow()

    server.use(faults.latency('/api/v2beta/core/groups/', 30))
    const started = performance.now()
    expect((await fetch('http://app.test/api/v2beta/core/groups/', auth)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(25)
    expect(() => faults.error('/x', 200)).toThrow(/status/)
  })

  it("fault handlers only attach their rules: standin's pipeline decides them with the store's generator", async () => {
    server.use(
      faults.error('/wp-json/cal/events/v1/*', 500, { rate: 0.5 }),
      faults.latency('/wp-json/cal/events/v1/*', [1, 3]),
    )
    const replies = await Promise.all(
      Array.from({ length: 16 }, () => fetch('http://app.test/wp-json/cal/events/v1/tags')),
    )
    expect(new Set(replies.map((reply) => reply.status))).toEqual(new Set([200, 500]))
    const failed = replies.find((reply) => reply.status === 500)!
    expect(await failed.json()).toEqual({
      code: 'internal_server_error',
      message: 'Internal Server Error',
      data: { status: 500 },
    })
    const preferred = await fetch('http://app.test/api/v2beta/core/users/', {
      headers: { ...auth.headers, Prefer: 'code=429' },
    })
    expect(preferred.status).toBe(429)
    expect(await preferred.json()).toEqual({ detail: 'Request was throttled.' })
  })

  it("a fault handler sees only standin's paths: other requests stay unhandled", async () => {
    const unhandled: string[] = []
    const listener = ({ request }: { request: Request }) => unhandled.push(request.url)
    server.events.on('request:unhandled', listener)
    server.use(faults.error('/elsewhere/*', 503))
    await fetch('http://app.test/elsewhere/x').catch(() => undefined)
    server.events.removeListener('request:unhandled', listener)
    expect(unhandled).toEqual(['http://app.test/elsewhere/x'])
  })

  it('setNow pins the clock the mock reads', async () => {
    setNow('2031-06-01T12:00:00Z')
    const list = await (await fetch('http://app.test/wp-json/cal/events/v1/events')).json()
    expect(list.rest_url).toContain('start_date=2031-05-31 00:00:00')
    expect(context.clock.pinned?.toISOString()).toBe('2031-06-01T12:00:00.000Z')
  })

  it('isolated() gives concurrent tests stores of their own', async () => {
    const before = await users()
    const write = (name: string) =>
      isolated(async () => {
        const created = await fetch('http://app.test/api/v2beta/core/users/', {
          method: 'POST',
          headers: { ...auth.headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: name, name }),
        })
        expect(created.status).toBe(201)
        expect(await users()).toBe(before + 1)
      })
    await Promise.all([write('iso.a')(), write('iso.b')(), write('iso.c')()])
    expect(await users()).toBe(before)
  })
})
