import { setupWorker } from 'msw/browser'
import { loadScenario, PRECOMPUTED_SEED } from '../fixtures/scenario-loader.js'
import type { ScenarioName } from '../fixtures/scenarios.js'
import { createMockContext } from './context.js'
import { createHandlers } from './standin.js'

/**
 * For apps and Storybook: `worker` answers every route of both APIs on any origin from a
 * store that lives in the page, loaded with the default scenario (queued ahead of any
 * request). Serve `mockServiceWorker.js` at the site root (`npx standin init <publicDir>`),
 * then `await worker.start()` before the app's first request.
 */

export const context = createMockContext({ seed: PRECOMPUTED_SEED })
void loadScenario(context, 'default')

export const worker = setupWorker(...createHandlers({ context }))

/** Restores both stores of the page to a scenario (default: `default` with seed 1). */
export function resetStandin(options: { scenario?: ScenarioName; seed?: number } = {}): Promise<void> {
  return loadScenario(context, options.scenario ?? 'default', options.seed ?? PRECOMPUTED_SEED)
}

export * from './standin.js'
