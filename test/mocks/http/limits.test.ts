import { describe, expect, it } from 'vitest'
import { bodyTooLarge, headLimitStatus, REQUEST_LIMITS, utf8Length } from '../../../mocks/http/limits.js'

describe('headLimitStatus', () => {
  it('takes a target of exactly the limit, 414 past it', () => {
    const target = (length: number) => `/${'a'.repeat(length - 1)}`
    expect(headLimitStatus(target(REQUEST_LIMITS.targetLength), [])).toBeUndefined()
    expect(headLimitStatus(target(REQUEST_LIMITS.targetLength + 1), [])).toBe(414)
  })

  it('counts each header line as name, ": ", value and line end: exactly the limit passes, one byte more is 431', () => {
    // One line of 4 + 1 + value bytes; the value fills the budget.
    const line = (valueLength: number): Array<[string, string]> => [['x', 'v'.repeat(valueLength)]]
    const fits = REQUEST_LIMITS.headerBytes - 1 - 4
    expect(headLimitStatus('/', line(fits))).toBeUndefined()
    expect(headLimitStatus('/', line(fits + 1))).toBe(431)
  })

  it('adds up every header, not only the largest', () => {
    const many = Array.from({ length: 100 }, (_, i): [string, string] => [`h${i}`, 'v'.repeat(200)])
    expect(headLimitStatus('/', many.slice(0, 10))).toBeUndefined()
    expect(headLimitStatus('/', many)).toBe(431)
  })

  it('reports the target first when both are past their limits', () => {
    expect(
      headLimitStatus('/'.repeat(REQUEST_LIMITS.targetLength + 1), [['x', 'v'.repeat(REQUEST_LIMITS.headerBytes)]]),
    ).toBe(414)
  })
})

describe('utf8Length', () => {
  it.each(['', 'abc', 'é', 'zoë', '€', '日本語', '🗓️', 'a🎉b', 'x'.repeat(1000)])(
    'agrees with TextEncoder on %j',
    (text) => {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
    },
  )

  it('counts a lone surrogate as the 3 bytes of its replacement character', () => {
    expect(utf8Length('\ud800')).toBe(3)
    expect(utf8Length('\udc00x')).toBe(4)
    expect(utf8Length('a\ud83c')).toBe(4)
  })
})

describe('bodyTooLarge', () => {
  const limit = REQUEST_LIMITS.bodyBytes

  it('takes no body and bodies up to the limit', () => {
    expect(bodyTooLarge(undefined)).toBe(false)
    expect(bodyTooLarge('')).toBe(false)
    expect(bodyTooLarge('a'.repeat(limit))).toBe(false)
  })

  it('refuses one byte past the limit, however the bytes are made', () => {
    expect(bodyTooLarge('a'.repeat(limit + 1))).toBe(true)
    // Fewer characters than the limit, more bytes: each "é" is two.
    expect(bodyTooLarge('é'.repeat(limit / 2))).toBe(false)
    expect(bodyTooLarge(`${'é'.repeat(limit / 2)}a`)).toBe(true)
    expect(bodyTooLarge('€'.repeat(Math.ceil((limit + 1) / 3)))).toBe(true)
  })
})
