import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import { createMockContext } from '../../../mocks/context/context.js'
import { ControlPlane } from '../../../server/control/plane.js'
import { controlDocument, createControlRouter } from '../../../server/control/router.js'
import { startUpstream } from '../../helpers/misbehaving-upstream.js'
import { type Reply, startKoaStandin, useStandin } from '../../helpers/standin.js'

/**
 * `GET /__standin/openapi.json` describes the control plane: every route of the control router
 * is in it, and real traffic to every route (answers and refusals) is validated against it.
 */

const standin = useStandin({ host: 'koa' })

const ajv = new Ajv2020({ strict: false, allErrors: true })
;(addFormats as unknown as (ajv: Ajv2020) => void)(ajv)
ajv.addSchema(structuredClone(controlDocument), 'control.json')

const pointer = (...parts: string[]) =>
  `control.json#/${parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`
const templates = Object.keys(controlDocument.paths)
const templateOf = (path: string) =>
  templates.find((template) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('.', '\\.')}$`).test(path),
  )

/** Documented operation and status -> seen. */
const seen = new Set<string>()

function validate(schemaRef: string, value: unknown, what: string): void {
  const check = ajv.getSchema(schemaRef) ?? ajv.compile({ $ref: schemaRef })
  if (!check(value))
    throw new Error(
      `${what} does not match the document: ${ajv.errorsText(check.errors)}\n${JSON.stringify(value).slice(0, 500)}`,
    )
}

/** Sends a control request and checks it, and its answer, against the document. */
async function call(
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
  on = standin,
): Promise<Reply> {
  const reply = await on.send(method, path, { ...(json !== undefined ? { json } : {}), headers })
  const pathname = path.split('?')[0]!
  const template = templateOf(pathname)
  if (!template) throw new Error(`${pathname} is not in the document`)
  const operation = (
    controlDocument.paths as Record<
      string,
      Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>
    >
  )[template]?.[method.toLowerCase()]
  if (!operation) throw new Error(`${method} ${template} is not in the document`)
  const status = String(reply.status)
  if (!(status in operation.responses))
    throw new Error(`${method} ${template} answered ${status}, which the document does not list`)
  seen.add(`${method} ${template} ${status}`)
  if (json !== undefined && reply.status < 300) {
    expect(operation.requestBody, `${method} ${template} takes a body`).toBeDefined()
    validate(
      pointer('paths', template, method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema'),
      json,
      `the body of ${method} ${path}`,
    )
  }
  const response = operation.responses[status] as { $ref?: string; content?: Record<string, unknown> }
  const base = response.$ref
    ? response.$ref.replace('#/', '').split('/')
    : ['paths', template, method.toLowerCase(), 'responses', status]
  const content = response.$ref
    ? (controlDocument.components.responses as Record<string, { content?: Record<string, unknown> }>)[base[2]!]?.content
    : response.content
  if (!content) {
    expect(reply.text, `${method} ${path} ${status} has no body`).toBe('')
    return reply
  }
  const type = (reply.headers.get('content-type') ?? '').split(';')[0]!
  expect(Object.keys(content), `${method} ${path} ${status}`).toContain(type)
  if (type === 'application/json')
    validate(pointer(...base, 'content', type, 'schema'), reply.body, `the answer to ${method} ${path} (${status})`)
  return reply
}

const session = { 'X-Standin-Session': 'described' }

describe("the control plane's OpenAPI document", () => {
  it('is a valid OpenAPI 3.1 document, served at /__standin/openapi.json', async () => {
    const served = await call('GET', '/__standin/openapi.json')
    expect(served.body).toEqual(JSON.parse(JSON.stringify(controlDocument)))
    await expect(SwaggerParser.validate(structuredClone(served.body) as never)).resolves.toBeDefined()
  })

  it('lists every route of the control router', () => {
    const router = createControlRouter(new ControlPlane({ context: createMockContext() }))
    // @koa/router keeps the workbench's '/' under the prefix as the bare prefix (and serves both).
    const pathOf = (path: string) => (path === '/__standin' ? '/__standin/' : path.replace(/:(\w+)/g, '{$1}'))
    const routes = router.stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${pathOf(String(layer.path))}`),
    )
    const documented = Object.entries(controlDocument.paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.sort()).toEqual(routes.sort())
  })

  it('describes real traffic to every route, answers and refusals', async () => {
    await call('GET', '/__standin/')
    await call('GET', '/__standin/workbench.js')
    await call('GET', '/__standin/workbench.css')
    await call('GET', '/__standin/health')
    await call('GET', '/__standin/process')
    await call('GET', '/__standin/scenarios')

    const stub = (
      await call('POST', '/__standin/stubs', {
        request: {
          method: 'GET',
          path: '/api/v2beta/core/users/:id/',
          query: { a: '1' },
          headers: { 'X-A': 'b' },
          body: { x: [1] },
        },
        response: { status: 200, headers: { 'X-Stubbed': 'yes' }, body: { stubbed: true } },
        times: 5,
      })
    ).body
    await call(
      'POST',
      '/__standin/stubs',
      { request: { path: '/api/v2beta/core/groups/' }, response: { status: 503 } },
      session,
    )
    await standin.send('GET', '/api/v2beta/core/groups/', { headers: session })
    await call('GET', '/__standin/stubs')
    await call('GET', '/__standin/stubs', undefined, session)
    await call('POST', '/__standin/stubs', { request: { path: 'nope' }, response: { status: 200 } })
    await call('DELETE', `/__standin/stubs/${stub.id}`)
    await call('DELETE', `/__standin/stubs/${stub.id}`)
    await call('DELETE', '/__standin/stubs', undefined, session)

    const faults = (
      await call('POST', '/__standin/faults', [
        { path: '/api/v2beta/core/tokens/', method: 'get', delayMs: [0, 1], status: 503, rate: 0.5 },
        { path: '/x', drop: true },
      ])
    ).body.faults
    await call('POST', '/__standin/faults', { path: '/x', delayMs: 1 }, session)
    await call('GET', '/__standin/faults')
    await call('POST', '/__standin/faults', { path: '/x' })
    await call('DELETE', `/__standin/faults/${faults[0].id}`)
    await call('DELETE', `/__standin/faults/${faults[0].id}`)
    await call('DELETE', '/__standin/faults')

    await standin.send('GET', '/api/v2beta/core/users/?limit=1')
    await call('POST', '/__standin/stubs', {
      request: { path: '/api/v2beta/core/applications/' },
      response: { status: 200, body: [] },
      times: 1,
    })
    await standin.send('GET', '/api/v2beta/core/applications/')
    const journal = await call('GET', '/__standin/requests?limit=5&method=GET')
    expect(journal.body.requests.some((entry: { stub: string | null }) => entry.stub !== null)).toBe(true)
    await call('GET', '/__standin/requests?status=abc')
    await call('GET', `/__standin/requests/${journal.body.requests[0].id}`)
    await call('GET', '/__standin/requests/0')
    await call('GET', '/__standin/requests?answeredBy=stub&session=')
    await call('GET', '/__standin/near-misses?method=GET&path=/api/v2beta/core/usrs/')
    await call('GET', '/__standin/near-misses')
    await call('GET', '/__standin/collections', undefined, session)
    await call(
      'GET',
      '/__standin/records?api=identity&collection=core/users&search=admin&pageSize=2',
      undefined,
      session,
    )
    await call('GET', '/__standin/records?api=calendar&collection=nope')
    await call('GET', '/__standin/summary')
    await call('DELETE', '/__standin/requests')
    await call('GET', '/__standin/drift')
    await call('DELETE', '/__standin/drift')

    await call('GET', '/__standin/sessions')
    await call('POST', '/__standin/sessions', { id: 'described-2' })
    await call('POST', '/__standin/sessions', { id: 'described-2' })
    await call('POST', '/__standin/sessions', { id: 'not valid!' })
    await call('DELETE', '/__standin/sessions/described-2')
    await call('DELETE', '/__standin/sessions/described-2')

    await call('POST', '/__standin/clock', { now: '2030-01-01T10:00:00Z' }, session)
    await call('GET', '/__standin/clock', undefined, session)
    await call('POST', '/__standin/clock', { now: 'tomorrow' })
    await call('DELETE', '/__standin/clock', undefined, session)
    await call('GET', '/__standin/clock', undefined, { 'X-Standin-Session': 'not valid!' })

    const snapshot = (await call('GET', '/__standin/snapshot', undefined, session)).body
    await call('PUT', '/__standin/snapshot', snapshot, session)
    await call('PUT', '/__standin/snapshot', { format: 'other' }, session)

    await call('POST', '/__standin/reset', { scenario: 'empty', seed: 2 }, session)
    await call('POST', '/__standin/reset', { state: 'a user exists', params: {}, action: 'setup' }, session)
    await call('POST', '/__standin/reset', { scenario: 'nope' })
    await call('POST', '/__standin/reset', {}, session)

    // The refusals every guarded route shares: another site, a body not sent as JSON.
    await call('GET', '/__standin/faults', undefined, { Origin: 'http://elsewhere.example' })
    const textBody = await standin.send('POST', '/__standin/clock', {
      body: '{"now": "2030-01-01T10:00:00Z"}',
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(textBody.status).toBe(415)
    validate(
      pointer('paths', '/__standin/clock', 'post', 'responses', '415', 'content', 'application/json', 'schema'),
      textBody.body,
      'a 415',
    )

    // Every operation was seen answering, with a 2xx.
    const operations = Object.entries(controlDocument.paths as Record<string, object>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    const answered = operations.filter((operation) => [...seen].some((entry) => entry.startsWith(`${operation} 2`)))
    expect(answered).toEqual(operations)
  })

  it('describes what --proxy adds: proxied journal entries, their drift, the sums', async () => {
    const upstream = await startUpstream()
    const proxied = await startKoaStandin({
      proxy: {
        origin: new URL(upstream.origin),
        paths: ['/api/v2beta/core/users/'],
        headers: [],
        timeoutMs: 2000,
        answerBytes: 1024 * 1024,
        recordStubs: undefined,
      },
    })
    try {
      // The deployment echoes the request: not a users list, so its answer drifts.
      expect((await proxied.send('GET', '/api/v2beta/core/users/')).status).toBe(200)
      const journal = await call('GET', '/__standin/requests?limit=1', undefined, {}, proxied)
      expect(journal.body.requests[0]).toMatchObject({ proxied: upstream.origin, drift: expect.any(Array) })
      const drift = await call('GET', '/__standin/drift', undefined, {}, proxied)
      expect(drift.body.violations.length).toBeGreaterThan(0)
    } finally {
      await proxied.close()
      await upstream.close()
    }
  })

  it("describes the admin token's refusal", async () => {
    const closed = await startKoaStandin({ adminToken: 'described-secret' })
    try {
      await call('GET', '/__standin/summary', undefined, {}, closed)
      await call('GET', '/__standin/health', undefined, {}, closed)
      expect([...seen]).toContain('GET /__standin/summary 401')
    } finally {
      await closed.close()
    }
  })
})
