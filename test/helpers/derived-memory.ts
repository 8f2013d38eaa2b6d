import { derivedMemory } from '../../mocks/store/memory.js'

/**
 * Evicts everything the process's budget of derived values keeps. The budget is shared by every
 * test of a worker, and an earlier test's owner collected meanwhile takes its bytes off the
 * total: a test that compares totals starts from an empty budget so nothing of others moves them.
 */
export function emptyDerivedMemory(): void {
  const limit = derivedMemory.limit
  derivedMemory.limit = 0
  derivedMemory.limit = limit
}
