import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatMessage } from 'publint/utils'
import { publint } from 'publint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanEnv, pack, type Packed, printed } from './consumer.js'

/**
 * The package as the registry would take it, checked by the tools a maintainer would run before
 * publishing, each of which must have nothing to say: publint, arethetypeswrong (the package is
 * ESM only; CommonJS apps reach it through Node's require(esm), which node-apps.test.ts proves)
 * and `npm publish --dry-run`. The tarball is packed with `--ignore-scripts`: test/global-setup.ts
 * built dist/, and a `prepack` build here would rewrite it under the other slow tests.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  version: string
  scripts: Record<string, string>
}

let scratch: string
let packed: Packed

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-checks-'))
  packed = pack(scratch)
})

afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('before publishing', { timeout: 120_000 }, () => {
  it('publint has nothing to say, not even a suggestion', async () => {
    const tarball = readFileSync(packed.tarball)
    const { messages, pkg } = await publint({
      pack: { tarball: tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength) },
      level: 'suggestion',
      strict: true,
    })
    expect(messages.map((message) => `${message.type}: ${formatMessage(message, pkg)}`)).toEqual([])
  })

  it('arethetypeswrong finds every entry typed for ES module apps and bundlers', () => {
    const attw = spawnSync(
      process.execPath,
      [
        join(REPO, 'node_modules/@arethetypeswrong/cli/dist/index.js'),
        packed.tarball,
        '--profile',
        'esm-only',
        '--format',
        'json',
      ],
      { encoding: 'utf8', env: cleanEnv() },
    )
    expect(attw.status, printed(attw)).toBe(0)
    const { analysis } = JSON.parse(attw.stdout) as {
      analysis: {
        entrypoints: Record<string, unknown>
        problems: Array<{ entrypoint: string; resolutionKind?: string }>
      }
    }
    expect(Object.keys(analysis.entrypoints)).toEqual([
      '.',
      './browser',
      './node',
      './data',
      './openapi/identity.json',
      './openapi/calendar.json',
      './package.json',
    ])
    // The esm-only profile leaves out what CommonJS resolution (node10, node16 from CJS) reports.
    const counted = analysis.problems.filter(
      (problem) => problem.resolutionKind !== 'node10' && problem.resolutionKind !== 'node16-cjs',
    )
    expect(counted).toEqual([])
  })

  it('`npm publish --dry-run` prints no warning', () => {
    // A maintainer is logged in; here a token stands in, so npm's only remark (that nobody is
    // logged in) does not hide what it would say about the package. Offline: what npm says of
    // the package needs no registry, whose answers (is this version out already?) change once
    // it is released, and a slow or failing answer costs npm's retries (72 s in one CI run).
    const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8', env: cleanEnv() }).trim()
    const auth = `--${registry.replace(/^https?:/, '').replace(/\/?$/, '/')}:_authToken=dry-run`
    const publish = spawnSync('npm', ['publish', '--dry-run', '--ignore-scripts', '--offline', auth], {
      cwd: REPO,
      encoding: 'utf8',
      env: cleanEnv(),
    })
    expect(publish.status, printed(publish)).toBe(0)
    expect(publish.stderr.split('\n').filter((line) => /^npm (warn|error)/.test(line))).toEqual([])
    expect(publish.stdout).toContain(`+ standin@${manifest.version}`)
  })

  it('runs no script of standin’s when installed, and builds when packed', () => {
    const installTime = ['preinstall', 'install', 'postinstall', 'prepare', 'dependencies']
    expect(Object.keys(manifest.scripts).filter((name) => installTime.includes(name))).toEqual([])
    expect(manifest.scripts.prepack).toBe('npm run build')
  })

  it('has a CHANGELOG section for the version it publishes', () => {
    const changelog = readFileSync(join(REPO, 'CHANGELOG.md'), 'utf8')
    expect(changelog).toMatch(
      new RegExp(`^## \\[${manifest.version.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    )
    expect(changelog).toContain(`[${manifest.version}]: `)
  })
})
