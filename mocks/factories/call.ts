import { apis } from '../context/apis.js'
import type { MockContext } from '../context/context.js'
import { createApiRouter } from '../http/router.js'
import { type ApiResponse, bodyText, type JsonValue } from '../http/types.js'
import { API_PATHS, type ApiName } from './collections.js'
import { isObject } from '../http/json.js'

/**
 * A request to one of the APIs made in-process, as the administrator (the context's token), and
 * answered by the route the hosts would pick (step 5 of mocks/pipeline/pipeline.ts, without limits
 * or faults): the API's own validation, defaults and output shape. The caller runs it inside the
 * context's `exclusive` (one piece of work, all or nothing).
 */

/** The origin links in answers are built from; nothing listens there. */
export const IN_PROCESS_ORIGIN = 'http://standin.local'

const routers = new Map(apis.map((api) => [api.name, createApiRouter(api)]))

export interface Answer {
  status: number
  body: JsonValue | undefined
}

export function collectionPath(api: ApiName, collection: string, key?: string | number): string {
  const paths = API_PATHS[api]
  const item = key === undefined ? collection : `${collection}/${encodeURIComponent(String(key))}`
  return `${paths.root}${item}${paths.trailingSlash ? '/' : ''}`
}

export async function callApi(
  context: MockContext,
  api: ApiName,
  method: string,
  path: string,
  body?: JsonValue,
): Promise<Answer> {
  const router = routers.get(api)
  if (!router) throw new Error(`standin: no API named ${api}`)
  const url = new URL(path, IN_PROCESS_ORIGIN)
  const match = router.match(method, url.pathname)
  const request = {
    method,
    url,
    params: match.params,
    headers: {
      host: url.host,
      accept: 'application/json',
      authorization: `Bearer ${context.token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    remoteAddress: undefined,
  }
  const response: ApiResponse = await router.answer(match, request, context)
  const text = bodyText(response)
  // The API's own answer: JSON it wrote.
  const answer: JsonValue | undefined = text === undefined ? undefined : JSON.parse(text)
  return { status: response.status, body: answer }
}

function messagesOf(value: JsonValue): string {
  if (Array.isArray(value)) return value.map(messagesOf).join(' ')
  if (isObject(value))
    return Object.entries(value)
      .map(([name, inner]) => `${name}: ${messagesOf(inner)}`)
      .join('; ')
  return String(value)
}

/**
 * What an API's refusal says, on one line: DRF's field errors as `field: message` (nested
 * fields dotted in the same way), WordPress's per-parameter messages, else its `message`.
 */
export function refusalText(api: ApiName, answer: Answer): string {
  const body = answer.body
  if (api === 'calendar' && isObject(body)) {
    const data = body.data
    const params = isObject(data) ? data.params : undefined
    if (isObject(params)) return messagesOf(params)
    return typeof body.message === 'string' ? body.message : `HTTP ${answer.status}`
  }
  if (isObject(body) && typeof body.detail === 'string') return body.detail
  return body === undefined ? `HTTP ${answer.status}` : messagesOf(body)
}

/** Thrown when an API refuses a factory's or a scenario's request: its message, and the answer itself. */
export class RefusedByApi extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: JsonValue | undefined,
  ) {
    super(message)
    this.name = 'RefusedByApi'
  }
}
