import type { ApiRequest, ApiResponse, JsonObject } from '../http/types.js'
import { answerOnce, dependsOn, keepsAddress, keptAnswers, keyedBy } from '../http/answers.js'
import { Writer } from './writer.js'
import { authenticate } from './auth.js'
import { parseBody } from './body.js'
import type { IdentityContext } from './context.js'
import { auditScope, pageUrl, requestOrigin } from './context.js'
import type { SomeTable } from '../store/table.js'
import { TextIndex } from '../store/text-index.js'
import { frozenUnderTest } from '../store/freeze.js'
import { derivedBytes } from '../store/memory.js'
import type { IdentityDb, IdentityTables } from './db.js'
import { errors, type FieldErrors } from './errors.js'
import type { CreateInput, Fields, Input, OutputContext } from './fields.js'
import type { KeyKind } from './relations.js'
import { applyOrdering, matchesSearch, type OrderingKey, parseOrdering, parseSearchTerms } from './listing.js'
import { pageLinks, paginate, parsePageRequest } from './pagination.js'
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
   * The table the rows come from, by its name in the store: its version keeps cached sort
   * orders and indexes fresh, and its row schema types the columns the fields show.
   */
  table: keyof IdentityTables
  /** The queryset, in its default order. */
  rows(db: IdentityDb): readonly Row[]
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

/** Past this many rows, searches and sort orders of the whole collection are kept. */
const INDEX_FROM = 200

/**
 * What a kept view of a collection depends on besides its rows (the table version and the rows
 * array are its scope): the search index on nothing more (search fields are columns, which no
 * request changes), a sort order on the one column and direction it orders by.
 */
const SEARCH_INDEX = keyedBy('search index', [])
const SORTED = keyedBy('sorted', ['ordering'])

/**
 * A value computed from a collection's rows, kept while the table is unchanged and `rows` is
 * the same array: a view rebuilt on every call (one that reads other tables) is never cached.
 * Shared by every list that reads it, so frozen under test.
 */
function cachedForRows<T>(table: SomeTable, rows: readonly unknown[], key: string, compute: () => T): T {
  const views = table.memo('list views', () => new WeakMap<readonly unknown[], Map<string, unknown>>())
  let cache = views.get(rows)
  if (!cache) views.set(rows, (cache = new Map()))
  if (!cache.has(key)) {
    const view = compute()
    // Charged with the version's other memos (mocks/store/memory.ts).
    table.current.memoGrew(derivedBytes(view))
    cache.set(key, frozenUnderTest(view))
  }
  return cache.get(key) as T
}

function list<Row, Key extends string | number, F extends IdentityFields<Row>>(
  collection: Collection<Row, Key, F>,
  request: ApiRequest,
  db: IdentityDb,
): ApiResponse {
  const query = request.url.searchParams
  const output = outputContext(request, db)
  const table = db[collection.table]
  const all = collection.rows(db)
  let rows = all
  if (collection.filter) {
    const filtered = collection.filter(rows, query, db)
    if ('errors' in filtered) return errors.validation(filtered.errors)
    rows = filtered
  }

  const terms = parseSearchTerms(query.get('search'))
  if (terms.length > 0 && collection.searchFields.length > 0) {
    const texts = (row: Row) =>
      collection.searchFields.map((name) => {
        const value = collection.fields[name]?.read(row, name, output)
        return typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value)
      })
    rows =
      rows === all && all.length >= INDEX_FROM
        ? cachedForRows(table, all, SEARCH_INDEX.of({}), () => new TextIndex(all, texts)).search(terms)
        : rows.filter((row) => matchesSearch(terms, texts(row)))
  }

  const orderable = new Set(
    Object.entries(collection.fields)
      .filter(([, field]) => field.orderable)
      .map(([name]) => name),
  )
  const ordering = parseOrdering(query.get('ordering'), orderable)
  const valueOf = (row: Row, field: string) => collection.fields[field]?.read(row, field, output) ?? null
  const [only] = ordering
  const ordered =
    rows === all &&
    all.length >= INDEX_FROM &&
    ordering.length === 1 &&
    only &&
    collection.fields[only.field]?.shows === 'column'
      ? cachedForRows(table, all, SORTED.of({ ordering: orderingName(only) }), () =>
          applyOrdering(all, ordering, valueOf),
        )
      : applyOrdering(rows, ordering, valueOf)

  const page = parsePageRequest(query)
  const { count, results } = paginate(ordered, page)
  const { next, previous } = pageLinks(pageUrl(request), page, count)
  const body = { count, next, previous, results: results.map((row) => renderRow(collection, row, output)) }
  return { status: 200, body }
}

function orderingName(key: OrderingKey): string {
  return `${key.descending ? '-' : ''}${key.field}`
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
