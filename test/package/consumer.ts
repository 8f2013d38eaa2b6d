import { type ChildProcess, execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Fresh projects that install standin as an app would: from the tarball `npm pack` makes of
 * dist/ (kept fresh by test/global-setup.ts), with their own msw and tools. Their dependencies
 * are the versions this repository pins, so npm takes them from its cache, which `npm ci`
 * filled (`--prefer-offline`).
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))

/** The versions the apps install: the ones standin is developed and tested with. */
export const VERSIONS = {
  msw: '3.0.5',
  msw2: '2.15.0',
  vitest: '5.1.1',
  vite: '8.3.8',
  typescript: '5.9.3',
  '@types/node': '24.19.2',
  '@msw/data': '1.1.7',
  'openapi-fetch': '0.17.0',
} as const

/**
 * The machine's own Node, when it is older than standin needs (CI machines ship Node 20 as
 * /usr/bin/node): the very case the refusals guard against. `version` without the `v`.
 */
export const MACHINE_NODE = (() => {
  const path = '/usr/bin/node'
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim().slice(1) ?? ''
  const [, major = '0', minor = '0'] = /^(\d+)\.(\d+)/.exec(version) ?? []
  const isOld = major !== '0' && (Number(major) < 22 || (Number(major) === 22 && Number(minor) < 12))
  return { path, version: version || 'none found', isOld }
})()

/** What bin/standin.js says on MACHINE_NODE, ending with how to get Node 24 (`howTo`). */
export const oldNodeRefusal = (howTo: string): string =>
  `standin: needs Node.js 22.12 or newer (24 recommended), found ${MACHINE_NODE.version}: ${howTo}\n`

/** Runs `step` and records how long it took, in ms, under `name` in `times`. */
export function timed<T>(times: Record<string, number>, name: string, step: () => T): T {
  const start = performance.now()
  try {
    return step()
  } finally {
    times[name] = Math.round(performance.now() - start)
  }
}

/**
 * The environment a project's own commands get: none of the variables that npm and vitest set
 * for this run (a child vitest would take them for its own, npm for its configuration, and
 * Vite's build would see vitest's NODE_ENV=test and build for development).
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(npm_|VITEST|NODE_ENV$|NODE_OPTIONS$|TEST$|INIT_CWD$)/i.test(name)) env[name] = value
  }
  return { ...env, NO_COLOR: '1', ...extra }
}

export interface Packed {
  tarball: string
  /** The paths the tarball holds, relative to the package root. */
  files: string[]
  /** Bytes of the tarball, and of its files unpacked. */
  size: number
  unpackedSize: number
}

/** Packs standin's working tree as it would be published. */
export function pack(destination: string): Packed {
  const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], {
    cwd: REPO,
    encoding: 'utf8',
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const [result] = JSON.parse(output) as Array<{
    filename: string
    files: Array<{ path: string }>
    size: number
    unpackedSize: number
  }>
  if (!result) throw new Error('npm pack printed no result')
  return {
    tarball: join(destination, result.filename),
    files: result.files.map((file) => file.path),
    size: result.size,
    unpackedSize: result.unpackedSize,
  }
}

export interface Project {
  root: string
  /** What `npm install` did. */
  install: SpawnSyncReturns<string>
  /** Runs a command in the project and returns what it did. */
  run(command: string, args: string[], env?: Record<string, string>): SpawnSyncReturns<string>
  /** Starts a long-running command in the project (stopped by `close`). */
  start(command: string, args: string[]): ChildProcess
  close(): void
}

/**
 * A project in a folder of its own under the system's temporary folder: its files written, then
 * `npm install`, which must succeed unless `installMayFail`. `dependencies` are names to
 * versions; standin comes from the tarball.
 */
export function createProject(options: {
  tarball: string
  type: 'module' | 'commonjs'
  dependencies: Record<string, string>
  files: Record<string, string>
  installMayFail?: boolean
}): Project {
  const root = mkdtempSync(join(tmpdir(), 'standin-app-'))
  const children: ChildProcess[] = []
  const packageJson = {
    name: 'standin-consumer',
    private: true,
    type: options.type,
    devDependencies: { standin: `file:${options.tarball}`, ...options.dependencies },
  }
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`)
  for (const [path, content] of Object.entries(options.files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    spawnSync(command, args, { cwd: root, encoding: 'utf8', env: cleanEnv(env), timeout: 120_000 })
  const install = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'])
  if (install.status !== 0 && !options.installMayFail)
    throw new Error(`npm install failed in ${root}:\n${printed(install)}`)
  return {
    root,
    install,
    run,
    start(command, args) {
      const child = spawn(command, args, { cwd: root, env: cleanEnv() })
      children.push(child)
      return child
    },
    close() {
      for (const child of children) child.kill('SIGTERM')
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/** What a command printed, for an assertion's message. */
export const printed = (result: SpawnSyncReturns<string>) => `exit ${result.status}\n${result.stdout}${result.stderr}`

/** The URL a started process prints first (`... http://127.0.0.1:port ...`). */
export function firstUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      // Vite colours its banner: the escapes split the URL.
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output.replace(/\u001b\[[0-9;]*m/g, ''))
      if (match?.[1]) resolve(match[1])
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => reject(new Error(`exited ${code} before printing a URL:\n${output}`)))
  })
}
