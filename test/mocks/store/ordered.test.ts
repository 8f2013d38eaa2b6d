import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Order, OrderedSet } from '../../../mocks/store/ordered.js'

/** Items are [key, measure]; the key alone orders them (as a row's sort value and key do). */
type Item = readonly [number, number]
const order: Order<Item> = { compare: (a, b) => a[0] - b[0], measure: (item) => item[1] }

type Op = { kind: 'insert'; key: number; measure: number } | { kind: 'delete'; key: number }

// Enough distinct keys to split leaves and branches; few enough that deletes find them.
const key = fc.integer({ min: 0, max: 3000 })
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('insert' as const), key, measure: fc.integer({ max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), key }) },
)

/** The sorted array the set must equal. */
function modelAfter(model: Map<number, number>): Item[] {
  return [...model].sort((a, b) => a[0] - b[0])
}

function check(set: OrderedSet<Item>, expected: readonly Item[]): void {
  expect(set.size).toBe(expected.length)
  expect(set.slice()).toEqual(expected)
  for (const index of [0, 1, expected.length >> 1, expected.length - 1, expected.length]) {
    expect(set.at(index)).toEqual(expected[index])
  }
  for (const probeKey of [-1, 0, 17, 1500, 2999, 3001]) {
    const rank = expected.filter((item) => item[0] < probeKey).length
    expect(set.rank((item) => item[0] - probeKey)).toBe(rank)
  }
  const from = expected.length >> 2
  const to = expected.length - (expected.length >> 3)
  const above: Array<[Item, number]> = []
  set.forEachReaching(from, to, 50, (item, index) => above.push([item, index]))
  expect(above).toEqual(
    expected.flatMap((item, index) => (index >= from && index < to && item[1] >= 50 ? [[item, index]] : [])),
  )
}

describe('OrderedSet', () => {
  it('agrees with a sorted array after any sequence of writes, and every older version stays as it was', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 1500 }), fc.boolean(), (ops, bulk) => {
        const model = new Map<number, number>()
        // Start either empty or from a bulk-built set, so both shapes meet every write.
        for (let i = 0; bulk && i < 700; i++) model.set(i * 4, i % 101)
        let set = OrderedSet.of(order, modelAfter(model))
        const versions: Array<[OrderedSet<Item>, Item[]]> = []
        for (const [i, step] of ops.entries()) {
          if (step.kind === 'insert') {
            if (!model.has(step.key)) model.set(step.key, step.measure)
            set = set.insert([step.key, step.measure])
          } else {
            model.delete(step.key)
            set = set.delete([step.key, 0])
          }
          if (i < 40 || i % 25 === 0) versions.push([set, modelAfter(model)])
        }
        versions.push([set, modelAfter(model)])
        for (const [version, expected] of versions) check(version, expected)
      }),
      { seed: 28, numRuns: 60 },
    )
  })

  it('inserts what is there and deletes what is not without a new version', () => {
    const set = OrderedSet.of(order, [
      [1, 0],
      [2, 0],
    ])
    expect(set.insert([1, 5])).toBe(set)
    expect(set.delete([3, 0])).toBe(set)
    expect(set.has([2, 9])).toBe(true)
    expect(set.has([3, 0])).toBe(false)
  })

  it('stops a visit where it is told to, from any index', () => {
    const items = Array.from({ length: 5000 }, (_, i): Item => [i, 0])
    const set = OrderedSet.of(order, items)
    const seen: number[] = []
    set.forEachFrom(4090, (item) => seen.push(item[0]) < 20)
    expect(seen).toEqual(items.slice(4090, 4110).map((item) => item[0]))
    expect(set.slice(4995, 6000)).toEqual(items.slice(4995))
    expect(set.slice(10, 5)).toEqual([])
  })

  it('keeps its order statistics through appends and deletes from the front (as a table lives)', () => {
    let set = OrderedSet.empty(order)
    for (let i = 0; i < 20_000; i++) set = set.insert([i, 0])
    for (let i = 0; i < 19_000; i++) set = set.delete([i, 0])
    expect(set.size).toBe(1000)
    expect(set.slice(0, 3)).toEqual([
      [19_000, 0],
      [19_001, 0],
      [19_002, 0],
    ])
    expect(set.rank((item) => item[0] - 19_500)).toBe(500)
  })
})
