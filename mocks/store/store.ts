import { memoOf, useDerived } from './memory.js'
import { Random, type RandomState } from './random.js'
import type { Recorder, SomeKey, SomeTable, SomeVersion, TableChange } from './table.js'

/**
 * What both APIs' stores share: their tables, integer sequences that count like
 * PostgreSQL's or MySQL's (ids are never reused), and the seeded generator of values made up
 * at run time; versions, transactions, snapshot and restore over all three.
 */

export interface StoreState<TableName extends string, SequenceName extends string> {
  tables: { [Name in TableName]: unknown[] }
  sequences: { [Name in SequenceName]: number }
  random: RandomState
}

/** Values computed from one combination of table versions (rendered records, kept answers). */
interface Root {
  versions: ReadonlyArray<SomeVersion>
  memos: Map<string, unknown> | undefined
}

/**
 * A whole store at one moment, immutable: its tables' versions, its sequences and generator.
 * Adopting it costs O(tables), whatever the rows: resets, sessions, isolated tests and
 * rollbacks start from one.
 */
export interface StoreVersion {
  readonly tables: Readonly<Record<string, SomeVersion>>
  readonly sequences: Readonly<Record<string, number>>
  readonly random: Readonly<RandomState>
  /** Shared by every store at this version. */
  readonly root: Root
}

const NOTHING_WRITTEN: ReadonlyArray<SomeTable> = []

/** Forgets a root's memos (the memory budget holds roots weakly: this holds nothing of it). */
const dropMemos = (root: Root) => {
  root.memos = undefined
}

/** Where a transaction started: what `rollback` returns to and `commit` compares with. */
export interface Mark {
  readonly versions: ReadonlyArray<SomeVersion>
  readonly sequences: Readonly<Record<string, number>>
  readonly random: Readonly<RandomState>
  /** The root then: a rollback goes back to it, instead of keeping the undone version's (and its rows) reachable. */
  readonly root: Root | undefined
}

/** The writes of one transaction, as persistence appends them. */
export interface StoreChanges {
  /** Per table, in order; a table replaced as a whole (clear, restore) has no list: see `replaced`. */
  tables: Record<string, Array<TableChange<object, SomeKey>>>
  /** True when a table was replaced as a whole: persistence then saves the whole store. */
  replaced: boolean
  sequences: Record<string, number>
  random: RandomState
}

/** What a transaction needs of a store: a mark to go back to, and what was written since. */
export interface Transactional {
  begin(): Mark
  rollback(to: Mark): void
  commit(from: Mark): StoreChanges | undefined
}

export abstract class Store<
  Tables extends Record<string, SomeTable>,
  Sequences extends Record<string, number>,
> implements Transactional {
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

  /** The tables once listed (each joined to the recorder): every memo lookup and transaction walks them. */
  #tableList: ReadonlyArray<SomeTable> | undefined
  #root: Root | undefined
  readonly #recorder: Recorder = { on: false, written: new Set() }

  get #tablesInOrder(): ReadonlyArray<SomeTable> {
    if (!this.#tableList) {
      this.#tableList = Object.values(this.tables)
      for (const table of this.#tableList) table.attach(this.#recorder)
    }
    return this.#tableList
  }

  /** The root of the current versions (found again, or made when a table changed). */
  get #currentRoot(): Root {
    const tables = this.#tablesInOrder
    const root = this.#root
    if (root && tables.every((table, index) => table.current === root.versions[index])) return root
    this.#root = { versions: tables.map((table) => table.current), memos: undefined }
    return this.#root
  }

  /**
   * A value computed from any of the store's tables, kept until the next write to one of
   * them (rendered records embed rows of other tables, so any write may change them), and
   * shared with every store at the same versions.
   */
  memo<T>(name: string, compute: () => T): T {
    const root = this.#currentRoot
    return memoOf(root, (root.memos ??= new Map()), name, compute, dropMemos)
  }

  /**
   * A memo of the current versions grew by `bytes` after it was made (a map of rendered records
   * filled as reads ask for them): counted against the same budget.
   */
  memoGrew(bytes: number): void {
    const root = this.#currentRoot
    if (root.memos) useDerived(root, bytes, dropMemos)
  }

  /** The store as it is now: O(tables). */
  freeze(): StoreVersion {
    const tables: Record<string, SomeVersion> = {}
    for (const [name, table] of Object.entries(this.tables)) tables[name] = table.current
    return { tables, sequences: { ...this.sequences }, random: this.random.state, root: this.#currentRoot }
  }

  /** Makes the store what `version` holds: O(tables). */
  adopt(version: StoreVersion): void {
    for (const [name, table] of Object.entries(this.tables)) {
      const tableVersion = version.tables[name]
      if (!tableVersion) throw new Error(`the version has no table ${name}`)
      table.adopt(tableVersion)
    }
    Object.assign(this.sequences, this.initialSequences, version.sequences)
    this.random.state = version.random
    this.#root = version.root
  }

  /** Empties every table and restarts sequences and the generator from `seed`. */
  reset(seed: number): void {
    for (const table of this.#tablesInOrder) table.clear()
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

  #sequencesOf(state: StoreState<string, string>): Record<string, number> {
    return Object.fromEntries(
      Object.entries(this.initialSequences).map(([name, initial]) => [name, state.sequences[name] ?? initial]),
    )
  }

  /** The version `state` describes, every row checked; throws (changing nothing) when one does not fit. */
  async versionOf(state: StoreState<string, string>): Promise<StoreVersion> {
    const tables: Record<string, SomeVersion> = {}
    for (const [name, table] of Object.entries(this.tables))
      tables[name] = await table.versionOf(state.tables[name] ?? [])
    return this.#version(tables, state)
  }

  /** The version `state` describes, its rows taken as they are (see Table.trustedVersionOf). */
  trustedVersionOf(state: StoreState<string, string>): StoreVersion {
    const tables: Record<string, SomeVersion> = {}
    for (const [name, table] of Object.entries(this.tables))
      tables[name] = table.trustedVersionOf(state.tables[name] ?? [])
    return this.#version(tables, state)
  }

  #version(tables: Record<string, SomeVersion>, state: StoreState<string, string>): StoreVersion {
    const versions = this.#tablesInOrder.map((table) => {
      const version = tables[table.name]
      if (!version) throw new Error(`the version has no table ${table.name}`)
      return version
    })
    return {
      tables,
      sequences: this.#sequencesOf(state),
      random: { ...state.random },
      root: { versions, memos: undefined },
    }
  }

  /** Every row is checked before any table changes; throws (changing nothing) when one does not fit. */
  async restore(state: StoreState<string, string>): Promise<void> {
    this.adopt(await this.versionOf(state))
  }

  /** Starts a transaction: what `rollback` returns to; writes from now on are recorded. O(tables), allocating little. */
  begin(): Mark {
    const tables = this.#tablesInOrder
    const versions = tables.map((table) => table.current)
    this.#recorder.on = true
    return { versions, sequences: { ...this.sequences }, random: this.random.state, root: this.#root }
  }

  #stopRecording(): ReadonlyArray<SomeTable> {
    this.#recorder.on = false
    // A read writes nothing: no list to make.
    if (this.#recorder.written.size === 0) return NOTHING_WRITTEN
    const written = [...this.#recorder.written]
    this.#recorder.written.clear()
    return written
  }

  /** Undoes every write since `begin`. */
  rollback(to: Mark): void {
    for (const table of this.#stopRecording()) table.takeRecorded()
    const tables = this.#tablesInOrder
    for (let i = 0; i < tables.length; i++) {
      const table = tables[i]
      const version = to.versions[i]
      if (!table || !version) throw new Error('the mark was taken on other tables')
      table.adopt(version)
    }
    Object.assign(this.sequences, to.sequences)
    this.random.state = to.random
    this.#root = to.root
  }

  /** Ends a transaction: its writes, or undefined when it changed nothing. */
  commit(from: Mark): StoreChanges | undefined {
    const tables: Record<string, Array<TableChange<object, SomeKey>>> = {}
    let replaced = false
    const written = this.#stopRecording()
    for (const table of written) {
      const recorded = table.takeRecorded()
      if (recorded === 'replaced') replaced = true
      else tables[table.name] = recorded
    }
    const random = this.random.state
    const sequencesMoved = Object.keys(this.sequences).some((name) => from.sequences[name] !== this.sequences[name])
    const randomMoved =
      from.random.a !== random.a ||
      from.random.b !== random.b ||
      from.random.c !== random.c ||
      from.random.d !== random.d
    if (written.length === 0 && !sequencesMoved && !randomMoved) return undefined
    return { tables, replaced, sequences: { ...this.sequences }, random }
  }

  /** Replays a transaction's writes (a persistence log), each row checked. */
  async apply(changes: StoreChanges): Promise<void> {
    for (const [name, list] of Object.entries(changes.tables)) {
      const table: SomeTable | undefined = this.tables[name]
      if (!table) throw new Error(`unknown table ${name}`)
      await table.apply(list)
    }
    Object.assign(this.sequences, changes.sequences)
    this.random.state = changes.random
  }
}

/** The first sequence below the largest id it has handed out, described; ids are ints. */
export function sequenceBehind(
  sequences: ReadonlyArray<readonly [name: string, value: number, ids: readonly number[]]>,
): string | undefined {
  for (const [name, value, ids] of sequences) {
    let largest = 0
    for (const id of ids) if (id > largest) largest = id
    if (value < largest) return `sequence "${name}" is ${value}, below the id ${largest} its rows already use`
  }
  return undefined
}
