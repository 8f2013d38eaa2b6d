import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { documentedRoutes, routeInput } from '../../../server/mcp/input-schema.js'
import { ROUTE_TOOLS, urlOf } from '../../../server/mcp/route-tools.js'
import { allTools } from '../../../server/mcp/tools.js'

/**
 * The tools as `standin mcp` lists them, without a server: each documented control route has
 * one, each tool describes itself and every argument, and the arguments are its route's own.
 * test/server/mcp/mcp.test.ts drives them through the SDK's client.
 */

const target = { origin: 'http://127.0.0.1:1', adminToken: undefined, apiToken: 'token' }
const tools = allTools(target, false)

/** Routes no tool calls, on purpose: pages, their code and documents for browsers, a liveness probe. */
const NOT_TOOLS = ['GET /', 'GET /workbench.js', 'GET /workbench.css', 'GET /health', 'GET /openapi.json']
/** Called by tools that are not one row of ROUTE_TOOLS. */
const OWN_TOOLS = ['GET /process', 'GET /snapshot', 'PUT /snapshot']

describe('the MCP tools', () => {
  it('cover every documented control route (a new route needs a row in server/mcp/route-tools.ts)', () => {
    const covered = new Set([...ROUTE_TOOLS.map((row) => `${row.method} ${row.path}`), ...OWN_TOOLS, ...NOT_TOOLS])
    expect(documentedRoutes().filter((route) => !covered.has(route))).toEqual([])
  })

  it('have unique names in snake_case, a title, a description and an object input whose every argument is described', () => {
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length)
    for (const tool of tools) {
      expect(tool.name).toMatch(/^[a-z]+(_[a-z]+)*$/)
      expect(tool.title).not.toBe('')
      expect(tool.description.length).toBeGreaterThan(20)
      const schema = z.toJSONSchema(tool.input, { io: 'input' })
      expect(schema.type).toBe('object')
      for (const [name, argument] of Object.entries(schema.properties ?? {}))
        expect(typeof argument === 'object' && argument.description, `${tool.name}.${name}`).toBeTruthy()
    }
  })

  it('take what the route takes: its body, its session header as "session", its parameters', () => {
    const stub = routeInput('POST', '/stubs')
    expect(stub.places).toEqual({ path: [], query: [], session: true, body: ['request', 'response', 'times'] })
    expect(stub.schema.safeParse({ request: { path: '/x' }, response: { status: 200 } }).success).toBe(true)
    // The route's own bounds: a path must start with /, a status is 200 to 599, no unknown key.
    expect(stub.schema.safeParse({ request: { path: 'x' }, response: { status: 200 } }).success).toBe(false)
    expect(stub.schema.safeParse({ request: { path: '/x' }, response: { status: 99 } }).success).toBe(false)
    expect(stub.schema.safeParse({ request: { path: '/x' }, response: { status: 200 }, extra: 1 }).success).toBe(false)
    const journal = routeInput('GET', '/requests')
    expect(journal.places.query).toEqual(['method', 'path', 'status', 'limit', 'session', 'answeredBy'])
    expect(journal.places.session).toBe(false)
  })

  it('take a number where a URL parameter is text, and an instant the clock takes though zod would not', () => {
    expect(routeInput('GET', '/requests/{id}').schema.safeParse({ id: 12 }).success).toBe(true)
    expect(routeInput('GET', '/requests').schema.safeParse({ limit: 5, status: '404' }).success).toBe(true)
    expect(routeInput('POST', '/clock').schema.safeParse({ now: '2030-01-01T10:00Z' }).success).toBe(true)
  })

  it('put path arguments in the path, encoded, and query arguments after it', () => {
    const { places } = routeInput('GET', '/requests')
    expect(urlOf('/requests', places, { status: 404, path: 'a b&c' })).toBe('/requests?path=a+b%26c&status=404')
    expect(urlOf('/stubs/{id}', routeInput('DELETE', '/stubs/{id}').places, { id: '../x?y' })).toBe('/stubs/..%2Fx%3Fy')
  })

  it('are the tools the MCP guide lists (docs/guide/mcp.md), each once', () => {
    const guide = readFileSync(new URL('../../../docs/guide/mcp.md', import.meta.url), 'utf8')
    const rows = guide.split('\n').filter((line) => line.startsWith('| `'))
    const listed = rows.flatMap((row) => [...(row.split(' | ')[0] ?? '').matchAll(/`(\w+)`/g)].map((match) => match[1]))
    expect(listed.toSorted()).toEqual(tools.map((tool) => tool.name).toSorted())
  })
})
