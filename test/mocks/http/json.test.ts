import { describe, expect, it } from 'vitest'
import { documentProblem, isObject, MAX_DOCUMENT_DEPTH } from '../../../mocks/http/json.js'

const nested = (depth: number): unknown => {
  let value: unknown = 1
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value }
  return value
}

describe('isObject', () => {
  it('is true for a JSON object only', () => {
    expect([{}, { a: 1 }].map(isObject)).toEqual([true, true])
    expect([null, [], 'a', 1, undefined].map(isObject)).toEqual([false, false, false, false, false])
  })
})

describe('documentProblem', () => {
  it('takes a document up to the depth and refuses one level more', () => {
    expect(documentProblem(nested(MAX_DOCUMENT_DEPTH))).toBeUndefined()
    expect(documentProblem(nested(MAX_DOCUMENT_DEPTH + 1))).toBe(`nested deeper than ${MAX_DOCUMENT_DEPTH} levels`)
    expect(documentProblem(nested(3), 2)).toBe('nested deeper than 2 levels')
  })

  it('walks a document far deeper than the stack without overflowing', () => {
    expect(documentProblem(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toMatch(/nested deeper/)
  })

  it('refuses a __proto__ key at any depth, and takes other names', () => {
    expect(documentProblem(JSON.parse('{"a":[{"__proto__":{"x":1}}]}'))).toBe('a key named "__proto__"')
    expect(documentProblem({ constructor: 1, prototype: 2, toString: 3 })).toBeUndefined()
  })

  it('takes scalars', () => {
    expect([null, 1, 'a', true].map((value) => documentProblem(value))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
