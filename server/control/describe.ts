/**
 * The building blocks of the control plane's OpenAPI 3.1 description: each resource file
 * describes its own routes with these (server/control/openapi.ts assembles the document).
 * Bodies are checked by hand-written code (mocks/http/stubs.ts, faults.ts), not from these
 * schemas, because the pipeline runs in the browser and Node entries, which load no zod for
 * reads (decision 0017); the schemas say what JSON Schema can (types, ranges, unknown keys),
 * the descriptions the rest.
 */

export type Schema = Record<string, unknown>

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` })
export const object = (
  properties: Record<string, Schema>,
  required: string[] = Object.keys(properties),
  extra: Schema = {},
): Schema => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
  ...extra,
})
export const array = (items: Schema, extra: Schema = {}): Schema => ({ type: 'array', items, ...extra })
export const text: Schema = { type: 'string' }
export const integer = (minimum?: number, maximum?: number): Schema => ({
  type: 'integer',
  ...(minimum !== undefined ? { minimum } : {}),
  ...(maximum !== undefined ? { maximum } : {}),
})
export const stringMap: Schema = { type: 'object', additionalProperties: text }
/** What the JSON-body refusals of every route answer (`fail` in server/control/json.ts). */
export const ERROR_SCHEMA = object({ error: { ...text, description: 'What is wrong, and how to send it right.' } })

export const json = (schema: Schema) => ({ 'application/json': { schema } })
export const answer = (description: string, schema?: Schema) => ({
  description,
  ...(schema ? { content: json(schema) } : {}),
})
export const error = (description: string) => answer(description, ref('Error'))
export const noContent = { '204': { description: 'Done; no body.' } }
export const body = (schema: Schema, required = true) => ({ required, content: json(schema) })

export const idParameter = (what: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  schema: text,
  description: `The ${what}'s id.`,
})
export const query = (name: string, schema: Schema, description: string) => ({
  name,
  in: 'query',
  required: false,
  schema,
  description,
})

/** Refusals every route but /health may answer (decision 0013). */
const guarded = {
  '401': { $ref: '#/components/responses/AdminTokenNeeded' },
  '403': { $ref: '#/components/responses/CrossSite' },
}
/** Refusals of a route that reads a JSON body. */
const reading = {
  '400': error('The body is not valid JSON, or says something the route refuses; nothing changed.'),
  '413': error('The body is larger than the route takes.'),
  '415': error('The body is not sent as JSON.'),
  '503': error('The server is busy reading other bodies (Retry-After: 1).'),
}
/** Refusals of a route that acts on the store an X-Standin-Session header names. */
const targeting = {
  '400': error('The session id is not one (1 to 128 letters, digits, ., _, : or -).'),
  '429': error('As many sessions as --sessions allows are alive.'),
}
const sessionHeader = { $ref: '#/components/parameters/Session' }

/** What a route declares of itself; `operation` turns it into the document's operation. */
export interface Description {
  summary: string
  /** It acts on the store an X-Standin-Session header names. */
  session?: boolean
  requestBody?: ReturnType<typeof body>
  parameters?: unknown[]
  responses: Record<string, unknown>
  /** Open under --admin-token (and no cross-site refusal described). */
  open?: boolean
}

export function operation({ summary, session, requestBody, parameters = [], responses, open }: Description) {
  const params = [...(session ? [sessionHeader] : []), ...parameters]
  return {
    summary,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      ...(open ? {} : guarded),
      ...(session ? targeting : {}),
      ...(requestBody ? reading : {}),
      ...responses,
    },
    ...(open ? { security: [] } : {}),
  }
}
