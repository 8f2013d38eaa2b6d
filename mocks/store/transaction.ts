import { createSerialQueue } from './serial.js'
import type { Store, StoreChanges, StoreVersion } from './store.js'

/**
 * All-or-nothing work against a set of stores, one item at a time. Each item starts from the
 * stores' current versions; if it throws, the stores go back to them (a version is a root, so
 * undoing costs O(tables), whatever was written). If it completes, what it wrote (possibly
 * nothing) is handed to `commit` before the item's result is: persistence appends it there.
 * When that throws, the writes are undone too and the item fails with `WriteNotSaved`. It may
 * instead return a promise (the write flushed to disk): the next item starts at once, and this
 * one's result waits for the promise, failing with `WriteNotSaved` if it rejects.
 */

/** A write that completed but could not be made durable (`--persist`), or had no room: it was undone. */
export class WriteNotSaved extends Error {
  constructor(cause: unknown) {
    super(`the write could not be saved: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'WriteNotSaved'
  }
}

export type CommitHook<Name extends string> = (changes: Partial<Record<Name, StoreChanges>>) => void | Promise<void>

export function createTransactionalQueue<Name extends string>(
  stores: () => Readonly<Record<Name, Store<any, any>>>,
  commit: () => CommitHook<Name> | undefined,
) {
  const queue = createSerialQueue()
  return function exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    const done = queue(async () => {
      const entries = Object.entries(stores()) as Array<[Name, Store<any, any>]>
      const before = entries.map(([, store]) => store.begin())
      const undo = () => entries.forEach(([, store], index) => store.rollback(before[index] as StoreVersion))
      let result: T
      try {
        result = await work()
      } catch (error) {
        undo()
        throw error
      }
      const changes: Partial<Record<Name, StoreChanges>> = {}
      entries.forEach(([name, store], index) => {
        const changed = store.commit(before[index] as StoreVersion)
        if (changed) changes[name] = changed
      })
      let durable: void | Promise<void> = undefined
      try {
        durable = commit()?.(changes)
      } catch (error) {
        undo()
        throw new WriteNotSaved(error)
      }
      return { result, durable }
    })
    return done.then(async ({ result, durable }) => {
      if (durable) {
        await durable.catch((error: unknown) => {
          throw new WriteNotSaved(error)
        })
      }
      return result
    })
  }
}
