import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { loadScenario, scenarioVersion } from '../../fixtures/scenario-loader.js'
import { createMockContext, DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { takeSnapshot } from '../../mocks/context/snapshot.js'
import { answerBytes } from '../../mocks/http/answers.js'
import { createSettableClock } from '../../mocks/levers/clock.js'
import { versionBytes } from '../../mocks/store/memory.js'
import { createApp, createHttpServer } from '../../server/app.js'
import type { ControlOptions } from '../../server/control/plane.js'
import { isLoopbackHost } from '../../server/incoming.js'
import { emptyDerivedMemory } from '../helpers/derived-memory.js'
import { parseRawResponse, rawExchange } from '../helpers/raw-http.js'
import { TEST_NOW } from '../helpers/standin.js'

/**
 * What clients can make the Koa host keep, by bytes (issue 22): nothing for Hosts it does not
 * serve under, sessions' stubs, start states and writes within --session-memory, snapshots
 * written as a stream, deep control documents refused in one line.
 */

const servers: Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

async function start(options: Partial<ControlOptions> = {}): Promise<{ origin: string; port: number }> {
  const context = await loadScenario(createMockContext({ clock: createSettableClock(new Date(TEST_NOW)) }))
  const server = createHttpServer(createApp({ context, ...options }))
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { origin: `http://127.0.0.1:${port}`, port }
}

const auth = { authorization: `Bearer ${DEFAULT_TOKEN}` }
const json = { 'content-type': 'application/json' }

async function send(origin: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const response = await fetch(`${origin}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  return { status: response.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined }
}

/** A GET under another Host header (fetch will not send one). */
async function underHost(origin: string, host: string, path: string): Promise<number> {
  const raw = await rawExchange(origin, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
  return parseRawResponse(raw).status
}

describe('Hosts the server does not serve under', () => {
  it('are loopback names unless the server is told of others', () => {
    for (const host of [undefined, 'localhost', 'localhost:8000', 'app.localhost:1', '127.0.0.1:9', '[::1]:80'])
      expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.evil:80', '[::2]', '10.0.0.1'])
      expect(isLoopbackHost(host)).toBe(false)
  })

  it('get their answers made, not kept; named ones are kept', async () => {
    emptyDerivedMemory()
    const { origin } = await start({ servesHost: (host) => host === 'served.example' })
    const path = (query: string) => `/wp-json/cal/events/v1/events?per_page=50&probe=${query}`
    // The store's own memos (the timeline, the rows) are made once, under any name.
    expect(await underHost(origin, 'localhost', path('warm'))).toBe(200)
    const before = answerBytes()
    for (let index = 0; index < 20; index++) expect(await underHost(origin, `h${index}.example`, path('x'))).toBe(200)
    expect(answerBytes()).toBe(before)
    expect(await underHost(origin, 'served.example', path('x'))).toBe(200)
    expect(answerBytes()).toBeGreaterThan(before)
  })
})

describe("sessions' memory (--session-memory)", () => {
  const session = (id: string) => ({ 'x-standin-session': id })
  /** About 256 KiB of JSON, some 80,000 objects on the heap (5 MiB). */
  const heavyStub = JSON.stringify({
    request: { path: '/api/v2beta/heavy/' },
    response: { status: 200, body: Array.from({ length: 80_000 }, () => ({})) },
  })

  it("charges a session's stubs by what they hold, refuses past the budget with a 503, and gives it back", async () => {
    const { origin } = await start({ sessionMemoryBytes: 12 * 1024 * 1024 })
    const add = (id: string) => send(origin, 'POST', '/__standin/stubs', { ...json, ...session(id) }, heavyStub)
    expect((await add('one')).status).toBe(201)
    expect((await add('two')).status).toBe(201)
    const refused = await add('three')
    expect(refused.status).toBe(503)
    expect(refused.body?.error).toMatch(/--session-memory/)
    expect((await send(origin, 'DELETE', '/__standin/sessions/one')).status).toBe(204)
    expect((await add('three')).status).toBe(201)
    // The server's own stubs are bounded by the set's caps alone.
    expect((await send(origin, 'POST', '/__standin/stubs', json, heavyStub)).status).toBe(201)
  })

  it('charges a start state once however many sessions hold it, and refuses one that does not fit', async () => {
    const built = await scenarioVersion('default', 7, new Date(TEST_NOW))
    const weight = versionBytes(built.identity) + versionBytes(built.calendar)
    expect(weight).toBeGreaterThan(100_000)
    const { origin } = await start({ sessionMemoryBytes: Math.round(weight * 1.5) })
    const reset = (id: string, seed: number) =>
      send(
        origin,
        'POST',
        '/__standin/reset',
        { ...json, ...session(id) },
        JSON.stringify({ scenario: 'default', seed }),
      )
    for (const id of ['a', 'b', 'c', 'd']) expect((await reset(id, 7)).status).toBe(204)
    const users = await send(origin, 'GET', '/api/v2beta/core/users/?limit=1', { ...auth, ...session('d') })
    expect(users.body?.count).toBeGreaterThan(10)
    // Another seed is another state: past the budget it is refused, and the session is as it was.
    const refusal = await reset('other', 8)
    expect(refusal.status).toBe(503)
    expect(refusal.body?.error).toMatch(/^Nothing changed: sessions hold .* --session-memory/)
    // Once the sessions holding the first are gone, it fits.
    for (const id of ['a', 'b', 'c', 'd']) await send(origin, 'DELETE', `/__standin/sessions/${id}`)
    expect((await reset('other', 8)).status).toBe(204)
  })

  it('gives back the writes a reset throws away (item 8)', async () => {
    const { origin } = await start({ sessionMemoryBytes: 512 * 1024 })
    const headers = { ...auth, ...json, ...session('writer') }
    const write = (index: number) =>
      send(
        origin,
        'POST',
        '/api/v2beta/core/users/',
        headers,
        JSON.stringify({ username: `w${index}`, name: 'w'.repeat(20_000) }),
      )
    let index = 0
    while ((await write(index)).status === 201) index++
    expect(index).toBeGreaterThan(5)
    expect((await write(index)).status).toBe(503)
    expect((await send(origin, 'POST', '/__standin/reset', headers, '{}')).status).toBe(204)
    expect((await write(1_000)).status).toBe(201)
  })
})

describe('the control plane', () => {
  it('writes a snapshot as a stream, the same text JSON.stringify makes', async () => {
    const context = await loadScenario(createMockContext({ clock: createSettableClock(new Date(TEST_NOW)) }))
    const server = createHttpServer(createApp({ context }))
    servers.push(server)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const response = await fetch(`${origin}/__standin/snapshot`)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.text()).toBe(JSON.stringify(takeSnapshot(context)))
  })

  it.each([
    [
      'POST',
      '/__standin/stubs',
      `{"request":{"path":"/x"},"response":{"status":200,"body":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    ],
    ['POST', '/__standin/faults', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    [
      'POST',
      '/__standin/reset',
      `{"scenario":{"identity":{"core/groups":[{"name":"d","attributes":${'['.repeat(4000)}${']'.repeat(4000)}}]}}}`,
    ],
    ['PUT', '/__standin/snapshot', `{"format":"standin-snapshot/1","identity":${'['.repeat(5000)}${']'.repeat(5000)}}`],
    ['POST', '/__standin/stubs', '{"request":{"path":"/x","body":{"__proto__":{"a":1}}},"response":{"status":200}}'],
  ])('refuses a document nested too deep (or naming __proto__) in one line: %s %s', async (method, path, body) => {
    const { origin } = await start()
    const before = await send(origin, 'GET', '/__standin/snapshot')
    const reply = await send(origin, method, path, json, body)
    expect(reply.status).toBe(400)
    expect(reply.body?.error).toMatch(/nested deeper than 100 levels|"__proto__"/)
    expect(reply.text).not.toContain('\n')
    expect((await send(origin, 'GET', '/__standin/snapshot')).text).toBe(before.text)
  })
})
