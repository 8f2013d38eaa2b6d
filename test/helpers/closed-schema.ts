/**
 * An API document read as standin's drift check reads it (server/proxy/schema-check.ts), for ajv
 * to check answers against, as an oracle (test/server/proxy/schema-check.test.ts, bench/drift.ts):
 * an object declaring its properties is closed (`additionalProperties: false`, or
 * `unevaluatedProperties: false` over an `allOf`, whose parts are inlined and left open),
 * `x-nullable` is `nullable`, and lengths and formats, which are not drift, are left out.
 */

type Json = any

const NOT_DRIFT = [
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'maxItems',
  'minItems',
  'uniqueItems',
]

/** The document as the drift check reads it, for ajv. */
export function closed(schema: Json, document: Json, open = false): Json {
  if (Array.isArray(schema)) return schema.map((item) => closed(item, document))
  if (!schema || typeof schema !== 'object') return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema)) {
    if (NOT_DRIFT.includes(key) && typeof value !== 'object') continue
    if (key === 'x-nullable') out.nullable = value
    else if (key === 'allOf') {
      // The parts inlined and left open: the whole is closed over what they declare together.
      out.allOf = (value as Json[]).map((part) => closed(resolve(part, document), document, true))
      out.unevaluatedProperties = false
    } else out[key] = closed(value, document)
  }
  if (!open && out.properties && out.additionalProperties === undefined && !out.allOf) out.additionalProperties = false
  if (out.nullable && out.type && !Array.isArray(out.type)) out.type = [out.type, 'null']
  return out
}

function resolve(schema: Json, document: Json): Json {
  if (typeof schema?.$ref !== 'string') return schema
  return schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((at: Json, part: string) => at?.[part], document)
}
