import { Random, type RandomState } from './random.js'
import type { Table } from './table.js'

/**
 * What both APIs' stores share: their tables, integer sequences that count like
 * PostgreSQL's or MySQL's (ids are never reused), and the seeded generator of values made up
 * at run time; reset, snapshot and restore over all three.
 */

export interface StoreState<TableName extends string, SequenceName extends string> {
  tables: { [Name in TableName]: unknown[] }
  sequences: { [Name in SequenceName]: number }
  random: RandomState
}

export abstract class Store<Tables extends Record<string, Table<any, any>>, Sequences extends Record<string, number>> {
  random: Random
  readonly sequences: Sequences

  constructor(
    seed: number,
    readonly initialSequences: Readonly<Sequences>,
  ) {
    this.random = new Random(seed)
    this.sequences = { ...initialSequences }
  }

  abstract get tables(): Tables

  #memos = new Map<string, { version: number; value: unknown }>()
  /** The tables once listed: every read's memo lookup walks them. */
  #tableList: ReadonlyArray<Table<any, any>> | undefined

  /** The sum of every table's version: it changes with any write to any of them. */
  get version(): number {
    this.#tableList ??= Object.values(this.tables)
    let version = 0
    for (const table of this.#tableList) version += table.version
    return version
  }

  /**
   * A value computed from any of the store's tables, kept until the next write to one of
   * them (rendered records embed rows of other tables, so any write may change them).
   */
  memo<T>(name: string, compute: () => T): T {
    const version = this.version
    const cached = this.#memos.get(name)
    if (cached && cached.version === version) return cached.value as T
    const value = compute()
    this.#memos.set(name, { version, value })
    return value
  }

  /** Empties every table and restarts sequences and the generator from `seed`. */
  reset(seed: number): void {
    for (const table of Object.values(this.tables)) table.clear()
    Object.assign(this.sequences, this.initialSequences)
    this.random = new Random(seed)
  }

  snapshot(): StoreState<Extract<keyof Tables, string>, Extract<keyof Sequences, string>> {
    const tables = Object.fromEntries(Object.entries(this.tables).map(([name, table]) => [name, table.snapshot()]))
    return {
      tables: tables as StoreState<Extract<keyof Tables, string>, never>['tables'],
      sequences: { ...this.sequences },
      random: this.random.state,
    }
  }

  /** Every row is checked before any table changes; throws (changing nothing) when one does not fit. */
  async restore(state: StoreState<string, string>): Promise<void> {
    const rows = Object.entries(this.tables).map(
      ([name, table]) => [table, (state.tables[name] ?? []).map((row) => table.check(row))] as const,
    )
    const sequences = Object.fromEntries(
      Object.keys(this.initialSequences).map((name) => [name, state.sequences[name] ?? this.initialSequences[name]]),
    )
    for (const [table, checked] of rows) await table.restore(checked)
    Object.assign(this.sequences, sequences)
    this.random.state = state.random
  }
}

/** The first sequence below the largest id it has handed out, described; ids are ints. */
export function sequenceBehind(sequences: ReadonlyArray<readonly [name: string, value: number, ids: readonly number[]]>): string | undefined {
  for (const [name, value, ids] of sequences) {
    let largest = 0
    for (const id of ids) if (id > largest) largest = id
    if (value < largest) return `sequence "${name}" is ${value}, below the id ${largest} its rows already use`
  }
  return undefined
}
