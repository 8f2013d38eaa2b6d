import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../../mocks/context/context.js'
import { faults, resetStandin, server, stub } from '../../../mocks/node.js'
import { stub as rootStub } from '../../../mocks/standin.js'

/** `stub()`: the standalone server's stubs as an MSW handler for `server.use()`. */

const auth = { Authorization: `Bearer ${DEFAULT_TOKEN}` }
const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { ...auth, ...headers } })

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(async () => {
  server.resetHandlers()
  await resetStandin()
})
afterAll(() => server.close())

describe('stub() over MSW', () => {
  it('is the same helper from standin and standin/node', () => {
    expect(stub).toBe(rootStub)
  })

  it('answers in place of the model until server.resetHandlers(), on any origin', async () => {
    const model = await (await get('http://app.test/api/v2beta/core/users/1/')).json()
    server.use(
      stub({
        request: { method: 'GET', path: '/api/v2beta/core/users/:id/' },
        response: { status: 503, headers: { 'Retry-After': '3' }, body: { detail: 'down' } },
      }),
    )
    const stubbed = await get('http://other.test/api/v2beta/core/users/1/')
    expect([stubbed.status, stubbed.headers.get('retry-after'), await stubbed.json()]).toEqual([
      503,
      '3',
      { detail: 'down' },
    ])
    expect((await get('http://app.test/api/v2beta/core/users/')).status).toBe(200)
    server.resetHandlers()
    expect(await (await get('http://app.test/api/v2beta/core/users/1/')).json()).toEqual(model)
  })

  it('counts `times` across requests, and matches query, headers and body partially', async () => {
    server.use(
      stub({
        request: {
          method: 'POST',
          path: '/wp-json/cal/events/v1/events',
          query: { draft: '1' },
          headers: { 'x-case': 'a' },
          body: { title: 'Launch' },
        },
        response: { status: 400, body: { code: 'rest_invalid_param' } },
        times: 1,
      }),
    )
    const post = (query: string, headers: Record<string, string>, body: unknown) =>
      fetch(`http://app.test/wp-json/cal/events/v1/events${query}`, {
        method: 'POST',
        headers: { ...auth, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    const body = { title: 'Launch', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' }
    expect((await post('', { 'X-Case': 'a' }, body)).status).not.toBe(400)
    expect((await post('?draft=1', { 'X-Case': 'b' }, body)).status).not.toBe(400)
    expect((await post('?draft=1', { 'X-Case': 'a' }, { ...body, title: 'Other' })).status).not.toBe(400)
    const stubbed = await post('?draft=1', { 'X-Case': 'a' }, body)
    expect([stubbed.status, await stubbed.json()]).toEqual([400, { code: 'rest_invalid_param' }])
    expect((await post('?draft=1', { 'X-Case': 'a' }, body)).status).not.toBe(400)
  })

  it('the latest server.use() wins, and a stub wins over a fault', async () => {
    server.use(stub({ request: { path: '/api/*' }, response: { status: 201 } }))
    server.use(stub({ request: { path: '/api/*' }, response: { status: 202 } }))
    server.use(faults.error('/api/*', 503))
    expect((await get('http://app.test/api/v2beta/core/groups/')).status).toBe(202)
  })

  it('with a baseUrl, answers that origin only', async () => {
    server.use(stub({ request: { path: '/api/*' }, response: { status: 299 } }, { baseUrl: 'http://one.test' }))
    expect((await get('http://one.test/api/v2beta/core/groups/')).status).toBe(299)
    expect((await get('http://two.test/api/v2beta/core/groups/')).status).toBe(200)
  })

  it("refuses a bad definition at once, with the control plane's message", () => {
    expect(() => stub({ request: { path: '/api/*' }, response: { status: 700 } })).toThrow(
      'standin stub: "response.status" must be an integer from 200 to 599',
    )
    expect(() => stub({ request: { path: '/api/*' }, response: { status: 200 }, times: 0 })).toThrow(
      '"times" must be an integer from 1',
    )
    expect(() => stub({ request: { path: '/a/b*' }, response: { status: 200 } })).toThrow(
      '"*" stands for a whole segment',
    )
  })

  it('fills a templated stub from the request, as the server does; a template that does not parse throws at once', async () => {
    server.use(
      stub({
        request: { method: 'POST', path: '/api/v2beta/core/users/:id/echo/' },
        response: {
          status: 200,
          template: true,
          body: { id: '{{request.params.id}}', name: "{{jsonPath request.body '$.name'}}" },
        },
      }),
    )
    const answered = await fetch('http://app.test/api/v2beta/core/users/7/echo/', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Grace' }),
    })
    expect(await answered.json()).toEqual({ id: '7', name: 'Grace' })
    expect(() => stub({ request: { path: '/x' }, response: { status: 200, template: true, body: '{{/if}}' } })).toThrow(
      /standin stub: "response": the template "\{\{\/if\}\}" does not parse/,
    )
  })
})
