import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_TOKEN } from '../mocks/context.js'
import type { FixedAnswer } from './baseline-koa.js'
import { median } from './lib/load.js'
import { startStandin, startTs } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'

/**
 * Start: from process start to the first 200 with the default seed (target: under 1 s),
 * next to a bare Koa process started the same way.
 */

const RUNS = 3
/** A process that has not answered 200 by then counts as a failure, not a hang. */
const GIVE_UP_MS = 30_000

async function firstOk(url: string, headers: Record<string, string>, started: number): Promise<number> {
  while (performance.now() - started < GIVE_UP_MS) {
    try {
      const response = await fetch(url, { headers })
      if (response.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`${url} gave no 200 within ${GIVE_UP_MS} ms`)
}

async function timeStart(start: () => Promise<{ url: string; stop(): Promise<void> }>, path: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const running = await start()
  try {
    return await firstOk(`${running.url}${path}`, headers, started)
  } finally {
    await running.stop()
  }
}

export async function startupBench(): Promise<BenchRow[]> {
  const routes = join(mkdtempSync(join(tmpdir(), 'standin-start-')), 'routes.json')
  const ok: FixedAnswer = { headers: {}, body: { ok: true } }
  writeFileSync(routes, JSON.stringify({ '/ok': ok }))

  const ours: number[] = []
  const theirs: number[] = []
  for (let run = 0; run < RUNS; run++) {
    theirs.push(await timeStart(() => startTs('bench/baseline-koa.ts', [routes], /listening on (http:\/\/\S+)/), '/ok', {}))
    ours.push(await timeStart(() => startStandin(), '/api/v2beta/core/users/2/', { authorization: `Bearer ${DEFAULT_TOKEN}` }))
  }
  const ms = median(ours)
  return [
    {
      benchmark: 'start: process start to first 200, default seed',
      result: `${Math.round(ms)} ms (bare Koa: ${Math.round(median(theirs))} ms, ${(ms / median(theirs)).toFixed(2)}x)`,
      target: '< 1000 ms',
      pass: ms < 1000,
      detail: { ms, bareKoaMs: median(theirs) },
    },
  ]
}
