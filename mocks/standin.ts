import type { RequestHandler } from 'msw'
import { loadScenario, PRECOMPUTED_SEED } from '../fixtures/scenario-loader.js'
import type { ScenarioName } from '../fixtures/scenarios.js'
import { createMockContext, type MockContext, type MockContextOptions } from './context.js'
import { mswHandlersFor } from './msw-adapter.js'

/**
 * The package's root entry (`import … from 'standin'`): what an app or a test needs to build its
 * own mock, in the browser or in Node, and the resource types. Like node.ts and browser.ts it is
 * an entry point, so it may read fixtures/; nothing else under mocks/ does. It loads Faker only
 * for a seed other than the default one (see fixtures/scenario-loader.ts).
 */

export interface SeededHandlerOptions extends MockContextOptions {
  /** e.g. `http://localhost:8000`: only that origin is answered; by default, every origin. */
  baseUrl?: string
  /** Data to start with (default: `default`). */
  scenario?: ScenarioName
  /** Faker seed of the fixtures (default: 1). */
  seed?: number
}

export interface ContextHandlerOptions {
  /** A store you made with `createMockContext` and fill with `loadScenario`. */
  context: MockContext
  baseUrl?: string
}

/**
 * Every route of both APIs as MSW handlers, for `setupWorker(...)` or `setupServer(...)`: over a
 * store of their own seeded with a scenario, or over `context`. Seeding is queued ahead of every
 * request, so the handlers can be used at once.
 */
export function createHandlers(options: SeededHandlerOptions | ContextHandlerOptions = {}): RequestHandler[] {
  if ('context' in options) return mswHandlersFor(options.context, { baseUrl: options.baseUrl })
  const { baseUrl, scenario = 'default', seed = PRECOMPUTED_SEED, ...contextOptions } = options
  const context = createMockContext({ ...contextOptions, seed })
  void loadScenario(context, scenario, seed)
  return mswHandlersFor(context, { baseUrl })
}

export { loadScenario } from '../fixtures/scenario-loader.js'
export type { ScenarioName } from '../fixtures/scenarios.js'
export { createMockContext, DEFAULT_TOKEN } from './context.js'
export type { MockContext, MockContextOptions } from './context.js'
export { faults } from './fault-handlers.js'
export { stub } from './stub-handlers.js'
export type { StubDefinition, StubRequestPattern, StubResponse } from './http/stubs.js'
export { createSettableClock } from './http/clock.js'
export type { Clock, SettableClock } from './http/clock.js'
export { takeSnapshot, type StoreSnapshot } from './snapshot.js'
export type * from './types.js'
