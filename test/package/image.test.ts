import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanEnv, pack, printed, timed } from './consumer.js'
import {
  Buildah,
  type Container,
  execInImage,
  findTools,
  type ImageConfig,
  makeBaseContext,
  startContainer,
} from './image.js'

/**
 * The image, built and run here: `npm run image:context`'s script makes the build context from
 * the packed package, Debian's buildah builds the Dockerfile on a base made here (nothing can be
 * pulled), and the unpacked image runs as a container would (test/package/image.ts): the seeded
 * server answers, flags given after the image name take effect, the health check passes.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  version: string
  license: string
  repository: { url: string }
}
const BASE = 'localhost/standin-test-base:latest'
const IMAGE = 'localhost/standin:test'
const API = 'http://127.0.0.1:8000'

let scratch: string
let buildah: Buildah
let config: ImageConfig
let rootfs: string
const containers: Container[] = []
const facts: Record<string, number> = {}
/** How long each step of the set-up took (printed with the sizes). */
const phases: Record<string, number> = {}

/** GETs paths inside a container's network (this Node, entered into its namespace), as JSON. */
function get(container: Container, paths: string[]): unknown[] {
  const script = `Promise.all(${JSON.stringify(paths)}.map((path) => fetch('${API}' + path, { headers: { Authorization: 'Bearer standin-dev-token' } }).then((response) => response.json()))).then((bodies) => console.log(JSON.stringify(bodies)))`
  const run = container.inNetwork(process.execPath, ['-e', script])
  if (run.status !== 0) throw new Error(`${printed(run)}\ncontainer:\n${container.output()}`)
  return JSON.parse(run.stdout) as unknown[]
}

async function run(args: string[]): Promise<Container> {
  const container = await startContainer(rootfs, config, args)
  containers.push(container)
  return container
}

beforeAll(() => {
  if (process.getuid?.() !== 0) throw new Error('the image test needs root (chroot, namespaces), as CI has')
  findTools()
  scratch = mkdtempSync(join(tmpdir(), 'standin-image-'))
  buildah = new Buildah(join(scratch, 'buildah'))

  const context = join(scratch, 'context')
  timed(phases, 'context', () => {
    const { tarball } = pack(scratch)
    const made = spawnSync(
      process.execPath,
      [join(REPO, 'scripts/image-context.mjs'), '--out', context, '--tarball', tarball],
      { encoding: 'utf8', env: cleanEnv() },
    )
    if (made.status !== 0) throw new Error(`image:context failed\n${printed(made)}`)
  })
  timed(phases, 'base', () => {
    makeBaseContext(join(scratch, 'base'), process.execPath)
    buildah.ok(['bud', '--format=docker', '--pull=never', '-t', BASE, join(scratch, 'base')])
  })
  timed(phases, 'build', () =>
    buildah.ok([
      'bud',
      '--format=docker',
      '--pull=never',
      `--build-arg=BASE_IMAGE=${BASE}`,
      '-t',
      IMAGE,
      '-f',
      join(context, 'Dockerfile'),
      context,
    ]),
  )
  const base = buildah.inspect(BASE)
  const image = buildah.inspect(IMAGE)
  config = image.config
  rootfs = join(scratch, 'rootfs')
  const layers = timed(phases, 'unpack', () => buildah.unpack(IMAGE, rootfs))
  // Sizes for the release notes: the whole image on this base, and what standin's layers add to
  // any base, as stored (tar) and as pulled (gzip).
  const ownLayers = layers.slice(base.layers)
  facts.imageBytes = layers.reduce((total, layer) => total + statSync(layer).size, 0)
  facts.ownBytes = ownLayers.reduce((total, layer) => total + statSync(layer).size, 0)
  facts.ownGzipBytes = ownLayers.reduce((total, layer) => total + gzipSync(readFileSync(layer)).length, 0)
}, 300_000)

afterAll(async () => {
  for (const container of containers) await container.stop()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  const mib = (bytes: number | undefined) => ((bytes ?? 0) / 1024 / 1024).toFixed(1)
  console.log(
    `image (MiB): ${mib(facts.imageBytes)} on the test base; standin's layers ${mib(facts.ownBytes)} (gzip ${mib(facts.ownGzipBytes)}); set-up (ms): ${JSON.stringify(phases)}`,
  )
})

describe('the image', { timeout: 60_000 }, () => {
  it('runs standin as its entrypoint, so flags append; listens on 8000 of every address', () => {
    expect(config.Entrypoint).toEqual(['node', '/app/bin/standin.js', '--host', '0.0.0.0'])
    expect(config.Cmd ?? []).toEqual([])
    expect(config.ExposedPorts).toEqual({ '8000/tcp': {} })
    expect(config.Env).toEqual(expect.arrayContaining(['PORT=8000', 'NODE_ENV=production']))
    expect(config.WorkingDir).toBe('/app')
  })

  it('runs as a user that is not root, named by number; its code belongs to root', () => {
    expect(config.User).toBe('1000:1000')
    expect(statSync(join(rootfs, 'app/bin/standin.js')).uid).toBe(0)
    expect(statSync(join(rootfs, 'app/dist/cli.js')).uid).toBe(0)
    expect(statSync(join(rootfs, 'data')).uid).toBe(1000)
  })

  it('has a health check, and labels saying its version, source and licence', () => {
    expect(config.Healthcheck.Test[0]).toBe('CMD')
    expect(config.Healthcheck.Test.slice(1).join(' ')).toContain('/__standin/health')
    expect(config.Healthcheck.Retries).toBeGreaterThan(0)
    expect(config.Labels).toMatchObject({
      'org.opencontainers.image.version': manifest.version,
      'org.opencontainers.image.source': manifest.repository.url.replace(/^git\+/, '').replace(/\.git$/, ''),
      'org.opencontainers.image.licenses': manifest.license,
    })
  })

  it('holds standin, its production dependencies and nothing of its build', () => {
    const installed = execFileSync('ls', [join(rootfs, 'app/node_modules')], { encoding: 'utf8' }).split('\n')
    // What the lock installs without the dev dependencies, by top-level folder (a scope for scoped names).
    const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dev?: boolean }>
    }
    const production = Object.entries(lock.packages)
      .filter(([path, entry]) => /^node_modules\/(?!.*\/node_modules\/)/.test(path) && !entry.dev)
      .map(([path]) => path.slice('node_modules/'.length).split('/')[0])
    expect(installed.filter(Boolean).sort()).toEqual([...new Set(production)].sort())
    expect(installed).toEqual(expect.arrayContaining(['@faker-js', 'zod', 'handlebars']))
    expect(installed).not.toEqual(expect.arrayContaining(['esbuild']))
    expect(installed).not.toEqual(expect.arrayContaining(['koa']))
    // The MCP SDK is bundled into dist/mcp.js: neither it nor its ~100 packages (express...) come along.
    expect(installed).not.toEqual(expect.arrayContaining(['@modelcontextprotocol']))
    expect(installed).not.toEqual(expect.arrayContaining(['express']))
    const packaged = JSON.parse(readFileSync(join(rootfs, 'app/package.json'), 'utf8')) as { version: string }
    expect(packaged.version).toBe(manifest.version)
  })
})

describe('a container of the image', { timeout: 120_000 }, () => {
  it('serves the seeded data on port 8000, and its health check passes', async () => {
    const container = await run([])
    expect(container.output()).toContain('listening on http://0.0.0.0:8000')
    const [users, scenarios] = get(container, ['/api/v2beta/core/users/', '/__standin/scenarios']) as [
      { count: number },
      { start: { scenario: string } },
    ]
    expect(users.count).toBeGreaterThan(1)
    expect(scenarios.start.scenario).toBe('default')
    facts.defaultUsers = users.count

    const health = container.exec(config.Healthcheck.Test.slice(1))
    expect(health.status, printed(health)).toBe(0)
  })

  it('takes flags given after the image: `--scenario empty`, and `--persist` on /data', async () => {
    const container = await run(['--scenario', 'empty', '--persist', '/data/standin.log'])
    const [users, scenarios] = get(container, ['/api/v2beta/core/users/', '/__standin/scenarios']) as [
      { count: number },
      { start: { scenario: string } },
    ]
    expect(scenarios.start.scenario).toBe('empty')
    expect(users.count).toBeLessThan(facts.defaultUsers ?? 0)
    expect(statSync(join(rootfs, 'data/standin.log')).uid).toBe(1000)
  })

  it('prints its version when `--version` is appended, and exits', () => {
    const version = execInImage(rootfs, config, [...(config.Entrypoint ?? []), '--version'])
    expect(version.status, printed(version)).toBe(0)
    expect(version.stdout).toBe(`${manifest.version}\n`)
  })

  it('fails its health check where no standin answers', () => {
    const health = execInImage(rootfs, config, config.Healthcheck.Test.slice(1))
    expect(health.status, printed(health)).toBe(1)
  })
})
