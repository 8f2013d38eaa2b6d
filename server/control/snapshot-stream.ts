import { Readable } from 'node:stream'
import { breather } from '../../mocks/store/turns.js'

/**
 * A large JSON document (a snapshot: its tables' rows) written as a stream, a few dozen rows per
 * chunk, letting others in between chunks (`breather`) and following the client's pace, two
 * documents at a time: eight clients downloading `large` at once neither hold the event loop
 * nor each hold the whole text. The text is what `JSON.stringify` makes of the value.
 */

/** Rows per chunk: small enough to serialise in well under a millisecond or two. */
const ROWS_PER_CHUNK = 64

/** Objects and arrays are opened this deep; deeper values (a row) are serialised whole. */
const OPENED_DEPTH = 4

async function* pieces(value: unknown, depth: number): AsyncGenerator<string> {
  if (depth >= OPENED_DEPTH || typeof value !== 'object' || value === null) {
    yield JSON.stringify(value) ?? 'null'
    return
  }
  if (Array.isArray(value)) {
    yield '['
    for (let start = 0; start < value.length; start += ROWS_PER_CHUNK) {
      const rows = value.slice(start, start + ROWS_PER_CHUNK).map((row: unknown) => JSON.stringify(row) ?? 'null')
      yield `${start === 0 ? '' : ','}${rows.join(',')}`
      const pause = breather()
      if (pause) await pause
    }
    yield ']'
    return
  }
  yield '{'
  let first = true
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue
    yield `${first ? '' : ','}${JSON.stringify(key)}:`
    first = false
    yield* pieces(inner, depth + 1)
  }
  yield '}'
}

/**
 * Documents written at once: more wait for a turn (each holds only its rows' references
 * meanwhile), so that many clients downloading together share the CPU with everyone else
 * instead of taking all of it.
 */
const AT_ONCE = 2
let writing = 0
const waiting: Array<() => void> = []

async function* inTurn(value: unknown): AsyncGenerator<string> {
  if (writing >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
  writing++
  try {
    yield* pieces(value, 0)
  } finally {
    writing--
    waiting.shift()?.()
  }
}

/** The document as a stream of JSON text. */
export function jsonStream(value: unknown): Readable {
  return Readable.from(inTurn(value), { objectMode: false })
}
