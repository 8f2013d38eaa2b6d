import type { Context } from 'koa'
import type { JsonObject } from '../../mocks/http/types.js'
import { WriteNotSaved } from '../../mocks/store/transaction.js'
import { ScenarioError } from '../../fixtures/scenario-document.js'
import { loadScenario, type Scenario } from '../../fixtures/scenario-loader.js'
import { applyProviderState, isProviderStateName, providerStates } from '../../fixtures/states.js'
import { messageOf } from '../error-message.js'
import { checkedScenarioDocument } from '../scenario-file.js'
import { answer, body, integer, noContent, ref, text } from './describe.js'
import { isObject } from '../../mocks/http/json.js'
import { fail, readJson } from './json.js'
import type { ControlPlane } from './plane.js'
import type { ControlResource } from './route.js'
import { target } from './target.js'

/**
 * `POST /__standin/reset`: restores a scenario (by default the one the server started from),
 * by name or given inline, into the shared store or the session's; or, called as a Pact
 * verifier's state URL, sets a provider state up and answers its values.
 */

const isSeed = (seed: unknown): seed is number => typeof seed === 'number' && Number.isSafeInteger(seed) && seed >= 0

/**
 * A Pact state-change call (`{"state", "params", "action"}`): sets the provider state up and
 * answers the values the interaction's request uses, so `/reset` serves as the verifier's
 * state URL. Teardown has nothing to undo (the next setup starts from its scenario), and
 * neither has the call the verifier makes, with an empty name, for interactions that name
 * no state.
 */
async function setUpProviderState(plane: ControlPlane, ctx: Context, call: JsonObject): Promise<void> {
  const { state, params = {}, action = 'setup', seed = plane.startScenario.seed } = call
  const name = state === '' ? undefined : isProviderStateName(state) ? state : null
  if (name === null) {
    return fail(
      ctx,
      `Unknown provider state ${JSON.stringify(state)}; known: ${Object.keys(providerStates).join(', ')}.`,
    )
  }
  if (!isObject(params)) return fail(ctx, '"params" must be a JSON object.')
  if (action !== 'setup' && action !== 'teardown') return fail(ctx, '"action" must be "setup" or "teardown".')
  if (!isSeed(seed)) return fail(ctx, '"seed" must be a non-negative integer.')
  if (action === 'teardown' || name === undefined) {
    ctx.status = 204
    return
  }
  const context = await target(plane, ctx)
  if (!context) return
  try {
    ctx.body = await applyProviderState(context, name, params, seed)
  } catch (error) {
    // Not saved, or no room: the control plane's failures say which (failures.ts).
    if (error instanceof WriteNotSaved) throw error
    return fail(
      ctx,
      `Provider state ${JSON.stringify(name)} could not be set up: ${messageOf(error).replace(/\.$/, '')}.`,
    )
  }
}

/** `{"scenario", "seed"}`: the scenario loaded, all or nothing. */
async function restoreScenario(plane: ControlPlane, ctx: Context, call: JsonObject): Promise<void> {
  const unknownKeys = Object.keys(call).filter((key) => key !== 'scenario' && key !== 'seed')
  if (unknownKeys.length > 0) {
    return fail(
      ctx,
      `Unknown key(s) ${unknownKeys.map((key) => JSON.stringify(key)).join(', ')}: send {"scenario": <name> | <scenario document>, "seed"?: integer}.`,
    )
  }
  const { scenario: given = plane.startScenario.scenario, seed = plane.startScenario.seed } = call
  let scenario: Scenario
  if (typeof given === 'string') {
    const named = plane.scenarioNamed(given)
    if (named === undefined)
      return fail(
        ctx,
        `Unknown scenario ${JSON.stringify(given)}; known: ${plane.scenarioNames().join(', ')}, or send a scenario document.`,
      )
    scenario = named
  } else {
    const checked = checkedScenarioDocument(given)
    if (!checked.ok) return fail(ctx, `The scenario was refused, nothing changed: ${checked.error}`)
    scenario = checked.document
  }
  if (!isSeed(seed)) return fail(ctx, '"seed" must be a non-negative integer.')
  const context = await target(plane, ctx)
  if (!context) return
  try {
    await loadScenario(context, scenario, seed)
  } catch (error) {
    if (error instanceof ScenarioError) return fail(ctx, `The scenario was refused, nothing changed: ${error.message}`)
    throw error
  }
  ctx.status = 204
}

export const reset: ControlResource = {
  schemas: {
    Reset: {
      type: 'object',
      description:
        'Restores a scenario (by default the one the server started from), or sets up a Pact provider state and answers its values. "scenario" is a name, or a scenario given inline.',
      // Open to more keys: inline scenario documents and Pact verifiers may add some.
      oneOf: [
        {
          type: 'object',
          properties: { scenario: { type: ['string', 'object'] }, seed: integer(0) },
          not: { required: ['state'] },
        },
        {
          type: 'object',
          properties: {
            state: text,
            params: { type: 'object' },
            action: { enum: ['setup', 'teardown'] },
            seed: integer(0),
          },
          required: ['state'],
        },
      ],
    },
    ProviderStateValues: { type: 'object', description: "The values the interaction's request uses (ids, names)." },
  },
  routes: [
    {
      method: 'POST',
      path: '/reset',
      describe: {
        summary: "Restore a scenario, or set up a Pact provider state (the verifier's state URL).",
        session: true,
        requestBody: body(ref('Reset'), false),
        responses: {
          '200': answer('The provider state is set up: its values.', ref('ProviderStateValues')),
          ...noContent,
        },
      },
      async handle(ctx, plane) {
        const call = await readJson(ctx, plane.bodies)
        if (!call.ok) return
        if (!isObject(call.value)) {
          const names = plane
            .scenarioNames()
            .map((name) => `"${name}"`)
            .join(' | ')
          return fail(
            ctx,
            `The body must be a JSON object: {"scenario": ${names} | a scenario document, "seed"?: integer}, or a Pact state-change call {"state": name, "params"?: object, "action"?: "setup" | "teardown"}.`,
          )
        }
        if (call.value.state !== undefined) return setUpProviderState(plane, ctx, call.value)
        return restoreScenario(plane, ctx, call.value)
      },
    },
  ],
}
