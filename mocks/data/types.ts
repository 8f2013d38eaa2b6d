import type { Collection } from '@msw/data'
import type { CalendarWritable, IdentityReadOnly, IdentityWritable } from '../factories/collections.js'

/**
 * standin/data's collections typed as @msw/data 1.x's `Collection` over standin's resource types:
 * the same methods and signatures (users get @msw/data's own type errors: an unknown field in
 * `where`, `data` that is not a function, `orderBy: { name: 'up' }`), except where standin must
 * differ (docs/decisions/0034): `delete` and `deleteMany` return promises (writes go through the
 * API), and the read-only identity collections have no writes.
 */

/** A Standard Schema that only carries types: standin's records are checked by the APIs. */
export interface RecordSchema<Output, Input> {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'standin'
    readonly validate: (value: unknown) => { value: Output } | { issues: ReadonlyArray<{ message: string }> }
    readonly types?: { readonly input: Input; readonly output: Output }
  }
}

type Reads = 'findFirst' | 'findMany' | 'count' | 'all' | 'hooks'
type Writes = 'create' | 'createMany' | 'update' | 'updateMany'

type Of<Output, Input> = Collection<RecordSchema<Output, Input>>
/** A record as @msw/data types it (with its hidden key), which standin's records stand for. */
export type DataRecord<Output> = ReturnType<Of<Output, never>['all']>[number]
type Predicate<Output> = Parameters<Of<Output, never>['delete']>[0]
type ManyPredicate<Output> = Parameters<Of<Output, never>['deleteMany']>[0]
type ManyOptions<Output> = NonNullable<Parameters<Of<Output, never>['deleteMany']>[1]>

export type ReadOnlyDataCollection<Output> = Pick<Of<Output, never>, Reads>

export type DataCollection<Output, Input> = Pick<Of<Output, Input>, Reads | Writes> & {
  /** Deletes the first record that matches, through the API; resolves to it as it was, or undefined. */
  delete<Strict extends boolean = false>(
    predicate: Predicate<Output>,
    options?: { strict?: Strict },
  ): Promise<Strict extends true ? DataRecord<Output> : DataRecord<Output> | undefined>
  /** Deletes every record that matches, through the API, all or none; resolves to them as they were. */
  deleteMany(predicate: ManyPredicate<Output>, options?: ManyOptions<Output>): Promise<Array<DataRecord<Output>>>
}

export type IdentityCollections = {
  [Name in keyof IdentityWritable]: DataCollection<IdentityWritable[Name]['record'], IdentityWritable[Name]['input']>
} & { [Name in keyof IdentityReadOnly]: ReadOnlyDataCollection<IdentityReadOnly[Name]> }

export type CalendarCollections = {
  [Name in keyof CalendarWritable]: DataCollection<CalendarWritable[Name]['record'], CalendarWritable[Name]['input']>
}

export interface Collections {
  identity: IdentityCollections
  calendar: CalendarCollections
}
