import { describe, expect, it } from 'vitest'
import { CLOCK_RANGE, clockInRange, createSettableClock } from '../../../mocks/levers/clock.js'

const AT = new Date('2026-11-20T10:00:00.000Z')

describe('createSettableClock', () => {
  it('pinned at creation, answers that instant and says so', () => {
    const clock = createSettableClock(AT)
    expect(clock.now().toISOString()).toBe(AT.toISOString())
    expect(clock.pinned?.toISOString()).toBe(AT.toISOString())
  })

  it('hands out copies: changing an answer changes neither the clock nor the caller`s date', () => {
    const source = new Date(AT)
    const clock = createSettableClock(source)
    source.setUTCFullYear(2000)
    clock.now().setUTCFullYear(1999)
    clock.pinned?.setUTCFullYear(1998)
    expect(clock.now().toISOString()).toBe(AT.toISOString())
  })

  it('follows its parent until pinned, and again once released', () => {
    const parent = createSettableClock(AT)
    const clock = createSettableClock(undefined, parent)
    expect(clock.pinned).toBeUndefined()
    expect(clock.now().toISOString()).toBe(AT.toISOString())
    const later = new Date('2030-01-01T00:00:00.000Z')
    parent.pin(later)
    expect(clock.now().toISOString()).toBe(later.toISOString())
    clock.pin(AT)
    expect(clock.now().toISOString()).toBe(AT.toISOString())
    clock.release()
    expect(clock.pinned).toBeUndefined()
    expect(clock.now().toISOString()).toBe(later.toISOString())
  })

  it('without a parent, follows the wall clock when not pinned', () => {
    const clock = createSettableClock(AT)
    clock.release()
    // The wall clock's instant (within a minute of Date.now), not the one it was pinned to.
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(60_000)
  })
})

describe('clockInRange', () => {
  it.each([
    [new Date(CLOCK_RANGE.min), true],
    [new Date(CLOCK_RANGE.max), true],
    [new Date(CLOCK_RANGE.min - 1), false],
    [new Date(CLOCK_RANGE.max + 1), false],
    [new Date('9989-12-31T23:59:59.999Z'), true],
    [new Date('9990-01-01T00:00:00.000Z'), false],
    [new Date('1969-12-31T23:59:59.999Z'), false],
    [new Date(Number.NaN), false],
  ])('%s: %s', (at, expected) => {
    expect(clockInRange(at)).toBe(expected)
  })
})
