import { describe, expect, it } from 'vitest'
import { answer, body, noContent, object, operation, ref, text } from '../../../server/control/describe.js'
import { withOpenApi } from '../../../server/control/openapi.js'
import type { ControlResource } from '../../../server/control/route.js'

/**
 * A control route carries its description: the document is made from the same list the router
 * serves, each operation with the refusals its kind of route may answer.
 */

const handle = () => {}

const widgets: ControlResource = {
  schemas: { Widget: object({ name: text }) },
  routes: [
    {
      method: 'GET',
      path: '/widgets/:id',
      describe: { summary: 'One widget.', session: true, responses: { '200': answer('It.', ref('Widget')) } },
      handle,
    },
    {
      method: 'POST',
      path: '/widgets',
      describe: { summary: 'Add one.', requestBody: body(ref('Widget')), responses: noContent },
      handle,
    },
  ],
}

describe('operation', () => {
  it("adds the guards' refusals to every route but an open one", () => {
    expect(Object.keys(operation({ summary: 'x', responses: { '200': answer('ok') } }).responses)).toEqual([
      '200',
      '401',
      '403',
    ])
    const open = operation({ summary: 'x', open: true, responses: { '200': answer('ok') } })
    expect(Object.keys(open.responses)).toEqual(['200'])
    expect(open.security).toEqual([])
  })

  it("adds the session header and its refusals to a route acting on a session's store", () => {
    const described = operation({ summary: 'x', session: true, responses: noContent })
    expect(described.parameters).toEqual([{ $ref: '#/components/parameters/Session' }])
    expect(Object.keys(described.responses).sort()).toEqual(['204', '400', '401', '403', '429'])
  })

  it("adds a body's refusals to a route that reads one", () => {
    const described = operation({ summary: 'x', requestBody: body(text), responses: noContent })
    expect(Object.keys(described.responses).sort()).toEqual(['204', '400', '401', '403', '413', '415', '503'])
  })
})

describe('withOpenApi', () => {
  it('describes every route it serves, and itself', () => {
    const { routes, document } = withOpenApi([widgets])
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /widgets/:id',
      'POST /widgets',
      'GET /openapi.json',
    ])
    expect(Object.keys(document.paths)).toEqual([
      '/__standin/widgets/{id}',
      '/__standin/widgets',
      '/__standin/openapi.json',
    ])
    expect(document.paths['/__standin/widgets/{id}']?.get?.summary).toBe('One widget.')
    expect(Object.keys(document.components.schemas)).toEqual(['Error', 'Widget'])
  })

  it('serves the document it describes', () => {
    const { routes, document } = withOpenApi([widgets])
    const ctx = { body: undefined as unknown }
    routes.find((route) => route.path === '/openapi.json')?.handle(ctx as never, undefined as never)
    expect(ctx.body).toBe(document)
  })

  it('refuses two resources naming the same schema', () => {
    expect(() => withOpenApi([widgets, { schemas: { Widget: object({}) }, routes: [] }])).toThrow(
      'Two control resources describe the schema Widget.',
    )
  })
})
