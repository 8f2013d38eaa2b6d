import type { JsonObject } from '../../http/types.js'
import type { Table } from '../../store/table.js'
import { type Args } from '../args.js'
import { RequestParams } from '../body.js'
import type { Site } from '../context.js'
import { type CalendarDb } from '../db.js'
import { type DuplicateFields } from '../duplicates.js'
import type { EventRow, LinkedRow } from '../schemas.js'

/**
 * What venues and organizers share: both are "linked posts" of events, with the same routes
 * (list, create, read, update, trash, by id and by slug), the same list filters, the same
 * duplicate avoidance on create (duplicates.ts), and the same way of dropping empty fields on
 * output. A linked type says where they differ.
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
