import Router from '@koa/router'
import type { Context } from 'koa'
import type { MockContext } from '../mocks/context.js'
import { applyScenario, DEFAULT_SEED, isScenarioName, scenarios } from '../fixtures/scenarios.js'
import { applyProviderState, isProviderStateName, providerStates, type StateParams } from '../fixtures/states.js'
import { readBody } from './incoming.js'

/**
 * standin's own control routes under `/__standin/`: not part of either API, so their
 * errors are standin's plain `{"error": "..."}`.
 */

function fail(ctx: Context, message: string): void {
  ctx.status = 400
  ctx.body = { error: message }
}

async function readJson(ctx: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await readBody(ctx)
  if (text === undefined || text.trim() === '') return { ok: true, value: {} }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

export function createControlRouter(context: MockContext): Router {
  const router = new Router({ prefix: '/__standin' })

  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' }
  })

  /**
   * `{"scenario": name, "seed"?: n}` restores a scenario (204). A Pact state-change call,
   * `{"state": name, "params"?: {...}, "action"?: "setup" | "teardown"}`, sets up a provider
   * state and answers the values the interaction uses (200), so this route can serve as the
   * verifier's state URL; teardown has nothing to undo (the next setup resets), and neither
   * has the call Pact makes with an empty state name for interactions that name none.
   */
  router.post('/reset', async (ctx) => {
    const body = await readJson(ctx)
    if (!body.ok) return fail(ctx, 'The body is not valid JSON.')
    const value = body.value
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(
        ctx,
        'The body must be a JSON object: {"scenario": "default" | "empty", "seed"?: integer} or {"state": name, "params"?: object, "action"?: "setup" | "teardown"}.',
      )
    }
    const { scenario = 'default', seed = DEFAULT_SEED, state, params = {}, action = 'setup' } = value as Record<string, unknown>
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
      return fail(ctx, '"seed" must be a non-negative integer.')
    }
    if (state !== undefined) {
      if (state !== '' && !isProviderStateName(state)) {
        return fail(ctx, `Unknown provider state ${JSON.stringify(state)}; known: ${Object.keys(providerStates).join(', ')}.`)
      }
      if (typeof params !== 'object' || params === null || Array.isArray(params)) return fail(ctx, '"params" must be a JSON object.')
      if (action !== 'setup' && action !== 'teardown') return fail(ctx, '"action" must be "setup" or "teardown".')
      // The verifier also calls for interactions without a state, with an empty name: nothing to set up.
      if (action === 'teardown' || state === '') {
        ctx.status = 204
        return
      }
      try {
        ctx.body = await applyProviderState(context, state, params as StateParams, seed)
      } catch (error) {
        return fail(ctx, `Provider state ${JSON.stringify(state)} could not be set up: ${(error as Error).message}.`)
      }
      return
    }
    if (!isScenarioName(scenario)) {
      return fail(ctx, `Unknown scenario ${JSON.stringify(scenario)}; known: ${Object.keys(scenarios).join(', ')}.`)
    }
    await applyScenario(context, scenario, seed)
    ctx.status = 204
  })

  return router
}
