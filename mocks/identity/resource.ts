import type { ApiRequest, ApiResponse, JsonObject, JsonValue } from '../http/types.js'
import { answerOnce, dependsOn, keptAnswers } from '../http/answers.js'
import { Writer } from './audit.js'
import { authenticate } from './auth.js'
import { parseBody } from './body.js'
import type { IdentityContext } from './context.js'
import { auditScope, pageUrl, requestOrigin } from './context.js'
import type { Table } from '../store/table.js'
import { TextIndex } from '../store/text-index.js'
import type { IdentityDb } from './db.js'
import { errors, type FieldErrors } from './errors.js'
import type { Fields, KeyType, OutputContext } from './fields.js'
import { normalizeUuid, parseInteger } from './fields.js'
import { applyOrdering, matchesSearch, type OrderingKey, parseOrdering, parseSearchTerms } from './listing.js'
import { pageLinks, paginate, parsePageRequest } from './pagination.js'
import { render, validateInput } from './serializer.js'

export type IdentityFields<Row> = Fields<IdentityDb, Row>

export interface WriteContext<Row> {
  db: IdentityDb
  writer: Writer
  now: Date
  /** The row being updated; undefined on create. */
  instance: Row | undefined
}

/**
 * One collection of the identity API, as a DRF ModelViewSet describes it: its serializer
 * fields, its queryset, and what saving and deleting do to the store.
 */
export interface Resource<Row> {
  /** Collection path under the API root, with trailing slash: `/core/users/`. */
  path: string
  /** The Swagger definition its items follow (`User`). */
  schema: string
  /** The item path parameter as the spec names it (`id`, `pbm_uuid`...). */
  lookup: string
  keyType: KeyType
  readOnly?: boolean
  fields: IdentityFields<Row>
  /** Rendered fields that `search` looks in. */
  searchFields: readonly string[]
  /** The table the rows come from (its version keeps cached sort orders and indexes fresh). */
  table(db: IdentityDb): Table<any, any>
  /** The queryset, in its default order. */
  rows(db: IdentityDb): readonly Row[]
  get(db: IdentityDb, key: string | number): Row | undefined
  /** Extra list filters (query parameters other than the common four). */
  filter?(rows: readonly Row[], query: URLSearchParams, db: IdentityDb): readonly Row[] | { errors: FieldErrors }
  /** Object-level validation once every field is valid (unique together...). */
  validate?(values: Record<string, unknown>, context: WriteContext<Row>): FieldErrors | undefined
  create?(values: Record<string, unknown>, context: WriteContext<Row>): Promise<Row>
  update?(row: Row, values: Record<string, unknown>, context: WriteContext<Row>): Promise<Row>
  destroy?(row: Row, context: WriteContext<Row>): Promise<void>
}

export type ListAction = 'list' | 'create'
export type ItemAction = 'read' | 'update' | 'partial_update' | 'delete'
export type Action = ListAction | ItemAction

/** The path id as the model's key: malformed ids find nothing (DRF answers 404, not 400). */
export function parseKey(raw: string | undefined, keyType: KeyType): string | number | undefined {
  if (raw === undefined) return undefined
  if (keyType === 'uuid') return normalizeUuid(raw)
  const key = parseInteger(raw)
  return key !== undefined && !raw.includes('.') ? key : undefined
}

function outputContext(request: ApiRequest, db: IdentityDb): OutputContext<IdentityDb> {
  return { db, origin: requestOrigin(request) }
}

function renderRow<Row>(resource: Resource<Row>, row: Row, output: OutputContext<IdentityDb>): JsonObject {
  return render(resource.fields, row, output)
}

/** Past this many rows, searches and sort orders of the whole collection are kept. */
const INDEX_FROM = 200

/**
 * A value computed from a collection's rows, kept while the table is unchanged and `rows` is
 * the same array: a view rebuilt on every call (one that reads other tables) is never cached.
 */
function cachedForRows<T>(table: Table<any, any>, rows: readonly unknown[], name: string, compute: () => T): T {
  const views = table.memo('list views', () => new WeakMap<readonly unknown[], Map<string, unknown>>())
  let cache = views.get(rows)
  if (!cache) views.set(rows, (cache = new Map()))
  if (!cache.has(name)) cache.set(name, compute())
  return cache.get(name) as T
}

function list<Row>(resource: Resource<Row>, request: ApiRequest, db: IdentityDb): ApiResponse {
  const query = request.url.searchParams
  const output = outputContext(request, db)
  const table = resource.table(db)
  const all = resource.rows(db)
  let rows = all
  if (resource.filter) {
    const filtered = resource.filter(rows, query, db)
    if ('errors' in filtered) return errors.validation(filtered.errors)
    rows = filtered
  }

  const terms = parseSearchTerms(query.get('search'))
  if (terms.length > 0 && resource.searchFields.length > 0) {
    const texts = (row: Row) =>
      resource.searchFields.map((name) => {
        const value = resource.fields[name]?.read(row, name, output)
        return typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value)
      })
    rows =
      rows === all && all.length >= INDEX_FROM
        ? cachedForRows(table, all, 'search', () => new TextIndex(all, texts)).search(terms)
        : rows.filter((row) => matchesSearch(terms, texts(row)))
  }

  const orderable = new Set(Object.entries(resource.fields).filter(([, field]) => field.orderable).map(([name]) => name))
  const ordering = parseOrdering(query.get('ordering'), orderable)
  const valueOf = (row: Row, field: string) => resource.fields[field]!.read(row, field, output)
  const [only] = ordering
  const ordered =
    rows === all && all.length >= INDEX_FROM && ordering.length === 1 && only && resource.fields[only.field]?.stored
      ? cachedForRows(table, all, `sort ${orderingName(only)}`, () => applyOrdering(all, ordering, valueOf))
      : applyOrdering(rows, ordering, valueOf)

  const page = parsePageRequest(query)
  const { count, results } = paginate(ordered, page)
  const { next, previous } = pageLinks(pageUrl(request), page, count)
  return { status: 200, body: { count, next, previous, results: results.map((row) => renderRow(resource, row, output)) } }
}

function orderingName(key: OrderingKey): string {
  return `${key.descending ? '-' : ''}${key.field}`
}

async function create<Row>(resource: Resource<Row>, request: ApiRequest, context: IdentityContext): Promise<ApiResponse> {
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
  const validated = validateInput<IdentityDb, Row>(resource.fields, parsed.data, {
    db,
    instance: undefined,
    partial: false,
    form: isForm(request),
  })
  if (!validated.ok) return refuse(validated.errors)
  const write = writeContext<Row>(request, context, undefined)
  const invalid = resource.validate?.(validated.values, write)
  if (invalid) return refuse(invalid)
  const row = await resource.create!(validated.values, write)
  return { status: 201, body: renderRow(resource, row, outputContext(request, db)) }
}

async function update<Row>(
  resource: Resource<Row>,
  row: Row,
  request: ApiRequest,
  context: IdentityContext,
  partial: boolean,
): Promise<ApiResponse> {
  const db = context.identity
  const parsed = await parseBody(request)
  if (!parsed.ok) return parsed.response
  const validated = validateInput(resource.fields, parsed.data, { db, instance: row, partial, form: isForm(request) })
  if (!validated.ok) return errors.validation(validated.errors)
  const write = writeContext(request, context, row)
  const invalid = resource.validate?.(validated.values, write)
  if (invalid) return errors.validation(invalid)
  const saved = await resource.update!(row, validated.values, write)
  return { status: 200, body: renderRow(resource, saved, outputContext(request, db)) }
}

function writeContext<Row>(request: ApiRequest, context: IdentityContext, instance: Row | undefined): WriteContext<Row> {
  const scope = auditScope(request, context)
  return { db: context.identity, writer: new Writer(context.identity, scope), now: scope.now, instance }
}

function isForm(request: ApiRequest): boolean {
  const type = request.headers['content-type'] ?? ''
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type.trim())
}

/** The media types our renderers produce: JSON, and the browsable API's HTML (answered as JSON). */
function acceptable(request: ApiRequest): boolean {
  const accept = request.headers.accept
  if (!accept) return true
  return accept
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase())
    .some((type) => ['*/*', 'application/*', 'application/json', 'text/*', 'text/html', ''].includes(type))
}

/** A read depends on the store and on where the client addresses it (its links), nothing else. */
export const LIST_KEY = dependsOn('identity list', { request: ['path', 'query'], own: ['origin'] })
export const READ_KEY = dependsOn('identity read', { request: ['path', 'query'], own: ['origin'] })

/**
 * Runs one action in DRF's order: content negotiation, authentication, then the handler
 * (lookup, body parsing, validation).
 */
export async function runAction<Row>(
  resource: Resource<Row>,
  action: Action,
  request: ApiRequest,
  context: IdentityContext,
): Promise<ApiResponse> {
  if (!acceptable(request)) return errors.notAcceptable()
  const denied = authenticate(request, context.token)
  if (denied) return denied
  const db = context.identity
  const answers = () => db.memo('answers', keptAnswers)
  if (action === 'list') return answerOnce(answers(), LIST_KEY.of(request, { origin: requestOrigin(request) }), () => list(resource, request, db))
  if (action === 'create') return create(resource, request, context)

  const key = parseKey(request.params[resource.lookup], resource.keyType)
  const row = key === undefined ? undefined : resource.get(db, key)
  if (row === undefined) return errors.notFound()
  if (action === 'read') {
    return answerOnce(answers(), READ_KEY.of(request, { origin: requestOrigin(request) }), () => ({
      status: 200,
      body: renderRow(resource, row, outputContext(request, db)),
    }))
  }
  if (action === 'delete') {
    await resource.destroy!(row, writeContext(request, context, row))
    return { status: 204 }
  }
  return update(resource, row, request, context, action === 'partial_update')
}
