import type { ApiResponse } from '../../http/types.js'
import { type ArgEnv } from '../args.js'
import { RequestParams } from '../body.js'
import { type CalendarDb } from '../db.js'
import { givenFields, isDuplicate } from '../duplicates.js'
import { errors } from '../errors.js'
import { isEmpty, isMap, isNumeric, listToArray, toInt, type PhpMap, type PhpValue } from '../php.js'
import type { LinkedRow } from '../schemas.js'
import { type LinkedType } from './linked-type.js'
import { findDuplicate, insertLinked, linkedChanges } from './writes.js'

/**
 * A venue or organizer named on an event write (`venue`, `organizer`): an id, or the fields of a
 * record to create inline, read once, checked, planned (nothing written), then carried out.
 */

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

/** Ids named by a list parameter (`1,2` or `[1, 2]`). */
export function idList(value: PhpValue | undefined): number[] {
  return listToArray(value).filter(isNumeric).map(toInt)
}
