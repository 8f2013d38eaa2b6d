import { describe, expect, it } from 'vitest'
import type { Recorder } from '../../../mocks/store/table.js'
import { itemTable } from '../../helpers/tiny-store.js'

const filled = async (count: number, tagOf: (id: number) => string | undefined = () => undefined) => {
  const table = itemTable()
  for (let id = 1; id <= count; id++) {
    const tag = tagOf(id)
    await table.insert({ id, name: `item ${id}`, ...(tag !== undefined ? { tag } : {}) })
  }
  return table
}

describe('Table: reads and writes', () => {
  it('keeps rows by key, in insertion order', async () => {
    const table = await filled(3)
    expect(table.size).toBe(3)
    expect(table.get(2)).toEqual({ id: 2, name: 'item 2' })
    expect(table.has(4)).toBe(false)
    expect(table.rows().map((row) => row.id)).toEqual([1, 2, 3])
    expect(table.position(3)).toBeGreaterThan(table.position(1)!)
    expect(table.find((row) => row.name === 'item 3')?.id).toBe(3)
    expect(table.filter((row) => row.id > 1).map((row) => row.id)).toEqual([2, 3])
  })

  it('stores what the schema makes, frozen: neither the input nor the answer reaches the table', async () => {
    const table = itemTable()
    const input = { id: 1, name: 'a', extra: 'dropped' }
    const stored = await table.insert(input)
    input.name = 'changed'
    expect(table.get(1)).toEqual({ id: 1, name: 'a' })
    expect(Object.isFrozen(stored)).toBe(true)
    expect(Object.isFrozen(table.rows())).toBe(true)
  })

  it('refuses a duplicate key and a row the schema refuses, changing nothing', async () => {
    const table = await filled(2)
    const version = table.version
    await expect(table.insert({ id: 2, name: 'again' })).rejects.toThrow('items: duplicate key 2')
    await expect(table.insert({ id: 3, name: '' })).rejects.toThrow(
      'items: row does not fit the schema: name: required',
    )
    expect(table.version).toBe(version)
    expect(table.size).toBe(2)
  })

  it('update merges the changes, checks them, and keeps the row in place', async () => {
    const table = await filled(3)
    expect(await table.update(2, { name: 'renamed' })).toEqual({ id: 2, name: 'renamed' })
    expect(table.rows().map((row) => row.name)).toEqual(['item 1', 'renamed', 'item 3'])
    await expect(table.update(9, { name: 'x' })).rejects.toThrow('items: no row with key 9')
    await expect(table.update(2, { id: 5 })).rejects.toThrow('items: an update cannot change the key 2')
    await expect(table.update(2, { name: '' })).rejects.toThrow('does not fit the schema')
    expect(table.get(2)?.name).toBe('renamed')
    expect(table.has(5)).toBe(false)
  })

  it('delete answers the row it removed, or undefined', async () => {
    const table = await filled(3)
    expect(table.delete(2)).toEqual({ id: 2, name: 'item 2' })
    expect(table.delete(2)).toBeUndefined()
    expect(table.rows().map((row) => row.id)).toEqual([1, 3])
    expect(table.has(2)).toBe(false)
    expect(table.position(2)).toBeUndefined()
  })

  it('after many deletes, still answers every row in order, by key and by index', async () => {
    const table = await filled(200, (id) => (id % 2 ? 'odd' : 'even'))
    for (let id = 1; id <= 190; id++) table.delete(id)
    expect(table.rows().map((row) => row.id)).toEqual([191, 192, 193, 194, 195, 196, 197, 198, 199, 200])
    expect(table.lookup('tag', 'odd').map((row) => row.id)).toEqual([191, 193, 195, 197, 199])
    expect(table.get(200)?.name).toBe('item 200')
    await table.insert({ id: 1, name: 'back' })
    expect(table.rows().at(-1)?.id).toBe(1)
  })
})

describe('Table: indexes', () => {
  it('lookup answers every row with the value, in the order they took it; rows without one are left out', async () => {
    const table = await filled(5, (id) => (id === 5 ? undefined : id % 2 ? 'odd' : 'even'))
    expect(table.lookup('tag', 'odd').map((row) => row.id)).toEqual([1, 3])
    expect(table.lookup('tag', 'even').map((row) => row.id)).toEqual([2, 4])
    expect(table.lookup('tag', 'none')).toEqual([])
    expect(table.lookup('name', 'item 5').map((row) => row.id)).toEqual([5])
    expect(() => table.lookup('nope', 'x')).toThrow('items: no index "nope"')
  })

  it('follows updates and deletes', async () => {
    const table = await filled(4, (id) => (id % 2 ? 'odd' : 'even'))
    await table.update(1, { tag: 'even' })
    expect(table.lookup('tag', 'odd').map((row) => row.id)).toEqual([3])
    expect(table.lookup('tag', 'even').map((row) => row.id)).toEqual([2, 4, 1])
    table.delete(4)
    table.delete(3)
    expect(table.lookup('tag', 'odd')).toEqual([])
    expect(table.lookup('tag', 'even').map((row) => row.id)).toEqual([2, 1])
    await table.update(2, { name: 'two' })
    expect(table.lookup('name', 'item 2')).toEqual([])
    expect(table.lookup('name', 'two').map((row) => row.id)).toEqual([2])
  })
})

describe('Table: versions', () => {
  it('each write makes a new version; an old one stays whole and can be made current again', async () => {
    const table = await filled(2, () => 't')
    const before = table.current
    const id = table.version
    await table.insert({ id: 3, name: 'item 3', tag: 't' })
    await table.update(1, { name: 'one' })
    table.delete(2)
    expect(table.version).not.toBe(id)
    expect(before.size).toBe(2)
    expect(before.get(1)?.name).toBe('item 1')
    table.adopt(before)
    expect(table.version).toBe(id)
    expect(table.rows().map((row) => row.name)).toEqual(['item 1', 'item 2'])
    expect(table.lookup('tag', 't').map((row) => row.id)).toEqual([1, 2])
  })

  it('a memo is computed once per version, again after a write', async () => {
    const table = await filled(2)
    let computed = 0
    const count = () => table.memo('count', () => ++computed)
    expect(count()).toBe(1)
    expect(count()).toBe(1)
    await table.insert({ id: 3, name: 'item 3' })
    expect(count()).toBe(2)
    expect(table.rows()).toHaveLength(3)
  })

  it('a memo is frozen all the way down under test: a reader that writes to it throws', async () => {
    const table = await filled(2)
    const order = table.memo('names', () => ({ names: table.rows().map((row) => row.name) }))
    expect(() => (order.names as string[]).reverse()).toThrow(TypeError)
    expect(table.memo('names', () => ({ names: [] as string[] })).names).toEqual(['item 1', 'item 2'])
  })

  it('restore replaces every row, or (one row refused) changes nothing', async () => {
    const table = await filled(2)
    const version = table.version
    await expect(table.restore([{ id: 7, name: 'ok' }, { id: 8 }])).rejects.toThrow('does not fit the schema')
    await expect(
      table.restore([
        { id: 7, name: 'a' },
        { id: 7, name: 'b' },
      ]),
    ).rejects.toThrow('items: duplicate key 7')
    expect(table.version).toBe(version)
    await table.restore([
      { id: 9, name: 'nine', tag: 'x' },
      { id: 7, name: 'seven', tag: 'x' },
    ])
    expect(table.rows().map((row) => row.id)).toEqual([9, 7])
    expect(table.lookup('tag', 'x').map((row) => row.id)).toEqual([9, 7])
  })

  it('trustedVersionOf takes rows as they are, frozen', () => {
    const table = itemTable()
    const row = { id: 0, name: '' }
    table.adopt(table.trustedVersionOf([row]))
    expect(table.get(0)).toBe(row)
    expect(Object.isFrozen(row)).toBe(true)
  })

  it('clear empties the table and its indexes', async () => {
    const table = await filled(3, () => 't')
    table.clear()
    expect(table.size).toBe(0)
    expect(table.rows()).toEqual([])
    expect(table.lookup('tag', 't')).toEqual([])
  })
})

describe('Table: recorded writes', () => {
  const recorded = async () => {
    const table = await filled(2)
    const recorder: Recorder = { on: false, written: new Set() }
    table.attach(recorder)
    return { table, recorder }
  }

  it('records nothing while the recorder is off', async () => {
    const { table, recorder } = await recorded()
    await table.insert({ id: 3, name: 'c' })
    expect(recorder.written.size).toBe(0)
    expect(table.takeRecorded()).toEqual([])
  })

  it('records puts and deletes in order while on, once', async () => {
    const { table, recorder } = await recorded()
    recorder.on = true
    await table.insert({ id: 3, name: 'c' })
    await table.update(1, { name: 'one' })
    table.delete(2)
    table.delete(99)
    expect(recorder.written.has(table)).toBe(true)
    const changes = table.takeRecorded()
    expect(changes).toEqual([{ put: { id: 3, name: 'c' } }, { put: { id: 1, name: 'one' } }, { delete: 2 }])
    expect(table.takeRecorded()).toEqual([])

    const replay = itemTable()
    await replay.restore([
      { id: 1, name: 'item 1' },
      { id: 2, name: 'item 2' },
    ])
    await replay.apply(changes as Exclude<typeof changes, 'replaced'>)
    expect(replay.snapshot()).toEqual(table.snapshot())
  })

  it('a whole table replaced is recorded as such, whatever came before', async () => {
    const { table, recorder } = await recorded()
    recorder.on = true
    await table.insert({ id: 3, name: 'c' })
    table.clear()
    await table.insert({ id: 4, name: 'd' })
    expect(table.takeRecorded()).toBe('replaced')
  })

  it('apply checks each row as a write would', async () => {
    const table = itemTable()
    await expect(table.apply([{ put: { id: 1, name: '' } }])).rejects.toThrow('does not fit the schema')
    expect(table.size).toBe(0)
  })
})
