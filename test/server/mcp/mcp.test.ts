import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

/**
 * `standin mcp` as an MCP client runs it: the real `node bin/standin.js mcp ...` process on
 * the bundle test/global-setup.ts keeps fresh, spoken to with the SDK's own client over stdio.
 * Both modes: its own server (started in the mcp process), and --url to a standin started
 * apart. Every process started here is stopped here.
 */

const bin = new URL('../../../bin/standin.js', import.meta.url).pathname
const ADMIN = 'mcp-admin-secret'

interface Connected {
  client: Client
  transport: StdioClientTransport
  /** What the process wrote to stderr so far. */
  stderr: () => string
}

const clients: Connected[] = []
const servers: ChildProcess[] = []

async function connect(...args: string[]): Promise<Connected> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [bin, 'mcp', ...args],
    stderr: 'pipe',
    env: { ...process.env, PORT: '' },
  })
  let stderr = ''
  transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const client = new Client({ name: 'standin-test', version: '0' })
  await client.connect(transport)
  const connected = { client, transport, stderr: () => stderr }
  clients.push(connected)
  return connected
}

interface Result {
  isError: boolean
  text: string
  /** The text as JSON, when it is. */
  json: any
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<Result> {
  const result = await client.callTool({ name, arguments: args })
  const content = Array.isArray(result.content) ? result.content : []
  const text = content.map((part: { text?: string }) => part.text ?? '').join('')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { isError: result.isError === true, text, json }
}

/** A standin started apart, as `standin --port 0 ...`; its origin from the start line. */
function startServer(...args: string[]): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [bin, '--port', '0', '--quiet', ...args], { env: { ...process.env, PORT: '' } })
  servers.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const origin = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (origin) resolve({ origin, child })
    })
    child.on('exit', (code) => reject(new Error(`the server exited ${code}`)))
  })
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

afterEach(async () => {
  for (const { client } of clients.splice(0)) await client.close()
})
afterAll(() => {
  for (const child of servers.splice(0)) child.kill('SIGTERM')
})

describe('standin mcp with its own server', () => {
  it('lists every tool with a description and an input schema', async () => {
    const { client } = await connect('--quiet')
    const { tools } = await client.listTools()
    const names = tools.map((tool) => tool.name)
    for (const name of ['reset', 'list_scenarios', 'record_counts', 'call_api', 'add_stub', 'list_stubs'])
      expect(names).toContain(name)
    for (const name of ['remove_stub', 'add_fault', 'pin_clock', 'open_session', 'end_session'])
      expect(names).toContain(name)
    for (const name of ['query_journal', 'read_request', 'download_snapshot']) expect(names).toContain(name)
    for (const tool of tools) {
      expect(tool.description, tool.name).toBeTruthy()
      expect(tool.inputSchema.type, tool.name).toBe('object')
    }
    const stub = tools.find((tool) => tool.name === 'add_stub')
    expect(stub?.inputSchema.required).toEqual(['request', 'response'])
  })

  it('resets, adds a stub that call_api sees answer, and reads it in the journal', async () => {
    const { client, stderr } = await connect('--scenario', 'empty', '--seed', '7')
    const scenarios = await call(client, 'list_scenarios')
    expect(scenarios.json).toEqual({
      scenarios: ['default', 'empty', 'large', 'edge-cases'],
      start: { scenario: 'empty', seed: 7 },
    })
    expect(await call(client, 'reset', { scenario: 'default' })).toMatchObject({ isError: false })
    const counts = await call(client, 'record_counts')
    const identity = counts.json.collections.find((api: { api: string }) => api.api === 'identity')
    expect(identity.collections.find((c: { name: string }) => c.name === 'core/users').count).toBeGreaterThan(0)

    const added = await call(client, 'add_stub', {
      request: { method: 'GET', path: '/api/v2beta/core/users/:id/' },
      response: { status: 200, body: { echoed: '{{request.params.id}}' }, template: true },
    })
    expect(added.json).toMatchObject({ id: 'stub-1', used: 0 })
    const answered = await call(client, 'call_api', { path: '/api/v2beta/core/users/abc-42/' })
    expect(answered.json).toMatchObject({ status: 200, body: { echoed: 'abc-42' } })

    const journal = await call(client, 'query_journal', { answeredBy: 'stub', limit: 5 })
    expect(journal.json.requests).toHaveLength(1)
    const [entry] = journal.json.requests
    expect(entry).toMatchObject({ method: 'GET', status: 200, stub: 'stub-1', answeredBy: 'stub' })
    const one = await call(client, 'read_request', { id: entry.id })
    expect(one.json).toMatchObject({ request: { id: entry.id, stub: 'stub-1' }, nearMisses: [] })
    // The server's console went to stderr: stdout is the protocol's alone.
    expect(stderr()).toMatch(/standin listening on http:\/\/127\.0\.0\.1:\d+/)
    expect(stderr()).toMatch(/GET \/api\/v2beta\/core\/users\/abc-42\/ 200/)
  })

  it('answers bad input and refusals as tool errors, and keeps serving', async () => {
    const { client } = await connect('--quiet')
    const invalid = await call(client, 'add_stub', { request: { path: 'no-slash' }, response: { status: 200 } })
    expect(invalid.isError).toBe(true)
    expect(invalid.text).toMatch(/request\.path/)
    const wrongType = await call(client, 'reset', { seed: 'seven' })
    expect(wrongType.isError).toBe(true)
    // Past the schema, the control plane's own check and message.
    const template = await call(client, 'add_stub', {
      request: { path: '/x' },
      response: { status: 200, body: '{{#if}}', template: true },
    })
    expect(template).toMatchObject({ isError: true })
    expect(template.text).toMatch(/^POST \/__standin\/stubs answered 400: The stub was refused, nothing changed/)
    const unknown = await call(client, 'reset', { scenario: 'nope' })
    expect(unknown.text).toMatch(/answered 400: Unknown scenario "nope"; known: default, empty/)
    const missing = await call(client, 'remove_stub', { id: 'stub-404' })
    expect(missing).toMatchObject({ isError: true, text: expect.stringMatching(/answered 404: No stub "stub-404"/) })
    expect(await call(client, 'call_api', { path: '/__standin/stubs' })).toMatchObject({ isError: true })
    expect(await call(client, 'call_api', { path: '//example.com/x' })).toMatchObject({ isError: true })
    expect((await call(client, 'no_such_tool')).isError).toBe(true)
    expect(await call(client, 'list_stubs')).toMatchObject({ isError: false, json: { stubs: [] } })
    // Without --proxy nothing is checked against the documents: the drift is empty.
    expect((await call(client, 'read_drift')).json).toMatchObject({ checked: 0, violations: [] })
  })

  it('pins the clock, keeps a session apart, writes a snapshot file, and ends with the client', async () => {
    const { client, transport } = await connect('--quiet')
    expect((await call(client, 'pin_clock', { now: '2030-01-01T10:00Z' })).json).toEqual({
      now: '2030-01-01T10:00:00.000Z',
      pinned: true,
    })
    const session = (await call(client, 'open_session', { id: 'mcp-test' })).json
    expect(session).toEqual({ id: 'mcp-test', header: 'X-Standin-Session: mcp-test' })
    await call(client, 'add_stub', {
      session: 'mcp-test',
      request: { path: '/api/v2beta/' },
      response: { status: 418, body: { mine: true } },
    })
    expect((await call(client, 'call_api', { path: '/api/v2beta/', session: 'mcp-test' })).json.status).toBe(418)
    expect((await call(client, 'call_api', { path: '/api/v2beta/' })).json.status).toBe(200)
    expect((await call(client, 'list_stubs')).json.stubs).toEqual([])
    expect(await call(client, 'end_session', { id: 'mcp-test' })).toMatchObject({ isError: false })

    const folder = mkdtempSync(join(tmpdir(), 'standin-mcp-'))
    try {
      const file = join(folder, 'store.json')
      expect((await call(client, 'download_snapshot', { file })).json).toMatchObject({ file })
      expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('identity')
      expect(await call(client, 'upload_snapshot', { file })).toMatchObject({ isError: false })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    const { json: info } = await call(client, 'server_info')
    const pid = transport.pid
    await client.close()
    clients.splice(0)
    expect(pid !== null && alive(pid)).toBe(false)
    await expect(fetch(`${info.url}/__standin/health`)).rejects.toThrow()
  })
})

describe('standin mcp --url', () => {
  let origin = ''
  beforeAll(async () => {
    origin = (await startServer('--admin-token', ADMIN, '--scenario', 'empty')).origin
  })

  it('drives a server started apart, with its admin token', async () => {
    const { client } = await connect('--url', origin, '--admin-token', ADMIN)
    expect((await call(client, 'server_info')).json).toMatchObject({ url: origin, startedBy: expect.any(String) })
    expect(await call(client, 'reset', { scenario: 'empty' })).toMatchObject({ isError: false })
    await call(client, 'add_stub', { request: { path: '/wp-json/cal/events/v1/hello' }, response: { status: 200 } })
    expect((await call(client, 'call_api', { path: '/wp-json/cal/events/v1/hello' })).json.status).toBe(200)
    // The server's own journal, as its control route answers it.
    const direct = await fetch(`${origin}/__standin/requests?answeredBy=stub`, {
      headers: { Authorization: `Bearer ${ADMIN}` },
    })
    const journal = await call(client, 'query_journal', { answeredBy: 'stub' })
    expect(journal.json).toEqual(await direct.json())
    expect(await call(client, 'remove_all_stubs')).toMatchObject({ isError: false })
  })

  it('passes the guards on unchanged: without the admin token every control tool is refused', async () => {
    const { client } = await connect('--url', origin)
    const refused = await call(client, 'list_stubs')
    expect(refused.isError).toBe(true)
    expect(refused.text).toMatch(/^GET \/__standin\/stubs answered 401: The control routes need the admin token/)
  })

  it("runs as the MCP guide's client entry says (docs/snippets/mcp/client.json)", async () => {
    const entry = JSON.parse(readFileSync(new URL('../../../docs/snippets/mcp/client.json', import.meta.url), 'utf8'))
    expect(entry).toMatchObject({ command: 'npx', args: ['standin', 'mcp', '--url', expect.any(String)] })
    // npx standin is this bin; the entry's address is where this test's server listens.
    const args: string[] = entry.args.slice(2).map((arg: string) => (arg.startsWith('http') ? origin : arg))
    const { client } = await connect(...args, '--admin-token', ADMIN)
    expect((await call(client, 'server_info')).json).toMatchObject({ url: origin })
  })

  it('says so when nothing answers at --url', async () => {
    const { client } = await connect('--url', 'http://127.0.0.1:9')
    const result = await call(client, 'list_scenarios')
    expect(result).toMatchObject({
      isError: true,
      text: expect.stringMatching(/^Could not reach standin at http:\/\/127\.0\.0\.1:9/),
    })
  })
})

describe('standin mcp on the command line', () => {
  it('--help names the modes and every tool', () => {
    const result = spawnSync(process.execPath, [bin, 'mcp', '--help'], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/^Usage: standin mcp --url <origin>/)
    expect(result.stdout).toContain('"args": ["standin", "mcp", "--url", "http://127.0.0.1:4010"]')
    expect(result.stdout).toMatch(/^ {2}add_stub +Add a stub$/m)
  })

  it('refuses a wrong flag with one line and the help, on stderr, exit 2', () => {
    for (const args of [
      ['--url', 'ftp://x'],
      ['--port', 'many'],
      ['--url', 'http://127.0.0.1:1', '--bogus'],
    ]) {
      const result = spawnSync(process.execPath, [bin, 'mcp', ...args], { encoding: 'utf8', input: '' })
      expect(result.status, args.join(' ')).toBe(2)
      expect(result.stdout).toBe('')
      expect(result.stderr).toMatch(/^standin mcp: .+\n\nUsage: standin mcp/)
    }
  })
})
