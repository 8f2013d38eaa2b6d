import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FaultRule } from '../../mocks/levers/faults.js'
import { type Comparable, neutralise, type Pair, startPair } from '../helpers/parity.js'

/**
 * What the shared pipeline (mocks/http/pipeline.ts) decides, through MSW and through Koa:
 * faults from the store's set (their rates drawn from the store's seeded generator), a
 * `Prefer` header, and a route that throws, all answered alike.
 */

const USERS = '/api/v2beta/core/users/'
const EVENTS = '/wp-json/cal/events/v1/events'

let pair: Pair
beforeAll(async () => {
  pair = await startPair()
})
afterAll(() => pair.close())
afterEach(() => {
  for (const standin of [pair.msw, pair.koa]) {
    standin.context.faults.clear()
    standin.context.stubs.clear()
  }
  vi.restoreAllMocks()
})

/** Both answers, with what differs between the hosts (their addresses) neutralised. */
async function send(
  method: string,
  path: string,
  options: Parameters<Pair['send']>[2] = {},
): Promise<{ msw: Comparable; koa: Comparable }> {
  const { msw, koa } = await pair.send(method, path, options)
  return { msw: neutralise(msw, pair.msw.origin), koa: neutralise(koa, pair.koa.origin) }
}

function addFaults(rules: FaultRule[]): void {
  for (const standin of [pair.msw, pair.koa]) expect(standin.context.faults.add(rules)).toMatchObject({ ok: true })
}

describe('one pipeline, two hosts', () => {
  it("a store's fault rules answer the API's own error, alike, and a fractional rate fails the same requests", async () => {
    addFaults([
      { path: '/api/v2beta/core/users/*', method: 'GET', status: 503 },
      { path: '/wp-json/cal/events/v1/*', status: 500, rate: 0.5 },
    ])
    const identity = await send('GET', `${USERS}?limit=1`)
    expect(identity.koa).toEqual(identity.msw)
    expect(identity.msw.status).toBe(503)
    expect(JSON.parse(identity.msw.body)).toEqual({ detail: 'Service temporarily unavailable, try again later.' })
    expect((await send('POST', USERS, { json: { username: 'through.faults', name: 'F' } })).msw.status).toBe(201)

    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const reply = await send('GET', `${EVENTS}?per_page=1`)
      expect(reply.koa).toEqual(reply.msw)
      statuses.push(reply.msw.status)
    }
    // Both hosts drew from identically seeded generators: the same requests failed.
    expect(new Set(statuses)).toEqual(new Set([200, 500]))
  })

  it("a store's stubs answer alike, before faults, counted alike", async () => {
    addFaults([{ path: '/api/*', status: 503 }])
    for (const standin of [pair.msw, pair.koa]) {
      standin.context.stubs.add([
        {
          request: { method: 'GET', path: `${USERS}:id/` },
          response: { status: 200, headers: { 'X-Stub': 'yes' }, body: { stubbed: [1, 'two'] } },
          times: 3,
        },
        {
          request: { path: '/wp-json/cal/events/v1/*', query: { search: 'html' } },
          response: { status: 299, headers: { 'Content-Type': 'text/html' }, body: '<p>stub</p>' },
        },
      ])
    }
    for (const [method, path] of [
      ['GET', `${USERS}1/`],
      ['HEAD', `${USERS}1/`],
      ['GET', `${USERS}1/`],
      ['GET', `${EVENTS}?search=html`],
    ] as const) {
      const reply = await send(method, path)
      expect(reply.koa).toEqual(reply.msw)
      expect(reply.msw.status, `${method} ${path}`).not.toBe(503)
    }
    // Used three times (GET, HEAD, GET), the stub is gone in both: the fault answers.
    expect((await send('GET', `${USERS}1/`)).msw.status).toBe(503)
  })

  it('a dropped connection is a network error in both', async () => {
    addFaults([{ path: '/wp-json/cal/events/v1/venues', drop: true }])
    await expect(pair.msw.send('GET', '/wp-json/cal/events/v1/venues')).rejects.toThrow()
    await expect(pair.koa.send('GET', '/wp-json/cal/events/v1/venues')).rejects.toThrow()
  })

  it.each([
    [USERS, 'code=429'],
    [EVENTS, 'code=503, delay=5'],
    [EVENTS, 'code=abc, delay=-3'],
    ['/api/v2beta/core/groups/', 'respond-async, wait=5'],
  ])('Prefer on %s (%s) is decided alike', async (path, prefer) => {
    const reply = await send('GET', path, { headers: { Prefer: prefer } })
    expect(reply.koa).toEqual(reply.msw)
    expect(reply.msw.status).toBe(
      prefer.startsWith('code=') && !prefer.includes('abc') ? Number(/code=(\d+)/.exec(prefer)![1]) : 200,
    )
  })

  it.each([
    ['POST', USERS, { username: 'never.made', name: 'N' }, { detail: 'A server error occurred.' }],
    [
      'GET',
      EVENTS,
      undefined,
      {
        code: 'internal_server_error',
        message:
          '<p>There has been a critical error on this website.</p><p><a href="https://wordpress.org/documentation/article/faq-troubleshooting/">Learn more about troubleshooting WordPress.</a></p>',
        data: { status: 500 },
        additional_errors: [],
      },
    ],
  ])(
    "a route that throws (%s %s) answers the API's own 500 alike, with nothing of the error, and logs it",
    async (method, path, json, body) => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const clocks = [pair.msw.context.clock, pair.koa.context.clock]
      const originals = clocks.map((clock) => clock.now)
      for (const clock of clocks) {
        clock.now = () => {
          throw new Error('secret detail of the failure')
        }
      }
      try {
        const reply = await send(method, path, json === undefined ? {} : { json })
        expect(reply.koa).toEqual(reply.msw)
        expect(reply.msw.status).toBe(500)
        expect(JSON.parse(reply.msw.body)).toEqual(body)
        expect(reply.msw.body).not.toMatch(/secret|stack|Error/)
        expect(reply.msw.headers['content-type']).toMatch(/^application\/json/)
        expect(logged).toHaveBeenCalledTimes(2)
        expect(logged.mock.calls.map((call) => (call[1] as Error).message)).toEqual([
          'secret detail of the failure',
          'secret detail of the failure',
        ])
      } finally {
        clocks.forEach((clock, index) => {
          clock.now = originals[index]!
        })
      }
    },
  )
})
