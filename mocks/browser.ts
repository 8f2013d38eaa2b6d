import { setupWorker } from 'msw/browser'
import { loadScenario, PRECOMPUTED_SEED } from '../fixtures/scenario-loader.js'
import { createMockContext } from './context/context.js'
import { actOnStoreOf } from './context/current.js'
import { kitFor, type ScenarioOptions } from './kit.js'
import { createHandlers } from './standin.js'

/**
 * For apps and Storybook: `worker` answers every route of both APIs on any origin from a
 * store that lives in the page, loaded with the default scenario (queued ahead of any
 * request). Serve `mockServiceWorker.js` at the site root (`npx standin init <publicDir>`),
 * then `await worker.start()` before the app's first request.
 *
 * A page has one store: there is no AsyncLocalStorage in a browser, so `factories`, `setNow`,
 * `resetStandin` and standin/data's `collections` all act on `context`. For a store of your
 * own, make one (`createMockContext`, `loadScenario`) and serve it with `createHandlers({
 * context })`, with `createFactories(context)` and `collectionsFor(context)` over it.
 */

export const context = createMockContext({ seed: PRECOMPUTED_SEED })
void loadScenario(context, 'default')
actOnStoreOf(() => context)

export const worker = setupWorker(...createHandlers({ context }))

const kit = kitFor(context)

/** Typed factories over the page's store (the one `worker` answers from). */
export const factories = kit.factories

/**
 * Restores the page's store to a scenario (default: `default` with seed 1) and releases its
 * clock; rejects, changing nothing, when a record is refused.
 */
export function resetStandin(options: ScenarioOptions = {}): Promise<void> {
  return kit.resetStandin(options)
}

/**
 * Pins the page store's clock, or releases it with no argument; a value that is not an instant
 * within years 1970 to 9989 is a TypeError naming it, and changes nothing.
 */
export function setNow(at?: Date | string): void {
  kit.setNow(at)
}

export type { ScenarioOptions, StoreKit } from './kit.js'
export * from './standin.js'
