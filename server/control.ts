import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import Router from '@koa/router'
import type { Context, Middleware } from 'koa'
import { apis } from '../mocks/context/apis.js'
import { createMockContext, type MockContext } from '../mocks/context/context.js'
import { CLOCK_RANGE, clockInRange, createSettableClock } from '../mocks/levers/clock.js'
import { FaultSet, type FaultRule, parseFaultList } from '../mocks/levers/faults.js'
import { parseStub, type StubDefinition, StubSet } from '../mocks/levers/stubs.js'
import type { Api, ApiRequest } from '../mocks/http/types.js'
import type { Selection } from '../mocks/pipeline/pipeline.js'
import { Random } from '../mocks/store/random.js'
import { checkSnapshot, restoreSnapshot, takeSnapshot } from '../mocks/context/snapshot.js'
import { checkScenario, ScenarioError, type ScenarioDocument } from '../fixtures/scenario-document.js'
import { loadScenario, type Scenario } from '../fixtures/scenario-loader.js'
import { DEFAULT_SEED, isScenarioName, SCENARIO_NAMES } from '../fixtures/scenario-names.js'
import { applyProviderState, isProviderStateName, providerStates, type StateParams } from '../fixtures/states.js'
import { dashboardPage } from './dashboard.js'
import { controlDocument } from './openapi.js'
import { BodyBudget, readBody } from './incoming.js'
import { Journal, type JournalFilter } from './journal.js'
import type { Persistence } from './persistence.js'
import { SESSION_HEADER, Sessions, type SessionLookup } from './sessions.js'

/**
 * standin's own control plane under `/__standin/`: scenarios, snapshots, faults, the request
 * journal, sessions, the clock and the dashboard. Not part of either API, so its errors are
 * standin's plain `{"error": "..."}`, with a message saying what is wrong.
 */

export interface ControlOptions {
  /** The shared store (requests without a session header). */
  context: MockContext
  /** The scenario `reset` restores when none is named, and sessions start from: a name (built in, or of `documents`). */
  startScenario?: { scenario: string; seed: number }
  /** Scenario documents `reset` knows by name (`--scenario <file>`: named after the file). */
  documents?: Map<string, ScenarioDocument>
  /** Makes a store in the start state for a new session (default: the start scenario). */
  createSessionContext?: () => Promise<MockContext>
  journalSize?: number
  sessionLimit?: number
  sessionIdleMs?: number
  /** Bytes sessions may write in all (their start state is shared, and free). */
  sessionMemoryBytes?: number
  /** Server-wide faults (`--fault`), besides any already in the context's set. */
  faults?: FaultRule[]
  /** Server-wide stubs (`--stubs`), checked, besides any already in the context's set. */
  stubs?: StubDefinition[]
  /** Makes the shared store's acknowledged writes durable (`--persist`). */
  persistence?: Persistence
  /** The largest body `PUT /__standin/snapshot` takes (`--snapshot-limit`), in bytes. */
  snapshotBytes?: number
  /** What the bodies of requests in progress may hold together, besides one snapshot. */
  bodiesBytes?: number
  /** An admin token closes the control plane: only then are session ids shown (to the admin). */
  adminToken?: string
}

const MiB = 1024 * 1024
/** Every control route's body but a snapshot's: they are small JSON objects. */
const CONTROL_BODY_BYTES = MiB
/** A `large` store's snapshot is about 6 MiB. */
export const DEFAULT_SNAPSHOT_BYTES = 32 * MiB
/** What the bodies of requests in progress (any route) may hold together, besides one snapshot. */
const BODIES_IN_PROGRESS_BYTES = 64 * MiB

export class ControlPlane {
  readonly context: MockContext
  readonly journal: Journal
  readonly sessions: Sessions
  readonly startScenario: { scenario: string; seed: number }
  /** Scenario documents by name; `--watch` replaces an entry when its file changes. */
  readonly documents: Map<string, ScenarioDocument>
  readonly snapshotBytes: number
  /** The memory request bodies may hold, shared by the APIs and the control routes. */
  readonly bodies: BodyBudget
  /** Session ids go only to the admin, and there is one only when a token closes the plane. */
  readonly showSessionIds: boolean
  /** A snapshot upload in progress: one at a time, so they cannot add up. */
  snapshotUploading = false

  constructor(options: ControlOptions) {
    this.context = options.context
    this.startScenario = options.startScenario ?? { scenario: 'default', seed: DEFAULT_SEED }
    this.documents = options.documents ?? new Map()
    this.journal = new Journal(options.journalSize ?? 1000)
    const added = this.context.faults.add(options.faults ?? [])
    if (!added.ok) throw new RangeError(added.error)
    const stubbed = this.context.stubs.add(options.stubs ?? [])
    if (!stubbed.ok) throw new RangeError(stubbed.error)
    options.persistence?.attach(this.context)
    this.snapshotBytes = options.snapshotBytes ?? DEFAULT_SNAPSHOT_BYTES
    this.bodies = new BodyBudget((options.bodiesBytes ?? BODIES_IN_PROGRESS_BYTES) + this.snapshotBytes)
    this.showSessionIds = options.adminToken !== undefined
    const createStore =
      options.createSessionContext ??
      (async () => {
        const context = createMockContext({
          token: this.context.token,
          clock: this.context.clock,
          seed: this.startScenario.seed,
        })
        return loadScenario(
          context,
          this.scenarioNamed(this.startScenario.scenario) ?? 'default',
          this.startScenario.seed,
        )
      })
    this.sessions = new Sessions({
      limit: options.sessionLimit ?? 100,
      idleMs: options.sessionIdleMs ?? 15 * 60_000,
      ...(options.sessionMemoryBytes !== undefined ? { memoryBytes: options.sessionMemoryBytes } : {}),
      create: async () => this.#ownSettings(await createStore()),
    })
  }

  /**
   * A session's clock, faults and stubs are its own: pinned or added through a control route
   * with its header, they change that session only. Until then its clock follows the server's,
   * and the server's faults and stubs apply to it as well as its own (its own stubs first).
   */
  #ownSettings(context: MockContext): MockContext {
    context.clock = createSettableClock(undefined, this.context.clock)
    context.faults = new FaultSet(new Random(this.startScenario.seed), this.context.faults)
    context.stubs = new StubSet(this.context.stubs)
    return context
  }

  /**
   * The store an API request runs against: the shared one, or the session its header names.
   * A session is made only for a caller the API authenticates; anyone else may use an existing
   * one, and naming an unknown one is a 401.
   */
  select(api: Api<MockContext>, request: ApiRequest): Selection<MockContext> | Promise<Selection<MockContext>> {
    const header = request.headers[SESSION_HEADER] || undefined
    if (header === undefined) return { context: this.context }
    return this.sessions
      .lookup(header, () => api.authenticated(request, this.context.token))
      .then((lookup) =>
        lookup.kind === 'none'
          ? { context: this.context }
          : lookup.kind === 'session'
            ? { context: lookup.context }
            : { refuse: REFUSALS[lookup.kind], message: lookup.message },
      )
  }

  /** Every scenario `reset` takes by name. */
  scenarioNames(): string[] {
    return [...SCENARIO_NAMES, ...this.documents.keys()]
  }

  /** The scenario a name stands for: built in, or a document the server was given. */
  scenarioNamed(name: string): Scenario | undefined {
    return isScenarioName(name) ? name : this.documents.get(name)
  }

  /** What a caller who is not the admin sees of a session id: a fingerprint, not the id (which gives access to the store). */
  shownSession(id: string): string {
    return this.showSessionIds ? id : `ref:${createHash('sha256').update(id).digest('hex').slice(0, 12)}`
  }

  sessionList() {
    return this.sessions
      .list()
      .map(({ id, idleSeconds }) =>
        this.showSessionIds ? { id, idleSeconds } : { ref: this.shownSession(id), idleSeconds },
      )
  }

  requests(filter: JournalFilter) {
    return this.journal
      .list(filter)
      .map((entry) => (entry.session === null ? entry : { ...entry, session: this.shownSession(entry.session) }))
  }

  summary() {
    return {
      collections: apis.map((api) => ({ api: api.name, collections: api.collections(this.context) })),
      requests: this.requests({ limit: 20 }),
      faults: this.context.faults.rules,
      stubs: this.context.stubs.stubs,
      sessions: this.sessionList(),
      clock: { now: this.context.clock.now().toISOString(), pinned: this.context.clock.pinned !== undefined },
      start: this.startScenario,
    }
  }
}

const REFUSALS: Record<Exclude<SessionLookup['kind'], 'none' | 'session'>, number> = {
  invalid: 400,
  full: 429,
  unknown: 401,
}

function fail(ctx: Context, message: string, status = 400): void {
  ctx.status = status
  ctx.body = { error: message }
}

type Json = { ok: true; value: unknown } | { ok: false }

/** The body as JSON; when it is not, the 400 (or 413, 503) is already answered. */
async function readJson(
  plane: ControlPlane,
  ctx: Context,
  empty: unknown = {},
  limit = CONTROL_BODY_BYTES,
): Promise<Json> {
  const read = await readBody(ctx, limit, plane.bodies)
  if (read.kind === 'too-large') {
    fail(
      ctx,
      `The body is larger than ${limit % MiB === 0 ? `${limit / MiB} MiB` : `${Math.floor(limit / 1024)} KiB`}.`,
      413,
    )
    return { ok: false }
  }
  if (read.kind === 'busy') {
    ctx.set('Retry-After', '1')
    fail(ctx, 'The server is busy reading other requests; try again.', 503)
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

/** Where a 404 looked: a session's set holds its own entries only, not the server's. */
const sessionNote = (ctx: Context) =>
  ctx.get(SESSION_HEADER) ? " in this session (the server's own are listed without the session header)" : ''

/** The store a control request acts on: a session's (made if need be), when it names one. */
async function target(plane: ControlPlane, ctx: Context): Promise<MockContext | undefined> {
  const lookup = await plane.sessions.lookup(ctx.get(SESSION_HEADER) || undefined)
  if (lookup.kind === 'session') return lookup.context
  if (lookup.kind === 'none') return plane.context
  fail(ctx, lookup.message, REFUSALS[lookup.kind])
  return undefined
}

const CONTROL_PREFIX = '/__standin'
const ADMIN_TOKEN_HEADER = 'x-standin-admin-token'

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
    const given = [
      bearer,
      ctx.get(ADMIN_TOKEN_HEADER) || undefined,
      typeof fromQuery === 'string' ? fromQuery : undefined,
    ]
    if (given.some((candidate) => candidate !== undefined && timingSafeEqual(digest(candidate), expected)))
      return next()
    ctx.set('WWW-Authenticate', 'Bearer realm="standin control plane"')
    fail(
      ctx,
      `The control routes need the admin token: Authorization: Bearer <token> or ${ADMIN_TOKEN_HEADER}: <token> (the dashboard: ${CONTROL_PREFIX}/?token=<token>).`,
      401,
    )
  }
}

/** The URL as logged: an admin token given in the query is not written to the console. */
export function withoutAdminToken(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const params = new URLSearchParams(url.slice(query + 1))
  if (!params.has('token')) return url
  params.set('token', 'redacted')
  return `${url.slice(0, query)}?${params}`
}

const WRITES = new Set(['POST', 'PUT', 'PATCH'])

function isJsonType(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase()
  return type === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(type)
}

function sameOrigin(origin: string, ctx: Context): boolean {
  const own = `${ctx.protocol}://${ctx.host}`
  return URL.canParse(origin) && URL.canParse(own) && new URL(origin).origin === new URL(own).origin
}

/**
 * The control plane takes no cross-site request: an `Origin` other than the server's own is
 * refused (403), and writes must say they are JSON (415). A page on another site can send a
 * POST without asking first only as a form or with a text/plain body (no preflight), so it can
 * no longer reset the store, add faults or pin the clock; and it never gets CORS headers.
 */
export function crossSiteGuard(): Middleware {
  return async (ctx, next) => {
    if (!isControlPath(ctx.path)) return next()
    const origin = ctx.get('origin')
    if (origin !== '' && !sameOrigin(origin, ctx)) {
      return fail(
        ctx,
        `The control routes take requests from their own origin only (${ctx.protocol}://${ctx.host}), not from ${origin}.`,
        403,
      )
    }
    if (WRITES.has(ctx.method) && !isJsonType(ctx.get('content-type'))) {
      return fail(ctx, 'Send the body as JSON, with Content-Type: application/json.', 415)
    }
    return next()
  }
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
    return fail(
      ctx,
      `Unknown provider state ${JSON.stringify(state)}; known: ${Object.keys(providerStates).join(', ')}.`,
    )
  }
  if (!isObject(params)) return fail(ctx, '"params" must be a JSON object.')
  if (action !== 'setup' && action !== 'teardown') return fail(ctx, '"action" must be "setup" or "teardown".')
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0)
    return fail(ctx, '"seed" must be a non-negative integer.')
  if (action === 'teardown' || state === '') {
    ctx.status = 204
    return
  }
  const context = await target(plane, ctx)
  if (!context) return
  try {
    ctx.body = await applyProviderState(context, state as string, params as StateParams, seed)
  } catch (error) {
    return fail(
      ctx,
      `Provider state ${JSON.stringify(state)} could not be set up: ${(error as Error).message.replace(/\.$/, '')}.`,
    )
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

  router.get('/openapi.json', (ctx) => {
    ctx.body = controlDocument
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
    ctx.body = { scenarios: plane.scenarioNames(), start: plane.startScenario }
  })

  router.post('/reset', async (ctx) => {
    const body = await readJson(plane, ctx)
    if (!body.ok) return
    if (!isObject(body.value)) {
      return fail(
        ctx,
        `The body must be a JSON object: {"scenario": ${plane
          .scenarioNames()
          .map((name) => `"${name}"`)
          .join(
            ' | ',
          )} | a scenario document, "seed"?: integer}, or a Pact state-change call {"state": name, "params"?: object, "action"?: "setup" | "teardown"}.`,
      )
    }
    if (body.value.state !== undefined) return setUpProviderState(plane, ctx, body.value)
    const unknownKeys = Object.keys(body.value).filter((key) => key !== 'scenario' && key !== 'seed')
    if (unknownKeys.length > 0) {
      return fail(
        ctx,
        `Unknown key(s) ${unknownKeys.map((key) => JSON.stringify(key)).join(', ')}: send {"scenario": <name> | <scenario document>, "seed"?: integer}.`,
      )
    }
    const { scenario: given = plane.startScenario.scenario, seed = plane.startScenario.seed } = body.value
    const scenario = typeof given === 'string' ? plane.scenarioNamed(given) : given
    if (scenario === undefined)
      return fail(
        ctx,
        `Unknown scenario ${JSON.stringify(given)}; known: ${plane.scenarioNames().join(', ')}, or send a scenario document.`,
      )
    if (typeof scenario !== 'string') {
      const checked = checkScenario(scenario)
      if (!checked.ok) return fail(ctx, `The scenario was refused, nothing changed: ${checked.error}`)
    }
    if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || seed < 0)
      return fail(ctx, '"seed" must be a non-negative integer.')
    const context = await target(plane, ctx)
    if (!context) return
    try {
      await loadScenario(context, scenario as Scenario, seed)
    } catch (error) {
      if (error instanceof ScenarioError)
        return fail(ctx, `The scenario was refused, nothing changed: ${error.message}`)
      throw error
    }
    ctx.status = 204
  })

  router.get('/snapshot', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    ctx.set('Content-Disposition', 'attachment; filename="standin-snapshot.json"')
    ctx.body = await context.exclusive(() => takeSnapshot(context))
  })

  router.put('/snapshot', async (ctx) => {
    if (plane.snapshotUploading) {
      ctx.set('Retry-After', '1')
      return fail(ctx, 'Another snapshot is being uploaded; try again once it is done.', 503)
    }
    plane.snapshotUploading = true
    try {
      const body = await readJson(plane, ctx, undefined, plane.snapshotBytes)
      if (!body.ok) return
      const checked = await checkSnapshot(body.value)
      if (!checked.ok) return fail(ctx, `The snapshot was refused, nothing changed: ${checked.error}`)
      const context = await target(plane, ctx)
      if (!context) return
      await restoreSnapshot(context, checked.snapshot)
      ctx.status = 204
    } finally {
      plane.snapshotUploading = false
    }
  })

  router.get('/faults', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    ctx.body = { faults: context.faults.rules }
  })

  router.post('/faults', async (ctx) => {
    const body = await readJson(plane, ctx, undefined)
    if (!body.ok) return
    const parsed = parseFaultList(body.value)
    if (!parsed.ok) return fail(ctx, `${parsed.error[0]?.toUpperCase()}${parsed.error.slice(1)}.`)
    const context = await target(plane, ctx)
    if (!context) return
    const added = context.faults.add(parsed.value)
    if (!added.ok)
      return fail(
        ctx,
        `${added.error[0]?.toUpperCase()}${added.error.slice(1)}; clear them with DELETE /__standin/faults.`,
      )
    ctx.status = 201
    ctx.body = { faults: context.faults.rules }
  })

  router.delete('/faults', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    context.faults.clear()
    ctx.status = 204
  })

  router.delete('/faults/:id', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    if (!context.faults.remove(ctx.params.id ?? ''))
      return fail(ctx, `No fault ${JSON.stringify(ctx.params.id)}${sessionNote(ctx)}.`, 404)
    ctx.status = 204
  })

  router.get('/stubs', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    ctx.body = { stubs: context.stubs.stubs }
  })

  router.post('/stubs', async (ctx) => {
    const body = await readJson(plane, ctx, undefined)
    if (!body.ok) return
    const parsed = parseStub(body.value)
    if (!parsed.ok) return fail(ctx, `The stub was refused, nothing changed: ${parsed.error}.`)
    const context = await target(plane, ctx)
    if (!context) return
    const added = context.stubs.add([parsed.value])
    if (!added.ok)
      return fail(
        ctx,
        `The stub was refused, nothing changed: ${added.error}; remove some with DELETE /__standin/stubs/<id> or DELETE /__standin/stubs.`,
      )
    ctx.status = 201
    ctx.body = added.value[0]
  })

  router.delete('/stubs', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    context.stubs.clear()
    ctx.status = 204
  })

  router.delete('/stubs/:id', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    if (!context.stubs.remove(ctx.params.id ?? ''))
      return fail(ctx, `No stub ${JSON.stringify(ctx.params.id)}${sessionNote(ctx)}.`, 404)
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
    ctx.body = { requests: plane.requests(filter), capacity: plane.journal.capacity }
  })

  router.delete('/requests', (ctx) => {
    plane.journal.clear()
    ctx.status = 204
  })

  router.get('/sessions', (ctx) => {
    ctx.body = {
      sessions: plane.sessionList(),
      limit: plane.sessions.options.limit,
      idleSeconds: plane.sessions.options.idleMs / 1000,
    }
  })

  // A session made on purpose: for a client that has no API token to make one with.
  router.post('/sessions', async (ctx) => {
    const body = await readJson(plane, ctx)
    if (!body.ok) return
    const id = isObject(body.value) ? (body.value.id ?? randomUUID()) : undefined
    if (typeof id !== 'string')
      return fail(ctx, 'Send {"id"?: "<1 to 128 letters, digits, ., _, : or ->"}; without an id the server makes one.')
    const existed = plane.sessions.has(id.trim())
    const lookup = await plane.sessions.lookup(id)
    if (lookup.kind !== 'session')
      return fail(
        ctx,
        lookup.kind === 'none' ? 'Send a session id.' : lookup.message,
        lookup.kind === 'none' ? 400 : REFUSALS[lookup.kind],
      )
    ctx.status = existed ? 200 : 201
    ctx.body = { id: lookup.id, header: `X-Standin-Session: ${lookup.id}` }
  })

  router.delete('/sessions/:id', (ctx) => {
    if (!plane.sessions.end(ctx.params.id ?? '')) return fail(ctx, `No session ${JSON.stringify(ctx.params.id)}.`, 404)
    ctx.status = 204
  })

  const clockState = (context: MockContext) => ({
    now: context.clock.now().toISOString(),
    pinned: context.clock.pinned !== undefined,
  })

  router.get('/clock', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    ctx.body = clockState(context)
  })

  router.post('/clock', async (ctx) => {
    const body = await readJson(plane, ctx, undefined)
    if (!body.ok) return
    const now = isObject(body.value) ? body.value.now : undefined
    const at = typeof now === 'string' ? parseInstant(now) : undefined
    if (!at) return fail(ctx, 'Send {"now": "<ISO 8601 date-time with a time zone, e.g. 2030-01-01T10:00:00Z>"}.')
    if (!clockInRange(at)) return fail(ctx, CLOCK_OUT_OF_RANGE)
    const context = await target(plane, ctx)
    if (!context) return
    context.clock.pin(at)
    ctx.body = clockState(context)
  })

  router.delete('/clock', async (ctx) => {
    const context = await target(plane, ctx)
    if (!context) return
    context.clock.release()
    ctx.status = 204
  })

  return router
}

export const CLOCK_OUT_OF_RANGE = `The clock can be pinned from ${new Date(CLOCK_RANGE.min).toISOString()} to ${new Date(CLOCK_RANGE.max).toISOString()}: both APIs write four-digit years, and the calendar looks two years ahead.`

/** An ISO 8601 date-time with an explicit zone (`Z` or `+hh:mm`), within JavaScript's range. */
export function parseInstant(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i.test(text)) return undefined
  const at = new Date(text)
  return Number.isNaN(at.getTime()) ? undefined : at
}
