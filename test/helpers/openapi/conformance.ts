import { Ajv, type ValidateFunction } from 'ajv'
import ajvFormats from 'ajv-formats'
import type { ApiDocument, Operation, Schema } from './operations.js'

/**
 * Whether an answer is one its document describes: not a server error; a status the operation
 * declares; for a declared body, a body in one of its media types that validates against its
 * schema (ajv, every keyword the document uses); for an answer declared without a body, no body
 * and no Content-Type. Nothing of the answer is read any other way.
 */

export interface Answer {
  status: number
  contentType: string | null
  text: string
}

/** The document's schemas as JSON Schema: `nullable` (3.0) and `x-nullable` (Swagger 2) become a null branch. */
function jsonSchemaOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(jsonSchemaOf)
  if (typeof value !== 'object' || value === null) return value
  const { nullable, 'x-nullable': xNullable, ...rest } = value as Schema
  const converted = Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, jsonSchemaOf(item)]))
  return nullable === true || xNullable === true ? { anyOf: [converted, { type: 'null' }] } : converted
}

export class Conformance {
  readonly #ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false })
  readonly #validators = new Map<string, ValidateFunction>()

  constructor(
    readonly api: string,
    readonly described: ApiDocument,
  ) {
    // ajv-formats is CommonJS: under NodeNext its default export is the module object.
    ajvFormats.default(this.#ajv)
    this.#ajv.addFormat('slug', /^[-a-zA-Z0-9_]+$/)
    this.#ajv.addSchema({ ...(jsonSchemaOf(described.document) as Schema), $id: api })
  }

  #validator(pointer: string): ValidateFunction {
    let validate = this.#validators.get(pointer)
    if (!validate) {
      const found = this.#ajv.getSchema(`${this.api}#${pointer}`)
      if (!found) throw new Error(`${this.api}: no schema at ${pointer}`)
      validate = found
      this.#validators.set(pointer, validate)
    }
    return validate
  }

  /** What is wrong with the answer, as one line each; empty when the document describes it. */
  check(operation: Operation, answer: Answer): string[] {
    if (answer.status >= 500) return [`a server error: ${answer.status} ${answer.text.slice(0, 200)}`]
    const declared = operation.responses[String(answer.status)] ?? operation.responses.default
    if (!declared) return [`status ${answer.status} is not declared (${Object.keys(operation.responses).join(', ')})`]
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase()
    if (declared.pointer === undefined) {
      const problems: string[] = []
      if (answer.text !== '') problems.push(`a body where none is declared: ${answer.text.slice(0, 100)}`)
      if (mediaType !== undefined) problems.push(`a Content-Type (${mediaType}) on an answer declared without a body`)
      return problems
    }
    if (mediaType === undefined || !declared.types.some((type) => type.toLowerCase() === mediaType))
      return [`Content-Type ${mediaType ?? '(none)'} is not one of ${declared.types.join(', ')}`]
    let body: unknown
    try {
      body = JSON.parse(answer.text)
    } catch {
      return [`a body that is not JSON: ${answer.text.slice(0, 100)}`]
    }
    const validate = this.#validator(declared.pointer)
    if (validate(body)) return []
    return (validate.errors ?? []).slice(0, 5).map((error) => `body${error.instancePath} ${error.message}`)
  }
}
