import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js'
import type { z } from 'zod'
import { messageOf } from '../error-message.js'
import { ToolError } from './http.js'

/**
 * One tool, as every file of server/mcp/ declares it, and how it is served: its value as JSON
 * text, a ToolError (a refusal of the control plane, a server that does not answer, a wrong
 * argument the schema could not catch) as an MCP tool error with its message. Invalid input
 * never reaches `run`: the SDK checks it against `input` and answers a tool error itself.
 */

export interface Tool {
  name: string
  title: string
  description: string
  input: z.ZodType
  annotations: ToolAnnotations
  run(args: Record<string, unknown>): Promise<unknown>
}

/** What one result may hold: a model reads it whole, so more is cut, with a note on how to ask for less. */
export const MAX_RESULT_CHARS = 1024 * 1024

function textOf(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2)
  if (text.length <= MAX_RESULT_CHARS) return text
  return `${text.slice(0, MAX_RESULT_CHARS)}\n[cut at ${MAX_RESULT_CHARS} of ${text.length} characters: ask for less (a filter, a smaller page or limit)]`
}

const isArguments = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const failure = (message: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text: message }] })

/** Registers `tool`; `log` hears what failed unexpectedly (stderr: stdout carries the protocol). */
export function register(server: McpServer, tool: Tool, log: (line: string) => void): void {
  const config = {
    title: tool.title,
    description: tool.description,
    inputSchema: tool.input,
    annotations: { title: tool.title, ...tool.annotations },
  }
  server.registerTool(tool.name, config, async (args: unknown): Promise<CallToolResult> => {
    try {
      const value = await tool.run(isArguments(args) ? args : {})
      return { content: [{ type: 'text', text: textOf(value) }] }
    } catch (error) {
      if (error instanceof ToolError) return failure(error.message)
      log(`${tool.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : messageOf(error)}`)
      return failure(`${tool.name} failed: ${messageOf(error)}`)
    }
  })
}
