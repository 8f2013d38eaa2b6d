import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { pairedRounds, ratioRow } from './lib/load.js'
import { startStandin } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'

/**
 * Writes with `--persist` on the `large` scenario: user creates per second (each one appended to
 * the log and flushed before its answer, the log compacted now and then), against the same
 * server without `--persist` (target: at least 0.5x). Two servers, rounds alternating between
 * them; every create must answer 201.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const CONNECTIONS = 10

let run = 0
let made = 0

async function createsPerSecond(base: string, seconds = SECONDS): Promise<number> {
  const prefix = `w${run++}`
  const result = await autocannon({
    url: `${base}/api/v2beta/core/users/`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' },
        // A username of its own per request.
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ username: `${prefix}.${made++}`, name: 'Bench Writer' }),
        }),
      },
    ],
  })
  const failed = result.errors + result.timeouts + result.non2xx
  if (failed > 0) throw new Error(`${failed} of ${result.requests.total} creates failed on ${base}`)
  return result.requests.average
}

export async function persistBench(): Promise<BenchRow[]> {
  const folder = mkdtempSync(join(tmpdir(), 'standin-persist-bench-'))
  const args = ['--scenario', 'large']
  const plain = await startStandin(args)
  const persisted = await startStandin([...args, '--persist', join(folder, 'store.json')])
  try {
    await createsPerSecond(plain.url, 1)
    await createsPerSecond(persisted.url, 1)
    const paired = await pairedRounds(
      ROUNDS,
      () => createsPerSecond(plain.url),
      () => createsPerSecond(persisted.url),
    )
    return [
      ratioRow('writes/s with --persist, large (user creates)', paired, {
        unit: 'req/s',
        min: 0.5,
        baseline: '(without --persist)',
      }),
    ]
  } finally {
    await Promise.all([plain.stop(), persisted.stop()])
    rmSync(folder, { recursive: true, force: true })
  }
}
