import type { Context } from 'koa'
import type { MockContext } from '../../mocks/context/context.js'
import type { ApiName } from '../../mocks/factories/collections.js'
import { matchesStubPath } from '../../mocks/levers/stub-matching.js'
import { type Stub, stubAnswerFor } from '../../mocks/levers/stubs.js'
import type { ApiRequest, ApiResponse } from '../../mocks/http/types.js'
import type { IncomingRequest, Pipeline } from '../../mocks/pipeline/pipeline.js'
import type { ControlPlane } from '../control/plane.js'
import { answerPreflight, applyCors, type CorsPolicy } from '../cors.js'
import { BodyBudget, heldBytes } from '../body-reading.js'
import { send, toIncoming } from '../incoming.js'
import { isSecretName } from '../record/secrets.js'
import type { ByteBudget, UpstreamAnswer } from '../upstream.js'
import { answerHeaders, forward } from './forward.js'
import type { ProxySettings } from './options.js'
import { StubRecorder } from './stub-recorder.js'

/**
 * `--proxy <origin>`: the Koa host hands on what standin does not serve (a path outside both
 * APIs and the control plane, or under an API where no route matches) and what `--proxy-path`
 * names, and answers with the deployment's answer. The shared store's stubs still come first
 * (so `--stubs` can stand in for some of the deployment's answers); faults, sessions and the
 * store do not apply. A deployment that cannot be reached, or takes longer than
 * `--proxy-timeout`, is the API's own 502 or 504 (outside the APIs, the control plane's
 * `{"error": ...}`). Answers to routes standin knows are checked against its documents
 * (drift.ts); each exchange may be recorded as a stub (stub-recorder.ts).
 */

/** What the journal keeps of a request the proxy took. */
export interface Proxied {
  dropped: boolean
  /** The deployment that answered (`--proxy`), when it was asked. */
  proxied: string | null
  stub: string | null
  requestBody: string | undefined
  responseBody: string | undefined
  /** Where the answer parts from standin's document, one line each. */
  drift: string[] | undefined
}

type ApiPipeline = Pipeline<MockContext>

/** The request the stubs are matched with: its URL parsed (none when the Host names no host). */
function apiRequestOf(incoming: IncomingRequest): ApiRequest | undefined {
  const url = URL.parse(incoming.url)
  if (!url) return undefined
  const headers: Record<string, string> = {}
  for (const [name, value] of incoming.headers) {
    const key = name.toLowerCase()
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value
  }
  return {
    method: incoming.method,
    url,
    params: {},
    headers,
    body: incoming.body,
    remoteAddress: incoming.remoteAddress,
  }
}

/** An answer's body as the journal shows it: its text, or what it is when it is not text. */
function journalText(answer: UpstreamAnswer): string | undefined {
  if (answer.body.length === 0) return undefined
  const text = answer.body.toString('utf8')
  return Buffer.byteLength(text) === answer.body.length
    ? text
    : `(${answer.body.length} bytes of ${answer.headers['content-type'] ?? 'data'})`
}

/** The request's URL as a drift example: secrets in its query replaced. */
function shownUrl(url: URL): string {
  const shown = new URL(url)
  for (const name of [...shown.searchParams.keys()]) if (isSecretName(name)) shown.searchParams.set(name, '…')
  return `${shown.pathname}${shown.search}`
}

/** The path under the API's root (`/core/users/`), by the prefix that owns it. */
function underRoot(pipeline: ApiPipeline, path: string): string {
  const prefix = pipeline.prefixes.find((candidate) => candidate.matches(path))
  const depth = prefix ? prefix.pattern.split('/').filter((segment) => segment !== '').length : 0
  const rest = path.split('/').filter((_, index) => index > depth)
  return `/${rest.join('/')}`
}

/** A status the proxy answers itself, in the error shape of the API that owns the path (outside them: the control plane's). */
function errorOf(pipeline: ApiPipeline | undefined, status: number, message?: string): ApiResponse {
  return pipeline ? pipeline.api.statusError(status, message) : { status, body: { error: message ?? `HTTP ${status}` } }
}

/** A stub's answer to this request, as the pipeline gives it. */
const stubbed = (stub: Stub, request: ApiRequest, plane: ControlPlane, pipeline?: ApiPipeline) =>
  stubAnswerFor(stub, request, plane.context, (reason) => errorOf(pipeline, 500, reason))

const isApiName = (name: string): name is ApiName => name === 'identity' || name === 'calendar'

/**
 * What the deployment's answers in progress may hold together: four times `--proxy-limit`, and
 * within the memory request bodies share (server/body-reading.ts), so that neither many answers at
 * once nor a raised limit can hold more than the flags allow.
 */
function answersBudget(settings: ProxySettings, plane: ControlPlane): ByteBudget {
  const own = new BodyBudget(4 * settings.answerBytes)
  return {
    take(bytes) {
      if (!own.take(bytes)) return false
      if (plane.bodies.take(bytes)) return true
      own.release(bytes)
      return false
    },
    release(bytes) {
      own.release(bytes)
      plane.bodies.release(bytes)
    },
  }
}

/** Answers the client with the deployment's answer, and gives back its bytes once they are sent. */
function relay(ctx: Context, answer: UpstreamAnswer, budget: ByteBudget): void {
  for (const [name, value] of answerHeaders(answer.headers)) ctx.set(name, value)
  // Koa makes an empty body a 204 unless the status comes after it.
  if (answer.body.length > 0) {
    ctx.status = answer.status
    ctx.body = answer.body
  } else {
    ctx.body = null
    ctx.status = answer.status
  }
  ctx.res.once('close', () => budget.release(answer.body.length))
}

/** The answer to a route standin knows, checked against its document: where they part, one line each. */
async function driftOf(
  plane: ControlPlane,
  pipeline: ApiPipeline | undefined,
  request: ApiRequest,
  answer: UpstreamAnswer,
): Promise<string[] | undefined> {
  const path = request.url.pathname
  const api = pipeline?.api.name
  if (!pipeline || !api || !isApiName(api) || pipeline.match(request.method, path).kind !== 'route') return undefined
  const violations = await plane.drift.check({
    api,
    method: request.method,
    path: underRoot(pipeline, path),
    url: shownUrl(request.url),
    status: answer.status,
    type: String(answer.headers['content-type'] ?? ''),
    body: answer.body,
  })
  return violations.length > 0
    ? violations.slice(0, 20).map((violation) => `${violation.at}: ${violation.detail}`)
    : undefined
}

export function createProxy(
  settings: ProxySettings,
  plane: ControlPlane,
  cors: CorsPolicy,
  log?: (line: string) => void,
) {
  const recorder =
    settings.recordStubs === undefined ? undefined : new StubRecorder(settings.recordStubs, log ?? console.error)
  const answers = answersBudget(settings, plane)

  async function passOn(
    ctx: Context,
    incoming: IncomingRequest,
    request: ApiRequest,
    pipeline: ApiPipeline | undefined,
    served: Proxied,
  ) {
    served.proxied = settings.origin.origin
    const forwarded = await forward(incoming, settings, answers)
    if (!forwarded.ok) {
      served.responseBody = sentText(send(ctx, errorOf(pipeline, forwarded.status, forwarded.message)))
      return
    }
    const { answer } = forwarded
    relay(ctx, answer, answers)
    served.responseBody = journalText(answer)
    const { method, url } = request
    recorder?.add({ method, url, status: answer.status, headers: answerHeaders(answer.headers), body: answer.body })
    served.drift = await driftOf(plane, pipeline, request, answer)
  }

  return {
    /** Whether the proxy takes a request for this path (never the control plane's: the caller asks first). */
    takes(path: string, pipeline: ApiPipeline | undefined): boolean {
      if (settings.paths.some((pattern) => matchesStubPath(pattern, path))) return true
      return !pipeline || pipeline.match('GET', path).kind === 'none'
    },
    async serve(ctx: Context, url: string, pipeline: ApiPipeline | undefined): Promise<Proxied> {
      const served: Proxied = {
        dropped: false,
        proxied: null,
        stub: null,
        requestBody: undefined,
        responseBody: undefined,
        drift: undefined,
      }
      if (pipeline && answerPreflight(ctx, cors, pipeline.api.cors)) return served
      try {
        const read = await toIncoming(ctx, url, plane)
        if (read.kind === 'aborted') {
          served.dropped = true
          ctx.respond = false
          return served
        }
        const incoming = read.request
        const request = apiRequestOf(incoming)
        served.requestBody = incoming.body
        if (incoming.overLimit || !request)
          served.responseBody = sentText(send(ctx, errorOf(pipeline, incoming.overLimit ?? 400)))
        else {
          const stub = plane.context.stubs.take(request)
          if (stub) {
            served.stub = stub.id
            served.responseBody = sentText(send(ctx, stubbed(stub, request, plane, pipeline)))
          } else await passOn(ctx, incoming, request, pipeline, served)
        }
        if (pipeline) applyCors(ctx, cors, pipeline.api.cors)
        return served
      } finally {
        const bytes = heldBytes(ctx)
        if (bytes) plane.bodies.release(bytes)
      }
    },
  }
}

/**
 * Outside both APIs, without `--proxy`: a stub of the shared store answers the request it matches
 * (what `--record-stubs` wrote there, replayed with `--stubs`), else nothing (Koa's 404).
 */
export function outsideStub(ctx: Context, url: string, plane: ControlPlane): Proxied | undefined {
  if (plane.context.stubs.stubs.length === 0) return undefined
  const headers: Array<[string, string]> = []
  for (const [name, value] of Object.entries(ctx.req.headers))
    for (const item of [value ?? []].flat()) headers.push([name, item])
  const request = apiRequestOf({ method: ctx.method, url, headers, body: undefined, remoteAddress: undefined })
  const stub = request && plane.context.stubs.take(request)
  if (!stub) return undefined
  const responseBody = sentText(send(ctx, stubbed(stub, request, plane)))
  return { dropped: false, proxied: null, stub: stub.id, requestBody: undefined, responseBody, drift: undefined }
}

const sentText = (body: ReturnType<typeof send>) => (body === undefined || typeof body === 'string' ? body : body.text)
