import { setupWorker } from 'msw/browser'
import { loadScenario, PRECOMPUTED_SEED, type Scenario } from '../fixtures/scenario-loader.js'
import { createMockContext } from './context/context.js'
import { createFactories, createHandlers } from './standin.js'

/**
 * For apps and Storybook: `worker` answers every route of both APIs on any origin from a
 * store that lives in the page, loaded with the default scenario (queued ahead of any
 * request). Serve `mockServiceWorker.js` at the site root (`npx standin init <publicDir>`),
 * then `await worker.start()` before the app's first request.
 */

export const context = createMockContext({ seed: PRECOMPUTED_SEED })
void loadScenario(context, 'default')

export const worker = setupWorker(...createHandlers({ context }))

/** Typed factories over the page's store (the one `worker` answers from). */
export const factories = createFactories(context)

/**
 * Restores both stores of the page to a scenario: a name or a scenario document (default:
 * `default` with seed 1); rejects, changing nothing, when a record is refused.
 */
export async function resetStandin(options: { scenario?: Scenario; seed?: number } = {}): Promise<void> {
  await loadScenario(context, options.scenario ?? 'default', options.seed ?? PRECOMPUTED_SEED)
}

export * from './standin.js'
