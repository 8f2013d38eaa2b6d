import { readFileSync, watchFile } from 'node:fs'
import { parseArgs } from 'node:util'
import { createMockContext, DEFAULT_TOKEN } from '../mocks/context/context.js'
import { type FaultRule, MAX_FAULT_RULES, parseFaultSpec } from '../mocks/levers/faults.js'
import { setAnswerBudget } from '../mocks/http/answers.js'
import { clockInRange, createSettableClock } from '../mocks/levers/clock.js'
import { parseStubList, type StubDefinition, StubSet } from '../mocks/levers/stubs.js'
import {
  adoptStores,
  checkSnapshot,
  type ContextVersion,
  freezeStores,
  snapshotVersion,
} from '../mocks/context/snapshot.js'
import type { ScenarioDocument } from '../fixtures/scenario-document.js'
import { scenarioVersion } from '../fixtures/scenario-loader.js'
import { DEFAULT_SEED, isScenarioName, SCENARIO_NAMES } from '../fixtures/scenario-names.js'
import { createApp, createHttpServer } from './app.js'
import { CLOCK_OUT_OF_RANGE, DEFAULT_SNAPSHOT_BYTES, parseInstant } from './control.js'
import { Persistence, PersistenceError, readStoreFile, replay, type StoreFile } from './persistence.js'
import { isScenarioPath, readScenarioFile, scenarioFileName } from './scenario-file.js'
import { SESSION_MEMORY_BYTES } from './sessions.js'

/** `npx standin` / `npm start`: the seeded in-memory server on a port. */

const HELP = `Usage: standin [options]
       standin init <publicDir>    copy mockServiceWorker.js there (for the browser entry)

Serves the identity admin API (/api/v2beta) and the events calendar API
(/wp-json/cal/events/v1) from a seeded in-memory store; control routes and a dashboard
under /__standin/.

Options:
  --port <n>              port to listen on (default: $PORT or 8000)
  --host <address>        address to bind (default: 127.0.0.1)
  --token <token>         API token clients must send (default: ${DEFAULT_TOKEN})
  --scenario <name|file>  data to start with: ${SCENARIO_NAMES.join(', ')}, or a scenario file
                          (.json, or a .js/.mjs/.ts module whose default export is defineScenario(...)),
                          then known by the file's name to POST /__standin/reset (default: default)
  --watch                 with a --scenario file: reload it and reset the shared store when it
                          changes, one console line each time (default: off)
  --seed <n>              Faker seed of the scenario (default: ${DEFAULT_SEED})
  --snapshot <file>       start from a snapshot (GET /__standin/snapshot, or a --persist file)
                          instead of a scenario (default: none)
  --persist <file>        append every change to <file> (flushed before the answer), and start
                          from it if it exists; one server per file (default: none)
  --now <date-time>       pin the clock, e.g. 2030-01-01T10:00:00Z (default: real time)
  --fault <spec>          inject a fault, repeatable: "[METHOD] PATH [delay=MS|MIN-MAX] [code=STATUS]
                          [drop] [rate=R]" or JSON (default: none)
  --stubs <file>          canned answers that win over the model: a JSON file holding one stub
                          or a list, as POST /__standin/stubs takes them (default: none)
  --journal-size <n>      requests kept by GET /__standin/requests (default: 1000)
  --snapshot-limit <MiB>  the largest snapshot PUT /__standin/snapshot takes; every other
                          control route takes 1 MiB (default: ${DEFAULT_SNAPSHOT_BYTES / 1024 / 1024})
  --sessions <n>          isolated sessions (X-Standin-Session) alive at once, at most 1000
                          (default: 100)
  --session-idle <s>      seconds before an idle session is dropped (default: 900)
  --session-memory <MiB>  what sessions may write in all; past it their writes answer 503
                          (default: ${SESSION_MEMORY_BYTES / 1024 / 1024})
  --answer-memory <MiB>   memory for kept GET answers, across every store (default: 64)
  --cors-origin <origin>  origin browsers may call the APIs from, repeatable or a comma list;
                          * for any (default: *; never * with credentials)
  --admin-token <token>   close the control routes (all but /__standin/health) to callers
                          without it: Authorization: Bearer <token>, X-Standin-Admin-Token, or
                          /__standin/?token=<token> for the dashboard (default: none, open)
  --quiet                 no line per request on the console (default: off)
  -h, --help              show this help
`

function fail(message: string): never {
  process.stderr.write(`standin: ${message}\n\n${HELP}`)
  process.exit(2)
}

function integerOption(
  value: string | undefined,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) > max) fail(`--${name} must be an integer from 0 to ${max}, got "${value}"`)
  return Number(value)
}

let parsed
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      token: { type: 'string' },
      scenario: { type: 'string' },
      watch: { type: 'boolean' },
      seed: { type: 'string' },
      snapshot: { type: 'string' },
      persist: { type: 'string' },
      now: { type: 'string' },
      fault: { type: 'string', multiple: true },
      stubs: { type: 'string' },
      'journal-size': { type: 'string' },
      'snapshot-limit': { type: 'string' },
      sessions: { type: 'string' },
      'session-idle': { type: 'string' },
      'session-memory': { type: 'string' },
      'answer-memory': { type: 'string' },
      'cors-origin': { type: 'string', multiple: true },
      'admin-token': { type: 'string' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  fail((error as Error).message)
}

if (parsed.help) {
  process.stdout.write(HELP)
  process.exit(0)
}

const port = integerOption(parsed.port ?? (process.env.PORT || undefined), 'port', 8000, 65535)
const host = parsed.host ?? '127.0.0.1'
const seed = integerOption(parsed.seed, 'seed', DEFAULT_SEED)
const requested = parsed.scenario ?? 'default'
const scenarioFile = isScenarioName(requested)
  ? undefined
  : isScenarioPath(requested)
    ? requested
    : fail(`unknown scenario "${requested}" (a name: ${SCENARIO_NAMES.join(', ')}; or a file path)`)
if (parsed.watch && scenarioFile === undefined) fail('--watch needs --scenario <file>')
/** The start scenario's name: built in, or the file's. */
const scenario = scenarioFile === undefined ? requested : scenarioFileName(scenarioFile)
const documents = new Map<string, ScenarioDocument>()
const token = parsed.token ?? DEFAULT_TOKEN
if (token === '' || /\s/.test(token)) fail('--token must be non-empty and contain no spaces')
const pinned = parsed.now === undefined ? undefined : parseInstant(parsed.now)
if (parsed.now !== undefined && !pinned) fail(`--now must be an ISO 8601 date-time with a zone, got "${parsed.now}"`)
if (pinned && !clockInRange(pinned)) fail(`--now: ${CLOCK_OUT_OF_RANGE}`)
const faults: FaultRule[] = (parsed.fault ?? []).map((spec) => {
  const rule = parseFaultSpec(spec)
  return rule.ok ? rule.value : fail(`--fault "${spec}": ${rule.error}`)
})
if (faults.length > MAX_FAULT_RULES) fail(`--fault: at most ${MAX_FAULT_RULES} faults, got ${faults.length}`)
const corsOrigins = (parsed['cors-origin'] ?? ['*']).flatMap((list) => list.split(',')).map((origin) => origin.trim())
for (const origin of corsOrigins) {
  if (origin !== '*' && (!URL.canParse(origin) || new URL(origin).origin !== origin)) {
    fail(
      `--cors-origin must be * or an origin like http://localhost:5173 (scheme, host, port; no path), got "${origin}"`,
    )
  }
}
const adminToken = parsed['admin-token']
if (adminToken !== undefined && (adminToken === '' || /\s/.test(adminToken)))
  fail('--admin-token must be non-empty and contain no spaces')

const MiB = 1024 * 1024
const sessionMemoryBytes =
  integerOption(parsed['session-memory'], 'session-memory', SESSION_MEMORY_BYTES / MiB, 1024 * 1024) * MiB
setAnswerBudget(integerOption(parsed['answer-memory'], 'answer-memory', 64, 1024 * 1024) * MiB)

/** Stops the start with one line: what cannot be used, and why. */
function refuse(message: string): never {
  process.stderr.write(`standin: ${message}\n`)
  process.exit(2)
}

let persistence: Persistence | undefined
if (parsed.persist !== undefined) {
  try {
    persistence = Persistence.open(parsed.persist)
  } catch (error) {
    refuse(
      error instanceof PersistenceError ? error.message : `--persist ${parsed.persist}: ${(error as Error).message}`,
    )
  }
  process.on('exit', () => persistence?.close())
}

/** `--stubs <file>`: checked whole before the server starts, or one line saying what is wrong. */
function readStubs(file: string): StubDefinition[] {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    refuse(
      `--stubs ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    refuse(`--stubs ${file}: not JSON (${(error as Error).message})`)
  }
  const parsed = parseStubList(json)
  if (!parsed.ok) refuse(`--stubs ${file}: ${parsed.error}`)
  // The server's set holds them within its bounds (count and bytes), or the start stops here.
  const fits = new StubSet().add(parsed.value)
  return fits.ok ? parsed.value : refuse(`--stubs ${file}: ${fits.error}`)
}

const stubs = parsed.stubs === undefined ? [] : readStubs(parsed.stubs)

/** The state a store file holds: its snapshot, checked, then its writes replayed. */
async function fileVersion(origin: string, file: StoreFile): Promise<ContextVersion> {
  const checked = await checkSnapshot(file.snapshot)
  if (!checked.ok) fail(`${origin}: ${checked.error}`)
  const version = await snapshotVersion(checked.snapshot)
  if (file.changes.length === 0) return version
  const scratch = createMockContext()
  adoptStores(scratch, version)
  try {
    await replay(scratch, file.changes)
  } catch (error) {
    fail(`${origin}: ${(error as Error).message}`)
  }
  return freezeStores(scratch)
}

function readFile(origin: string, read: () => StoreFile | undefined): StoreFile | undefined {
  try {
    return read()
  } catch (error) {
    fail(`${origin}: ${(error as Error).message}`)
  }
}

const clock = createSettableClock(pinned)
const snapshotFile = parsed.snapshot
const persisted = persistence && readFile(`--persist ${persistence.file}`, () => persistence.load())
const given =
  snapshotFile === undefined
    ? undefined
    : readFile(`--snapshot ${snapshotFile}`, () => readStoreFile(readFileSync(snapshotFile, 'utf8')))
/** The scenario file's document and the start state it builds; stops the start with one line when it cannot be used. */
async function scenarioFromFile(file: string): Promise<{ document: ScenarioDocument; version: ContextVersion }> {
  const document = await readScenarioFile(file)
  return { document, version: await scenarioVersion(document, seed, clock.now()) }
}

let fromFile: { document: ScenarioDocument; version: ContextVersion } | undefined
if (scenarioFile !== undefined) {
  try {
    fromFile = await scenarioFromFile(scenarioFile)
  } catch (error) {
    refuse(`--scenario ${scenarioFile}: ${(error as Error).message}`)
  }
  documents.set(scenario, fromFile.document)
}

/** What the server starts from, and what every session starts from: built once (again when --watch reloads). */
let start: ContextVersion = persisted
  ? await fileVersion(`--persist ${persistence!.file}`, persisted)
  : given
    ? await fileVersion(`--snapshot ${snapshotFile}`, given)
    : (fromFile?.version ?? (await scenarioVersion(scenario as (typeof SCENARIO_NAMES)[number], seed, clock.now())))

function startContext() {
  const context = createMockContext({ token, clock, seed })
  adoptStores(context, start)
  return context
}

const context = startContext()
if (persistence) {
  try {
    // Writes the start state to the file: the first write, tried before listening.
    persistence.attach(context)
  } catch (error) {
    refuse(`--persist ${persistence.file}: ${(error as Error).message}`)
  }
}
const app = createApp({
  context,
  startScenario: { scenario, seed },
  documents,
  createSessionContext: async () => startContext(),
  faults,
  stubs,
  journalSize: integerOption(parsed['journal-size'], 'journal-size', 1000, 1_000_000),
  sessionLimit: integerOption(parsed.sessions, 'sessions', 100, 1000),
  snapshotBytes:
    integerOption(parsed['snapshot-limit'], 'snapshot-limit', DEFAULT_SNAPSHOT_BYTES / 1024 / 1024, 1024) * 1024 * 1024,
  sessionIdleMs: integerOption(parsed['session-idle'], 'session-idle', 900, 86_400 * 365) * 1000,
  sessionMemoryBytes,
  cors: { origins: corsOrigins },
  ...(adminToken !== undefined ? { adminToken } : {}),
  ...(parsed.quiet ? {} : { log: (line: string) => process.stdout.write(`${line}\n`) }),
})
const server = createHttpServer(app).listen(port, host, () => {
  // The address actually bound, so that what is printed is what accepts connections.
  const address = server.address()
  const bound = typeof address === 'object' && address ? address : { address: host, port }
  const shownHost = bound.address.includes(':') ? `[${bound.address}]` : bound.address
  process.stdout.write(`standin listening on http://${shownHost}:${bound.port} (token: ${token})\n`)
})
server.on('error', (error) => fail(error.message))

if (parsed.watch && scenarioFile !== undefined) {
  // Polling the file's stat survives editors that save by writing a new file and renaming it.
  let reloading = Promise.resolve()
  watchFile(scenarioFile, { interval: 250 }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return
    reloading = reloading.then(async () => {
      try {
        const loaded = await scenarioFromFile(scenarioFile)
        documents.set(scenario, loaded.document)
        start = loaded.version
        await context.exclusive(() => adoptStores(context, loaded.version))
        process.stdout.write(`standin: ${scenarioFile} changed: scenario "${scenario}" reloaded, the store reset\n`)
      } catch (error) {
        process.stdout.write(
          `standin: ${scenarioFile} changed but was not loaded, the store is unchanged: ${(error as Error).message}\n`,
        )
      }
    })
  })
}

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
