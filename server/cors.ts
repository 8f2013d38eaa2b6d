import type { Context } from 'koa'
import type { CorsLists } from '../mocks/http/types.js'
import { SESSION_HEADER } from './sessions.js'

/**
 * The Koa host's CORS policy for the APIs' paths (browsers call standin from other origins).
 * `origins` is `['*']` (any origin, the default) or a list. Requests without `Origin` are
 * left alone.
 *
 * - A preflight (OPTIONS with `Access-Control-Request-Method`) is answered here, before the
 *   APIs: 204 with the API's methods and request headers (plus standin's own), never with
 *   `Access-Control-Allow-Credentials`.
 * - On other requests from an allowed origin, an API that sends its own CORS headers keeps
 *   them (the calendar answers as WordPress does: the origin echoed, with credentials, which
 *   is valid since it is never `*`); otherwise the host adds `Access-Control-Allow-Origin`
 *   (`*` under the default, else the origin) and the API's exposed headers.
 * - From an origin not in the list, every `Access-Control-*` header is removed, so browsers
 *   refuse the answer whatever the API sent.
 * `*` never goes out together with `Access-Control-Allow-Credentials: true`.
 */

/** Request headers of standin's own that browsers may send to the APIs. */
const STANDIN_REQUEST_HEADERS = [SESSION_HEADER, 'Prefer']

export interface CorsPolicy {
  origins: readonly string[]
}

export const ANY_ORIGIN: CorsPolicy = { origins: ['*'] }

function allowedOrigin(policy: CorsPolicy, origin: string): boolean {
  return policy.origins.includes('*') || policy.origins.includes(origin)
}

/** The value of Access-Control-Allow-Origin the host gives an allowed origin. */
function allowOriginValue(policy: CorsPolicy, origin: string): string {
  return policy.origins.includes('*') ? '*' : origin
}

/** True when the request was a preflight, now answered. */
export function answerPreflight(ctx: Context, policy: CorsPolicy, lists: CorsLists): boolean {
  const origin = ctx.get('origin')
  if (ctx.method !== 'OPTIONS' || !origin || !ctx.get('access-control-request-method')) return false
  ctx.status = 204
  ctx.body = null
  ctx.vary('Origin')
  if (!allowedOrigin(policy, origin)) return true
  ctx.set({
    'Access-Control-Allow-Origin': allowOriginValue(policy, origin),
    'Access-Control-Allow-Methods': lists.methods.join(', '),
    'Access-Control-Allow-Headers': [...lists.requestHeaders, ...STANDIN_REQUEST_HEADERS].join(', '),
    'Access-Control-Max-Age': '600',
  })
  return true
}

/** Applies the policy to an API's answer (after it is set on the context). */
export function applyCors(ctx: Context, policy: CorsPolicy, lists: CorsLists): void {
  const origin = ctx.get('origin')
  if (!origin) return
  if (!allowedOrigin(policy, origin)) {
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.startsWith('access-control-')) ctx.remove(name)
    }
    ctx.vary('Origin')
    return
  }
  if (ctx.response.get('Access-Control-Allow-Origin')) return
  const value = allowOriginValue(policy, origin)
  ctx.set('Access-Control-Allow-Origin', value)
  if (value !== '*') ctx.vary('Origin')
  if (lists.exposedHeaders.length > 0) ctx.set('Access-Control-Expose-Headers', lists.exposedHeaders.join(', '))
}
