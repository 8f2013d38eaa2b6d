import { renameSync, rmSync, writeFileSync } from 'node:fs'
import type { JsonValue } from '../../mocks/http/types.js'
import { parseStub, type StubDefinition, StubSet } from '../../mocks/levers/stubs.js'
import { messageOf } from '../error-message.js'
import { isSecretName, withoutSecrets } from '../record/secrets.js'

/**
 * `--record-stubs <file>`: each exchange with the deployment written as a stub (the request's
 * method, path and query; the answer's status, headers and body, secrets replaced as `standin
 * record` replaces them), so that `--stubs <file>` answers the same with the deployment gone.
 * A repeat (same request, same answer) adds nothing; the same request answered otherwise adds a
 * stub after the first, which then answers as many times as it did (`times`), so a replay goes
 * through the answers in their order. The file is rewritten whole after each exchange (a
 * temporary file renamed over it), always as many stubs as `--stubs` loads and no more.
 */

export interface Exchange {
  method: string
  url: URL
  status: number
  headers: ReadonlyArray<readonly [string, string | string[]]>
  body: Buffer
}

interface Recorded {
  key: string
  stub: StubDefinition
  seen: number
}

/** Answer headers a replay has no use for: the connection's, the moment's, cookies (secrets). */
const LEFT_OUT = new Set(['date', 'set-cookie', 'content-encoding', 'etag', 'last-modified', 'age', 'vary'])
const BODILESS = new Set([204, 205, 304])

/** A path as a stub pattern that matches it alone: segments that would be a parameter or a wildcard escaped. */
const literalPattern = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `%3A${segment.slice(1)}` : segment === '*' ? '%2A' : segment))
    .join('/')

function responseBody(exchange: Exchange, type: string): JsonValue | undefined | false {
  if (exchange.body.length === 0 || BODILESS.has(exchange.status)) return undefined
  const text = exchange.body.toString('utf8')
  if (Buffer.byteLength(text) !== exchange.body.length) return false
  if (/\bjson\b/i.test(type)) {
    try {
      const parsed: JsonValue = JSON.parse(text)
      return withoutSecrets(parsed)
    } catch {
      return text
    }
  }
  return text
}

/** The stub an exchange makes, or why none (a body that is not text, a header a stub cannot hold). */
export function stubOf(
  exchange: Exchange,
): { ok: true; stub: StubDefinition; key: string } | { ok: false; error: string } {
  const query: Record<string, string> = {}
  for (const [name, value] of exchange.url.searchParams)
    if (!isSecretName(name) && !(name in query)) query[name] = value
  const headers: Record<string, string> = {}
  for (const [name, value] of exchange.headers) if (!LEFT_OUT.has(name)) headers[name] = [value].flat().join(', ')
  const body = responseBody(exchange, headers['content-type'] ?? '')
  if (body === false) return { ok: false, error: 'its body is not text' }
  const request = {
    method: exchange.method,
    path: literalPattern(exchange.url.pathname),
    ...(Object.keys(query).length > 0 ? { query } : {}),
  }
  const parsed = parseStub({
    request,
    response: { status: exchange.status, headers, ...(body === undefined ? {} : { body }) },
  })
  if (!parsed.ok) return parsed
  return {
    ok: true,
    stub: parsed.value,
    key: JSON.stringify([request.method, request.path, Object.entries(query).sort()]),
  }
}

const queryCount = (recorded: Recorded) => Object.keys(recorded.stub.request.query ?? {}).length

export class StubRecorder {
  #recorded: Recorded[] = []
  #full = false
  #failing = false

  constructor(
    readonly file: string,
    readonly note: (line: string) => void,
  ) {}

  get stubs(): StubDefinition[] {
    // More query parameters first: a stub's query matches when the request holds at least those.
    return [...this.#recorded].sort((a, b) => queryCount(b) - queryCount(a)).map((recorded) => recorded.stub)
  }

  add(exchange: Exchange): void {
    const made = stubOf(exchange)
    if (!made.ok)
      return this.note(`--record-stubs: ${exchange.method} ${exchange.url.pathname} not recorded: ${made.error}`)
    const last = this.#recorded.findLast((recorded) => recorded.key === made.key)
    if (last && JSON.stringify(last.stub.response) === JSON.stringify(made.stub.response)) {
      last.seen++
      return
    }
    const next = { key: made.key, stub: made.stub, seen: 1 }
    const before = last?.stub.times
    if (last) last.stub.times = last.seen
    // The file holds what --stubs loads: past that, nothing more is recorded.
    if (this.#full || !new StubSet().add([...this.stubs, next.stub]).ok) {
      if (last) last.stub.times = before
      if (!this.#full)
        this.note(`--record-stubs: ${this.file} holds all the stubs --stubs loads; later exchanges are not recorded`)
      this.#full = true
      return
    }
    this.#recorded.push(next)
    this.#write()
  }

  #write(): void {
    const temporary = `${this.file}.${process.pid}.tmp`
    try {
      writeFileSync(temporary, `${JSON.stringify(this.stubs, null, 2)}\n`)
      renameSync(temporary, this.file)
      this.#failing = false
    } catch (error) {
      rmSync(temporary, { force: true })
      if (!this.#failing) this.note(`--record-stubs: cannot write ${this.file}: ${messageOf(error)}`)
      this.#failing = true
    }
  }
}
