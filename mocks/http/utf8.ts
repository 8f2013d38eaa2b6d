/**
 * UTF-8 read a sequence at a time, as strictly as CPython's decoder reads it (no overlong forms,
 * no surrogates, nothing past U+10FFFF): what each API needs to answer a body that is not UTF-8
 * the way its upstream does (DRF's decode error, PHP's bytes).
 */

/** One step through the bytes: a well-formed sequence, or the bytes that cannot start one. */
export type Utf8Step =
  | { kind: 'char'; length: number; codePoint: number }
  /** `length`: the bad bytes (CPython's error range): a byte no sequence starts with, or a lead and the continuations it had. */
  | { kind: 'invalid'; length: number; reason: 'invalid start byte' | 'invalid continuation byte' }
  /** A sequence that is well-formed so far but ends with the bytes. */
  | { kind: 'truncated'; length: number }

/** The second byte a lead byte allows: the others would be overlong, a surrogate or past U+10FFFF. */
function secondByteRange(lead: number): [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf]
  if (lead === 0xed) return [0x80, 0x9f]
  if (lead === 0xf0) return [0x90, 0xbf]
  if (lead === 0xf4) return [0x80, 0x8f]
  return [0x80, 0xbf]
}

function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1
  if (lead >= 0xc2 && lead <= 0xdf) return 2
  if (lead >= 0xe0 && lead <= 0xef) return 3
  if (lead >= 0xf0 && lead <= 0xf4) return 4
  return 0
}

const LEAD_BITS = [0, 0x7f, 0x1f, 0x0f, 0x07]

export function utf8Step(bytes: Uint8Array, index: number): Utf8Step {
  const lead = bytes[index] ?? 0
  const length = sequenceLength(lead)
  if (length === 0) return { kind: 'invalid', length: 1, reason: 'invalid start byte' }
  let codePoint = lead & (LEAD_BITS[length] ?? 0)
  for (let offset = 1; offset < length; offset++) {
    if (index + offset >= bytes.length) return { kind: 'truncated', length: offset }
    const byte = bytes[index + offset] ?? 0
    const [low, high] = offset === 1 ? secondByteRange(lead) : [0x80, 0xbf]
    if (byte < low || byte > high) return { kind: 'invalid', length: offset, reason: 'invalid continuation byte' }
    codePoint = (codePoint << 6) | (byte & 0x3f)
  }
  return { kind: 'char', length, codePoint }
}

/**
 * The bytes as text, each byte that is not part of a UTF-8 sequence kept as a lone surrogate
 * U+DC80–U+DCFF (Python's `surrogateescape`): text that is not well-formed (`isWellFormed()`)
 * then says the bytes were not UTF-8, and nothing is lost or mistaken for other text.
 */
export function decodeEscaping(bytes: Uint8Array): string {
  let out = ''
  for (let index = 0; index < bytes.length;) {
    const step = utf8Step(bytes, index)
    if (step.kind === 'char') out += String.fromCodePoint(step.codePoint)
    else for (let at = index; at < index + step.length; at++) out += String.fromCharCode(0xdc00 + (bytes[at] ?? 0))
    index += step.length
  }
  return out
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** `String.prototype.isWellFormed` (ES2024, not in every browser standin runs in): no lone surrogate. */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}
