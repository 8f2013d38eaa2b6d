import { setupWorker } from 'msw/browser'
import { loadScenario, PRECOMPUTED_SEED, type Scenario } from '../fixtures/scenario-loader.js'
import { createMockContext } from './context/context.js'
import { actOnStoreOf } from './context/current.js'
import { kitFor, type ScenarioOptions } from './kit.js'
import type { SavedStore } from './persist/saved-store.js'
import { STANDIN_VERSION } from './persist/version.js'
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

/** The page's saved store, once `start({ persist: true })` made it. */
let saved: Promise<SavedStore> | undefined

/** What the saved store belongs to: a scenario's name (or its document's text) and seed. */
function scenarioKey(scenario: Scenario, seed: number): string {
  if (typeof scenario === 'string') return `${scenario} (seed ${seed})`
  const text = JSON.stringify(scenario)
  let hash = 0
  for (let index = 0; index < text.length; index++) hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0
  return `a document (${(hash >>> 0).toString(16)}, seed ${seed})`
}

const kit = kitFor(context, {
  afterReset: async (scenario, seed) => {
    await (await saved)?.reset(scenarioKey(scenario, seed))
  },
})

export interface StartOptions extends NonNullable<Parameters<typeof worker.start>[0]> {
  /**
   * Keep what the app writes across reloads (IndexedDB), and share it with the origin's other tabs
   * (BroadcastChannel). Saved writes belong to this standin version and start scenario; another
   * starts afresh, with a console note; `resetStandin()` clears them.
   */
  persist?: boolean
  /** The data to start from (default: `default`, seed 1). */
  scenario?: Scenario
  seed?: number
}

/**
 * Starts the worker (msw's `worker.start(options)`) once the page's store is ready: from the
 * scenario asked for, and with `persist: true`, with what earlier pages of the origin saved.
 *
 *   await start({ persist: true, onUnhandledFrame: 'bypass' })
 */
export async function start(options: StartOptions = {}): Promise<void> {
  const { persist = false, scenario, seed, ...workerOptions } = options
  if (scenario !== undefined || seed !== undefined)
    await loadScenario(context, scenario ?? 'default', seed ?? PRECOMPUTED_SEED)
  if (persist && !saved) {
    // Loaded only when asked for: a page that does not persist carries none of it.
    saved = import('./persist/saved-store.js').then(({ keepInBrowser }) =>
      keepInBrowser(context, STANDIN_VERSION, scenarioKey(scenario ?? 'default', seed ?? PRECOMPUTED_SEED)),
    )
    await saved
  }
  await worker.start(workerOptions)
}

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
