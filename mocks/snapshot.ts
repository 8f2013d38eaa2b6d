import { z } from 'zod'
import { CalendarDb, type CalendarSnapshot } from './calendar/db.js'
import type { MockContext } from './context.js'
import { IdentityDb, type IdentitySnapshot } from './identity/db.js'

/**
 * The whole store of both APIs as one JSON document: taken, checked (every row against its
 * schema, on scratch stores, so a bad snapshot changes nothing), and restored.
 */

export const SNAPSHOT_FORMAT = 'standin-snapshot/1'

export interface StoreSnapshot {
  format: typeof SNAPSHOT_FORMAT
  identity: IdentitySnapshot
  calendar: CalendarSnapshot
}

const counter = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
const storeSnapshot = z.object({
  tables: z.record(z.string(), z.array(z.unknown())),
  sequences: z.record(z.string(), counter),
  random: z.object({ a: z.number().int(), b: z.number().int(), c: z.number().int(), d: z.number().int() }),
})
const envelope = z.object({ format: z.literal(SNAPSHOT_FORMAT), identity: storeSnapshot, calendar: storeSnapshot })

export function takeSnapshot(context: MockContext): StoreSnapshot {
  return { format: SNAPSHOT_FORMAT, identity: context.identity.snapshot(), calendar: context.calendar.snapshot() }
}

export type CheckedSnapshot = { ok: true; snapshot: StoreSnapshot } | { ok: false; error: string }

/** Restores the snapshot into scratch stores: whatever fails there is what is wrong with it. */
export async function checkSnapshot(value: unknown): Promise<CheckedSnapshot> {
  const parsed = envelope.safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { ok: false, error: `not a standin snapshot: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}` }
  }
  const snapshot = parsed.data as unknown as StoreSnapshot
  for (const [name, tables] of [
    ['identity', Object.keys(new IdentityDb().tables)],
    ['calendar', Object.keys(new CalendarDb().tables)],
  ] as const) {
    const unknown = Object.keys(snapshot[name].tables).filter((table) => !tables.includes(table))
    if (unknown.length > 0) return { ok: false, error: `${name}: unknown table(s) ${unknown.join(', ')}` }
  }
  try {
    for (const [name, db, state] of [['identity', new IdentityDb(), snapshot.identity], ['calendar', new CalendarDb(), snapshot.calendar]] as const) {
      await db.restore(state)
      const lagging = db.laggingSequence()
      if (lagging) return { ok: false, error: `${name}: ${lagging}` }
    }
  } catch (error) {
    return { ok: false, error: (error as Error).message }
  }
  return { ok: true, snapshot }
}

/** Replaces both stores' content. The caller runs it alone against the context (see below). */
export async function restoreStores(context: MockContext, snapshot: Omit<StoreSnapshot, 'format'>): Promise<void> {
  await context.identity.restore(snapshot.identity)
  await context.calendar.restore(snapshot.calendar)
}

/** Replaces both stores' content; runs alone against the context. Check the snapshot first. */
export function restoreSnapshot(context: MockContext, snapshot: StoreSnapshot): Promise<void> {
  return context.exclusive(() => restoreStores(context, snapshot))
}
