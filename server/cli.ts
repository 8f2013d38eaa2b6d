import { readFileSync, watchFile } from 'node:fs'
import { createMockContext } from '../mocks/context/context.js'
import { setAnswerBudget } from '../mocks/http/answers.js'
import { createSettableClock } from '../mocks/levers/clock.js'
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
import { createApp, createHttpServer } from './app.js'
import { codeOf, messageOf } from './error-message.js'
import { HELP, parseOptions } from './options.js'
import { Persistence, PersistenceError } from './persistence.js'
import { readScenarioFile } from './scenario-file.js'
import { readStoreFile, replay, type StoreFile } from './store-file.js'

/** `npx standin` / `npm start`: the seeded in-memory server on a port (options: server/options.ts). */

/** Stops the start over the command line: what is wrong, then the help. */
function fail(message: string): never {
  process.stderr.write(`standin: ${message}\n\n${HELP}`)
  process.exit(2)
}

/** Stops the start with one line: what cannot be used, and why. */
function refuse(message: string): never {
  process.stderr.write(`standin: ${message}\n`)
  process.exit(2)
}

const parsed = parseOptions(process.argv.slice(2), process.env)
if (parsed.kind === 'help') {
  process.stdout.write(HELP)
  process.exit(0)
}
if (parsed.kind === 'error') fail(parsed.error)
const options = parsed.options
const { scenario, seed, token } = options
setAnswerBudget(options.answerBytes)

function openPersistence(file: string): Persistence {
  try {
    return Persistence.open(file)
  } catch (error) {
    refuse(error instanceof PersistenceError ? error.message : `--persist ${file}: ${messageOf(error)}`)
  }
}

const persistence = options.persist === undefined ? undefined : openPersistence(options.persist)
if (persistence) process.on('exit', () => persistence.close())

/** `--stubs <file>`: checked whole before the server starts, or one line saying what is wrong. */
function readStubs(file: string): StubDefinition[] {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    refuse(`--stubs ${file}: ${codeOf(error) === 'ENOENT' ? 'no such file' : messageOf(error)}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    refuse(`--stubs ${file}: not JSON (${messageOf(error)})`)
  }
  const stubs = parseStubList(json)
  if (!stubs.ok) refuse(`--stubs ${file}: ${stubs.error}`)
  // The server's set holds them within its bounds (count and bytes), or the start stops here.
  const fits = new StubSet().add(stubs.value)
  return fits.ok ? stubs.value : refuse(`--stubs ${file}: ${fits.error}`)
}

const stubs = options.stubs === undefined ? [] : readStubs(options.stubs)

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
    fail(`${origin}: ${messageOf(error)}`)
  }
  return freezeStores(scratch)
}

/** A store file (`--persist`, `--snapshot`) and where it came from, read before anything starts. */
function readStore(origin: string, read: () => StoreFile | undefined): { origin: string; file: StoreFile } | undefined {
  try {
    const file = read()
    return file && { origin, file }
  } catch (error) {
    fail(`${origin}: ${messageOf(error)}`)
  }
}

const clock = createSettableClock(options.now)
const snapshotFile = options.snapshot
const persisted = persistence && readStore(`--persist ${persistence.file}`, () => persistence.load())
const given =
  snapshotFile === undefined
    ? undefined
    : readStore(`--snapshot ${snapshotFile}`, () => readStoreFile(readFileSync(snapshotFile, 'utf8')))
const stored = persisted ?? given

/** The scenario file's document and the start state it builds. */
async function scenarioFromFile(file: string): Promise<{ document: ScenarioDocument; version: ContextVersion }> {
  const document = await readScenarioFile(file)
  return { document, version: await scenarioVersion(document, seed, clock.now()) }
}

/** Scenario documents reset knows by name: the --scenario file's. */
const documents = new Map<string, ScenarioDocument>()

/**
 * The start scenario's state, made when it is what the server starts from. A --scenario file
 * is read and built now, even when a store file is what starts: reset knows it by its name.
 */
async function scenarioStart(): Promise<() => Promise<ContextVersion>> {
  if (scenario.file === undefined) {
    const name = scenario.name
    return () => scenarioVersion(name, seed, clock.now())
  }
  try {
    const loaded = await scenarioFromFile(scenario.file)
    documents.set(scenario.name, loaded.document)
    return async () => loaded.version
  } catch (error) {
    refuse(`--scenario ${scenario.file}: ${messageOf(error)}`)
  }
}

const fromScenario = await scenarioStart()
/** What the server starts from, and what every session starts from: built once (again when --watch reloads). */
let start: ContextVersion = stored ? await fileVersion(stored.origin, stored.file) : await fromScenario()

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
    refuse(`--persist ${persistence.file}: ${messageOf(error)}`)
  }
}
const app = createApp({
  context,
  startScenario: { scenario: scenario.name, seed },
  documents,
  createSessionContext: async () => startContext(),
  faults: options.faults,
  stubs,
  journalSize: options.journalSize,
  sessionLimit: options.sessionLimit,
  snapshotBytes: options.snapshotBytes,
  sessionIdleMs: options.sessionIdleMs,
  sessionMemoryBytes: options.sessionMemoryBytes,
  cors: { origins: options.corsOrigins },
  allowedHosts: options.allowedHosts,
  ...(options.adminToken !== undefined ? { adminToken: options.adminToken } : {}),
  ...(options.quiet ? {} : { log: (line: string) => process.stdout.write(`${line}\n`) }),
})
const server = createHttpServer(app).listen(options.port, options.host, () => {
  // The address actually bound, so that what is printed is what accepts connections.
  const address = server.address()
  const bound = typeof address === 'object' && address ? address : { address: options.host, port: options.port }
  const shownHost = bound.address.includes(':') ? `[${bound.address}]` : bound.address
  process.stdout.write(`standin listening on http://${shownHost}:${bound.port} (token: ${token})\n`)
})
server.on('error', (error) => fail(error.message))

/** `--watch`: the scenario file reloaded, and the shared store reset, each time it changes. */
function watch(file: string, name: string): void {
  // Polling the file's stat survives editors that save by writing a new file and renaming it.
  let reloading = Promise.resolve()
  watchFile(file, { interval: 250 }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return
    reloading = reloading.then(async () => {
      try {
        const loaded = await scenarioFromFile(file)
        documents.set(name, loaded.document)
        start = loaded.version
        await context.exclusive(() => adoptStores(context, loaded.version))
        process.stdout.write(`standin: ${file} changed: scenario "${name}" reloaded, the store reset\n`)
      } catch (error) {
        process.stdout.write(
          `standin: ${file} changed but was not loaded, the store is unchanged: ${messageOf(error)}\n`,
        )
      }
    })
  })
}

if (options.watch && scenario.file !== undefined) watch(scenario.file, scenario.name)

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
