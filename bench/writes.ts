import { apis } from '../mocks/context/apis.js'
import { createMockContext, DEFAULT_TOKEN, type MockContext } from '../mocks/context/context.js'
import { createSettableClock } from '../mocks/levers/clock.js'
import { createPipeline } from '../mocks/pipeline/pipeline.js'
import { seedIdentity } from '../fixtures/identity/seed.js'
import { median, pairedRounds, ratioRow } from './lib/load.js'
import type { BenchRow } from './lib/report.js'

/**
 * Writes that stay flat: a user create (unique username checked, audit event recorded, answer
 * rendered) through the pipeline both hosts use, in a store of 100,000 users against one of
 * 1,000 (target: at most 1.5x the time). Rounds alternate the two stores; each round's figure
 * is the median of its creates.
 */

const NOW = new Date('2026-11-20T10:00:00Z')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const CREATES = Number(process.env.BENCH_CREATES ?? 300)
const headers: Array<[string, string]> = [
  ['host', 'standin.bench'],
  ['authorization', `Bearer ${DEFAULT_TOKEN}`],
  ['content-type', 'application/json'],
]

async function seeded(users: number): Promise<MockContext> {
  const context = createMockContext({ seed: 1, clock: createSettableClock(NOW) })
  await seedIdentity(context.identity, { seed: 1, users })
  return context
}

export async function writesBench(): Promise<BenchRow[]> {
  const pipeline = createPipeline(apis.find((api) => api.name === 'identity')!)
  const small = await seeded(1_000)
  const large = await seeded(100_000)
  let made = 0
  const creates = async (context: MockContext): Promise<number> => {
    const samples: number[] = []
    for (let i = 0; i < CREATES; i++) {
      const username = `bench.user.${made++}`
      const started = performance.now()
      const outcome = await pipeline.handle(
        {
          method: 'POST',
          url: 'http://standin.bench/api/v2beta/core/users/',
          headers,
          body: JSON.stringify({ username, name: username }),
          remoteAddress: '127.0.0.1',
        },
        context,
      )
      samples.push(performance.now() - started)
      if (outcome.kind !== 'answer' || outcome.response.status !== 201) throw new Error('a create was not answered 201')
    }
    return median(samples)
  }
  // Unmeasured: the first creates load the schemas and warm the code.
  await creates(small)
  await creates(large)
  const result = await pairedRounds(
    ROUNDS,
    () => creates(small),
    () => creates(large),
  )
  return [ratioRow('user creates, 100k existing users vs 1k', result, { unit: 'µs', scale: 1000, max: 1.5 })]
}
