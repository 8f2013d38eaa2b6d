import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { cleanEnv, pack, type Packed, printed, timed, VERSIONS } from './consumer.js'
import { type Registry, startRegistry } from './registry.js'

/**
 * The README's install line, proven through a registry: the packed package is published to a
 * local registry (verdaccio, whose uplink is the registry npm uses, so msw and the rest resolve),
 * and a fresh app that already tests with vitest runs the README's own install command against
 * it, then a test through `standin/node`, then the bin. The registry is stopped and its folder
 * removed whatever happens.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))

/** The install command of the README's "Install", word for word (its comment dropped). */
function readmeInstallCommand(): string[] {
  const readme = readFileSync(join(REPO, 'README.md'), 'utf8')
  const line = /^npm install --save-dev standin\b.*$/m.exec(readme)?.[0]
  if (!line) throw new Error('README.md has no `npm install --save-dev standin` line')
  return line.replace(/#.*$/, '').trim().split(/\s+/)
}

const APP_TEST = `
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { DEFAULT_TOKEN, resetStandin, server } from 'standin/node'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetStandin())
afterAll(() => server.close())

it('reads the seeded users and events through standin/node', async () => {
  const headers = { Authorization: \`Bearer \${DEFAULT_TOKEN}\` }
  const users = await fetch('http://api.example.test/api/v2beta/core/users/', { headers }).then((response) => response.json())
  expect(users.count).toBeGreaterThan(0)
  const events = await fetch('http://api.example.test/wp-json/cal/events/v1/events').then((response) => response.json())
  expect(events.total).toBeGreaterThan(0)
})
`

let scratch: string
let packed: Packed
let registry: Registry | undefined
const timings: Record<string, number> = {}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-registry-'))
  packed = pack(scratch)
  const start = performance.now()
  registry = await startRegistry(join(scratch, 'registry'))
  timings.registry = Math.round(performance.now() - start)
}, 60_000)

afterAll(async () => {
  try {
    await registry?.stop()
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    // The round trip's time, for the release notes (CONTRIBUTING.md, "Tests").
    console.log(`registry round trip (ms): ${JSON.stringify(timings)}`)
  }
})

it('publishes, then a fresh app installs it with the README’s command and uses it', { timeout: 600_000 }, () => {
  const url = registry!.url
  const withLog = (result: Parameters<typeof printed>[0]) => `${printed(result)}\nverdaccio:\n${registry!.log()}`
  const run = (cwd: string, command: string, args: string[]) =>
    spawnSync(command, args, { cwd, encoding: 'utf8', env: cleanEnv(), timeout: 300_000 })

  const publish = timed(timings, 'publish', () =>
    run(scratch, 'npm', ['publish', packed.tarball, '--registry', url, registry!.authArgument, '--provenance=false']),
  )
  expect(publish.status, withLog(publish)).toBe(0)
  expect(publish.stdout).toContain('+ standin@')

  // An app that already tests with vitest, as the README's reader has.
  const app = join(scratch, 'app')
  mkdirSync(join(app, 'test'), { recursive: true })
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify({ name: 'registry-app', private: true, type: 'module', devDependencies: { vitest: VERSIONS.vitest } }, null, 2)}\n`,
  )
  writeFileSync(join(app, 'test/users.test.ts'), APP_TEST)

  const [command = 'npm', ...args] = readmeInstallCommand()
  expect([command, ...args]).toEqual(['npm', 'install', '--save-dev', 'standin', 'msw'])
  const install = timed(timings, 'install', () => run(app, command, [...args, '--registry', url]))
  expect(install.status, withLog(install)).toBe(0)
  // Nothing of standin's asks the user anything at install (no script, no engine, no peer).
  expect(install.stderr.split('\n').filter((line) => /standin/i.test(line))).toEqual([])
  const saved = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>
  }
  const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }
  expect(saved.devDependencies).toMatchObject({ standin: `^${version}`, msw: expect.stringMatching(/^\^3\./) })

  const test = timed(timings, 'vitest', () => run(app, 'npx', ['vitest', 'run']))
  expect(test.status, printed(test)).toBe(0)
  expect(test.stdout).toMatch(/Tests\s+\S*1 passed/)

  const help = timed(timings, 'help', () => run(app, 'npx', ['standin', '--help']))
  expect(help.status, printed(help)).toBe(0)
  expect(help.stdout).toMatch(/^Usage: standin \[options\]/)
  const printedVersion = run(app, 'npx', ['standin', '--version'])
  expect(printedVersion.stdout).toBe(`${version}\n`)
})
