/**
 * The operations a served API document describes, read the same way from the identity API's
 * Swagger 2.0 document and the calendar's OpenAPI 3.0 one: each operation's method and path,
 * its parameters and body (what a request may carry), and each response it declares (the
 * status, the body's schema or none, the media types of its body). Schemas stay where they
 * are in the document, named by a JSON pointer, so that one compiled document checks them all.
 */

export type Schema = Record<string, any>

export interface Parameter {
  name: string
  required: boolean
  schema: Schema
}

interface Body {
  required: boolean
  /** The media types the operation takes a body in. */
  types: string[]
  schema: Schema
}

interface Response {
  /** Where the body's schema is in the document; undefined for an answer without a body. */
  pointer: string | undefined
  /** The media types a body may come in. */
  types: string[]
}

export interface Operation {
  /** The operationId. */
  id: string
  method: string
  /** The path under the document's base, with `{name}` parameters. */
  template: string
  path: Parameter[]
  query: Parameter[]
  body: Body | undefined
  responses: Record<string, Response>
}

export interface ApiDocument {
  document: Schema
  /** Where the paths are served from (`/api/v2beta`, `/wp-json/cal/events/v1`). */
  base: string
  operations: Operation[]
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete']

/** A JSON pointer token (RFC 6901). */
const pointerToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1')

/** The object a local `$ref` names. */
export function resolve(document: Schema, schema: Schema): Schema {
  let current = schema
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    let target: any = document
    for (const token of current.$ref.slice(2).split('/'))
      target = target?.[token.replace(/~1/g, '/').replace(/~0/g, '~')]
    current = target ?? {}
  }
  return current
}

/** A Swagger 2 parameter's type as a schema. */
function swaggerParameterSchema(parameter: Schema): Schema {
  const { name: _n, in: _i, required: _r, description: _d, collectionFormat: _c, ...schema } = parameter
  return schema
}

/** What one format says of an operation beside its parameters: its body and its responses. */
type ReadOperation = (
  place: { template: string; method: string; operation: Schema },
  parameters: Schema[],
) => Pick<Operation, 'body' | 'responses'>

/** Every operation of the document: its parameters (its path's, then its own) and what `read` says of it. */
function operationsOf(document: Schema, schemaOf: (parameter: Schema) => Schema, read: ReadOperation): Operation[] {
  const operations: Operation[] = []
  for (const [template, item] of Object.entries<Schema>(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      const parameters: Schema[] = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((each) =>
        resolve(document, each),
      )
      const param = (where: string): Parameter[] =>
        parameters
          .filter((each) => each.in === where)
          .map((each) => ({ name: each.name, required: each.required === true, schema: schemaOf(each) }))
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        template,
        path: param('path'),
        query: param('query'),
        ...read({ template, method, operation }, parameters),
      })
    }
  }
  return operations
}

function swaggerOperations(document: Schema): Operation[] {
  const produces: string[] = document.produces ?? ['application/json']
  const consumes: string[] = document.consumes ?? ['application/json']
  return operationsOf(document, swaggerParameterSchema, ({ template, method, operation }, parameters) => {
    const body = parameters.find((each) => each.in === 'body')
    const responses: Record<string, Response> = {}
    for (const [status, response] of Object.entries<Schema>(operation.responses)) {
      const base = `/paths/${pointerToken(template)}/${method}/responses/${status}`
      responses[status] = {
        pointer: resolve(document, response).schema ? `${base}/schema` : undefined,
        types: operation.produces ?? produces,
      }
    }
    return {
      body: body
        ? { required: body.required === true, types: operation.consumes ?? consumes, schema: body.schema }
        : undefined,
      responses,
    }
  })
}

function openApiOperations(document: Schema): Operation[] {
  return operationsOf(
    document,
    (each) => each.schema ?? {},
    ({ template, method, operation }) => {
      const content: Schema | undefined = operation.requestBody && resolve(document, operation.requestBody).content
      const responses: Record<string, Response> = {}
      for (const [status, response] of Object.entries<Schema>(operation.responses)) {
        const types = Object.keys(resolve(document, response).content ?? {})
        const json = types.find((type) => type.includes('json'))
        responses[status] = {
          pointer: json
            ? `/paths/${pointerToken(template)}/${method}/responses/${status}/content/${pointerToken(json)}/schema`
            : undefined,
          types,
        }
      }
      return {
        body: content
          ? {
              required: operation.requestBody.required === true,
              types: Object.keys(content),
              schema: Object.values<Schema>(content)[0]?.schema ?? {},
            }
          : undefined,
        responses,
      }
    },
  )
}

export function readDocument(document: Schema, base: string): ApiDocument {
  const operations = document.swagger === '2.0' ? swaggerOperations(document) : openApiOperations(document)
  return { document, base, operations }
}
