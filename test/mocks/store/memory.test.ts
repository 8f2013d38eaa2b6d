import { describe, expect, it } from 'vitest'
import { useDerived } from '../../../mocks/store/memory.js'

describe('derived values kept per version', () => {
  it('are dropped least recently used first past the budget, never the one in use', () => {
    const dropped: string[] = []
    const owner = (name: string) => ({ name, drop: () => dropped.push(name) })
    const [a, b, c] = [owner('a'), owner('b'), owner('c')]
    useDerived(a, 900_000, a.drop)
    useDerived(b, 900_000, b.drop)
    useDerived(a, 0, a.drop)
    // Past the budget (2M rows): b, unused since it was kept, goes; a was used again.
    useDerived(c, 900_000, c.drop)
    expect(dropped).toEqual(['b'])
    // One owner past the budget on its own keeps its values while in use.
    const huge = owner('huge')
    useDerived(huge, 5_000_000, huge.drop)
    expect(dropped).not.toContain('huge')
    expect(dropped).toEqual(expect.arrayContaining(['a', 'c']))
  })
})
