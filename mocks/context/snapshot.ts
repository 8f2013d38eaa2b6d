import { CalendarDb, type CalendarSnapshot } from '../calendar/db.js'
import { documentProblem, type Parsed } from '../http/json.js'
import type { ContextChanges, MockContext } from './context.js'
import { IdentityDb, type IdentitySnapshot } from '../identity/db.js'
import type { StoreVersion } from '../store/store.js'

/**
 * The whole store of both APIs: as one JSON document (taken, checked row by row, restored),
 * and as a version (both stores at one moment, immutable), which is what start states,
 * sessions and isolated tests share.
 */

export const SNAPSHOT_FORMAT = 'standin-snapshot/1'

export interface StoreSnapshot {
  format: typeof SNAPSHOT_FORMAT
  identity: IdentitySnapshot
  calendar: CalendarSnapshot
}

/** Both stores at one moment: adopting it costs O(tables), whatever the rows. */
export interface ContextVersion {
  identity: StoreVersion
  calendar: StoreVersion
}

export function takeSnapshot(context: MockContext): StoreSnapshot {
  return { format: SNAPSHOT_FORMAT, identity: context.identity.snapshot(), calendar: context.calendar.snapshot() }
}

export function freezeStores(context: MockContext): ContextVersion {
  return { identity: context.identity.freeze(), calendar: context.calendar.freeze() }
}

/** Makes both stores what `version` holds. The caller runs it alone against the context. */
export function adoptStores(
  context: Pick<MockContext, 'identity' | 'calendar' | 'onAdopt'>,
  version: ContextVersion,
): void {
  context.identity.adopt(version.identity)
  context.calendar.adopt(version.calendar)
  context.onAdopt?.(version)
}

export type CheckedSnapshot = { ok: true; snapshot: StoreSnapshot } | { ok: false; error: string }

/** The versions checked snapshots make, so that restoring one does not check its rows again. */
const checkedVersions = new WeakMap<StoreSnapshot, ContextVersion>()

type Schema = typeof import('./snapshot-schema.js')

/** zod's first complaint, where it is: `identity.random.a: Invalid input...`. */
function firstIssue(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0]
  return `${issue?.path.map(String).join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`
}

/** The first table or sequence a store does not have, named; a document naming one was not written for this standin. */
function unknownNames(
  store: 'identity' | 'calendar',
  state: { tables: object; sequences: object },
): string | undefined {
  const db = store === 'identity' ? new IdentityDb() : new CalendarDb()
  const tables = Object.keys(state.tables).filter((name) => !Object.hasOwn(db.tables, name))
  if (tables.length > 0) return `${store}: unknown table(s) ${tables.join(', ')}`
  const sequences = Object.keys(state.sequences).filter((name) => !Object.hasOwn(db.initialSequences, name))
  if (sequences.length > 0) return `${store}: unknown sequence(s) ${sequences.join(', ')}`
  return undefined
}

/** A sequence behind an id its store already holds (the next create would collide), named; undefined when none is. */
export function laggingProblem(context: Pick<MockContext, 'identity' | 'calendar'>): string | undefined {
  const identity = context.identity.laggingSequence()
  if (identity) return `identity: ${identity}`
  const calendar = context.calendar.laggingSequence()
  return calendar ? `calendar: ${calendar}` : undefined
}

/**
 * Checks a snapshot document whole before anything changes: its shape (nesting, no `__proto__`,
 * only the keys standin writes), the names of its tables and sequences, every row against its
 * schema, and that no sequence lags its rows; builds the version it restores to.
 */
export async function checkSnapshot(value: unknown): Promise<CheckedSnapshot> {
  const problem = documentProblem(value)
  if (problem) return { ok: false, error: `not a standin snapshot: ${problem}` }
  const { envelopeOf }: Schema = await import('./snapshot-schema.js')
  const parsed = envelopeOf(SNAPSHOT_FORMAT).safeParse(value)
  if (!parsed.success) return { ok: false, error: `not a standin snapshot: ${firstIssue(parsed.error)}` }
  const snapshot = parsed.data as StoreSnapshot
  const unknown = unknownNames('identity', snapshot.identity) ?? unknownNames('calendar', snapshot.calendar)
  if (unknown) return { ok: false, error: unknown }
  try {
    const versions = {
      identity: await new IdentityDb().versionOf(snapshot.identity),
      calendar: await new CalendarDb().versionOf(snapshot.calendar),
    }
    const scratch = { identity: new IdentityDb(), calendar: new CalendarDb() }
    adoptStores(scratch, versions)
    const lagging = laggingProblem(scratch)
    if (lagging) return { ok: false, error: lagging }
    checkedVersions.set(snapshot, versions)
  } catch (error) {
    // A row's refusal lists zod's issues over several lines: one line says it as well.
    return { ok: false, error: (error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' ') }
  }
  return { ok: true, snapshot }
}

/**
 * Checks one change line of a `--persist` log as checkSnapshot checks a snapshot (its rows are
 * checked as they are replayed, and the sequences once all are): what it holds, or what is wrong.
 */
export async function checkChanges(value: unknown): Promise<Parsed<ContextChanges>> {
  const problem = documentProblem(value)
  if (problem) return { ok: false, error: `not a change: ${problem}` }
  const { changeLine }: Schema = await import('./snapshot-schema.js')
  const parsed = changeLine.safeParse(value)
  if (!parsed.success) return { ok: false, error: `not a change: ${firstIssue(parsed.error)}` }
  const { identity, calendar } = parsed.data.changes
  const unknown = (identity && unknownNames('identity', identity)) ?? (calendar && unknownNames('calendar', calendar))
  if (unknown) return { ok: false, error: unknown }
  return { ok: true, value: parsed.data.changes as ContextChanges }
}

/** The version a snapshot restores to: built when it was checked, else checked now (throws when a row does not fit). */
export async function snapshotVersion(snapshot: StoreSnapshot): Promise<ContextVersion> {
  const checked = checkedVersions.get(snapshot)
  if (checked) return checked
  return {
    identity: await new IdentityDb().versionOf(snapshot.identity),
    calendar: await new CalendarDb().versionOf(snapshot.calendar),
  }
}

/** Replaces both stores' content; runs alone against the context. Check the snapshot first. */
export async function restoreSnapshot(context: MockContext, snapshot: StoreSnapshot): Promise<void> {
  const version = await snapshotVersion(snapshot)
  return context.exclusive(() => adoptStores(context, version))
}
