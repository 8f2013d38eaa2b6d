import { JsonText } from '../mocks/http/types.js'
import type { AnsweredBy } from '../mocks/pipeline/pipeline.js'

/**
 * The request journal: the last N requests the server answered, newest last, with bodies
 * cut short. Bounded by count and by bytes, so a long soak cannot grow it.
 */

export interface JournalEntry {
  id: number
  /** ISO time the request arrived (wall clock: this is about the server, not the data). */
  at: string
  method: string
  /** As received, cut short like the bodies. */
  url: string
  status: number
  durationMs: number
  session: string | null
  /** The id of the stub that answered instead of the API (mocks/http/stubs.ts). */
  stub: string | null
  requestBody: string | null
  responseBody: string | null
  /** What answered (`proxy`: a deployment standin handed the request to). */
  answeredBy: AnsweredBy | 'proxy'
  /** The name of the route that answered (`identity.core.users.list`). */
  route: string | null
  /** Header names in lower case, as received and as sent, cut short like the bodies. */
  requestHeaders: Record<string, string>
  responseHeaders: Record<string, string>
  /** The deployment that answered instead of standin (`--proxy`). */
  proxied?: string
  /** Where that answer parts from standin's document (`/__standin/drift`). */
  drift?: string[]
}

export interface JournalFilter {
  method?: string
  /** A substring of the path. */
  path?: string
  status?: number
  answeredBy?: string
  /** Whether an entry's session (null: the shared store) is the one asked for. */
  session?: (session: string | null) => boolean
  id?: number
  limit?: number
}

const BODY_LIMIT = 2048

/**
 * The first BODY_LIMIT characters, as a string of their own: a slice of a string (and a
 * concatenation holding one) keeps the whole original alive, which would make the journal
 * hold every body it cut short (1 GB after 1,000 posts of 1 MiB).
 */
export function truncate(text: string | undefined): string | null {
  if (text === undefined || text === '') return null
  if (text.length <= BODY_LIMIT) return text
  return Buffer.from(`${text.slice(0, BODY_LIMIT)}… (${text.length} characters)`, 'utf8').toString('utf8')
}

/** The path and query of a journalled URL, read without parsing it (a bad Host makes URLs that do not parse). */
function targetOf(url: string): string {
  const authority = url.indexOf('//')
  if (authority === -1) return url
  const path = url.indexOf('/', authority + 2)
  return path === -1 ? '/' : url.slice(path)
}

/** The path of a journalled URL, without its query. */
function pathOf(url: string): string {
  const target = targetOf(url)
  const query = target.indexOf('?')
  return query === -1 ? target : target.slice(0, query)
}

/**
 * A request as the host notes it: what a JournalEntry is made of, kept as it came (a time in
 * milliseconds, bodies not yet cut) and formatted only when someone reads the journal. A
 * serving request pays for a few references, not for dates and strings nobody may read.
 */
export interface RequestNote {
  /** 0 until the journal numbers it. */
  id: number
  /** Wall-clock milliseconds. */
  at: number
  method: string
  url: string
  status: number
  durationMs: number
  session: string | null
  stub: string | null
  requestBody: string | undefined
  responseBody: string | JsonText | undefined
  by: JournalEntry['answeredBy']
  route: string | null
  /** Node's raw list (name, value, name, value…): kept as it is unless long. */
  requestHeaders: readonly string[]
  /** The API's answer's (the object it answered with: no copy). */
  responseHeaders: Readonly<Record<string, string>> | undefined
  proxied?: string
  drift?: string[]
}

type Saved = JournalEntry | RequestNote

/** An entry recorded formatted; a note's time is still milliseconds. */
const isFormatted = (saved: Saved): saved is JournalEntry => typeof saved.at === 'string'

/** What the headers of one side may hold, in characters: past it they are cut (a header's limit is 16 KiB). */
const HEADERS_LIMIT = 4096

/** Raw request headers as the journal keeps them: the list itself, or a cut copy of a long one. */
function heldHeaders(raw: readonly string[]): readonly string[] {
  let chars = 0
  for (const text of raw) chars += text.length
  if (chars <= HEADERS_LIMIT) return raw
  const kept: string[] = []
  let left = HEADERS_LIMIT
  for (let index = 0; index + 1 < raw.length && left > 0; index += 2) {
    const name = raw[index] ?? ''
    const value = raw[index + 1] ?? ''
    // Copies of their own (see truncate): a slice would keep the whole header alive.
    kept.push(Buffer.from(name, 'utf8').toString('utf8'), Buffer.from(value.slice(0, left), 'utf8').toString('utf8'))
    left -= name.length + value.length
  }
  return kept
}

function requestHeadersOf(raw: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = (raw[index] ?? '').toLowerCase()
    const value = raw[index + 1] ?? ''
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value
  }
  return headers
}

function responseHeadersOf(sent: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(sent ?? {})) headers[name.toLowerCase()] = truncate(value) ?? ''
  return headers
}

/**
 * A body held until the journal is read: short texts as they are (no copy); a longer text is
 * cut now, so the journal never holds a large body; a kept answer (JsonText) is cut once for
 * every request it answers.
 */
function heldText(body: string | undefined): string | undefined {
  return body === undefined || body.length <= BODY_LIMIT ? body : (truncate(body) ?? undefined)
}

function held(body: string | JsonText | undefined): string | JsonText | undefined {
  if (body instanceof JsonText) return body.text.length <= BODY_LIMIT ? body : cutOnce(body)
  return heldText(body)
}

const cuts = new WeakMap<JsonText, string>()

function cutOnce(body: JsonText): string {
  let cut = cuts.get(body)
  if (cut === undefined) cuts.set(body, (cut = truncate(body.text) ?? ''))
  return cut
}

/** The entry a saved request reads as (a note formatted now). */
export function entryOf(saved: Saved): JournalEntry {
  if (isFormatted(saved)) return saved
  const note = saved
  const response = note.responseBody instanceof JsonText ? note.responseBody.text : note.responseBody
  return {
    id: note.id,
    at: new Date(note.at).toISOString(),
    method: note.method,
    url: truncate(note.url) ?? '',
    status: note.status,
    durationMs: note.durationMs,
    session: note.session,
    stub: note.stub,
    requestBody: truncate(note.requestBody),
    responseBody: truncate(response),
    answeredBy: note.by,
    route: note.route,
    requestHeaders: requestHeadersOf(note.requestHeaders),
    responseHeaders: responseHeadersOf(note.responseHeaders),
    ...(note.proxied === undefined ? {} : { proxied: note.proxied }),
    ...(note.drift === undefined ? {} : { drift: note.drift }),
  }
}

const answeredBy = (saved: Saved) => (isFormatted(saved) ? saved.answeredBy : saved.by)

/**
 * What the journal may hold in all, whatever `--journal-size` says: at the 2 KiB it keeps of a
 * URL and of each body, 100,000 entries would hold about 800 MB, more than a server's heap.
 * Past it the oldest entries go, as past the count.
 */
export const JOURNAL_BYTES = 64 * 1024 * 1024

/**
 * What an entry holds, estimated: its object, and its texts (two bytes a character at worst),
 * the proxy's among them (the deployment's origin, the drift found in its answer).
 */
function savedBytes(saved: Saved): number {
  const text = (value: string | JsonText | null | undefined) =>
    typeof value === 'string' ? value.length * 2 : value instanceof JsonText ? cutBytes(value) : 0
  let bytes = 256 + text(saved.url) + text(saved.session) + text(saved.stub)
  bytes += text(saved.requestBody) + text(saved.responseBody) + text(saved.proxied) + text(saved.route)
  if (saved.drift) for (const found of saved.drift) bytes += 24 + text(found)
  return bytes + headerBytes(saved)
}

/** An entry's headers, both sides (counted even where the answer shares its object with the journal: an estimate that errs high). */
function headerBytes(saved: Saved): number {
  let bytes = 0
  if (isFormatted(saved))
    for (const [name, value] of Object.entries(saved.requestHeaders)) bytes += 48 + (name.length + value.length) * 2
  else for (const item of saved.requestHeaders) bytes += 24 + item.length * 2
  for (const [name, value] of Object.entries(saved.responseHeaders ?? {}))
    bytes += 48 + (name.length + value.length) * 2
  return bytes
}

/** A kept answer's text is the kept answers' own; the journal holds only its cut, when it made one. */
const cutBytes = (body: JsonText) => (body.text.length <= BODY_LIMIT ? 0 : BODY_LIMIT * 2)

/**
 * A ring of the last `capacity` entries, holding at most `bytes` (JOURNAL_BYTES): recording never
 * moves the others; past either bound the oldest go.
 */
export class Journal {
  readonly #entries: Array<Saved | undefined> = []
  /** Where the oldest entry is, and how many there are. */
  #start = 0
  #count = 0
  #bytes = 0
  readonly #sizes: number[] = []
  #next = 1

  constructor(
    readonly capacity: number,
    readonly bytes = JOURNAL_BYTES,
  ) {}

  record(entry: Omit<JournalEntry, 'id'>): JournalEntry {
    const saved = { id: this.#next++, ...entry }
    this.#keep(saved)
    return saved
  }

  /**
   * Notes a request the host answered, and numbers it. The journal takes the note over (it is
   * kept as the entry, not copied): the host makes one per request.
   */
  note(note: RequestNote): void {
    note.id = this.#next++
    if (this.capacity <= 0) return
    if (note.url.length > BODY_LIMIT) note.url = truncate(note.url) ?? ''
    note.requestBody = heldText(note.requestBody)
    note.responseBody = held(note.responseBody)
    note.requestHeaders = heldHeaders(note.requestHeaders)
    this.#keep(note)
  }

  #keep(saved: Saved): void {
    if (this.capacity <= 0) return
    const size = savedBytes(saved)
    while (this.#count > 0 && (this.#count >= this.capacity || this.#bytes + size > this.bytes)) this.#dropOldest()
    const at = (this.#start + this.#count) % this.capacity
    this.#entries[at] = saved
    this.#sizes[at] = size
    this.#bytes += size
    this.#count++
  }

  #dropOldest(): void {
    this.#bytes -= this.#sizes[this.#start] ?? 0
    this.#entries[this.#start] = undefined
    this.#start = (this.#start + 1) % this.capacity
    this.#count--
  }

  /** Newest first. */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const method = filter.method?.toUpperCase()
    const found: JournalEntry[] = []
    for (let age = 0; age < this.#count && found.length < (filter.limit ?? Infinity); age++) {
      const saved = this.#entries[(this.#start + this.#count - 1 - age) % this.capacity]
      if (!saved) break
      if (method && saved.method !== method) continue
      if (filter.path && !pathOf(saved.url).includes(filter.path)) continue
      if (filter.status !== undefined && saved.status !== filter.status) continue
      if (filter.id !== undefined && saved.id !== filter.id) continue
      if (filter.answeredBy && answeredBy(saved) !== filter.answeredBy) continue
      if (filter.session && !filter.session(saved.session)) continue
      found.push(entryOf(saved))
    }
    return found
  }

  clear(): void {
    this.#entries.length = 0
    this.#sizes.length = 0
    this.#start = 0
    this.#count = 0
    this.#bytes = 0
  }

  get size(): number {
    return this.#count
  }

  /** What the entries hold now, estimated. */
  get heldBytes(): number {
    return this.#bytes
  }
}

/** One line per request for the console: method, path and query, status, time. */
export function logLine(entry: JournalEntry): string {
  const session = entry.session ? ` [${entry.session}]` : ''
  return `${entry.method} ${targetOf(entry.url)} ${entry.status} ${entry.durationMs.toFixed(1)}ms${session}`
}
