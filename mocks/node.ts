/// <reference types="node" />
// Node only: the declarations build has no Node types otherwise (tsconfig.build.json), and
// AsyncLocalStorage is what `isolated()` keeps the test's store in.
import { AsyncLocalStorage } from 'node:async_hooks'
import { setupServer } from 'msw/node'
import { loadScenario, PRECOMPUTED_SEED } from '../fixtures/scenario-loader.js'
import { createMockContext } from './context/context.js'
import { actOnStoreOf } from './context/current.js'
import { kitFor, routed, type ScenarioOptions, type StoreKit } from './kit.js'
import { createSettableClock } from './levers/clock.js'
import { mswHandlersFor } from './msw/adapter.js'

/**
 * For Node tests: `server` intercepts every route of both APIs on any origin, backed by
 * `context`, in the default scenario (queued ahead of any request). Like the browser entry it
 * loads Faker only for a seed other than the default one: the default data is precomputed, and
 * a reset or an isolated test adopts a start state built once (fixtures/scenario-loader.ts).
 *
 * Inside an `isolated()` test everything acts on that test's own store: the handlers answer
 * from it, and `factories`, `setNow` and `resetStandin` reach it, found through
 * AsyncLocalStorage (which follows the test's awaits, timers and requests); the test is also
 * handed its kit as its first argument (docs/decisions/0034).
 */

export const context = createMockContext({ seed: PRECOMPUTED_SEED })
void loadScenario(context, 'default')

const shared = kitFor(context)
const own = new AsyncLocalStorage<StoreKit>()
/** The kit of the moment: an isolated test's own inside it, the shared one elsewhere. */
const current = (): StoreKit => own.getStore() ?? shared
actOnStoreOf(() => current().context)

export const server = setupServer(...mswHandlersFor(() => current().context))

/** Typed factories over the store of the moment: `context`, or an isolated test's own inside it. */
export const factories = routed(shared.factories, () => current().factories)

export type { ScenarioOptions, StoreKit } from './kit.js'

/**
 * Restores the store of the moment to a scenario (e.g. in `beforeEach`) and releases its clock;
 * rejects, changing nothing, when a record is refused.
 */
export function resetStandin(options: ScenarioOptions = {}): Promise<void> {
  return current().resetStandin(options)
}

/**
 * Pins the clock of the store of the moment (the calendar's default window, audit times), or
 * releases it with no argument; a value that is not an instant within years 1970 to 9989 is a
 * TypeError naming it, and changes nothing.
 */
export function setNow(at?: Date | string): void {
  current().setNow(at)
}

/**
 * Wraps a test so that it runs against a store of its own, made from a scenario, with a clock of
 * its own (following the shared store's until it pins its own). msw's `server.boundary()` keeps
 * the handlers the test adds (`server.use(faults…, stub(…))`) to that test, and everything that
 * acts on a store acts on the test's: the handlers, `factories`, `setNow`, `resetStandin`,
 * standin/data's `collections`. The test gets its kit first, then the runner's arguments:
 *
 *   it.concurrent('creates a user', isolated(async ({ factories, setNow, context }, { expect }) => { ... }))
 */
export function isolated<Args extends unknown[]>(
  test: (kit: StoreKit, ...args: Args) => Promise<void> | void,
  options: ScenarioOptions = {},
): (...args: Args) => Promise<void> {
  return server.boundary(async (...args: Args) => {
    const seed = options.seed ?? PRECOMPUTED_SEED
    const store = createMockContext({
      seed,
      token: context.token,
      clock: createSettableClock(undefined, context.clock),
    })
    await loadScenario(store, options.scenario ?? 'default', seed)
    const kit = kitFor(store, { scenario: options.scenario, seed })
    await own.run(kit, () => test(kit, ...args))
  })
}

export * from './standin.js'
