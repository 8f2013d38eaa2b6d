import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { REQUEST_LIMITS } from '../../mocks/http/limits.js'
import { takeSnapshot } from '../../mocks/context/snapshot.js'
import { NODE_HEADER_BYTES } from '../../server/app.js'
import { parseRawResponse, rawExchange } from '../helpers/raw-http.js'
import { type Reply, useStandin } from '../helpers/standin.js'

/**
 * The request limits (mocks/http/limits.ts) through both hosts: past each one the answer is
 * the API's own error with 413, 414 or 431, and nothing is written. Then what only the Koa
 * host can show: it answers a declared or streamed oversized body without reading it all,
 * and Node's own header limit sits above standin's.
 */

const IDENTITY = '/api/v2beta/core/users/'
const CALENDAR = '/wp-json/cal/events/v1/events'

const hosts = { msw: useStandin(), koa: useStandin({ host: 'koa' }) }

function expectIdentityError(reply: Reply, status: number) {
  expect(reply.status).toBe(status)
  expect(reply.body).toEqual({ detail: expect.any(String) })
}

function expectCalendarError(reply: Reply, status: number) {
  expect(reply.status).toBe(status)
  expect(reply.body).toEqual({ code: expect.any(String), message: expect.any(String), data: { status } })
}

/** A JSON body of exactly `bytes` bytes (a name padded with "x"). */
const bodyOf = (bytes: number) => `{"name":"${'x'.repeat(bytes - 11)}"}`

describe.each(['msw', 'koa'] as const)('limits through %s', (host) => {
  it("a body over 1 MiB is a 413 in each API's shape, and writes nothing", async () => {
    const standin = hosts[host]
    const before = JSON.stringify(takeSnapshot(standin.context))
    const body = bodyOf(REQUEST_LIMITS.bodyBytes + 1)
    const headers = { 'Content-Type': 'application/json' }
    expectIdentityError(await standin.send('POST', IDENTITY, { body, headers }), 413)
    expectCalendarError(await standin.send('POST', CALENDAR, { body, headers }), 413)
    expect(JSON.stringify(takeSnapshot(standin.context))).toBe(before)
  })

  it('a body of exactly 1 MiB is read (and refused for what it says, not its size)', async () => {
    const reply = await hosts[host].send('POST', IDENTITY, {
      body: bodyOf(REQUEST_LIMITS.bodyBytes),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toHaveProperty('username')
  })

  it('counts bytes, not characters: 400,000 three-byte characters are over the limit', async () => {
    const reply = await hosts[host].send('POST', CALENDAR, {
      body: `{"title":"${'€'.repeat(400_000)}"}`,
      headers: { 'Content-Type': 'application/json' },
    })
    expectCalendarError(reply, 413)
  })

  it('a path and query over 8 KiB is a 414', async () => {
    const query = `?search=${'a'.repeat(REQUEST_LIMITS.targetLength)}`
    expectIdentityError(await hosts[host].send('GET', `${IDENTITY}${query}`), 414)
    expectCalendarError(await hosts[host].send('GET', `${CALENDAR}${query}`), 414)
  })

  it('headers over 16 KiB are a 431', async () => {
    const headers = { 'X-Padding': 'p'.repeat(REQUEST_LIMITS.headerBytes) }
    expectIdentityError(await hosts[host].send('GET', IDENTITY, { headers }), 431)
    expectCalendarError(await hosts[host].send('GET', CALENDAR, { headers }), 431)
  })

  it('HEAD past a limit gets the status without a body', async () => {
    const reply = await hosts[host].send('HEAD', `${IDENTITY}?search=${'a'.repeat(REQUEST_LIMITS.targetLength)}`)
    expect(reply.status).toBe(414)
    expect(reply.text).toBe('')
  })
})

describe('the Koa host reads no more than the limit', () => {
  it('answers 413 to a declared Content-Length past the limit before the body arrives', async () => {
    const head = [
      `POST ${CALENDAR} HTTP/1.1`,
      'Host: localhost',
      'Content-Type: application/json',
      `Content-Length: ${50 * 1024 * 1024}`,
      '',
      '{"title":',
    ].join('\r\n')
    // The body never comes: only an answer given without reading it can arrive.
    const raw = parseRawResponse(await rawExchange(hosts.koa.origin, head, /\r\n\r\n[\s\S]*\}$/))
    expect(raw.status).toBe(413)
    expect(JSON.parse(raw.body)).toMatchObject({ code: 'rest_request_too_large', data: { status: 413 } })
  })

  it('answers 413 to a streamed body once it passes the limit, and the client reads the answer', async () => {
    const chunk = new TextEncoder().encode(`"${'y'.repeat(64 * 1024 - 2)}",`)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 4 MiB in all, without a Content-Length (chunked).
        if (sent >= 64) return controller.close()
        sent++
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${hosts.koa.origin}${IDENTITY}`, {
      method: 'POST',
      headers: { Authorization: 'Bearer standin-dev-token', 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ detail: expect.any(String) })
    expect((await hosts.koa.send('GET', `${IDENTITY}?limit=1`)).status).toBe(200)
  })

  it("past Node's own header limit (far above standin's), Node answers a bare 431", async () => {
    const request = `GET ${IDENTITY} HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'p'.repeat(NODE_HEADER_BYTES)}\r\n\r\n`
    const raw = parseRawResponse(await rawExchange(hosts.koa.origin, request))
    expect(raw.status).toBe(431)
  })

  it.each([
    [IDENTITY, '1.2.3.4.5', 'detail'],
    [CALENDAR, 'exa mple', 'message'],
    [CALENDAR, '[::1', 'message'],
    [CALENDAR, 'evil.example/elsewhere', 'message'],
    [IDENTITY, 'user@evil.example', 'detail'],
  ])(
    "a Host header that names no host (%s, %j) is the API's 400, and leaves the journal readable",
    async (path, host, field) => {
      const reply = parseRawResponse(
        await rawExchange(
          hosts.koa.origin,
          `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${DEFAULT_TOKEN}\r\nConnection: close\r\n\r\n`,
        ),
      )
      expect(reply.status).toBe(400)
      expect(JSON.parse(reply.body)[field]).toContain(
        `The Host header ${JSON.stringify(host)} is not a valid host name`,
      )
      const journal = await fetch(`${hosts.koa.origin}/__standin/requests?limit=1`)
      expect(journal.status).toBe(200)
      expect((await journal.json()).requests[0]).toMatchObject({ url: expect.stringContaining(path), status: 400 })
      expect((await fetch(`${hosts.koa.origin}/__standin/summary`)).status).toBe(200)
    },
  )

  it('without a Host header (HTTP/1.0), or with an absolute-form target, the API answers', async () => {
    const noHost = parseRawResponse(await rawExchange(hosts.koa.origin, `GET ${CALENDAR} HTTP/1.0\r\n\r\n`))
    expect(noHost.status).toBe(200)
    expect(JSON.parse(noHost.body).rest_url).toMatch(/^http:\/\/localhost\//)
    const absolute = parseRawResponse(
      await rawExchange(
        hosts.koa.origin,
        `GET http://calendar.example${CALENDAR} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      ),
    )
    expect(absolute.status).toBe(200)
    expect(JSON.parse(absolute.body).rest_url).toMatch(/^http:\/\/calendar\.example\//)
  })
})
