import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/** `--scenario <file>` and `--watch`, through the bin as `npm start` runs it. */
const cli = new URL('../../bin/standin.js', import.meta.url).pathname
const children: ChildProcess[] = []
const auth = { Authorization: 'Bearer standin-dev-token' }

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM')
})

interface Started {
  base: string
  /** Resolves with the next console line that contains `text`. */
  nextLine(text: string): Promise<string>
}

function start(...args: string[]): Promise<Started> {
  const child = spawn(process.execPath, [cli, '--port', '0', '--quiet', ...args], { env: { ...process.env, PORT: '' } })
  children.push(child)
  let output = ''
  const waiting: Array<{ text: string; resolve: (line: string) => void }> = []
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    const lines = output.split('\n')
    output = lines.pop() ?? ''
    for (const line of lines) {
      const index = waiting.findIndex((wait) => line.includes(wait.text))
      if (index !== -1) waiting.splice(index, 1)[0]!.resolve(line)
    }
  })
  const nextLine = (text: string) => new Promise<string>((resolve) => waiting.push({ text, resolve }))
  return new Promise((resolve, reject) => {
    nextLine('listening on').then((line) => resolve({ base: /(http:\/\/\S+)/.exec(line)![1]!, nextLine }), reject)
    child.on('exit', (code) => reject(new Error(`exited ${code}`)))
  })
}

const usernames = async (base: string, session?: string) => {
  const response = await fetch(`${base}/api/v2beta/core/users/?ordering=username`, {
    headers: { ...auth, ...(session ? { 'X-Standin-Session': session } : {}) },
  })
  return ((await response.json()) as { results: Array<{ username: string }> }).results.map((user) => user.username)
}

const dir = () => mkdtempSync(join(tmpdir(), 'standin-scenario-'))

describe('--scenario <file>', () => {
  it('starts from the file, and knows it by the file name for reset and sessions', async () => {
    const file = join(dir(), 'team.json')
    writeFileSync(
      file,
      JSON.stringify({ extends: 'empty', identity: { 'core/users': [{ username: 'alice', name: 'Alice' }] } }),
    )
    const { base } = await start('--scenario', file)
    expect(await usernames(base)).toEqual(['alice'])
    const listed = (await (await fetch(`${base}/__standin/scenarios`)).json()) as {
      scenarios: string[]
      start: { scenario: string }
    }
    expect(listed.scenarios).toContain('team')
    expect(listed.start.scenario).toBe('team')
    // A session starts from it too.
    expect(await usernames(base, 'one')).toEqual(['alice'])
    const json = { 'Content-Type': 'application/json' }
    expect(
      (await fetch(`${base}/__standin/reset`, { method: 'POST', headers: json, body: '{"scenario": "empty"}' })).status,
    ).toBe(204)
    expect(await usernames(base)).toEqual([])
    expect(
      (await fetch(`${base}/__standin/reset`, { method: 'POST', headers: json, body: '{"scenario": "team"}' })).status,
    ).toBe(204)
    expect(await usernames(base)).toEqual(['alice'])
  })

  it.each([
    ['not JSON', '{"extends": ', /^standin: --scenario \S+bad\.json: not JSON: .+\n$/],
    [
      'an unknown collection',
      '{"identity": {"core/usr": []}}',
      /^standin: --scenario \S+: Unknown collection "identity\.core\/usr"; .+\n$/,
    ],
    [
      'a refused record',
      '{"identity": {"core/users": [{"username": ""}]}}',
      /^standin: --scenario \S+: identity\.core\/users\[0\]: username: This field may not be blank\.\n$/,
    ],
  ])('with %s stops at once with one line', (_name, text, expected) => {
    const file = join(dir(), 'bad.json')
    writeFileSync(file, text)
    const result = spawnSync(process.execPath, [cli, '--port', '0', '--scenario', file], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '' },
    })
    expect(result.status).toBe(2)
    expect(result.stderr).toMatch(expected)
  })

  it('refuses a missing file and --watch without a file', () => {
    const missing = spawnSync(process.execPath, [cli, '--scenario', './nowhere/none.json'], { encoding: 'utf8' })
    expect(missing.status).toBe(2)
    expect(missing.stderr).toBe('standin: --scenario ./nowhere/none.json: cannot be read (ENOENT)\n')
    const watch = spawnSync(process.execPath, [cli, '--watch'], { encoding: 'utf8' })
    expect(watch.status).toBe(2)
    expect(watch.stderr).toContain('standin: --watch needs --scenario <file>')
  })

  it('takes a module whose default export is a scenario', async () => {
    const file = join(dir(), 'coded.mjs')
    writeFileSync(
      file,
      `export default { extends: 'empty', async build({ identity }) { await identity['core/users'].create({ username: 'from.code' }) } }`,
    )
    const { base } = await start('--scenario', file)
    expect(await usernames(base)).toEqual(['from.code'])
  })
})

describe('--watch', () => {
  it('reloads the file and resets the store when it changes, with one line; a broken save keeps the store', async () => {
    const folder = dir()
    const file = join(folder, 'live.json')
    const write = (users: string[]) => {
      // As editors save: a new file renamed over the old one.
      writeFileSync(
        `${file}.tmp`,
        JSON.stringify({ extends: 'empty', identity: { 'core/users': users.map((username) => ({ username })) } }),
      )
      renameSync(`${file}.tmp`, file)
    }
    write(['first'])
    const server = await start('--scenario', file, '--watch')
    expect(await usernames(server.base)).toEqual(['first'])

    const reloaded = server.nextLine('changed')
    write(['second', 'third'])
    expect(await reloaded).toBe(`standin: ${file} changed: scenario "live" reloaded, the store reset`)
    expect(await usernames(server.base)).toEqual(['second', 'third'])

    const broken = server.nextLine('changed')
    writeFileSync(file, '{"identity": {"core/users": [{"username": ""}]}, "extends": "empty"}')
    expect(await broken).toBe(
      `standin: ${file} changed but was not loaded, the store is unchanged: identity.core/users[0]: username: This field may not be blank.`,
    )
    expect(await usernames(server.base)).toEqual(['second', 'third'])
  })
})
