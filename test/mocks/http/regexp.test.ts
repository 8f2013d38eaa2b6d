import { describe, expect, it } from 'vitest'
import { escapeRegExp } from '../../../mocks/http/regexp.js'

describe('escapeRegExp', () => {
  it('matches every special character literally and nothing else', () => {
    const text = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o/p-q'
    const pattern = new RegExp(`^${escapeRegExp(text)}$`)
    expect(pattern.test(text)).toBe(true)
    expect(pattern.test(text.replace('.', 'x'))).toBe(false)
    expect(escapeRegExp('plain-words_123')).toBe('plain-words_123')
  })
})
