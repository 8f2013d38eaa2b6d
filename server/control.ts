import Router from '@koa/router'
import type { Context } from 'koa'
import type { MockContext } from '../mocks/context.js'
import { applyScenario, DEFAULT_SEED, isScenarioName, scenarios } from '../fixtures/scenarios.js'
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

  router.post('/reset', async (ctx) => {
    const body = await readJson(ctx)
    if (!body.ok) return fail(ctx, 'The body is not valid JSON.')
    const value = body.value
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(ctx, 'The body must be a JSON object: {"scenario": "default" | "empty", "seed"?: integer}.')
    }
    const { scenario = 'default', seed = DEFAULT_SEED } = value as Record<string, unknown>
    if (!isScenarioName(scenario)) {
      return fail(ctx, `Unknown scenario ${JSON.stringify(scenario)}; known: ${Object.keys(scenarios).join(', ')}.`)
    }
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) {
      return fail(ctx, '"seed" must be a non-negative integer.')
    }
    await applyScenario(context, scenario, seed)
    ctx.status = 204
  })

  return router
}
