/**
 * Long work (a scenario built, a document loaded, a snapshot checked or written) shares the
 * event loop: it calls `breather()` between steps and awaits what it returns, which is nothing
 * while less than `TURN_MS` has passed since long work last let others in, then a promise that
 * resolves on a later turn of the loop, after the timers and I/O that waited (other clients'
 * requests). Steps cost a clock read while the turn is young, and no stretch of such work holds
 * the loop much past `TURN_MS`.
 */

/** How long long work runs before it lets others in. */
export const TURN_MS = 20

let resumed = performance.now()

/** Node's setImmediate (browsers have none: their types do not name it). */
const immediate: unknown = Reflect.get(globalThis, 'setImmediate')

/** The next turn of the loop: after I/O (Node's setImmediate), or a timer where there is none (browsers). */
const later = (done: () => void): void => {
  if (typeof immediate === 'function') immediate(done)
  else setTimeout(done, 0)
}

/** Undefined while the stretch is young; past `TURN_MS`, a promise resolved on a later turn of the loop. */
export function breather(): Promise<void> | undefined {
  if (performance.now() - resumed < TURN_MS) return undefined
  return new Promise<void>((resolve) =>
    later(() => {
      resumed = performance.now()
      resolve()
    }),
  )
}

/** Runs `step` over each item, letting others in between steps (see `breather`). */
async function eachInTurns<T>(items: Iterable<T>, step: (item: T, index: number) => void): Promise<void> {
  let index = 0
  for (const item of items) {
    step(item, index++)
    const pause = breather()
    if (pause) await pause
  }
}

/** `items` mapped by `step`, letting others in between steps. */
export async function mapInTurns<T, U>(items: readonly T[], step: (item: T, index: number) => U): Promise<U[]> {
  const mapped: U[] = []
  await eachInTurns(items, (item, index) => mapped.push(step(item, index)))
  return mapped
}
