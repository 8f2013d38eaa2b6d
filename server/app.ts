import Koa from 'koa'
import { apis } from '../mocks/apis.js'
import type { MockContext } from '../mocks/context.js'
import { createDispatcher } from '../mocks/http/dispatch.js'
import { createControlRouter } from './control.js'
import { send, toIncoming } from './incoming.js'

/**
 * The Koa host: standin's control routes, then every API on the paths it owns.
 * `createApp` never listens; `server/cli.ts` does.
 */

export interface AppOptions {
  context: MockContext
}

export function createApp({ context }: AppOptions): Koa {
  const app = new Koa()
  const dispatchers = apis.map((api) => createDispatcher(api))
  const control = createControlRouter(context)
  app.use(control.routes())
  app.use(control.allowedMethods())
  // Each API's own router picks the route: @koa/router scans its routes one by one, which
  // costs more than everything else in a request (see docs/decisions/0004).
  app.use(async (ctx, next) => {
    const dispatcher = dispatchers.find((candidate) => candidate.owns(ctx.path))
    if (!dispatcher) return next()
    send(ctx, await dispatcher.handle(await toIncoming(ctx), context))
  })
  return app
}
