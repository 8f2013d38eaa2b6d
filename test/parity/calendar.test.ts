import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { calendarRoutes } from '../../mocks/calendar/routes.js'
import { calendarRows as rows, rowsFor } from '../helpers/calendar-traffic.js'
import { neutralise, type Pair, startPair } from '../helpers/parity.js'

/**
 * Every calendar route, every method, under `/wp-json` and under a language root, through
 * both hosts: same status, headers and body. Rows run in order against two identically
 * seeded stores with the same pinned clock; later rows use what earlier rows made.
 */

let pair: Pair
beforeAll(async () => {
  pair = await startPair()
})
afterAll(() => pair.close())

describe('calendar parity: MSW and Koa answer alike', () => {
  it('covers every calendar route under both roots', () => {
    const covered = new Set(rows.map((row) => row.name))
    const missing = [...new Set(calendarRoutes.map((route) => route.name))].filter((name) => !covered.has(name))
    expect(missing).toEqual([])
    const underRoots = new Set(calendarRoutes.filter((route) => route.path !== '/').map((route) => route.name))
    for (const root of ['plain', 'lang'] as const) {
      const names = new Set(rowsFor(root).map((row) => row.name))
      expect(names.size).toBe(underRoots.size)
    }
  })

  it.each(rows.map((row, index) => [`${index + 1}. ${row.name}`, row] as const))('%s', async (_label, row) => {
    const db = pair.msw.context.calendar
    const path = row.path(db)
    const options = row.options?.(db)
    const { msw, koa } = await pair.send(row.method, path, options)
    expect(neutralise(koa, pair.koa.origin)).toEqual(neutralise(msw, pair.msw.origin))
    expect(msw.status).toBeLessThan(500)
    if (row.name.startsWith('calendar.')) expect(msw.status, msw.body.slice(0, 300)).toBeLessThan(400)
  })

  it('leaves both stores identical', () => {
    expect(JSON.stringify(pair.koa.context.calendar.snapshot())).toBe(
      JSON.stringify(pair.msw.context.calendar.snapshot()),
    )
  })
})
