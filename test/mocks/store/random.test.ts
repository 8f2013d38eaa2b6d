import { describe, expect, it } from 'vitest'
import { Random } from '../../../mocks/store/random.js'

const draw = (random: Random, count: number) => Array.from({ length: count }, () => random.next())

describe('Random', () => {
  it('one seed, one sequence; another seed, another', () => {
    expect(draw(new Random(42), 20)).toEqual(draw(new Random(42), 20))
    expect(draw(new Random(42), 20)).not.toEqual(draw(new Random(43), 20))
  })

  it('takes the seed as an unsigned 32-bit integer', () => {
    expect(draw(new Random(-1), 5)).toEqual(draw(new Random(0xffffffff), 5))
    expect(draw(new Random(2 ** 32 + 7), 5)).toEqual(draw(new Random(7), 5))
  })

  it('stays on the sequence persisted states and both hosts rely on (sfc32, 12 rounds of warm-up)', () => {
    // Pinned: a different generator would make saved snapshots continue with other values.
    const random = new Random(1)
    expect(random.state).toEqual({ a: 1197569939, b: -1172845479, c: -731317347, d: 13 })
    expect(random.next()).toBe(0.005756614962592721)
    expect(random.uuid()).toBe('391e87c8-629b-4b32-b22f-01fc8bd16114')
  })

  it('next is in [0, 1), int in [0, n), string from the alphabet only', () => {
    const random = new Random(7)
    const values = draw(random, 2000)
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
    const ints = Array.from({ length: 2000 }, () => random.int(6))
    expect(new Set(ints)).toEqual(new Set([0, 1, 2, 3, 4, 5]))
    const text = random.string(500, 'ab9')
    expect(text).toMatch(/^[ab9]{500}$/)
    expect(new Set(text)).toEqual(new Set('ab9'))
  })

  it('makes version 4 UUIDs with the RFC 4122 variant, all different', () => {
    const random = new Random(3)
    const uuids = Array.from({ length: 200 }, () => random.uuid())
    for (const uuid of uuids)
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(uuids).size).toBe(200)
    expect(new Set(uuids.map((uuid) => uuid[19]))).toEqual(new Set(['8', '9', 'a', 'b']))
  })

  it('its state is a copy out and a copy in: restoring one replays what followed it', () => {
    const random = new Random(5)
    random.next()
    const saved = random.state
    const after = draw(random, 10)
    const copy = random.state
    copy.a = 0
    expect(random.state.a).not.toBe(0)
    random.state = saved
    saved.a = 0
    expect(draw(random, 10)).toEqual(after)
    const other = new Random(999)
    other.state = random.state
    expect(draw(other, 5)).toEqual(draw(random, 5))
  })
})
