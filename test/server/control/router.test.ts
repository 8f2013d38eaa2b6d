import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Standin, startKoaStandin, useStandin } from '../../helpers/standin.js'
import { eventually, stalledUpload } from '../../helpers/stalled.js'

const standin = useStandin({ host: 'koa' })

const control = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  standin.send(method, `/__standin${path}`, {
    ...(json !== undefined ? { json } : {}),
    ...(headers ? { headers } : {}),
  })
const raw = (method: string, path: string, body: string) =>
  standin.send(method, `/__standin${path}`, { body, headers: { 'Content-Type': 'application/json' } })
const userCount = async (headers?: Record<string, string>) =>
  (await standin.send('GET', '/api/v2beta/core/users/?limit=1', headers ? { headers } : {})).body.count

describe('health and scenarios', () => {
  it('GET /__standin/health answers 200', async () => {
    const reply = await standin.send('GET', '/__standin/health', { auth: false })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ status: 'ok' })
  })

  it('lists the scenarios', async () => {
    expect((await control('GET', '/scenarios')).body.scenarios).toEqual(['default', 'empty', 'large', 'edge-cases'])
  })

  it('reset to "empty" empties every collection; reset to "default" brings the seed back', async () => {
    const seeded = await userCount()
    expect((await control('POST', '/reset', { scenario: 'empty' })).status).toBe(204)
    expect(await userCount()).toBe(0)
    expect((await standin.send('GET', '/wp-json/cal/events/v1/events')).body.total).toBe(0)
    expect((await control('POST', '/reset', { scenario: 'default' })).status).toBe(204)
    expect(await userCount()).toBe(seeded)
  })

  it('reset to "edge-cases" serves unicode, right-to-left and deeply nested data', async () => {
    await control('POST', '/reset', { scenario: 'edge-cases' })
    const found = await standin.send('GET', `/api/v2beta/core/users/?search=${encodeURIComponent('محمد')}`)
    expect(found.body.results[0].name).toBe('محمد الأحمد')
    const nested = (await standin.send('GET', '/api/v2beta/core/groups/?search=Nested%20level&limit=50')).body.results
    expect(nested).toHaveLength(12)
    const categories = (
      await standin.send('GET', '/wp-json/cal/events/v1/categories?hide_empty=false&per_page=50&search=Depth')
    ).body.categories
    expect(Math.max(...categories.map((category: any) => Number(category.name.split(' ')[1])))).toBe(8)
    await control('POST', '/reset', {})
  })

  it('reset undoes writes and honours the seed', async () => {
    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'temp', name: 'Temp' } })
    await control('POST', '/reset', {})
    expect((await standin.send('GET', '/api/v2beta/core/users/?search=temp')).body.count).toBe(0)
    await control('POST', '/reset', { scenario: 'default', seed: 2 })
    const two = (await standin.send('GET', '/api/v2beta/core/users/?limit=3')).body.results
    await control('POST', '/reset', { scenario: 'default', seed: 1 })
    expect((await standin.send('GET', '/api/v2beta/core/users/?limit=3')).body.results).not.toEqual(two)
  })

  it('reset sets up a named provider state, as a Pact state URL, and answers its values', async () => {
    const setup = await control('POST', '/reset', { state: 'a user exists', params: {}, action: 'setup' })
    expect(setup.status).toBe(200)
    expect(setup.body).toEqual({ id: expect.any(Number), username: expect.any(String) })
    const user = await standin.send('GET', `/api/v2beta/core/users/${setup.body.id}/`)
    expect(user.body.username).toBe(setup.body.username)

    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'console-ada', name: 'Ada' } })
    expect(
      (await control('POST', '/reset', { state: 'no user has this username', params: { username: 'console-ada' } }))
        .status,
    ).toBe(200)
    expect((await standin.send('GET', '/api/v2beta/core/users/?search=console-ada')).body.count).toBe(0)

    expect((await control('POST', '/reset', { state: 'no events exist', action: 'teardown' })).status).toBe(204)
    expect((await control('POST', '/reset', { state: '', params: {}, action: 'setup' })).status).toBe(204)
    expect((await standin.send('GET', '/api/v2beta/core/users/?search=console-ada')).body.count).toBe(0)
    expect((await control('POST', '/reset', { state: 'no events exist' })).status).toBe(200)
    expect((await standin.send('GET', '/wp-json/cal/events/v1/events')).body.total).toBe(0)
  })

  it.each([
    [{ state: 'nope' }, 'Unknown provider state "nope"'],
    [{ state: 'a user exists', params: [1] }, '"params" must be a JSON object.'],
    [{ state: 'a user exists', action: 'undo' }, '"action" must be "setup" or "teardown".'],
    [{ state: 'no user has this username', params: {} }, 'could not be set up: the state needs a "username" parameter'],
  ])('reset refuses the state call %j with 400', async (body, message) => {
    const reply = await control('POST', '/reset', body)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
  })

  it.each([
    [undefined, '{not json', 'The body is not valid JSON.'],
    [[1], undefined, 'The body must be a JSON object'],
    [{ scenario: 'nope' }, undefined, 'Unknown scenario "nope"'],
    [{ scenario: 'default', seed: -1 }, undefined, '"seed" must be a non-negative integer.'],
    [{ scenario: 'default', seed: 'x' }, undefined, '"seed" must be a non-negative integer.'],
  ])('reset refuses %j %j with 400', async (body, text, message) => {
    const reply = text !== undefined ? await raw('POST', '/reset', text) : await control('POST', '/reset', body)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
  })

  it('answers other paths with 404', async () => {
    expect((await standin.send('GET', '/nowhere')).status).toBe(404)
  })
})

describe('snapshots', () => {
  // The tests above leave a provider state with no events (a refused state call changes nothing).
  beforeAll(() => control('POST', '/reset', {}))

  it('GET returns the whole store; PUT restores it exactly', async () => {
    const snapshot = (await control('GET', '/snapshot')).body
    expect(snapshot.format).toBe('standin-snapshot/1')
    expect(snapshot.identity.tables.users.length).toBe(await userCount())
    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'after.snapshot', name: 'After' } })
    await standin.send('DELETE', `/wp-json/cal/events/v1/events/${snapshot.calendar.tables.events[0].id}`)
    expect((await control('PUT', '/snapshot', snapshot)).status).toBe(204)
    expect((await control('GET', '/snapshot')).body).toEqual(snapshot)
  })

  it.each([
    ['not JSON', '{', 'not valid JSON'],
    ['not a snapshot', '{"identity": {}}', 'not a standin snapshot'],
    [
      'an unknown table',
      JSON.stringify({
        format: 'standin-snapshot/1',
        identity: { tables: { nope: [] }, sequences: {}, random: { a: 1, b: 2, c: 3, d: 4 } },
        calendar: { tables: {}, sequences: {}, random: { a: 1, b: 2, c: 3, d: 4 } },
      }),
      'unknown table',
    ],
  ])('PUT refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const before = (await control('GET', '/snapshot')).body
    const reply = await raw('PUT', '/snapshot', body)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
    expect((await control('GET', '/snapshot')).body).toEqual(before)
  })

  it.each([
    ['identity', 'users', 'sequence "users" is 1, below the id'],
    ['identity', 'providers', 'sequence "providers" is 1, below the id'],
    ['calendar', 'posts', 'sequence "posts" is 1, below the id'],
    ['calendar', 'terms', 'sequence "terms" is 1, below the id'],
  ] as const)(
    'PUT refuses a snapshot whose %s sequence "%s" lags its rows, and creates still work',
    async (api, name, message) => {
      const before = (await control('GET', '/snapshot')).body
      const lagging = structuredClone(before)
      lagging[api].sequences[name] = 1
      const reply = await control('PUT', '/snapshot', lagging)
      expect(reply.status).toBe(400)
      expect(reply.body.error).toContain(`${api}: ${message}`)
      expect((await control('GET', '/snapshot')).body).toEqual(before)
      expect(
        (await standin.send('POST', '/wp-json/cal/events/v1/venues', { json: { venue: `After ${name}` } })).status,
      ).toBe(201)
      expect(
        (
          await standin.send('POST', '/api/v2beta/core/users/', {
            json: { username: `after.${api}.${name}`, name: 'After' },
          })
        ).status,
      ).toBe(201)
    },
  )

  it('PUT refuses a snapshot with one bad row deep inside, and changes nothing', async () => {
    const before = (await control('GET', '/snapshot')).body
    const broken = structuredClone(before)
    broken.calendar.tables.events.at(-1).start = 'yesterday'
    const reply = await control('PUT', '/snapshot', broken)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toMatch(/events/)
    expect((await control('GET', '/snapshot')).body).toEqual(before)
  })
})

describe('faults', () => {
  it("answers the injected status in each API's own error shape, then clears", async () => {
    const added = await control('POST', '/faults', [
      { path: '/api/v2beta/core/users/*', method: 'GET', status: 503 },
      { path: '/wp-json/cal/events/v1/events*', status: 500 },
    ])
    expect(added.status).toBe(201)
    const identity = await standin.send('GET', '/api/v2beta/core/users/')
    expect(identity.status).toBe(503)
    expect(identity.body).toEqual({ detail: 'Service temporarily unavailable, try again later.' })
    expect((await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'f', name: 'F' } })).status).toBe(
      201,
    )
    const calendar = await standin.send('GET', '/wp-json/cal/events/v1/events')
    expect(calendar.status).toBe(500)
    expect(calendar.body).toEqual({
      code: 'internal_server_error',
      message: 'Internal Server Error',
      data: { status: 500 },
    })
    expect((await control('GET', '/faults')).body.faults).toHaveLength(2)
    expect((await control('DELETE', '/faults')).status).toBe(204)
    expect((await standin.send('GET', '/api/v2beta/core/users/')).status).toBe(200)
  })

  it('a rate of 0 never fails, a rate of 1 always does', async () => {
    await control('POST', '/faults', { path: '/api/v2beta/*', status: 502, rate: 0 })
    for (let i = 0; i < 5; i++) expect((await standin.send('GET', '/api/v2beta/core/groups/')).status).toBe(200)
    await control('DELETE', '/faults')
    await control('POST', '/faults', { path: '/api/v2beta/*', status: 502, rate: 1 })
    for (let i = 0; i < 5; i++) expect((await standin.send('GET', '/api/v2beta/core/groups/')).status).toBe(502)
    await control('DELETE', '/faults')
  })

  it('delays matching requests (the journal shows at least the delay)', async () => {
    await control('DELETE', '/requests')
    await control('POST', '/faults', { path: '/api/v2beta/core/flows/*', delayMs: 60 })
    await control('POST', '/faults', { path: '/api/v2beta/flows/instances/', delayMs: [40, 50] })
    expect((await standin.send('GET', '/api/v2beta/flows/instances/')).status).toBe(200)
    const [entry] = (await control('GET', '/requests?path=/flows/instances/')).body.requests
    expect(entry.durationMs).toBeGreaterThanOrEqual(40)
    await control('DELETE', '/faults')
  })

  it('drops the connection', async () => {
    await control('POST', '/faults', { path: '/api/v2beta/core/applications/', drop: true })
    await expect(standin.send('GET', '/api/v2beta/core/applications/')).rejects.toThrow()
    await control('DELETE', '/faults')
    expect((await standin.send('GET', '/api/v2beta/core/applications/')).status).toBe(200)
  })

  it('honours Prefer: code= and delay= on one request', async () => {
    const failed = await standin.send('GET', '/wp-json/cal/events/v1/venues', { headers: { Prefer: 'code=429' } })
    expect(failed.status).toBe(429)
    expect(failed.body.code).toBe('rest_too_many_requests')
    const slow = await standin.send('GET', '/api/v2beta/core/users/1/', { headers: { Prefer: 'delay=30' } })
    expect(slow.status).toBe(200)
    expect(
      (await standin.send('GET', '/api/v2beta/core/users/1/', { headers: { Prefer: 'code=abc, delay=-3' } })).status,
    ).toBe(200)
  })

  it.each([
    [{}, '"path" must be a path pattern'],
    [{ path: 'x', status: 500 }, '"path" must be a path pattern'],
    [{ path: '/a' }, 'needs "delayMs", "status" or "drop"'],
    [{ path: '/a', status: 200 }, '"status" must be an error status'],
    [{ path: '/a', status: 503, drop: true }, 'not both'],
    [{ path: '/a', delayMs: -1 }, '"delayMs" must be an integer'],
    [{ path: '/a', delayMs: [5, 1] }, '"delayMs" must be an integer'],
    [{ path: '/a', drop: true, rate: 2 }, '"rate" must be a number from 0 to 1'],
    [{ path: '/a', drop: true, method: 'G E T' }, '"method" must be an HTTP method'],
    [{ path: '/a', drop: true, extra: 1 }, 'unknown fault field(s): extra'],
    [[], 'Send a fault object'],
  ])('POST /faults refuses %j', async (body, message) => {
    const reply = await control('POST', '/faults', body)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
    expect((await control('GET', '/faults')).body.faults).toEqual([])
  })
})

describe('request journal', () => {
  it('keeps the last requests with method, URL, status, duration and bodies, filterable', async () => {
    await control('DELETE', '/requests')
    await standin.send('GET', '/api/v2beta/core/users/?limit=1')
    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'journal.user', name: 'Journal' } })
    await standin.send('GET', '/wp-json/cal/events/v1/events/999999')
    const all = (await control('GET', '/requests')).body.requests
    expect(all.map((entry: any) => [entry.method, new URL(entry.url).pathname, entry.status])).toEqual([
      ['GET', '/wp-json/cal/events/v1/events/999999', 404],
      ['POST', '/api/v2beta/core/users/', 201],
      ['GET', '/api/v2beta/core/users/', 200],
    ])
    expect(all[1].requestBody).toContain('journal.user')
    expect(JSON.parse(all[1].responseBody).username).toBe('journal.user')
    expect(typeof all[0].durationMs).toBe('number')
    expect((await control('GET', '/requests?method=post')).body.requests).toHaveLength(1)
    expect((await control('GET', '/requests?status=404')).body.requests).toHaveLength(1)
    expect((await control('GET', '/requests?path=/wp-json/')).body.requests).toHaveLength(1)
    expect((await control('GET', '/requests?limit=2')).body.requests).toHaveLength(2)
    expect((await control('DELETE', '/requests')).status).toBe(204)
    expect((await control('GET', '/requests')).body.requests).toEqual([])
  })

  it('cuts long bodies short', async () => {
    await control('DELETE', '/requests')
    await standin.send('POST', '/api/v2beta/policies/expression/', {
      json: { expression: `return "${'x'.repeat(10_000)}"` },
    })
    const [entry] = (await control('GET', '/requests')).body.requests
    expect(entry.requestBody.length).toBeLessThan(2200)
    expect(entry.requestBody).toMatch(/characters\)$/)
  })

  it.each(['?status=abc', '?limit=0', '?method=G%20T', '?status=200&status=201'])(
    'refuses the filter %s',
    async (query) => {
      expect((await control('GET', `/requests${query}`)).status).toBe(400)
    },
  )
})

describe('isolated sessions', () => {
  const session = (id: string) => ({ 'X-Standin-Session': id })

  it('a session writes to its own copy; others and the shared store never see it', async () => {
    await control('POST', '/reset', {})
    const shared = await userCount()
    const created = await standin.send('POST', '/api/v2beta/core/users/', {
      json: { username: 'only.in.a', name: 'A' },
      headers: session('job-a'),
    })
    expect(created.status).toBe(201)
    expect(await userCount(session('job-a'))).toBe(shared + 1)
    expect(await userCount(session('job-b'))).toBe(shared)
    expect(await userCount()).toBe(shared)
    expect((await control('DELETE', '/sessions/job-a')).status).toBe(204)
    expect(await userCount(session('job-a'))).toBe(shared)
    expect((await control('DELETE', '/sessions/nope')).status).toBe(404)
  })

  it('without an admin token, nobody is shown session ids: the lists give a fingerprint', async () => {
    await standin.send('GET', '/api/v2beta/core/users/?limit=1', { headers: session('secret-job-7') })
    for (const path of ['/sessions', '/summary', '/requests']) {
      const reply = await control('GET', path)
      expect(reply.text, path).not.toContain('secret-job-7')
    }
    const listed = (await control('GET', '/sessions')).body.sessions
    expect(listed).toContainEqual({ ref: expect.stringMatching(/^ref:[0-9a-f]{12}$/), idleSeconds: expect.any(Number) })
    expect(listed.every((entry: any) => entry.id === undefined)).toBe(true)
    const [entry] = (await control('GET', '/requests?limit=1')).body.requests
    expect(entry.session).toMatch(/^ref:[0-9a-f]{12}$/)
  })

  it('only a caller with the API token makes a session; an anonymous one may use an existing session', async () => {
    const before = (await control('GET', '/sessions')).body.sessions.length
    const identity = await standin.send('GET', '/api/v2beta/core/users/', { auth: false, headers: session('anon-1') })
    expect(identity.status).toBe(401)
    expect(identity.body.detail).toContain('There is no session "anon-1"')
    const calendar = await standin.send('GET', '/wp-json/cal/events/v1/events', {
      auth: false,
      headers: session('anon-2'),
    })
    expect(calendar.status).toBe(401)
    expect(calendar.body).toMatchObject({
      message: expect.stringContaining('POST /__standin/sessions'),
      data: { status: 401 },
    })
    const wrongToken = await standin.send('GET', '/wp-json/cal/events/v1/events', {
      headers: { ...session('anon-3'), Authorization: 'Bearer nope' },
    })
    expect(wrongToken.status).toBe(401)
    expect((await control('GET', '/sessions')).body.sessions).toHaveLength(before)

    await control('POST', '/reset', { scenario: 'empty' }, session('anon-2'))
    const existing = await standin.send('GET', '/wp-json/cal/events/v1/events', {
      auth: false,
      headers: session('anon-2'),
    })
    expect(existing.status).toBe(200)
    expect(existing.body.total).toBe(0)
    await control('DELETE', '/sessions/anon-2')
  })

  it('POST /__standin/sessions makes one on purpose, with an id given or made', async () => {
    const named = await control('POST', '/sessions', { id: 'made-on-purpose' })
    expect(named.status).toBe(201)
    expect(named.body).toEqual({ id: 'made-on-purpose', header: 'X-Standin-Session: made-on-purpose' })
    expect((await control('POST', '/sessions', { id: 'made-on-purpose' })).status).toBe(200)
    const anonymous = await standin.send('GET', '/wp-json/cal/events/v1/events', {
      auth: false,
      headers: session('made-on-purpose'),
    })
    expect(anonymous.status).toBe(200)
    const made = await control('POST', '/sessions', {})
    expect(made.status).toBe(201)
    expect(made.body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect((await control('POST', '/sessions', { id: 'bad id' })).status).toBe(400)
    expect((await control('POST', '/sessions', { id: 5 })).status).toBe(400)
    await control('DELETE', '/sessions/made-on-purpose')
    await control('DELETE', `/sessions/${made.body.id}`)
  })

  it('control routes act on the session a request names', async () => {
    await control('POST', '/reset', { scenario: 'empty' }, session('job-c'))
    expect(await userCount(session('job-c'))).toBe(0)
    expect(await userCount()).toBeGreaterThan(0)
  })

  it("a clock pinned in a session is that session's; until then it follows the server's", async () => {
    await control('POST', '/clock', { now: '2031-06-01T12:00:00Z' }, session('clock-a'))
    const windowStart = async (headers?: Record<string, string>) =>
      (await standin.send('GET', '/wp-json/cal/events/v1/events', headers ? { headers } : {})).body.rest_url as string
    expect(await windowStart(session('clock-a'))).toContain('start_date=2031-05-31 00:00:00')
    expect(await windowStart(session('clock-b'))).toContain('start_date=2026-11-19 00:00:00')
    expect(await windowStart()).toContain('start_date=2026-11-19 00:00:00')
    expect((await control('GET', '/clock', undefined, session('clock-a'))).body).toEqual({
      now: '2031-06-01T12:00:00.000Z',
      pinned: true,
    })
    expect((await control('GET', '/clock')).body.now).toBe('2026-11-20T10:00:00.000Z')
    await control('POST', '/clock', { now: '2027-01-01T00:00:00Z' })
    expect(await windowStart(session('clock-b'))).toContain('start_date=2026-12-31 00:00:00')
    expect(await windowStart(session('clock-a'))).toContain('start_date=2031-05-31 00:00:00')
    expect((await control('DELETE', '/clock', undefined, session('clock-a'))).status).toBe(204)
    expect(await windowStart(session('clock-a'))).toContain('start_date=2026-12-31 00:00:00')
    await control('POST', '/clock', { now: '2026-11-20T10:00:00Z' })
  })

  it("faults added in a session apply to it only; the server's apply to every session", async () => {
    await control('POST', '/faults', { path: '/api/v2beta/core/groups/', status: 503 }, session('faulty'))
    expect((await standin.send('GET', '/api/v2beta/core/groups/', { headers: session('faulty') })).status).toBe(503)
    expect((await standin.send('GET', '/api/v2beta/core/groups/', { headers: session('healthy') })).status).toBe(200)
    expect((await standin.send('GET', '/api/v2beta/core/groups/')).status).toBe(200)
    expect((await control('GET', '/faults')).body.faults).toEqual([])
    expect((await control('GET', '/faults', undefined, session('faulty'))).body.faults).toHaveLength(1)

    await control('POST', '/faults', { path: '/api/v2beta/core/applications/', status: 502 })
    expect((await standin.send('GET', '/api/v2beta/core/applications/', { headers: session('healthy') })).status).toBe(
      502,
    )
    await control('DELETE', '/faults', undefined, session('healthy'))
    expect((await standin.send('GET', '/api/v2beta/core/applications/', { headers: session('healthy') })).status).toBe(
      502,
    )
    await control('DELETE', '/faults')
    await control('DELETE', '/faults', undefined, session('faulty'))
    expect((await standin.send('GET', '/api/v2beta/core/groups/', { headers: session('faulty') })).status).toBe(200)
  })

  it("refuses a malformed session id in the API's error shape", async () => {
    const reply = await standin.send('GET', '/api/v2beta/core/users/', { headers: session('bad id with spaces') })
    expect(reply.status).toBe(400)
    expect(reply.body.detail).toContain('X-Standin-Session')
    const calendar = await standin.send('GET', '/wp-json/cal/events/v1/events', { headers: session('x'.repeat(200)) })
    expect(calendar.status).toBe(400)
    expect(calendar.body.message).toContain('X-Standin-Session')
  })
})

describe('clock', () => {
  it('pins now for the APIs (audit timestamps, the calendar window) and returns to real time', async () => {
    const pinned = await control('POST', '/clock', { now: '2030-01-01T10:00:00Z' })
    expect(pinned.body).toEqual({ now: '2030-01-01T10:00:00.000Z', pinned: true })
    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'clock.user', name: 'Clock' } })
    const [event] = (await standin.send('GET', '/api/v2beta/audit/events/?limit=1')).body.results
    expect(event.created).toBe('2030-01-01T10:00:00Z')
    const list = await standin.send('GET', '/wp-json/cal/events/v1/events')
    expect(list.body.rest_url).toContain('start_date=2029-12-31 00:00:00')
    expect((await control('DELETE', '/clock')).status).toBe(204)
    expect((await control('GET', '/clock')).body.pinned).toBe(false)
    await control('POST', '/clock', { now: '2026-11-20T10:00:00Z' })
  })

  it.each([{}, { now: 'tomorrow' }, { now: '2030-01-01' }, { now: '2030-13-01T00:00:00Z' }, { now: 5 }])(
    'refuses %j',
    async (body) => {
      const reply = await control('POST', '/clock', body)
      expect(reply.status).toBe(400)
      expect(reply.body.error).toContain('ISO 8601')
    },
  )
})

describe('workbench', () => {
  it('serves its page with a strict CSP, its code and style as files; the summary stays', async () => {
    const page = await standin.send('GET', '/__standin/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(page.text).toContain('<script type="module" src="/__standin/workbench.js"></script>')
    expect(page.text).not.toMatch(/<script>|<style>| on[a-z]+=/)
    for (const [file, type] of [
      ['workbench.js', 'text/javascript'],
      ['workbench.css', 'text/css'],
    ]) {
      const reply = await standin.send('GET', `/__standin/${file}`)
      // Built by npm run build; a clone that has not built yet is told so.
      if (reply.status === 503) expect(reply.body.error).toContain('npm run build')
      else
        expect([file, reply.status, reply.headers.get('content-type')]).toEqual([file, 200, `${type}; charset=utf-8`])
    }
    const summary = (await control('GET', '/summary')).body
    expect(summary.collections.map((group: any) => group.api)).toEqual(['identity', 'calendar'])
    expect(summary.collections[0].collections).toHaveLength(25)
    expect(summary.collections[1].collections.find((c: any) => c.name === 'events').count).toBeGreaterThan(0)
  })
})

describe('cross-site requests', () => {
  const post = (path: string, body: string, headers: Record<string, string>) =>
    standin.send('POST', `/__standin${path}`, { body, headers })

  it.each([
    ['text/plain;charset=UTF-8', 'http://evil.example', 403],
    ['text/plain', undefined, 415],
    ['application/x-www-form-urlencoded', undefined, 415],
    ['multipart/form-data; boundary=x', undefined, 415],
    ['application/json', 'http://evil.example', 403],
    ['application/json', 'null', 403],
  ])('a write sent as %s from origin %s is refused with %i and changes nothing', async (type, origin, status) => {
    const users = await userCount()
    const headers = { 'Content-Type': type, ...(origin ? { Origin: origin } : {}) }
    for (const [path, body] of [
      ['/reset', '{"scenario": "empty"}'],
      ['/faults', '{"path": "/*", "status": 503}'],
      ['/clock', '{"now": "2030-01-01T10:00:00Z"}'],
    ]) {
      const reply = await post(path!, body!, headers)
      expect(reply.status, path).toBe(status)
      expect(reply.body.error).toMatch(status === 403 ? /own origin only/ : /Content-Type: application\/json/)
    }
    expect(await userCount()).toBe(users)
    expect((await control('GET', '/faults')).body.faults).toEqual([])
    expect((await control('GET', '/clock')).body.now).toBe('2026-11-20T10:00:00.000Z')
  })

  it("a read from another origin is refused; the server's own origin and no origin are served", async () => {
    expect(
      (await standin.send('GET', '/__standin/snapshot', { headers: { Origin: 'http://evil.example' } })).status,
    ).toBe(403)
    expect((await standin.send('GET', '/__standin/scenarios', { headers: { Origin: standin.origin } })).status).toBe(
      200,
    )
    expect(
      (await post('/reset', '{}', { 'Content-Type': 'application/json; charset=utf-8', Origin: standin.origin }))
        .status,
    ).toBe(204)
    expect(
      (await post('/sessions', '{"id": "vendor-json"}', { 'Content-Type': 'application/vnd.api+json' })).status,
    ).toBe(201)
    expect((await control('DELETE', '/requests')).status).toBe(204)
    await control('DELETE', '/sessions/vendor-json')
  })
})

describe('what the control routes take', () => {
  it('a body over 1 MiB is a 413, refused before it is read', async () => {
    const reply = await standin.send('POST', '/__standin/reset', {
      body: `{"pad": "${'x'.repeat(1024 * 1024)}"}`,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(reply.status).toBe(413)
    expect(reply.body.error).toBe('The body is larger than 1 MiB.')
  })

  it('at most 100 fault rules: a longer list, or one that would pass the cap, is a 400 that adds nothing', async () => {
    const rule = { path: '/nowhere/*', status: 503 }
    const tooMany = await control(
      'POST',
      '/faults',
      Array.from({ length: 101 }, () => rule),
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error).toBe('A list of at most 100 faults, not 101.')
    expect(
      (
        await control(
          'POST',
          '/faults',
          Array.from({ length: 60 }, () => rule),
        )
      ).status,
    ).toBe(201)
    const past = await control(
      'POST',
      '/faults',
      Array.from({ length: 50 }, () => rule),
    )
    expect(past.status).toBe(400)
    expect(past.body.error).toBe(
      'At most 100 fault rules are kept; 60 are set and 50 more were sent; clear them with DELETE /__standin/faults.',
    )
    expect((await control('GET', '/faults')).body.faults).toHaveLength(60)
    await control('DELETE', '/faults')
  })

  it.each(['9999-12-31T23:59:59-23:59', '0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z', '9990-01-01T00:00:00Z'])(
    'a clock pinned at %s is refused with a 400 that says the range',
    async (now) => {
      const reply = await control('POST', '/clock', { now })
      expect(reply.status).toBe(400)
      expect(reply.body.error).toBe(
        'The clock can be pinned from 1970-01-01T00:00:00.000Z to 9989-12-31T23:59:59.999Z: both APIs write four-digit years, and the calendar looks two years ahead.',
      )
      expect((await control('GET', '/clock')).body.now).toBe('2026-11-20T10:00:00.000Z')
    },
  )

  it.each(['1970-01-01T00:00:00Z', '9989-12-31T23:59:59.999Z'])(
    'at the edge of the range (%s) both APIs create, list and read',
    async (now) => {
      expect((await control('POST', '/clock', { now })).status).toBe(200)
      const venue = await standin.send('POST', '/wp-json/cal/events/v1/venues', { json: { venue: `Edge ${now}` } })
      const event = await standin.send('POST', '/wp-json/cal/events/v1/events', {
        json: { title: `Edge ${now}`, start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' },
      })
      const user = await standin.send('POST', '/api/v2beta/core/users/', {
        json: { username: `edge.${now.slice(0, 4)}`, name: 'Edge' },
      })
      const replies = [
        venue,
        event,
        user,
        await standin.send('GET', '/wp-json/cal/events/v1/events'),
        await standin.send('GET', '/api/v2beta/audit/events/?limit=1'),
      ]
      expect(replies.map((reply) => reply.status)).toEqual([201, 201, 201, 200, 200])
      await control('POST', '/clock', { now: '2026-11-20T10:00:00Z' })
      await control('POST', '/reset', {})
    },
  )
})

describe('request bodies held in memory', () => {
  let small: Standin
  beforeAll(async () => {
    small = await startKoaStandin({ snapshotBytes: 256 * 1024, bodiesBytes: 64 * 1024 })
  })
  afterAll(() => small?.close())

  const putSnapshot = (body: string) =>
    small.send('PUT', '/__standin/snapshot', { body, headers: { 'Content-Type': 'application/json' } })

  it('a snapshot takes up to --snapshot-limit; a larger one is a 413 and changes nothing', async () => {
    const snapshot = (await small.send('GET', '/__standin/snapshot')).text
    expect((await putSnapshot(snapshot)).status).toBe(204)
    const reply = await putSnapshot(`${snapshot.slice(0, -1)}, "pad": "${'x'.repeat(256 * 1024)}"}`)
    expect(reply.status).toBe(413)
    expect(reply.body.error).toBe('The body is larger than 256 KiB.')
  })

  it('snapshots are uploaded one at a time: another is a 503 until the first is done', async () => {
    const stalled = await stalledUpload(small.origin, 'PUT', '/__standin/snapshot', 200 * 1024, 1024)
    let busy: Awaited<ReturnType<typeof putSnapshot>> | undefined
    await eventually(async () => (busy = await putSnapshot('{}')).status === 503)
    expect(busy?.body.error).toBe('Another snapshot is being uploaded; try again once it is done.')
    expect(busy?.headers.get('retry-after')).toBe('1')
    stalled.close()
    await eventually(async () => (await putSnapshot('{}')).status === 400)
  })

  it('bodies of requests in progress share a budget: past it an API answers its 503, and nothing is kept', async () => {
    // The budget is the bodies' 64 KiB and one snapshot's 256 KiB; the upload still arrives (a
    // byte every 50 ms), so it does not give way (test/server/body-reading.test.ts) for 2 s.
    const stalled = await stalledUpload(small.origin, 'POST', '/api/v2beta/core/users/', 1024 * 1024, 300 * 1024, 50)
    const post = () =>
      small.send('POST', '/api/v2beta/core/users/', { json: { username: 'budget', name: 'x'.repeat(30 * 1024) } })
    let refused: Awaited<ReturnType<typeof post>> | undefined
    await eventually(async () => (refused = await post()).status === 503)
    expect(refused?.body).toEqual({ detail: 'Service temporarily unavailable, try again later.' })
    const calendar = await small.send('POST', '/wp-json/cal/events/v1/tags', { json: { name: 'y'.repeat(30 * 1024) } })
    expect(calendar.status).toBe(503)
    expect(calendar.body.code).toBe('rest_service_unavailable')
    const controlRoute = await small.send('POST', '/__standin/faults', {
      body: `[${' '.repeat(30 * 1024)}]`,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(controlRoute.status).toBe(503)
    stalled.close()
    await eventually(async () => (await post()).status === 400)
  })
})
