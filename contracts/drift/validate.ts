import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SwaggerMockValidatorFactory, type ValidationOutcome } from '@pactflow/swagger-mock-validator'
import { afterAll, beforeAll } from 'vitest'

/**
 * Drift checks: a pact against an API document, with @pactflow/swagger-mock-validator. Every
 * path and method a pact uses must be documented, every request must fit its schema, and
 * response bodies may only use declared properties (the tool forbids undeclared ones).
 */

export type Json = Record<string, any>

export const readJson = (file: string): Json => JSON.parse(readFileSync(file, 'utf8'))

export function validate(specPathOrUrl: string, mockPathOrUrl: string): Promise<ValidationOutcome> {
  return SwaggerMockValidatorFactory.create().validate({ specPathOrUrl, mockPathOrUrl })
}

/** One line per error, naming the interaction. */
export const errorsOf = (outcome: ValidationOutcome) =>
  outcome.errors.map((error) => `${error.mockDetails?.interactionDescription}: ${error.code}: ${error.message}`)

/** A scratch folder for the test file's prepared documents and pacts, removed afterwards. */
export function useScratch(): (name: string, value: unknown) => string {
  let directory: string | undefined
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'standin-drift-'))
  })
  afterAll(() => {
    if (directory) rmSync(directory, { recursive: true, force: true })
  })
  return (name, value) => {
    const file = join(directory!, name)
    writeFileSync(file, JSON.stringify(value))
    return file
  }
}

/**
 * A pact of two interactions that drifted from the document: `read` (a 200 answer with a
 * JSON object body) gains an undeclared response field, and `list` asks for a path one
 * segment longer than any the document has.
 */
export function drifted(pact: Json, read: string, list: string, field: string, segment: string): Json {
  const find = (description: string) => {
    const interaction = (pact.interactions as Json[]).find((candidate) => candidate.description === description)
    if (!interaction) throw new Error(`the pact has no interaction "${description}"`)
    return structuredClone(interaction)
  }
  const withField = find(read)
  withField.response.body.content[field] = 'undeclared'
  const longer = find(list)
  longer.request.path = `${longer.request.path.replace(/\/$/, '')}/${segment}/`
  return { ...pact, interactions: [withField, longer] }
}
