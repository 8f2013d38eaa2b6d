import { type ApiResponse, bodyText, JsonText } from './types.js'

/**
 * Reads answered once per state of the store: a GET's answer (serialised) is kept under a key
 * that names everything it depends on, in a map the store drops at its next write. Repeated
 * reads then cost a lookup, not a render and a JSON.stringify.
 */

/** Past this many kept answers the map starts over (a crawler must not grow it without end). */
const MAX_ANSWERS = 5000

export type Answers = Map<string, ApiResponse>

export async function answerOnce(
  answers: Answers,
  key: string,
  answer: () => ApiResponse | Promise<ApiResponse>,
): Promise<ApiResponse> {
  const kept = answers.get(key)
  if (kept) return kept
  const response = await answer()
  const text = bodyText(response)
  const serialised: ApiResponse = { ...response, ...(text === undefined ? {} : { body: new JsonText(text) }) }
  if (answers.size >= MAX_ANSWERS) answers.clear()
  answers.set(key, serialised)
  return serialised
}
