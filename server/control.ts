import { createHash, timingSafeEqual } from 'node:crypto'
import Router from '@koa/router'
import type { Context, Middleware } from 'koa'
import { apis } from '../mocks/apis.js'
import { createMockContext, type MockContext } from '../mocks/context.js'
import { type FaultRule, parseFaultRule } from '../mocks/faults.js'
import { Random } from '../mocks/store/random.js'
import { checkSnapshot, restoreSnapshot, takeSnapshot } from '../mocks/snapshot.js'
import { loadScenario } from '../fixtures/scenario-loader.js'
import { DEFAULT_SEED, isScenarioName, SCENARIO_NAMES, type ScenarioName } from '../fixtures/scenario-names.js'
import { applyProviderState, isProviderStateName, providerStates, type StateParams } from '../fixtures/states.js'
import { dashboardPage } from './dashboard.js'
import { readBody } from './incoming.js'
import { Journal, type JournalFilter } from './journal.js'
import type { Persistence } from './persistence.js'
import { SESSION_HEADER, Sessions } from './sessions.js'

/**
 * standin's own control plane under `/__standin/`: scenarios, snapshots, faults, the request
 * journal, sessions, the clock and the dashboard. Not part of either API, so its errors are
 * standin's plain `{"error": "..."}`, always with a 400 and a message saying what is wrong.
 */

export interface ControlOptions {
  /** The shared store (requests without a session header). */
  context: MockContext
  /** The scenario `reset` restores when none is named, and sessions start from. */
  startScenario?: { scenario: ScenarioName; seed: number }
  /** Makes a store in the start state for a new session (default: the start scenario). */
  createSessionContext?: () => Promise<MockContext>
  journalSize?: number
  sessionLimit?: number
  sessionIdleMs?: number
  /** Bytes sessions may write in all (their start state is shared, and free). */
  sessionMemoryBytes?: number
  faults?: FaultRule[]
  /** Makes the shared store's acknowledged writes durable (`--persist`). */
  persistence?: Persistence
}

/** Snapshots of large stores are big: the control plane accepts bodies up to this size. */
const CONTROL_BODY_LIMIT = 256 * 1024 * 1024

export class ControlPlane {
  readonly context: MockContext
  readonly journal: Journal
  readonly sessions: Sessions
  faults: FaultRule[]
  readonly startScenario: { scenario: ScenarioName; seed: number }
  /** Decides fractional fault rates and latency ranges. */
  readonly random = new Random(Date.now())

  constructor(options: ControlOptions) {
    this.context = options.context
    this.startScenario = options.startScenario ?? { scenario: 'default', seed: DEFAULT_SEED }
    this.journal = new Journal(options.journalSize ?? 1000)
    this.faults = [...(options.faults ?? [])]
    options.persistence?.attach(this.context)
    this.sessions = new Sessions({
      limit: options.sessionLimit ?? 100,
      idleMs: options.sessionIdleMs ?? 15 * 60_000,
      ...(options.sessionMemoryBytes !== undefined ? { memoryBytes: options.sessionMemoryBytes } : {}),
      create:
        options.createSessionContext ??
        (async () => {
          const context = createMockContext({ token: this.context.token, clock: this.context.clock, seed: this.startScenario.seed })
          await loadScenario(context, this.startScenario.scenario, this.startScenario.seed)
          return context
        }),
    })
  }

  summary() {
    return {
      collections: apis.map((api) => ({ api: api.name, collections: api.collections(this.context) })),
      requests: this.journal.list({ limit: 20 }),
      faults: this.faults,
      sessions: this.sessions.list(),
      clock: { now: this.context.clock.now().toISOString(), pinned: this.context.clock.pinned !== undefined },
      start: this.startScenario,
    }
  }
}

function fail(ctx: Context, message: string, status = 400): void {
  ctx.status = status
  ctx.body = { error: message }
}

type Json = { ok: true; value: unknown } | { ok: false }

/** The body as JSON; when it is not, the 400 (or 413) is already answered. */
async function readJson(ctx: Context, empty: unknown = {}): Promise<Json> {
  const read = await readBody(ctx, CONTROL_BODY_LIMIT)
  if (read.kind === 'too-large') {
    fail(ctx, `The body is larger than ${CONTROL_BODY_LIMIT / 1024 / 1024} MiB.`, 413)
    return { ok: false }
  }
  if (read.kind === 'aborted') {
    ctx.respond = false
    return { ok: false }
  }
  const text = read.text
  if (text === undefined || text.trim() === '') return { ok: true, value: empty }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    fail(ctx, 'The body is not valid JSON.')
    return { ok: false }
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The store a control request acts on: a session's, when it names one. */
async function target(plane: ControlPlane, ctx: Context): Promise<MockContext | undefined> {
  const lookup = await plane.sessions.lookup(ctx.get(SESSION_HEADER) || undefined)
  if (lookup.kind === 'session') return lookup.context
  if (lookup.kind === 'none') return plane.context
  fail(ctx, lookup.message, lookup.kind === 'full' ? 429 : 400)
  return undefined
}

export const CONTROL_PREFIX = '/__standin'
export const ADMIN_TOKEN_HEADER = 'x-standin-admin-token'

export function isControlPath(path: string): boolean {
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `--admin-token`: every control route but `/__standin/health` then needs the token, as
 * `Authorization: Bearer <token>` or `X-Standin-Admin-Token: <token>`; a page load or a
 * download (GET) may carry it as `?token=`, which is how the dashboard gets it. Without a
 * token configured the control plane is open.
 */
export function adminGate(token: string | undefined): Middleware {
  const expected = token === undefined ? undefined : digest(token)
  return async (ctx, next) => {
    if (!expected || !isControlPath(ctx.path) || ctx.path === `${CONTROL_PREFIX}/health`) return next()
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1]
    const fromQuery = ctx.method === 'GET' || ctx.method === 'HEAD' ? ctx.query.token : undefined
    // Any of them may carry it: a client also sending the API's Bearer token still gets in.
    const given = [bearer, ctx.get(ADMIN_TOKEN_HEADER) || undefined, typeof fromQuery === 'string' ? fromQuery : undefined]
    if (given.some((candidate) => candidate !== undefined && timingSafeEqual(digest(candidate), expected))) return next()
    ctx.set('WWW-Authenticate', 'Bearer realm="standin control plane"')
    fail(ctx, `The control routes need the admin token: Authorization: Bearer <token> or ${ADMIN_TOKEN_HEADER}: <token> (the dashboard: ${CONTROL_PREFIX}/?token=<token>).`, 401)
  }
}

/** The URL as logged: an admin token given in the query is not written to the console. */
export function withoutAdminToken(url: string): string {
  const parsed = new URL(url)
  if (!parsed.searchParams.has('token')) return url
  parsed.searchParams.set('token', 'redacted')
  return parsed.href
}

/**
 * A Pact state-change call (`{"state", "params", "action"}`): sets the provider state up and
 * answers the values the interaction's request uses, so `/reset` serves as the verifier's
 * state URL. Teardown has nothing to undo (the next setup starts from its scenario), and
 * neither has the call the verifier makes, with an empty name, for interactions that name
 * no state.
 */
async function setUpProviderState(plane: ControlPlane, ctx: Context, call: Record<string, unknown>): Promise<void> {
  const { state, params = {}, action = 'setup', seed = plane.startScenario.seed } = call
  if (state !== '' && !isProviderStateName(state)) {
    return fail(ctx, `Unknown provider state ${JSON.stringify(state)}; known: ${Object.keys(providerStates).join(', ')}.`)
  }
  if (!isObject(params)) return fail(ctx, '"params" must be a JSON object.')
  if (action !== 'setup' && action !== 'teardown') return fail(ctx, '"action" must be "setup" or "teardown".')
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) return fail(ctx, '"seed" must be a non-negative integer.')
  if (action === 'teardown' || state === '') {
    ctx.status = 204
    return
  }
  const context = await target(plane, ctx)
  if (!context) return
  try {
    ctx.body = await applyProviderState(context, state as string, params as StateParams, seed)
  } catch (error) {
    return fail(ctx, `Provider state ${JSON.stringify(state)} could not be set up: ${(error as Error).message}.`)
  }
}

export function createControlRouter(plane: ControlPlane): Router {
  const router = new Router({ prefix: CONTROL_PREFIX })

  router.get('/', (ctx) => {
    ctx.type = 'text/html; charset=utf-8'
    ctx.body = dashboardPage()
  })

  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok' }
  })

  // What a soak watches: the server's own memory, since a wrapper (tsx, npx) may own the pid a
  // load tool started. Under --expose-gc (as `npm run bench:soak` starts it) garbage is
  // collected first, so the figures are what the server keeps.
  router.get('/process', (ctx) => {
    ;(globalThis as { gc?: () => void }).gc?.()
    ctx.body = { pid: process.pid, uptimeSeconds: Math.round(process.uptime()), memory: process.memoryUsage() }
  })

  router.get('/summary', (ctx) => {
    ctx.body = plane.summary()
  })

  router.get('/scenarios', (ctx) => {
    ctx.body = { scenarios: SCENARIO_NAMES, start: plane.startScenario }
  })

  router.post('/reset', async (ctx) => {
    const body = await readJson(ctx)
    if (!body.ok) return
    if (!isObject(body.value)) {
      return fail(
        ctx,
        `The body must be a JSON object: {"scenario": ${SCENARIO_NAMES.map((name) => `"${name}"`).join(' | ')}, "seed"?: integer}, or a Pact state-change call {"state": name, "params"?: object, "action"?: "setup" | "teardown"}.`,
      )
    }
    if (body.value.state !== undefined) return setUpProviderState(plane, ctx, body.value)
    const { scenario = plane.startScenario.scenario, seed = plane.startScenario.seed } = body.value
    if (!isScenarioName(scenario)) {
      return fail(ctx, `Unknown scenario ${JSON.stringify(scenario)}; known: ${SCENARIO_NAMES.join(', ')}.`)
    }
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0) return fail(ctx, '"seed" must be a non-negative integer.')
    const context = await target(plane, ctx)
    if (!context) return
    await loadScenario(context, scenario, seed)
    ctx.status = 204
  })

  router.get('/snapshot', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    ctx.set('Content-Disposition', 'attachment; filename="standin-snapshot.json"')
    ctx.body = await context.exclusive(() => takeSnapshot(context))
  })

  router.put('/snapshot', async (ctx) => {
    const body = await readJson(ctx, undefined)
    if (!body.ok) return
    const checked = await checkSnapshot(body.value)
    if (!checked.ok) return fail(ctx, `The snapshot was refused, nothing changed: ${checked.error}`)
    const context = await target(plane, ctx)
    if (!context) return
    await restoreSnapshot(context, checked.snapshot)
    ctx.status = 204
  })

  router.get('/faults', (ctx) => {
    ctx.body = { faults: plane.faults }
  })

  router.post('/faults', async (ctx) => {
    const body = await readJson(ctx, undefined)
    if (!body.ok) return
    const inputs = Array.isArray(body.value) ? body.value : [body.value]
    if (inputs.length === 0) return fail(ctx, 'Send a fault object or a list of them.')
    const rules: FaultRule[] = []
    for (const [index, input] of inputs.entries()) {
      const parsed = parseFaultRule(input)
      if (!parsed.ok) return fail(ctx, `fault ${index}: ${parsed.error}`)
      rules.push(parsed.value)
    }
    plane.faults.push(...rules)
    ctx.status = 201
    ctx.body = { faults: plane.faults }
  })

  router.delete('/faults', (ctx) => {
    plane.faults = []
    ctx.status = 204
  })

  router.get('/requests', (ctx) => {
    const filter: JournalFilter = {}
    const { method, path, status, limit } = ctx.query
    for (const [name, value] of Object.entries({ method, path, status, limit })) {
      if (Array.isArray(value)) return fail(ctx, `Give "${name}" once.`)
    }
    if (typeof method === 'string') {
      if (!/^[A-Za-z]{1,16}$/.test(method)) return fail(ctx, '"method" must be an HTTP method.')
      filter.method = method
    }
    if (typeof path === 'string') filter.path = path
    if (typeof status === 'string') {
      if (!/^\d{3}$/.test(status)) return fail(ctx, '"status" must be a three-digit status code.')
      filter.status = Number(status)
    }
    if (typeof limit === 'string') {
      if (!/^\d{1,6}$/.test(limit) || Number(limit) < 1) return fail(ctx, '"limit" must be a positive integer.')
      filter.limit = Number(limit)
    }
    ctx.body = { requests: plane.journal.list(filter), capacity: plane.journal.capacity }
  })

  router.delete('/requests', (ctx) => {
    plane.journal.clear()
    ctx.status = 204
  })

  router.get('/sessions', (ctx) => {
    ctx.body = { sessions: plane.sessions.list(), limit: plane.sessions.options.limit, idleSeconds: plane.sessions.options.idleMs / 1000 }
  })

  router.delete('/sessions/:id', (ctx) => {
    if (!plane.sessions.end(ctx.params.id ?? '')) return fail(ctx, `No session ${JSON.stringify(ctx.params.id)}.`, 404)
    ctx.status = 204
  })

  router.get('/clock', (ctx) => {
    ctx.body = { now: plane.context.clock.now().toISOString(), pinned: plane.context.clock.pinned !== undefined }
  })

  router.post('/clock', async (ctx) => {
    const body = await readJson(ctx, undefined)
    if (!body.ok) return
    const now = isObject(body.value) ? body.value.now : undefined
    const at = typeof now === 'string' ? parseInstant(now) : undefined
    if (!at) return fail(ctx, 'Send {"now": "<ISO 8601 date-time with a time zone, e.g. 2030-01-01T10:00:00Z>"}.')
    plane.context.clock.pin(at)
    ctx.body = { now: at.toISOString(), pinned: true }
  })

  router.delete('/clock', (ctx) => {
    plane.context.clock.release()
    ctx.status = 204
  })

  return router
}

/** An ISO 8601 date-time with an explicit zone (`Z` or `+hh:mm`), within JavaScript's range. */
export function parseInstant(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(text)) return undefined
  const at = new Date(text)
  return Number.isNaN(at.getTime()) ? undefined : at
}
