import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { median, type Paired, ratioRow } from './lib/load.js'
import { startStandin } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'
import { NOW } from './lib/stores.js'

/**
 * Writes without tail latency (issue 28): event creates from 50 writers at once against
 * standin on `large` (10,000 users, 5,000 events), each writer sending its next create when
 * the last is answered. A round's figure is its 99th percentile latency over its median
 * (target: at most 5): what a create does beyond its own rows (rendering, invalidation) would
 * show as a tail. The row is the median of the rounds.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const WRITERS = 50
const HEADERS = { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' }

let made = 0

/** Latencies in milliseconds of every create answered within `seconds`, from `WRITERS` writers. */
async function creates(url: string, seconds: number): Promise<number[]> {
  const latencies: number[] = []
  const until = performance.now() + seconds * 1000
  const writer = async () => {
    while (performance.now() < until) {
      const body = JSON.stringify({
        title: `Load ${made++}`,
        start_date: '2026-12-01 10:00:00',
        end_date: '2026-12-01 11:00:00',
      })
      const started = performance.now()
      const response = await fetch(url, { method: 'POST', headers: HEADERS, body })
      await response.arrayBuffer()
      if (response.status !== 201) throw new Error(`a create answered ${response.status}`)
      latencies.push(performance.now() - started)
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, writer))
  return latencies
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN
}

export async function tailBench(): Promise<BenchRow[]> {
  const standin = await startStandin(['--scenario', 'large', '--now', NOW])
  try {
    const url = `${standin.url}/wp-json/cal/events/v1/events`
    // Unmeasured: the first seconds load the schemas and warm the code.
    await creates(url, 1)
    const ratios: number[] = []
    const p99s: number[] = []
    const medians: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const sorted = (await creates(url, SECONDS)).sort((a, b) => a - b)
      const middle = percentile(sorted, 0.5)
      const tail = percentile(sorted, 0.99)
      ratios.push(tail / middle)
      p99s.push(tail)
      medians.push(middle)
    }
    const paired: Paired = {
      ratio: median(ratios),
      min: Math.min(...ratios),
      max: Math.max(...ratios),
      ratios,
      candidate: median(p99s),
      baseline: median(medians),
    }
    return [
      ratioRow(`event creates, ${WRITERS} writers at once, large: 99th percentile latency over the median`, paired, {
        unit: 'ms',
        max: 5,
        baseline: '(median)',
      }),
    ]
  } finally {
    await standin.stop()
  }
}
