import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutAdminToken } from '../../server/control/guards.js'
import { type Reply, type Standin, startKoaStandin, useStandin } from '../helpers/standin.js'

/** The Koa host around the APIs: what it adds (CORS, the admin token), and what it must not change. */

const standin = useStandin({ host: 'koa' })

const IDENTITY = '/api/v2beta/core/users/'
const CALENDAR = '/wp-json/cal/events/v1/events'
const APP = 'http://app.example'

const preflight = (server: Standin, path: string, origin = APP) =>
  server.send('OPTIONS', path, {
    auth: false,
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'PATCH',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  })

/** Browsers refuse `*` with credentials: no answer may carry both. */
function expectNoCredentialedWildcard(reply: Reply): void {
  const wildcard = reply.headers.get('access-control-allow-origin') === '*'
  expect(wildcard && reply.headers.get('access-control-allow-credentials') === 'true').toBe(false)
}

describe('the Koa host leaves API answers alone', () => {
  it.each([
    [IDENTITY, 405, { detail: 'Method "PURGE" not allowed.' }],
    [CALENDAR, 404, { code: 'rest_no_route' }],
  ])(
    "a method the control router does not know (PURGE %s) gets the API's answer, not a 501",
    async (path, status, body) => {
      const reply = await standin.send('PURGE', path)
      expect(reply.status).toBe(status)
      expect(reply.body).toMatchObject(body)
    },
  )

  it('an OPTIONS that is not a preflight still reaches the API', async () => {
    const reply = await standin.send('OPTIONS', IDENTITY, { headers: { Origin: APP } })
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ name: expect.stringMatching(/ List$/), parses: expect.any(Array) })
  })

  it('without an Origin, no CORS header is added', async () => {
    const reply = await standin.send('GET', `${IDENTITY}?limit=1`)
    expect(reply.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('CORS by default: any origin, without credentials', () => {
  it.each([
    [IDENTITY, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'], ['Authorization', 'Content-Type']],
    [CALENDAR, ['OPTIONS', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'], ['Authorization', 'X-WP-Nonce', 'Content-Type']],
  ])("the host answers a preflight to %s with the API's methods and headers", async (path, methods, headers) => {
    const reply = await preflight(standin, path)
    // Both APIs answer OPTIONS themselves with 200 and a description: this is the host's.
    expect(reply.status).toBe(204)
    expect(reply.text).toBe('')
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('access-control-allow-methods')?.split(', ')).toEqual(methods)
    expect(reply.headers.get('access-control-allow-headers')?.split(', ')).toEqual(
      expect.arrayContaining([...headers, 'x-standin-session', 'Prefer']),
    )
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('identity answers get Allow-Origin * and the exposed headers', async () => {
    const reply = await standin.send('GET', `${IDENTITY}?limit=1`, { headers: { Origin: APP } })
    expect(reply.headers.get('access-control-allow-origin')).toBe('*')
    expect(reply.headers.get('access-control-expose-headers')).toBe('Allow, X-passbook-id')
    expectNoCredentialedWildcard(reply)
  })

  it("calendar answers keep WordPress's own CORS headers: the origin echoed, with credentials, never *", async () => {
    const reply = await standin.send('GET', CALENDAR, { headers: { Origin: APP } })
    expect(reply.headers.get('access-control-allow-origin')).toBe(APP)
    expect(reply.headers.get('access-control-allow-credentials')).toBe('true')
    expect(reply.headers.get('vary')).toContain('Origin')
    expectNoCredentialedWildcard(reply)
  })
})

describe('CORS with a list of origins (--cors-origin)', () => {
  let listed: Standin
  beforeAll(async () => {
    listed = await startKoaStandin({ cors: { origins: [APP, 'http://other.example'] } })
  })
  afterAll(() => listed?.close())

  it('an allowed origin is echoed (never *), with Vary: Origin', async () => {
    for (const reply of [
      await preflight(listed, IDENTITY),
      await listed.send('GET', `${IDENTITY}?limit=1`, { headers: { Origin: APP } }),
    ]) {
      expect(reply.headers.get('access-control-allow-origin')).toBe(APP)
      expect(reply.headers.get('vary')).toContain('Origin')
      expect(reply.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  it('another origin gets no CORS header at all, from the host or the API', async () => {
    const refusedPreflight = await preflight(listed, CALENDAR, 'http://evil.example')
    expect(refusedPreflight.status).toBe(204)
    const answer = await listed.send('GET', CALENDAR, { headers: { Origin: 'http://evil.example' } })
    expect(answer.status).toBe(200)
    for (const reply of [refusedPreflight, answer]) {
      expect([...reply.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([])
    }
  })
})

describe('--admin-token closes the control routes', () => {
  let closed: Standin
  beforeAll(async () => {
    closed = await startKoaStandin({ adminToken: 'qa-secret' })
  })
  afterAll(() => closed?.close())

  it('health stays open; every other control route answers 401 {"error"} without the token and changes nothing', async () => {
    expect((await closed.send('GET', '/__standin/health', { auth: false })).status).toBe(200)
    const users = closed.context.identity.users.size
    // The workbench's page and files hold nothing of the server's: open, the page asks for the token.
    for (const path of ['/__standin/', '/__standin/workbench.js', '/__standin/workbench.css'])
      expect([path, (await closed.send('GET', path, { auth: false })).status]).not.toEqual([path, 401])
    for (const [method, path] of [
      ['GET', '/__standin/records?api=identity&collection=core/users'],
      ['GET', '/__standin/requests/1'],
      ['GET', '/__standin/summary'],
      ['GET', '/__standin/snapshot'],
      ['POST', '/__standin/reset'],
      ['DELETE', '/__standin/requests'],
      ['POST', '/__standin/faults'],
    ]) {
      const reply = await closed.send(
        method!,
        path!,
        method === 'GET' ? {} : { json: { scenario: 'empty', path: '/x', status: 503 } },
      )
      expect(reply.status, `${method} ${path}`).toBe(401)
      expect(reply.body).toEqual({ error: expect.stringContaining('admin token') })
      expect(reply.headers.get('www-authenticate')).toMatch(/^Bearer /)
    }
    expect(closed.context.identity.users.size).toBe(users)
    expect(
      (await closed.send('GET', '/__standin/faults', { auth: false, headers: { 'X-Standin-Admin-Token': 'wrong' } }))
        .status,
    ).toBe(401)
  })

  it('accepts the token as a Bearer, as X-Standin-Admin-Token, and as ?token= on a GET only', async () => {
    expect(
      (await closed.send('GET', '/__standin/faults', { headers: { Authorization: 'Bearer qa-secret' } })).status,
    ).toBe(200)
    expect(
      (await closed.send('GET', '/__standin/faults', { headers: { 'X-Standin-Admin-Token': 'qa-secret' } })).status,
    ).toBe(200)
    expect((await closed.send('GET', '/__standin/snapshot?token=qa-secret')).status).toBe(200)
    expect((await closed.send('POST', '/__standin/reset?token=qa-secret', { json: {} })).status).toBe(401)
    expect(
      (await closed.send('POST', '/__standin/reset', { json: {}, headers: { 'X-Standin-Admin-Token': 'qa-secret' } }))
        .status,
    ).toBe(204)
  })

  it('shows session ids to the admin only', async () => {
    await closed.send('GET', `${IDENTITY}?limit=1`, { headers: { 'X-Standin-Session': 'job-for-admin' } })
    const admin = { headers: { 'X-Standin-Admin-Token': 'qa-secret' } }
    expect((await closed.send('GET', '/__standin/sessions', admin)).body.sessions).toContainEqual({
      id: 'job-for-admin',
      idleSeconds: expect.any(Number),
    })
    expect((await closed.send('GET', '/__standin/requests?limit=1', admin)).body.requests[0].session).toBe(
      'job-for-admin',
    )
    expect((await closed.send('GET', '/__standin/sessions')).status).toBe(401)
  })

  it('the APIs still take only their own token', async () => {
    expect((await closed.send('GET', `${IDENTITY}?limit=1`)).status).toBe(200)
    expect(
      (await closed.send('GET', `${IDENTITY}?limit=1`, { headers: { Authorization: 'Bearer qa-secret' } })).status,
    ).toBe(401)
  })

  it('a token given in the query is not written to the log', () => {
    expect(withoutAdminToken('http://127.0.0.1:8000/__standin/?token=qa-secret')).toBe(
      'http://127.0.0.1:8000/__standin/?token=redacted',
    )
  })
})
