import { describe, expect, it } from 'vitest'
import { deepFreeze } from '../../../mocks/store/freeze.js'

describe('deepFreeze', () => {
  it('freezes the object, its nested objects and arrays, and returns the same object', () => {
    const row = { id: 1, tags: ['a', { deep: [1, 2] }], meta: { links: { self: 'x' } } }
    const frozen = deepFreeze(row)
    expect(frozen).toBe(row)
    expect(Object.isFrozen(row)).toBe(true)
    expect(Object.isFrozen(row.tags)).toBe(true)
    expect(Object.isFrozen(row.tags[1])).toBe(true)
    expect(Object.isFrozen((row.tags[1] as { deep: number[] }).deep)).toBe(true)
    expect(Object.isFrozen(row.meta.links)).toBe(true)
  })

  it('makes a change in place throw (test files are ES modules: strict mode)', () => {
    const row = deepFreeze({ name: 'a', list: [1] })
    expect(() => {
      ;(row as { name: string }).name = 'b'
    }).toThrow(TypeError)
    expect(() => (row.list as number[]).push(2)).toThrow(TypeError)
    expect(row).toEqual({ name: 'a', list: [1] })
  })

  it('passes primitives and null through', () => {
    expect(deepFreeze(null)).toBeNull()
    expect(deepFreeze(3)).toBe(3)
    expect(deepFreeze('text')).toBe('text')
    expect(deepFreeze(undefined)).toBeUndefined()
  })

  it('leaves a typed array writable (one cannot be frozen) and freezes what holds it', () => {
    const holder = deepFreeze({ bytes: new Uint8Array([1]) })
    expect(Object.isFrozen(holder)).toBe(true)
    holder.bytes[0] = 2
    expect(holder.bytes[0]).toBe(2)
  })
})
