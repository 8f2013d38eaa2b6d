import { isObject } from '../../mocks/http/json.js'
import type { JsonObject, JsonValue } from '../../mocks/http/types.js'
import { exchange } from '../upstream.js'

/**
 * How `standin record` reads a deployment: one GET at a time (server/upstream.ts), with the
 * API's credentials, a timeout and a size cap, no redirect followed (a deployment that redirects an API path is not
 * answering as the API). Whatever is not the API's JSON answer stops the recording with one line
 * saying what came instead (RecordError); a 404 on an item is an answer (it is not there).
 */

/** A recording that cannot go on: the message is the one line the CLI prints. */
export class RecordError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RecordError'
  }
}

export interface ClientOptions {
  /** `identity` or `calendar`: named in messages. */
  api: string
  origin: URL
  authorization: string
  timeoutMs: number
  /** The largest answer read, in bytes. */
  maxBytes: number
}

/** A GET client bound to one API of one deployment. */
export function createClient(options: ClientOptions) {
  const { api, origin, authorization, timeoutMs, maxBytes } = options
  const notApi = (url: URL, what: string) =>
    new RecordError(`${url.href} answered ${what}: not the ${api} API (is ${origin.origin} the deployment's origin?)`)

  /** The JSON an API path answers, or undefined for a 404 when `missingOk`. */
  async function get(path: string, missingOk = false): Promise<JsonValue | undefined> {
    const url = new URL(path, origin)
    const headers = { authorization, accept: 'application/json', 'user-agent': 'standin-record' }
    const exchanged = await exchange({ method: 'GET', url, headers }, { timeoutMs, maxBytes })
    if (!exchanged.ok) {
      const { failure } = exchanged
      if (failure.kind === 'timeout') throw new RecordError(`${url.href}: no answer within ${timeoutMs / 1000} s`)
      if (failure.kind === 'too-large')
        throw new RecordError(
          `${url.href} answered more than ${Math.round(maxBytes / 1024 / 1024)} MiB: not an API page`,
        )
      throw new RecordError(
        `${url.href}: cannot reach the ${api} API (${failure.kind === 'unreachable' ? failure.code : failure.kind})`,
      )
    }
    const { status, headers: answered, body } = exchanged.answer
    const text = body.toString('utf8')
    if (status === 401 || status === 403)
      throw new RecordError(
        `${url.href} refused the token (${status}${text ? `: ${text.slice(0, 200).replace(/\s+/g, ' ')}` : ''})`,
      )
    if (status >= 300 && status < 400) throw notApi(url, `a redirect (${status}) to ${answered.location ?? 'nowhere'}`)
    if (status === 404 && missingOk) return undefined
    const type = answered['content-type'] ?? 'no Content-Type'
    if (!/^application\/(?:[\w.+-]*\+)?json\b/i.test(type)) throw notApi(url, `${status} with ${type}`)
    if (status !== 200) throw new RecordError(`${url.href} answered ${status}: ${text.slice(0, 200)}`)
    try {
      const parsed: JsonValue = JSON.parse(text)
      return parsed
    } catch {
      throw notApi(url, 'a body that is not JSON')
    }
  }

  return {
    api,
    origin,
    get,
    /** An answer's shape the API never gives: the recording stops. */
    unexpected: (path: string, what: string) =>
      new RecordError(`${new URL(path, origin).href}: ${what}, which the ${api} API never answers`),
  }
}

export type Client = ReturnType<typeof createClient>

/** The objects of a list a page holds, or undefined when it is not a list of objects. */
export function objectsIn(value: JsonValue | undefined): JsonObject[] | undefined {
  if (!Array.isArray(value)) return undefined
  const objects = value.filter((item) => isObject(item))
  return objects.length === value.length ? objects : undefined
}
