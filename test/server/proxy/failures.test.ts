import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProxySettings } from '../../../server/proxy/options.js'
import { startUpstream, type Upstream } from '../../helpers/misbehaving-upstream.js'
import { parseRawResponse, rawExchange } from '../../helpers/raw-http.js'
import { type Standin, startKoaStandin } from '../../helpers/standin.js'

/**
 * `--proxy` in front of a deployment that misbehaves (test/helpers/misbehaving-upstream.ts): what
 * it passes on, and each failure answered in the error shape of the API owning the path, within
 * the timeout, holding no memory afterwards.
 */

const TIMEOUT_MS = 400
const LIMIT_BYTES = 1024 * 1024

let upstream: Upstream
let standin: Standin

const settings = (origin: string, more: Partial<ProxySettings> = {}): ProxySettings => ({
  origin: new URL(origin),
  paths: ['/api/v2beta/core/users/*', '/wp-json/cal/events/v1/events/*'],
  headers: [['authorization', 'Bearer upstream-token']],
  timeoutMs: TIMEOUT_MS,
  answerBytes: LIMIT_BYTES,
  recordStubs: undefined,
  ...more,
})

beforeAll(async () => {
  upstream = await startUpstream({ hugeBytes: 4 * LIMIT_BYTES })
  standin = await startKoaStandin({ proxy: settings(upstream.origin) })
})
afterAll(async () => {
  await standin.close()
  await upstream.close()
})

/** Each API's error shape for a status, and the control plane's outside them. */
const SHAPES = [
  { where: 'identity', base: '/api/v2beta/core/users', shape: (_status: number) => ({ detail: expect.any(String) }) },
  {
    where: 'calendar',
    base: '/wp-json/cal/events/v1/events',
    shape: (status: number) => ({ code: expect.any(String), message: expect.any(String), data: { status } }),
  },
  { where: 'outside both APIs', base: '/elsewhere', shape: () => ({ error: expect.any(String) }) },
] as const

describe('--proxy passes the request on as it came', () => {
  it("method, path, query, headers (less its connection's, with --proxy-header) and body; the answer as it is", async () => {
    const reply = await standin.send('POST', '/api/v2beta/core/users/echo/?a=1&b=two', {
      json: { name: 'x' },
      headers: { 'X-Custom': 'kept', 'Proxy-Authorization': 'Basic eA==' },
    })
    expect(reply.status).toBe(200)
    expect(reply.headers.get('x-upstream')).toBe('misbehaving')
    const echo = reply.body
    expect(echo).toMatchObject({ method: 'POST', path: '/api/v2beta/core/users/echo/', query: { a: '1', b: 'two' } })
    expect(JSON.parse(echo.body)).toEqual({ name: 'x' })
    expect(echo.headers).toMatchObject({
      'x-custom': 'kept',
      authorization: 'Bearer upstream-token',
      host: new URL(upstream.origin).host,
    })
    for (const name of ['proxy-authorization', 'keep-alive', 'accept-encoding'])
      expect(echo.headers, name).not.toHaveProperty(name)
    // What fetch will not send: the headers a Connection header names belong to that connection.
    const raw = await rawExchange(
      standin.origin,
      'GET /elsewhere/echo HTTP/1.1\r\nHost: localhost\r\nConnection: close, X-Hop\r\nX-Hop: dropped\r\nX-Kept: yes\r\n\r\n',
    )
    const hops = JSON.parse(parseRawResponse(raw).body).headers
    expect(hops).toMatchObject({ 'x-kept': 'yes' })
    expect(hops).not.toHaveProperty('x-hop')
    const entry = (await standin.send('GET', '/__standin/requests?method=POST&limit=1')).body.requests[0]
    expect(entry).toMatchObject({ method: 'POST', status: 200, proxied: upstream.origin })
  })

  it('answers what the deployment answers: a page, a 500, a redirect (not followed)', async () => {
    const html = await standin.send('GET', '/api/v2beta/core/users/html/')
    expect([html.status, html.headers.get('content-type')]).toEqual([200, 'text/html'])
    const error = await standin.send('GET', '/wp-json/cal/events/v1/events/error')
    expect([error.status, error.text]).toEqual([500, 'Internal Server Error'])
    const redirect = await standin.send('GET', '/elsewhere/redirect')
    expect([redirect.status, redirect.headers.get('location')]).toEqual([302, '/elsewhere'])
  })

  it('serves the rest itself', async () => {
    const groups = await standin.send('GET', '/api/v2beta/core/groups/')
    expect(groups.status).toBe(200)
    expect(groups.body.count).toBeGreaterThan(0)
    expect(upstream.received.some((request) => request.url.includes('/core/groups/'))).toBe(false)
  })
})

describe('a deployment that fails is a 502 or 504 in the error shape of the path', () => {
  for (const { where, base, shape } of SHAPES) {
    it(`${where}: slow is a 504 within --proxy-timeout`, async () => {
      const started = performance.now()
      const reply = await standin.send('GET', `${base}/slow`)
      const took = performance.now() - started
      expect(reply.status).toBe(504)
      expect(reply.body).toEqual(shape(504))
      expect(reply.text).toContain(`did not answer within ${TIMEOUT_MS} ms`)
      expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
      expect(took).toBeLessThan(TIMEOUT_MS + 5000)
    })

    it(`${where}: a reset, and a body past --proxy-limit, are 502s`, async () => {
      const reset = await standin.send('GET', `${base}/reset`)
      expect(reset.status).toBe(502)
      expect(reset.body).toEqual(shape(502))
      expect(reset.text).toContain('ECONNRESET')
      const huge = await standin.send('GET', `${base}/huge`)
      expect(huge.status).toBe(502)
      expect(huge.body).toEqual(shape(502))
      expect(huge.text).toContain('answered more than 1 MiB')
    })
  }

  it('a deployment that refuses connections is a 502', async () => {
    const closed = await startUpstream()
    await closed.close()
    const other = await startKoaStandin({ proxy: settings(closed.origin) })
    try {
      const reply = await other.send('GET', '/api/v2beta/core/users/x/')
      expect(reply.status).toBe(502)
      expect(reply.body.detail).toContain('ECONNREFUSED')
    } finally {
      await other.close()
    }
  })
})
