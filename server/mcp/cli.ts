import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { STANDIN_VERSION } from '../../mocks/persist/version.js'
import { codeOf, messageOf } from '../error-message.js'
import { parseOptions } from '../options.js'
import { serve, type ServerOptions } from '../serve.js'
import type { Target } from './http.js'
import { allTools, createMcpServer } from './tools.js'

/**
 * `standin mcp`: standin's control plane as MCP tools over stdio, for AI agents and other MCP
 * clients. It drives a standin already running (`--url`), or starts its own in this process
 * with the server's options. stdout carries the protocol and nothing else: every line of ours,
 * and the server's console, goes to stderr.
 */

const HELP = `Usage: standin mcp --url <origin> [--admin-token <token>] [--token <token>]
       standin mcp [server options]

Serves standin's control plane as MCP tools over stdio (Model Context Protocol), for AI agents
and other MCP clients. stdout carries the protocol; every other line goes to stderr.

  --url <origin>          drive the standin listening there (e.g. http://127.0.0.1:4010)
  --admin-token <token>   sent on every control call, as that server's --admin-token needs
  --token <token>         the API token call_api sends (default: ${DEFAULT_TOKEN})
  -h, --help              show this help

Without --url it starts its own standin in this process with the server's options (see
\`standin --help\`; --port defaults to 0, a free port, which the server_info tool names) and
drives that; it stops when the client disconnects. Every tool calls a documented control
route over HTTP, so the Host check, the cross-site guard and --admin-token apply unchanged.

An MCP client's configuration (Claude Desktop, VS Code...):
  {"command": "npx", "args": ["standin", "mcp", "--url", "http://127.0.0.1:4010"]}

Tools:
`

class UsageError extends Error {}

const say = (line: string) => process.stderr.write(`${line}\n`)
const note = (line: string) => say(`standin mcp: ${line}`)

/** An http(s) origin, as given to --url (a trailing slash allowed, no path). */
function originOf(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search !== '' || url.hash !== '')
    throw new UsageError(`--url must be an http(s) origin like http://127.0.0.1:4010, got "${value}"`)
  return url.origin
}

function token(flag: string, value: string | undefined): string | undefined {
  if (value !== undefined && (value === '' || /\s/.test(value)))
    throw new UsageError(`--${flag} must be non-empty and contain no spaces`)
  return value
}

/** `--url` mode: the target standin, from mcp's own flags. */
function remoteTarget(argv: readonly string[]): Target {
  const { values } = parseArgs({
    args: [...argv],
    options: { url: { type: 'string' }, 'admin-token': { type: 'string' }, token: { type: 'string' } },
  })
  return {
    origin: originOf(values.url ?? ''),
    adminToken: token('admin-token', values['admin-token']),
    apiToken: token('token', values.token) ?? DEFAULT_TOKEN,
  }
}

/** What `standin mcp`'s arguments ask for: a standin to drive (`--url`), its own server's options, or the help. */
export type McpArguments =
  | { kind: 'help' }
  | { kind: 'error'; error: string }
  | { kind: 'remote'; target: Target }
  | { kind: 'own'; options: ServerOptions }

/** `standin mcp`'s arguments, read and checked; its own server on a free port unless --port says otherwise. */
export function parseMcpArguments(argv: readonly string[], env: NodeJS.ProcessEnv = {}): McpArguments {
  if (argv.includes('-h') || argv.includes('--help')) return { kind: 'help' }
  if (argv.some((arg) => arg === '--url' || arg.startsWith('--url='))) {
    try {
      return { kind: 'remote', target: remoteTarget(argv) }
    } catch (error) {
      if (error instanceof UsageError || codeOf(error)?.startsWith('ERR_PARSE_ARGS') === true)
        return { kind: 'error', error: messageOf(error) }
      throw error
    }
  }
  const parsed = parseOptions(['--port', '0', ...argv], env)
  return parsed.kind === 'options' ? { kind: 'own', options: parsed.options } : parsed
}

/** A wildcard address listens on loopback too: the tools call it there. */
const reachable = (url: string) => url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:')

/** Its own standin, started in this process with the server's options. */
async function ownTarget(options: ServerOptions): Promise<Target> {
  const refuse = (message: string): never => {
    note(message.trim().replace(/\s*\n\s*/g, ' | '))
    process.exit(2)
  }
  const { url } = await serve(options, { say, refuse })
  return { origin: reachable(url), adminToken: options.adminToken, apiToken: options.token }
}

/** `standin mcp --help`: the usage, then every tool and its title. */
export function mcpHelp(): string {
  const example: Target = { origin: 'http://127.0.0.1:0', adminToken: undefined, apiToken: DEFAULT_TOKEN }
  const tools = allTools(example, false).map((tool) => `  ${tool.name.padEnd(22)}  ${tool.title}`)
  return `${HELP}${tools.join('\n')}\n`
}

/** Ends the process when the client goes: its own server must not outlive it. */
function endWithClient(): void {
  const end = () => process.exit(0)
  process.stdin.on('end', end)
  process.stdin.on('close', end)
  process.on('SIGINT', end)
  process.on('SIGTERM', end)
}

/** Runs `standin mcp`; answers the exit status when it stops before serving. */
export async function mcp(argv: readonly string[]): Promise<number> {
  const parsed = parseMcpArguments(argv, process.env)
  if (parsed.kind === 'help') {
    process.stdout.write(mcpHelp())
    return 0
  }
  if (parsed.kind === 'error') {
    note(parsed.error)
    process.stderr.write(`\n${mcpHelp()}`)
    return 2
  }
  let target: Target
  try {
    target = parsed.kind === 'remote' ? parsed.target : await ownTarget(parsed.options)
  } catch (error) {
    note(messageOf(error))
    return 2
  }
  const server = createMcpServer(target, parsed.kind === 'own', STANDIN_VERSION, note)
  endWithClient()
  await server.connect(new StdioServerTransport())
  note(`serving ${target.origin}'s control plane as MCP tools on stdio`)
  return 0
}
