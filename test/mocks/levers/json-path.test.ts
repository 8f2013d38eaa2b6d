import fc from 'fast-check'
import { JSONPath } from 'jsonpath-plus'
import { describe, expect, it } from 'vitest'
import { parseJsonPath, readJsonPath } from '../../../mocks/levers/json-path.js'

/**
 * Templated stubs' JSONPath subset (mocks/levers/json-path.ts) against jsonpath-plus, an
 * independent implementation: the same value for every path of the subset over any JSON, but
 * where they part on purpose (a negative index counts from the end, as Jayway's does; a name on
 * an array finds nothing, not its `length`, nor does an index on an object or a step into a string); null and nothing are one to them (the helper writes
 * the default for both).
 */

// jsonpath-plus reads no escaped quote in a name: that is checked apart, below.
const name = fc.constantFrom('a', 'b', 'user', 'we ird', 'x-y', '$id', '0')
const step = fc.oneof(
  name.map((key) => (/^[A-Za-z_$][\w$-]*$/.test(key) ? `.${key}` : `['${key}']`)),
  name.map((key) => `["${key}"]`),
  fc.nat(3).map((index) => `[${index}]`),
)
const path = fc.array(step, { maxLength: 5 }).map((steps) => `$${steps.join('')}`)
/** A posted body: an object or a list (jsonpath-plus reads nothing in a lone scalar). */
const json = fc.letrec((tie) => ({
  body: fc.oneof(fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(name, tie('value'), { maxKeys: 4 })),
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 0 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(name, tie('value'), { maxKeys: 4 }),
  ),
})).body

describe('the JSONPath subset', () => {
  it('reads what jsonpath-plus reads, for every path of the subset over any JSON', () => {
    fc.assert(
      fc.property(json, path, (document, text) => {
        const steps = parseJsonPath(text)
        expect(steps).toBeDefined()
        const oracle = JSONPath({ path: text, json: document as object, wrap: false, eval: false })
        // jsonpath-plus reads names on arrays (`length`), indexes on objects (`$[0]` of {"0": …}) and
        // characters of strings: the subset (as Jayway) does not.
        const parted = steps?.some((step, index) => {
          const parent = readJsonPath(document, steps.slice(0, index))
          return typeof parent === 'string' || Array.isArray(parent) !== (typeof step === 'number')
        })
        // Both find nothing in a null document; the helper writes null and nothing alike.
        if (!parted) expect(readJsonPath(document, steps ?? []) ?? undefined).toEqual(oracle ?? undefined)
      }),
      { numRuns: 2000 },
    )
  })

  it('counts a negative index from the end (Jayway), and refuses what may visit every node', () => {
    expect(readJsonPath({ a: [1, 2, 3] }, parseJsonPath('$.a[-1]') ?? [])).toBe(3)
    expect(readJsonPath([1], parseJsonPath('$[-2]') ?? [])).toBeUndefined()
    expect(parseJsonPath("$['it\\'s'][\"x\"]")).toEqual(["it's", 'x'])
    for (const refused of ['$..a', '$.a[*]', '$.*', '$[0:2]', '$[?(@.a)]', 'a.b', '$.', '$[a]', '$.a..b'])
      expect(parseJsonPath(refused), refused).toBeUndefined()
  })
})
