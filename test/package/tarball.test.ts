import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  cleanEnv,
  createProject,
  firstUrl,
  MACHINE_NODE,
  oldNodeRefusal,
  pack,
  type Packed,
  printed,
  type Project,
  VERSIONS,
} from './consumer.js'

/**
 * What the package holds and what it installs: the built entries with their declarations, the
 * bin on compiled JavaScript, README, CHANGELOG and LICENSE, nothing twice; three production
 * dependencies (Handlebars loaded only when used; the MCP SDK bundled into dist/mcp.js); a bin that serves, prints its version, copies the app's own worker script, and
 * tells an old Node what it needs and how to get it.
 */

let scratch: string
let packed: Packed
let app: Project

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-pack-'))
  packed = pack(scratch)
  app = createProject({ tarball: packed.tarball, type: 'module', dependencies: { msw: VERSIONS.msw }, files: {} })
}, 180_000)

afterAll(() => {
  app?.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('the tarball', () => {
  it("holds the built entries, their declarations, the bin, README, CHANGELOG, LICENSE and the bundled packages' notices, and nothing else", () => {
    const unexpected = packed.files.filter(
      (path) =>
        !/^dist\/(standin|node|browser|data|cli|record|mcp)\.js$/.test(path) &&
        !/^dist\/openapi\/(identity|calendar)\.json$/.test(path) &&
        !/^dist\/chunks\/[\w-]+\.js$/.test(path) &&
        !/^dist\/workbench\/workbench\.(js|css)$/.test(path) &&
        path !== 'dist/THIRD-PARTY-NOTICES.md' &&
        !/^dist\/types\/.+\.d\.ts$/.test(path) &&
        !['bin/standin.js', 'README.md', 'CHANGELOG.md', 'LICENSE', 'package.json'].includes(path),
    )
    expect(unexpected).toEqual([])
    // The bundled packages' licences travel with them (scripts/build.mjs).
    expect(packed.files).toContain('dist/THIRD-PARTY-NOTICES.md')
    for (const entry of ['standin', 'node', 'browser', 'data']) {
      expect(packed.files).toContain(`dist/${entry}.js`)
      expect(packed.files).toContain(`dist/types/mocks/${entry}.d.ts`)
    }
    expect(packed.files).toEqual(
      expect.arrayContaining([
        'dist/cli.js',
        'dist/mcp.js',
        'dist/openapi/identity.json',
        'dist/openapi/calendar.json',
        'dist/types/mocks/openapi/identity-paths.d.ts',
        'dist/record.js',
        'dist/workbench/workbench.js',
        'dist/workbench/workbench.css',
        'bin/standin.js',
        'README.md',
        'CHANGELOG.md',
        'LICENSE',
      ]),
    )
  })

  it('holds no file twice', () => {
    const root = join(app.root, 'node_modules/standin')
    const byContent = new Map<string, string[]>()
    for (const path of packed.files) {
      const hash = createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex')
      byContent.set(hash, [...(byContent.get(hash) ?? []), path])
    }
    expect([...byContent.values()].filter((paths) => paths.length > 1)).toEqual([])
  })

  it('declares Node 22.12+, msw 3 and @msw/data as optional peers, and only Faker, zod and Handlebars as dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(app.root, 'node_modules/standin/package.json'), 'utf8'))
    expect(manifest.engines).toEqual({ node: '>=22.12' })
    expect(manifest.peerDependencies).toEqual({ '@msw/data': '^1.1.7', msw: '^3.0.0' })
    expect(manifest.peerDependenciesMeta).toEqual({ '@msw/data': { optional: true }, msw: { optional: true } })
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@faker-js/faker', 'handlebars', 'zod'])
  })

  it('installs standin, its three dependencies and the app’s msw, nothing of standin’s build (the MCP SDK is bundled)', () => {
    const tree = JSON.parse(app.run('npm', ['ls', '--all', '--omit=dev', '--json']).stdout || '{}')
    const standin = JSON.parse(app.run('npm', ['ls', '--all', '--json']).stdout).dependencies.standin
    // npm lists the optional peer @msw/data, which an app that does not ask for it does not get.
    expect(Object.keys(standin.dependencies).sort()).toEqual([
      '@faker-js/faker',
      '@msw/data',
      'handlebars',
      'msw',
      'zod',
    ])
    expect(existsSync(join(app.root, 'node_modules/@msw/data'))).toBe(false)
    expect(existsSync(join(app.root, 'node_modules/@modelcontextprotocol'))).toBe(false)
    expect(tree.dependencies ?? {}).not.toHaveProperty('tsx')
    expect(app.run('npm', ['ls', 'tsx', 'esbuild', 'koa', '--all']).stdout).not.toMatch(/tsx@|esbuild@|koa@/)
  })
})

describe('the bin', { timeout: 60_000 }, () => {
  const bin = () => join(app.root, 'node_modules/.bin/standin')

  it('prints its help from the compiled server', () => {
    const help = app.run(bin(), ['--help'])
    expect(help.status, printed(help)).toBe(0)
    expect(help.stdout).toMatch(/^Usage: standin \[options\]/)
  })

  it('prints the version of the package, with `--version` and `-v`', () => {
    const { version } = JSON.parse(readFileSync(join(app.root, 'node_modules/standin/package.json'), 'utf8'))
    for (const flag of ['--version', '-v']) {
      const run = app.run(bin(), [flag])
      expect(run.status, printed(run)).toBe(0)
      expect(run.stdout).toBe(`${version}\n`)
      expect(run.stderr).toBe('')
    }
  })

  it('starts the server with the flags it is given', async () => {
    const server = app.start(bin(), ['--port', '0', '--token', 'packed-token'])
    const origin = await firstUrl(server)
    const users = await fetch(`${origin}/api/v2beta/core/users/`, { headers: { Authorization: 'Bearer packed-token' } })
    expect(users.status).toBe(200)
    expect((await users.json()).count).toBeGreaterThan(0)
    // The workbench comes built: its page, code and style from the installed package.
    const page = await fetch(`${origin}/__standin/`)
    expect([page.status, await page.text()]).toEqual([200, expect.stringContaining('/__standin/workbench.js')])
    for (const [file, type] of [
      ['workbench.js', 'text/javascript; charset=utf-8'],
      ['workbench.css', 'text/css; charset=utf-8'],
    ]) {
      const reply = await fetch(`${origin}/__standin/${file}`)
      expect([file, reply.status, reply.headers.get('content-type')]).toEqual([file, 200, type])
    }
  })

  it('`standin mcp` serves its tools from the installed package, with no MCP SDK installed (bundled)', async () => {
    expect(existsSync(join(app.root, 'node_modules/@modelcontextprotocol'))).toBe(false)
    const transport = new StdioClientTransport({
      command: bin(),
      args: ['mcp', '--quiet', '--scenario', 'empty'],
      cwd: app.root,
      env: cleanEnv() as Record<string, string>,
      stderr: 'pipe',
    })
    const client = new Client({ name: 'packed-test', version: '0' })
    await client.connect(transport)
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('add_stub')
      const counts = await client.callTool({ name: 'record_counts', arguments: {} })
      expect(counts.isError).not.toBe(true)
    } finally {
      await client.close()
    }
  })

  it('`standin init <dir>` copies the worker script of the app’s msw', () => {
    const init = app.run(bin(), ['init', 'public'])
    expect(init.status, printed(init)).toBe(0)
    expect(readFileSync(join(app.root, 'public/mockServiceWorker.js'), 'utf8')).toBe(
      readFileSync(join(app.root, 'node_modules/msw/lib/mockServiceWorker.js'), 'utf8'),
    )
    const usage = app.run(bin(), ['init'])
    expect(usage.status).toBe(2)
    expect(usage.stderr).toContain('Usage: standin init <publicDir>')
  })

  it.skipIf(!MACHINE_NODE.isOld)(
    `on an older Node (${MACHINE_NODE.version}) exits at once with one line naming both versions and how to get Node 24`,
    () => {
      for (const args of [['--help'], ['--port', '0'], ['init', 'public']]) {
        const run = spawnSync(MACHINE_NODE.path, [join(app.root, 'node_modules/standin/bin/standin.js'), ...args], {
          encoding: 'utf8',
          env: cleanEnv(),
        })
        expect(run.status).toBe(1)
        expect(run.stdout).toBe('')
        expect(run.stderr).toBe(
          oldNodeRefusal('install Node.js 24 from https://nodejs.org/ or with your version manager (`nvm install 24`)'),
        )
      }
      // The version needs no new Node.
      const version = spawnSync(MACHINE_NODE.path, [join(app.root, 'node_modules/standin/bin/standin.js'), '-v'], {
        encoding: 'utf8',
        env: cleanEnv(),
      })
      expect(version.status).toBe(0)
      expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/)
    },
  )
})
