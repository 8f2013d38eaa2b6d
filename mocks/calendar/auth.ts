import { decodeBase64Utf8 } from '../http/base64.js'
import { sameSecret } from '../http/secret.js'
import type { ApiRequest } from '../http/types.js'

/**
 * Who is calling. WordPress accepts any of its authentications; standin accepts the
 * server's token as an application password (`Basic base64(<user>:<token>)`, upstream) or as
 * `Bearer <token>` (what clients send today). A caller with the token acts as the site's
 * administrator; anybody else is anonymous (WordPress then answers `rest_forbidden` at the
 * permission step, after validation, so bad credentials are never a different error).
 */

export interface Viewer {
  authenticated: boolean
}

const ANONYMOUS: Viewer = { authenticated: false }

export function viewerOf(request: ApiRequest, token: string): Viewer {
  const header = request.headers.authorization
  if (header === undefined) return ANONYMOUS
  const match = /^\s*(\S+)\s+(\S+)\s*$/.exec(header)
  if (!match) return ANONYMOUS
  const scheme = (match[1] ?? '').toLowerCase()
  const credentials = match[2] ?? ''
  if (scheme === 'bearer') return { authenticated: sameSecret(credentials, token) }
  if (scheme === 'basic') {
    const decoded = decodeBase64Utf8(credentials)
    const separator = decoded?.indexOf(':') ?? -1
    return { authenticated: decoded !== undefined && separator > 0 && sameSecret(decoded.slice(separator + 1), token) }
  }
  return ANONYMOUS
}
