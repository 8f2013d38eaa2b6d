import { describe, expect, it } from 'vitest'
import { pythonJsonError } from '../../../mocks/identity/python-json.js'

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

  it('refuses the constants Python accepts but DRF forbids', () => {
    expect(pythonJsonError('NaN')).toBe('Out of range float values are not permitted.')
  })

  it('survives nesting deeper than the stack', () => {
    expect(pythonJsonError('['.repeat(200_000))).toMatch(/recursion|Expecting value/)
  })
})
