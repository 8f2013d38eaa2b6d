import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exactHostNames, hostName, isOwnHost } from '../../../server/control/guards.js'
import { takeSnapshot } from '../../../mocks/context/snapshot.js'
import { parseRawResponse, rawExchange } from '../../helpers/raw-http.js'
import { type Standin, startKoaStandin } from '../../helpers/standin.js'

/**
 * The control plane answers to its own names only: a DNS-rebinding page (its own name, now
 * pointing at 127.0.0.1, in both Host and Origin) is refused, while curl, the workbench in a
 * browser and the APIs under any name still work.
 */

let standin: Standin
let port: number

beforeAll(async () => {
  standin = await startKoaStandin({ allowedHosts: ['standin', '.qa.example.test'] })
  port = Number(new URL(standin.origin).port)
})
afterAll(() => standin.close())

/** One request with the Host (and any headers) given, as a browser after rebinding sends it. */
async function as(host: string, method: string, path: string, headers: Record<string, string> = {}, body = '') {
  const head = Object.entries({ Host: host, Connection: 'close', ...headers, 'Content-Length': String(body.length) })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  const reply = parseRawResponse(await rawExchange(standin.origin, `${method} ${path} HTTP/1.1\r\n${head}\r\n${body}`))
  let json: any
  try {
    json = JSON.parse(reply.body)
  } catch {
    json = undefined
  }
  return { ...reply, json }
}

describe('the Host check of the control plane', () => {
  it('refuses a rebinding page: its name in Host and Origin, for writes, reads and the workbench', async () => {
    const before = takeSnapshot(standin.context)
    const host = `attacker.example:${port}`
    const page = { Origin: `http://${host}`, 'Sec-Fetch-Site': 'same-origin' }
    const reset = await as(host, 'POST', '/__standin/reset', { ...page, 'Content-Type': 'application/json' }, '{}')
    expect(reset.status).toBe(403)
    expect(reset.json.error).toContain('--allowed-host "attacker.example"')
    expect(reset.headers).toMatch(/content-type: application\/json/i)
    for (const path of ['/__standin/snapshot', '/__standin/requests', '/__standin/', '/__standin/faults']) {
      const read = await as(host, 'GET', path, page)
      expect([path, read.status, typeof read.json?.error]).toEqual([path, 403, 'string'])
    }
    const fault = await as(
      host,
      'POST',
      '/__standin/faults',
      { ...page, 'Content-Type': 'application/json' },
      '{"path": "/*", "status": 503}',
    )
    expect(fault.status).toBe(403)
    expect(takeSnapshot(standin.context)).toEqual(before)
    expect(standin.context.faults.rules).toEqual([])
  })

  it('answers curl and the workbench by 127.0.0.1, localhost, [::1] and names under .localhost', async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `LOCALHOST:${port}`,
      `[::1]:${port}`,
      'app.localhost',
    ]) {
      const summary = await as(host, 'GET', '/__standin/summary')
      expect([host, summary.status]).toEqual([host, 200])
    }
    // The workbench's own reset: a fetch from the page it served, same origin.
    const host = `localhost:${port}`
    const reset = await as(
      host,
      'POST',
      '/__standin/reset',
      { Origin: `http://${host}`, 'Content-Type': 'application/json' },
      '{"scenario": "default"}',
    )
    expect(reset.status).toBe(204)
    expect((await standin.send('GET', '/__standin/')).status).toBe(200)
  })

  it('answers the names it was told (--allowed-host), a domain given with its leading dot', async () => {
    for (const host of ['standin:8000', 'qa.example.test', 'a.b.qa.example.test:80']) {
      expect([host, (await as(host, 'GET', '/__standin/summary')).status]).toEqual([host, 200])
    }
    for (const host of ['standin.attacker.example', 'xqa.example.test', 'qa.example.test.attacker.example']) {
      expect([host, (await as(host, 'GET', '/__standin/summary')).status]).toEqual([host, 403])
    }
  })

  it('leaves the APIs and health open to any name, as a real server behind its name is', async () => {
    const users = await as('api.attacker.example', 'GET', '/api/v2beta/core/users/?limit=1', {
      Authorization: 'Bearer standin-dev-token',
    })
    expect(users.status).toBe(200)
    expect((await as('standin-service', 'GET', '/__standin/health')).status).toBe(200)
  })

  it('reads the name out of a Host header, and knows its own', () => {
    expect(hostName('Example.TEST:8000')).toBe('example.test')
    expect(hostName('[::1]:8000')).toBe('::1')
    expect(hostName('[::1]')).toBe('::1')
    expect(hostName('a:b:c')).toBeUndefined()
    expect(isOwnHost('10.0.0.7:8000', [])).toBe(true)
    expect(isOwnHost('[fe80::1]', [])).toBe(true)
    expect(isOwnHost('localhost.attacker.example', [])).toBe(false)
    expect(isOwnHost('anything.example', ['*'])).toBe(true)
    expect(isOwnHost('exa mple', ['*'])).toBe(true)
    expect(isOwnHost('', [])).toBe(false)
  })
  it('keeps what it derives from a Host only under exact names: not *, a domain or an address', () => {
    const serves = exactHostNames(['standin', '.qa.example.test', '*'])
    expect(serves('Standin:8000')).toBe(true)
    for (const host of ['a.qa.example.test', 'qa.example.test', 'anything.example', '10.0.0.7:8000', ''])
      expect(serves(host)).toBe(false)
  })
})
