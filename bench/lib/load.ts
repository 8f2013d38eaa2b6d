import autocannon from 'autocannon'
import type { BenchRow } from './report.js'

/** Load on loopback with autocannon: requests per second, and any error is a failure. */

export interface LoadResult {
  requestsPerSecond: number
  errors: number
  non2xx: number
}

export async function load(
  url: string,
  options: { seconds: number; connections: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
  })
  return { requestsPerSecond: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * Alternates baseline and candidate runs (paired rounds, see below): a round's two runs are
 * seconds apart, so noise on a shared machine hits both alike. One short unmeasured round
 * first: the first seconds of a process run cold code, and whichever side went first would pay
 * for it. Errors are the candidate's failed requests (sockets, timeouts, non-2xx).
 */
export async function compare(
  candidate: (seconds?: number) => Promise<LoadResult>,
  baseline: (seconds?: number) => Promise<LoadResult>,
  rounds: number,
): Promise<Paired & { errors: number }> {
  let errors = 0
  await baseline(1)
  await candidate(1)
  const paired = await pairedRounds(
    rounds,
    async () => (await baseline()).requestsPerSecond,
    async () => {
      const result = await candidate()
      errors += result.errors + result.non2xx
      return result.requestsPerSecond
    },
  )
  return { ...paired, errors }
}

/** Paired rounds: each round measures the baseline then the candidate; the figure is the median of the rounds' ratios. */
export interface Paired {
  ratio: number
  min: number
  max: number
  ratios: number[]
  /** Medians of each side's per-round figures. */
  candidate: number
  baseline: number
}

export async function pairedRounds(
  rounds: number,
  baseline: () => Promise<number>,
  candidate: () => Promise<number>,
): Promise<Paired> {
  const ours: number[] = []
  const theirs: number[] = []
  const ratios: number[] = []
  for (let round = 0; round < rounds; round++) {
    const a = await baseline()
    const b = await candidate()
    theirs.push(a)
    ours.push(b)
    ratios.push(b / a)
  }
  return {
    ratio: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    ratios,
    candidate: median(ours),
    baseline: median(theirs),
  }
}

export interface RatioTarget {
  /** What the figures are in, as printed (`ms`, `µs`, `req/s`), after multiplying by `scale`. */
  unit: string
  scale?: number
  /** The ratio passes at or under `max`, or at or over `min`. */
  max?: number
  min?: number
  /** What the baseline is, when the row's name does not say. */
  baseline?: string
}

/** A table row for a paired ratio: the median, then min and max of the rounds, then both sides' medians. */
export function ratioRow(benchmark: string, paired: Paired, target: RatioTarget, pass = true): BenchRow {
  const scale = target.scale ?? 1
  const figure = (value: number) =>
    value * scale >= 100 ? Math.round(value * scale).toString() : (value * scale).toPrecision(3)
  const ok =
    (target.max === undefined || paired.ratio <= target.max) && (target.min === undefined || paired.ratio >= target.min)
  return {
    benchmark,
    result: `${paired.ratio.toFixed(2)}x (min ${paired.min.toFixed(2)}, max ${paired.max.toFixed(2)}; ${figure(paired.candidate)} vs ${figure(paired.baseline)} ${target.unit}${target.baseline ? ` ${target.baseline}` : ''})`,
    target: target.max !== undefined ? `<= ${target.max.toFixed(2)}x` : `>= ${(target.min ?? 0).toFixed(2)}x`,
    pass: ok && pass,
    detail: { ...paired },
  }
}
