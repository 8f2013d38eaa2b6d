import { readFile } from 'node:fs/promises'
import { basename, extname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkScenario, type ScenarioDocument } from '../fixtures/scenario-document.js'
import { codeOf, messageOf } from './error-message.js'

/**
 * `--scenario <file>`: a JSON document, or a JavaScript or TypeScript module (Node strips the
 * types) whose default export is a `defineScenario(...)` value. Errors are one line each, for
 * the start to stop with.
 */

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

/** A module's default export. */
async function defaultExport(file: string): Promise<unknown> {
  // A query string makes the module load afresh when --watch reloads it.
  const url = `${pathToFileURL(resolve(file)).href}?at=${Date.now()}`
  const module: unknown = await import(url)
  const document = typeof module === 'object' && module !== null ? Reflect.get(module, 'default') : undefined
  if (document === undefined) throw new Error('the module has no default export (export default defineScenario({...}))')
  return document
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
  const checked = checkedScenarioDocument(
    MODULES.includes(extname(file)) ? await defaultExport(file) : await jsonDocument(file),
  )
  if (!checked.ok) throw new Error(checked.error)
  return checked.document
}
