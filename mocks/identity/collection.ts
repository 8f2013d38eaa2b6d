import type { ApiRequest, ApiResponse, JsonObject } from '../http/types.js'
import { answerOnce, dependsOn, keepsAddress, keptAnswers } from '../http/answers.js'
import { Writer } from './writer.js'
import { authenticate } from './auth.js'
import { parseBody } from './body.js'
import type { IdentityContext } from './context.js'
import { auditScope, pageUrl, requestOrigin } from './context.js'
import type { IdentityDb, IdentityTables } from './db.js'
import { errors, type FieldErrors } from './errors.js'
import type { CreateInput, Fields, Input, OutputContext } from './fields.js'
import type { KeyKind } from './relations.js'
import { applyOrdering, matchesSearch, type OrderingKey, parseOrdering, parseSearchTerms } from './listing.js'
import type { SomeTable } from '../store/table.js'
import { derivedBytes } from '../store/memory.js'
import { frozenUnderTest } from '../store/freeze.js'
import { type Listed, listedArray, type Queryset, querysetRows, searchedRows, sortedRows } from './list-views.js'
import { pageLinks, parsePageRequest } from './pagination.js'
import { negotiationError } from './negotiation.js'
import { render, validateCreate, validateUpdate } from './serializer.js'

export type IdentityFields<Row> = Fields<IdentityDb, Row>

export interface WriteContext<Row> {
  db: IdentityDb
  writer: Writer
  now: Date
  /** The row being updated; undefined on create. */
  instance: Row | undefined
}

/** A create that found the values wanting, for a reason no field could see alone. */
export class Refusal {
  constructor(readonly errors: FieldErrors) {}
}

/** What saving and deleting do to the store; a read-only collection has none. */
export interface Writes<Row, F> {
  /** Object-level validation once every field is valid (unique together...). */
  validate?(values: Input<F>, context: WriteContext<Row>): FieldErrors | undefined
  create(values: CreateInput<F>, context: WriteContext<Row>): Promise<Row | Refusal>
  update(row: Row, values: Input<F>, context: WriteContext<Row>): Promise<Row>
  destroy(row: Row, context: WriteContext<Row>): Promise<void>
}

/**
 * One collection of the identity API, as a DRF ModelViewSet describes it: its serializer
 * fields, its queryset, and what saving and deleting do to the store. The fields' types
 * give the validated values' type (`Input`, `CreateInput`), so writes need no casts.
 */
export interface Collection<
  Row,
  Key extends string | number,
  F extends IdentityFields<Row>,
  Name extends string = string,
  Path extends string = string,
> {
  /** Collection path under the API root, with trailing slash: `/core/users/`. */
  path: Path
  /**
   * Its route names, one for each action it offers: the route table (routes.ts) refuses a
   * collection of the registry that leaves one out.
   */
  routes?: RouteNames<Path>
  /** The Swagger definition its items follow (`User`), which names its output schema too. */
  schema: Name
  /** Upstream's viewset class, without `ViewSet`, where the schema does not name it (OPTIONS' `name`). */
  view?: string
  /** The item path parameter as the spec names it (`id`, `pbm_uuid`...). */
  lookup: string
  key: KeyKind<Key>
  fields: F
  /** Rendered fields that `search` looks in. */
  searchFields: readonly string[]
  /**
   * The table the rows come from, by its name in the store: its versions carry the lists'
   * views (list-views.ts), and its row schema types the columns the fields show.
   */
  table: keyof IdentityTables
  /** Which of the table's rows the collection lists, and in which order (absent: all, oldest first). */
  queryset?: Queryset<Row>
  /**
   * A queryset the table's views cannot follow (one that reads other tables, or an order of its
   * own), in its default order; lists then sort and search its rows on each request.
   */
  rows?(db: IdentityDb): readonly Row[]
  get(db: IdentityDb, key: Key): Row | undefined
  /** Extra list filters (query parameters other than the common four). */
  filter?(rows: readonly Row[], query: URLSearchParams, db: IdentityDb): readonly Row[] | { errors: FieldErrors }
  writes?: Writes<Row, F>
}

/**
 * Any collection, its row, key and fields types forgotten: what the route table lists.
 * (Its methods' parameters are checked bivariantly, so every collection is one.)
 */
export type SomeCollection = Collection<unknown, string | number, IdentityFields<unknown>>

/**
 * Declares a collection with its row type given and its fields' types kept, so that the
 * writes are checked against the fields: `defineCollection<UserRow>()({ ... })`.
 */
export function defineCollection<Row>() {
  return <
    Key extends string | number,
    F extends IdentityFields<Row>,
    const Name extends string,
    const Path extends string,
  >(
    collection: Collection<Row, Key, F, Name, Path>,
  ) => collection
}

type ListAction = 'list' | 'create'
type ItemAction = 'read' | 'update' | 'partial_update' | 'delete'
export type Action = ListAction | ItemAction

/** `/core/users/` → `core.users`: a collection's part of its route names. */
type Dotted<Path extends string> = Path extends `/${infer Group}/${infer Name}/` ? `${Group}.${Name}` : string

/**
 * A collection's route names (`<api>.<resource>.<action>`: `identity.core.users.list`), each
 * written out in full where the collection is declared, so that a search for a route name finds
 * its collection; the type holds each to the collection's path and to its action.
 */
type RouteNames<Path extends string> = Partial<{ [A in Action]: `identity.${Dotted<Path>}.${A}` }>

/** What names one collection of a table of kinds (a typed policy, a typed mapping): its kind, path, route names and Swagger definition. */
export interface KindNames<Kind, Name extends string, Path extends string> {
  kind: Kind
  path: Path
  routes: RouteNames<Path>
  schema: Name
}

/** An action to run, with the collection's writes when it changes the store. */
export type Step<Row, F> =
  { action: 'list' } | { action: 'read' } | { action: Exclude<Action, 'list' | 'read'>; writes: Writes<Row, F> }

/** The actions a collection offers on its collection and item paths: reads always, writes when it has them. */
export function steps<Row, F>(writes: Writes<Row, F> | undefined): Record<'collection' | 'item', Array<Step<Row, F>>> {
  if (!writes) return { collection: [{ action: 'list' }], item: [{ action: 'read' }] }
  return {
    collection: [{ action: 'list' }, { action: 'create', writes }],
    item: [
      { action: 'read' },
      { action: 'update', writes },
      { action: 'partial_update', writes },
      { action: 'delete', writes },
    ],
  }
}

function outputContext(request: ApiRequest, db: IdentityDb): OutputContext<IdentityDb> {
  return { db, origin: requestOrigin(request) }
}

function renderRow<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  row: Row,
  output: OutputContext<IdentityDb>,
): JsonObject {
  return render(collection.fields, row, output)
}

/**
 * The rows a list shows, in order, before paging: the queryset's views (list-views.ts) when the
 * collection lists its table as `queryset` says; sorting and searching the rows otherwise (a
 * queryset of its own, filters, orders on several keys or computed fields).
 */
function listedRows<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  query: URLSearchParams,
  db: IdentityDb,
  output: OutputContext<IdentityDb>,
): Listed<Row> | { errors: FieldErrors } {
  const terms = parseSearchTerms(query.get('search'))
  const searching = terms.length > 0 && collection.searchFields.length > 0
  const ordering = parseOrdering(query.get('ordering'), orderableFields(collection))
  const [only] = ordering
  const table = db[collection.table]
  const indexed = collection.rows === undefined && collection.filter === undefined
  if (indexed && !searching && only && ordering.length === 1) {
    const sorted = sortedRows(collection, table, only)
    if (sorted) return sorted
  }
  if (indexed && !searching && ordering.length === 0) return querysetRows(collection, table)
  const byColumns = indexed && !searching ? orderedByColumns(collection, table, ordering, output) : undefined
  if (byColumns) return listedArray(byColumns)
  const found = indexed && searching ? searchedRows(collection, table, terms) : undefined
  let rows: readonly Row[] = found ?? querysetOf(collection, db).page(0, Infinity)
  if (collection.filter) {
    const filtered = collection.filter(rows, query, db)
    if ('errors' in filtered) return filtered
    rows = filtered
  }
  if (searching && !found) {
    const texts = (row: Row) => collection.searchFields.map((name) => collection.fields[name]?.read(row, name, output))
    rows = rows.filter((row) => matchesSearch(terms, texts(row)))
  }
  const valueOf = (row: Row, field: string) => collection.fields[field]?.read(row, field, output) ?? null
  return listedArray(applyOrdering(rows, ordering, valueOf))
}

/**
 * The queryset ordered on several columns, kept with the table's version (charged by its bytes
 * like every memo, mocks/store/memory.ts): the next list in that order, at any offset, does not
 * sort the whole table again. Computed fields may depend on the request, so they are not kept.
 */
function orderedByColumns<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  table: SomeTable,
  ordering: OrderingKey[],
  output: OutputContext<IdentityDb>,
): readonly Row[] | undefined {
  if (!ordering.every((key) => collection.fields[key.field]?.shows === 'column')) return undefined
  const orders = table.memo('orders on several columns', () => new Map<string, readonly Row[]>())
  const name = `${collection.path} ${ordering.map((key) => `${key.descending ? '-' : ''}${key.field}`).join(',')}`
  let rows = orders.get(name)
  if (!rows) {
    const valueOf = (row: Row, field: string) => collection.fields[field]?.read(row, field, output) ?? null
    const sorted = applyOrdering(querysetRows(collection, table).page(0, Infinity), ordering, valueOf)
    table.current.memoGrew(derivedBytes(sorted) + name.length * 2)
    rows = frozenUnderTest(sorted)
    orders.set(name, rows)
  }
  return rows
}

/** The collection's queryset in its default order: how many rows, and pages of them. */
export function querysetOf<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  db: IdentityDb,
): Listed<Row> {
  return collection.rows ? listedArray(collection.rows(db)) : querysetRows(collection, db[collection.table])
}

function orderableFields(collection: { fields: Record<string, { orderable: boolean }> }): Set<string> {
  return new Set(
    Object.entries(collection.fields)
      .filter(([, field]) => field.orderable)
      .map(([name]) => name),
  )
}

function list<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  request: ApiRequest,
  db: IdentityDb,
): ApiResponse {
  const query = request.url.searchParams
  const output = outputContext(request, db)
  const listed = listedRows(collection, query, db, output)
  if ('errors' in listed) return errors.validation(listed.errors)
  const page = parsePageRequest(query)
  const results = listed.page(page.offset, page.limit)
  const { next, previous } = pageLinks(pageUrl(request), page, listed.count)
  const body = {
    count: listed.count,
    next,
    previous,
    results: results.map((row) => renderRow(collection, row, output)),
  }
  return { status: 200, body }
}

async function create<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  writes: Writes<Row, F>,
  request: ApiRequest,
  context: IdentityContext,
): Promise<ApiResponse> {
  const db = context.identity
  const parsed = await parseBody(request)
  if (!parsed.ok) return parsed.response
  // Defaults draw from the store's generator (client ids, secrets): a refused create puts
  // it back, so that it changes nothing and the next create makes the same values.
  const generator = db.random.state
  const refuse = (fieldErrors: FieldErrors) => {
    db.random.state = generator
    return errors.validation(fieldErrors)
  }
  const validated = validateCreate(collection.fields, parsed.data, { db, form: isForm(request) })
  if (!validated.ok) return refuse(validated.errors)
  const write = writeContext<Row>(request, context, undefined)
  const invalid = writes.validate?.(validated.values, write)
  if (invalid) return refuse(invalid)
  const row = await writes.create(validated.values, write)
  if (row instanceof Refusal) return refuse(row.errors)
  return { status: 201, body: renderRow(collection, row, outputContext(request, db)) }
}

async function update<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  writes: Writes<Row, F>,
  row: Row,
  request: ApiRequest,
  context: IdentityContext,
  partial: boolean,
): Promise<ApiResponse> {
  const db = context.identity
  const parsed = await parseBody(request)
  if (!parsed.ok) return parsed.response
  const options = { db, instance: row, partial, form: isForm(request) }
  const validated = validateUpdate(collection.fields, parsed.data, options)
  if (!validated.ok) return errors.validation(validated.errors)
  const write = writeContext(request, context, row)
  const invalid = writes.validate?.(validated.values, write)
  if (invalid) return errors.validation(invalid)
  const saved = await writes.update(row, validated.values, write)
  return { status: 200, body: renderRow(collection, saved, outputContext(request, db)) }
}

function writeContext<Row>(
  request: ApiRequest,
  context: IdentityContext,
  instance: Row | undefined,
): WriteContext<Row> {
  const scope = auditScope(request, context)
  return { db: context.identity, writer: new Writer(context.identity, scope), now: scope.now, instance }
}

function isForm(request: ApiRequest): boolean {
  const type = request.headers['content-type'] ?? ''
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type.trim())
}

/** A read depends on the store and on where the client addresses it (its links), nothing else. */
export const LIST_KEY = dependsOn('identity list', { request: ['path', 'query'], own: ['origin'] })
export const READ_KEY = dependsOn('identity read', { request: ['path', 'query'], own: ['origin'] })

/**
 * Runs one action in DRF's order: content negotiation, authentication, then the handler
 * (lookup, body parsing, validation).
 */
export function runAction<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  step: Step<Row, F>,
  request: ApiRequest,
  context: IdentityContext,
): ApiResponse | Promise<ApiResponse> {
  const unanswerable = negotiationError(request)
  if (unanswerable) return unanswerable
  const denied = authenticate(request, context.token)
  if (denied) return denied
  const db = context.identity
  const answers = () => db.memo('answers', keptAnswers)
  if (step.action === 'list')
    return answerOnce(
      answers(),
      LIST_KEY.of(request, { origin: requestOrigin(request) }),
      () => list(collection, request, db),
      keepsAddress(request),
    )
  if (step.action === 'create') return create(collection, step.writes, request, context)

  const raw = request.params[collection.lookup]
  const key = raw === undefined ? undefined : collection.key.fromPath(raw)
  const row = key === undefined ? undefined : collection.get(db, key)
  if (row === undefined) return errors.notFound()
  if (step.action === 'read') {
    return answerOnce(
      answers(),
      READ_KEY.of(request, { origin: requestOrigin(request) }),
      () => ({ status: 200, body: renderRow(collection, row, outputContext(request, db)) }),
      keepsAddress(request),
    )
  }
  if (step.action === 'delete') {
    return step.writes.destroy(row, writeContext(request, context, row)).then((): ApiResponse => ({ status: 204 }))
  }
  return update(collection, step.writes, row, request, context, step.action === 'partial_update')
}
