import { answer, array, integer, object, ref, text } from './describe.js'
import type { ControlResource } from './route.js'

/** `GET /__standin/scenarios`: the names `POST /__standin/reset` takes, and what the server started from. */
export const scenarios: ControlResource = {
  schemas: {
    Start: object({
      scenario: { ...text, description: 'The scenario reset restores when none is named.' },
      seed: integer(0),
    }),
    Scenarios: object({ scenarios: array(text), start: ref('Start') }),
  },
  routes: [
    {
      method: 'GET',
      path: '/scenarios',
      describe: {
        summary: 'The scenario names, and what the server started from.',
        responses: { '200': answer('The scenarios.', ref('Scenarios')) },
      },
      handle(ctx, plane) {
        ctx.body = { scenarios: plane.scenarioNames(), start: plane.startScenario }
      },
    },
  ],
}
