import { adoptStores } from '../context/snapshot.js'
import { type ContextChanges, type MockContext, observeCommits } from '../context/context.js'
import { snapshotVersion, type StoreSnapshot, takeSnapshot } from '../context/snapshot.js'

/**
 * standin/browser's saved store (`start({ persist: true })`, docs/decisions/0034): what the page's
 * store writes is appended to IndexedDB before the write is answered, and replayed when the next
 * page of the same origin starts, so that data survives a reload; other tabs of the origin hear
 * each write on a BroadcastChannel and apply it to their own store. The saved writes belong to
 * one standin version and one start scenario: another of either starts afresh, with a console
 * note. A reset clears them (and the other tabs take the reset store whole). Loaded with
 * `import()` only when asked for: a page that does not persist carries none of this.
 */

const DATABASE = 'standin'
const LOG = 'log'
const META = 'meta'
const CHANNEL = 'standin:store'

interface Meta {
  version: string
  scenario: string
}

type Message = { kind: 'changes'; changes: ContextChanges } | { kind: 'snapshot'; snapshot: StoreSnapshot }

function done(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'))
  })
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'))
  })
}

async function open(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1)
  request.onupgradeneeded = () => {
    request.result.createObjectStore(LOG, { autoIncrement: true })
    request.result.createObjectStore(META)
  }
  await done(request)
  return request.result
}

/** One transaction over both object stores; resolves once it is on disk. */
function write(db: IDBDatabase, work: (log: IDBObjectStore, meta: IDBObjectStore) => void): Promise<void> {
  const transaction = db.transaction([LOG, META], 'readwrite')
  work(transaction.objectStore(LOG), transaction.objectStore(META))
  return committed(transaction)
}

async function apply(context: MockContext, changes: ContextChanges): Promise<void> {
  if (changes.identity) await context.identity.apply(changes.identity)
  if (changes.calendar) await context.calendar.apply(changes.calendar)
}

export interface SavedStore {
  /** After a reset to `scenario`: the saved writes are gone, and a reload starts from that scenario. */
  reset(scenario: string): Promise<void>
  close(): void
}

/**
 * Replays what the page's store saved (when it was made by this standin `version` from the same
 * `scenario`), then saves and shares every write.
 */
export async function keepInBrowser(context: MockContext, version: string, scenario: string): Promise<SavedStore> {
  const db = await open()
  const read = db.transaction([LOG, META], 'readonly')
  const [meta, saved] = await Promise.all([
    done(read.objectStore(META).get('base')) as Promise<Meta | undefined>,
    done(read.objectStore(LOG).getAll()) as Promise<ContextChanges[]>,
  ])
  if (meta && (meta.version !== version || meta.scenario !== scenario)) {
    console.info(
      `standin: the data this browser saved was made by standin ${meta.version} from scenario ${meta.scenario}; starting afresh from ${scenario} (standin ${version}).`,
    )
  } else if (saved.length > 0) {
    await context
      .exclusive(async () => {
        for (const changes of saved) await apply(context, changes)
      })
      .catch((error: unknown) => {
        console.warn(`standin: the data this browser saved could not be replayed (${String(error)}); starting afresh.`)
        saved.length = 0
      })
  }
  const base: Meta = { version, scenario }
  if (!meta || saved.length === 0 || meta.version !== version || meta.scenario !== scenario)
    await write(db, (log, kept) => {
      log.clear()
      kept.put(base, 'base')
    })

  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : undefined
  /** Set by the item applying another tab's write: its commit is neither saved nor shared again. */
  let fromAnotherTab = false
  const stop = observeCommits(context, (changes) => {
    if (fromAnotherTab) {
      fromAnotherTab = false
      return undefined
    }
    const replaced = changes.identity?.replaced || changes.calendar?.replaced
    if (replaced) {
      // A reset or a restore: the other tabs take the store whole; the log starts again.
      channel?.postMessage({ kind: 'snapshot', snapshot: takeSnapshot(context) } satisfies Message)
      return write(db, (log) => log.clear())
    }
    const saving = write(db, (log) => log.add(changes))
    channel?.postMessage({ kind: 'changes', changes } satisfies Message)
    return saving
  })
  if (channel)
    channel.onmessage = ({ data }: MessageEvent<Message>) => {
      void context
        .exclusive(async () => {
          if (data.kind === 'snapshot') adoptStores(context, await snapshotVersion(data.snapshot))
          else await apply(context, data.changes)
          fromAnotherTab = true
        })
        .catch((error: unknown) => console.warn(`standin: another tab's write could not be applied: ${String(error)}`))
    }
  return {
    reset: (scenario) =>
      write(db, (log, kept) => {
        log.clear()
        kept.put({ version, scenario } satisfies Meta, 'base')
      }),
    close() {
      stop()
      channel?.close()
      db.close()
    },
  }
}
