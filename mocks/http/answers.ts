import { type DeepReadonly, frozenUnderTest } from '../store/freeze.js'
import { DEFAULT_DERIVED_BYTES, derivedMemory, type KeptEntry } from '../store/memory.js'
import { type ApiRequest, type ApiResponse, bodyText, JsonText } from './types.js'

/**
 * Reads answered once per version of the store: a GET's answer, encoded once (JsonText keeps
 * its bytes, which hosts send as they are), is kept under a key that names everything it
 * depends on, within the scope of the store version it was rendered from (`keptAnswers`, held
 * by the version's memo: stores at the same version, sessions included, share their answers).
 *
 * Kept answers are charged by their bytes to the process's budget of derived values
 * (mocks/store/memory.ts, `--answer-memory`), shared with the values derived from store versions:
 * least recently used first out, so a client sending unique addresses evicts old answers
 * instead of growing memory.
 */

/** The default budget: a few hundred of the largest pages (a 50-event page is about 150 KB). */
export const DEFAULT_BUDGET_BYTES = DEFAULT_DERIVED_BYTES
/** What a kept entry costs besides its body (key, headers, objects), roughly. */
const ENTRY_OVERHEAD = 512

interface Kept extends KeptEntry {
  response: KeptAnswer
}

const kept = new Map<string, Kept>()

/**
 * Sets the byte budget of kept answers and of the values derived from store versions, for the
 * whole process (undefined: the default, 64 MiB).
 */
export function setAnswerBudget(bytes: number | undefined): void {
  derivedMemory.limit = bytes ?? DEFAULT_BUDGET_BYTES
}

/** What kept answers and derived values hold now, in bytes (estimated). */
export function answerBytes(): number {
  return derivedMemory.used
}

/**
 * Whether values derived from the request's address (its Host: links, the calendar's site) may
 * be kept: not when the host says the server does not serve under that name, since a client
 * could otherwise make the server keep a copy of every page per name it makes up.
 */
export function keepsAddress(request: ApiRequest): boolean {
  return request.addressTrusted !== false
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

/**
 * What a kept answer is, as every reader sees it: shared by every request it answers, so
 * nothing in it may change. Its body is the text and bytes it was encoded to once. Under test
 * (NODE_ENV=test, or vitest) the answer, its headers and its body are frozen, so that a reader
 * that writes to one fails there instead of changing the answers of later requests.
 */
export type KeptAnswer = DeepReadonly<{ status: number; headers?: Record<string, string>; body?: JsonText }>

/** Parts of the request as it came that an answer may depend on. */
const REQUEST_PARTS = {
  /** The path, percent-encoded as sent (path parameters are in it). */
  path: (request: ApiRequest) => request.url.pathname,
  /** The query string with its `?`, as sent. */
  query: (request: ApiRequest) => request.url.search,
  /** The body of a read (WordPress reads take parameters from it too). */
  body: (request: ApiRequest) => request.body ?? '',
  /** The path's parameters as the router decoded them (an id, a slug), each with its length. */
  params: (request: ApiRequest) => {
    let text = ''
    for (const value of Object.values(request.params)) text += `${value.length}:${value}`
    return text
  },
} satisfies Record<string, (request: ApiRequest) => string>

export type RequestPart = keyof typeof REQUEST_PARTS

/** A value an endpoint derives from the request or its store (who asks, the clock, an address). */
type KeyValue = string | number | boolean

/**
 * What a kept value depends on besides the scope it is kept in: values named here and given
 * on every lookup. The key is built from this declaration only (`of`), so an input left out of
 * it cannot be read into a key by hand, and one declared cannot be forgotten (the type asks for
 * every named value). Each value is written with its length, so none can run into the next.
 */
export interface ValuesKey<Own extends string> {
  readonly name: string
  readonly own: readonly Own[]
  of(values: Readonly<Record<Own, KeyValue>>): string
}

const part = (value: string) => `\u0000${value.length}:${value}`

/** Declares what a kept value (a rendered record, a sort order) depends on. */
export function keyedBy<const Own extends string>(name: string, own: readonly Own[]): ValuesKey<Own> {
  return {
    name,
    own,
    of(values) {
      let key = name
      for (const input of own) key += part(String(values[input]))
      return key
    },
  }
}

/**
 * What an endpoint's answer depends on besides the store version (its scope): parts of the
 * request, and values of its own it names here and gives on every read (as `keyedBy`).
 */
export interface AnswerKey<Own extends string> {
  readonly name: string
  readonly request: readonly RequestPart[]
  readonly own: readonly Own[]
  /** The key of one request's answer. */
  of(request: ApiRequest, values: Readonly<Record<Own, KeyValue>>): string
}

/** Declares an endpoint's key inputs (a body or a query may hold any character). */
export function dependsOn<const Own extends string = never>(
  name: string,
  inputs: { request?: readonly RequestPart[]; own?: readonly Own[] },
): AnswerKey<Own> {
  const request = inputs.request ?? []
  const own = keyedBy(name, inputs.own ?? [])
  return {
    name,
    request,
    own: own.own,
    of(from, values) {
      let key = own.of(values)
      for (const input of request) key += part(REQUEST_PARTS[input](from))
      return key
    },
  }
}

/**
 * The kept answer, handed back at once (no turn of the event loop), or the one `answer` makes,
 * kept. `key` comes from the endpoint's declaration (`dependsOn(...).of`). With `keep` false
 * (the key holds a value the server does not trust, such as a Host it does not serve under) the
 * answer is made and not kept.
 */
export function answerOnce(
  answers: Answers,
  key: string,
  answer: () => ApiResponse | Promise<ApiResponse>,
  keep = true,
): KeptAnswer | Promise<KeptAnswer> {
  const scoped = `${answers.scope}\u0000${key}`
  const found = keep ? kept.get(scoped) : undefined
  if (found) {
    found.used = true
    return found.response
  }
  const made = answer()
  const encode = (response: ApiResponse) => encoded(scoped, response, keep)
  return made instanceof Promise ? made.then(encode) : encode(made)
}

function encoded(scoped: string, response: ApiResponse, keep: boolean): KeptAnswer {
  const text = bodyText(response)
  const { status, headers } = response
  if (text === undefined) return frozenUnderTest(headers ? { status, headers } : { status })
  const body = new JsonText(text)
  const serialised = frozenUnderTest(headers ? { status, headers, body } : { status, body })
  const bytes = body.bytes.byteLength + text.length * 2 + scoped.length * 2 + ENTRY_OVERHEAD
  // An answer larger than the whole budget is sent, not kept.
  if (!keep || bytes > derivedMemory.limit) return serialised
  const entry: Kept = { response: serialised, bytes, used: false, evict: () => kept.delete(scoped) }
  // Two requests that missed at once: the second answer replaces the first.
  const replaced = kept.get(scoped)
  if (replaced) derivedMemory.forget(replaced)
  kept.set(scoped, entry)
  derivedMemory.keep(entry)
  return serialised
}
