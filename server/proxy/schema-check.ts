import { isObject } from '../../mocks/http/json.js'

/**
 * A deployment's answer against a schema of standin's documents (Swagger 2.0's and OpenAPI
 * 3.0's shared subset: `$ref`, `allOf`, `oneOf`/`anyOf`, `type`, `nullable`/`x-nullable`, `enum`,
 * `properties`, `required`, `additionalProperties`, `items`), telling every place where they part:
 * a field standin does not send (an object that declares no `additionalProperties` is read as
 * closed: the document says what standin sends), a required one missing, a type or a value
 * outside an enumeration. Formats and lengths are not drift and are not checked. Hand-written
 * rather than ajv (docs/decisions/0035), checked against ajv in test/server/proxy/schema-check.test.ts.
 */

export type Schema = Record<string, unknown>

export interface Violation {
  /** Where, as a path from the body: `$.results[].last_login`. */
  at: string
  kind: 'undeclared' | 'missing' | 'type' | 'enum' | 'status' | 'not-json'
  detail: string
}

const MAX_VIOLATIONS = 50
const MAX_DEPTH = 64

/** The schema a `$ref` names in its document (`#/definitions/User`, `#/components/schemas/Event`). */
function resolved(schema: Schema, root: Schema): Schema {
  let current = schema
  for (let hops = 0; typeof current.$ref === 'string' && hops < 32; hops++) {
    let target: unknown = root
    for (const part of current.$ref.replace(/^#\//, '').split('/')) target = isObject(target) ? target[part] : undefined
    current = isObject(target) ? target : {}
  }
  return current
}

const asSchemas = (value: unknown): Schema[] => (Array.isArray(value) ? value.filter((item) => isObject(item)) : [])

/** `allOf` folded into one schema: the properties and requirements of every part. */
function merged(schema: Schema, root: Schema): Schema {
  const own = resolved(schema, root)
  const parts = asSchemas(own.allOf)
  if (parts.length === 0) return own
  const properties: Schema = { ...(isObject(own.properties) ? own.properties : {}) }
  const result: Schema = { ...own, properties }
  delete result.allOf
  const required = new Set(Array.isArray(own.required) ? own.required : [])
  for (const part of parts.map((item) => merged(item, root))) {
    Object.assign(properties, isObject(part.properties) ? part.properties : {})
    for (const name of Array.isArray(part.required) ? part.required : []) required.add(name)
    for (const key of ['type', 'additionalProperties', 'nullable', 'x-nullable', 'oneOf', 'anyOf', 'enum'])
      if (result[key] === undefined && part[key] !== undefined) result[key] = part[key]
  }
  result.required = [...required]
  return result
}

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function typeAllows(wanted: unknown, actual: string): boolean {
  const types = Array.isArray(wanted) ? wanted : [wanted]
  return types.some((type) => type === actual || (type === 'number' && actual === 'integer'))
}

const nullable = (schema: Schema) =>
  schema.nullable === true || schema['x-nullable'] === true || typeAllows(schema.type, 'null')

interface Walk {
  root: Schema
  out: Violation[]
}

function check(given: Schema, value: unknown, at: string, walk: Walk, depth: number): void {
  if (walk.out.length >= MAX_VIOLATIONS || depth > MAX_DEPTH) return
  const schema = merged(given, walk.root)
  const push = (kind: Violation['kind'], detail: string, where = at): void => {
    walk.out.push({ at: where, kind, detail })
  }
  if (value === null && (nullable(schema) || (Array.isArray(schema.enum) && schema.enum.includes(null)))) return
  const branches = asSchemas(schema.oneOf ?? schema.anyOf)
  if (branches.length > 0) {
    const tries = branches.map((branch) => {
      const out: Violation[] = []
      check(branch, value, at, { root: walk.root, out }, depth + 1)
      return out
    })
    const closest = tries.reduce((best, next) => (next.length < best.length ? next : best))
    walk.out.push(...closest)
    return
  }
  const actual = typeOf(value)
  if (schema.type !== undefined && !typeAllows(schema.type, actual))
    return push('type', `${actual} where the document says ${[schema.type].flat().join(' or ')}`)
  if (schema.type === undefined && value === null && (schema.properties || schema.items))
    return push('type', 'null where the document says object')
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return push(
      'enum',
      `${JSON.stringify(value).slice(0, 60)} is not one of ${schema.enum
        .slice(0, 6)
        .map((item) => JSON.stringify(item))
        .join(', ')}`,
    )
  if (Array.isArray(value) && isObject(schema.items)) {
    for (const item of value) check(schema.items, item, `${at}[]`, walk, depth + 1)
    return
  }
  if (!isObject(value)) return
  const properties = isObject(schema.properties) ? schema.properties : {}
  const extra = schema.additionalProperties
  for (const [name, inner] of Object.entries(value)) {
    const declared = properties[name]
    if (isObject(declared)) check(declared, inner, `${at}.${name}`, walk, depth + 1)
    else if (isObject(extra)) check(extra, inner, `${at}.${name}`, walk, depth + 1)
    else if (extra !== true && (schema.properties !== undefined || extra === false))
      push('undeclared', 'a field standin does not send', `${at}.${name}`)
  }
  for (const name of Array.isArray(schema.required) ? schema.required : [])
    if (typeof name === 'string' && !Object.hasOwn(value, name))
      push('missing', 'a field the document requires', `${at}.${name}`)
}

/** Where `value` parts from `schema` (a schema of `root`), each place once. */
export function violationsOf(schema: Schema, value: unknown, root: Schema): Violation[] {
  const walk: Walk = { root, out: [] }
  check(schema, value, '$', walk, 0)
  const seen = new Set<string>()
  return walk.out.filter((violation) => {
    const key = `${violation.kind} ${violation.at}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
