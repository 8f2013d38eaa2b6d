import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseCost } from '../../../mocks/calendar/cost.js'
import { sanitizeTitle, splitList } from '../../../mocks/calendar/text.js'
import { normalizeUuid } from '../../../mocks/identity/relations.js'
import { callbackUrl } from '../../../mocks/identity/collections/providers.js'
import { validCertificate } from '../../../mocks/identity/validators.js'

/**
 * The text helpers are single scans now (their time is linear: `npm run bench -- text`); on
 * small inputs they must answer exactly what the PHP regular expressions they replace answer,
 * written here in JavaScript as the reference.
 */

const reference = {
  // PCRE's `\s` without `/u` is ASCII whitespace only; its `.` stops only at `\n`.
  splitList: (text: string) => text.split(/[ \t\n\v\f\r]*,[ \t\n\v\f\r]*/),
  entities: (text: string) => text.replace(/&[^\n]+?;/g, ''),
  symbolBefore: (text: string) => /([^\d\s.,\-\u2013\u2014]+)\s*$/.exec(text)?.[1],
  uuidEnds: (text: string) => text.replace(/^\{+|\}+$/g, ''),
}

/** Many cases, the same on every run (a failure names its seed and path to replay). */
const RUNS = { numRuns: 2000, seed: 20261123 }

/** Strings made mostly of the characters each pattern turns on. */
const tricky = fc.string({
  unit: fc.constantFrom(
    '<',
    '>',
    '&',
    ';',
    ',',
    ' ',
    '\n',
    '\t',
    'a',
    'é',
    '1',
    '.',
    '-',
    '$',
    '{',
    '}',
    '\u2013',
    '\u2028',
  ),
  maxLength: 40,
})

describe('linear text helpers answer as the regular expressions they replace', () => {
  it('splitList', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        expect(splitList(text)).toEqual(reference.splitList(text))
      }),
      RUNS,
    )
  })

  // stripTags and the rest of sanitizeTitle answer as PHP's strip_tags and WordPress do: php-oracle.test.ts.
  it('sanitizeTitle drops entities as `&.+?;` does in PHP', () => {
    fc.assert(
      fc.property(
        tricky.filter((text) => /^[\x00-\x7f]*$/.test(text) && !/[<%/]/.test(text)),
        (text) => {
          const expected = reference
            .entities(text.toLowerCase())
            .replace(/\./g, '-')
            .replace(/[^%a-z0-9 _-]/g, '')
            .replace(/ +/g, '-')
            .replace(/-+/g, '-')
            .replace(/^-+|-+$/g, '')
          expect(sanitizeTitle(text)).toBe(expected)
        },
      ),
      RUNS,
    )
    expect(sanitizeTitle('Rock &amp; Roll &#8211; live;')).toBe('rock-roll-live')
    expect(sanitizeTitle('a & b; c')).toBe('a-c')
    expect(sanitizeTitle('&;x&a;')).toBe('')
    expect(sanitizeTitle('x&;;y')).toBe('xy')
  })

  it('parseCost finds the symbol before the number (of a single cost: a comma makes a list)', () => {
    fc.assert(
      fc.property(
        tricky.filter((text) => !text.includes(',')),
        (text) => {
          const cost = text.trim()
          const number = /\d+(?:[.,]\d+)?/.exec(cost)
          if (!number) return
          const symbol = reference.symbolBefore(cost.slice(0, number.index))
          if (symbol !== undefined)
            expect(parseCost(text)).toEqual({ cost, currency_symbol: symbol, currency_position: 'prefix' })
          else expect(parseCost(text).currency_position).not.toBe('prefix')
        },
      ),
      RUNS,
    )
  })

  it('normalizeUuid strips leading { and trailing }', () => {
    const uuid = '5f4dcc3b5aa765d61d8327deb882cf99'
    for (const text of [`{${uuid}}`, `{{{${uuid}}}`, `${uuid}}`, `{${uuid}`, `}${uuid}{`, `urn:uuid:{${uuid}}`]) {
      const expected = reference.uuidEnds(text.replace('urn:', '').replace('uuid:', '')).replace(/-/g, '')
      expect(normalizeUuid(text) !== undefined).toBe(/^[0-9a-f]{32}$/.test(expected))
    }
  })

  it('a proxy callback on a host that is no URL loses its trailing slashes; a PEM needs an END after its BEGIN', () => {
    expect(callbackUrl('http://[broken///')).toBe('http://[broken/pbprox/callback')
    expect(callbackUrl('https://app.example/x/')).toBe('https://app.example/pbprox/callback')
    expect(validCertificate('-----BEGIN CERTIFICATE-----'.repeat(3))).toBe('Unable to load certificate.')
    expect(validCertificate('-----END CERTIFICATE----- -----BEGIN CERTIFICATE-----')).toBe(
      'Unable to load certificate.',
    )
  })
})
