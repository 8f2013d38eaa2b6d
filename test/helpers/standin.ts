import type { AddressInfo } from 'node:net'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { getResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { createSettableClock } from '../../mocks/levers/clock.js'
import { mswHandlersFor } from '../../mocks/msw/adapter.js'
import type { MockContext } from '../../mocks/context/context.js'
import { createMockContext, DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { loadScenario } from '../../fixtures/scenario-loader.js'
import { DEFAULT_SEED, type ScenarioName } from '../../fixtures/scenarios.js'
import { applyProviderState, type StateParams } from '../../fixtures/states.js'
import { createApp, createHttpServer } from '../../server/app.js'
import type { CorsPolicy } from '../../server/cors.js'
import type { Persistence } from '../../server/persistence.js'
import type { ProxySettings } from '../../server/proxy/options.js'

/**
 * Test harness: a seeded standin behind either host, with a pinned clock, and a small
 * client that sends the token unless told otherwise.
 */

export const TEST_NOW = '2026-11-20T10:00:00.000Z'
const MSW_ORIGIN = 'http://standin.test'

export interface StandinOptions {
  scenario?: ScenarioName
  seed?: number
  now?: string
  /** Koa only: write every change to a file. */
  persistence?: Persistence
  /** The API token it accepts (default: DEFAULT_TOKEN, which `send` uses). */
  token?: string
  /** Koa only: the origins browsers may call from (default any). */
  cors?: CorsPolicy
  /** Koa only: close the control routes with this token. */
  adminToken?: string
  /** Koa only: the largest snapshot PUT takes, and what request bodies in progress may hold. */
  snapshotBytes?: number
  bodiesBytes?: number
  /** Koa only: names besides localhost and IP addresses the control routes answer to. */
  allowedHosts?: string[]
  /** Koa only: hand what standin does not serve to a deployment (`--proxy`). */
  proxy?: ProxySettings
}

export interface SendOptions {
  /** A JSON value to send with Content-Type application/json. */
  json?: unknown
  /** A raw body, sent as is. */
  body?: string
  headers?: Record<string, string>
  /** Send `Authorization: Bearer <token>` (default true). */
  auth?: boolean
}

export interface Reply {
  status: number
  headers: Headers
  text: string
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  body: any
}

export interface Standin {
  context: MockContext
  origin: string
  send(method: string, path: string, options?: SendOptions): Promise<Reply>
  close(): Promise<void>
}

async function toReply(response: Response): Promise<Reply> {
  const text = await response.text()
  let body: unknown
  try {
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    body = undefined
  }
  return { status: response.status, headers: response.headers, text, body }
}

/** The fetch options `send` uses: the token unless told otherwise, JSON bodies with their type. */
export function requestInit(method: string, options: SendOptions): RequestInit {
  const headers: Record<string, string> = { ...options.headers }
  if (options.auth !== false && !Object.keys(headers).some((name) => name.toLowerCase() === 'authorization')) {
    headers.Authorization = `Bearer ${DEFAULT_TOKEN}`
  }
  let body = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['Content-Type'] ??= 'application/json'
  }
  return { method, headers, ...(body !== undefined ? { body } : {}), redirect: 'manual' }
}

function seeded(options: StandinOptions): Promise<MockContext> {
  const seed = options.seed ?? DEFAULT_SEED
  const context = createMockContext({
    seed,
    ...(options.token !== undefined ? { token: options.token } : {}),
    clock: createSettableClock(new Date(options.now ?? TEST_NOW)),
  })
  return loadScenario(context, options.scenario ?? 'default', seed)
}

/** standin through MSW's `setupServer`, answering `http://standin.test`. Only one per test file. */
export async function startMswStandin(options: StandinOptions = {}): Promise<Standin> {
  const context = await seeded(options)
  const server = setupServer(...mswHandlersFor(context, { baseUrl: MSW_ORIGIN }))
  server.listen({ onUnhandledFrame: 'bypass' })
  return {
    context,
    origin: MSW_ORIGIN,
    send: async (method, path, sendOptions = {}) =>
      toReply(await fetch(`${MSW_ORIGIN}${path}`, requestInit(method, sendOptions))),
    close: async () => server.close(),
  }
}

/** Serves `server` on 127.0.0.1 with an ephemeral port; `close` also drops open connections. */
async function listening(context: MockContext, server: Server): Promise<Standin> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    context,
    origin,
    send: async (method, path, sendOptions = {}) =>
      toReply(await fetch(`${origin}${path}`, requestInit(method, sendOptions))),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

/** standin through the Koa app, listening on 127.0.0.1 with an ephemeral port. */
export async function startKoaStandin(options: StandinOptions = {}): Promise<Standin> {
  const context = await seeded(options)
  const app = createApp({
    context,
    startScenario: { scenario: options.scenario ?? 'default', seed: options.seed ?? DEFAULT_SEED },
    ...(options.persistence ? { persistence: options.persistence } : {}),
    ...(options.cors ? { cors: options.cors } : {}),
    ...(options.adminToken !== undefined ? { adminToken: options.adminToken } : {}),
    ...(options.snapshotBytes !== undefined ? { snapshotBytes: options.snapshotBytes } : {}),
    ...(options.bodiesBytes !== undefined ? { bodiesBytes: options.bodiesBytes } : {}),
    ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
    ...(options.proxy ? { proxy: options.proxy } : {}),
  })
  return listening(context, createHttpServer(app))
}

/** Headers that belong to the connection Node received, not to the request MSW sees. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length'])

async function toFetchRequest(incoming: IncomingMessage): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const chunks: Buffer[] = []
  for await (const chunk of incoming) chunks.push(chunk as Buffer)
  const method = incoming.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks)
  return new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, { method, headers, body })
}

/** Where both hosts of the harness take Pact's state-change calls (the Koa host's control route). */
export const STATE_PATH = '/__standin/reset'

/**
 * The MSW handlers (not the Koa app) behind a plain HTTP server, through msw's own
 * `getResponse`: for clients that need an address, like the Pact verifier, to exercise the
 * MSW host. Pact's state-change calls to STATE_PATH set provider states up, as the Koa host's
 * control route does; other requests no handler takes are answered 501, which no API route uses.
 */
export async function startMswHttpStandin(options: StandinOptions = {}): Promise<Standin> {
  const context = await seeded(options)
  const handlers = mswHandlersFor(context)
  const server = createServer(async (incoming, outgoing) => {
    const request = await toFetchRequest(incoming)
    if (incoming.method === 'POST' && incoming.url === STATE_PATH) {
      const call = (await request.json()) as { state: string; params?: StateParams; action?: string }
      const values =
        call.state === '' || call.action === 'teardown'
          ? {}
          : await applyProviderState(context, call.state, call.params, options.seed)
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(values))
      return
    }
    const response = await getResponse(handlers, request)
    if (!response) {
      outgoing.writeHead(501).end()
      return
    }
    outgoing.writeHead(response.status, Object.fromEntries(response.headers))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  return listening(context, server)
}

export interface UseStandinOptions extends StandinOptions {
  host?: 'msw' | 'koa'
  /** Restore the scenario before each test, so tests can write freely. */
  resetEach?: boolean
}

/**
 * Starts a standin for the test file (before all, closed after all) and hands back an
 * object that forwards to it.
 */
export function useStandin(options: UseStandinOptions = {}): Standin {
  let current: Standin | undefined
  const started = () => {
    if (!current) throw new Error('standin is not started yet: use it inside a test or hook')
    return current
  }
  beforeAll(async () => {
    current = await (options.host === 'koa' ? startKoaStandin : startMswStandin)(options)
  })
  if (options.resetEach) {
    beforeEach(() => loadScenario(started().context, options.scenario ?? 'default', options.seed ?? DEFAULT_SEED))
  }
  afterAll(() => current?.close())
  return {
    get context() {
      return started().context
    },
    get origin() {
      return started().origin
    },
    send: (method, path, sendOptions) => started().send(method, path, sendOptions),
    close: () => started().close(),
  }
}
