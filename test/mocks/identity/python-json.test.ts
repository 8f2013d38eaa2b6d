import { describe, expect, it } from 'vitest'
import { pythonJsonError, pythonUtf8 } from '../../../mocks/identity/python-json.js'

// Expected messages were produced by CPython's json.loads for the same texts.
const cases: Array<[string, string]> = [
  ['', 'Expecting value: line 1 column 1 (char 0)'],
  ['  ', 'Expecting value: line 1 column 3 (char 2)'],
  ['{', 'Expecting property name enclosed in double quotes: line 1 column 2 (char 1)'],
  ['{"a"', "Expecting ':' delimiter: line 1 column 5 (char 4)"],
  ['{"a":', 'Expecting value: line 1 column 6 (char 5)'],
  ['{"a":1', "Expecting ',' delimiter: line 1 column 7 (char 6)"],
  ['{"a":1,}', 'Expecting property name enclosed in double quotes: line 1 column 8 (char 7)'],
  ['[1,]', 'Expecting value: line 1 column 4 (char 3)'],
  ['[1 2]', "Expecting ',' delimiter: line 1 column 4 (char 3)"],
  ['{"a" 1}', "Expecting ':' delimiter: line 1 column 6 (char 5)"],
  ['{a:1}', 'Expecting property name enclosed in double quotes: line 1 column 2 (char 1)'],
  ['"abc', 'Unterminated string starting at: line 1 column 1 (char 0)'],
  ['"a\\x"', 'Invalid \\escape: line 1 column 3 (char 2)'],
  ['"\\u12"', 'Invalid \\uXXXX escape: line 1 column 3 (char 2)'],
  ['1 2', 'Extra data: line 1 column 3 (char 2)'],
  ['nul', 'Expecting value: line 1 column 1 (char 0)'],
  ['[', 'Expecting value: line 1 column 2 (char 1)'],
  ['{"a":1}}', 'Extra data: line 1 column 8 (char 7)'],
  ['\n\n  x', 'Expecting value: line 3 column 3 (char 4)'],
  ['"a\nb"', 'Invalid control character at: line 1 column 3 (char 2)'],
  ['-', 'Expecting value: line 1 column 1 (char 0)'],
  ['01', 'Extra data: line 1 column 2 (char 1)'],
  ['[01]', "Expecting ',' delimiter: line 1 column 3 (char 2)"],
  ['{"a": tru}', 'Expecting value: line 1 column 7 (char 6)'],
]

describe('pythonJsonError', () => {
  it.each(cases)('words %j as CPython does', (text, message) => {
    expect(() => JSON.parse(text)).toThrow()
    expect(pythonJsonError(text)).toBe(message)
  })

  // rest_framework/utils/json.py `strict_constant`, called at the first constant json reads.
  it('refuses the constants Python accepts but DRF forbids, in DRF 3.11.1 words', () => {
    expect(pythonJsonError('{"a":NaN}')).toBe("Out of range float values are not JSON compliant: 'NaN'")
    expect(pythonJsonError('[-Infinity, x')).toBe("Out of range float values are not JSON compliant: '-Infinity'")
  })

  // json.loads: "Unexpected UTF-8 BOM (decode using utf-8-sig)" before anything else.
  it('refuses a byte-order mark', () => {
    expect(pythonJsonError('\ufeff{}')).toBe('Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)')
  })

  it('survives nesting deeper than the stack', () => {
    expect(pythonJsonError('['.repeat(200_000))).toMatch(/recursion|Expecting value/)
  })
})

/**
 * DRF's JSONParser decodes the stream with `codecs.getreader('utf-8')` (rest_framework/parsers.py,
 * `JSONParser.parse`); the messages are CPython's UnicodeDecodeError, as the research oracle
 * (DRF 3.11.1 on CPython) printed them.
 */
describe('pythonUtf8', () => {
  const bytes = (...parts: Array<string | number[]>) =>
    Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)))

  it.each([
    [bytes([0xff]), 'byte 0xff in position 0: invalid start byte'],
    [bytes('{"username":"', [0xff], '"}'), 'byte 0xff in position 13: invalid start byte'],
    [bytes('{"a":"', [0xe2, 0x82], '"}'), 'bytes in position 6-7: invalid continuation byte'],
    [bytes('{"a":"', [0xed, 0xa0, 0x80], '"}'), 'byte 0xed in position 6: invalid continuation byte'],
    [bytes('{"a":"', [0xc0, 0x80], '"}'), 'byte 0xc0 in position 6: invalid start byte'],
    [bytes('{"a":"', [0xf0, 0x90, 0x80, 0x41], '"}'), 'bytes in position 6-8: invalid continuation byte'],
  ])('words %j as CPython does', (body, message) => {
    expect(pythonUtf8(body)).toEqual({ error: `'utf-8' codec can't decode ${message}` })
  })

  it('drops an incomplete sequence at the very end, as the stream reader does, and keeps a BOM', () => {
    expect(pythonUtf8(bytes('{"a":1}', [0xe2]))).toEqual({ text: '{"a":1}' })
    expect(pythonUtf8(bytes('{}', [0xf0, 0x90, 0x80]))).toEqual({ text: '{}' })
    expect(pythonUtf8(bytes([0xef, 0xbb, 0xbf], '{"é":1}'))).toEqual({ text: '\ufeff{"é":1}' })
  })
})
