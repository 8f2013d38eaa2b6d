import type { Context } from 'koa'
import { documentProblem } from '../../mocks/http/json.js'
import type { JsonValue } from '../../mocks/http/types.js'
import { type BodyBudget, readBody } from '../body-reading.js'

/**
 * What every control route reads and answers: a JSON body (small, within the plane's budget
 * for bodies in progress), and standin's plain `{"error": "..."}` with a message saying what is
 * wrong. The control plane is not part of either API, so its errors are not in their shapes.
 */

const MiB = 1024 * 1024
/** Every control route's body but a snapshot's: they are small JSON objects. */
export const CONTROL_BODY_BYTES = MiB

export function fail(ctx: Context, message: string, status = 400): void {
  ctx.status = status
  ctx.body = { error: message }
}

type Json = { ok: true; value: JsonValue | undefined } | { ok: false }

const sized = (bytes: number) => (bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${Math.floor(bytes / 1024)} KiB`)

/**
 * The body as JSON (`empty` when there is none); when it is not JSON, or cannot be read, the
 * 400 (or 413, 503) is already answered.
 */
export async function readJson(
  ctx: Context,
  budget: BodyBudget,
  empty: JsonValue | undefined = {},
  limit = CONTROL_BODY_BYTES,
  /** What the refusal of a document too deep, or with `__proto__`, calls it. */
  what = 'document',
): Promise<Json> {
  const read = await readBody(ctx, limit, budget)
  if (read.kind === 'too-large') {
    fail(ctx, `The body is larger than ${sized(limit)}.`, 413)
    return { ok: false }
  }
  if (read.kind === 'busy') {
    ctx.set('Retry-After', '1')
    fail(ctx, 'The server is busy reading other requests; try again.', 503)
    return { ok: false }
  }
  if (read.kind === 'timeout') {
    fail(ctx, 'The body stopped arriving, or arrived too slowly while others waited; send it again.', 408)
    return { ok: false }
  }
  if (read.kind === 'aborted') {
    ctx.respond = false
    return { ok: false }
  }
  const text = read.text
  if (text === undefined || text.trim() === '') return { ok: true, value: empty }
  let value: JsonValue
  try {
    value = JSON.parse(text)
  } catch {
    fail(ctx, 'The body is not valid JSON.')
    return { ok: false }
  }
  // Every reader after this walks documents recursively: one too deep is refused here, whole.
  const problem = documentProblem(value)
  if (problem) {
    fail(ctx, `The ${what} was refused, nothing changed: ${problem}.`)
    return { ok: false }
  }
  return { ok: true, value }
}
