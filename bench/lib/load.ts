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
 * Alternates candidate and baseline runs (noise on a shared machine hits both alike) and
 * returns the ratio of the medians.
 */
export async function compare(
  candidate: () => Promise<LoadResult>,
  baseline: () => Promise<LoadResult>,
  rounds: number,
): Promise<{ ratio: number; candidate: number; baseline: number; errors: number }> {
  const ours: number[] = []
  const theirs: number[] = []
  let errors = 0
  for (let round = 0; round < rounds; round++) {
    const a = await baseline()
    const b = await candidate()
    theirs.push(a.requestsPerSecond)
    ours.push(b.requestsPerSecond)
    errors += b.errors + b.non2xx
  }
  return { ratio: median(ours) / median(theirs), candidate: median(ours), baseline: median(theirs), errors }
}
