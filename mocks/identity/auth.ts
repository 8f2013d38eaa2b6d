import { decodeBase64Utf8 } from '../http/base64.js'
import { sameSecret } from '../http/secret.js'
import type { ApiRequest, ApiResponse } from '../http/types.js'
import { errors } from './errors.js'

/**
 * Token authentication. Upstream accepts `Basic base64(<anything>:<token>)` only; clients
 * also send `Bearer <token>`, so both are accepted. Failures answer DRF's 401 messages;
 * where upstream crashes (a payload that is not base64, no `:`) the answer is a 401 too.
 */

/**
 * Authorization headers already accepted, each with the token it carried: a client sends the
 * same header on every request, which is then found instead of split and compared again. A
 * Map finds it by hash, so a guess learns nothing from the time the lookup takes; bounded, so
 * clients sending many headers cannot grow it.
 */
const accepted = new Map<string, string>()
const ACCEPTED_HEADERS = 64

/** undefined when the request carries the server's token, else the 401 to answer. */
export function authenticate(request: ApiRequest, token: string): ApiResponse | undefined {
  const header = request.headers.authorization
  if (header === undefined) return errors.notAuthenticated()
  if (accepted.get(header) === token) return undefined
  const denied = check(header, token)
  if (denied === undefined) {
    if (accepted.size >= ACCEPTED_HEADERS) accepted.clear()
    accepted.set(header, token)
  }
  return denied
}

function check(header: string, token: string): ApiResponse | undefined {
  const parts = header.split(' ').filter((part) => part !== '')
  const scheme = (parts[0] ?? '').toLowerCase()
  if (scheme === 'basic') {
    if (parts.length === 1) return errors.authenticationFailed('Invalid basic header. No credentials provided.')
    if (parts.length > 2) {
      return errors.authenticationFailed('Invalid basic header. Credentials string should not contain spaces.')
    }
    const decoded = decodeBase64Utf8(parts[1] ?? '')
    if (decoded === undefined) {
      return errors.authenticationFailed('Invalid basic header. Credentials not correctly base64 encoded.')
    }
    const separator = decoded.indexOf(':')
    const candidate = separator === -1 ? undefined : decoded.slice(separator + 1)
    return candidate !== undefined && sameSecret(candidate, token)
      ? undefined
      : errors.authenticationFailed('Invalid token.')
  }
  if (scheme === 'bearer') {
    if (parts.length === 1) return errors.authenticationFailed('Invalid token header. No credentials provided.')
    if (parts.length > 2) {
      return errors.authenticationFailed('Invalid token header. Token string should not contain spaces.')
    }
    return sameSecret(parts[1] ?? '', token) ? undefined : errors.authenticationFailed('Invalid token.')
  }
  return errors.notAuthenticated()
}
