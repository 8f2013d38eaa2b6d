import { loadScenario, PRECOMPUTED_SEED, type Scenario } from '../fixtures/scenario-loader.js'
import type { MockContext } from './context/context.js'
import type { Factories } from './factories/factories.js'
import { instantToPin } from './levers/clock.js'
import { createFactories } from './standin.js'

/**
 * What the entries hand a test for one store: the store itself, typed factories over it, its
 * clock and its reset. standin/node makes one for the shared store and one per `isolated()`
 * test; standin/browser one for the page's store. Its module-level helpers (`factories`,
 * `setNow`, `resetStandin`) act on the kit of the moment (`routed`).
 */

export interface ScenarioOptions {
  /** A scenario's name, or a scenario document (JSON, or `defineScenario`). */
  scenario?: Scenario
  seed?: number
}

export interface StoreKit {
  /** The store: both APIs' data, its token, its clock, its faults and stubs. */
  context: MockContext
  /** Typed factories over `context` (each call a request to the API, in-process). */
  factories: Factories
  /**
   * Pins the store's clock (the calendar's default window, audit times, created dates), or
   * releases it with no argument. A Date or an ISO 8601 date-time with a zone, years 1970 to
   * 9989; anything else is a TypeError naming the value, and the clock stays as it was.
   */
  setNow(at?: Date | string): void
  /**
   * Restores the store to a scenario (default: the one it started from) and releases its clock;
   * rejects, changing nothing, when a record is refused.
   */
  resetStandin(options?: ScenarioOptions): Promise<void>
}

export interface KitOptions extends ScenarioOptions {
  /** Runs after a reset's data is in place (the browser's saved store forgets what it kept). */
  afterReset?: (scenario: Scenario, seed: number) => Promise<void> | void
}

export function kitFor(context: MockContext, options: KitOptions = {}): StoreKit {
  return {
    context,
    factories: createFactories(context, { seed: options.seed ?? PRECOMPUTED_SEED }),
    setNow(at) {
      if (at === undefined) context.clock.release()
      else context.clock.pin(instantToPin(at))
    },
    async resetStandin(reset = {}) {
      context.clock.release()
      const seed = reset.seed ?? options.seed ?? PRECOMPUTED_SEED
      const scenario = reset.scenario ?? options.scenario ?? 'default'
      await loadScenario(context, scenario, seed)
      await options.afterReset?.(scenario, seed)
    },
  }
}

/**
 * An object shaped like `template` (nested objects of functions) whose functions call the same
 * function of `current()` when they are called: `factories.identity['core/users'].create()`
 * inside an isolated test reaches that test's store, even when the collection was taken outside
 * it.
 */
export function routed<T extends object>(template: T, current: () => T): T {
  // The shape is T's, walked as plain objects.
  return walk(template, current) as T
}

function walk(shape: object, find: () => object): object {
  const routes: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(shape)) {
    const found = (): unknown => Reflect.get(find(), name)
    if (typeof value === 'function')
      routes[name] = (...args: unknown[]) => {
        const target = found()
        if (typeof target !== 'function') throw new TypeError(`standin: ${name} is not a function here`)
        return Reflect.apply(target, find(), args)
      }
    else if (typeof value === 'object' && value !== null)
      routes[name] = walk(value, () => {
        const inner = found()
        return typeof inner === 'object' && inner !== null ? inner : {}
      })
  }
  return routes
}
