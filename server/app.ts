import { createServer, type Server } from 'node:http'
import Koa from 'koa'
import { apis } from '../mocks/apis.js'
import { createPipeline } from '../mocks/http/pipeline.js'
import { adminGate, ControlPlane, type ControlOptions, createControlRouter, crossSiteGuard, isControlPath, withoutAdminToken } from './control.js'
import { ANY_ORIGIN, answerPreflight, applyCors, type CorsPolicy } from './cors.js'
import { requestUrl, send, toIncoming } from './incoming.js'
import { logLine, truncate } from './journal.js'
import { SESSION_HEADER } from './sessions.js'

/**
 * The Koa host: standin's control routes under `/__standin/`, then every API on the paths it
 * owns, through the pipeline both hosts share (mocks/http/pipeline.ts), which picks the store
 * (a session's, when the request names one) with the control plane. What stays here is
 * transport: reading and writing bytes, dropping a connection, CORS, the journal, persistence.
 * `createApp` never listens; `server/cli.ts` does.
 */

export interface AppOptions extends ControlOptions {
  /** Receives one line per request (the CLI prints them unless `--quiet`). */
  log?: (line: string) => void
  /** Origins browsers may call the APIs from (default: any). */
  cors?: CorsPolicy
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

const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE', 'HPE_INVALID_EOF_STATE'])

export function createApp(options: AppOptions): Koa {
  const app = new Koa()
  const plane = new ControlPlane(options)
  const pipelines = apis.map((api) => createPipeline(api, { select: (request) => plane.select(api, request) }))
  const control = createControlRouter(plane)
  const cors = options.cors ?? ANY_ORIGIN
  // A client that goes away mid-request (a stalled upload it gave up, a dropped connection) is
  // transport, not a failure of the server: Koa would print each one.
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLIENT_GONE.has(error.code ?? '')) console.error('standin:', error)
  })

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
      url: truncate(isControlPath(ctx.path) ? withoutAdminToken(url) : url) ?? '',
      status: ctx.state.dropped ? 0 : ctx.status,
      durationMs: performance.now() - started,
      session: (ctx.state.session as string | undefined) ?? null,
      stub: (ctx.state.stub as string | undefined) ?? null,
      requestBody: truncate(ctx.state.requestBody as string | undefined),
      responseBody: truncate((ctx.state.responseText as string | undefined) ?? (typeof ctx.body === 'string' ? ctx.body : undefined)),
    }
    const recorded = isControlPath(ctx.path) ? { id: 0, ...entry } : plane.journal.record(entry)
    options.log?.(logLine(recorded))
  })

  app.use(plane.bodies.middleware())
  app.use(crossSiteGuard())
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
    const pipeline = pipelines.find((candidate) => candidate.owns(ctx.path))
    if (!pipeline) return next()
    if (answerPreflight(ctx, cors, pipeline.api.cors)) return
    const read = await toIncoming(ctx, ctx.state.url as string, plane.bodies)
    if (read.kind === 'aborted') {
      ctx.state.dropped = true
      ctx.respond = false
      return
    }
    ctx.state.requestBody = read.request.body
    const outcome = await pipeline.handle(read.request, plane.context)
    if (outcome.context && outcome.context !== plane.context) ctx.state.session = ctx.get(SESSION_HEADER).trim()
    if (outcome.kind === 'answer' && outcome.stub) ctx.state.stub = outcome.stub
    if (outcome.kind === 'drop') {
      ctx.state.dropped = true
      ctx.respond = false
      ctx.req.socket.destroy()
      return
    }
    send(ctx, outcome.response)
    applyCors(ctx, cors, pipeline.api.cors)
  })

  return app
}
