import { setupServer } from 'msw/node'
import { loadScenario, PRECOMPUTED_SEED, type Scenario } from '../fixtures/scenario-loader.js'
import { createMockContext } from './context/context.js'
import { mswHandlersFor } from './msw/adapter.js'
import { createFactories } from './standin.js'

/**
 * For Node tests: `server` intercepts every route of both APIs on any origin, backed by
 * `context`, in the default scenario (queued ahead of any request). Like the browser entry it
 * loads Faker only for a seed other than the default one: the default data is precomputed, and
 * a reset or an isolated test adopts a start state built once (fixtures/scenario-loader.ts).
 */

export const context = createMockContext({ seed: PRECOMPUTED_SEED })
void loadScenario(context, 'default')

export const server = setupServer(...mswHandlersFor(context))

/** Typed factories over the store `server` answers from (not an `isolated` test's own store). */
export const factories = createFactories(context)

export interface ScenarioOptions {
  /** A scenario's name, or a scenario document (JSON, or `defineScenario`). */
  scenario?: Scenario
  seed?: number
}

/** Restores both stores to a scenario, e.g. in `beforeEach`; rejects (changing nothing) when a record is refused. */
export async function resetStandin(options: ScenarioOptions = {}): Promise<void> {
  await loadScenario(context, options.scenario ?? 'default', options.seed ?? PRECOMPUTED_SEED)
}

/** Pins the clock the mock reads (the calendar's default window, audit times), or releases it. */
export function setNow(at?: Date | string): void {
  if (at === undefined) context.clock.release()
  else context.clock.pin(new Date(at))
}

/**
 * Wraps a test so that it runs against a store of its own, made from a scenario: msw's
 * `server.boundary()` keeps the handlers added inside to that test, so tests running
 * concurrently never see each other's writes.
 *
 *   it.concurrent('creates a user', isolated(async () => { ... }))
 */
export function isolated<Args extends unknown[]>(
  test: (...args: Args) => Promise<void> | void,
  options: ScenarioOptions = {},
): (...args: Args) => Promise<void> {
  return server.boundary(async (...args: Args) => {
    const seed = options.seed ?? PRECOMPUTED_SEED
    const own = await loadScenario(
      createMockContext({ seed, token: context.token, clock: context.clock }),
      options.scenario ?? 'default',
      seed,
    )
    server.use(...mswHandlersFor(own))
    await test(...args)
  })
}

export * from './standin.js'
