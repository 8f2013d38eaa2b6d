import { spawnSync } from 'node:child_process'
import { Collection } from '@msw/data'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { z } from 'zod'
import { pairedRounds, ratioRow } from './lib/load.js'
import { root } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'

/**
 * What the Node entry costs a test suite, against msw alone:
 * - a cold process importing `standin/node` (the built package, by its name) until its first
 *   fetch is answered, against one importing `msw/node` with one handler (target: 1.5x);
 * - `resetStandin()` with the default data, against what a suite of hand-written handlers does
 *   before each test: `server.resetHandlers()` and 30 rows created again in an @msw/data
 *   collection (target: at most 1x).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
/** Processes per side and round: their median is the round's figure. */
const STARTS = 3
const RESETS = 500

/** Milliseconds from process start to the first answered fetch, as the script prints it. */
function firstFetch(script: string): number {
  const run = spawnSync(process.execPath, [`bench/entry/${script}`], { cwd: root, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`${script} failed: ${run.stderr}`)
  return Number(run.stdout.trim())
}

function medianOf(count: number, measure: () => number): number {
  const values = Array.from({ length: count }, measure).sort((a, b) => a - b)
  return values[Math.floor(values.length / 2)]!
}

const userSchema = z.object({ id: z.number().int(), username: z.string(), name: z.string(), email: z.string() })

export async function entriesBench(): Promise<BenchRow[]> {
  const first = await pairedRounds(
    ROUNDS,
    async () => medianOf(STARTS, () => firstFetch('msw-first-fetch.mjs')),
    async () => medianOf(STARTS, () => firstFetch('standin-first-fetch.mjs')),
  )

  const { resetStandin } = (await import('standin/node' as string)) as typeof import('../mocks/node.js')
  const handwritten = setupServer(http.get('http://app.test/users', () => HttpResponse.json([])))
  const rows = Array.from({ length: 30 }, (_, i) => ({
    id: i + 1,
    username: `user${i}`,
    name: `User ${i}`,
    email: `user${i}@example.com`,
  }))
  const perReset = async (reset: () => Promise<void>) => {
    const started = performance.now()
    for (let i = 0; i < RESETS; i++) await reset()
    return (performance.now() - started) / RESETS
  }
  const baseline = async () => {
    handwritten.resetHandlers()
    const users = new Collection({ schema: userSchema })
    for (const row of rows) await users.create(row)
  }
  // Unmeasured: warms both, and builds standin's start state once (as a suite's first reset does).
  await perReset(baseline)
  await perReset(() => resetStandin())
  const reset = await pairedRounds(
    ROUNDS,
    () => perReset(baseline),
    () => perReset(() => resetStandin()),
  )

  return [
    ratioRow('import standin/node to first answered fetch, cold process', first, {
      unit: 'ms',
      max: 1.5,
      baseline: '(msw/node with one handler)',
    }),
    ratioRow('resetStandin(), default data', reset, {
      unit: 'µs',
      scale: 1000,
      max: 1,
      baseline: '(resetHandlers + 30 @msw/data rows)',
    }),
  ]
}
