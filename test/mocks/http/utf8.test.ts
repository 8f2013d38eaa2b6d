import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeEscaping, isWellFormed, utf8Step } from '../../../mocks/http/utf8.js'

/**
 * The UTF-8 reader against independent oracles: the platform's TextDecoder, whose replacement
 * of each maximal bad subpart (WHATWG Encoding) is the error range CPython reports, and
 * `encodeURIComponent`, which throws on a lone surrogate.
 */

const bytesArb = fc.array(
  fc.oneof(fc.integer({ min: 0, max: 0xff }), fc.constantFrom(0x80, 0xbf, 0xc2, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5)),
  { maxLength: 40 },
)

/** The text TextDecoder makes of the bytes, from the steps: one U+FFFD for each bad one. */
function replaced(bytes: Uint8Array): string {
  let out = ''
  for (let index = 0; index < bytes.length;) {
    const step = utf8Step(bytes, index)
    out += step.kind === 'char' ? String.fromCodePoint(step.codePoint) : '\ufffd'
    index += step.length
  }
  return out
}

describe('utf8Step', () => {
  it('cuts bytes where TextDecoder does', () => {
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true })
    fc.assert(
      fc.property(bytesArb, (list) => {
        const bytes = Uint8Array.from(list)
        expect(replaced(bytes)).toBe(decoder.decode(bytes))
      }),
      { numRuns: 2000, seed: 20261126 },
    )
  })
})

describe('decodeEscaping', () => {
  it('decodes UTF-8 as TextDecoder does, and keeps every other byte as a lone surrogate', () => {
    fc.assert(
      fc.property(bytesArb, (list) => {
        const bytes = Uint8Array.from(list)
        const text = decodeEscaping(bytes)
        const valid = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })
        let utf8 = true
        try {
          expect(text).toBe(valid.decode(bytes))
        } catch {
          utf8 = false
        }
        expect(isWellFormed(text)).toBe(utf8)
      }),
      { numRuns: 2000, seed: 20261126 },
    )
    expect(decodeEscaping(Uint8Array.from([0x61, 0xed, 0xa0, 0x80]))).toBe('a\udced\udca0\udc80')
  })
})

const encodes = (text: string) => {
  try {
    encodeURIComponent(text)
    return true
  } catch {
    return false
  }
}

describe('isWellFormed', () => {
  it('agrees with encodeURIComponent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0xd7f0, max: 0xe010 }).map((code) => String.fromCharCode(code)) }),
        (text) => {
          expect(isWellFormed(text)).toBe(encodes(text))
        },
      ),
      { numRuns: 2000, seed: 20261126 },
    )
  })
})
