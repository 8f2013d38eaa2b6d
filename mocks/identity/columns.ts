import type { z } from 'zod'
import type { RowSchema, TableOptions } from '../store/table.js'

/**
 * The columns a table keeps, each declared once on the table (tables.ts) as a function of
 * zod: the row schema is built from them on the first write, so a process that only reads never
 * loads zod, and the row type is inferred from them. Hidden columns (kept, never serialised:
 * `pbm_uuid`, `key_data`, `cookie_secret`...) are columns like the others; the serializer fields
 * say what is shown.
 */

type Zod = typeof z

/** One column's type, made from the zod it is given. */
export type Column<T extends z.ZodType = z.ZodType> = (zod: Zod) => T

export type Columns = Record<string, Column>

type Shape<C extends Columns> = { -readonly [K in keyof C]: ReturnType<C[K]> }

/** The row of a table of one kind: what `z.object` of its columns parses to. */
type RowOfColumns<C extends Columns> = z.output<z.ZodObject<Shape<C>>>

/** A row of one kind of a table of several: the common columns, `kind`, then the kind's own. */
type KindRow<C extends Columns, Kind extends string, Own extends Columns> = z.output<
  z.ZodObject<{
    [K in keyof C | 'kind' | keyof Own]: K extends keyof Own
      ? ReturnType<Own[K]>
      : K extends 'kind'
        ? z.ZodLiteral<Kind>
        : K extends keyof C
          ? ReturnType<C[K]>
          : never
  }>
>

type RowOfKinds<C extends Columns, Kinds extends Record<string, Columns>> = {
  [Kind in keyof Kinds & string]: KindRow<C, Kind, Kinds[Kind]>
}[keyof Kinds & string]

/**
 * A table as its collections declare it: its row schema (built from its columns, with the zod
 * given), its key, the values rows are looked up by. The store makes one table of each.
 */
export interface TableDefinition<Row extends object, Key extends string | number> {
  schema(zod: Zod): RowSchema<Row>
  key(row: Row): Key
  indexes?: TableOptions<Row>['indexes']
}

/** A table's stored row type: `TableRow<typeof usersTable>`. */
export type TableRow<T> = T extends TableDefinition<infer Row, string | number> ? Row : never

/** A schema built from columns parses to the row type inferred from them: the one place the two meet. */
const rowSchema = <Row>(schema: z.ZodType): RowSchema<Row> => schema as z.ZodType<Row>

function shapeOf(zod: Zod, columns: Columns): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(columns).map(([name, column]) => [name, column(zod)]))
}

/** A table of one kind of record, its row type inferred from its columns. */
export function defineTable<C extends Columns, Key extends string | number>(definition: {
  columns: C
  key(row: RowOfColumns<C>): Key
  indexes?: TableOptions<RowOfColumns<C>>['indexes']
}): TableDefinition<RowOfColumns<C>, Key> {
  const { columns, ...rest } = definition
  return { ...rest, schema: (zod) => rowSchema<RowOfColumns<C>>(zod.object(shapeOf(zod, columns))) }
}

/**
 * A table of several kinds (multi-table inheritance upstream): columns common to all, then a
 * `kind` column naming each kind's own columns. Its rows are a union on `kind`, kinds in the
 * order declared.
 */
export function defineTableOfKinds<
  C extends Columns,
  Kinds extends Record<string, Columns>,
  Key extends string | number,
>(definition: {
  columns: C
  kinds: Kinds
  key(row: RowOfKinds<C, Kinds>): Key
  indexes?: TableOptions<RowOfKinds<C, Kinds>>['indexes']
}): TableDefinition<RowOfKinds<C, Kinds>, Key> {
  const { columns, kinds, ...rest } = definition
  const schema = (zod: Zod) => {
    const [first, ...others] = Object.entries(kinds).map(([kind, own]) =>
      zod.object({ ...shapeOf(zod, columns), kind: zod.literal(kind), ...shapeOf(zod, own) }),
    )
    if (!first) throw new Error('a table of kinds declares at least one kind')
    return rowSchema<RowOfKinds<C, Kinds>>(zod.discriminatedUnion('kind', [first, ...others]))
  }
  return { ...rest, schema }
}

/** Column types several tables share. */
export const uuid = (zod: Zod) => zod.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
export const int32 = (zod: Zod) => zod.number().int().min(-2147483648).max(2147483647)
export const timestamp = (zod: Zod) => zod.string()
export const nullable =
  <T extends z.ZodType>(column: Column<T>) =>
  (zod: Zod) =>
    column(zod).nullable()
