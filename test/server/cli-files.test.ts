import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { parseRawResponse, rawExchange } from '../helpers/raw-http.js'

/**
 * The files the CLI reads (`--stubs`, `--snapshot`, `--persist`, their locks), as users start it:
 * a damaged one stops the start with one line naming the file and what is wrong, exit 2, and
 * is left as it was; never a stack. A stale lock is taken over with one line.
 */

const cli = new URL('../../bin/standin.js', import.meta.url).pathname
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

const folder = () => mkdtempSync(join(tmpdir(), 'standin-cli-files-'))

/** Runs the CLI until it listens (then stops it) or exits: what it printed, and how it ended. */
function run(args: string[], node: string[] = []): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [...node, cli, '--port', '0', '--quiet', ...args])
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.includes('listening on')) {
        child.kill('SIGTERM')
      }
    })
    child.on('exit', (status) => resolve({ status, stdout, stderr }))
  })
}

/** A --persist log written by a server: its snapshot line and one change line. */
let snapshotLine = ''
let changeLine = ''

beforeAll(async () => {
  const file = join(folder(), 'store.json')
  const child = spawn(process.execPath, [cli, '--port', '0', '--quiet', '--scenario', 'empty', '--persist', file])
  children.push(child)
  const url = await new Promise<string>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /(http:\/\/\S+)/.exec(chunk.toString())
      if (match?.[1]) resolve(match[1])
    }),
  )
  const created = await fetch(`${url}/api/v2beta/core/users/`, {
    method: 'POST',
    headers: { Authorization: 'Bearer standin-dev-token', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'logged', name: 'L' }),
  })
  expect(created.status).toBe(201)
  child.kill('SIGKILL')
  ;[snapshotLine = '', changeLine = ''] = readFileSync(file, 'utf8').split('\n')
})

const withChange = (edit: (change: any) => void) => {
  const change = JSON.parse(changeLine)
  edit(change)
  return `${snapshotLine}\n${JSON.stringify(change)}\n`
}

describe('a damaged file stops the start with one line, and is left as it was', () => {
  it.each([
    [
      '--persist',
      'lagging sequences',
      () => withChange((c) => (c.changes.identity.sequences.users = 0)),
      /after the last line: identity: sequence "users" is 0/,
    ],
    [
      '--persist',
      'no random state',
      () => withChange((c) => delete c.changes.identity.random),
      /line 2: not a change: changes\.identity\.random/,
    ],
    [
      '--persist',
      'a table named constructor',
      () => withChange((c) => (c.changes.identity.tables.constructor = [])),
      /line 2: identity: unknown table\(s\) constructor/,
    ],
    [
      '--persist',
      'an unknown API section',
      () => withChange((c) => (c.changes.billing = {})),
      /line 2: not a change: changes: Unrecognized key/,
    ],
    ['--persist', 'zero bytes', () => '', /the file is empty \(0 bytes\)/],
    ['--snapshot', 'zero bytes', () => '', /the file is empty \(0 bytes\)/],
    [
      '--snapshot',
      'nesting 100,000 deep',
      () => `{"format": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      /not a standin snapshot: nested deeper than 100 levels/,
    ],
    [
      '--stubs',
      'nesting 200,000 deep',
      () =>
        `[{"request": {"path": "/x"}, "response": {"status": 200, "body": ${'['.repeat(200_000)}${']'.repeat(200_000)}}}]`,
      /nested deeper than 100 levels/,
    ],
    [
      '--stubs',
      'a __proto__ key',
      () => '[{"request": {"path": "/x"}, "response": {"status": 200, "body": {"__proto__": {}}}}]',
      /a key named "__proto__"/,
    ],
  ])('%s with %s', async (flag, _name, content, message) => {
    const file = join(folder(), 'file.json')
    const text = content()
    writeFileSync(file, text)
    const result = await run([flag, file])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(new RegExp(`^standin: ${flag} ${file}: [^\\n]+\\n$`))
    expect(result.stderr).toMatch(message)
    expect(readFileSync(file, 'utf8')).toBe(text)
  })

  it('--persist larger than the process can load, before reading it', async () => {
    const file = join(folder(), 'store.json')
    writeFileSync(file, `${snapshotLine}\n${changeLine}\n`.padEnd(32 * 1024 * 1024, ' '))
    const result = await run(['--persist', file], ['--max-old-space-size=16'])
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(
      /^standin: --persist \S+: 32\.0 MiB is more than this process can load \([\d.]+ MiB, an eighth of its heap\); give Node more with --max-old-space-size\n$/,
    )
  })
})

describe('the --persist lock', () => {
  it('is taken over, with one line, when the live process it names is no standin on the file', async () => {
    const file = join(folder(), 'store.json')
    writeFileSync(file, `${snapshotLine}\n${changeLine}\n`)
    const other = spawn('sleep', ['30'])
    children.push(other)
    writeFileSync(`${file}.lock`, `${other.pid}\n`)
    const result = await run(['--persist', file])
    expect(result.stdout).toMatch(/listening on/)
    expect(result.stderr).toBe(
      `standin: --persist ${file}: took over ${file}.lock: pid ${other.pid} is not a standin on this file (it runs sleep)\n`,
    )
  })

  it('still stops a second server on the file, whichever form its lock has', async () => {
    const file = join(folder(), 'store.json')
    const first = spawn(process.execPath, [cli, '--port', '0', '--quiet', '--persist', file])
    children.push(first)
    await new Promise<void>((resolve) => first.stdout.on('data', () => resolve()))
    for (const lock of [readFileSync(`${file}.lock`, 'utf8'), `${first.pid}\n`]) {
      writeFileSync(`${file}.lock`, lock)
      const second = spawnSync(process.execPath, [cli, '--port', '0', '--persist', file], { encoding: 'utf8' })
      expect([second.status, second.stderr]).toEqual([
        2,
        `standin: --persist ${file}: in use by another standin (pid ${first.pid}); stop it, or remove ${file}.lock if it is gone\n`,
      ])
    }
  })
})

describe('--allowed-host', () => {
  it('lets the control routes answer a name they would refuse without it', async () => {
    const child = spawn(process.execPath, [cli, '--port', '0', '--quiet', '--allowed-host', 'standin.test'])
    children.push(child)
    const url = await new Promise<string>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => resolve(/(http:\/\/\S+)/.exec(chunk.toString())?.[1] ?? '')),
    )
    const { port } = new URL(url)
    // fetch sends the URL's own Host: the request is written as a browser after rebinding sends it.
    const asHost = async (host: string) =>
      parseRawResponse(
        await rawExchange(url, `GET /__standin/summary HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      )
    expect((await asHost(`standin.test:${port}`)).status).toBe(200)
    expect((await asHost(`localhost:${port}`)).status).toBe(200)
    const refused = await asHost(`attacker.example:${port}`)
    expect([refused.status, JSON.parse(refused.body).error]).toEqual([403, expect.stringContaining('--allowed-host')])
  })
})
