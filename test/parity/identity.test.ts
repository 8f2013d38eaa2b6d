import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { identityRoutes } from '../../mocks/identity/routes.js'
import { identityRows as rows } from '../helpers/identity-traffic.js'
import { type Pair, startPair } from '../helpers/parity.js'

/**
 * Every identity operation through both hosts: same status, headers and body. Rows run in
 * order against two identically seeded stores; later rows use objects earlier rows made.
 */

let pair: Pair
beforeAll(async () => {
  pair = await startPair()
})
afterAll(() => pair.close())

describe('identity parity: MSW and Koa answer alike', () => {
  it('covers every identity route', () => {
    const covered = new Set(rows.map((row) => row.name))
    const missing = identityRoutes.map((route) => route.name).filter((name) => !covered.has(name))
    expect(missing).toEqual([])
    expect(identityRoutes).toHaveLength(136)
  })

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const db = pair.msw.context.identity
    const { msw, koa } = await pair.send(row.method, row.path(db), row.options?.(db))
    expect(koa).toEqual(msw)
    expect(msw.status).toBeLessThan(500)
  })
})
