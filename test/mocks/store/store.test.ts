import { describe, expect, it } from 'vitest'
import { sequenceBehind } from '../../../mocks/store/store.js'
import { TinyStore } from '../../helpers/tiny-store.js'

const seeded = async () => {
  const store = new TinyStore(7)
  await store.add('a', 'x')
  await store.add('b', 'x')
  await store.tables.notes.insert({ key: 'k', text: 'note' })
  return store
}

describe('Store: versions', () => {
  it('freeze and adopt: tables, sequences and generator come back as they were', async () => {
    const store = await seeded()
    const version = store.freeze()
    const uuid = store.random.uuid()
    await store.add('c')
    store.tables.notes.delete('k')
    store.adopt(version)
    expect(store.snapshot().tables).toEqual({
      items: [
        { id: 1, name: 'a', tag: 'x' },
        { id: 2, name: 'b', tag: 'x' },
      ],
      notes: [{ key: 'k', text: 'note' }],
    })
    expect(store.sequences).toEqual({ items: 2 })
    expect(store.random.uuid()).toBe(uuid)
  })

  it('a version adopted by another store gives it the same rows, and writes to one leave the other', async () => {
    const store = await seeded()
    const other = new TinyStore(99)
    other.adopt(store.freeze())
    await other.add('only in other')
    expect(store.tables.items.size).toBe(2)
    expect(other.tables.items.size).toBe(3)
    expect(other.sequences.items).toBe(3)
    expect(store.sequences.items).toBe(2)
  })

  it('adopt refuses a version without one of its tables', async () => {
    const store = await seeded()
    const { notes: _, ...tables } = store.freeze().tables
    expect(() => store.adopt({ ...store.freeze(), tables })).toThrow('the version has no table notes')
  })

  it('reset empties the tables and restarts sequences and the generator from the seed', async () => {
    const store = await seeded()
    store.random.next()
    store.reset(7)
    expect(store.snapshot()).toEqual({
      tables: { items: [], notes: [] },
      sequences: { items: 0 },
      random: new TinyStore(7).random.state,
    })
  })

  it('snapshot then restore: the same state; a row that does not fit changes nothing', async () => {
    const store = await seeded()
    const state = store.snapshot()
    const copy = new TinyStore(1)
    await copy.restore(state)
    expect(copy.snapshot()).toEqual(state)
    const before = copy.snapshot()
    await expect(
      copy.restore({ ...state, tables: { items: [{ id: 5, name: 'ok' }], notes: [{ key: 1 }] } }),
    ).rejects.toThrow('notes: row does not fit the schema')
    expect(copy.snapshot()).toEqual(before)
  })

  it('a restored state without a sequence starts it where the store starts it', async () => {
    const store = new TinyStore()
    await store.restore({
      tables: { items: [], notes: [] },
      sequences: {},
      random: { a: 1, b: 2, c: 3, d: 4 },
    } as never)
    expect(store.sequences).toEqual({ items: 0 })
  })

  it('a memo is kept until any table is written, and shared by stores at the same version', async () => {
    const store = await seeded()
    let computed = 0
    const memo = (target: TinyStore) => target.memo('count', () => ++computed)
    expect(memo(store)).toBe(1)
    expect(memo(store)).toBe(1)
    const other = new TinyStore()
    other.adopt(store.freeze())
    expect(memo(other)).toBe(1)
    await store.tables.notes.insert({ key: 'k2', text: 'another table' })
    expect(memo(store)).toBe(2)
    expect(memo(other)).toBe(1)
  })

  it('a memo is frozen all the way down under test: a reader that writes to it throws', async () => {
    const store = await seeded()
    const kept = store.memo('pairs', () => ({ pairs: [{ key: 'a' }] }))
    expect(() => {
      ;(kept.pairs[0] as { key: string }).key = 'b'
    }).toThrow(TypeError)
    expect(() => kept.pairs.push({ key: 'c' })).toThrow(TypeError)
  })
})

describe('Store: transactions', () => {
  it('rollback undoes rows, sequences and the generator since begin', async () => {
    const store = await seeded()
    const before = store.snapshot()
    const mark = store.begin()
    await store.add('c')
    store.tables.notes.clear()
    store.random.uuid()
    store.rollback(mark)
    expect(store.snapshot()).toEqual(before)
    // Nothing of the undone writes is handed to the next transaction.
    const next = store.begin()
    await store.add('d')
    expect(store.commit(next)?.tables).toEqual({ items: [{ put: { id: 3, name: 'd' } }] })
  })

  it('commit answers undefined when nothing changed', async () => {
    const store = await seeded()
    expect(store.commit(store.begin())).toBeUndefined()
  })

  it('commit lists each table`s writes, the sequences and the generator', async () => {
    const store = await seeded()
    const mark = store.begin()
    await store.add('c')
    store.tables.items.delete(1)
    const changes = store.commit(mark)
    expect(changes).toEqual({
      tables: { items: [{ put: { id: 3, name: 'c' } }, { delete: 1 }] },
      replaced: false,
      sequences: { items: 3 },
      random: store.random.state,
    })
  })

  it('a moved sequence or generator alone is a change', async () => {
    const store = await seeded()
    let mark = store.begin()
    store.sequences.items++
    expect(store.commit(mark)).toMatchObject({ tables: {}, sequences: { items: 3 } })
    mark = store.begin()
    store.random.next()
    expect(store.commit(mark)).toMatchObject({ tables: {}, random: store.random.state })
  })

  it('a table replaced as a whole is reported as replaced', async () => {
    const store = await seeded()
    const mark = store.begin()
    store.tables.notes.clear()
    expect(store.commit(mark)).toMatchObject({ replaced: true, tables: {} })
  })

  it('apply replays committed changes onto a copy of the start', async () => {
    const store = await seeded()
    const copy = new TinyStore()
    await copy.restore(store.snapshot())
    const mark = store.begin()
    await store.add('c')
    await store.tables.items.update(1, { name: 'one' })
    store.tables.notes.delete('k')
    store.random.uuid()
    await copy.apply(store.commit(mark)!)
    expect(copy.snapshot()).toEqual(store.snapshot())
    await expect(
      copy.apply({ tables: { nope: [] }, replaced: false, sequences: {}, random: store.random.state }),
    ).rejects.toThrow('unknown table nope')
  })
})

describe('sequenceBehind', () => {
  it('names the first sequence below an id its rows use', () => {
    expect(sequenceBehind([['users', 3, [1, 2, 3]]])).toBeUndefined()
    expect(sequenceBehind([['users', 0, []]])).toBeUndefined()
    expect(
      sequenceBehind([
        ['users', 5, [1, 5]],
        ['posts', 2, [1, 7, 3]],
        ['terms', 0, [1]],
      ]),
    ).toBe('sequence "posts" is 2, below the id 7 its rows already use')
  })
})
