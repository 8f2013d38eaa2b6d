import fc from 'fast-check'
import type { MockContext } from '../../mocks/context/context.js'
import { adoptStores, freezeStores } from '../../mocks/context/snapshot.js'

/** How a property over random writes runs: its writes, what reads first, what it checks after. */
export interface RandomWrites<Write> {
  write: fc.Arbitrary<Write>
  maxLength: number
  /** Reads that build the views first, so that every write carries them. */
  warm(): Promise<unknown>
  apply(step: Write): Promise<void>
  check(): Promise<void>
  numRuns: number
}

/**
 * Checks the context after each random sequence of writes, every sequence starting from the
 * context as it is now (its versions adopted again), with a seed of its own for each property.
 */
export async function afterRandomWrites<Write>(context: MockContext, run: RandomWrites<Write>): Promise<void> {
  const start = freezeStores(context)
  await fc.assert(
    fc.asyncProperty(fc.array(run.write, { minLength: 1, maxLength: run.maxLength }), async (writes) => {
      adoptStores(context, start)
      await run.warm()
      for (const step of writes) await run.apply(step)
      await run.check()
    }),
    { seed: 28, numRuns: run.numRuns },
  )
}
