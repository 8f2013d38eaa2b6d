import type { ApiResponse, JsonObject } from '../../http/types.js'
import type { Table } from '../../store/table.js'
import { type ArgEnv, type Args, unrequired } from '../args.js'
import { RequestParams } from '../body.js'
import type { Site } from '../context.js'
import { parseDb } from '../dates.js'
import { type CalendarDb, SITE_ADMIN } from '../db.js'
import {
  authenticatedOnly,
  type Call,
  created,
  deleteBy,
  editBy,
  ID_PATTERN,
  type ItemNames,
  type ListNames,
  ok,
  readBy,
  readKey,
  SLUG_PATTERN,
  type Endpoint,
  type WpRoute,
} from '../endpoint.js'
import { type DuplicateFields, givenFields, isDuplicate } from '../duplicates.js'
import { errors } from '../errors.js'
import { imageAttachment } from '../images.js'
import { archiveResponse, pageArgs, paginate, queryPairs } from '../pagination.js'
import { isEmpty, isMap, isNumeric, isTruthy, listToArray, textOf, toInt, type PhpMap, type PhpValue } from '../php.js'
import {
  authorOf,
  canRead,
  dateFields,
  defaultStatuses,
  globalIdFields,
  modifiedFields,
  permalink,
  postSlug,
  renderImage,
  requestedDate,
  resolveStatus,
  statusMatches,
  storableStatus,
  trashedSlug,
} from '../posts.js'
import type { EventRow, LinkedRow } from '../schemas.js'
import { autop } from '../text.js'
import { bySlug, isEventId, isString, statusList, statusListCheck } from '../validators.js'

/**
 * What venues and organizers share: both are "linked posts" of events, with the same routes
 * (list, create, read, update, trash, by id and by slug), the same list filters, the same
 * duplicate avoidance on create (duplicates.ts), and the same way of dropping empty fields on output.
 */

export interface LinkedType {
  type: 'venue' | 'organizer'
  plural: 'venues' | 'organizers'
  table(db: CalendarDb): Table<LinkedRow, number>
  /** The plugin's `CREATE_args`. */
  createArgs: Args
  /** Text fields stored under their API names. */
  fields: readonly string[]
  /** Fields `search` looks in besides the name, description and excerpt. */
  searchFields: readonly string[]
  /** What duplicate detection compares besides the name. */
  duplicateFields: DuplicateFields
  /** The events that link to a record. */
  linkedEvents(db: CalendarDb, id: number): EventRow[]
  /** Removes the record from the events that link to it (done when it is trashed). */
  unlink(db: CalendarDb, id: number): Promise<void>
  /** Type-specific values of a write (a venue's map flags). */
  extraValues?(params: RequestParams): Record<string, unknown>
  /** The type's own keys, in the plugin's order, between the common ones and `json_ld`. */
  renderFields(site: Site, db: CalendarDb, row: LinkedRow): JsonObject
  /** Keys the plugin adds after dropping empty ones (a venue's map flags). */
  renderTail?(row: LinkedRow): JsonObject
  jsonLd(site: Site, db: CalendarDb, row: LinkedRow): JsonObject
}

// ---------------------------------------------------------------------------------------
// Output

/** A venue or organizer as the plugin shows it, standalone or embedded in an event. */
export function renderLinked(
  linked: LinkedType,
  site: Site,
  db: CalendarDb,
  row: LinkedRow,
  single: boolean,
): JsonObject {
  const data: JsonObject = {
    id: row.id,
    author: String(row.author),
    status: row.status,
    date: row.date,
    date_utc: row.date_utc,
    modified: row.modified,
    modified_utc: row.modified_utc,
    url: permalink(site, linked.type, row),
    [linked.type]: row.title,
    description: autop(row.content),
    excerpt: autop(row.excerpt),
    slug: row.slug,
    image: renderImage(site, db, row.image),
    ...linked.renderFields(site, db, row),
  }
  if (single) data.json_ld = linked.jsonLd(site, db, row)
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value as PhpValue))) as JsonObject
  return { ...kept, ...linked.renderTail?.(row), ...globalIdFields(site, row.id) }
}

// ---------------------------------------------------------------------------------------
// Writes

/** The row changes a write asks for: only what the request carries (partial updates). */
function linkedChanges(
  linked: LinkedType,
  db: CalendarDb,
  params: RequestParams,
  current: LinkedRow | undefined,
  nowMs: number,
): Partial<LinkedRow> {
  const changes: Record<string, unknown> = {}
  if (params.has(linked.type)) changes.title = textOf(params.get(linked.type)).trim()
  if (params.has('description')) changes.content = textOf(params.get('description'))
  if (params.has('author')) changes.author = authorOf(params, SITE_ADMIN.id)
  for (const field of linked.fields) if (params.has(field)) changes[field] = textOf(params.get(field))
  if (params.has('image')) changes.image = imageAttachment(db, params.get('image') ?? null)?.id ?? null
  Object.assign(changes, linked.extraValues?.(params))
  const date = requestedDate(params, nowMs)
  const dateMs = date ?? (current ? parseDb(current.date_utc) : nowMs)
  if (date !== undefined) Object.assign(changes, dateFields(date))
  const requested = storableStatus(params.get('status'))
  if (requested !== undefined || date !== undefined || !current) {
    changes.status = resolveStatus(requested, current?.status, dateMs, nowMs)
  }
  return changes as Partial<LinkedRow>
}

/** A record's text under the fields duplicate detection compares. */
function duplicateRecord(linked: LinkedType, row: LinkedRow): Record<string, string> {
  const columns = row as unknown as Record<string, unknown>
  const record: Record<string, string> = { [linked.type]: row.title }
  for (const field of Object.keys(linked.duplicateFields))
    record[field] = String((field === 'description' ? row.content : columns[field]) ?? '')
  return record
}

/** The existing record (not trashed) a create with these parameters would duplicate. */
function findDuplicate(linked: LinkedType, db: CalendarDb, params: RequestParams): LinkedRow | undefined {
  const given = givenFields(linked.type, linked.duplicateFields, params)
  return linked
    .table(db)
    .rows()
    .find(
      (row) =>
        row.status !== 'trash' && isDuplicate(linked.type, linked.duplicateFields, given, duplicateRecord(linked, row)),
    )
}

/** Inserts a record with the changes a write asks for (the caller checked them). */
async function insertLinked(
  linked: LinkedType,
  db: CalendarDb,
  changes: Partial<LinkedRow>,
  nowMs: number,
): Promise<LinkedRow> {
  const id = db.nextPostId()
  const table = linked.table(db)
  const title = changes.title ?? ''
  const blank: Record<string, unknown> = Object.fromEntries(linked.fields.map((field) => [field, '']))
  const row = {
    id,
    author: SITE_ADMIN.id,
    ...dateFields(nowMs),
    ...modifiedFields(nowMs),
    content: '',
    excerpt: '',
    password: '',
    image: null,
    ...blank,
    ...(linked.type === 'venue' ? { lat: null, lng: null, show_map: null, show_map_link: null } : {}),
    ...changes,
    title,
    status: changes.status ?? 'publish',
    slug: postSlug(table, title, id),
  }
  return table.insert(row as LinkedRow)
}

/**
 * An event write's `venue` or `organizer` entry, read once: what its check, its plan and the
 * write all go by.
 */
export type LinkedEntry =
  /** Empty: no link. */
  | { kind: 'none' }
  /** A bare id (`7`, `"7"`). */
  | { kind: 'id'; id: number }
  /** `{"id": …}`: the id, or undefined when it is not a number. */
  | { kind: 'wrapped id'; id: number | undefined }
  /** The fields of a record to create. */
  | { kind: 'fields'; fields: PhpMap }
  /** Neither (text that is no id, a list). */
  | { kind: 'invalid' }

/**
 * An inline record is read once per request: the argument check reads it first (WordPress
 * checks arguments before the handler runs), and the write's plan takes the same entry.
 */
const readEntries = new WeakMap<PhpMap, LinkedEntry>()

export function readLinkedEntry(value: PhpValue): LinkedEntry {
  if (isEmpty(value)) return { kind: 'none' }
  if (isNumeric(value)) return { kind: 'id', id: toInt(value) }
  if (!isMap(value)) return { kind: 'invalid' }
  let entry = readEntries.get(value)
  if (entry === undefined) {
    entry = !isEmpty(value.id ?? null)
      ? { kind: 'wrapped id', id: isNumeric(value.id) ? toInt(value.id) : undefined }
      : { kind: 'fields', fields: value }
    readEntries.set(value, entry)
  }
  return entry
}

/** Whether an entry names a record that exists, or fields the type's `CREATE_args` accept (as the plugin validates). */
export function isValidEntry(linked: LinkedType, entry: LinkedEntry, env: ArgEnv): boolean {
  switch (entry.kind) {
    case 'id':
    case 'wrapped id':
      return entry.id !== undefined && linked.table(env.db).has(entry.id)
    case 'fields':
      return Object.entries(linked.createArgs).every(([name, arg]) => {
        const value = entry.fields[name]
        const present = value !== undefined && value !== null
        if (arg.required && !present) return false
        return !present || !arg.validate || arg.validate(value, env) === true
      })
    default:
      return false
  }
}

/** A record an event write creates: its row changes and what duplicate detection compares, read once. */
interface NewLinked {
  changes: Partial<LinkedRow>
  given: Record<string, string>
}

/**
 * What an event write's entry comes to: nothing, an existing record, a record to create (or
 * the existing one it duplicates), or an error. Nothing is written.
 */
export type LinkedPlan =
  | { kind: 'none' }
  | { kind: 'existing'; id: number }
  | { kind: 'create'; record: NewLinked }
  | { kind: 'error'; response: ApiResponse }

export function planLinked(
  linked: LinkedType,
  db: CalendarDb,
  entry: LinkedEntry,
  pending: readonly LinkedPlan[],
  nowMs: number,
): LinkedPlan {
  const table = linked.table(db)
  const stored = (id: number | undefined): id is number => id !== undefined && table.has(id)
  switch (entry.kind) {
    case 'none':
      return { kind: 'none' }
    case 'id':
      return stored(entry.id)
        ? { kind: 'existing', id: entry.id }
        : { kind: 'error', response: errors.couldNotCreate(linked.type) }
    case 'wrapped id':
      return stored(entry.id)
        ? { kind: 'existing', id: entry.id }
        : { kind: 'error', response: errors.invalidLinkedPostId() }
    case 'invalid':
      return { kind: 'error', response: errors.couldNotCreate(linked.type) }
  }
  const params = new RequestParams({ json: entry.fields }, ['json', 'defaults'])
  const name = params.get(linked.type)
  if (typeof name !== 'string' || isEmpty(name)) return { kind: 'error', response: errors.couldNotCreate(linked.type) }
  const duplicate = findDuplicate(linked, db, params)
  if (duplicate) return { kind: 'existing', id: duplicate.id }
  // A record the same request creates earlier counts too.
  const given = givenFields(linked.type, linked.duplicateFields, params)
  const same = pending.find(
    (plan) => plan.kind === 'create' && isDuplicate(linked.type, linked.duplicateFields, given, plan.record.given),
  )
  return same ?? { kind: 'create', record: { changes: linkedChanges(linked, db, params, undefined, nowMs), given } }
}

/** Carries out plans in order; a plan met twice (a duplicate inside one request) is created once. */
export async function applyLinkedPlans(
  linked: LinkedType,
  db: CalendarDb,
  plans: readonly LinkedPlan[],
  nowMs: number,
): Promise<number[]> {
  const made = new Map<LinkedPlan, number>()
  const ids: number[] = []
  for (const plan of plans) {
    if (plan.kind === 'existing') ids.push(plan.id)
    else if (plan.kind === 'create') {
      let id = made.get(plan)
      if (id === undefined) {
        id = (await insertLinked(linked, db, plan.record.changes, nowMs)).id
        made.set(plan, id)
      }
      ids.push(id)
    }
  }
  return [...new Set(ids)]
}

// ---------------------------------------------------------------------------------------
// Routes

function listArgs(linked: LinkedType): Args {
  const noun = linked.plural
  const title = noun.charAt(0).toUpperCase() + noun.slice(1)
  return {
    ...pageArgs(noun),
    search: {
      required: false,
      validate: isString,
      description: `${title} should contain the specified string in the title, description or custom fields`,
      type: 'string',
    },
    event: {
      required: false,
      validate: isEventId,
      description: `${title} should be related to this event`,
      type: 'integer',
    },
    has_events: { required: false, description: `${title} should have events associated to them`, docType: 'boolean' },
    only_with_upcoming: {
      required: false,
      description: `${title} should have upcoming events associated to them`,
      docType: 'boolean',
      default: false,
    },
    status: {
      required: false,
      validate: statusListCheck,
      docType: 'string',
      format: 'string',
      description: `The ${linked.type} post status`,
    },
  }
}

function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word !== '')
}

function list(linked: LinkedType, call: Call): ApiResponse {
  const { db, params, site, viewer, nowMs } = call
  const page = Number(params.get('page'))
  const perPage = Number(params.get('per_page'))
  const wanted =
    params.get('status') === undefined
      ? defaultStatuses(viewer)
      : (statusList(params.get('status'), viewer) as string[])
  let rows = linked.table(db).filter((row) => statusMatches(row.status, wanted))

  const search = params.get('search')
  if (typeof search === 'string') {
    const words = searchWords(search)
    rows = rows.filter((row) => {
      const record = row as unknown as Record<string, string>
      const fields = [row.title, row.content, row.excerpt, ...linked.searchFields.map((field) => record[field] ?? '')]
      return fields.some((field) => words.every((word) => field.toLowerCase().includes(word)))
    })
  }
  const eventId = params.get('event')
  if (eventId !== undefined) {
    const event = db.events.get(toInt(eventId))
    rows = rows.filter(
      (row) =>
        event !== undefined && linked.linkedEvents(db, row.id).some((linkedEvent) => linkedEvent.id === event.id),
    )
  }
  const hasEvents = params.get('has_events')
  if (hasEvents !== undefined) {
    const counted = (row: LinkedRow) =>
      linked.linkedEvents(db, row.id).some((event) => event.status !== 'draft' && event.status !== 'pending')
    rows = rows.filter((row) => counted(row) === isTruthy(hasEvents))
  }
  if (isTruthy(params.get('only_with_upcoming'))) {
    const visible = defaultStatuses(viewer)
    rows = rows.filter((row) =>
      linked
        .linkedEvents(db, row.id)
        .some((event) => statusMatches(event.status, visible) && parseDb(event.start) >= nowMs),
    )
  }
  const ordered = [...rows].sort((a, b) => (a.date_utc < b.date_utc ? 1 : a.date_utc > b.date_utc ? -1 : b.id - a.id))
  const result = paginate(ordered, page, perPage)
  if (result.items.length === 0 && page > 1) return errors.archivePageNotFound(linked.type)

  const { pairs, add } = queryPairs()
  add('page', page)
  add('per_page', perPage)
  add('event', eventId)
  add('has_events', hasEvents)
  add('status', wanted === 'any' ? 'any' : wanted.join(','))
  const items = result.items.map((row) => renderLinked(linked, site, db, row, false))
  return archiveResponse(linked.plural, items, `${site.api}/${linked.plural}/`, pairs, page, result)
}

async function create(linked: LinkedType, call: Call): Promise<ApiResponse> {
  const { db, params, site, nowMs } = call
  const changes = linkedChanges(linked, db, params, undefined, nowMs)
  const row = findDuplicate(linked, db, params) ?? (await insertLinked(linked, db, changes, nowMs))
  return created(renderLinked(linked, site, db, row, false))
}

/** The record a by-id or by-slug route names (its validator made sure it exists). */
function target(linked: LinkedType, call: Call): LinkedRow {
  const table = linked.table(call.db)
  const slug = call.params.sources.url.slug
  const row = slug !== undefined ? bySlug(table, slug) : table.get(toInt(call.params.sources.url.id))
  return row as LinkedRow
}

function read(linked: LinkedType, call: Call): ApiResponse {
  const row = target(linked, call)
  if (!canRead(call.viewer, row)) return errors.notAccessible(linked.type)
  return ok(renderLinked(linked, call.site, call.db, row, true))
}

async function update(linked: LinkedType, call: Call): Promise<ApiResponse> {
  const { db, params, site, nowMs } = call
  const row = target(linked, call)
  const changes = linkedChanges(linked, db, params, row, nowMs)
  const trashing = changes.status === 'trash' && row.status !== 'trash'
  const saved = await linked.table(db).update(row.id, {
    ...changes,
    ...modifiedFields(nowMs),
    ...(trashing ? { slug: trashedSlug(row.slug) } : {}),
  })
  if (trashing) await linked.unlink(db, row.id)
  return ok(renderLinked(linked, site, db, saved, false))
}

async function trash(linked: LinkedType, call: Call): Promise<ApiResponse> {
  const { db, site, nowMs } = call
  const row = target(linked, call)
  if (row.status === 'trash') return errors.inTrash(linked.type)
  const saved = await linked
    .table(db)
    .update(row.id, { status: 'trash', slug: trashedSlug(row.slug), ...modifiedFields(nowMs) })
  await linked.unlink(db, row.id)
  return ok(renderLinked(linked, site, db, saved, false))
}

function itemEndpoints(linked: LinkedType, names: ItemNames<string>, keyArgs: Args, by: string): Endpoint[] {
  const noun = linked.type
  return [
    {
      methods: readBy(names),
      args: keyArgs,
      handle: (call) => read(linked, call),
      reads: readKey(names.read, { item: true }),
      doc: {
        summary: `Returns a ${noun} ${by}`,
        responses: {
          '200': {
            description: `Returns the data of the ${noun} with the specified post ID`,
            schema: { $ref: `#/components/schemas/${noun === 'venue' ? 'Venue' : 'Organizer'}` },
          },
          '400': { description: `The ${noun} post ID is missing or does not exist.` },
          '403': { description: `The ${noun} with the specified ID is not accessible.` },
        },
      },
    },
    {
      methods: deleteBy(names),
      args: keyArgs,
      permission: authenticatedOnly,
      handle: (call) => trash(linked, call),
      doc: {
        summary: `Moves a ${noun} ${by} to the trash`,
        responses: {
          '200': {
            description: `Deletes a ${noun} and returns its data`,
            schema: { $ref: `#/components/schemas/${noun === 'venue' ? 'Venue' : 'Organizer'}` },
          },
          '400': { description: `The ${noun} post ID is missing or does not exist.` },
          '401': { description: `The current user cannot delete the ${noun} with the specified ID.` },
          '410': { description: `The ${noun} with the specified ID has been deleted already.` },
        },
      },
    },
    {
      methods: editBy(names),
      args: { ...keyArgs, ...unrequired(linked.createArgs) },
      permission: authenticatedOnly,
      handle: (call) => update(linked, call),
      doc: {
        summary: `Updates a ${noun} ${by}`,
        responses: {
          '200': {
            description: `Returns the data of the updated ${noun}`,
            schema: { $ref: `#/components/schemas/${noun === 'venue' ? 'Venue' : 'Organizer'}` },
          },
          '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
          '401': { description: `The user is not authorized to update ${linked.plural}` },
        },
      },
    },
  ]
}

/** A linked type's route names: its list's, its records' by id, and by slug. */
export type LinkedNames<Resource extends string> = ListNames<Resource> & {
  byId: ItemNames<Resource>
  bySlug: ItemNames<`${Resource}.by_slug`>
}

export function linkedRoutes<Resource extends LinkedType['plural']>(
  linked: LinkedType & { plural: Resource },
  names: LinkedNames<Resource>,
  idCheck: Args[string]['validate'],
  slugCheck: Args[string]['validate'],
): WpRoute[] {
  const schema = linked.type === 'venue' ? 'Venue' : 'Organizer'
  return [
    {
      resource: linked.plural,
      path: `/${linked.plural}`,
      endpoints: [
        {
          methods: [['GET', names.list]],
          args: listArgs(linked),
          handle: (call) => list(linked, call),
          reads: readKey(names.list),
          doc: {
            summary: `Lists the ${linked.plural}`,
            responses: {
              '200': {
                description: `Returns all the ${linked.plural} matching the search criteria`,
                schema: { $ref: `#/components/schemas/${schema}List` },
              },
              '400': { description: 'One or more of the specified query variables has a bad format' },
              '404': { description: 'The requested page was not found.' },
            },
          },
        },
        {
          methods: [['POST', names.create]],
          args: linked.createArgs,
          permission: authenticatedOnly,
          handle: (call) => create(linked, call),
          doc: {
            summary: `Creates a ${linked.type} (or answers the existing one it duplicates)`,
            responses: {
              '201': {
                description: `Returns the data of the created ${linked.type}`,
                schema: { $ref: `#/components/schemas/${schema}` },
              },
              '400': { description: 'A required parameter is missing or an input parameter is in the wrong format' },
              '401': { description: `The user is not authorized to create ${linked.plural}` },
            },
          },
        },
      ],
    },
    {
      resource: linked.plural,
      path: `/${linked.plural}/:id`,
      params: { id: ID_PATTERN },
      endpoints: itemEndpoints(
        linked,
        names.byId,
        {
          id: {
            in: 'path',
            type: 'integer',
            description: `the ${linked.type} post ID`,
            required: true,
            ...(idCheck ? { validate: idCheck } : {}),
          },
        },
        'by its post ID',
      ),
    },
    {
      resource: `${linked.plural}.by_slug`,
      path: `/${linked.plural}/by-slug/:slug`,
      params: { slug: SLUG_PATTERN },
      endpoints: itemEndpoints(
        linked,
        names.bySlug,
        {
          slug: {
            in: 'path',
            type: 'string',
            description: `the ${linked.type} post name`,
            required: true,
            ...(slugCheck ? { validate: slugCheck } : {}),
          },
        },
        'by its slug',
      ),
    },
  ]
}

/** Ids named by a list parameter (`1,2` or `[1, 2]`). */
export function idList(value: PhpValue | undefined): number[] {
  return listToArray(value).filter(isNumeric).map(toInt)
}
