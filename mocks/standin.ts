import type { RequestHandler } from 'msw'
import { loadScenario, PRECOMPUTED_SEED, type Scenario } from '../fixtures/scenario-loader.js'
import { checkScenario, ScenarioError } from '../fixtures/scenario-document.js'
import { createFiller } from '../fixtures/scenario-values.js'
import { createMockContext, type MockContext, type MockContextOptions } from './context/context.js'
import { createFactories as createFactoriesOver, type Factories } from './factories/factories.js'
import { mswHandlersFor } from './msw/adapter.js'

/**
 * The package's root entry (`import … from 'standin'`): what an app or a test needs to build its
 * own mock, in the browser or in Node, and the resource types. Like node.ts and browser.ts it is
 * an entry point, so it may read fixtures/; nothing else under mocks/ does. It loads Faker only
 * for a seed other than the default one (see fixtures/scenario-loader.ts).
 */

export interface SeededHandlerOptions extends MockContextOptions {
  /** e.g. `http://localhost:8000`: only that origin is answered; by default, every origin. */
  baseUrl?: string
  /** Data to start with: a scenario's name or a scenario document (default: `default`). */
  scenario?: Scenario
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
  // A document's shape is checked here, where it is given; what the APIs refuse surfaces when it loads.
  if (typeof scenario !== 'string') {
    const checked = checkScenario(scenario)
    if (!checked.ok) throw new ScenarioError(checked.error)
  }
  const context = createMockContext({ ...contextOptions, seed })
  void loadScenario(context, scenario, seed)
  return mswHandlersFor(context, { baseUrl })
}

/**
 * Typed factories for every collection of both APIs over `context` (`factories.identity['core/users']
 * .create({ username: 'alice' })`): each call goes through the API itself, so it validates,
 * answers and refuses as the API does. What a create leaves out is made up from `seed`.
 */
export function createFactories(context: MockContext, options: { seed?: number } = {}): Factories {
  return createFactoriesOver(context, { fill: createFiller(options.seed ?? PRECOMPUTED_SEED) })
}

export { loadScenario, type Scenario } from '../fixtures/scenario-loader.js'
export {
  defineScenario,
  ScenarioError,
  type ScenarioDefinition,
  type ScenarioDocument,
} from '../fixtures/scenario-document.js'
export type { ScenarioName } from '../fixtures/scenarios.js'
export { RefusedByApi } from './factories/call.js'
export type {
  CalendarFactories,
  Factories,
  Factory,
  IdentityFactories,
  ListQuery,
  ReadFactory,
} from './factories/factories.js'
export type { CalendarWritable, IdentityReadOnly, IdentityWritable, ScenarioRef } from './factories/collections.js'
export { createMockContext, DEFAULT_TOKEN } from './context/context.js'
export type { MockContext, MockContextOptions } from './context/context.js'
export { faults } from './msw/faults.js'
export { stub } from './msw/stubs.js'
export type { StubRequestPattern } from './levers/stub-matching.js'
export type { StubDefinition, StubResponse } from './levers/stubs.js'
export { createSettableClock } from './levers/clock.js'
export type { Clock, SettableClock } from './levers/clock.js'
export { takeSnapshot, type StoreSnapshot } from './context/snapshot.js'
/**
 * Both APIs' `paths`, made by openapi-typescript from the documents they serve (the same
 * documents ship as `standin/openapi/identity.json` and `standin/openapi/calendar.json`), for
 * openapi-fetch's `createClient<IdentityPaths>({ baseUrl: '…/api/v2beta' })`.
 */
export type { paths as IdentityPaths } from './openapi/identity-paths.js'
export type { paths as CalendarPaths } from './openapi/calendar-paths.js'
/** The public resource types of both APIs (`import type { User, CalendarEvent } from 'standin'`). */
export type * from './identity/resource-types.js'
export type * from './calendar/resource-types.js'
