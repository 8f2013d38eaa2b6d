import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { containsJson, matchesStubPath, stubMatches, takeStub } from '../../../mocks/levers/stub-matching.js'
import { MemoryBudget } from '../../../mocks/store/memory.js'
import {
  MAX_STUB_SET_BYTES,
  MAX_STUBS,
  parseStub,
  parseStubList,
  type StubDefinition,
  StubSet,
  stubAnswer,
} from '../../../mocks/levers/stubs.js'
import { JsonText } from '../../../mocks/http/types.js'
import { apiRequest } from '../../helpers/api-request.js'

const request = apiRequest

const ok = (input: unknown): StubDefinition => {
  const parsed = parseStub(input)
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.value
}

describe('stub paths', () => {
  it('match literal segments, :param (one non-empty segment) and * (one segment, or the rest when last)', () => {
    expect(matchesStubPath('/api/v2beta/core/users/', '/api/v2beta/core/users/')).toBe(true)
    expect(matchesStubPath('/api/v2beta/core/users/', '/api/v2beta/core/users')).toBe(false)
    expect(matchesStubPath('/api/v2beta/core/users/:id/', '/api/v2beta/core/users/5/')).toBe(true)
    expect(matchesStubPath('/api/v2beta/core/users/:id/', '/api/v2beta/core/users//')).toBe(false)
    expect(matchesStubPath('/api/v2beta/core/users/:id/', '/api/v2beta/core/users/5/x/')).toBe(false)
    expect(matchesStubPath('/api/v2beta/core/*/5/', '/api/v2beta/core/users/5/')).toBe(true)
    expect(matchesStubPath('/api/v2beta/core/*/5/', '/api/v2beta/core/users/6/')).toBe(false)
    expect(matchesStubPath('/api/v2beta/*', '/api/v2beta/core/users/5/')).toBe(true)
    expect(matchesStubPath('/api/v2beta/*', '/api/v2beta/')).toBe(true)
    expect(matchesStubPath('/api/v2beta/*', '/api/v2beta')).toBe(true)
    expect(matchesStubPath('/api/v2beta/*', '/api/v2')).toBe(false)
    expect(matchesStubPath('/wp-json/cal/events/v1/events/:id', '/wp-json/cal/events/v1/events/12')).toBe(true)
    // Literal segments compare decoded, so a pattern may be written either way.
    expect(matchesStubPath('/wp-json/cal/events/v1/tags/a b', '/wp-json/cal/events/v1/tags/a%20b')).toBe(true)
    expect(matchesStubPath('/x/%zz', '/x/%zz')).toBe(true)
  })

  it('match query, headers and body partially', () => {
    const pattern = ok({
      request: {
        method: 'post',
        path: '/api/v2beta/core/users/',
        query: { page: '2' },
        headers: { 'X-Tenant': 'a' },
        body: { username: 'alice', attributes: { admin: true } },
      },
      response: { status: 201 },
    }).request
    const body = JSON.stringify({ username: 'alice', name: 'Alice', attributes: { admin: true, team: 'x' } })
    const matching = request('POST', '/api/v2beta/core/users/?page=1&page=2&q=x', {
      headers: { 'x-tenant': 'a' },
      body,
    })
    expect(stubMatches(pattern, matching)).toBe(true)
    expect(stubMatches(pattern, { ...matching, method: 'PUT' })).toBe(false)
    expect(stubMatches({ path: '/x', method: 'GET' }, request('HEAD', '/x'))).toBe(true)
    expect(stubMatches({ path: '/x', method: 'HEAD' }, request('GET', '/x'))).toBe(false)
    expect(
      stubMatches(pattern, { ...matching, url: new URL('http://standin.test/api/v2beta/core/users/?page=3') }),
    ).toBe(false)
    expect(stubMatches(pattern, { ...matching, headers: { 'x-tenant': 'b' } })).toBe(false)
    expect(
      stubMatches(pattern, { ...matching, body: JSON.stringify({ username: 'alice', attributes: { admin: false } }) }),
    ).toBe(false)
    expect(stubMatches(pattern, { ...matching, body: undefined })).toBe(false)
    expect(stubMatches(pattern, { ...matching, body: 'not json' })).toBe(false)
    expect(stubMatches({ path: '/x', body: 'plain text' }, request('POST', '/x', { body: 'plain text' }))).toBe(true)
    expect(containsJson([1, { a: 1, b: 2 }], [1, { a: 1 }])).toBe(true)
    expect(containsJson([1, 2, 3], [1, 2])).toBe(false)
    expect(containsJson({ a: null }, { a: null })).toBe(true)
    expect(containsJson({}, { a: null })).toBe(false)
    expect(containsJson('1', 1)).toBe(false)
  })
})

describe('stub definitions', () => {
  it.each([
    [[], 'a stub must be an object'],
    [{ request: { path: '/x' } }, '"response" must be an object'],
    [{ request: { path: '/x' }, response: { status: 200 }, name: 'x' }, 'unknown stub field(s): name'],
    [{ request: { path: '/x', verb: 'GET' }, response: { status: 200 } }, 'unknown request field(s): verb'],
    [{ request: { path: '/x' }, response: { status: 200, text: 'x' } }, 'unknown response field(s): text'],
    [{ request: { path: 'x' }, response: { status: 200 } }, '"request.path" must be a path pattern starting with "/"'],
    [{ request: { path: `/${'x'.repeat(2000)}` }, response: { status: 200 } }, '"request.path" must be a path pattern'],
    [{ request: { path: '/x?y=1' }, response: { status: 200 } }, '"request.path" is a path alone'],
    [{ request: { path: '/x/:' }, response: { status: 200 } }, '":" is not a parameter'],
    [{ request: { path: '/x/:1d' }, response: { status: 200 } }, '":1d" is not a parameter'],
    [{ request: { path: '/x/:id/:id' }, response: { status: 200 } }, 'names :id twice'],
    [{ request: { path: '/x/users*' }, response: { status: 200 } }, '"*" stands for a whole segment'],
    [
      { request: { path: '/x', method: 'GET /' }, response: { status: 200 } },
      '"request.method" must be an HTTP method',
    ],
    [{ request: { path: '/x', query: { a: 1 } }, response: { status: 200 } }, '"request.query.a" must be a string'],
    [
      { request: { path: '/x', headers: ['a'] }, response: { status: 200 } },
      '"request.headers" must be an object of strings',
    ],
    [{ request: { path: '/x', headers: { 'a b': 'c' } }, response: { status: 200 } }, 'is not a header name'],
    [{ request: { path: '/x' }, response: { status: 99 } }, '"response.status" must be an integer from 200 to 599'],
    [{ request: { path: '/x' }, response: { status: 101 } }, '"response.status" must be an integer from 200 to 599'],
    [{ request: { path: '/x' }, response: { status: 600 } }, '"response.status" must be an integer from 200 to 599'],
    [{ request: { path: '/x' }, response: { status: 200.5 } }, '"response.status" must be an integer'],
    [{ request: { path: '/x' }, response: { status: '200' } }, '"response.status" must be an integer'],
    [{ request: { path: '/x' }, response: { status: 204, body: {} } }, 'a 204 answer has no body'],
    [
      { request: { path: '/x' }, response: { status: 200, headers: { 'Content-Length': '3' } } },
      'Content-Length is set by the server',
    ],
    [
      { request: { path: '/x' }, response: { status: 200, headers: { 'X-A': 'a\r\nSet-Cookie: x' } } },
      'holds a character a header cannot',
    ],
    [
      { request: { path: '/x' }, response: { status: 200, headers: { 'x-a': '1', 'X-A': '2' } } },
      'names a header twice',
    ],
    [{ request: { path: '/x' }, response: { status: 200 }, times: 0 }, '"times" must be an integer from 1'],
    [{ request: { path: '/x' }, response: { status: 200 }, times: 1.5 }, '"times" must be an integer from 1'],
    [{ request: { path: '/x' }, response: { status: 200 }, times: '2' }, '"times" must be an integer from 1'],
  ])('refuse %j', (input, message) => {
    const parsed = parseStub(input)
    expect(parsed.ok).toBe(false)
    expect(!parsed.ok && parsed.error).toContain(message)
  })

  it('check any JSON without throwing; what they keep matches any request without throwing', () => {
    const part = fc.oneof(fc.jsonValue(), fc.constantFrom('/a/:id/*', '/a/*', 'GET', 'x', 200, 599, 204, 1))
    const loose = fc.record(
      {
        request: fc.oneof(
          part,
          fc.record(
            {
              method: part,
              path: part,
              query: fc.oneof(part, fc.dictionary(fc.string(), fc.string())),
              headers: part,
              body: part,
            },
            { requiredKeys: [] },
          ),
        ),
        response: fc.oneof(
          part,
          fc.record(
            { status: part, headers: fc.oneof(part, fc.dictionary(fc.string(), fc.string())), body: part },
            { requiredKeys: [] },
          ),
        ),
        times: part,
      },
      { requiredKeys: [] },
    )
    // Near a stub: most of these are kept, some refused by one field.
    const near = fc.record(
      {
        request: fc.record(
          {
            path: fc.constantFrom('/a/:id/*', '/a/*', '/a/1', '/a/:id', '/a/b*'),
            method: fc.constantFrom('GET', 'post', 'HEAD', 'GET /'),
            query: fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
            headers: fc.dictionary(fc.constantFrom('x-a', 'X-B', 'a b'), fc.string(), { maxKeys: 2 }),
            body: fc.jsonValue({ maxDepth: 2 }),
          },
          { requiredKeys: ['path'] },
        ),
        response: fc.record(
          {
            status: fc.integer({ min: 100, max: 700 }),
            headers: fc.dictionary(
              fc.constantFrom('X-A', 'Content-Type'),
              fc.constantFrom('text/plain', 'application/json', 'x'),
            ),
            body: fc.jsonValue({ maxDepth: 2 }),
          },
          { requiredKeys: ['status'] },
        ),
        times: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.double()),
      },
      { requiredKeys: ['request', 'response'] },
    )
    let kept = 0
    const path = fc
      .array(fc.constantFrom('a', '1', '', '%', '%zz', '*', ':id', 'é'), { maxLength: 6 })
      .map((segments) => `/${segments.join('/')}`)
    fc.assert(
      fc.property(fc.oneof(loose, near), path, fc.string(), (input, pathname, body) => {
        const parsed = parseStub(input)
        if (!parsed.ok) {
          expect(parsed.error).toMatch(/\S/)
          return
        }
        expect(typeof stubMatches(parsed.value.request, request('POST', pathname, { body }))).toBe('boolean')
        expect(stubAnswer(parsed.value.response).status).toBe(parsed.value.response.status)
        kept++
      }),
      { seed: 15, numRuns: 1000 },
    )
    expect(kept).toBeGreaterThan(20)
  })

  it('are kept as sent, the method upper-cased and request header names lower-cased', () => {
    expect(
      ok({
        request: { method: 'get', path: '/x/:id', headers: { 'X-A': '1' } },
        response: { status: 200, headers: { 'X-B': '2' }, body: [1] },
        times: 2,
      }),
    ).toEqual({
      request: { method: 'GET', path: '/x/:id', headers: { 'x-a': '1' } },
      response: { status: 200, headers: { 'X-B': '2' }, body: [1] },
      times: 2,
    })
    expect(
      parseStubList([
        { request: { path: '/x' }, response: { status: 200 } },
        { request: { path: 'x' }, response: { status: 200 } },
      ]),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^stub 1: "request.path"/),
    })
    expect(parseStubList([])).toMatchObject({ ok: false })
    expect(parseStubList(Array.from({ length: MAX_STUBS + 1 }, () => ({})))).toEqual({
      ok: false,
      error: `a list of at most ${MAX_STUBS} stubs, not ${MAX_STUBS + 1}`,
    })
  })

  it('answer JSON unless a string body comes under another type', () => {
    expect(stubAnswer({ status: 503, body: { detail: 'down' } })).toEqual({
      status: 503,
      headers: { 'Content-Type': 'application/json' },
      body: { detail: 'down' },
    })
    expect(stubAnswer({ status: 200, headers: { 'content-type': 'application/problem+json' }, body: 'x' })).toEqual({
      status: 200,
      headers: { 'content-type': 'application/problem+json' },
      body: 'x',
    })
    const text = stubAnswer({ status: 200, headers: { 'Content-Type': 'text/html' }, body: '<p>hi</p>' })
    expect(text.body).toBeInstanceOf(JsonText)
    expect((text.body as JsonText).text).toBe('<p>hi</p>')
    expect(stubAnswer({ status: 204 })).toEqual({ status: 204, headers: {} })
  })
})

describe('a stub set', () => {
  const define = (path: string, times?: number): StubDefinition => ({
    request: { path },
    response: { status: 200, body: path },
    ...(times ? { times } : {}),
  })

  it('answers with its first match, counts uses and drops a stub used up', () => {
    const set = new StubSet()
    const added = set.add([define('/a', 2), define('/*')])
    expect(added).toMatchObject({
      ok: true,
      value: [
        { id: 'stub-1', used: 0 },
        { id: 'stub-2', used: 0 },
      ],
    })
    expect(set.take(request('GET', '/a'))?.id).toBe('stub-1')
    expect(set.stubs[0]?.used).toBe(1)
    expect(set.take(request('GET', '/a'))?.id).toBe('stub-1')
    expect(set.stubs.map((stub) => stub.id)).toEqual(['stub-2'])
    expect(set.take(request('GET', '/a'))?.id).toBe('stub-2')
    expect(set.stubs[0]?.used).toBe(1)
    expect(set.remove('stub-2')).toBe(true)
    expect(set.remove('stub-2')).toBe(false)
    expect(set.take(request('GET', '/a'))).toBeUndefined()
  })

  it("tries its own stubs, then its parent's; ids are counted per server", () => {
    const server = new StubSet()
    const session = new StubSet(server)
    server.add([define('/*')])
    session.add([define('/a')])
    expect(session.stubs[0]?.id).toBe('stub-2')
    expect(session.take(request('GET', '/a'))?.id).toBe('stub-2')
    expect(session.take(request('GET', '/b'))?.id).toBe('stub-1')
    expect(server.take(request('GET', '/a'))?.id).toBe('stub-1')
    session.clear()
    expect(session.stubs).toEqual([])
    expect(server.stubs).toHaveLength(1)
  })

  it('holds at most MAX_STUBS stubs and MAX_STUB_SET_BYTES of JSON, all or none, and frees what it removes', () => {
    const set = new StubSet()
    expect(set.add(Array.from({ length: MAX_STUBS }, () => define('/a'))).ok).toBe(true)
    expect(set.add([define('/b')])).toEqual({
      ok: false,
      error: `at most ${MAX_STUBS} stubs are kept; ${MAX_STUBS} are set and 1 more were sent`,
    })
    set.clear()
    const big = (text: string): StubDefinition => ({ request: { path: '/a' }, response: { status: 200, body: text } })
    const half = 'x'.repeat(MAX_STUB_SET_BYTES / 2)
    expect(set.add([big(half)]).ok).toBe(true)
    const refused = set.add([big(half)])
    expect(refused).toMatchObject({
      ok: false,
      error: expect.stringContaining('stubs may hold 256 KiB of JSON together'),
    })
    expect(set.stubs).toHaveLength(1)
    expect(set.remove(set.stubs[0]!.id)).toBe(true)
    expect(set.add([big(half)]).ok).toBe(true)
  })
})

describe('stubs and memory (issue 22, items 2, 5, 10)', () => {
  it('refuses a stub nested deeper than a document may be, or naming __proto__', () => {
    const deep = JSON.parse(
      `{"request":{"path":"/x","body":${'['.repeat(3000)}${']'.repeat(3000)}},"response":{"status":200}}`,
    )
    expect(parseStub(deep)).toEqual({ ok: false, error: 'the stub cannot be kept: nested deeper than 100 levels' })
    const proto = JSON.parse('{"request":{"path":"/x"},"response":{"status":200,"body":{"__proto__":1}}}')
    expect(parseStub(proto)).toMatchObject({ ok: false, error: expect.stringContaining('"__proto__"') })
  })

  it('charges what its stubs hold on the heap to its budget, refuses past it, and gives it back', () => {
    const memory = new MemoryBudget(8 * 1024 * 1024)
    const set = new StubSet(undefined, memory)
    // 256 KiB of JSON, 80,000 objects: some 4 MiB on the heap.
    const objects = ok({
      request: { path: '/x' },
      response: { status: 200, body: Array.from({ length: 80_000 }, () => ({})) },
    })
    expect(set.add([objects]).ok).toBe(true)
    expect(memory.held).toBeGreaterThan(3 * 1024 * 1024)
    const other = new StubSet(undefined, memory)
    expect(other.add([objects])).toEqual({
      ok: false,
      memory: true,
      error: expect.stringContaining('--session-memory'),
    })
    set.clear()
    expect(memory.held).toBe(0)
    expect(other.add([objects]).ok).toBe(true)
  })

  it('reads what it compares of a request once, however many stubs it tries', () => {
    const stubs = Array.from({ length: 100 }, (_, index) => ({
      id: `stub-${index}`,
      ...ok({ request: { path: `/api/${'%/'.repeat(50)}${index}`, query: { q: '1' } }, response: { status: 200 } }),
      used: 0,
    }))
    let reads = 0
    const url = new URL(`http://standin.test/api/${'%/'.repeat(50)}99?q=1`)
    const counted = new Proxy(url, {
      get(target, name) {
        if (name === 'pathname' || name === 'searchParams') reads++
        const value: unknown = Reflect.get(target, name)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const found = takeStub(stubs, request('GET', '/', { url: counted }))
    expect(found?.id).toBe('stub-99')
    expect(reads).toBe(2)
  })
})
