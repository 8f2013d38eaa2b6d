import type { Clock } from '../levers/clock.js'
import type { ApiRequest, SerialContext } from '../http/types.js'
import type { Actor, AuditScope } from './writer.js'
import type { IdentityDb } from './db.js'
import type { PageUrl } from './pagination.js'

/** What the identity API's resolvers need from the mock instance they run in. */
export interface IdentityContext extends SerialContext {
  identity: IdentityDb
  token: string
  clock: Clock
}

/**
 * The scheme and host links are built from: DRF's `build_absolute_uri`, with https when a
 * proxy says so (upstream's SECURE_PROXY_SSL_HEADER; X-Forwarded-Host is not used).
 */
export function requestOrigin(request: ApiRequest): string {
  const scheme = request.headers['x-forwarded-proto'] === 'https' ? 'https' : request.url.protocol.replace(':', '')
  return `${scheme}://${request.url.host}`
}

/** The request's address as pagination links repeat it. */
export function pageUrl(request: ApiRequest): PageUrl {
  return { base: `${requestOrigin(request)}${request.url.pathname}`, search: request.url.search }
}

/** Upstream's `get_client_ip`: X-Forwarded-For (first entry), X-Real-IP, the peer, or a placeholder. */
function clientIp(request: ApiRequest): string {
  const forwarded = request.headers['x-forwarded-for']
  if (forwarded) return forwarded.split(', ')[0] ?? forwarded
  return request.headers['x-real-ip'] ?? request.remoteAddress ?? '255.255.255.255'
}

/**
 * The API token belongs to a superuser (upstream's admin token): the first user in a
 * superuser group, or a stand-in when the store has none (the `empty` scenario).
 */
function tokenOwner(db: IdentityDb): Actor {
  const owner = db.oldestSuperuser()
  return owner
    ? { username: owner.username, pk: owner.pk, email: owner.email }
    : { username: 'standin', pk: null, email: '' }
}

export function auditScope(request: ApiRequest, context: IdentityContext): AuditScope {
  return { actor: tokenOwner(context.identity), clientIp: clientIp(request), now: context.clock.now() }
}
