import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { textSearch } from '../../../mocks/store/text-search.js'
import { type Item, itemTable } from '../../helpers/tiny-store.js'

const byText = textSearch<Item>('items by name and tag', (row) => [row.name, row.tag ?? ''])

/** The ids of the items whose name or tag holds every term: through the view, and by brute force. */
function found(table: ReturnType<typeof itemTable>, terms: string[]): number[] {
  const index = table.view(byText)
  return byText
    .search(index, terms, (position) => table.current.slots.get(position))
    .map((position) => table.current.slots.get(position)?.id ?? -1)
}
function scanned(table: ReturnType<typeof itemTable>, terms: string[]): number[] {
  return table
    .rows()
    .filter((row) => {
      const text = `${row.name}\u0000${row.tag ?? ''}`.toLowerCase()
      return terms.every((term) => text.includes(term))
    })
    .map((row) => row.id)
}

async function filled(rows: Array<Omit<Item, 'id'>>) {
  const table = itemTable()
  for (const [index, row] of rows.entries()) await table.insert({ id: index + 1, ...row })
  return table
}

describe('textSearch', () => {
  it('finds substrings case-insensitively, every term within one value, literally', async () => {
    const table = await filled([
      { name: 'Ada Lovelace', tag: 'ada@example.org' },
      { name: 'Grace Hopper', tag: 'grace@navy.example' },
      { name: 'Alan Turing', tag: 'alan@example.org' },
      { name: 'Ad', tag: 'x' },
    ])
    expect(found(table, ['lovelace'])).toEqual([1])
    expect(found(table, ['example.org'])).toEqual([1, 3])
    expect(found(table, ['ada', 'example'])).toEqual([1])
    expect(found(table, ['hopper', 'example.org'])).toEqual([])
    // "lace" + "ada" would only match across the two values joined together.
    expect(found(table, ['laceada'])).toEqual([])
    // Shorter than a trigram: every row is visited.
    expect(found(table, ['ad'])).toEqual([1, 4])
    expect(found(table, ['a', 'z'])).toEqual([])
    expect(found(table, ['.*'])).toEqual([])
    expect(found(table, ['a.o'])).toEqual([])
  })

  it('follows any sequence of writes as a search over every row would find', async () => {
    const word = fc.constantFrom('alpha', 'beta', 'gamma', 'Delta', 'al', 'pha be', 'ETA')
    const text = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))
    const op = fc.oneof(
      fc.record({ kind: fc.constant('put' as const), id: fc.integer({ min: 1, max: 90 }), name: text }),
      fc.record({ kind: fc.constant('delete' as const), id: fc.integer({ min: 1, max: 90 }) }),
    )
    const terms = ['alpha', 'beta', 'eta', 'pha be', 'al', 'ga', 'delta', 'zeta']
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 300 }), async (ops) => {
        const table = await filled(Array.from({ length: 80 }, (_, i) => ({ name: `alpha ${i}`, tag: 'beta' })))
        table.view(byText)
        for (const step of ops) {
          if (step.kind === 'delete') table.delete(step.id)
          else if (table.has(step.id)) await table.update(step.id, { name: step.name })
          else await table.insert({ id: step.id, name: step.name })
          for (const term of terms.slice(0, 3)) expect(found(table, [term])).toEqual(scanned(table, [term]))
        }
        for (const term of terms) expect(found(table, [term])).toEqual(scanned(table, [term]))
        expect(found(table, ['alpha', 'beta'])).toEqual(scanned(table, ['alpha', 'beta']))
      }),
      { seed: 28, numRuns: 40 },
    )
  })
})
