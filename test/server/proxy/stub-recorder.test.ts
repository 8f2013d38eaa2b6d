import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { matchesStubPath } from '../../../mocks/levers/stub-matching.js'
import { MAX_STUBS, parseStubList, StubSet } from '../../../mocks/levers/stubs.js'
import { type Exchange, StubRecorder, stubOf } from '../../../server/proxy/stub-recorder.js'

/** `--record-stubs`: exchanges as the stubs `--stubs` replays. */

const json = (value: unknown) => Buffer.from(JSON.stringify(value))
const exchange = (path: string, body: unknown, more: Partial<Exchange> = {}): Exchange => ({
  method: 'GET',
  url: new URL(path, 'http://staging.example'),
  status: 200,
  headers: [
    ['content-type', 'application/json'],
    ['date', 'Thu, 26 Nov 2026 10:00:00 GMT'],
    ['set-cookie', ['session=abc']],
  ],
  body: json(body),
  ...more,
})

/** The file as `--stubs` reads it: checked whole, and within the set's bounds. */
function loaded(file: string) {
  const parsed = parseStubList(JSON.parse(readFileSync(file, 'utf8')))
  if (!parsed.ok) throw new Error(parsed.error)
  expect(new StubSet().add(parsed.value).ok).toBe(true)
  return parsed.value
}

describe('an exchange as a stub', () => {
  it('keeps method, path, query, status, headers and body; replaces secrets; drops what a replay has no use for', () => {
    const made = stubOf(
      exchange('/api/v2beta/providers/oauth2/?search=x&token=abc', {
        results: [{ name: 'app', client_secret: 'a'.repeat(128), client_id: 'public' }],
      }),
    )
    if (!made.ok) throw new Error(made.error)
    const { request, response } = made.stub
    expect(request).toEqual({ method: 'GET', path: '/api/v2beta/providers/oauth2/', query: { search: 'x' } })
    expect(response.headers).toEqual({ 'content-type': 'application/json' })
    const [record] = (response.body as any).results
    expect(record.client_id).toBe('public')
    expect(record.client_secret).toMatch(/^[A-Za-z0-9]{128}$/)
    expect(record.client_secret).not.toBe('a'.repeat(128))
  })

  it('writes a path that looks like a pattern so that it matches itself alone', () => {
    const made = stubOf(exchange('/odd/:name/*/end', {}))
    if (!made.ok) throw new Error(made.error)
    expect(matchesStubPath(made.stub.request.path, '/odd/:name/*/end')).toBe(true)
    expect(matchesStubPath(made.stub.request.path, '/odd/other/x/end')).toBe(false)
  })

  it('refuses a body that is not text; keeps a text one as text', () => {
    expect(stubOf(exchange('/image', null, { body: Buffer.from([0xff, 0xd8, 0xff]), headers: [] }))).toEqual({
      ok: false,
      error: 'its body is not text',
    })
    const page = stubOf(
      exchange('/page', null, { body: Buffer.from('<p>hi</p>'), headers: [['content-type', 'text/html']] }),
    )
    expect(page.ok && page.stub.response.body).toBe('<p>hi</p>')
  })
})

describe('the stubs file', () => {
  const recorder = () => {
    const file = join(mkdtempSync(join(tmpdir(), 'standin-stubs-')), 'stubs.json')
    const notes: string[] = []
    return { file, notes, recorder: new StubRecorder(file, (line) => notes.push(line)) }
  }

  it('is valid after every exchange; repeats add nothing, a changed answer follows the first in order', () => {
    const { file, recorder: stubs } = recorder()
    stubs.add(exchange('/a/', { n: 1 }))
    expect(loaded(file)).toHaveLength(1)
    stubs.add(exchange('/a/', { n: 1 }))
    stubs.add(exchange('/a/', { n: 1 }))
    expect(loaded(file)).toHaveLength(1)
    stubs.add(exchange('/a/', { n: 2 }))
    const [first, second] = loaded(file)
    expect([first!.times, first!.response.body, second!.times, second!.response.body]).toEqual([
      3,
      { n: 1 },
      undefined,
      { n: 2 },
    ])
  })

  it('puts stubs with more of the query first, as the first that matches answers', () => {
    const { file, recorder: stubs } = recorder()
    stubs.add(exchange('/list/', { page: 1 }))
    stubs.add(exchange('/list/?page=2', { page: 2 }))
    const [first, second] = loaded(file)
    expect(first!.request.query).toEqual({ page: '2' })
    expect(second!.request.query).toBeUndefined()
  })

  it('holds no more than --stubs loads, and says so once', () => {
    const { file, notes, recorder: stubs } = recorder()
    for (let index = 0; index < MAX_STUBS + 20; index++) stubs.add(exchange(`/item/${index}/`, { index }))
    expect(loaded(file)).toHaveLength(MAX_STUBS)
    expect(notes).toEqual([
      `--record-stubs: ${file} holds all the stubs --stubs loads; later exchanges are not recorded`,
    ])
  })
})
