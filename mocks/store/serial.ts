/**
 * Runs work items one after another. Writes await between steps (a uniqueness check, then an
 * insert); without this, two requests could interleave inside a multi-step write and leave
 * the store inconsistent.
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve()
  return function exclusive<T>(work: () => T | Promise<T>): Promise<T> {
    const result = tail.then(work)
    tail = result.catch(() => undefined)
    return result
  }
}
