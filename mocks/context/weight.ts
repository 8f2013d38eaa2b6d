import { heapBytesInTurns, INDEX_BYTES_PER_ROW, setVersionBytes, versionBytes } from '../store/memory.js'
import type { StoreVersion } from '../store/store.js'
import type { ContextVersion } from './snapshot.js'

/**
 * Weighs a start state built for a client (a scenario of its own seed, a document, a snapshot
 * it uploaded), store by store, letting other work in as it goes: what a session adopting it
 * then holds of its memory budget (server/sessions.ts). Each store version is weighed once.
 */
export async function weighVersion(version: ContextVersion): Promise<void> {
  for (const store of [version.identity, version.calendar]) {
    if (versionBytes(store) > 0) continue
    setVersionBytes(store, await storeBytes(store))
  }
}

async function storeBytes(store: StoreVersion): Promise<number> {
  let bytes = 0
  for (const table of Object.values(store.tables)) {
    const rows: object[] = []
    table.slots.forEach((row) => rows.push(row))
    bytes += (await heapBytesInTurns(rows)) + table.size * INDEX_BYTES_PER_ROW
  }
  return bytes
}
