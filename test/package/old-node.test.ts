import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { MACHINE_NODE, oldNodeRefusal, printed } from './consumer.js'

/**
 * A clone on the machine's own, older Node (CI machines ship Node 20 as /usr/bin/node): `npm ci`
 * stops before installing anything, with npm's one error naming standin, the Node it needs and
 * the Node it found (.npmrc's engine-strict); the start refuses with the way to Node 24.
 * (An installed package's refusal is in tarball.test.ts.)
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const OLD_NPM = '/usr/bin/npm'
const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string }

/** Only the machine's own Node and npm on PATH, and none of this run's npm settings. */
const oldEnv = (): NodeJS.ProcessEnv => ({ PATH: '/usr/bin:/bin', HOME: process.env.HOME, NO_COLOR: '1' })

let clone: string

beforeAll(() => {
  clone = mkdtempSync(join(tmpdir(), 'standin-old-node-'))
  // What `npm ci` reads of a clone.
  for (const file of ['package.json', 'package-lock.json', '.npmrc']) copyFileSync(join(REPO, file), join(clone, file))
})

afterAll(() => rmSync(clone, { recursive: true, force: true }))

it.skipIf(!MACHINE_NODE.isOld || !existsSync(OLD_NPM))(
  `npm ci on the machine's Node (${MACHINE_NODE.version}) stops before installing anything, with one error naming both versions`,
  { timeout: 60_000 },
  () => {
    const ci = spawnSync(OLD_NPM, ['ci', '--no-audit', '--no-fund'], { cwd: clone, encoding: 'utf8', env: oldEnv() })
    expect(ci.status, printed(ci)).not.toBe(0)
    expect(ci.stderr).toContain('EBADENGINE')
    expect(ci.stderr).toContain(`Not compatible with your version of node/npm: standin@${version}`)
    expect(ci.stderr).toContain('Required: {"node":">=22.12"}')
    expect(ci.stderr).toContain(`"node":"v${MACHINE_NODE.version}"`)
    expect(ci.stderr).not.toMatch(/npm warn/)
    expect(existsSync(join(clone, 'node_modules'))).toBe(false)
  },
)

it.skipIf(!MACHINE_NODE.isOld)(
  `npm start on the machine's Node (${MACHINE_NODE.version}) names . scripts/use-node.sh`,
  () => {
    const start = spawnSync(MACHINE_NODE.path, [join(REPO, 'bin/standin.js'), '--port', '0'], {
      encoding: 'utf8',
      env: oldEnv(),
    })
    expect(start.status).toBe(1)
    expect(start.stdout).toBe('')
    expect(start.stderr).toBe(oldNodeRefusal('`. scripts/use-node.sh` puts Node 24 first on PATH for this shell'))
  },
)
