import Router from '@koa/router'
import Koa from 'koa'
import { apis } from '../mocks/apis.js'
import type { MockContext } from '../mocks/context.js'
import { createDispatcher } from '../mocks/http/dispatch.js'
import { createControlRouter } from './control.js'
import { send, toIncoming } from './incoming.js'

/**
 * The Koa host: one router route per API route, then each API's fallback for the paths it
 * owns, then standin's control routes. `createApp` never listens; `server/cli.ts` does.
 */

export interface AppOptions {
  context: MockContext
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options'

export function createApp({ context }: AppOptions): Koa {
  const app = new Koa()
  const router = new Router()
  const dispatchers = apis.map((api) => createDispatcher(api))

  for (const dispatcher of dispatchers) {
    for (const route of dispatcher.api.routes) {
      router[route.method.toLowerCase() as Method](route.path, async (ctx) => {
        send(ctx, await dispatcher.route(route, await toIncoming(ctx), context))
      })
    }
  }

  const control = createControlRouter(context)
  app.use(control.routes())
  app.use(control.allowedMethods())
  app.use(router.routes())
  app.use(async (ctx, next) => {
    const dispatcher = dispatchers.find((candidate) => candidate.owns(ctx.path))
    if (!dispatcher) return next()
    send(ctx, await dispatcher.fallback(await toIncoming(ctx), context))
  })
  return app
}
