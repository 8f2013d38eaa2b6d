import { createServer, type Server } from 'node:http'
import Koa from 'koa'
import { apis } from '../mocks/apis.js'
import type { MockContext } from '../mocks/context.js'
import { decideFaults, preferredFault } from '../mocks/faults.js'
import { createDispatcher } from '../mocks/http/dispatch.js'
import type { ApiResponse } from '../mocks/http/types.js'
import { adminGate, ControlPlane, type ControlOptions, createControlRouter, isControlPath, withoutAdminToken } from './control.js'
import { ANY_ORIGIN, answerPreflight, applyCors, type CorsPolicy } from './cors.js'
import { requestUrl, send, toIncoming } from './incoming.js'
import { logLine, truncate } from './journal.js'
import { SESSION_HEADER } from './sessions.js'

/**
 * The Koa host: standin's control routes under `/__standin/`, then every API on the paths it
 * owns (in a session's store when the request names one, through any injected faults).
 * `createApp` never listens; `server/cli.ts` does.
 */

export interface AppOptions extends ControlOptions {
  /** Receives one line per request (the CLI prints them unless `--quiet`). */
  log?: (line: string) => void
  /** Origins browsers may call the APIs from (default: any). */
  cors?: CorsPolicy
  /** Closes the control routes (all but `/__standin/health`) to callers without it. */
  adminToken?: string
}

/**
 * Node's own header limit (request line and headers). It is set well above standin's (see
 * mocks/http/limits.ts) so that standin, not Node, answers an overlong URL or header with
 * the API's 414 or 431; only past this does Node answer a bare 431 and close.
 */
export const NODE_HEADER_BYTES = 64 * 1024

/** The HTTP server for an app: how the CLI and the tests listen. */
export function createHttpServer(app: Koa): Server {
  return createServer({ maxHeaderSize: NODE_HEADER_BYTES }, app.callback())
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function createApp(options: AppOptions): Koa {
  const app = new Koa()
  const plane = new ControlPlane(options)
  const dispatchers = apis.map((api) => createDispatcher(api))
  const control = createControlRouter(plane)
  const cors = options.cors ?? ANY_ORIGIN

  // Journal and log: every answered request, timed; the control plane's own traffic is
  // logged but kept out of the journal it serves.
  app.use(async (ctx, next) => {
    const started = performance.now()
    const url = requestUrl(ctx)
    ctx.state.url = url
    await next()
    const entry = {
      at: new Date().toISOString(),
      method: ctx.method,
      url: isControlPath(ctx.path) ? withoutAdminToken(url) : url,
      status: ctx.state.dropped ? 0 : ctx.status,
      durationMs: performance.now() - started,
      session: (ctx.state.session as string | undefined) ?? null,
      requestBody: truncate(ctx.state.requestBody as string | undefined),
      responseBody: truncate((ctx.state.responseText as string | undefined) ?? (typeof ctx.body === 'string' ? ctx.body : undefined)),
    }
    const recorded = isControlPath(ctx.path) ? { id: 0, ...entry } : plane.journal.record(entry)
    options.log?.(logLine(recorded))
  })

  app.use(adminGate(options.adminToken))

  // The control router is only consulted for its own paths: @koa/router tries each of its
  // routes in turn, which every API request would otherwise pay for (and its allowedMethods
  // would turn an API's 404 to a method it does not know, PURGE, into its own 501).
  const controlRoutes = control.routes()
  const controlMethods = control.allowedMethods()
  app.use((ctx, next) => {
    if (!isControlPath(ctx.path)) return next()
    const routed = ctx as Parameters<typeof controlRoutes>[0]
    return controlRoutes(routed, () => controlMethods(routed as Parameters<typeof controlMethods>[0], next))
  })

  app.use(async (ctx, next) => {
    const dispatcher = dispatchers.find((candidate) => candidate.owns(ctx.path))
    if (!dispatcher) return next()
    if (answerPreflight(ctx, cors, dispatcher.api.cors)) return
    const answer = (response: ApiResponse) => {
      send(ctx, response)
      applyCors(ctx, cors, dispatcher.api.cors)
    }
    const read = await toIncoming(ctx, ctx.state.url as string)
    if (read.kind === 'aborted') {
      ctx.state.dropped = true
      ctx.respond = false
      return
    }
    if (read.kind === 'refused') return answer(dispatcher.api.statusError(read.status))
    const incoming = read.request
    ctx.state.requestBody = incoming.body

    const sessionHeader = ctx.get(SESSION_HEADER)
    const lookup = sessionHeader ? await plane.sessions.lookup(sessionHeader) : ({ kind: 'none' } as const)
    if (lookup.kind === 'invalid') return answer(dispatcher.api.statusError(400, lookup.message))
    if (lookup.kind === 'full') return answer(dispatcher.api.statusError(429, lookup.message))
    const context: MockContext = lookup.kind === 'session' ? lookup.context : plane.context
    if (lookup.kind === 'session') ctx.state.session = lookup.id

    const preferred = preferredFault(ctx.get('prefer') || undefined)
    const rules = preferred ? [...plane.faults, preferred] : plane.faults
    if (rules.length > 0) {
      const decision = decideFaults(rules, ctx.method, ctx.path, plane.random)
      if (decision.delayMs > 0) await sleep(decision.delayMs)
      if (decision.outcome === 'drop') {
        ctx.state.dropped = true
        ctx.respond = false
        ctx.req.socket.destroy()
        return
      }
      if (decision.outcome !== 'pass') return answer(dispatcher.api.statusError(decision.outcome.status))
    }

    answer(await dispatcher.handle(incoming, context))
  })

  return app
}
