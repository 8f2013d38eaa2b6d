import { afterEach, describe, expect, it } from 'vitest'
import { MAX_STUBS } from '../../../mocks/levers/stubs.js'
import { useStandin } from '../../helpers/standin.js'

/** Stubs on the standalone server: /__standin/stubs, times, sessions, the journal, faults by id. */

const standin = useStandin({ host: 'koa' })

const control = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  standin.send(method, `/__standin${path}`, {
    ...(json !== undefined ? { json } : {}),
    ...(headers ? { headers } : {}),
  })
const session = (id: string) => ({ 'X-Standin-Session': id })

const USERS = '/api/v2beta/core/users/'
const unavailable = {
  request: { method: 'GET', path: '/api/v2beta/core/users/:id/' },
  response: { status: 503, headers: { 'Retry-After': '7' }, body: { detail: 'down for a test' } },
}

afterEach(async () => {
  await control('DELETE', '/stubs')
  await control('DELETE', '/faults')
})

describe('stubs', () => {
  it('POST answers 201 with the stub and its id; it wins over the model until removed', async () => {
    const model = await standin.send('GET', `${USERS}1/`)
    expect(model.status).toBe(200)
    const created = await control('POST', '/stubs', unavailable)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({ id: expect.stringMatching(/^stub-\d+$/), ...unavailable, used: 0 })
    const stubbed = await standin.send('GET', `${USERS}1/`)
    expect(stubbed.status).toBe(503)
    expect(stubbed.headers.get('retry-after')).toBe('7')
    expect(stubbed.headers.get('content-type')).toMatch(/^application\/json/)
    expect(stubbed.body).toEqual({ detail: 'down for a test' })
    // Other methods and paths still reach the model.
    expect((await standin.send('GET', USERS)).status).toBe(200)
    expect((await control('GET', '/stubs')).body).toEqual({ stubs: [{ ...created.body, used: 1 }] })
    expect((await control('DELETE', `/stubs/${created.body.id}`)).status).toBe(204)
    expect((await control('DELETE', `/stubs/${created.body.id}`)).status).toBe(404)
    expect((await standin.send('GET', `${USERS}1/`)).body).toEqual(model.body)
  })

  it('answers `times` times, then is gone; DELETE /stubs removes every one', async () => {
    await control('POST', '/stubs', {
      request: { path: '/wp-json/cal/events/v1/events' },
      response: { status: 200, body: { events: [] } },
      times: 2,
    })
    for (let i = 0; i < 2; i++)
      expect((await standin.send('GET', '/wp-json/cal/events/v1/events')).body).toEqual({ events: [] })
    expect((await standin.send('GET', '/wp-json/cal/events/v1/events')).body.events.length).toBeGreaterThan(0)
    expect((await control('GET', '/stubs')).body.stubs).toEqual([])
    await control('POST', '/stubs', unavailable)
    await control('POST', '/stubs', { request: { path: '/api/*' }, response: { status: 418 } })
    expect((await control('DELETE', '/stubs')).status).toBe(204)
    expect((await control('GET', '/stubs')).body.stubs).toEqual([])
    expect((await standin.send('GET', USERS)).status).toBe(200)
  })

  it('match the query, headers and body partially; the first added that matches answers', async () => {
    await control('POST', '/stubs', {
      request: { method: 'POST', path: USERS, headers: { 'X-Case': 'taken' }, body: { username: 'alice' } },
      response: { status: 400, body: { username: ['This field must be unique.'] } },
    })
    await control('POST', '/stubs', {
      request: { path: USERS, query: { search: 'nobody' } },
      response: { status: 200, body: { count: 0, results: [] } },
    })
    const refused = await standin.send('POST', USERS, {
      json: { username: 'alice', name: 'Alice' },
      headers: { 'X-Case': 'taken' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({ username: ['This field must be unique.'] })
    expect((await standin.send('POST', USERS, { json: { username: 'alice', name: 'Alice' } })).status).toBe(201)
    expect((await standin.send('GET', `${USERS}?search=nobody&limit=2`)).body).toEqual({ count: 0, results: [] })
    expect((await standin.send('GET', `${USERS}?search=somebody`)).body.results).toBeDefined()
  })

  it('win over faults; a text body goes out as it is', async () => {
    await control('POST', '/faults', { path: '/api/*', status: 502 })
    await control('POST', '/stubs', {
      request: { path: '/api/v2beta/root/config/' },
      response: { status: 200, headers: { 'Content-Type': 'text/plain' }, body: 'plain' },
    })
    const stubbed = await standin.send('GET', '/api/v2beta/root/config/')
    expect([stubbed.status, stubbed.text, stubbed.headers.get('content-type')]).toEqual([200, 'plain', 'text/plain'])
    expect((await standin.send('GET', USERS)).status).toBe(502)
  })

  it('the journal names the stub that answered', async () => {
    await control('DELETE', '/requests')
    const created = await control('POST', '/stubs', unavailable)
    await standin.send('GET', `${USERS}2/`)
    await standin.send('GET', USERS)
    const entries = (await control('GET', '/requests')).body.requests
    expect(entries.map((entry: { stub: string | null; status: number }) => [entry.stub, entry.status])).toEqual([
      [null, 200],
      [created.body.id, 503],
    ])
    expect((await control('GET', '/summary')).body.stubs).toEqual([{ ...created.body, used: 1 }])
  })

  it("a session's stubs answer it only; the server's answer every session, after its own", async () => {
    const own = await control(
      'POST',
      '/stubs',
      { request: { path: USERS }, response: { status: 200, body: { mine: true } } },
      session('stubbed'),
    )
    expect((await standin.send('GET', USERS, { headers: session('stubbed') })).body).toEqual({ mine: true })
    expect((await standin.send('GET', USERS, { headers: session('other') })).body.results).toBeDefined()
    expect((await standin.send('GET', USERS)).body.results).toBeDefined()
    expect((await control('GET', '/stubs')).body.stubs).toEqual([])
    await control('POST', '/stubs', { request: { path: '/api/*' }, response: { status: 299 } })
    expect((await standin.send('GET', USERS, { headers: session('other') })).status).toBe(299)
    expect((await standin.send('GET', USERS, { headers: session('stubbed') })).status).toBe(200)
    // A session lists and removes its own only.
    const server = (await control('GET', '/stubs')).body.stubs[0]
    expect((await control('DELETE', `/stubs/${server.id}`, undefined, session('stubbed'))).body.error).toContain(
      'in this session',
    )
    expect((await control('DELETE', `/stubs/${own.body.id}`, undefined, session('stubbed'))).status).toBe(204)
    expect((await standin.send('GET', USERS, { headers: session('stubbed') })).status).toBe(299)
  })

  it.each([
    ['a list', [unavailable], 'a stub must be an object'],
    [
      'a bad pattern',
      { request: { path: '/api/v2beta/core/user*/' }, response: { status: 200 } },
      '"*" stands for a whole segment',
    ],
    [
      'a status out of range',
      { request: { path: '/api/*' }, response: { status: 600 } },
      '"response.status" must be an integer from 200 to 599',
    ],
    ['times below 1', { ...unavailable, times: 0 }, '"times" must be an integer from 1'],
    ['times not an integer', { ...unavailable, times: 2.5 }, '"times" must be an integer from 1'],
    ['an unknown key', { ...unavailable, priority: 1 }, 'unknown stub field(s): priority'],
    ['no body', undefined, '"request" must be an object'],
  ])('POST refuses %s with a 400, and changes nothing', async (_case, body, message) => {
    const reply =
      body === undefined
        ? await standin.send('POST', '/__standin/stubs', { headers: { 'Content-Type': 'application/json' } })
        : await control('POST', '/stubs', body)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toMatch(/^The stub was refused, nothing changed: /)
    expect(reply.body.error).toContain(message)
    expect((await control('GET', '/stubs')).body.stubs).toEqual([])
  })

  it('keeps at most MAX_STUBS per store', async () => {
    for (let i = 0; i < MAX_STUBS; i++)
      expect(
        (await control('POST', '/stubs', { request: { path: `/api/x${i}` }, response: { status: 200 } })).status,
      ).toBe(201)
    const past = await control('POST', '/stubs', unavailable)
    expect(past.status).toBe(400)
    expect(past.body.error).toContain(`at most ${MAX_STUBS} stubs are kept`)
    expect((await control('GET', '/stubs')).body.stubs).toHaveLength(MAX_STUBS)
  })
})

describe('faults by id', () => {
  it('each fault has an id; DELETE /faults/<id> removes that one', async () => {
    const added = await control('POST', '/faults', [
      { path: '/api/v2beta/core/users/', status: 503 },
      { path: '/api/v2beta/core/groups/', status: 502 },
    ])
    const [users, groups] = added.body.faults
    expect([users.id, groups.id]).toEqual([expect.stringMatching(/^fault-\d+$/), expect.stringMatching(/^fault-\d+$/)])
    expect((await control('DELETE', `/faults/${users.id}`)).status).toBe(204)
    expect((await standin.send('GET', USERS)).status).toBe(200)
    expect((await standin.send('GET', '/api/v2beta/core/groups/')).status).toBe(502)
    expect((await control('GET', '/faults')).body.faults).toEqual([groups])
    const missing = await control('DELETE', `/faults/${users.id}`)
    expect([missing.status, missing.body.error]).toEqual([404, `No fault "${users.id}".`])
  })

  it('a templated stub echoes a posted field and the path id; a template that does not parse is a 400', async () => {
    const echo = {
      request: { method: 'POST', path: '/api/v2beta/core/users/:id/echo/' },
      response: {
        status: 201,
        template: true,
        headers: { 'X-User': '{{request.params.id}}' },
        body: { id: '{{request.pathSegments.[4]}}', name: "{{jsonPath request.body '$.name'}}", at: '{{now}}' },
      },
    }
    expect((await control('POST', '/stubs', echo)).status).toBe(201)
    const answered = await standin.send('POST', `${USERS}42/echo/`, { json: { name: 'Ada' } })
    expect([answered.status, answered.headers.get('x-user'), answered.body]).toEqual([
      201,
      '42',
      { id: '42', name: 'Ada', at: '2026-11-20T10:00:00Z' },
    ])
    const broken = await control('POST', '/stubs', {
      request: { path: '/x' },
      response: { status: 200, template: true, body: '{{#if}}' },
    })
    expect(broken.status).toBe(400)
    expect(broken.body.error).toMatch(
      /^The stub was refused, nothing changed: "response": the template "\{\{#if\}\}" does not parse/,
    )
  })

  it("a templated stub past its bounds answers the API's 500 saying why; the server goes on", async () => {
    await control('POST', '/stubs', {
      request: { path: '/api/v2beta/core/users/loop/' },
      response: {
        status: 200,
        template: true,
        body: "{{#each (lookup request 'pathSegments')}}{{#each ../request.query}}{{#each ../../request.headers}}x{{/each}}{{/each}}{{/each}}",
      },
    })
    const query = Array.from({ length: 500 }, (_, index) => `q${index}=1`).join('&')
    const headers = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`x-h${index}`, '1']))
    const answered = await standin.send('POST', `/api/v2beta/core/users/loop/?${query}`, { headers })
    expect(answered.status).toBe(500)
    expect(answered.text).toMatch(/loops more than a stub may/)
    expect((await standin.send('GET', USERS)).status).toBe(200)
  })
})
