import autocannon from 'autocannon'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { median, type Paired, ratioRow } from './lib/load.js'
import { startStandin } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'
import { NOW } from './lib/stores.js'

/**
 * Writes without tail latency (issue 28): event creates from 50 connections at once against
 * standin on `large` (10,000 users, 5,000 events), each sending its next create when the last
 * is answered (autocannon, every body a new title). A round's figure is its 99th percentile latency over its median
 * (target: at most 5): what a create does beyond its own rows (rendering, invalidation) would
 * show as a tail. The row is the median of the rounds.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const WRITERS = 50
const HEADERS = { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' }

let made = 0

interface Latency {
  p50: number
  p99: number
  failed: number
}

/**
 * The median and 99th percentile latency (ms) of creates from `WRITERS` connections over
 * `seconds`, by autocannon: a load generator lighter than `fetch`, which on two cores would take
 * the server's CPU and make the latencies its own.
 */
async function creates(url: string, seconds: number): Promise<Latency> {
  const result = await autocannon({
    url,
    method: 'POST',
    connections: WRITERS,
    duration: seconds,
    headers: HEADERS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            title: `Load ${made++}`,
            start_date: '2026-12-01 10:00:00',
            end_date: '2026-12-01 11:00:00',
          }),
        }),
      },
    ],
  })
  return { p50: result.latency.p50, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx }
}

export async function tailBench(): Promise<BenchRow[]> {
  const standin = await startStandin(['--scenario', 'large', '--now', NOW])
  try {
    const url = `${standin.url}/wp-json/cal/events/v1/events`
    // Unmeasured: the first seconds load the schemas and warm the code.
    await creates(url, 2)
    const ratios: number[] = []
    const p99s: number[] = []
    const medians: number[] = []
    let failed = 0
    for (let round = 0; round < ROUNDS; round++) {
      const latency = await creates(url, SECONDS)
      ratios.push(latency.p99 / latency.p50)
      p99s.push(latency.p99)
      medians.push(latency.p50)
      failed += latency.failed
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
      ratioRow(
        `event creates, ${WRITERS} writers at once, large: 99th percentile latency over the median`,
        paired,
        { unit: 'ms', max: 5, baseline: '(median)' },
        failed === 0,
      ),
    ]
  } finally {
    await standin.stop()
  }
}
