import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { STANDIN_VERSION } from '../../mocks/persist/version.js'
import { codeOf, messageOf } from '../error-message.js'
import { parseOptions } from '../options.js'
import { serve } from '../serve.js'
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

/** A wildcard address listens on loopback too: the tools call it there. */
const reachable = (url: string) => url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//[::1]:')

/** Its own standin, started with the server's options (on a free port unless --port says otherwise). */
async function ownTarget(argv: readonly string[]): Promise<Target> {
  const parsed = parseOptions(['--port', '0', ...argv], process.env)
  if (parsed.kind === 'error') throw new UsageError(parsed.error)
  if (parsed.kind === 'help') throw new Error('unreachable: --help is answered first')
  const options = parsed.options
  const refuse = (message: string): never => {
    note(message.trim().replace(/\s*\n\s*/g, ' | '))
    process.exit(2)
  }
  const { url } = await serve(options, { say, refuse })
  return { origin: reachable(url), adminToken: options.adminToken, apiToken: options.token }
}

/** The help, with every tool and its title. */
function helpText(): string {
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
  if (argv.includes('-h') || argv.includes('--help')) {
    process.stdout.write(helpText())
    return 0
  }
  const remote = argv.some((arg) => arg === '--url' || arg.startsWith('--url='))
  let target: Target
  try {
    target = remote ? remoteTarget(argv) : await ownTarget(argv)
  } catch (error) {
    note(messageOf(error))
    if (error instanceof UsageError || codeOf(error)?.startsWith('ERR_PARSE_ARGS') === true)
      process.stderr.write(`\n${helpText()}`)
    return 2
  }
  const server = createMcpServer(target, !remote, STANDIN_VERSION, note)
  endWithClient()
  await server.connect(new StdioServerTransport())
  note(`serving ${target.origin}'s control plane as MCP tools on stdio`)
  return 0
}
