import type { CalendarContext } from '../calendar/context.js'
import { CalendarDb } from '../calendar/db.js'
import { createSettableClock, type SettableClock } from '../levers/clock.js'
import { FaultSet } from '../levers/faults.js'
import { StubSet } from '../levers/stubs.js'
import type { IdentityContext } from '../identity/context.js'
import { IdentityDb } from '../identity/db.js'
import { Random } from '../store/random.js'
import type { StoreChanges, StoreVersion } from '../store/store.js'
import { createTransactionalQueue } from '../store/transaction.js'

/** The token a fresh standin accepts unless told otherwise. */
export const DEFAULT_TOKEN = 'standin-dev-token'

/** What one piece of work against a context wrote, per API (absent: nothing). */
export interface ContextChanges {
  identity?: StoreChanges
  calendar?: StoreChanges
}

/**
 * One running mock: the stores of both APIs, the token it accepts and the clock it reads.
 * Both hosts serve a context; fixtures fill it. Its `exclusive` runs work one item at a
 * time and all or nothing: an item that throws leaves both stores as they were.
 */
export interface MockContext extends IdentityContext, CalendarContext {
  clock: SettableClock
  /** Injected faults, decided by a generator seeded like the store's. */
  faults: FaultSet
  /** Canned answers that win over the model (mocks/levers/stubs.ts). */
  stubs: StubSet
  /**
   * Hears each item's writes (possibly none) before the item's result is handed back (the
   * server's `--persist` appends them here); throwing undoes them, and a promise returned holds
   * the result until it settles (see mocks/store/transaction.ts).
   */
  onCommit?: (changes: ContextChanges) => void | Promise<void>
  /**
   * Hears a whole version adopted (a reset, a snapshot restored, a provider state), inside the
   * item adopting it, before that item's `onCommit`: the server's sessions charge what it holds.
   */
  onAdopt?: (version: { identity: StoreVersion; calendar: StoreVersion }) => void
}

export interface MockContextOptions {
  token?: string
  /** Shared by every store of one server (sessions included); real time by default. */
  clock?: SettableClock
  /** Seeds the generator of ids and secrets made up at run time. */
  seed?: number
}

/** Hears each item's writes after they are in place (and after `onCommit`); a promise holds the item's result. */
export type CommitObserver = (changes: ContextChanges) => void | Promise<void>

const observersOf = new WeakMap<MockContext, Set<CommitObserver>>()

/**
 * Adds an observer of every write to `context`, whoever makes it (requests through either host,
 * factories, scenario loads and resets): standin/data's hooks and the browser's saved store.
 * Returns what removes it.
 */
export function observeCommits(context: MockContext, observer: CommitObserver): () => void {
  let observers = observersOf.get(context)
  if (!observers) observersOf.set(context, (observers = new Set()))
  observers.add(observer)
  return () => observers.delete(observer)
}

/** `onCommit`, then the observers: none at all (the common case) keeps a read free of any call. */
function commitHook(context: MockContext): ((changes: ContextChanges) => void | Promise<void>) | undefined {
  const own = context.onCommit
  const observers = observersOf.get(context)
  if (!observers?.size) return own
  return (changes) => {
    const durable = own?.(changes)
    if (!changes.identity && !changes.calendar) return durable
    const waits = [durable, ...[...observers].map((observer) => observer(changes))].filter(
      (wait): wait is Promise<void> => wait instanceof Promise,
    )
    return waits.length === 0 ? undefined : Promise.all(waits).then(() => undefined)
  }
}

export function createMockContext(options: MockContextOptions = {}): MockContext {
  const context: MockContext = {
    identity: new IdentityDb(options.seed ?? 0),
    calendar: new CalendarDb(options.seed ?? 0),
    token: options.token ?? DEFAULT_TOKEN,
    clock: options.clock ?? createSettableClock(),
    faults: new FaultSet(new Random(options.seed ?? 0)),
    stubs: new StubSet(),
    exclusive: createTransactionalQueue(
      () => ({ identity: context.identity, calendar: context.calendar }),
      () => commitHook(context),
    ),
  }
  return context
}
