import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ByteBudget, exchange } from '../../server/upstream.js'
import { startUpstream, type Upstream } from '../helpers/misbehaving-upstream.js'

/** One exchange with a deployment: the answer read whole, or why not, and the budget given back. */

let upstream: Upstream
beforeAll(async () => {
  upstream = await startUpstream({ hugeBytes: 8 * 1024 * 1024 })
})
afterAll(() => upstream.close())

function countingBudget(bytes: number): ByteBudget & { held: number; most: number } {
  return {
    held: 0,
    most: 0,
    take(taken) {
      if (this.held + taken > bytes) return false
      this.held += taken
      this.most = Math.max(this.most, this.held)
      return true
    },
    release(released) {
      this.held -= released
    },
  }
}

const get = (path: string, limits: { timeoutMs?: number; maxBytes?: number; budget?: ByteBudget } = {}) =>
  exchange(
    { method: 'GET', url: new URL(path, upstream.origin), headers: {} },
    {
      timeoutMs: limits.timeoutMs ?? 2000,
      maxBytes: limits.maxBytes ?? 64 * 1024 * 1024,
      ...(limits.budget ? { budget: limits.budget } : {}),
    },
  )

describe('exchange', () => {
  it('reads an answer whole; the caller gives its bytes back', async () => {
    const budget = countingBudget(1024 * 1024)
    const result = await get('/echo?x=1', { budget })
    expect(result.ok && result.answer.status).toBe(200)
    expect(result.ok && JSON.parse(result.answer.body.toString()).query).toEqual({ x: '1' })
    expect(budget.held).toBe(result.ok ? result.answer.body.length : -1)
  })

  it('stops a body past the cap, or past the budget, holding nothing after', async () => {
    const budget = countingBudget(64 * 1024 * 1024)
    expect(await get('/huge', { maxBytes: 1024 * 1024, budget })).toEqual({ ok: false, failure: { kind: 'too-large' } })
    expect(budget.held).toBe(0)
    expect(budget.most).toBeLessThanOrEqual(1024 * 1024)
    const small = countingBudget(256 * 1024)
    expect(await get('/huge', { budget: small })).toEqual({ ok: false, failure: { kind: 'busy' } })
    expect(small.held).toBe(0)
  })

  it('says why an answer never came: the deadline, a reset, a refusal', async () => {
    const started = performance.now()
    expect(await get('/slow', { timeoutMs: 200 })).toEqual({ ok: false, failure: { kind: 'timeout' } })
    expect(performance.now() - started).toBeLessThan(2000)
    expect(await get('/reset')).toMatchObject({ ok: false, failure: { kind: 'unreachable', code: 'ECONNRESET' } })
    const closed = await startUpstream()
    await closed.close()
    const refused = await exchange(
      { method: 'GET', url: new URL(closed.origin), headers: {} },
      { timeoutMs: 2000, maxBytes: 1 },
    )
    expect(refused).toMatchObject({ ok: false, failure: { kind: 'unreachable', code: 'ECONNREFUSED' } })
  })

  it('follows no redirect', async () => {
    const result = await get('/redirect')
    expect(result.ok && [result.answer.status, result.answer.headers.location]).toEqual([302, '/elsewhere'])
  })
})
