import { CalendarDb, type CalendarSnapshot } from '../calendar/db.js'
import type { MockContext } from './context.js'
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
export function adoptStores(context: MockContext, version: ContextVersion): void {
  context.identity.adopt(version.identity)
  context.calendar.adopt(version.calendar)
  context.onAdopt?.(version)
}

export type CheckedSnapshot = { ok: true; snapshot: StoreSnapshot } | { ok: false; error: string }

/** The versions checked snapshots make, so that restoring one does not check its rows again. */
const checkedVersions = new WeakMap<StoreSnapshot, ContextVersion>()

/** Checks the envelope, then every row against its schema, building the version it restores to. */
export async function checkSnapshot(value: unknown): Promise<CheckedSnapshot> {
  const { envelopeOf } = await import('./snapshot-schema.js')
  const parsed = envelopeOf(SNAPSHOT_FORMAT).safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return {
      ok: false,
      error: `not a standin snapshot: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    }
  }
  const snapshot = parsed.data as StoreSnapshot
  const identity = new IdentityDb()
  const calendar = new CalendarDb()
  for (const [name, store] of [
    ['identity', identity],
    ['calendar', calendar],
  ] as const) {
    const tables = Object.keys(store.tables)
    const unknown = Object.keys(snapshot[name].tables).filter((table) => !tables.includes(table))
    if (unknown.length > 0) return { ok: false, error: `${name}: unknown table(s) ${unknown.join(', ')}` }
  }
  try {
    const versions = {
      identity: await identity.versionOf(snapshot.identity),
      calendar: await calendar.versionOf(snapshot.calendar),
    }
    for (const [name, db] of [
      ['identity', identity],
      ['calendar', calendar],
    ] as const) {
      db.adopt(versions[name])
      const lagging = db.laggingSequence()
      if (lagging) return { ok: false, error: `${name}: ${lagging}` }
    }
    checkedVersions.set(snapshot, versions)
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
  return { ok: true, snapshot }
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
