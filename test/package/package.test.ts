import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The package as an app gets it: built and packed (`npm pack`, whose `prepare` builds), unpacked
 * into a consumer's node_modules next to standin's dependencies. Its exports resolve and run in
 * Node, its types check in a front-end (bundler) and a Node (NodeNext) project, and its bin
 * copies the worker script and starts the server.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(import.meta.url)
const MSW_WORKER = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
const TSC = require.resolve('typescript/bin/tsc')

let scratch: string
let consumer: string
let packed: string[]
const children: ChildProcess[] = []

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-package-'))
  consumer = join(scratch, 'consumer')
  const modules = join(consumer, 'node_modules')
  mkdirSync(modules, { recursive: true })
  // What `prepare` runs before a pack; run apart, so that its output stays out of pack's JSON.
  execFileSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'ignore' })
  const [pack] = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], { cwd: REPO, encoding: 'utf8' }))
  packed = pack.files.map((file: { path: string }) => file.path)
  execFileSync('tar', ['-xzf', join(scratch, pack.filename), '-C', scratch])
  renameSync(join(scratch, 'package'), join(modules, 'standin'))
  // standin's dependencies, as an install would put them beside it.
  for (const name of readdirSync(join(REPO, 'node_modules'))) {
    if (!name.startsWith('.')) symlinkSync(join(REPO, 'node_modules', name), join(modules, name))
  }
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }))
}, 120_000)

afterAll(() => {
  for (const child of children) child.kill('SIGTERM')
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

/** Runs an ES module in the consumer and returns what it prints as JSON. */
function runInConsumer(source: string): any {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: consumer, encoding: 'utf8' })
  expect(result.stderr).toBe('')
  return JSON.parse(result.stdout)
}

// Each test starts Node, tsc or the server from scratch: slow when the whole suite shares the CPUs.
describe('the npm package', { timeout: 60_000 }, () => {
  it('ships the built entries, the worker script, the bin and what the server runs, and nothing else of ours', () => {
    for (const entry of ['standin', 'browser', 'node']) {
      expect(packed).toContain(`dist/mocks/${entry}.js`)
      expect(packed).toContain(`dist/mocks/${entry}.d.ts`)
    }
    expect(packed).toEqual(expect.arrayContaining(['dist/mockServiceWorker.js', 'dist/fixtures/precomputed.json', 'bin/standin.js', 'server/cli.ts']))
    expect(packed.filter((path) => path.startsWith('test/') || path.startsWith('demo/') || path.endsWith('.tsbuildinfo'))).toEqual([])
  })

  it('resolves every export, and the Node entries run', () => {
    const answer = runInConsumer(`
      import { readFileSync } from 'node:fs'
      import { fileURLToPath } from 'node:url'
      import * as root from 'standin'
      import { server, resetStandin } from 'standin/node'
      server.listen({ onUnhandledRequest: 'error' })
      await resetStandin()
      const headers = { Authorization: 'Bearer ' + root.DEFAULT_TOKEN }
      const users = await fetch('http://anything.test/api/v2beta/core/users/', { headers }).then((r) => r.json())
      const events = await fetch('http://anything.test/wp-json/cal/events/v1/events', { headers }).then((r) => r.json())
      server.close()
      console.log(JSON.stringify({
        root: Object.keys(root).sort(),
        users: users.count,
        events: events.total,
        browser: fileURLToPath(import.meta.resolve('standin/browser')),
        worker: readFileSync(fileURLToPath(import.meta.resolve('standin/mockServiceWorker.js')), 'utf8'),
      }))
    `)
    expect(answer.root).toEqual(['DEFAULT_TOKEN', 'createHandlers', 'createMockContext', 'createSettableClock', 'faults', 'loadScenario', 'takeSnapshot'])
    expect(answer.users).toBeGreaterThan(0)
    expect(answer.events).toBeGreaterThan(0)
    expect(answer.browser).toBe(join(consumer, 'node_modules/standin/dist/mocks/browser.js'))
    expect(answer.worker).toBe(MSW_WORKER)
  })

  it.each([
    ['a front-end project (moduleResolution bundler)', { module: 'preserve', moduleResolution: 'bundler' }],
    ['a Node project (NodeNext)', { module: 'nodenext', moduleResolution: 'nodenext' }],
  ])('type-checks in %s', (_kind, resolution) => {
    writeFileSync(
      join(consumer, 'check.ts'),
      `
      import type { CalendarEvent, CalendarPage, IdentityPage, User, Venue } from 'standin'
      import { createHandlers } from 'standin'
      import { resetStandin, worker } from 'standin/browser'
      import { server } from 'standin/node'

      const user: User = { pk: 1, username: 'ada', name: 'Ada', email: '', is_superuser: false }
      // @ts-expect-error a stored column, not a field the API sends
      user.is_active
      const page: IdentityPage<User> = { count: 1, next: null, previous: null, results: [user] }
      const events: CalendarPage<'events'> = { events: [], rest_url: '', total: 0, total_pages: 0 }
      const venue = (event: CalendarEvent): Venue | undefined => (Array.isArray(event.venue) ? undefined : event.venue)
      const handlers = createHandlers({ baseUrl: 'http://localhost:8000', seed: 2, scenario: 'empty' })
      // @ts-expect-error no such scenario
      createHandlers({ scenario: 'nope' })
      void worker.start({ quiet: true })
      void resetStandin({ scenario: 'empty', seed: 3 })
      server.use(...handlers)
      export { events, page, venue }
      `,
    )
    const tsconfig = {
      compilerOptions: { ...resolution, target: 'es2022', lib: ['es2023', 'dom'], strict: true, noEmit: true, skipLibCheck: true, types: [] },
      files: ['check.ts'],
    }
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig))
    const result = spawnSync(process.execPath, [TSC, '-p', consumer], { encoding: 'utf8' })
    expect(result.stdout + result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('`standin init <dir>` copies the worker script of the msw it runs on', () => {
    const bin = join(consumer, 'node_modules/standin/bin/standin.js')
    const result = spawnSync(process.execPath, [bin, 'init', 'public/mock'], { cwd: consumer, encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(result.stdout).toBe(`standin: wrote ${join(consumer, 'public/mock/mockServiceWorker.js')}\n`)
    expect(readFileSync(join(consumer, 'public/mock/mockServiceWorker.js'), 'utf8')).toBe(MSW_WORKER)

    const missing = spawnSync(process.execPath, [bin, 'init'], { encoding: 'utf8' })
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain('Usage: standin init <publicDir>')
  })

  it('`standin` without a subcommand starts the server with the flags it is given', async () => {
    const child = spawn(process.execPath, [join(consumer, 'node_modules/standin/bin/standin.js'), '--port', '0', '--token', 'packed-token'], {
      cwd: consumer,
      env: { ...process.env, PORT: '' },
    })
    children.push(child)
    const line = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('\n')) resolve(output.trim())
      })
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)))
    })
    const origin = /^standin listening on (http:\/\/127\.0\.0\.1:\d+) \(token: packed-token\)$/.exec(line)?.[1]
    expect(origin).toBeDefined()
    const users = await fetch(`${origin}/api/v2beta/core/users/`, { headers: { Authorization: 'Bearer packed-token' } })
    expect(users.status).toBe(200)
  })
})
