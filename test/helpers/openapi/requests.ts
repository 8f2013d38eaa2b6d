import fc from 'fast-check'
import { type ApiDocument, type Operation, type Parameter, resolve, type Schema } from './operations.js'

/**
 * Requests made from what a document says of an operation, as a property-based API tester
 * makes them (Schemathesis's positive and negative phases): values of each parameter's and the
 * body's schema, and values that break it (wrong types, missing required fields, text that is
 * no JSON, hostile strings), unknown query parameters, records that exist (`existing`) and
 * ids that do not.
 */

export interface GeneratedRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: string | undefined
}

/** Values a path or query parameter of an operation may take in the current store. */
export type Existing = (operation: Operation, parameter: string) => readonly string[]

const HOSTILE = fc.constantFrom(
  '',
  '0',
  '-1',
  '1.5',
  'abc',
  '99999999999999999999',
  'null',
  'true',
  '[]',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '%',
  '%ED%A0%80',
  '\u0000',
  'ñandú',
  '𝄞',
  ' ',
  'a,b',
  "' OR 1=1 --",
  'x'.repeat(300),
)

/** A value of the schema (as near as a generator gets: patterns and formats are honoured where simple). */
export function valueOf(document: Schema, schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const resolved = resolve(document, schema)
  const nullable = resolved.nullable === true || resolved['x-nullable'] === true
  const value = plainValueOf(document, resolved, depth)
  return nullable ? fc.oneof(value, fc.constant(null)) : value
}

function plainValueOf(document: Schema, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf
  if (Array.isArray(choices)) return fc.oneof(...choices.map((each: Schema) => valueOf(document, each, depth)))
  if (Array.isArray(schema.allOf)) {
    const merged: Schema = { type: 'object', properties: {}, required: [] }
    for (const part of schema.allOf.map((each: Schema) => resolve(document, each))) {
      Object.assign(merged.properties, part.properties ?? {})
      merged.required.push(...(part.required ?? []))
    }
    return valueOf(document, merged, depth)
  }
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 100_000 })
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(document, schema.items ?? {}, depth + 1), { maxLength: 3 })
    case 'object':
      return objectOf(document, schema, depth)
    case 'string':
      return stringOf(schema)
    default:
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 })
  }
}

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length < 200)
    } catch {
      // A pattern JavaScript cannot read: any text.
    }
  }
  switch (schema.format) {
    case 'uuid':
      return fc.uuid()
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
    case 'uri':
      return fc.webUrl()
    case 'email':
      return fc.emailAddress()
    case 'slug':
      return fc.stringMatching(/^[-a-zA-Z0-9_]{1,20}$/)
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) })
}

function objectOf(document: Schema, schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 3) return fc.constant({})
  const properties = Object.entries<Schema>(schema.properties ?? {}).filter(
    ([, each]) => !resolve(document, each).readOnly,
  )
  const required = new Set<string>(schema.required ?? [])
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, each] of properties) record[name] = valueOf(document, each, depth + 1)
  return fc.record(record, { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) })
}

/** A value that breaks the schema, or a hostile one: another type, the wrong shape, odd text. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  HOSTILE,
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, true, -1, 0, 1.5, [], {}, [1, 'a'], { id: 0 }, '\ud800'),
)

/** What a parameter is sent as in a URL. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'))

function parameterValue(document: Schema, parameter: Parameter, existing: readonly string[]): fc.Arbitrary<string> {
  const valid = valueOf(document, parameter.schema).map(asText)
  const options: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: valid, weight: 3 },
    { arbitrary: wrongValue.map(asText), weight: 1 },
  ]
  if (existing.length > 0) options.push({ arbitrary: fc.constantFrom(...existing), weight: 6 })
  return fc.oneof(...options)
}

/** Query names the document does not declare (WordPress's `_` globals and DRF's `format` left out). */
const unknownName = fc
  .stringMatching(/^[a-z][a-z0-9_]{0,8}$/)
  .filter((name) => name !== 'format' && !name.startsWith('_'))

function bodyOf(document: Schema, operation: Operation): fc.Arbitrary<{ type: string; text: string } | undefined> {
  const body = operation.body
  if (!body) return fc.constant(undefined)
  const jsonType = body.types.find((type) => type.includes('json')) ?? 'application/json'
  const formType = body.types.find((type) => type.includes('urlencoded'))
  const valid = valueOf(document, body.schema)
  const broken = fc.oneof(
    wrongValue,
    valid.chain((value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
        ? fc
            .tuple(fc.constantFrom(...Object.keys(value), 'id'), wrongValue)
            .map(([name, wrong]) => ({ ...value, [name]: wrong }))
        : fc.constant(value),
    ),
  )
  const json = fc
    .oneof({ arbitrary: valid, weight: 3 }, { arbitrary: broken, weight: 2 })
    .map((value) => ({ type: jsonType, text: JSON.stringify(value) ?? 'null' }))
  const text = fc
    .constantFrom('', '{', '[1,', '{"a":"\\ud800"}', 'not json')
    .map((raw) => ({ type: jsonType, text: raw }))
  const options: Array<fc.Arbitrary<{ type: string; text: string } | undefined>> = [json, text]
  if (formType)
    options.push(
      valid.map((value) => ({
        type: formType,
        text: Object.entries(typeof value === 'object' && value !== null ? value : {})
          .map(([name, item]) => `${encode(name)}=${encode(asText(item))}`)
          .join('&'),
      })),
    )
  if (!body.required) options.push(fc.constant(undefined))
  return fc.oneof(...options)
}

/** Requests for one operation of a document; `token` is sent most of the time. */
export function requestsFor(
  described: ApiDocument,
  operation: Operation,
  existing: Existing,
  token: string,
): fc.Arbitrary<GeneratedRequest> {
  const { document } = described
  // A path parameter that is empty, a dot segment or a slash would address another path (as
  // property-based testers know, and leave out).
  const segment = (value: string) => value !== '' && value !== '.' && value !== '..' && !value.includes('/')
  const path = fc.tuple(
    ...operation.path.map((parameter) =>
      parameterValue(document, parameter, existing(operation, parameter.name)).filter(segment),
    ),
  )
  const known = operation.query.map((parameter) =>
    fc.option(parameterValue(document, parameter, existing(operation, parameter.name)), {
      nil: undefined,
      freq: parameter.required ? 100 : 2,
    }),
  )
  const unknown = fc.array(fc.tuple(unknownName, HOSTILE), { maxLength: 2 })
  const auth = fc.oneof(
    { arbitrary: fc.constant(`Bearer ${token}`), weight: 8 },
    { arbitrary: fc.constantFrom(undefined, 'Bearer wrong'), weight: 1 },
  )
  return fc
    .record({ path, known: fc.tuple(...known), unknown, body: bodyOf(document, operation), auth })
    .map(({ path: values, known: queryValues, unknown: extra, body, auth: authorization }) => {
      let filled = operation.template
      operation.path.forEach((parameter, index) => {
        filled = filled.replace(`{${parameter.name}}`, encode(values[index] ?? ''))
      })
      const pairs: string[] = []
      operation.query.forEach((parameter, index) => {
        const value = queryValues[index]
        if (value !== undefined) pairs.push(`${encode(parameter.name)}=${encode(value)}`)
      })
      for (const [name, value] of extra) pairs.push(`${name}=${encode(value)}`)
      const headers: Record<string, string> = {}
      if (authorization) headers.authorization = authorization
      if (body) headers['content-type'] = body.type
      const query = pairs.length > 0 ? `?${pairs.join('&')}` : ''
      return { method: operation.method, path: `${described.base}${filled}${query}`, headers, body: body?.text }
    })
}
