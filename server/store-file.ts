import type { ContextChanges, MockContext } from '../mocks/context/context.js'

/**
 * A store file as a start reads it: a `--snapshot` file (one snapshot document, any layout) or
 * a `--persist` log (a snapshot, then one line per write; see persistence.ts).
 */

/** What a store file holds: a snapshot document and the writes made since. */
export interface StoreFile {
  snapshot: unknown
  changes: ContextChanges[]
}

/** Reads a store file: a snapshot document (a `--snapshot` file, any layout) or a `--persist` log. */
export function readStoreFile(text: string): StoreFile {
  try {
    return { snapshot: JSON.parse(text), changes: [] }
  } catch {
    // Not one document: a log.
  }
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  const parse = (line: string, index: number, last: boolean): unknown => {
    try {
      return JSON.parse(line)
    } catch {
      if (last) return undefined
      throw new Error(`line ${index + 1} is not JSON: the file is damaged`)
    }
  }
  const [first, ...rest] = lines
  if (first === undefined) throw new Error('the file is empty')
  const snapshot = parse(first, 0, false)
  const changes: ContextChanges[] = []
  rest.forEach((line, index) => {
    const record = parse(line, index + 1, index === rest.length - 1) as { changes?: ContextChanges } | undefined
    if (record === undefined) return
    if (typeof record !== 'object' || record === null || typeof record.changes !== 'object')
      throw new Error(`line ${index + 2} is not a change`)
    changes.push(record.changes)
  })
  return { snapshot, changes }
}

/** Applies a store file's changes to a context that holds its snapshot (each row checked). */
export async function replay(context: MockContext, changes: readonly ContextChanges[]): Promise<void> {
  for (const change of changes) {
    if (change.identity) await context.identity.apply(change.identity)
    if (change.calendar) await context.calendar.apply(change.calendar)
  }
}
