import { describe, expect, it } from 'vitest'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import { parseStub, type StubDefinition } from '../../../mocks/levers/stubs.js'
import { MAX_RENDERED_CHARS, MAX_TEMPLATE_CHARS, renderStub } from '../../../mocks/levers/templates.js'
import type { ApiRequest, JsonValue } from '../../../mocks/http/types.js'
import { Random } from '../../../mocks/store/random.js'
import { apiRequest } from '../../helpers/api-request.js'

/** Templated stubs (mocks/levers/templates.ts): what a template reads, what it may not do, its bounds. */

const request = apiRequest

const templated = (path: string, body: JsonValue, headers?: Record<string, string>): StubDefinition => {
  const parsed = parseStub({ request: { path }, response: { status: 200, body, template: true, headers } })
  if (!parsed.ok) throw new Error(parsed.error)
  return parsed.value
}

const refusal = (body: JsonValue) => {
  const parsed = parseStub({ request: { path: '/x' }, response: { status: 200, body, template: true } })
  return parsed.ok ? undefined : parsed.error
}

const store = (seed = 7) => ({
  clock: createSettableClock(new Date('2030-01-01T10:00:00.123Z')),
  faults: { random: new Random(seed) },
})

const render = (stub: StubDefinition, incoming: ApiRequest, levers = store()) => renderStub(stub, incoming, levers)

describe('a templated stub', () => {
  it("fills its body's strings from the request: path, segments, :params, query, headers, a posted field", () => {
    const stub = templated('/api/users/:id/', {
      path: '{{request.path}}',
      second: '{{request.pathSegments.[1]}}',
      id: 'user {{request.params.id}}',
      q: '{{request.query.q}}',
      secondQ: '{{request.query.q.[1]}}',
      header: '{{request.headers.X-Request-Id}}',
      name: "{{jsonPath request.body '$.user.name'}}",
      first: "{{jsonPath request.body '$.tags[0]'}}",
      last: "{{jsonPath request.body '$.tags[-1]'}}",
      missing: "{{jsonPath request.body '$.nope' default='none'}}",
      object: "{{jsonPath request.body '$.user'}}",
      method: '{{request.method}}',
      url: '{{request.url}}',
      left: 'no template here',
      nested: ['{{request.params.id}}', { deeper: '{{request.pathSegments.[0]}}' }, 3, null],
    })
    const answered = render(
      stub,
      request('POST', '/api/users/42/?q=one&q=two', {
        headers: { 'x-request-id': 'req-9' },
        body: JSON.stringify({ user: { name: 'Ada <3' }, tags: ['a', 'b', 'c'] }),
      }),
    )
    expect(answered).toEqual({
      status: 200,
      body: {
        path: '/api/users/42/',
        second: 'users',
        id: 'user 42',
        q: 'one',
        secondQ: 'two',
        header: 'req-9',
        name: 'Ada <3',
        first: 'a',
        last: 'c',
        missing: 'none',
        object: '{"name":"Ada <3"}',
        method: 'POST',
        url: '/api/users/42/?q=one&q=two',
        left: 'no template here',
        nested: ['42', { deeper: 'api' }, 3, null],
      },
    })
  })

  it("fills header values and a string body; {{now}} is the store's clock, randomValue its seeded generator", () => {
    const stub = templated(
      '/t/*',
      'at {{now}} / {{now format="epoch"}} / {{now offset="2 days"}} {{randomValue type="UUID"}}',
      {
        'X-Echo': '{{request.pathSegments.[1]}}',
        'Content-Type': 'text/plain',
      },
    )
    const first = render(stub, request('GET', '/t/abc'))
    const again = render(stub, request('GET', '/t/abc'))
    expect(first).toEqual(again)
    expect(first).toEqual({
      status: 200,
      headers: { 'X-Echo': 'abc', 'Content-Type': 'text/plain' },
      body: expect.stringMatching(
        /^at 2030-01-01T10:00:00Z \/ 1893492000123 \/ 2030-01-03T10:00:00Z [0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    })
    const random = templated('/r', '{{randomValue length=8 type="NUMERIC"}} {{randomValue length=5 uppercase=true}}')
    expect(render(random, request('GET', '/r'))).toEqual({
      status: 200,
      body: expect.stringMatching(/^\d{8} [A-Z0-9]{5}$/),
    })
    expect(render(random, request('GET', '/r'), store(1))).not.toEqual(render(random, request('GET', '/r'), store(2)))
  })

  it('writes values as they are (no HTML escaping, as WireMock 3) and missing ones as nothing', () => {
    const stub = templated('/x', '{{request.query.a}}|{{request.query.nope}}|{{request.headers.nope}}')
    expect(render(stub, request('GET', '/x?a=%3Cb%3E%26'))).toEqual({ status: 200, body: '<b>&||' })
  })

  it('reads no prototype: constructors, __proto__ and the classic escape render nothing', () => {
    const stub = templated('/x', {
      a: '{{request.constructor}}',
      b: '{{request.__proto__}}',
      c: '{{request.constructor.name}}',
      d: '{{#with "s" as |string|}}{{#with string.constructor as |c|}}{{c}}{{/with}}{{/with}}',
      e: '{{lookup (lookup request "constructor") "name"}}',
      f: '{{request.path.length}}',
    })
    expect(render(stub, request('GET', '/x'))).toEqual({
      status: 200,
      body: { a: '', b: '', c: '', d: '', e: '', f: '2' },
    })
  })

  it('is refused when added if a template does not parse, names an unknown helper, a partial or a decorator', () => {
    expect(refusal('{{#if}}')).toMatch(/does not parse/)
    expect(refusal('{{request.path')).toMatch(/does not parse: Parse error/)
    expect(refusal('{{shout request.path}}')).toMatch(/unknown helper shout/)
    expect(refusal('{{log "hi"}}')).toMatch(/log/)
    // The classic way out of the sandbox calls a value as a helper: no unknown helper is compiled.
    expect(
      refusal(
        '{{#with "s" as |string|}}{{#with string.constructor as |c|}}{{c.constructor "return 1"}}{{/with}}{{/with}}',
      ),
    ).toMatch(/unknown helper c/)
    expect(refusal('{{> evil}}')).toMatch(/no partials/)
    expect(refusal('{{#> layout}}x{{/layout}}')).toMatch(/no partials/)
    expect(refusal('{{#* inline "p"}}x{{/inline}}')).toMatch(/no decorators/)
    expect(refusal(`${'{{#if a}}'.repeat(60)}x${'{{/if}}'.repeat(60)}`)).toMatch(/nests deeper/)
    expect(refusal(['{{a}}', 'x'.repeat(MAX_TEMPLATE_CHARS)].join('{{b}}'))).toMatch(/more than 65536/)
    expect(refusal("{{jsonPath request.body '$..a'}}")).toBeUndefined()
    const parsed = parseStub({ request: { path: '/x' }, response: { status: 200, template: 'yes' } })
    expect(parsed).toEqual({ ok: false, error: '"response.template" must be true or false' })
  })

  it('without "template": true, answers its strings as they are', () => {
    const parsed = parseStub({ request: { path: '/x' }, response: { status: 200, body: '{{request.path}}' } })
    if (!parsed.ok) throw new Error(parsed.error)
    expect(render(parsed.value, request('GET', '/x'))).toBe(parsed.value.response)
  })

  it('a JSONPath outside the subset, or a body that is not JSON, renders an error in place', () => {
    const stub = templated('/x', { a: "{{jsonPath request.body '$..a'}}", b: "{{jsonPath request.body '$.a'}}" })
    expect(render(stub, request('POST', '/x', { body: 'not json' }))).toEqual({
      status: 200,
      body: {
        a: '[ERROR: $..a is not a JSONPath expression standin reads]',
        b: '[ERROR: the value is not valid JSON]',
      },
    })
  })
})

describe("a templated stub's bounds", () => {
  it('loops within a budget: each over each over a posted list is answered with the reason, quickly', () => {
    const stub = templated(
      '/x',
      "{{#each (lookup request 'pathSegments')}}{{#each ../request.pathSegments}}{{#each ../../request.pathSegments}}{{../../../request.body}}{{/each}}{{/each}}{{/each}}",
    )
    const path = `/${Array.from({ length: 300 }, (_, index) => index).join('/')}`
    const started = performance.now()
    const answered = render(stub, request('POST', path, { body: '' }))
    expect(answered).toMatch(/^The stub's template could not be answered: the template loops more than a stub may/)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('writes at most MAX_RENDERED_CHARS: a posted body echoed many times is answered with the reason', () => {
    const stub = templated(
      '/x',
      Array.from({ length: 40 }, () => "{{jsonPath request.body '$'}}"),
    )
    const body = JSON.stringify({ big: 'y'.repeat(100_000) })
    expect(render(stub, request('POST', '/x', { body }))).toMatch(/longer than 1048576 characters/)
    expect(MAX_RENDERED_CHARS).toBe(1048576)
  })

  it('a header value may not take a line break from the request', () => {
    const stub = templated('/x', 'ok', { 'X-Echo': '{{request.query.v}}' })
    expect(render(stub, request('GET', '/x?v=a%0d%0aSet-Cookie:%20x'))).toMatch(
      /the header X-Echo would hold a line break/,
    )
  })

  it('random values are at most 1024 characters long', () => {
    const stub = templated('/x', '{{randomValue length=100000000}}')
    const answered = render(stub, request('GET', '/x'))
    expect(typeof answered === 'object' && typeof answered.body === 'string' && answered.body.length).toBe(1024)
  })
})
