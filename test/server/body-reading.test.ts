import { connect } from 'node:net'
import { describe, expect, it } from 'vitest'
import { BodyBudget, GIVES_WAY_AFTER_MS, STALLED_AFTER_MS } from '../../server/body-reading.js'
import { startKoaStandin } from '../helpers/standin.js'

/** Bodies in progress share a budget, and a slow one never blocks others' writes (issue 22, item 6). */

describe('the budget of bodies in progress', () => {
  it('refuses while every body is fresh, then takes room from the one read for longest', () => {
    let now = 0
    const budget = new BodyBudget(1_000, () => now)
    const gaveWay: string[] = []
    const reading = (name: string, bytes: number) => {
      const started = budget.begin(() => {
        gaveWay.push(name)
        budget.release(bytes)
        budget.end(started)
      })
      expect(budget.take(bytes, started)).toBe(true)
      return started
    }
    const old = reading('old', 600)
    now = 100
    reading('young', 300)
    const fresh = budget.begin(() => undefined)
    expect(budget.take(200, fresh)).toBe(false)
    // Still sending (its last bytes just came), a body keeps its room until it has been read for long.
    now = STALLED_AFTER_MS + 50
    expect(budget.take(0, old)).toBe(true)
    expect(budget.take(200, fresh)).toBe(false)
    // The young one stalled: it gives way first.
    now = STALLED_AFTER_MS + 150
    expect(budget.take(200, fresh)).toBe(true)
    expect(gaveWay).toEqual(['young'])
    // Read for long enough, a body gives way even while it trickles.
    now = GIVES_WAY_AFTER_MS + 1
    expect(budget.take(0, old)).toBe(true)
    expect(budget.take(300, fresh)).toBe(true)
    expect(gaveWay).toEqual(['young', 'old'])
    expect(budget.held).toBe(500)
  })

  it('answers a stalled upload 408 once another write needs its room, and takes the write', async () => {
    const standin = await startKoaStandin({ bodiesBytes: 64 * 1024, snapshotBytes: 64 * 1024 })
    try {
      const { port } = new URL(standin.origin)
      const socket = connect(Number(port), '127.0.0.1')
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')))
      socket.write(
        `POST /api/v2beta/core/users/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 200000\r\n\r\n{"pad":"${'x'.repeat(120_000)}`,
      )
      const write = () =>
        standin.send('POST', '/api/v2beta/core/users/', {
          json: { username: `late${Date.now()}`, name: 'x'.repeat(30_000) },
        })
      // Until it has sent nothing for a moment, the stalled body holds the budget.
      let first = await write()
      for (let tries = 0; first.status === 201 && tries < 50; tries++) {
        await new Promise((done) => setTimeout(done, 10))
        first = await write()
      }
      expect(first.status).toBe(503)
      await new Promise((done) => setTimeout(done, STALLED_AFTER_MS + 100))
      expect((await write()).status).toBe(201)
      await new Promise((done) => setTimeout(done, 50))
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
      socket.destroy()
    } finally {
      await standin.close()
    }
  })
})
