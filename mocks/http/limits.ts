/**
 * How much one API request may carry, the same for both hosts. Past a limit the host answers
 * the API's own error (`Api.statusError`): 413 for the body, 414 for the request target,
 * 431 for the headers. The Koa host checks before reading (a declared Content-Length) and
 * while reading (a streamed body), so it never buffers more than the limit; the pipeline
 * checks again from the plain request, which is all the MSW host has.
 */

export const REQUEST_LIMITS = {
  /** Body bytes (UTF-8): 1 MiB. */
  bodyBytes: 1024 * 1024,
  /** The request target (path and query) in characters, as most servers allow (8 KiB). */
  targetLength: 8 * 1024,
  /** Every header line (`name: value` and its line end), as Node counts by default (16 KiB). */
  headerBytes: 16 * 1024,
} as const

/** 503: the Koa host's bodies in progress hold all the memory it gives them; 408: a body stopped arriving (server/body-reading.ts). */
export type LimitStatus = 408 | 413 | 414 | 431 | 503

/** 414 when the path and query are too long, 431 when the headers are too large. */
export function headLimitStatus(target: string, headers: Iterable<readonly [string, string]>): 414 | 431 | undefined {
  if (target.length > REQUEST_LIMITS.targetLength) return 414
  let bytes = 0
  for (const [name, value] of headers) bytes += name.length + value.length + 4
  return bytes > REQUEST_LIMITS.headerBytes ? 431 : undefined
}

/** UTF-8 length of a text without encoding it (browser-safe, no allocation). */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

export function bodyTooLarge(body: string | undefined): boolean {
  // Each UTF-16 unit is at most 3 UTF-8 bytes: short texts need no counting.
  if (body === undefined || body.length * 3 <= REQUEST_LIMITS.bodyBytes) return false
  return body.length > REQUEST_LIMITS.bodyBytes || utf8Length(body) > REQUEST_LIMITS.bodyBytes
}
