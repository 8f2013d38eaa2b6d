import { anchorOf, code, escape, table } from './markdown.js'

/**
 * An OpenAPI 3.x document (the identity API's, the calendar's, the control plane's) as reference
 * markdown: every operation with its parameters (where, type, default, what it does), its body
 * and its answers, then every schema with its fields. Works on plain JSON, so it takes the
 * documents as the hosts serve them.
 */

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const objectAt = (value: unknown, key: string): Json => {
  const found = isObject(value) ? value[key] : undefined
  return isObject(found) ? found : {}
}
const listAt = (value: unknown, key: string): unknown[] => {
  const found = isObject(value) ? value[key] : undefined
  return Array.isArray(found) ? found : []
}
const textAt = (value: unknown, key: string): string | undefined => {
  const found = isObject(value) ? value[key] : undefined
  return typeof found === 'string' ? found : undefined
}

const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const
const schemaName = (ref: string) => ref.split('/').at(-1) ?? ref
const schemaLink = (ref: string) => `[${escape(schemaName(ref))}](#${anchorOf('schema', schemaName(ref))})`

/** Follows a local `$ref` (`#/components/parameters/Session`) to what it names. */
function resolve(document: Json, value: unknown): Json {
  const ref = textAt(value, '$ref')
  if (ref === undefined || !ref.startsWith('#/')) return isObject(value) ? value : {}
  let found: unknown = document
  for (const key of ref.slice(2).split('/')) found = objectAt(found, key)
  return isObject(found) ? found : {}
}

/** A schema's type in a few words, its named schemas as links. */
function typeOf(schema: unknown): string {
  const ref = textAt(schema, '$ref')
  if (ref !== undefined) return schemaLink(ref)
  const choices = [...listAt(schema, 'anyOf'), ...listAt(schema, 'oneOf')]
  if (choices.length > 0) return choices.map(typeOf).join(' or ')
  const allOf = listAt(schema, 'allOf')
  if (allOf.length > 0) return allOf.map(typeOf).join(' and ')
  const values = listAt(schema, 'enum')
  if (values.length > 0) return `one of ${values.map((value) => code(JSON.stringify(value))).join(', ')}`
  const raw = isObject(schema) ? schema.type : undefined
  const types = Array.isArray(raw) ? raw.map(String) : raw === undefined ? [] : [String(raw)]
  const words = types.map((type) => {
    if (type === 'array') return `array of ${typeOf(objectAt(schema, 'items'))}`
    const format = textAt(schema, 'format')
    return format ? `${type} (${escape(format)})` : type
  })
  if (isObject(schema) && schema.nullable === true) words.push('null')
  return words.join(' or ') || 'any'
}

/** A schema's bounds and default, where it has them. */
function limitsOf(schema: Json): string {
  const parts: string[] = []
  if ('default' in schema) parts.push(`default ${code(JSON.stringify(schema.default))}`)
  for (const [key, word] of [
    ['minimum', 'min'],
    ['maximum', 'max'],
    ['minLength', 'min length'],
    ['maxLength', 'max length'],
    ['maxItems', 'max items'],
    ['pattern', 'pattern'],
  ] as const)
    if (key in schema) parts.push(`${word} ${code(String(schema[key]))}`)
  return parts.join(', ')
}

function parameterRows(document: Json, parameters: unknown[]): string[][] {
  return parameters.map((given) => {
    const parameter = resolve(document, given)
    const schema = objectAt(parameter, 'schema')
    const required = parameter.required === true ? ' (required)' : ''
    return [
      code(textAt(parameter, 'name') ?? ''),
      `${textAt(parameter, 'in') ?? ''}${required}`,
      typeOf(schema),
      limitsOf(schema),
      escape(textAt(parameter, 'description') ?? textAt(schema, 'description') ?? ''),
    ]
  })
}

function bodyOf(document: Json, operation: Json): string | undefined {
  const body = resolve(document, operation.requestBody)
  const content = objectAt(body, 'content')
  const types = Object.keys(content)
  if (types.length === 0) return undefined
  const described = types.map((type) => `${code(type)}: ${typeOf(objectAt(objectAt(content, type), 'schema'))}`)
  return `**Body**${body.required === true ? ' (required)' : ''}: ${described.join('; ')}`
}

function responseRows(document: Json, operation: Json): string[][] {
  return Object.entries(objectAt(operation, 'responses')).map(([status, given]) => {
    const response = resolve(document, given)
    const schemas = Object.values(objectAt(response, 'content')).map((media) => typeOf(objectAt(media, 'schema')))
    return [
      code(status),
      escape(textAt(response, 'description') || '(no description)'),
      [...new Set(schemas)].join(', '),
    ]
  })
}

/** One operation: its heading (a stable anchor), what it does, parameters, body, answers. */
function operationSection(document: Json, path: string, method: string, pathItem: Json, prefix: string): string {
  const operation = objectAt(pathItem, method)
  const shown = `${prefix}${path}`
  const lines = [`### ${method.toUpperCase()} ${escape(shown)} {#${anchorOf(method, shown)}}`, '']
  const id = textAt(operation, 'operationId')
  if (id) lines.push(`operationId: ${code(id)}`, '')
  for (const text of [textAt(operation, 'summary'), textAt(operation, 'description')])
    if (text) lines.push(escape(text), '')
  const parameters = [...listAt(pathItem, 'parameters'), ...listAt(operation, 'parameters')]
  if (parameters.length > 0)
    lines.push(
      table(['parameter', 'in', 'type', 'default and bounds', 'meaning'], parameterRows(document, parameters)),
      '',
    )
  const body = bodyOf(document, operation)
  if (body) lines.push(body, '')
  lines.push(table(['status', 'when', 'body'], responseRows(document, operation)), '')
  return lines.join('\n')
}

function schemaSection(name: string, schema: Json): string {
  const lines = [`### ${escape(name)} {#${anchorOf('schema', name)}}`, '']
  const description = textAt(schema, 'description')
  if (description) lines.push(escape(description), '')
  const properties = Object.entries(objectAt(schema, 'properties'))
  if (properties.length === 0) return [...lines, `${typeOf(schema)}`, ''].join('\n')
  const required = new Set(listAt(schema, 'required').map(String))
  const rows = properties.map(([field, given]) => {
    const property = isObject(given) ? given : {}
    const notes = [
      required.has(field) ? 'required' : '',
      property.readOnly === true ? 'read-only' : '',
      limitsOf(property),
    ]
    return [
      code(field),
      typeOf(property),
      notes.filter(Boolean).join(', '),
      escape(textAt(property, 'description') ?? textAt(property, 'title') ?? ''),
    ]
  })
  return [...lines, table(['field', 'type', 'notes', 'meaning'], rows), ''].join('\n')
}

/**
 * Every operation (grouped under `## <first path segment>`), then `## Schemas`. `prefix` is
 * written before each path (the API's base path, which the document keeps in `servers`).
 */
export function openApiMarkdown(given: unknown, prefix = ''): string {
  const document = isObject(given) ? given : {}
  const groups = new Map<string, string[]>()
  for (const [path, given] of Object.entries(objectAt(document, 'paths'))) {
    const pathItem = isObject(given) ? given : {}
    // The first segment names the group (`/core/users/` is `core`); `/__standin/` is skipped.
    const group = path.split('/').find((segment) => segment && !segment.startsWith('__')) ?? 'index'
    const sections = groups.get(group) ?? []
    for (const method of METHODS)
      if (method in pathItem) sections.push(operationSection(document, path, method, pathItem, prefix))
    groups.set(group, sections)
  }
  const out: string[] = []
  for (const [group, sections] of groups) out.push(`## ${escape(group)}`, '', ...sections)
  const schemas = Object.entries(objectAt(objectAt(document, 'components'), 'schemas'))
  if (schemas.length > 0) {
    out.push('## Schemas', '')
    for (const [name, schema] of schemas) out.push(schemaSection(name, isObject(schema) ? schema : {}))
  }
  return out.join('\n')
}
