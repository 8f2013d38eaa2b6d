import { describe, expect, it } from 'vitest'
import {
  decideFaults,
  FaultSet,
  MAX_FAULT_RULES,
  matchesPath,
  parseFaultList,
  parseFaultSpec,
  preferredFault,
} from '../../../mocks/levers/faults.js'
import { MemoryBudget } from '../../../mocks/store/memory.js'
import { Random } from '../../../mocks/store/random.js'

describe('fault rules', () => {
  it('match path patterns with * and an optional method', () => {
    expect(matchesPath('/api/v2beta/core/*', '/api/v2beta/core/users/5/')).toBe(true)
    expect(matchesPath('/api/v2beta/core/users/', '/api/v2beta/core/users/5/')).toBe(false)
    expect(matchesPath('/wp-json/*/events', '/wp-json/cal/events/v1/events')).toBe(true)
    expect(matchesPath('*', '')).toBe(true)
    expect(matchesPath('/a*b*c', '/axxbyyc')).toBe(true)
    expect(matchesPath('/a*b*c', '/axxbyycz')).toBe(false)
    expect(matchesPath('/a.c', '/abc')).toBe(false)
    // As a regular expression this pattern takes longer than the test's time limit on this path.
    expect(matchesPath(`/${'*a'.repeat(500)}b`, `/${'a'.repeat(5000)}`)).toBe(false)
    expect(matchesPath('/a.b', '/axb')).toBe(false)
    expect(matchesPath('/a*bc*d', '/abcbcd')).toBe(true)
    expect(matchesPath('/*aab*', '/aaaab')).toBe(true)
    expect(matchesPath('/*aab*', '/aabaa')).toBe(true)
    expect(matchesPath('/*abab*', '/aabababx')).toBe(true)
    expect(matchesPath('/*abac*', '/ababab')).toBe(false)
    expect(matchesPath('/x*ab', '/xab')).toBe(true)
    expect(matchesPath('/x*xab', '/xab')).toBe(false)
    expect(matchesPath('/a**b', '/ab')).toBe(true)
    expect(matchesPath('/a', '/a/')).toBe(false)
  })

  it("keep at most MAX_FAULT_RULES per set, all or none, the parent's first", () => {
    const parent = new FaultSet(new Random(1))
    const child = new FaultSet(new Random(1), parent)
    const rule = { path: '/x', status: 503 }
    expect(parent.add([{ path: '/p', drop: true }])).toEqual({
      ok: true,
      value: [{ id: 'fault-1', path: '/p', drop: true }],
    })
    expect(child.add(Array.from({ length: MAX_FAULT_RULES }, () => rule))).toMatchObject({ ok: true })
    expect(child.add([rule])).toEqual({
      ok: false,
      error: `at most ${MAX_FAULT_RULES} fault rules are kept; ${MAX_FAULT_RULES} are set and 1 more were sent`,
    })
    expect(child.rules).toHaveLength(MAX_FAULT_RULES)
    expect(child.effective()[0]).toEqual({ id: 'fault-1', path: '/p', drop: true })
    // Ids are counted per server: the session's follow the server's, and name one rule each.
    expect(child.rules.map((kept) => kept.id).slice(0, 2)).toEqual(['fault-2', 'fault-3'])
    expect(child.remove('fault-1')).toBe(false)
    expect(child.remove('fault-3')).toBe(true)
    expect(child.remove('fault-3')).toBe(false)
    expect(child.rules).toHaveLength(MAX_FAULT_RULES - 1)
    expect(child.rules[1]?.id).toBe('fault-4')
    child.clear()
    expect(child.effective()).toEqual([{ id: 'fault-1', path: '/p', drop: true }])
    expect(parseFaultList(Array.from({ length: MAX_FAULT_RULES + 1 }, () => rule))).toEqual({
      ok: false,
      error: `a list of at most ${MAX_FAULT_RULES} faults, not ${MAX_FAULT_RULES + 1}`,
    })
    expect(parseFaultList([rule, { path: 'x' }])).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^fault 1: "path"/),
    })
    expect(parseFaultList(rule)).toEqual({ ok: true, value: [rule] })
  })

  it('add up delays and let the first failure that fires decide', () => {
    const random = new Random(1)
    const decision = decideFaults(
      [
        { path: '/x/*', delayMs: 100 },
        { path: '/x/*', delayMs: [10, 20] },
        { path: '/x/*', method: 'POST', status: 500 },
        { path: '/x/*', status: 503 },
        { path: '/x/*', drop: true },
      ],
      'GET',
      '/x/1',
      random,
    )
    expect(decision.delayMs).toBeGreaterThanOrEqual(110)
    expect(decision.delayMs).toBeLessThanOrEqual(120)
    expect(decision.outcome).toEqual({ status: 503 })
    expect(decideFaults([{ path: '/y', status: 503 }], 'GET', '/x/1', random)).toEqual({ delayMs: 0, outcome: 'pass' })
  })

  it('fail at about the rate asked', () => {
    const random = new Random(7)
    let failures = 0
    for (let i = 0; i < 2000; i++)
      if (decideFaults([{ path: '*', status: 500, rate: 0.25 }], 'GET', '/', random).outcome !== 'pass') failures++
    expect(failures).toBeGreaterThan(400)
    expect(failures).toBeLessThan(600)
  })

  it('read from a Prefer header', () => {
    expect(preferredFault('code=503')).toEqual({ path: '*', status: 503 })
    expect(preferredFault('code=503, delay=200')).toEqual({ path: '*', status: 503, delayMs: 200 })
    expect(preferredFault('respond-async, wait=5')).toBeUndefined()
    expect(preferredFault('code=200')).toBeUndefined()
    expect(preferredFault(undefined)).toBeUndefined()
  })

  it('read from one CLI line or JSON', () => {
    expect(parseFaultSpec('GET /api/v2beta/core/users/* delay=100-300 code=503 rate=0.2')).toEqual({
      ok: true,
      value: { path: '/api/v2beta/core/users/*', method: 'GET', delayMs: [100, 300], status: 503, rate: 0.2 },
    })
    expect(parseFaultSpec('/wp-json/* drop')).toEqual({ ok: true, value: { path: '/wp-json/*', drop: true } })
    expect(parseFaultSpec('{"path": "/a", "delayMs": 5}')).toEqual({ ok: true, value: { path: '/a', delayMs: 5 } })
    expect(parseFaultSpec('/a delay=soon')).toMatchObject({ ok: false })
    expect(parseFaultSpec('/a colour=red')).toMatchObject({ ok: false, error: expect.stringContaining('colour=red') })
    expect(parseFaultSpec('{broken')).toMatchObject({ ok: false })
  })
})

describe('fault rules and memory', () => {
  it("charge what a set's rules hold to its budget, refuse past it, and give it back", () => {
    const memory = new MemoryBudget(40_000)
    const set = new FaultSet(new Random(1), undefined, memory)
    const rules = Array.from({ length: 10 }, (_, index) => ({ path: `/${'x'.repeat(1_990)}${index}`, status: 503 }))
    expect(set.add(rules).ok).toBe(true)
    expect(memory.held).toBeGreaterThan(20_000)
    expect(set.add(rules)).toEqual({ ok: false, memory: true, error: expect.stringContaining('--session-memory') })
    const [first] = set.rules
    expect(set.remove(first?.id ?? '')).toBe(true)
    set.clear()
    expect(memory.held).toBe(0)
  })
})
