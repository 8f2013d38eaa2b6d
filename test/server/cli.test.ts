import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { afterEach, describe, expect, it } from 'vitest'

const tsx = createRequire(import.meta.url).resolve('tsx/cli')
const cli = new URL('../../server/cli.ts', import.meta.url).pathname
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM')
})

function start(...args: string[]): Promise<{ line: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [tsx, cli, ...args], { env: { ...process.env, PORT: '' } })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('\n')) resolve({ line: output.trim(), child })
    })
    child.on('exit', (code) => reject(new Error(`exited ${code}`)))
  })
}

describe('standin CLI', () => {
  it('starts, prints one line with the URL and the token, and serves', async () => {
    const { line } = await start('--port', '0', '--token', 'cli-token', '--seed', '3')
    const match = /^standin listening on (http:\/\/127\.0\.0\.1:\d+) \(token: cli-token\)$/.exec(line)
    expect(match).not.toBeNull()
    const base = match![1]
    expect((await fetch(`${base}/__standin/health`)).status).toBe(200)
    const users = await fetch(`${base}/api/v2beta/core/users/`, { headers: { Authorization: 'Bearer cli-token' } })
    expect(users.status).toBe(200)
    const wrong = await fetch(`${base}/api/v2beta/core/users/`, { headers: { Authorization: 'Bearer standin-dev-token' } })
    expect(wrong.status).toBe(401)
  })

  it('starts empty with --scenario empty', async () => {
    const { line } = await start('--port', '0', '--scenario', 'empty')
    const base = /(http:\/\/\S+)/.exec(line)![1]
    const users = await fetch(`${base}/api/v2beta/core/users/`, { headers: { Authorization: 'Bearer standin-dev-token' } })
    expect((await users.json()).count).toBe(0)
  })

  it('--help lists every flag with its default', () => {
    const result = spawnSync(process.execPath, [tsx, cli, '--help'], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    for (const flag of ['--port', '--host', '--seed', '--scenario', '--token']) expect(result.stdout).toContain(flag)
    expect(result.stdout).toContain('default: 127.0.0.1')
  })

  it.each([
    [['--port', 'abc'], '--port must be an integer'],
    [['--port', '70000'], '--port must be an integer'],
    [['--scenario', 'nope'], 'unknown scenario'],
    [['--bogus'], "Unknown option '--bogus'"],
  ])('refuses %j with exit code 2', (args, message) => {
    const result = spawnSync(process.execPath, [tsx, cli, ...args], { encoding: 'utf8' })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(message)
  })
})
