import autocannon from 'autocannon'

/** Load on loopback with autocannon: requests per second, and any error is a failure. */

export interface LoadResult {
  requestsPerSecond: number
  errors: number
  non2xx: number
}

export async function load(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
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
 * Alternates baseline and candidate runs and returns the median of each round's ratio: a
 * round's two runs are seconds apart, so noise on a shared machine hits both alike. One
 * short unmeasured round first: the first seconds of a process run cold code, and whichever
 * side went first would pay for it.
 */
export async function compare(
  candidate: (seconds?: number) => Promise<LoadResult>,
  baseline: (seconds?: number) => Promise<LoadResult>,
  rounds: number,
): Promise<{ ratio: number; candidate: number; baseline: number; errors: number; ratios: number[] }> {
  const ours: number[] = []
  const theirs: number[] = []
  const ratios: number[] = []
  let errors = 0
  await baseline(1)
  await candidate(1)
  for (let round = 0; round < rounds; round++) {
    const a = await baseline()
    const b = await candidate()
    theirs.push(a.requestsPerSecond)
    ours.push(b.requestsPerSecond)
    ratios.push(b.requestsPerSecond / a.requestsPerSecond)
    errors += b.errors + b.non2xx
  }
  return { ratio: median(ratios), candidate: median(ours), baseline: median(theirs), errors, ratios }
}
