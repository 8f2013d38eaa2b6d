import { apis } from '../../mocks/context/apis.js'
import { answer, array, integer, object, ref, text } from './describe.js'
import type { ControlPlane } from './plane.js'
import type { ControlResource } from './route.js'
import { clockState } from './clock.js'

/**
 * `GET /__standin/summary`: everything at a glance, in one read: record counts per collection
 * of both APIs, the last requests, the shared store's stubs and faults, the sessions, the clock.
 */

function summaryOf(plane: ControlPlane) {
  return {
    collections: apis.map((api) => ({ api: api.name, collections: api.collections(plane.context) })),
    requests: plane.requests({ limit: 20 }),
    faults: plane.context.faults.rules,
    stubs: plane.context.stubs.stubs,
    sessions: plane.sessionList(),
    clock: clockState(plane.context),
    start: plane.startScenario,
  }
}

export const summary: ControlResource = {
  schemas: {
    Summary: object({
      collections: array(object({ api: text, collections: array(object({ name: text, count: integer(0) })) })),
      requests: array(ref('JournalEntry')),
      faults: array(ref('Fault')),
      stubs: array(ref('Stub')),
      sessions: array(ref('SessionShown')),
      clock: ref('Clock'),
      start: ref('Start'),
    }),
  },
  routes: [
    {
      method: 'GET',
      path: '/summary',
      describe: {
        summary: 'At a glance: counts, recent requests, stubs, faults, sessions, the clock.',
        responses: { '200': answer('The summary.', ref('Summary')) },
      },
      handle(ctx, plane) {
        ctx.body = summaryOf(plane)
      },
    },
  ],
}
