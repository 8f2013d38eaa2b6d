import { watchFile } from 'node:fs'
import type { Server } from 'node:http'
import { createMockContext } from '../mocks/context/context.js'
import { setAnswerBudget } from '../mocks/http/answers.js'
import { createSettableClock, type SettableClock } from '../mocks/levers/clock.js'
import { parseStubList, type StubDefinition, StubSet } from '../mocks/levers/stubs.js'
import { adoptStores, type ContextVersion } from '../mocks/context/snapshot.js'
import type { ScenarioDocument } from '../fixtures/scenario-document.js'
import { scenarioVersion } from '../fixtures/scenario-loader.js'
import { createApp, createHttpServer } from './app.js'
import { CONTROL_BODY_BYTES } from './control/json.js'
import { messageOf } from './error-message.js'
import type { ParsedOptions } from './options.js'
import { Persistence } from './persistence.js'
import { readScenarioFile } from './scenario-file.js'
import { readFileWithin, readJsonFile, readStoreFile, type StoreFile, storeFileVersion } from './store-file.js'

/**
 * The server the command line asks for, started: its files read and checked, the store built,
 * listening. `standin` (server/cli.ts) runs it with the console on stdout; `standin mcp`
 * (server/mcp/) runs it in its own process with every line on stderr, stdout being the protocol.
 */

export type ServerOptions = Extract<ParsedOptions, { kind: 'options' }>['options']

export interface ServeOutput {
  /** The console: the start line, a line per request (unless --quiet), --watch's reloads. */
  say(line: string): void
  /** Stops the start with one line: what cannot be used, and why. */
  refuse(message: string): never
}

export interface Served {
  server: Server
  /** Where it listens, as `http://host:port`. */
  url: string
}

/** What was wrong with `origin`, in one line that names it once. */
const about = (origin: string, error: unknown) => {
  const message = messageOf(error)
  return message.startsWith(`${origin}: `) ? message : `${origin}: ${message}`
}

/** `work`'s value, or the start stopped with one line naming what it was reading. */
function readingWith(refuse: ServeOutput['refuse']) {
  return <T>(origin: string, work: () => T): T => {
    try {
      return work()
    } catch (error) {
      refuse(about(origin, error))
    }
  }
}
type Reading = ReturnType<typeof readingWith>

/** `--stubs <file>`: checked whole before the server starts (as POST /__standin/stubs takes them), or one line saying what is wrong. */
function readStubs(file: string, reading: Reading): StubDefinition[] {
  return reading(`--stubs ${file}`, () => {
    const stubs = parseStubList(readJsonFile(file, CONTROL_BODY_BYTES))
    if (!stubs.ok) throw new Error(stubs.error)
    // The server's set holds them within its bounds (count and bytes), or the start stops here.
    const fits = new StubSet().add(stubs.value)
    if (!fits.ok) throw new Error(fits.error)
    return stubs.value
  })
}

/** A `--snapshot` file, read and parsed before anything starts. */
function readSnapshotFile(file: string, reading: Reading): StoreFile {
  return reading(`--snapshot ${file}`, () => {
    const bytes = readFileWithin(file)
    if (bytes === undefined) throw new Error('no such file')
    return readStoreFile(bytes)
  })
}

/** The scenario file's document and the start state it builds. */
async function scenarioFromFile(
  file: string,
  seed: number,
  clock: SettableClock,
): Promise<{ document: ScenarioDocument; version: ContextVersion }> {
  const document = await readScenarioFile(file)
  return { document, version: await scenarioVersion(document, seed, clock.now()) }
}

/**
 * The start scenario's state, made when it is what the server starts from. A --scenario file
 * is read and built now, even when a store file is what starts: reset knows it by its name
 * (in `documents`).
 */
async function scenarioStart(
  options: ServerOptions,
  clock: SettableClock,
  documents: Map<string, ScenarioDocument>,
  refuse: ServeOutput['refuse'],
): Promise<() => Promise<ContextVersion>> {
  const { scenario, seed } = options
  if (scenario.file === undefined) {
    const name = scenario.name
    return () => scenarioVersion(name, seed, clock.now())
  }
  try {
    const loaded = await scenarioFromFile(scenario.file, seed, clock)
    documents.set(scenario.name, loaded.document)
    return async () => loaded.version
  } catch (error) {
    refuse(`--scenario ${scenario.file}: ${messageOf(error)}`)
  }
}

/** The store file the server starts from, read and parsed: a --persist file's, else a --snapshot's. */
function storedStart(options: ServerOptions, persisted: StoreFile | undefined, reading: Reading) {
  if (persisted) return { origin: `--persist ${options.persist}`, file: persisted }
  if (options.snapshot === undefined) return undefined
  return { origin: `--snapshot ${options.snapshot}`, file: readSnapshotFile(options.snapshot, reading) }
}

/** The state a store file holds, checked whole, or the start stopped with one line. */
async function fileVersion(
  stored: { origin: string; file: StoreFile },
  refuse: ServeOutput['refuse'],
): Promise<ContextVersion> {
  try {
    return await storeFileVersion(stored.file)
  } catch (error) {
    refuse(about(stored.origin, error))
  }
}

/** What --watch changes when the file does: the documents reset knows, and what the server and sessions start from. */
interface Reloadable {
  documents: Map<string, ScenarioDocument>
  start: { version: ContextVersion }
  context: ReturnType<typeof createMockContext>
  clock: SettableClock
  seed: number
}

/** `--watch`: the scenario file reloaded, and the shared store reset, each time it changes. */
function watch(file: string, name: string, state: Reloadable, say: ServeOutput['say']): void {
  // Polling the file's stat survives editors that save by writing a new file and renaming it.
  let reloading = Promise.resolve()
  watchFile(file, { interval: 250 }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs && now.size === before.size) return
    reloading = reloading.then(async () => {
      try {
        const loaded = await scenarioFromFile(file, state.seed, state.clock)
        state.documents.set(name, loaded.document)
        state.start.version = loaded.version
        await state.context.exclusive(() => adoptStores(state.context, loaded.version))
        say(`standin: ${file} changed: scenario "${name}" reloaded, the store reset`)
      } catch (error) {
        say(`standin: ${file} changed but was not loaded, the store is unchanged: ${messageOf(error)}`)
      }
    })
  })
}

/** Listens, and answers the address actually bound (what is printed is what accepts connections). */
function listen(server: Server, options: ServerOptions, refuse: ServeOutput['refuse']): Promise<string> {
  return new Promise((resolve) => {
    server.on('error', (error) => refuse(error.message))
    server.listen(options.port, options.host, () => {
      const address = server.address()
      const bound = typeof address === 'object' && address ? address : { address: options.host, port: options.port }
      const shownHost = bound.address.includes(':') ? `[${bound.address}]` : bound.address
      resolve(`http://${shownHost}:${bound.port}`)
    })
  })
}

/** Starts the server `options` describe; whatever stops the start is one line to `out.refuse`. */
export async function serve(options: ServerOptions, out: ServeOutput): Promise<Served> {
  const { scenario, seed, token } = options
  setAnswerBudget(options.answerBytes)
  const reading = readingWith(out.refuse)
  const note = (line: string) => process.stderr.write(`standin: ${line}\n`)
  const persistOrigin = `--persist ${options.persist}`
  const persistence =
    options.persist === undefined
      ? undefined
      : reading(persistOrigin, () => Persistence.open(options.persist ?? '', { note }))
  if (persistence) process.on('exit', () => persistence.close())
  const stubs = options.stubs === undefined ? [] : readStubs(options.stubs, reading)
  const clock = createSettableClock(options.now)
  const persisted = persistence && reading(persistOrigin, () => persistence.load())
  const stored = storedStart(options, persisted, reading)
  /** Scenario documents reset knows by name: the --scenario file's. */
  const documents = new Map<string, ScenarioDocument>()
  const fromScenario = await scenarioStart(options, clock, documents, out.refuse)
  /** What the server starts from, and what every session starts from: built once (again when --watch reloads). */
  const start = { version: stored ? await fileVersion(stored, out.refuse) : await fromScenario() }
  const startContext = () => {
    const context = createMockContext({ token, clock, seed })
    adoptStores(context, start.version)
    return context
  }
  const context = startContext()
  // Goes on with the file when the start state came from it; otherwise writes the start state to
  // it (the first write, tried before listening).
  if (persistence) reading(persistOrigin, () => persistence.attach(context, { resume: persisted !== undefined }))
  const log = options.quiet ? undefined : out.say
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
  const server = createHttpServer(app, log)
  const url = await listen(server, options, out.refuse)
  out.say(`standin listening on ${url} (token: ${token}), workbench at ${url}/__standin/`)
  if (options.proxy) note(`what standin does not serve goes to ${options.proxy.origin.origin}`)
  if (options.watch && scenario.file !== undefined)
    watch(scenario.file, scenario.name, { documents, start, context, clock, seed }, out.say)
  return { server, url }
}
