import { describe, expect, it } from 'vitest'
import { countHouse, countSource, type Counts, LIMITS, offences } from '../../scripts/house-counts.js'

/**
 * The house's sizes and type escapes (issue 21, item 5), counted by scripts/house-counts.ts over
 * the code that is not tests: no file over 400 lines, no function over 80, at most 98 `as`
 * casts, 45 non-null assertions and 10 `any`. `npm run house:counts` prints the same figures.
 */

const empty = (): Counts => ({ files: [], functions: [], casts: [], nonNull: [], any: [] })

describe('the house counts', () => {
  it('holds every limit (the failure lists each offender)', () => {
    expect(offences(countHouse())).toEqual([])
  })

  it('counts what it says: function lines, casts but not `as const`, non-null assertions, any', () => {
    const counts = empty()
    const source = [
      'const a = x as string',
      "const b = ['x'] as const",
      'const c = <number>y',
      'const d = z!.w',
      'let e: any',
      'function long() {',
      ...Array.from({ length: LIMITS.functionLines }, (_, index) => `  call(${index})`),
      '}',
      'class K { method() { return () => 1 } }',
    ].join('\n')
    countSource('example.ts', `${source}\n`, counts)
    expect(counts.casts.map((place) => place.name)).toEqual(['x as string', '<number>y'])
    expect(counts.nonNull).toHaveLength(1)
    expect(counts.any).toHaveLength(1)
    expect(counts.functions.map((fn) => [fn.name, fn.lines])).toEqual([
      ['long', LIMITS.functionLines + 2],
      ['method', 1],
      ['(anonymous)', 1],
    ])
    expect(counts.files).toEqual([{ file: 'example.ts', lines: LIMITS.functionLines + 8 }])
    expect(offences(counts)).toEqual([`example.ts:6 long: ${LIMITS.functionLines + 2} lines (at most 80)`])
  })
})
