import { RequestParams } from '../body.js'
import { parseDb } from '../dates.js'
import { type CalendarDb, SITE_ADMIN } from '../db.js'
import { givenFields, isDuplicate } from '../duplicates.js'
import { imageAttachment } from '../images.js'
import { textOf } from '../php.js'
import {
  authorOf,
  dateFields,
  modifiedFields,
  postSlug,
  requestedDate,
  resolveStatus,
  storableStatus,
} from '../posts.js'
import type { LinkedRow } from '../schemas.js'
import { type LinkedType } from './linked-type.js'

/** Writing a venue or organizer: the changes a request asks for, duplicates found before a create, the insert. */

/** The row changes a write asks for: only what the request carries (partial updates). */
export function linkedChanges(
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
  const columns: Record<string, unknown> = row
  const record: Record<string, string> = { [linked.type]: row.title }
  for (const field of Object.keys(linked.duplicateFields))
    record[field] = String((field === 'description' ? row.content : columns[field]) ?? '')
  return record
}

/** The existing record (not trashed) a create with these parameters would duplicate. */
export function findDuplicate(linked: LinkedType, db: CalendarDb, params: RequestParams): LinkedRow | undefined {
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
export async function insertLinked(
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
