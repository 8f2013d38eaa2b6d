import Router from '@koa/router'
import { clock } from './clock.js'
import { drift } from './drift.js'
import { faults } from './faults.js'
import { CONTROL_PREFIX } from './guards.js'
import { health } from './health.js'
import { nearMisses } from './near-misses.js'
import { withOpenApi } from './openapi.js'
import type { ControlPlane } from './plane.js'
import { processInfo } from './process.js'
import { records } from './records.js'
import { requests } from './requests.js'
import { reset } from './reset.js'
import { scenarios } from './scenarios.js'
import { sessions } from './sessions.js'
import { snapshot } from './snapshot.js'
import { stubs } from './stubs.js'
import { summary } from './summary.js'
import { workbench } from './workbench.js'

/**
 * standin's own control plane under `/__standin/`: every resource's routes, each served with
 * the description it carries, and `GET /__standin/openapi.json` describing them all. A route
 * lives in the file named after its URL (`/__standin/faults/:id` in faults.ts); the guards
 * before them (guards.ts) and the plane's state (plane.ts) are shared.
 */

const { routes, document } = withOpenApi([
  workbench,
  health,
  processInfo,
  summary,
  scenarios,
  reset,
  snapshot,
  faults,
  stubs,
  requests,
  nearMisses,
  records,
  sessions,
  clock,
  drift,
])

/** The OpenAPI document of the control plane (what `GET /__standin/openapi.json` serves). */
export const controlDocument = document

export function createControlRouter(plane: ControlPlane): Router {
  const router = new Router({ prefix: CONTROL_PREFIX })
  for (const route of routes) router.register(route.path, [route.method], (ctx) => route.handle(ctx, plane))
  return router
}
