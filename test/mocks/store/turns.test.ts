import { describe, expect, it } from 'vitest'
import { breather, mapInTurns, TURN_MS } from '../../../mocks/store/turns.js'

describe('long work in turns', () => {
  it('lets timers run between steps once a turn has run its time, and maps in order', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 0)
    try {
      const mapped = await mapInTurns(
        Array.from({ length: 200 }, (_, index) => index),
        (index) => {
          const until = performance.now() + 0.5
          while (performance.now() < until) {
            // Half a millisecond of work per step: 100 ms in all, five turns' worth.
          }
          return index * 2
        },
      )
      expect(mapped).toEqual(Array.from({ length: 200 }, (_, index) => index * 2))
    } finally {
      clearInterval(timer)
    }
    expect(ticks).toBeGreaterThanOrEqual(2)
    expect(TURN_MS).toBeLessThanOrEqual(50)
  })

  it('asks for no pause while the turn is young', async () => {
    await breather()
    expect(breather()).toBeUndefined()
  })
})
