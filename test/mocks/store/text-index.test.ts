import { describe, expect, it } from 'vitest'
import { TextIndex } from '../../../mocks/store/text-index.js'

const rows = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.org' },
  { id: 2, name: 'Grace Hopper', email: 'grace@navy.example' },
  { id: 3, name: 'Alan Turing', email: 'alan@example.org' },
  { id: 4, name: 'Ad', email: 'x' },
]
const index = new TextIndex(rows, (row) => [row.name, row.email])
const ids = (terms: string[]) => index.search(terms).map((row) => row.id)

describe('TextIndex', () => {
  it('finds substrings case-insensitively (terms come lower-cased)', () => {
    expect(ids(['lovelace'])).toEqual([1])
    expect(ids(['example.org'])).toEqual([1, 3])
  })
  it('needs every term, each within one value', () => {
    expect(ids(['ada', 'example'])).toEqual([1])
    expect(ids(['hopper', 'example.org'])).toEqual([])
    // "lace" + "ada" would only match across the two values joined together
    expect(ids(['laceada'])).toEqual([])
  })
  it('handles terms shorter than a trigram by scanning', () => {
    expect(ids(['ad'])).toEqual([1, 4])
    expect(ids(['a', 'z'])).toEqual([])
  })
  it('treats pattern characters literally', () => {
    expect(ids(['.*'])).toEqual([])
    expect(ids(['a.o'])).toEqual([])
  })
})
