import { type ApiResponse, bodyText, JsonText } from './types.js'

/**
 * Reads answered once per version of the store: a GET's answer, encoded once (JsonText keeps
 * its bytes, which hosts send as they are), is kept under a key that names everything it
 * depends on, within the scope of the store version it was rendered from (`keptAnswers`, held
 * by the version's memo: stores at the same version, sessions included, share their answers).
 *
 * Every scope of the process shares one byte budget, least recently used first out (the CLOCK
 * approximation: a hit only marks its entry, and eviction passes over marked ones once): a
 * client sending unique addresses evicts old answers instead of growing memory.
 */

/** The default budget: a few hundred of the largest pages (a 50-event page is about 150 KB). */
const DEFAULT_BUDGET_BYTES = 64 * 1024 * 1024
/** What a kept entry costs besides its body (key, headers, objects), roughly. */
const ENTRY_OVERHEAD = 512

interface Kept {
  response: ApiResponse
  bytes: number
  /** Used since it was kept or last passed over by eviction. */
  used: boolean
}

const kept = new Map<string, Kept>()
let total = 0
let budget = DEFAULT_BUDGET_BYTES

/** Sets the byte budget of kept answers, for the whole process (undefined: the default, 64 MiB). */
export function setAnswerBudget(bytes: number | undefined): void {
  budget = bytes ?? DEFAULT_BUDGET_BYTES
  evict()
}

/** What kept answers hold now, in bytes (roughly: bodies, their text, keys, headers). */
export function answerBytes(): number {
  return total
}

function evict(): void {
  for (const [key, entry] of kept) {
    if (total <= budget) return
    kept.delete(key)
    if (entry.used) {
      // A second chance, at the back of the line (each entry once per pass).
      entry.used = false
      kept.set(key, entry)
    } else total -= entry.bytes
  }
}

/** The answers of one store version. */
export interface Answers {
  readonly scope: number
}

let scopes = 0

/** A new scope: a store keeps one in its memo, so a write starts another. */
export function keptAnswers(): Answers {
  return { scope: ++scopes }
}

/** The kept answer, handed back at once (no turn of the event loop), or the one `answer` makes, kept. */
export function answerOnce(
  answers: Answers,
  key: string,
  answer: () => ApiResponse | Promise<ApiResponse>,
): ApiResponse | Promise<ApiResponse> {
  const scoped = `${answers.scope}\u0000${key}`
  const found = kept.get(scoped)
  if (found) {
    found.used = true
    return found.response
  }
  const made = answer()
  return made instanceof Promise ? made.then((response) => keep(scoped, response)) : keep(scoped, made)
}

function keep(scoped: string, response: ApiResponse): ApiResponse {
  const text = bodyText(response)
  if (text === undefined) return response
  const body = new JsonText(text)
  const serialised: ApiResponse = { ...response, body }
  const bytes = body.bytes.byteLength + text.length * 2 + scoped.length * 2 + ENTRY_OVERHEAD
  // An answer larger than the whole budget is sent, not kept.
  if (bytes > budget) return serialised
  kept.set(scoped, { response: serialised, bytes, used: false })
  total += bytes
  evict()
  return serialised
}
