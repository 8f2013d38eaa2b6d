import type { CalendarContext } from './calendar/context.js'
import { CalendarDb } from './calendar/db.js'
import { createSettableClock, type SettableClock } from './http/clock.js'
import { FaultSet } from './http/faults.js'
import type { IdentityContext } from './identity/context.js'
import { IdentityDb } from './identity/db.js'
import { Random } from './store/random.js'
import { createSerialQueue } from './store/serial.js'

/** The token a fresh standin accepts unless told otherwise. */
export const DEFAULT_TOKEN = 'standin-dev-token'

/**
 * One running mock: the stores of both APIs, the token it accepts and the clock it reads.
 * Both hosts serve a context; fixtures fill it.
 */
export interface MockContext extends IdentityContext, CalendarContext {
  clock: SettableClock
  /** Injected faults, decided by a generator seeded like the store's. */
  faults: FaultSet
}

export interface MockContextOptions {
  token?: string
  /** Shared by every store of one server (sessions included); real time by default. */
  clock?: SettableClock
  /** Seeds the generator of ids and secrets made up at run time. */
  seed?: number
}

export function createMockContext(options: MockContextOptions = {}): MockContext {
  return {
    identity: new IdentityDb(options.seed ?? 0),
    calendar: new CalendarDb(options.seed ?? 0),
    token: options.token ?? DEFAULT_TOKEN,
    clock: options.clock ?? createSettableClock(),
    faults: new FaultSet(new Random(options.seed ?? 0)),
    exclusive: createSerialQueue(),
  }
}
