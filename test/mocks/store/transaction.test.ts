import { describe, expect, it } from 'vitest'
import type { StoreChanges } from '../../../mocks/store/store.js'
import { type CommitHook, createTransactionalQueue, WriteNotSaved } from '../../../mocks/store/transaction.js'
import { TinyStore } from '../../helpers/tiny-store.js'

/**
 * The queue on its own, over a small store: every item all or nothing, one at a time, its writes
 * handed to the commit hook before its result.
 */
function queue(commit?: CommitHook<'tiny'>) {
  const store = new TinyStore()
  const exclusive = createTransactionalQueue(
    () => ({ tiny: store }),
    () => commit,
  )
  return { store, exclusive }
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('createTransactionalQueue', () => {
  it('runs items one at a time, in order, each seeing the writes before it', async () => {
    const { store, exclusive } = queue()
    const log: string[] = []
    const item = (name: string) =>
      exclusive(async () => {
        log.push(`${name} starts with ${store.tables.items.size}`)
        await turn()
        await store.add(name)
        log.push(`${name} ends`)
        return name
      })
    expect(await Promise.all([item('a'), item('b'), item('c')])).toEqual(['a', 'b', 'c'])
    expect(log).toEqual(['a starts with 0', 'a ends', 'b starts with 1', 'b ends', 'c starts with 2', 'c ends'])
  })

  it('an item that throws (at once or later) is undone entirely, and the queue goes on', async () => {
    const { store, exclusive } = queue()
    await exclusive(() => store.add('kept'))
    const before = store.snapshot()
    await expect(
      exclusive(async () => {
        await store.add('lost')
        store.random.uuid()
        throw new Error('midway')
      }),
    ).rejects.toThrow('midway')
    expect(store.snapshot()).toEqual(before)
    await expect(
      exclusive(() => {
        store.tables.items.clear()
        throw new Error('at once')
      }),
    ).rejects.toThrow('at once')
    expect(store.snapshot()).toEqual(before)
    expect(await exclusive(() => store.tables.items.size)).toBe(1)
  })

  it('hands each item`s writes to the commit hook, only when there are some, before its result', async () => {
    const committed: Array<Partial<Record<'tiny', StoreChanges>>> = []
    const { store, exclusive } = queue((changes) => {
      committed.push(changes)
    })
    const result = exclusive(async () => {
      await store.add('a')
      return committed.length
    })
    expect(await result).toBe(0)
    expect(committed).toEqual([
      { tiny: expect.objectContaining({ tables: { items: [{ put: { id: 1, name: 'a' } }] } }) },
    ])
    await exclusive(() => store.tables.items.size)
    expect(committed[1]).toEqual({})
  })

  it('a commit hook that throws undoes the write: WriteNotSaved', async () => {
    const { store, exclusive } = queue(() => {
      throw new Error('disk full')
    })
    const attempt = exclusive(() => store.add('a'))
    await expect(attempt).rejects.toBeInstanceOf(WriteNotSaved)
    await expect(attempt).rejects.toThrow('the write could not be saved: disk full')
    expect(store.tables.items.size).toBe(0)
    expect(store.sequences.items).toBe(0)
  })

  it('a flush that fails later fails the item with WriteNotSaved, while the next already ran', async () => {
    let fail: (error: Error) => void = () => undefined
    const { store, exclusive } = queue((changes) =>
      changes.tiny
        ? new Promise<void>((_, reject) => {
            fail = reject
          })
        : undefined,
    )
    const first = exclusive(() => store.add('a'))
    const second = exclusive(() => store.tables.items.size)
    expect(await second).toBe(1)
    fail(new Error('fsync failed'))
    await expect(first).rejects.toBeInstanceOf(WriteNotSaved)
  })
})
