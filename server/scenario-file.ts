import { readFile } from 'node:fs/promises'
import { basename, extname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { checkScenario, type ScenarioDocument } from '../fixtures/scenario-document.js'

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

export async function readScenarioFile(file: string): Promise<ScenarioDocument> {
  let document: unknown
  if (MODULES.includes(extname(file))) {
    // A query string makes the module load afresh when --watch reloads it.
    const url = `${pathToFileURL(resolve(file)).href}?at=${Date.now()}`
    document = ((await import(url)) as { default?: unknown }).default
    if (document === undefined)
      throw new Error('the module has no default export (export default defineScenario({...}))')
  } else {
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch (error) {
      throw new Error(`cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`)
    }
    try {
      document = JSON.parse(text)
    } catch (error) {
      throw new Error(`not JSON: ${(error as Error).message}`)
    }
  }
  const checked = checkScenario(document)
  if (!checked.ok) throw new Error(checked.error)
  return document as ScenarioDocument
}
