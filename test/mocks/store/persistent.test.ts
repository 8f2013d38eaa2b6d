import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HashMap, type HashKey, hashKey, Vector } from '../../../mocks/store/persistent.js'

type Op = { kind: 'set'; key: HashKey; value: number } | { kind: 'delete'; key: HashKey }

// Few distinct keys, so that sets, overwrites and deletes meet; numbers and strings that print
// alike must stay apart.
const key = fc.oneof(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }).map(String), fc.uuid())
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key, value: fc.integer() }),
  fc.record({ kind: fc.constant('delete' as const), key }),
)

describe('HashMap', () => {
  it('agrees with a Map after any sequence of writes, and every older version stays as it was', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        let map = HashMap.empty<HashKey, number>()
        const model = new Map<HashKey, number>()
        const versions: Array<[HashMap<HashKey, number>, Map<HashKey, number>]> = []
        for (const step of ops) {
          if (step.kind === 'set') {
            map = map.set(step.key, step.value)
            model.set(step.key, step.value)
          } else {
            map = map.delete(step.key)
            model.delete(step.key)
          }
          versions.push([map, new Map(model)])
        }
        for (const [version, expected] of versions) {
          expect(version.size).toBe(expected.size)
          expect(new Map(version.entries())).toEqual(expected)
          for (const [k, v] of expected) expect(version.get(k)).toBe(v)
        }
        expect(map.get('absent')).toBeUndefined()
      }),
      { seed: 17, numRuns: 300 },
    )
  })

  it('builds from entries in bulk as one set per entry does, and takes every write after', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.integer()), { maxLength: 300 }),
        fc.array(op, { maxLength: 60 }),
        (entries, ops) => {
          let map = HashMap.of(
            entries.length,
            (i) => entries[i]![0],
            (i) => entries[i]![1],
          )
          let model = new Map<HashKey, number>(entries)
          expect(map.size).toBe(model.size)
          expect(new Map(map.entries())).toEqual(model)
          for (const step of ops) {
            map = step.kind === 'set' ? map.set(step.key, step.value) : map.delete(step.key)
            if (step.kind === 'set') model.set(step.key, step.value)
            else model.delete(step.key)
          }
          expect(map.size).toBe(model.size)
          expect(new Map(map.entries())).toEqual(model)
          for (const [k, v] of model) expect(map.get(k)).toBe(v)
          model = new Map()
        },
      ),
      { seed: 29, numRuns: 300 },
    )
  })

  it('keeps keys whose hashes collide apart', () => {
    const byHash = new Map<number, string>()
    let pair: [string, string] | undefined
    for (let i = 0; !pair; i++) {
      const candidate = `k${i}`
      const other = byHash.get(hashKey(candidate))
      if (other !== undefined) pair = [other, candidate]
      byHash.set(hashKey(candidate), candidate)
    }
    const [a, b] = pair
    let map = HashMap.empty<string, number>().set(a, 1).set(b, 2).set('elsewhere', 3)
    expect([map.get(a), map.get(b), map.size]).toEqual([1, 2, 3])
    map = map.set(a, 10)
    expect([map.get(a), map.get(b), map.size]).toEqual([10, 2, 3])
    const without = map.delete(b)
    expect([without.get(a), without.get(b), without.size]).toEqual([10, undefined, 2])
    expect(without.delete(a).delete('elsewhere').size).toBe(0)
    expect(map.get(b)).toBe(2)
  })
})

describe('Vector', () => {
  it('pushes, sets and clears slots like an array, at every height, keeping older versions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1200 }),
        fc.array(fc.tuple(fc.nat(), fc.option(fc.integer(), { nil: undefined }))),
        (length, writes) => {
          const items = Array.from({ length }, (_, i) => i)
          let vector = Vector.empty<number>()
          for (const item of items) vector = vector.push(item)
          const built = Vector.of(items)
          const before = vector
          const model: Array<number | undefined> = [...items]
          for (const [at, value] of writes) {
            if (length === 0) break
            vector = vector.set(at % length, value)
            model[at % length] = value
          }
          const seen: Array<[number, number]> = []
          vector.forEach((value, index) => seen.push([index, value]))
          expect(seen).toEqual(model.flatMap((value, index) => (value === undefined ? [] : [[index, value]])))
          for (let i = 0; i < length; i++) {
            expect(vector.get(i)).toBe(model[i])
            expect(before.get(i)).toBe(i)
            expect(built.get(i)).toBe(i)
          }
          expect(vector.length).toBe(length)
          expect(vector.get(length)).toBeUndefined()
        },
      ),
      { seed: 5, numRuns: 100 },
    )
  })
})
