import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createMockContext, DEFAULT_TOKEN } from '../mocks/context/context.js'
import { mswHandlersFor } from '../mocks/msw/adapter.js'
import { loadScenario } from '../fixtures/scenario-loader.js'
import { median, pairedRounds, ratioRow } from './lib/load.js'
import { root } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'

/**
 * In-process MSW: the median time of a `fetch` through `setupServer` to a standin handler,
 * against an msw handler returning a fixed object (target: at most 2x); and a request to
 * `standin/node` as the package ships it (dist/, which bench/run.ts builds) against a
 * hand-written msw handler answering the same status, headers and bytes (target: at most
 * 1.1x), in CPU time per request, each side in fresh processes in paired rounds.
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

const ROUNDS_SAME_BYTES = Number(process.env.BENCH_ROUNDS ?? 9)
/** Headers the transport writes on every response; the rest are the route's own. */
const TRANSPORT_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection'])

/** CPU milliseconds per fetch in a fresh process of bench/entry/requests.mjs. */
function cpuPerFetch(kind: 'standin' | 'handwritten', url: string, answerFile: string): number {
  const run = spawnSync(process.execPath, ['bench/entry/requests.mjs', kind, url, answerFile], {
    cwd: root,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`bench/entry/requests.mjs ${kind} failed:\n${run.stderr}`)
  const measured: { cpu: number } = JSON.parse(run.stdout)
  return measured.cpu
}

/**
 * standin/node's own server against a handler returning the bytes it answers, each in a fresh
 * process as a test file is (msw keeps memory per request, so a long-lived process would make
 * later fetches dearer for whichever side runs later); CPU time, which other processes on a
 * shared machine do not add to.
 */
async function sameBytesRows(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'standin-msw-'))
  const context = await loadScenario(createMockContext(), 'default')
  const standin = setupServer(...mswHandlersFor(context))
  const rows: BenchRow[] = []
  try {
    for (const [name, path] of [
      ['identity user', '/api/v2beta/core/users/2/'],
      ['identity users, page of 20', '/api/v2beta/core/users/?limit=20'],
    ] as const) {
      const url = `${ORIGIN}${path}`
      standin.listen()
      const answer = await fetch(url, { headers: { Authorization: `Bearer ${DEFAULT_TOKEN}` } })
      const headers: Record<string, string> = {}
      answer.headers.forEach((value, key) => {
        if (!TRANSPORT_HEADERS.has(key)) headers[key] = value
      })
      const body = Buffer.from(await answer.arrayBuffer()).toString('base64')
      standin.close()
      const answerFile = join(dir, 'answer.json')
      writeFileSync(answerFile, JSON.stringify({ status: answer.status, headers, body }))
      const paired = await pairedRounds(
        ROUNDS_SAME_BYTES,
        async () => cpuPerFetch('handwritten', url, answerFile),
        async () => cpuPerFetch('standin', url, answerFile),
      )
      rows.push(
        ratioRow(
          `in process, standin/node as packed: ${name} vs a hand-written msw handler, the same bytes, CPU per request`,
          paired,
          { unit: 'µs', scale: 1000, max: 1.1, baseline: '(hand-written)' },
        ),
      )
    }
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
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
  return [...rows, ...(await sameBytesRows())]
}
