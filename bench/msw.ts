import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMockContext, DEFAULT_TOKEN } from '../mocks/context/context.js'
import { mswHandlersFor } from '../mocks/msw/adapter.js'
import { loadScenario } from '../fixtures/scenario-loader.js'
import { median } from './lib/load.js'
import type { BenchRow } from './lib/report.js'

/**
 * In-process MSW: the median time of a `fetch` through `setupServer` to a standin handler,
 * against an msw handler returning a fixed object (target: at most 2x).
 */

const ORIGIN = 'http://standin.bench'
const REQUESTS = Number(process.env.BENCH_MSW_REQUESTS ?? 1500)
const ROUNDS = 3

async function timeFetches(url: string, init: RequestInit): Promise<number[]> {
  const samples: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    const response = await fetch(url, init)
    await response.arrayBuffer()
    samples.push(performance.now() - started)
  }
  return samples
}

export async function mswBench(): Promise<BenchRow[]> {
  const context = await loadScenario(createMockContext(), 'default')
  const init = { headers: { Authorization: `Bearer ${DEFAULT_TOKEN}` } }
  const rows: BenchRow[] = []
  for (const [name, path] of [
    ['identity user', '/api/v2beta/core/users/2/'],
    ['identity users, page of 20', '/api/v2beta/core/users/?limit=20'],
  ] as const) {
    const url = `${ORIGIN}${path}`
    const standin = setupServer(...mswHandlersFor(context, { baseUrl: ORIGIN }))
    standin.listen({ onUnhandledFrame: 'error' })
    const fixed = await (await fetch(url, init)).json()
    standin.close()
    // msw matches paths; the query stays on the fetched URL only.
    const baseline = setupServer(http.get(`${ORIGIN}${path.split('?')[0]}`, () => HttpResponse.json(fixed)))

    const ours: number[] = []
    const theirs: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      baseline.listen()
      theirs.push(...(await timeFetches(url, init)))
      baseline.close()
      standin.listen()
      ours.push(...(await timeFetches(url, init)))
      standin.close()
    }
    const ratio = median(ours) / median(theirs)
    rows.push({
      benchmark: `MSW setupServer: ${name} vs a fixed msw handler`,
      result: `${ratio.toFixed(2)}x (${(median(ours) * 1000).toFixed(0)} vs ${(median(theirs) * 1000).toFixed(0)} µs median)`,
      target: '<= 2.00x',
      pass: ratio <= 2,
      detail: { ratio, standinMs: median(ours), baselineMs: median(theirs) },
    })
  }
  return rows
}
