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

/** A schema read once (its `$ref` followed, its `allOf` folded) into what a check needs, kept per schema. */
interface Shape {
  types: string[] | undefined
  nullable: boolean
  enumeration: unknown[] | undefined
  branches: Schema[]
  items: Schema | undefined
  properties: Record<string, Schema>
  /** Whether it declares properties: then a field it does not declare is one standin does not send. */
  declares: boolean
  extra: unknown
  required: string[]
}

const shapes = new WeakMap<Schema, Shape>()

function shapeOf(given: Schema, root: Schema): Shape {
  let shape = shapes.get(given)
  if (shape) return shape
  const schema = merged(given, root)
  const types = schema.type === undefined ? undefined : [schema.type].flat().map(String)
  const properties: Record<string, Schema> = {}
  if (isObject(schema.properties))
    for (const [name, inner] of Object.entries(schema.properties)) if (isObject(inner)) properties[name] = inner
  shape = {
    types,
    nullable: schema.nullable === true || schema['x-nullable'] === true || types?.includes('null') === true,
    enumeration: Array.isArray(schema.enum) ? schema.enum : undefined,
    branches: asSchemas(schema.oneOf ?? schema.anyOf),
    items: isObject(schema.items) ? schema.items : undefined,
    properties,
    declares: schema.properties !== undefined || schema.additionalProperties === false,
    extra: schema.additionalProperties,
    required: Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === 'string') : [],
  }
  if (shape.enumeration?.includes(null)) shape.nullable = true
  shapes.set(given, shape)
  return shape
}

interface Walk {
  root: Schema
  out: Violation[]
  /** Where the walk is: segments pushed going in, popped coming out (joined only for a violation). */
  path: string[]
}

function push(walk: Walk, kind: Violation['kind'], detail: string, last?: string): void {
  walk.out.push({ at: `$${walk.path.join('')}${last ?? ''}`, kind, detail })
}

function checkObject(shape: Shape, value: Record<string, unknown>, walk: Walk, depth: number): void {
  for (const name in value) {
    const declared = shape.properties[name] ?? (isObject(shape.extra) ? shape.extra : undefined)
    if (declared) {
      walk.path.push(`.${name}`)
      check(declared, value[name], walk, depth + 1)
      walk.path.pop()
    } else if (shape.extra !== true && shape.declares)
      push(walk, 'undeclared', 'a field standin does not send', `.${name}`)
  }
  for (const name of shape.required)
    if (!Object.hasOwn(value, name)) push(walk, 'missing', 'a field the document requires', `.${name}`)
}

function check(given: Schema, value: unknown, walk: Walk, depth: number): void {
  if (walk.out.length >= MAX_VIOLATIONS || depth > MAX_DEPTH) return
  const shape = shapeOf(given, walk.root)
  if (value === null && shape.nullable) return
  if (shape.branches.length > 0) {
    let closest: Violation[] | undefined
    for (const branch of shape.branches) {
      const out: Violation[] = []
      check(branch, value, { root: walk.root, out, path: walk.path }, depth + 1)
      if (!closest || out.length < closest.length) closest = out
      if (out.length === 0) break
    }
    walk.out.push(...(closest ?? []))
    return
  }
  const actual = typeOf(value)
  if (shape.types && !typeAllows(shape.types, actual))
    return push(walk, 'type', `${actual} where the document says ${shape.types.join(' or ')}`)
  if (!shape.types && value === null && (shape.declares || shape.items))
    return push(walk, 'type', 'null where the document says object')
  if (shape.enumeration && !shape.enumeration.includes(value)) {
    const allowed = shape.enumeration.slice(0, 6).map((item) => JSON.stringify(item))
    return push(walk, 'enum', `${JSON.stringify(value).slice(0, 60)} is not one of ${allowed.join(', ')}`)
  }
  if (Array.isArray(value) && shape.items) {
    walk.path.push('[]')
    for (const item of value) check(shape.items, item, walk, depth + 1)
    walk.path.pop()
  } else if (isObject(value)) checkObject(shape, value, walk, depth)
}

/** Where `value` parts from `schema` (a schema of `root`), each place once. */
export function violationsOf(schema: Schema, value: unknown, root: Schema): Violation[] {
  const walk: Walk = { root, out: [], path: [] }
  check(schema, value, walk, 0)
  const seen = new Set<string>()
  return walk.out.filter((violation) => {
    const key = `${violation.kind} ${violation.at}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
