import { Store } from '../../mocks/store/store.js'
import { type RowSchema, Table } from '../../mocks/store/table.js'

/**
 * A store of two small tables for the store's own unit tests: plain rows, a hand-written schema
 * (no zod), one index with repeated values (tags) and one sequence.
 */
export interface Item {
  id: number
  name: string
  tag?: string
}

export interface Note {
  key: string
  text: string
}

/** Accepts an item with a positive integer id and a non-empty name; returns a fresh object. */
const itemSchema: RowSchema<Item> = {
  safeParse(value) {
    const row = value as Partial<Item> | null
    if (typeof row !== 'object' || row === null) return { success: false, error: { message: 'not an object' } }
    if (!Number.isInteger(row.id) || (row.id as number) < 1)
      return { success: false, error: { message: 'id: a positive integer' } }
    if (typeof row.name !== 'string' || row.name === '') return { success: false, error: { message: 'name: required' } }
    return {
      success: true,
      data: { id: row.id as number, name: row.name, ...(row.tag !== undefined ? { tag: row.tag } : {}) },
    }
  },
}

const noteSchema: RowSchema<Note> = {
  safeParse(value) {
    const row = value as Partial<Note> | null
    if (typeof row?.key !== 'string' || typeof row.text !== 'string')
      return { success: false, error: { message: 'key and text: strings' } }
    return { success: true, data: { key: row.key, text: row.text } }
  },
}

export function itemTable(): Table<Item, number> {
  return new Table<Item, number>(
    'items',
    () => itemSchema,
    (row) => row.id,
    { indexes: { tag: (row) => row.tag, name: (row) => row.name } },
  )
}

export class TinyStore extends Store<{ items: Table<Item, number>; notes: Table<Note, string> }, { items: number }> {
  readonly tables = {
    items: itemTable(),
    notes: new Table<Note, string>(
      'notes',
      () => noteSchema,
      (row) => row.key,
    ),
  }

  constructor(seed = 1) {
    super(seed, { items: 0 })
  }

  /** Inserts an item under the next id of the sequence. */
  add(name: string, tag?: string): Promise<Item> {
    const id = ++this.sequences.items
    return this.tables.items.insert({ id, name, ...(tag !== undefined ? { tag } : {}) })
  }
}
