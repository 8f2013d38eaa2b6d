import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject, pack, printed, type Project, VERSIONS } from './consumer.js'
import { KIT_TEST } from './kit-app.js'

/**
 * Node apps that install the packed package beside their own msw 3, strict TypeScript with
 * `module: nodenext`, as ES modules and as CommonJS: the app's msw runs standin's handlers, so its
 * own `server.use(http.get(...))` overrides a standin route; the types check against the app's
 * msw; the code runs in plain Node and under vitest, with the test kit (kit-app.ts: isolated
 * tests, clocks, typed clients with openapi-fetch, standin/data with the app's @msw/data). An app on msw 2 is told so at install
 * (docs/decisions/0010-node-24-msw-3-and-the-package.md says why the range stops there).
 */

const ORIGIN = 'http://api.example.test'

/** The app's own code: what `node out/smoke.js` runs after tsc compiled it. */
const SMOKE = `
import { DEFAULT_TOKEN, resetStandin, server } from 'standin/node'
import type { IdentityPage, User } from 'standin'

async function main(): Promise<void> {
  server.listen()
  await resetStandin()
  const users: IdentityPage<User> = await fetch('${ORIGIN}/api/v2beta/core/users/', {
    headers: { Authorization: \`Bearer \${DEFAULT_TOKEN}\` },
  }).then((response) => response.json())
  server.close()
  console.log(JSON.stringify({ users: users.count, first: users.results[0]?.username }))
}

void main()
`

/** The app's test, run by the app's vitest. */
const TEST = `
import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import type { CalendarPage, IdentityPage, User } from 'standin'
import { DEFAULT_TOKEN, resetStandin, server } from 'standin/node'

const headers = { Authorization: \`Bearer \${DEFAULT_TOKEN}\`, 'Content-Type': 'application/json' }
const users = '${ORIGIN}/api/v2beta/core/users/'

beforeAll(() => server.listen())
beforeEach(() => resetStandin())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

it('reads users and events', async () => {
  const page: IdentityPage<User> = await fetch(users, { headers }).then((response) => response.json())
  expect(page.count).toBeGreaterThan(0)
  expect(page.results[0]?.username).toBe('pbadmin')
  const events: CalendarPage<'events'> = await fetch('${ORIGIN}/wp-json/cal/events/v1/events', { headers }).then((response) => response.json())
  expect(events.total).toBeGreaterThan(0)
  expect(events.events[0]?.title).toEqual(expect.any(String))
})

it('creates a user, which a reset removes', async () => {
  const created = await fetch(users, { method: 'POST', headers, body: JSON.stringify({ username: 'consumer-app', name: 'Consumer App' }) })
  expect(created.status).toBe(201)
  const user: User = await created.json()
  const read: User = await fetch(\`\${users}\${user.pk}/\`, { headers }).then((response) => response.json())
  expect(read).toMatchObject({ username: 'consumer-app', name: 'Consumer App' })
  await resetStandin()
  expect((await fetch(\`\${users}\${user.pk}/\`, { headers })).status).toBe(404)
})

it("lets the app's own handler override one standin route", async () => {
  server.use(http.get(users, () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] })))
  expect(await fetch(users, { headers }).then((response) => response.json())).toEqual({ count: 0, next: null, previous: null, results: [] })
  // The other routes are still standin's.
  expect((await fetch('${ORIGIN}/api/v2beta/core/groups/', { headers })).status).toBe(200)
  server.resetHandlers()
  expect((await fetch(users, { headers }).then((response) => response.json())).count).toBeGreaterThan(0)
})
`

const compilerOptions = {
  module: 'nodenext',
  moduleResolution: 'nodenext',
  target: 'es2022',
  lib: ['es2023', 'dom'],
  types: ['node'],
  strict: true,
  noUncheckedIndexedAccess: true,
  // Every .d.ts standin ships is checked too.
  skipLibCheck: false,
}

const APPS = [
  ['an ES module app', 'module'],
  ['a CommonJS app', 'commonjs'],
] as const

let scratch: string
let tarball: string

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-pack-'))
  tarball = pack(scratch).tarball
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

it('an app on msw 2 is refused at install, naming the msw standin needs', { timeout: 180_000 }, () => {
  const app = createProject({
    tarball,
    type: 'module',
    dependencies: { msw: VERSIONS.msw2 },
    files: {},
    installMayFail: true,
  })
  try {
    expect(app.install.status).not.toBe(0)
    expect(app.install.stderr).toContain('ERESOLVE')
    expect(app.install.stderr).toContain('msw@"^3.0.0" from standin')
  } finally {
    app.close()
  }
})

describe.each(APPS)('%s', { timeout: 180_000 }, (_name, type) => {
  const msw = VERSIONS.msw
  let app: Project
  beforeAll(() => {
    app = createProject({
      tarball,
      type,
      dependencies: {
        msw,
        vitest: VERSIONS.vitest,
        typescript: VERSIONS.typescript,
        '@types/node': VERSIONS['@types/node'],
        '@msw/data': VERSIONS['@msw/data'],
        'openapi-fetch': VERSIONS['openapi-fetch'],
      },
      files: {
        'src/smoke.ts': SMOKE,
        'test/app.test.ts': TEST,
        'test/kit.test.ts': KIT_TEST,
        'tsconfig.json': JSON.stringify({
          compilerOptions: { ...compilerOptions, outDir: 'out', rootDir: 'src' },
          include: ['src'],
        }),
        'tsconfig.check.json': JSON.stringify({
          compilerOptions: { ...compilerOptions, noEmit: true },
          include: ['src', 'test'],
        }),
      },
    })
  }, 180_000)
  afterAll(() => app?.close())

  it('has the msw it asked for, and standin has none of its own', () => {
    const versions = app.run('npm', ['ls', 'msw', '--json'])
    expect(
      (JSON.parse(versions.stdout) as { dependencies: { msw: { version: string } } }).dependencies.msw.version,
    ).toBe(msw)
    expect(existsSync(join(app.root, 'node_modules/standin/node_modules'))).toBe(false)
  })

  it('type-checks, strict, against its own msw', () => {
    const check = app.run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.check.json'])
    expect(check.status, printed(check)).toBe(0)
  })

  it('runs in plain Node once compiled', () => {
    const build = app.run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'])
    expect(build.status, printed(build)).toBe(0)
    const smoke = app.run(process.execPath, ['out/smoke.js'])
    expect(smoke.status, printed(smoke)).toBe(0)
    expect(JSON.parse(smoke.stdout)).toEqual({ users: expect.any(Number), first: 'pbadmin' })
  })

  it('passes its own vitest suite: reads, a create, an override of a standin route, and the test kit', () => {
    const test = app.run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--dir', 'test'])
    expect(test.status, printed(test)).toBe(0)
    // 3 in app.test.ts; 20 isolated tests, 1 check after them, 2 of the clock, 1 typed, 1 of
    // standin/data, 2 of the README's dated examples.
    expect(test.stdout).toMatch(/Tests\s+\S*30 passed/)
  })
})
