import { readFile, stat } from 'node:fs/promises'
import { basename, extname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { checkScenario, type ScenarioDocument } from '../fixtures/scenario-document.js'
import { codeOf, messageOf } from './error-message.js'

/**
 * `--scenario <file>`: a JSON document, or a JavaScript or TypeScript module (Node strips the
 * types) whose default export is a `defineScenario(...)` value. Errors are one line each, for
 * the start to stop with (or, under `--watch`, for the reload to be skipped with).
 *
 * A file is refused past SCENARIO_FILE_BYTES before it is read. A module is imported in a
 * worker thread that ends once it has handed its export over: Node never unloads a module it
 * imported, so importing each reload in the server's own thread kept every version of the
 * file (150 reloads: 33 to 320 MiB). Only a module whose export holds functions (`build`),
 * which cannot leave the worker, is imported in the server's thread.
 */

/** The largest scenario file read: a document may hold 20,000 records (MAX_SCENARIO_RECORDS) of a few hundred bytes. */
export const SCENARIO_FILE_BYTES = 32 * 1024 * 1024

const MODULES = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts']

/** A value given to --scenario that names a file rather than a built-in scenario. */
export function isScenarioPath(value: string): boolean {
  return value.includes('/') || value.includes('\\') || extname(value) === '.json' || MODULES.includes(extname(value))
}

/** `./scenarios/alice.json` is scenario `alice` to `POST /__standin/reset`. */
export function scenarioFileName(file: string): string {
  return basename(file, extname(file))
}

/** A value given as a scenario document (a file's, or inline to reset), checked. */
export function checkedScenarioDocument(
  value: unknown,
): { ok: true; document: ScenarioDocument } | { ok: false; error: string } {
  const checked = checkScenario(value)
  // The check passed the value's shape, which is what ScenarioDocument describes.
  return checked.ok ? { ok: true, document: value as ScenarioDocument } : checked
}

/** A module's default export, imported in this thread (a `?at=` makes it load afresh on reload). */
async function defaultExport(file: string): Promise<unknown> {
  const url = `${pathToFileURL(resolve(file)).href}?at=${Date.now()}`
  const module: unknown = await import(url)
  const document = typeof module === 'object' && module !== null ? Reflect.get(module, 'default') : undefined
  if (document === undefined) throw new Error('the module has no default export (export default defineScenario({...}))')
  return document
}

/** What the worker hands back: the export as data, word that it holds functions, or why it failed. */
type Handed = { kind: 'data'; value: unknown } | { kind: 'functions' } | { kind: 'error'; message: string }

/** Imports the module, posts its default export (structured clone) or why it cannot; runs in a worker of its own. */
const IMPORTER = `
const { parentPort, workerData } = require('node:worker_threads')
import(workerData).then(
  (module) => {
    if (module.default === undefined)
      return parentPort.postMessage({ kind: 'error', message: 'the module has no default export (export default defineScenario({...}))' })
    try {
      parentPort.postMessage({ kind: 'data', value: module.default })
    } catch {
      parentPort.postMessage({ kind: 'functions' })
    }
  },
  (error) => parentPort.postMessage({ kind: 'error', message: error instanceof Error ? error.message : String(error) }),
)
`

/** The module's default export, imported in a worker thread whose memory goes when it ends. */
function exportInWorker(file: string): Promise<Handed> {
  return new Promise((done) => {
    const worker = new Worker(IMPORTER, {
      eval: true,
      workerData: pathToFileURL(resolve(file)).href,
      // A module that runs out of room ends its worker, not the server.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    })
    let handed: Handed | undefined
    worker.once('message', (message: Handed) => {
      handed = message
      void worker.terminate()
    })
    worker.once('error', (error) => {
      handed ??= { kind: 'error', message: messageOf(error) }
    })
    worker.once('exit', () => done(handed ?? { kind: 'error', message: 'the module could not be imported' }))
  })
}

async function moduleDocument(file: string): Promise<unknown> {
  const handed = await exportInWorker(file)
  if (handed.kind === 'data') return handed.value
  if (handed.kind === 'error') throw new Error(handed.message)
  return defaultExport(file)
}

/** Refuses a file past SCENARIO_FILE_BYTES before anything reads it. */
async function checkSize(file: string): Promise<void> {
  let bytes: number
  try {
    bytes = (await stat(file)).size
  } catch (error) {
    throw new Error(`cannot be read (${codeOf(error) ?? messageOf(error)})`)
  }
  if (bytes > SCENARIO_FILE_BYTES)
    throw new Error(
      `is ${Math.ceil(bytes / 1024 / 1024)} MiB, larger than the ${SCENARIO_FILE_BYTES / 1024 / 1024} MiB a scenario file may be`,
    )
}

async function jsonDocument(file: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    throw new Error(`cannot be read (${codeOf(error) ?? messageOf(error)})`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new Error(`not JSON: ${messageOf(error)}`)
  }
}

export async function readScenarioFile(file: string): Promise<ScenarioDocument> {
  await checkSize(file)
  const checked = checkedScenarioDocument(
    MODULES.includes(extname(file)) ? await moduleDocument(file) : await jsonDocument(file),
  )
  if (!checked.ok) throw new Error(checked.error)
  return checked.document
}
