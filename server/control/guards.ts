import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { hostname } from 'node:os'
import type { Parsed } from '../../mocks/http/json.js'
import type { Context, Middleware } from 'koa'
import { fail } from './json.js'

/**
 * What stands before every control route: the Host check (DNS rebinding), the cross-site guard
 * (same origin, JSON writes) and the admin gate (`--admin-token`); and the URL as the console
 * logs it, without the token.
 */

export const CONTROL_PREFIX = '/__standin'
export const ADMIN_TOKEN_HEADER = 'x-standin-admin-token'

export function isControlPath(path: string): boolean {
  return path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)
}

const HEALTH_PATH = `${CONTROL_PREFIX}/health`
/** The workbench's page and files: they hold nothing of the server's, and the page asks for the token itself. */
const PAGE_PATHS = new Set(['', '/', '/workbench.js', '/workbench.css'].map((path) => `${CONTROL_PREFIX}${path}`))

/** The name a `Host` header gives (lower case, without the port or an IPv6 literal's brackets); undefined when it gives none. */
export function hostName(host: string): string | undefined {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host)
  if (bracketed) return bracketed[1]?.toLowerCase()
  const name = /^([^:]+)(?::\d*)?$/.exec(host)?.[1]
  return name?.toLowerCase()
}

/**
 * Whether `host` names this server in a way a DNS-rebinding page cannot: an IP address (a page
 * loaded from an address resolved nothing, so nothing was rebound), `localhost` and names under
 * it (browsers resolve them to loopback themselves, and no zone of them is anyone's to answer
 * for), or a name the server was told (`allowed`: an exact name, `.example.test` for it and
 * every name under it, `*` for any). The port is not compared: a rebinding page already uses
 * the server's own, and a published port (Docker's `-p 8080:8000`) differs legitimately.
 */
export function isOwnHost(host: string, allowed: readonly string[]): boolean {
  const name = hostName(host)
  if (name === undefined) return false
  if (isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost')) return true
  return allowed.some((entry) =>
    entry === '*' ? true : entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry,
  )
}

/**
 * The exact names in `allowed` (not `*` or a `.domain`, which a client may vary without end):
 * the names the server serves under besides loopback ones, under which what is derived from the
 * Host is kept (ControlOptions.servesHost).
 */
export function exactHostNames(allowed: readonly string[]): (host: string) => boolean {
  const exact = new Set(
    allowed.filter((name) => name !== '*' && !name.startsWith('.')).map((name) => name.toLowerCase()),
  )
  return (host) => exact.has(hostName(host) ?? '')
}

const WILDCARD_ADDRESSES = new Set(['0.0.0.0', '::', '[::]'])
const NAME = /^\.?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/

/**
 * The names the control routes answer to besides localhost and IP addresses: `--allowed-host`
 * (host names with no scheme, port or path, `.name` for a domain, or `*`; repeatable or comma
 * lists), the `--host` name, and the machine's own names when it listens on every address.
 */
export function allowedHostNames(lists: readonly string[], host: string): Parsed<string[]> {
  const names = lists.flatMap((list) => list.split(',')).map((name) => name.trim().toLowerCase())
  const wrong = names.find((name) => name !== '*' && !NAME.test(name))
  if (wrong !== undefined)
    return {
      ok: false,
      error: `--allowed-host must be a host name like standin or .example.test (no scheme, port or path), or *, got "${wrong}"`,
    }
  if (WILDCARD_ADDRESSES.has(host)) {
    const machine = hostname().toLowerCase()
    names.push(machine, machine.split('.')[0] ?? '')
  } else if (isIP(host) === 0) names.push(host.toLowerCase())
  return { ok: true, value: [...new Set(names.filter((name) => name !== ''))] }
}

/**
 * The control plane answers to its own names only (isOwnHost): a page on a domain whose DNS
 * answer was switched to 127.0.0.1 (DNS rebinding) is, to the browser, same-origin with the
 * server, so the cross-site guard lets it through; its `Host` is the attacker's name, refused
 * here (403). The APIs answer any Host, as a real one behind its name would, and health stays
 * open (it tells nothing) for probes that use a service's name. A request without a Host (HTTP/1.0)
 * comes from no browser.
 */
export function hostGuard(allowed: readonly string[]): Middleware {
  const names = allowed.map((name) => name.toLowerCase())
  return async (ctx, next) => {
    if (!isControlPath(ctx.path) || ctx.path === HEALTH_PATH) return next()
    const host = ctx.get('host')
    if (host === '' || isOwnHost(host, names)) return next()
    fail(
      ctx,
      `The control routes answer to this server's own names only (localhost, its IP addresses${names.length > 0 ? `, ${names.join(', ')}` : ''}), not to Host ${JSON.stringify(host)}: a page reaching it through DNS rebinding would use such a name. If the name is yours, start standin with --allowed-host ${JSON.stringify(hostName(host) ?? host)}.`,
      403,
    )
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * `--admin-token`: every control route but `/__standin/health` and the workbench's page and
 * files then needs the token, as `Authorization: Bearer <token>` or `X-Standin-Admin-Token:
 * <token>`; a GET may carry it as `?token=`. Without a token configured the control plane is open.
 */
export function adminGate(token: string | undefined): Middleware {
  const expected = token === undefined ? undefined : digest(token)
  return async (ctx, next) => {
    if (!expected || !isControlPath(ctx.path) || ctx.path === HEALTH_PATH) return next()
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && PAGE_PATHS.has(ctx.path)) return next()
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'))?.[1]
    const fromQuery = ctx.method === 'GET' || ctx.method === 'HEAD' ? ctx.query.token : undefined
    // Any of them may carry it: a client also sending the API's Bearer token still gets in.
    const given = [
      bearer,
      ctx.get(ADMIN_TOKEN_HEADER) || undefined,
      typeof fromQuery === 'string' ? fromQuery : undefined,
    ]
    if (given.some((candidate) => candidate !== undefined && timingSafeEqual(digest(candidate), expected)))
      return next()
    ctx.set('WWW-Authenticate', 'Bearer realm="standin control plane"')
    fail(
      ctx,
      `The control routes need the admin token: Authorization: Bearer <token> or ${ADMIN_TOKEN_HEADER}: <token> (the workbench at ${CONTROL_PREFIX}/ asks for it).`,
      401,
    )
  }
}

/** The URL as logged: an admin token given in the query is not written to the console. */
export function withoutAdminToken(url: string): string {
  const query = url.indexOf('?')
  if (query === -1) return url
  const params = new URLSearchParams(url.slice(query + 1))
  if (!params.has('token')) return url
  params.set('token', 'redacted')
  return `${url.slice(0, query)}?${params}`
}

const WRITES = new Set(['POST', 'PUT', 'PATCH'])

function isJsonType(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase()
  return type === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(type)
}

function sameOrigin(origin: string, ctx: Context): boolean {
  const own = `${ctx.protocol}://${ctx.host}`
  return URL.canParse(origin) && URL.canParse(own) && new URL(origin).origin === new URL(own).origin
}

/**
 * The control plane takes no cross-site request: an `Origin` other than the server's own is
 * refused (403), and writes must say they are JSON (415). A page on another site can send a
 * POST without asking first only as a form or with a text/plain body (no preflight), so it can
 * no longer reset the store, add faults or pin the clock; and it never gets CORS headers.
 */
export function crossSiteGuard(): Middleware {
  return async (ctx, next) => {
    if (!isControlPath(ctx.path)) return next()
    const origin = ctx.get('origin')
    if (origin !== '' && !sameOrigin(origin, ctx)) {
      return fail(
        ctx,
        `The control routes take requests from their own origin only (${ctx.protocol}://${ctx.host}), not from ${origin}.`,
        403,
      )
    }
    if (WRITES.has(ctx.method) && !isJsonType(ctx.get('content-type'))) {
      return fail(ctx, 'Send the body as JSON, with Content-Type: application/json.', 415)
    }
    return next()
  }
}
