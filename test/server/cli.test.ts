import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The CLI as `npx standin` and `npm start` run it: the bin, in the Node process that serves, on
 * the bundle test/global-setup.ts keeps fresh, so that a start costs no compilation and a
 * signal (SIGKILL included) reaches the server itself.
 */
const cli = new URL('../../bin/standin.js', import.meta.url).pathname
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM')
})

/** Whether a TCP connection to the address and port is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function start(...args: string[]): Promise<{ line: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, PORT: '' } })
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
    const match =
      /^standin listening on (http:\/\/127\.0\.0\.1:\d+) \(token: cli-token\), workbench at \1\/__standin\/$/.exec(line)
    expect(match).not.toBeNull()
    const base = match![1]
    expect((await fetch(`${base}/__standin/health`)).status).toBe(200)
    const users = await fetch(`${base}/api/v2beta/core/users/`, { headers: { Authorization: 'Bearer cli-token' } })
    expect(users.status).toBe(200)
    const wrong = await fetch(`${base}/api/v2beta/core/users/`, {
      headers: { Authorization: 'Bearer standin-dev-token' },
    })
    expect(wrong.status).toBe(401)
  })

  it('starts empty with --scenario empty', async () => {
    const { line } = await start('--port', '0', '--scenario', 'empty')
    const base = /(http:\/\/\S+)/.exec(line)![1]
    const users = await fetch(`${base}/api/v2beta/core/users/`, {
      headers: { Authorization: 'Bearer standin-dev-token' },
    })
    expect((await users.json()).count).toBe(0)
  })

  it('--help lists every flag with its default', () => {
    const result = spawnSync(process.execPath, [cli, '--help'], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    const flags = [...result.stdout.matchAll(/^ {2}(?:-[hv], )?(--[a-z-]+)/gm)].map((match) => match[1])
    expect(flags).toEqual([
      '--port',
      '--host',
      '--token',
      '--scenario',
      '--watch',
      '--seed',
      '--snapshot',
      '--persist',
      '--now',
      '--fault',
      '--stubs',
      '--journal-size',
      '--snapshot-limit',
      '--sessions',
      '--session-idle',
      '--session-memory',
      '--answer-memory',
      '--cors-origin',
      '--admin-token',
      '--allowed-host',
      '--proxy',
      '--proxy-path',
      '--proxy-header',
      '--proxy-timeout',
      '--proxy-limit',
      '--record-stubs',
      '--quiet',
      '--help',
      '--version',
    ])
    // Each flag's description (its line and any continuation lines) names its default.
    const descriptions = result.stdout.split(/\n(?= {2}-)/).filter((text) => /^ {2}--[a-z]/.test(text))
    for (const text of descriptions) expect(text, text).toMatch(/\(default: /)
  })

  it('binds 127.0.0.1 only, unless --host says otherwise', async () => {
    const { line } = await start('--port', '0', '--quiet')
    const port = Number(/:(\d+) /.exec(line)![1])
    expect(line).toContain(`http://127.0.0.1:${port} `)
    expect(await connects('127.0.0.1', port)).toBe(true)
    // Another loopback address reaches the same machine, but not a socket bound to 127.0.0.1.
    expect(await connects('127.0.0.2', port)).toBe(false)
    const other = await start('--port', '0', '--quiet', '--host', '127.0.0.2')
    const otherPort = Number(/:(\d+) /.exec(other.line)![1])
    expect(other.line).toContain(`http://127.0.0.2:${otherPort} `)
    expect(await connects('127.0.0.2', otherPort)).toBe(true)
    expect(await connects('127.0.0.1', otherPort)).toBe(false)
  })

  it('--cors-origin takes a list, --admin-token closes the control routes', async () => {
    const { line } = await start(
      '--port',
      '0',
      '--quiet',
      '--cors-origin',
      'http://a.example,http://b.example',
      '--cors-origin',
      'http://c.example',
      '--admin-token',
      'qa-secret',
    )
    const base = /(http:\/\/\S+)/.exec(line)![1]
    const users = `${base}/api/v2beta/core/users/?limit=1`
    const auth = { Authorization: 'Bearer standin-dev-token' }
    for (const origin of ['http://a.example', 'http://c.example']) {
      expect(
        (await fetch(users, { headers: { ...auth, Origin: origin } })).headers.get('access-control-allow-origin'),
      ).toBe(origin)
    }
    expect(
      (await fetch(users, { headers: { ...auth, Origin: 'http://d.example' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull()
    expect((await fetch(`${base}/__standin/summary`)).status).toBe(401)
    expect((await fetch(`${base}/__standin/summary`, { headers: { Authorization: 'Bearer qa-secret' } })).status).toBe(
      200,
    )
  })

  it('logs one line per request unless --quiet', async () => {
    const { line, child } = await start('--port', '0')
    const base = /(http:\/\/\S+)/.exec(line)![1]
    const logged = new Promise<string>((resolve) =>
      child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    )
    await fetch(`${base}/api/v2beta/core/users/?limit=1`, { headers: { Authorization: 'Bearer standin-dev-token' } })
    expect(await logged).toMatch(/^GET \/api\/v2beta\/core\/users\/\?limit=1 200 [\d.]+ms/)
  })

  it('pins the clock with --now and injects faults with --fault', async () => {
    const { line } = await start(
      '--port',
      '0',
      '--quiet',
      '--now',
      '2030-01-01T10:00:00Z',
      '--fault',
      'GET /api/v2beta/core/groups/ code=503',
    )
    const base = /(http:\/\/\S+)/.exec(line)![1]
    expect(await (await fetch(`${base}/__standin/clock`)).json()).toEqual({
      now: '2030-01-01T10:00:00.000Z',
      pinned: true,
    })
    const groups = await fetch(`${base}/api/v2beta/core/groups/`, {
      headers: { Authorization: 'Bearer standin-dev-token' },
    })
    expect(groups.status).toBe(503)
  })

  // The crash test, at the default size and at the large one (a bigger snapshot, a longer replay).
  it.each([['default'], ['large']])(
    '--persist keeps acknowledged changes across a SIGKILL and a restart (%s); --snapshot starts from the file',
    async (scenario) => {
      const folder = mkdtempSync(join(tmpdir(), 'standin-cli-'))
      const file = join(folder, 'store.json')
      const auth = { Authorization: 'Bearer standin-dev-token', 'Content-Type': 'application/json' }
      const first = await start('--port', '0', '--quiet', '--scenario', scenario, '--persist', file)
      const base = /(http:\/\/\S+)/.exec(first.line)![1]
      for (const name of ['survivor', 'second', 'third']) {
        const created = await fetch(`${base}/api/v2beta/core/users/`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ username: name, name }),
        })
        expect(created.status).toBe(201)
      }
      const renamed = await fetch(`${base}/api/v2beta/core/users/?search=second`, { headers: auth })
      const second = (await renamed.json()).results[0]
      expect(
        (
          await fetch(`${base}/api/v2beta/core/users/${second.pk}/`, {
            method: 'PATCH',
            headers: auth,
            body: JSON.stringify({ name: 'Renamed' }),
          })
        ).status,
      ).toBe(200)
      first.child.kill('SIGKILL')
      const again = await start('--port', '0', '--quiet', '--scenario', scenario, '--persist', file)
      const url = /(http:\/\/\S+)/.exec(again.line)![1]
      const found = async (at: string | undefined, search: string) =>
        (await (await fetch(`${at}/api/v2beta/core/users/?search=${search}`, { headers: auth })).json()).results
      expect((await found(url, 'survivor')).length).toBe(1)
      expect((await found(url, 'second'))[0].name).toBe('Renamed')
      const snapshotFile = join(folder, 'snapshot.json')
      writeFileSync(snapshotFile, readFileSync(file))
      const third = await start('--port', '0', '--quiet', '--snapshot', snapshotFile)
      const fromSnapshot = /(http:\/\/\S+)/.exec(third.line)![1]
      expect((await found(fromSnapshot, 'survivor')).length).toBe(1)
    },
  )

  it('--persist refuses a second server on the same file, and an unusable path, with one line', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'standin-cli-'))
    const file = join(folder, 'store.json')
    const first = await start('--port', '0', '--quiet', '--scenario', 'empty', '--persist', file)
    const second = spawnSync(process.execPath, [cli, '--port', '0', '--persist', file], { encoding: 'utf8' })
    expect(second.status).toBe(2)
    expect(second.stderr).toBe(
      `standin: --persist ${file}: in use by another standin (pid ${first.child.pid}); stop it, or remove ${file}.lock if it is gone\n`,
    )
    const missing = spawnSync(
      process.execPath,
      [cli, '--port', '0', '--persist', join(folder, 'nowhere', 'store.json')],
      { encoding: 'utf8' },
    )
    expect(missing.status).toBe(2)
    expect(missing.stderr).toMatch(/^standin: --persist \S+nowhere\/store\.json: ENOENT[^\n]*\n$/)
  })

  it("--stubs answers from a file's stubs; a file that is not JSON, or holds a bad stub, stops the start with one line", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'standin-cli-'))
    const file = join(folder, 'stubs.json')
    writeFileSync(
      file,
      JSON.stringify([
        {
          request: { method: 'GET', path: '/wp-json/cal/events/v1/events/:id' },
          response: { status: 410, body: { gone: true } },
          times: 1,
        },
      ]),
    )
    const { line } = await start('--port', '0', '--quiet', '--stubs', file)
    const base = /(http:\/\/\S+)/.exec(line)![1]
    const stubbed = await fetch(`${base}/wp-json/cal/events/v1/events/1`)
    expect([stubbed.status, await stubbed.json()]).toEqual([410, { gone: true }])
    expect((await fetch(`${base}/wp-json/cal/events/v1/events/1`)).status).not.toBe(410)
    const journal = await (await fetch(`${base}/__standin/requests?path=/events/1`)).json()
    expect(journal.requests.map((entry: { stub: string | null }) => entry.stub)).toEqual([null, 'stub-1'])
    const broken = join(folder, 'broken.json')
    writeFileSync(broken, '[{"request": ')
    const notJson = spawnSync(process.execPath, [cli, '--port', '0', '--stubs', broken], { encoding: 'utf8' })
    expect(notJson.status).toBe(2)
    expect(notJson.stderr).toMatch(new RegExp(`^standin: --stubs ${broken}: not JSON \\([^\\n]+\\)\\n$`))
    writeFileSync(broken, JSON.stringify([{ request: { path: '/x' }, response: { status: 200 }, times: 0 }]))
    const badTimes = spawnSync(process.execPath, [cli, '--port', '0', '--stubs', broken], { encoding: 'utf8' })
    expect([badTimes.status, badTimes.stderr]).toEqual([
      2,
      `standin: --stubs ${broken}: stub 0: "times" must be an integer from 1 to 1000000000\n`,
    ])
    const missing = spawnSync(process.execPath, [cli, '--port', '0', '--stubs', join(folder, 'none.json')], {
      encoding: 'utf8',
    })
    expect([missing.status, missing.stderr]).toEqual([
      2,
      `standin: --stubs ${join(folder, 'none.json')}: no such file\n`,
    ])
  })

  it.each([
    [['--port', 'abc'], '--port must be an integer'],
    [['--port', '70000'], '--port must be an integer'],
    [['--scenario', 'nope'], 'unknown scenario'],
    [['--bogus'], "Unknown option '--bogus'"],
    [['--now', 'tomorrow'], '--now must be an ISO 8601 date-time'],
    [
      ['--now', '9999-12-31T23:59:59-23:59'],
      '--now: The clock can be pinned from 1970-01-01T00:00:00.000Z to 9989-12-31T23:59:59.999Z',
    ],
    [['--sessions', '100000'], '--sessions must be an integer from 0 to 1000'],
    [['--snapshot-limit', '2048'], '--snapshot-limit must be an integer from 0 to 1024'],
    [Array.from({ length: 101 }, () => ['--fault', '/x code=503']).flat(), '--fault: at most 100 faults, got 101'],
    [['--fault', '/x colour=red'], '--fault "/x colour=red": unknown part'],
    [['--snapshot', '/nonexistent/file.json'], '--snapshot /nonexistent/file.json'],
    [['--cors-origin', 'http://app.example/path'], '--cors-origin must be * or an origin'],
    [['--admin-token', ''], '--admin-token must be non-empty'],
  ])('refuses %j with exit code 2', (args, message) => {
    const result = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' })
    expect(result.status).toBe(2)
    expect(result.stderr).toContain(message)
  })
})
