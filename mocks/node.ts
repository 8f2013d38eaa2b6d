import { setupServer } from 'msw/node'
import { applyScenario, DEFAULT_SEED, type ScenarioName } from '../fixtures/scenarios.js'
import { createMockContext } from './context.js'
import { createHandlers } from './handlers.js'

/**
 * For Node tests: `server` intercepts every route of both APIs on any origin, backed by
 * `context`, seeded with the default scenario. Seeding is queued ahead of any request.
 */

export const context = createMockContext({ seed: DEFAULT_SEED })
void applyScenario(context, 'default', DEFAULT_SEED)

export const server = setupServer(...createHandlers({ context }))

/** Restores both stores to a scenario, e.g. in `beforeEach`. */
export function resetStandin(options: { scenario?: ScenarioName; seed?: number } = {}): Promise<void> {
  return applyScenario(context, options.scenario ?? 'default', options.seed ?? DEFAULT_SEED)
}

export * from './standin.js'
