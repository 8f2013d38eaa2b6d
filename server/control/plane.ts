import { createHash } from 'node:crypto'
import { createMockContext, type MockContext } from '../../mocks/context/context.js'
import { createSettableClock } from '../../mocks/levers/clock.js'
import { FaultSet, type FaultRule } from '../../mocks/levers/faults.js'
import { type StubDefinition, StubSet } from '../../mocks/levers/stubs.js'
import type { Api, ApiRequest } from '../../mocks/http/types.js'
import type { Selection } from '../../mocks/pipeline/pipeline.js'
import { Random } from '../../mocks/store/random.js'
import type { ScenarioDocument } from '../../fixtures/scenario-document.js'
import { loadScenario, type Scenario } from '../../fixtures/scenario-loader.js'
import { DEFAULT_SEED, isScenarioName, SCENARIO_NAMES } from '../../fixtures/scenario-names.js'
import { BodyBudget } from '../body-reading.js'
import { isLoopbackHost } from '../incoming.js'
import { ADMIN_TOKEN_HEADER } from './guards.js'
import { DriftLedger } from '../proxy/drift.js'
import { Journal, type JournalEntry, type JournalFilter } from '../journal.js'
import { SERVER_DEFAULTS } from '../options.js'
import type { Persistence } from '../persistence.js'
import { SESSION_HEADER, Sessions, type SessionLookup } from '../sessions.js'

/**
 * The control plane's state: the shared store, the journal, the sessions, the scenarios reset
 * knows, and the memory request bodies may hold. The routes under `/__standin/` (one file per
 * resource in this folder) read and change it; the Koa host asks it which store an API
 * request runs against.
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
  /** Bytes sessions may hold in all: writes, start states given by resets and uploads, stubs, faults. */
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
  /**
   * The Host headers the server serves under, besides loopback names (`isLoopbackHost`): what is
   * rendered for a request under another name (links, kept answers) is made, not kept.
   */
  servesHost?: (host: string) => boolean
}

/** What the bodies of requests in progress (any route) may hold together, besides one snapshot. */
const BODIES_IN_PROGRESS_BYTES = 64 * 1024 * 1024

/** The status a session lookup that found no store is refused with. */
export const REFUSALS: Record<Exclude<SessionLookup['kind'], 'none' | 'session'>, number> = {
  invalid: 400,
  full: 429,
  unknown: 401,
}

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
  /** Where `--proxy`'s answers part from standin's documents (`/__standin/drift`). */
  readonly drift: DriftLedger

  /** Whether the server serves under a Host header (see ControlOptions.servesHost). */
  readonly servesHost: (host: string | undefined) => boolean

  constructor(options: ControlOptions) {
    const serves = options.servesHost
    this.servesHost = (host) => isLoopbackHost(host) || (host !== undefined && serves?.(host) === true)
    this.context = options.context
    this.drift = new DriftLedger(options.context)
    this.startScenario = options.startScenario ?? { scenario: 'default', seed: DEFAULT_SEED }
    this.documents = options.documents ?? new Map()
    this.journal = new Journal(options.journalSize ?? SERVER_DEFAULTS.journalSize)
    const added = this.context.faults.add(options.faults ?? [])
    if (!added.ok) throw new RangeError(added.error)
    const stubbed = this.context.stubs.add(options.stubs ?? [])
    if (!stubbed.ok) throw new RangeError(stubbed.error)
    options.persistence?.attach(this.context)
    this.snapshotBytes = options.snapshotBytes ?? SERVER_DEFAULTS.snapshotBytes
    this.bodies = new BodyBudget((options.bodiesBytes ?? BODIES_IN_PROGRESS_BYTES) + this.snapshotBytes)
    this.showSessionIds = options.adminToken !== undefined
    const createStore = options.createSessionContext ?? (() => this.#startStore())
    this.sessions = new Sessions({
      limit: options.sessionLimit ?? SERVER_DEFAULTS.sessionLimit,
      idleMs: options.sessionIdleMs ?? SERVER_DEFAULTS.sessionIdleMs,
      memoryBytes: options.sessionMemoryBytes,
      create: async () => this.#ownSettings(await createStore()),
    })
  }

  /** A store loaded with the start scenario, on the server's token and clock. */
  #startStore(): Promise<MockContext> {
    const context = createMockContext({
      token: this.context.token,
      clock: this.context.clock,
      seed: this.startScenario.seed,
    })
    return loadScenario(context, this.scenarioNamed(this.startScenario.scenario) ?? 'default', this.startScenario.seed)
  }

  /**
   * A session's clock, faults and stubs are its own: pinned or added through a control route
   * with its header, they change that session only. Until then its clock follows the server's,
   * and the server's faults and stubs apply to it as well as its own (its own stubs first).
   */
  #ownSettings(context: MockContext): MockContext {
    context.clock = createSettableClock(undefined, this.context.clock)
    // What a session's own stubs and faults hold is charged to the sessions' memory.
    context.faults = new FaultSet(new Random(this.startScenario.seed), this.context.faults, this.sessions.memory)
    context.stubs = new StubSet(this.context.stubs, this.sessions.memory)
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

  /** The journal as this caller may see it, filtered; a session named as the caller sees it (an id, a ref:, '' for the shared store). */
  requests({ session, ...filter }: Omit<JournalFilter, 'session'> & { session?: string }) {
    const refs = new Map<string, string>()
    const shown = (id: string) => refs.get(id) ?? refs.set(id, this.shownSession(id)).get(id)
    const sessionFilter =
      session === undefined
        ? {}
        : { session: (id: string | null) => (id === null ? session === '' : shown(id) === session) }
    return this.journal.list({ ...filter, ...sessionFilter }).map((entry) => this.#shownEntry(entry))
  }

  /** An entry as the caller may see it: the session (and its header) as shownSession gives it, an admin token never. */
  #shownEntry(entry: JournalEntry): JournalEntry {
    const headers = entry.requestHeaders
    if (entry.session === null && !(ADMIN_TOKEN_HEADER in headers)) return entry
    const { [ADMIN_TOKEN_HEADER]: _token, ...kept } = headers
    const session = entry.session === null ? null : this.shownSession(entry.session)
    if (SESSION_HEADER in kept) kept[SESSION_HEADER] = session ?? this.shownSession(kept[SESSION_HEADER] ?? '')
    return { ...entry, session, requestHeaders: kept }
  }
}
