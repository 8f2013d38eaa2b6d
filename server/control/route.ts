import type { RouterContext } from '@koa/router'
import type { Description, Schema } from './describe.js'
import type { ControlPlane } from './plane.js'

/**
 * How a control resource declares its routes: each route carries its description, so the
 * router (server/control/router.ts) and the OpenAPI document (server/control/openapi.ts) are
 * made from the same list, and a route cannot be served without being described.
 */

type ControlMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface ControlRoute {
  method: ControlMethod
  /** Under /__standin, as @koa/router writes it (`/faults/:id`). */
  path: string
  describe: Description
  handle(ctx: RouterContext, plane: ControlPlane): void | Promise<void>
}

/** One file of server/control/: its routes, and the schemas their descriptions name with `ref`. */
export interface ControlResource {
  routes: readonly ControlRoute[]
  schemas?: Readonly<Record<string, Schema>>
}
