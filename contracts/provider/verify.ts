import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Verifier } from '@pact-foundation/pact'
import { type ApiName, PACTS, PACTS_DIR } from '../pacts.js'

/**
 * Runs the Pact verifier against one API of any deployment: standin on either host, or a
 * real server. The pacts' requests carry standin's token; the deployment's is swapped in.
 */

export interface VerifyOptions {
  api: ApiName
  baseUrl: string
  /** The deployment's API token (sent as `Bearer <token>`), or a whole Authorization value. */
  token: string
  /**
   * Where provider states are set up: Pact's state-change protocol, `{"state", "params",
   * "action"}` POSTed as JSON. Without it, interactions that name a provider state are skipped.
   */
  stateUrl?: string
}

interface Failure {
  interaction: string
  mismatches: string[]
}

export interface Verification {
  passed: boolean
  /** How many interactions the verifier ran. */
  verified: number
  /** Interactions not run because their provider state needs data nobody could set up. */
  skipped: string[]
  failures: Failure[]
}

interface PactFile {
  provider: { name: string }
  interactions: Array<{ description: string; providerStates?: Array<{ name: string }> }>
}

const readPact = (file: string): PactFile => JSON.parse(readFileSync(file, 'utf8'))

export function pactFilesFor(api: ApiName): string[] {
  return readdirSync(PACTS_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(PACTS_DIR, name))
    .filter((file) => readPact(file).provider.name === PACTS[api].provider)
}

/** A bare token goes out as `Bearer <token>`; a value that names its scheme (`Basic …`) as it is. */
function authorizationFor(token: string): string {
  return /\s/.test(token.trim()) ? token.trim() : `Bearer ${token}`
}

/** Copies of the pacts without the interactions that need a provider state, and what was left out. */
function withoutStatefulInteractions(files: string[]): { files: string[]; skipped: string[]; directory: string } {
  const directory = mkdtempSync(join(tmpdir(), 'standin-pacts-'))
  const skipped: string[] = []
  const kept: string[] = []
  for (const [index, file] of files.entries()) {
    const pact = readPact(file)
    const stateless = pact.interactions.filter((interaction) => (interaction.providerStates ?? []).length === 0)
    for (const interaction of pact.interactions) {
      if (!stateless.includes(interaction)) {
        skipped.push(
          `${interaction.description} (needs: ${interaction.providerStates!.map((state) => state.name).join(', ')})`,
        )
      }
    }
    if (stateless.length === 0) continue
    const copy = join(directory, `${index}.json`)
    writeFileSync(copy, JSON.stringify({ ...pact, interactions: stateless }))
    kept.push(copy)
  }
  return { files: kept, skipped, directory }
}

interface VerifierReport {
  result: boolean
  errors?: Array<{ interaction: string; mismatch: unknown }>
}

/** A failed verification carries the verifier's JSON report; a verifier that could not run, a message. */
function reportOf(error: Error): VerifierReport {
  try {
    return JSON.parse(error.message) as VerifierReport
  } catch {
    return {
      result: false,
      errors: [{ interaction: 'the verifier could not run', mismatch: { message: error.message } }],
    }
  }
}

/** The verifier's JSON report; each mismatch becomes one readable line. */
function failuresOf(report: VerifierReport): Failure[] {
  return (report.errors ?? []).map((error) => ({
    interaction: error.interaction,
    mismatches: describeMismatch(error.mismatch),
  }))
}

function describeMismatch(mismatch: unknown): string[] {
  if (typeof mismatch !== 'object' || mismatch === null) return [String(mismatch)]
  const { mismatches, message, description } = mismatch as {
    mismatches?: unknown[]
    message?: string
    description?: string
  }
  if (Array.isArray(mismatches)) {
    return mismatches.map((item) => {
      const { path, mismatch: text, type } = item as { path?: string; mismatch?: string; type?: string }
      return [type, path, text].filter(Boolean).join(' ')
    })
  }
  return [message ?? description ?? JSON.stringify(mismatch)]
}

export async function verifyPacts(options: VerifyOptions): Promise<Verification> {
  const all = pactFilesFor(options.api)
  if (all.length === 0) throw new Error(`no pact in ${PACTS_DIR} names ${PACTS[options.api].provider} as its provider`)
  const selection = options.stateUrl
    ? { files: all, skipped: [], directory: undefined }
    : withoutStatefulInteractions(all)
  const verified = selection.files.reduce((count, file) => count + readPact(file).interactions.length, 0)
  const authorization = authorizationFor(options.token)
  try {
    if (selection.files.length === 0) return { passed: true, verified: 0, skipped: selection.skipped, failures: [] }
    const verifier = new Verifier({
      provider: PACTS[options.api].provider,
      providerBaseUrl: options.baseUrl,
      pactUrls: selection.files,
      logLevel: 'error',
      // The consumers' requests carry standin's token: the deployment's replaces it, and
      // requests sent without one (the 401 interactions) stay without.
      requestFilter: (request, _response, next) => {
        if (request.headers.authorization !== undefined) request.headers.authorization = authorization
        next()
      },
      ...(options.stateUrl ? { providerStatesSetupUrl: options.stateUrl } : {}),
    })
    try {
      await verifier.verifyProvider()
      return { passed: true, verified, skipped: selection.skipped, failures: [] }
    } catch (error) {
      return { passed: false, verified, skipped: selection.skipped, failures: failuresOf(reportOf(error as Error)) }
    }
  } finally {
    if (selection.directory) rmSync(selection.directory, { recursive: true, force: true })
  }
}
