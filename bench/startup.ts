import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import type { FixedAnswer } from './baseline-koa.mjs'
import { pairedRounds, ratioRow } from './lib/load.js'
import { startProcess } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'

/**
 * Start, from process start to the first 200 (the bundle fresh: bench/run.ts builds it first):
 * - what the README tells users to run, `npm start`, against a bare Koa started the same way
 *   (`npm run bench:baseline-koa`, plain JavaScript; target: under 1 s, the ratio printed);
 * - the command `npm start` runs (`node bin/standin.js`, which checks whether the bundle is
 *   stale), against `node` on the bundle itself (target: at most 1.2x).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
/** A process that has not answered 200 by then counts as a failure, not a hang. */
const GIVE_UP_MS = 30_000
const READY = /listening on (http:\/\/\S+)/
const USER = { path: '/api/v2beta/core/users/2/', headers: { authorization: `Bearer ${DEFAULT_TOKEN}` } }

async function firstOk(url: string, headers: Record<string, string>, started: number): Promise<number> {
  while (performance.now() - started < GIVE_UP_MS) {
    try {
      const response = await fetch(url, { headers })
      await response.arrayBuffer()
      if (response.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`${url} gave no 200 within ${GIVE_UP_MS} ms`)
}

/** Milliseconds from spawning `command` to its first 200 on `request.path`. */
async function timeStart(
  command: string,
  args: string[],
  request: { path: string; headers: Record<string, string> },
): Promise<number> {
  const started = performance.now()
  const running = await startProcess(command, args, READY, GIVE_UP_MS)
  try {
    return await firstOk(`${running.url}${request.path}`, request.headers, started)
  } finally {
    await running.stop()
  }
}

export async function startupBench(): Promise<BenchRow[]> {
  const routes = join(mkdtempSync(join(tmpdir(), 'standin-start-')), 'routes.json')
  const ok: FixedAnswer = { headers: {}, body: { ok: true } }
  writeFileSync(routes, JSON.stringify({ '/ok': ok }))
  const OK = { path: '/ok', headers: {} }
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const flags = ['--port', '0', '--quiet']

  const npmStart = await pairedRounds(
    ROUNDS,
    () => timeStart(npm, ['run', '--silent', 'bench:baseline-koa', '--', routes], OK),
    () => timeStart(npm, ['start', '--silent', '--', ...flags], USER),
  )
  const bin = await pairedRounds(
    ROUNDS,
    () => timeStart(process.execPath, ['dist/cli.js', ...flags], USER),
    () => timeStart(process.execPath, ['bin/standin.js', ...flags], USER),
  )
  return [
    {
      benchmark: 'start: `npm start` to first 200, default data',
      result: `${Math.round(npmStart.candidate)} ms (bare Koa by \`npm run\`: ${Math.round(npmStart.baseline)} ms; ${npmStart.ratio.toFixed(2)}x, min ${npmStart.min.toFixed(2)}, max ${npmStart.max.toFixed(2)})`,
      target: '< 1000 ms',
      pass: npmStart.candidate < 1000,
      detail: { ...npmStart },
    },
    ratioRow("start: `npm start`'s command (node bin/standin.js) to first 200, bundle fresh", bin, {
      unit: 'ms',
      max: 1.2,
      baseline: '(node on the bundle)',
    }),
  ]
}
