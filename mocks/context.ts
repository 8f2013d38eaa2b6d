import type { CalendarContext } from './calendar/context.js'
import { CalendarDb, type CalendarSnapshot } from './calendar/db.js'
import { type Clock, systemClock } from './http/clock.js'
import type { IdentityContext } from './identity/context.js'
import { IdentityDb, type IdentitySnapshot } from './identity/db.js'
import { createSerialQueue } from './store/serial.js'

/** The token a fresh standin accepts unless told otherwise. */
export const DEFAULT_TOKEN = 'standin-dev-token'

/**
 * One running mock: the stores of both APIs, the token it accepts and the clock it reads.
 * Both hosts serve a context; fixtures fill it.
 */
export interface MockContext extends IdentityContext, CalendarContext {}

export interface MockContextOptions {
  token?: string
  clock?: Clock
  /** Seeds the generator of ids and secrets made up at run time. */
  seed?: number
}

export function createMockContext(options: MockContextOptions = {}): MockContext {
  return {
    identity: new IdentityDb(options.seed ?? 0),
    calendar: new CalendarDb(options.seed ?? 0),
    token: options.token ?? DEFAULT_TOKEN,
    clock: options.clock ?? systemClock,
    exclusive: createSerialQueue(),
  }
}

/** The content of every store, as plain JSON (rows, sequences, generator state). */
export interface StoresSnapshot {
  identity: IdentitySnapshot
  calendar: CalendarSnapshot
}

export function snapshotStores(context: MockContext): StoresSnapshot {
  return { identity: context.identity.snapshot(), calendar: context.calendar.snapshot() }
}

/** Replaces every store's content with a snapshot's. The caller runs it alone against the context. */
export async function restoreStores(context: MockContext, snapshot: StoresSnapshot): Promise<void> {
  await context.identity.restore(snapshot.identity)
  await context.calendar.restore(snapshot.calendar)
}
