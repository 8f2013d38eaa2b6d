import { getHeapStatistics } from 'node:v8'
import { afterEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_DERIVED_BYTES,
  derivedBytes,
  derivedMemory,
  heapBytes,
  heapBytesInTurns,
  type KeptEntry,
  MemoryBudget,
  useDerived,
} from '../../../mocks/store/memory.js'
import { deepFreeze } from '../../../mocks/store/freeze.js'

afterEach(() => {
  derivedMemory.limit = DEFAULT_DERIVED_BYTES
})

const entry = (name: string, bytes: number, dropped: string[]): KeptEntry => ({
  bytes,
  used: false,
  evict: () => dropped.push(name),
})

describe('a memory budget', () => {
  it('evicts kept entries least recently used first past its limit, never the one being kept', () => {
    const dropped: string[] = []
    const budget = new MemoryBudget(2_000)
    const [a, b, c] = [entry('a', 900, dropped), entry('b', 900, dropped), entry('c', 900, dropped)]
    budget.keep(a)
    budget.keep(b)
    a.used = true
    // Past the limit: b, unused since it was kept, goes; a was used again.
    budget.keep(c)
    expect(dropped).toEqual(['b'])
    expect(budget.used).toBe(1_800)
    // One entry past the limit on its own stays while it is the one kept.
    const huge = entry('huge', 5_000, dropped)
    budget.keep(huge)
    expect(dropped).toEqual(['b', 'c', 'a'])
    expect(budget.used).toBe(5_000)
  })

  it('holds what cannot be evicted, making room from kept entries first, and refuses past the limit', () => {
    const dropped: string[] = []
    const budget = new MemoryBudget(1_000)
    budget.keep(entry('memo', 600, dropped))
    expect(budget.hold(700)).toBe(true)
    expect(dropped).toEqual(['memo'])
    expect(budget.hold(400)).toBe(false)
    expect(budget.held).toBe(700)
    budget.release(700)
    expect(budget.hold(1_000)).toBe(true)
  })

  it('refuses to hold anything when the heap is crowded, whatever its own count says', () => {
    const budget = new MemoryBudget(1_000_000, () => true)
    expect(budget.hold(1)).toBe(false)
    expect(budget.hold(0)).toBe(true)
  })
})

describe('derived values', () => {
  it('are charged by bytes to the derived budget and dropped with their owner, held weakly', () => {
    derivedMemory.limit = 10_000
    const drops: string[] = []
    const drop = (owner: { name: string }) => drops.push(owner.name)
    const [a, b, c] = [{ name: 'a' }, { name: 'b' }, { name: 'c' }]
    useDerived(a, 4_000, drop)
    useDerived(b, 4_000, drop)
    useDerived(a, 0, drop)
    useDerived(c, 4_000, drop)
    expect(drops).toEqual(['b'])
    // A memo that grows is charged for what it grew.
    useDerived(a, 3_000, drop)
    expect(drops).toEqual(['b', 'c'])
  })

  it('count what a memo holds of its own: the frozen rows it points at count as references', () => {
    const rows = Array.from({ length: 100 }, (_, index) => deepFreeze({ pk: index, name: `user ${index}`.repeat(20) }))
    const sorted = [...rows]
    expect(derivedBytes(sorted)).toBeLessThan(100 * 24)
    expect(heapBytes(sorted)).toBeGreaterThan(100 * 150)
  })
})

describe('heap estimates', () => {
  /** What V8 says `make()`'s value holds, after a full collection when the process allows one. */
  function measured(text: string): number {
    const gc: unknown = Reflect.get(globalThis, 'gc')
    if (typeof gc === 'function') gc()
    const before = getHeapStatistics().used_heap_size
    const value: unknown = JSON.parse(text)
    const after = getHeapStatistics().used_heap_size
    expect(value).toBeDefined()
    return after - before
  }

  it.each([
    ['empty objects (one 256 KiB stub)', `[${'{},'.repeat(80_000)}{}]`],
    [
      'keys never seen before',
      JSON.stringify(Array.from({ length: 20_000 }, (_, index) => ({ [`k${index}`]: index }))),
    ],
    [
      'rows',
      JSON.stringify(Array.from({ length: 10_000 }, (_, pk) => ({ pk, username: `u${pk}`, name: `Name ${pk}` }))),
    ],
    ['long texts', JSON.stringify(Array.from({ length: 2_000 }, (_, index) => `${'x'.repeat(1_000)}${index}`))],
  ])('are within 0.5x to 2x of what V8 holds for %s', (_what, text) => {
    const estimate = heapBytes(JSON.parse(text))
    const real = measured(text)
    // Without --expose-gc the measure includes garbage: only the estimate's floor is checked then.
    expect(estimate).toBeGreaterThan(real * 0.5)
    if (typeof Reflect.get(globalThis, 'gc') === 'function') expect(estimate).toBeLessThan(real * 2)
    expect(estimate).toBeGreaterThan(text.length)
  })

  it('walk any depth without recursion, and in turns give the same figure', async () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)
    expect(heapBytes(deep)).toBeGreaterThan(100_000 * 48)
    const value = { rows: Array.from({ length: 20_000 }, (_, index) => ({ index, text: `t${index}` })) }
    expect(await heapBytesInTurns(value)).toBe(heapBytes(value))
  })
})
