import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { apis } from '../../mocks/context/apis.js'
import { CONTROL_PREFIX } from '../control/guards.js'
import { apiTool } from './api-tool.js'
import { bodyOf, control, type Target } from './http.js'
import { ROUTE_TOOLS, routeTool } from './route-tools.js'
import { snapshotTools } from './snapshot-tools.js'
import { register, type Tool } from './tool.js'

/** Every tool of `standin mcp`, on one MCP server that drives the standin at `target`. */

/** `server_info`: where the server is and how to reach it, so an agent can point the app under test at it. */
function infoTool(target: Target, own: boolean): Tool {
  return {
    name: 'server_info',
    title: 'Server info',
    description:
      "Where the standin server is: its URL, each API's base path, the API token its clients send, the control plane and workbench URLs, and its process (GET /__standin/process: pid, uptime, memory). Whether standin mcp started it itself or drives one started apart (--url).",
    input: z.object({}),
    annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    async run() {
      const answer = await control(target, { method: 'GET', path: '/process' })
      return {
        url: target.origin,
        startedBy: own ? 'standin mcp (its own server, ended with it)' : 'another process (--url)',
        apis: Object.fromEntries(apis.map((api) => [api.name, api.prefixes.map((prefix) => target.origin + prefix)])),
        apiToken: target.apiToken,
        controlPlane: `${target.origin}${CONTROL_PREFIX}/openapi.json`,
        workbench: `${target.origin}${CONTROL_PREFIX}/`,
        adminToken: target.adminToken === undefined ? 'none sent' : 'sent on every control call',
        process: bodyOf(answer),
      }
    },
  }
}

export function allTools(target: Target, own: boolean): Tool[] {
  return [
    infoTool(target, own),
    apiTool(target),
    ...ROUTE_TOOLS.map((row) => routeTool(row, target)),
    ...snapshotTools(target),
  ]
}

/** The MCP server, every tool registered; `log` goes to stderr. */
export function createMcpServer(target: Target, own: boolean, version: string, log: (line: string) => void): McpServer {
  const server = new McpServer(
    { name: 'standin', title: 'standin mock server', version },
    {
      instructions:
        'standin mocks the identity admin API and the events calendar API. Use these tools to set its state (reset, stubs, faults, clock, sessions), call its APIs (call_api) and see what it answered (query_journal, read_request).',
    },
  )
  for (const tool of allTools(target, own)) register(server, tool, log)
  return server
}
