import { createServer, type Server, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { RouterContext } from '@koa/router'
import Koa, { type Context, type Middleware } from 'koa'
import { apis } from '../mocks/context/apis.js'
import type { MockContext } from '../mocks/context/context.js'
import { type AnsweredBy, createPipeline, type Pipeline } from '../mocks/pipeline/pipeline.js'
import type { JsonText } from '../mocks/http/types.js'
import {
  adminGate,
  crossSiteGuard,
  exactHostNames,
  hostGuard,
  isControlPath,
  withoutAdminToken,
} from './control/guards.js'
import { controlFailures } from './control/failures.js'
import { ControlPlane, type ControlOptions } from './control/plane.js'
import { createControlRouter } from './control/router.js'
import { ANY_ORIGIN, answerPreflight, applyCors, type CorsPolicy } from './cors.js'
import { heldBytes } from './body-reading.js'
import { requestUrl, send, toIncoming } from './incoming.js'
import { entryOf, logLine, type RequestNote } from './journal.js'
import { SESSION_HEADER } from './sessions.js'
import type { ProxySettings } from './proxy/options.js'
import { createProxy, outsideStub, type Proxied } from './proxy/proxy.js'

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
  /** Names besides localhost and IP addresses the control routes answer to (see hostGuard). */
  allowedHosts?: readonly string[]
  /** `--proxy`: what standin does not serve goes to a deployment (server/proxy/). */
  proxy?: ProxySettings
}

/**
 * Node's own header limit (request line and headers). It is set well above standin's (see
 * mocks/http/limits.ts) so that standin, not Node, answers an overlong URL or header with
 * the API's 414 or 431; only past this does Node answer a bare 431 and close.
 */
export const NODE_HEADER_BYTES = 64 * 1024

/** What Node answers a request it cannot parse with, by its error's code (as its own default does). */
const MALFORMED_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
}

/**
 * The HTTP server for an app: how the CLI and the tests listen. A request Node cannot parse
 * (a bad header, chunk or request line) is answered as Node would (400, or 431, 413, 408) where
 * the connection can still take an answer and none has begun, then closed, and told to `log` in
 * one line; a connection the client dropped is not worth one.
 */
export function createHttpServer(app: Koa, log?: (line: string) => void): Server {
  const server = createServer({ maxHeaderSize: NODE_HEADER_BYTES }, app.callback())
  server.on('clientError', (error: NodeJS.ErrnoException & { reason?: string }, socket: Socket) => {
    const status = MALFORMED_STATUS[error.code ?? ''] ?? 400
    const from = socket.remoteAddress ?? 'a client'
    // Node's own check: an answer is only written before any of the one in progress.
    const inProgress = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    const answered = socket.writable && !inProgress?.headersSent
    if (answered) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n\r\n`)
    socket.destroy()
    if (log && !CLIENT_GONE.has(error.code ?? ''))
      log(
        `bad request from ${from}: ${error.reason ?? error.message} (${error.code ?? 'no code'}), ${answered ? `answered ${status}` : 'connection closed'}`,
      )
  })
  return server
}

const CLIENT_GONE = new Set([
  'ECONNRESET',
  'EPIPE',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'HPE_INVALID_EOF_STATE',
])

/** A request Node could not parse once Koa had it (a bad chunk in its body): told once, by the server's clientError. */
const isMalformed = (error: NodeJS.ErrnoException) => error.code?.startsWith('HPE_') === true

export function createApp(options: AppOptions): Koa {
  const app = new Koa()
  const plane = new ControlPlane({
    ...options,
    servesHost: options.servesHost ?? exactHostNames(options.allowedHosts ?? []),
  })
  const pipelines = apis.map((api) => createPipeline(api, { select: (request) => plane.select(api, request) }))
  const control = createControlRouter(plane)
  const cors = options.cors ?? ANY_ORIGIN
  const proxy = options.proxy && createProxy(options.proxy, plane, cors, options.log)
  // A client that goes away mid-request (a stalled upload it gave up, a dropped connection) is
  // transport, not a failure of the server: Koa would print each one; and a malformed request is
  // told in one line by the server (createHttpServer), not again with its stack.
  app.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLIENT_GONE.has(error.code ?? '') && !isMalformed(error)) console.error('standin:', error)
  })

  const controlRoutes = control.routes()
  const controlMethods = control.allowedMethods()
  const bodies = plane.bodies.middleware()
  const failures = controlFailures()
  const ownHost = hostGuard(options.allowedHosts ?? [])
  const guard = crossSiteGuard()
  const gate = adminGate(options.adminToken)
  // The control router is only consulted for its own paths: @koa/router tries each of its
  // routes in turn, which every API request would otherwise pay for (and its allowedMethods
  // would turn an API's 404 to a method it does not know, PURGE, into its own 501). Its error
  // answers, Host check, body budget, cross-site guard and admin gate concern it alone.
  const controlPlane: Middleware = (ctx, next) => {
    // @koa/router types its middleware for a context it has routed; routes() routes this one.
    const routed = ctx as RouterContext
    return failures(ctx, () =>
      ownHost(ctx, () =>
        bodies(ctx, () => guard(ctx, () => gate(ctx, () => controlRoutes(routed, () => controlMethods(routed, next))))),
      ),
    )
  }

  /**
   * One middleware for everything: an API request goes straight to its pipeline and out as
   * the bytes it was kept as; a control request through the control plane; anything else to
   * Koa's 404. Each is then noted in the journal (the control plane's own traffic is logged
   * but kept out of the journal it serves), as references formatted only when read.
   */
  app.use(async (ctx, next) => {
    const started = performance.now()
    const path = ctx.path
    const url = requestUrl(ctx)
    const controlling = isControlPath(path)
    const pipeline = controlling ? undefined : owner(pipelines, path)
    const proxying = !controlling && proxy?.takes(path, pipeline) === true
    const served: Served | Proxied | undefined = proxying
      ? await proxy?.serve(ctx, url, pipeline)
      : pipeline
        ? await serveApi(ctx, pipeline, url, plane, cors)
        : controlling
          ? undefined
          : outsideStub(ctx, url, plane)
    if (!pipeline && !proxying && !served) await (controlling ? controlPlane(ctx, next) : next())
    const note: RequestNote = {
      id: 0,
      at: Date.now(),
      method: ctx.method,
      url: controlling ? withoutAdminToken(url) : url,
      status: served?.dropped ? 0 : ctx.status,
      durationMs: performance.now() - started,
      session: served && 'session' in served ? served.session : null,
      stub: served?.stub ?? null,
      requestBody: served?.requestBody,
      responseBody: served ? served.responseBody : typeof ctx.body === 'string' ? ctx.body : undefined,
      ...answerOf(served, ctx),
      requestHeaders: ctx.req.rawHeaders,
    }
    if (!controlling) plane.journal.note(note)
    if (options.log) options.log(logLine(entryOf(note)))
  })

  return app
}

/** What answered, by the journal's names: a stub, a deployment (`--proxy`, with the drift it showed), or what the pipeline said. */
function answerOf(
  served: Served | Proxied | undefined,
  ctx: Context,
): Pick<RequestNote, 'by' | 'route' | 'responseHeaders' | 'proxied' | 'drift'> {
  if (!served) return { by: 'standin', route: null, responseHeaders: undefined }
  if ('by' in served) return { by: served.by, route: served.route, responseHeaders: served.responseHeaders }
  if (served.stub) return { by: 'stub', route: null, responseHeaders: undefined }
  // The deployment's answer (or standin's 502/504 for it): its headers as Koa sends them.
  const headers = Object.fromEntries(Object.entries(ctx.response.headers).map(([name, value]) => [name, String(value)]))
  const seen = { route: null, responseHeaders: headers, ...(served.drift ? { drift: served.drift } : {}) }
  return served.proxied ? { by: 'proxy', proxied: served.proxied, ...seen } : { by: 'standin', ...seen }
}

function owner(pipelines: ReadonlyArray<Pipeline<MockContext>>, path: string): Pipeline<MockContext> | undefined {
  for (const pipeline of pipelines) if (pipeline.owns(path)) return pipeline
  return undefined
}

/** What the journal keeps of an API request besides what Koa's context holds. */
interface Served {
  dropped: boolean
  session: string | null
  /** The stub that answered instead of the API. */
  stub: string | null
  by: AnsweredBy
  route: string | null
  /** What the API answered with (CORS is the host's, added after). */
  responseHeaders: Readonly<Record<string, string>> | undefined
  requestBody: string | undefined
  responseBody: string | JsonText | undefined
}

async function serveApi(
  ctx: Context,
  pipeline: Pipeline<MockContext>,
  url: string,
  plane: ControlPlane,
  cors: CorsPolicy,
): Promise<Served> {
  const served: Served = {
    dropped: false,
    session: null,
    stub: null,
    by: 'standin',
    route: null,
    responseHeaders: undefined,
    requestBody: undefined,
    responseBody: undefined,
  }
  if (answerPreflight(ctx, cors, pipeline.api.cors)) return served
  try {
    const incoming = toIncoming(ctx, url, plane)
    const read = incoming instanceof Promise ? await incoming : incoming
    if (read.kind === 'aborted') {
      served.dropped = true
      ctx.respond = false
      return served
    }
    served.requestBody = read.request.body
    const outcome = await pipeline.handle(read.request, plane.context)
    if (outcome.context && outcome.context !== plane.context) served.session = ctx.get(SESSION_HEADER).trim()
    if (outcome.kind === 'answer' && outcome.stub) served.stub = outcome.stub
    if (outcome.kind === 'answer') served.by = outcome.by ?? 'standin'
    if (outcome.kind === 'answer' && outcome.route) served.route = outcome.route
    if (outcome.kind === 'drop') {
      served.by = 'fault'
      served.dropped = true
      ctx.respond = false
      ctx.req.socket.destroy()
      return served
    }
    served.responseHeaders = outcome.response.headers
    served.responseBody = send(ctx, outcome.response)
    applyCors(ctx, cors, pipeline.api.cors)
    return served
  } finally {
    const bytes = heldBytes(ctx)
    if (bytes) plane.bodies.release(bytes)
  }
}
