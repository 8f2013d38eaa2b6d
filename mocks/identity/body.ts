import type { ApiRequest, ApiResponse } from '../http/types.js'
import { errors } from './errors.js'
import { outOfRange, pythonJsonError, pythonUtf8 } from './python-json.js'
import { UploadedFile } from './uploaded-file.js'

/**
 * Reads a request body the way DRF's default parsers do: JSON, form-urlencoded and
 * multipart are accepted; another Content-Type is a 415; a body without a Content-Type
 * counts as empty, as in DRF.
 */

export type ParsedBody = { ok: true; data: unknown } | { ok: false; response: ApiResponse }

type FormValue = string | UploadedFile

/**
 * A form body: repeated keys become lists, which is how DRF reads many-valued fields (and a
 * single-valued field takes the last, serializer.ts).
 */
function formToObject(entries: Iterable<[string, FormValue]>): Record<string, FormValue | FormValue[]> {
  const data: Record<string, FormValue | FormValue[]> = Object.create(null)
  for (const [key, value] of entries) {
    const existing = data[key]
    if (existing === undefined) data[key] = value
    else data[key] = Array.isArray(existing) ? [...existing, value] : [existing, value]
  }
  return data
}

/**
 * Python nests containers about this deep before its recursion limit stops `json.loads`
 * (upstream then answers 500); standin answers the parse error a correct server would.
 */
const PYTHON_MAX_DEPTH = 1000

/**
 * What makes a document JavaScript parsed unreadable to upstream: nesting past Python's
 * recursion limit, or a number past the float range (`1e400`), which Python reads as
 * infinity and DRF's strict JSON refuses.
 */
function pythonUnreadable(value: unknown): string | undefined {
  const pending: Array<[unknown, number]> = [[value, 1]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next
    if (typeof item === 'number' && !Number.isFinite(item)) return outOfRange(item > 0 ? 'inf' : '-inf')
    if (typeof item !== 'object' || item === null) continue
    if (depth > PYTHON_MAX_DEPTH) return 'maximum recursion depth exceeded while decoding a JSON document'
    for (const child of Object.values(item)) pending.push([child, depth + 1])
  }
  return undefined
}

function mediaType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase()
}

export async function parseBody(request: ApiRequest): Promise<ParsedBody> {
  const contentType = request.headers['content-type']
  if (request.body === undefined || contentType === undefined) return { ok: true, data: {} }
  const type = mediaType(contentType)
  if (type === 'application/json') {
    const decoded = request.bodyBytes ? pythonUtf8(request.bodyBytes) : { text: request.body }
    if ('error' in decoded) return { ok: false, response: errors.parseError(decoded.error) }
    let data: unknown
    try {
      data = JSON.parse(decoded.text)
    } catch {
      return { ok: false, response: errors.parseError(pythonJsonError(decoded.text)) }
    }
    const unreadable = pythonUnreadable(data)
    return unreadable ? { ok: false, response: errors.parseError(unreadable) } : { ok: true, data }
  }
  if (type === 'application/x-www-form-urlencoded') {
    return { ok: true, data: formToObject(new URLSearchParams(request.body)) }
  }
  if (type === 'multipart/form-data') {
    try {
      const form = await new Response(request.bodyBytes ?? request.body, {
        headers: { 'content-type': contentType },
      }).formData()
      const fields: Array<[string, FormValue]> = []
      const files: Array<[string, FormValue]> = []
      form.forEach((value, key) => {
        if (typeof value === 'string') fields.push([key, value])
        else files.push([key, new UploadedFile(value.name)])
      })
      return { ok: true, data: formToObject([...fields, ...files]) }
    } catch {
      return { ok: false, response: errors.multipartError() }
    }
  }
  return { ok: false, response: errors.unsupportedMediaType(contentType) }
}
