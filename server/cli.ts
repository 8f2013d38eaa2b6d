import { watchFile } from 'node:fs'
import { createMockContext } from '../mocks/context/context.js'
import { setAnswerBudget } from '../mocks/http/answers.js'
import { createSettableClock } from '../mocks/levers/clock.js'
import { parseStubList, type StubDefinition, StubSet } from '../mocks/levers/stubs.js'
import { adoptStores, type ContextVersion } from '../mocks/context/snapshot.js'
import type { ScenarioDocument } from '../fixtures/scenario-document.js'
import { scenarioVersion } from '../fixtures/scenario-loader.js'
import { createApp, createHttpServer } from './app.js'
import { CONTROL_BODY_BYTES } from './control/json.js'
import { messageOf } from './error-message.js'
import { HELP, parseOptions } from './options.js'
import { Persistence } from './persistence.js'
import { readScenarioFile } from './scenario-file.js'
import { readFileWithin, readJsonFile, readStoreFile, type StoreFile, storeFileVersion } from './store-file.js'

/** `npx standin` / `npm start`: the seeded in-memory server on a port (options: server/options.ts). */

/** Stops the start over the command line: what is wrong, then the help. */
function fail(message: string): never {
  process.stderr.write(`standin: ${message}\n\n${HELP}`)
  process.exit(2)
}

/** Stops the start with one line: what cannot be used, and why (a message of several lines joined). */
function refuse(message: string): never {
  process.stderr.write(`standin: ${message.trim().replace(/\s*\n\s*/g, ' | ')}\n`)
  process.exit(2)
}

// Until the server listens, whatever is thrown (a file shaped to overflow a reader, a module that
// throws) stops the start with one line, never a stack.
const duringStart = (error: unknown) => refuse(`could not start: ${messageOf(error)}`)
process.on('uncaughtException', duringStart)

/** What was wrong with `origin`, in one line that names it once. */
const about = (origin: string, error: unknown) => {
  const message = messageOf(error)
  return message.startsWith(`${origin}: `) ? message : `${origin}: ${message}`
}

/** `work`'s value, or the start stopped with one line naming what it was reading. */
function reading<T>(origin: string, work: () => T): T {
  try {
    return work()
  } catch (error) {
    refuse(about(origin, error))
  }
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

const note = (line: string) => process.stderr.write(`standin: ${line}\n`)
const persistence =
  options.persist === undefined
    ? undefined
    : reading(`--persist ${options.persist}`, () => Persistence.open(options.persist ?? '', { note }))
if (persistence) process.on('exit', () => persistence.close())

/** `--stubs <file>`: checked whole before the server starts (as POST /__standin/stubs takes them), or one line saying what is wrong. */
function readStubs(file: string): StubDefinition[] {
  return reading(`--stubs ${file}`, () => {
    const stubs = parseStubList(readJsonFile(file, CONTROL_BODY_BYTES))
    if (!stubs.ok) throw new Error(stubs.error)
    // The server's set holds them within its bounds (count and bytes), or the start stops here.
    const fits = new StubSet().add(stubs.value)
    if (!fits.ok) throw new Error(fits.error)
    return stubs.value
  })
}

const stubs = options.stubs === undefined ? [] : readStubs(options.stubs)

/** The state a store file holds, checked whole, or the start stopped with one line. */
async function fileVersion(origin: string, file: StoreFile): Promise<ContextVersion> {
  try {
    return await storeFileVersion(file)
  } catch (error) {
    refuse(about(origin, error))
  }
}

/** A `--snapshot` file, read and parsed before anything starts. */
function readSnapshotFile(file: string): StoreFile {
  return reading(`--snapshot ${file}`, () => {
    const bytes = readFileWithin(file)
    if (bytes === undefined) throw new Error('no such file')
    return readStoreFile(bytes)
  })
}

const clock = createSettableClock(options.now)
const persistOrigin = `--persist ${options.persist}`
const persisted = persistence && reading(persistOrigin, () => persistence.load())
const snapshotFile = options.snapshot
const stored = persisted
  ? { origin: persistOrigin, file: persisted }
  : snapshotFile === undefined
    ? undefined
    : { origin: `--snapshot ${snapshotFile}`, file: readSnapshotFile(snapshotFile) }

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
// Goes on with the file when the start state came from it; otherwise writes the start state to
// it (the first write, tried before listening).
if (persistence) reading(persistOrigin, () => persistence.attach(context, { resume: persisted !== undefined }))
const log = options.quiet ? undefined : (line: string) => process.stdout.write(`${line}\n`)
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
  ...(options.proxy ? { proxy: options.proxy } : {}),
  ...(options.adminToken !== undefined ? { adminToken: options.adminToken } : {}),
  ...(log ? { log } : {}),
})
const server = createHttpServer(app, log).listen(options.port, options.host, () => {
  // The address actually bound, so that what is printed is what accepts connections.
  const address = server.address()
  const bound = typeof address === 'object' && address ? address : { address: options.host, port: options.port }
  const shownHost = bound.address.includes(':') ? `[${bound.address}]` : bound.address
  const origin = `http://${shownHost}:${bound.port}`
  process.stdout.write(`standin listening on ${origin} (token: ${token}), workbench at ${origin}/__standin/\n`)
  if (options.proxy) note(`what standin does not serve goes to ${options.proxy.origin.origin}`)
  process.off('uncaughtException', duringStart)
})
server.on('error', (error) => refuse(error.message))

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
