import { type ChildProcess, execFileSync, spawn, spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * Building and running the image without a container engine or a registry: Debian's buildah
 * builds it (storage in a folder of the test's, vfs driver, nothing pulled), and a container is
 * the image's unpacked root filesystem run the way a runtime would: in a network namespace of its
 * own, chrooted, in the image's working directory, as the image's user, with the image's
 * environment. Needs root (chroot, namespaces), as on CI.
 */

/** The machine's tools the image test uses, and the Debian package of each. */
const TOOLS = {
  buildah: 'buildah',
  unshare: 'util-linux',
  nsenter: 'util-linux',
  ip: 'iproute2',
  ldd: 'libc-bin',
  tar: 'tar',
} as const

/**
 * Where each tool is (sbin included: `ip` lives there), found once, so that a command run under
 * the image's PATH still finds the host's; a missing one stops the test with what to install.
 */
export function findTools(): Record<keyof typeof TOOLS, string> {
  const found: Partial<Record<keyof typeof TOOLS, string>> = {}
  const missing: string[] = []
  for (const [name, debianPackage] of Object.entries(TOOLS) as Array<[keyof typeof TOOLS, string]>) {
    const where = spawnSync('/bin/sh', ['-c', `command -v ${name}`], {
      encoding: 'utf8',
      env: { PATH: `${process.env.PATH ?? ''}:/usr/sbin:/sbin` },
    })
    if (where.status === 0) found[name] = where.stdout.trim()
    else missing.push(`${name} (apt-get install ${debianPackage})`)
  }
  if (missing.length > 0) throw new Error(`the image test needs ${missing.join(', ')}; .ci/run installs them`)
  tools = found as Record<keyof typeof TOOLS, string>
  return tools
}

let tools: Record<keyof typeof TOOLS, string> | undefined
const tool = (name: keyof typeof TOOLS): string => (tools ??= findTools())[name]

/** The image's configuration, as Docker's format keeps it (HEALTHCHECK is Docker's). */
export interface ImageConfig {
  Entrypoint: string[] | null
  Cmd: string[] | null
  User: string
  WorkingDir: string
  Env: string[]
  ExposedPorts: Record<string, object>
  Labels: Record<string, string>
  Healthcheck: { Test: string[]; Interval: number; Timeout: number; StartPeriod: number; Retries: number }
}

export class Buildah {
  constructor(private readonly folder: string) {
    mkdirSync(join(folder, 'tmp'), { recursive: true })
  }

  /**
   * Runs buildah on the folder's storage. buildah run as root also keeps a cache of blob facts in
   * /var/lib/containers/cache, whatever `--root` says: a tmpfs over /var/lib, in a mount namespace
   * of buildah's own, takes it, so the test leaves nothing behind.
   */
  run(args: string[]): SpawnSyncReturns<string> {
    const storage = [
      `--root=${join(this.folder, 'root')}`,
      `--runroot=${join(this.folder, 'runroot')}`,
      '--storage-driver=vfs',
    ]
    return spawnSync(
      tool('unshare'),
      [
        '--mount',
        '--',
        '/bin/sh',
        '-c',
        'mount -t tmpfs standin-test /var/lib && exec "$@"',
        'sh',
        tool('buildah'),
        ...storage,
        ...args,
      ],
      { encoding: 'utf8', env: { ...process.env, TMPDIR: join(this.folder, 'tmp') }, maxBuffer: 64 * 1024 * 1024 },
    )
  }

  /** Runs buildah and answers what it printed, or throws with what it said. */
  ok(args: string[]): string {
    const result = this.run(args)
    if (result.status !== 0) throw new Error(`buildah ${args.join(' ')}: exit ${result.status}\n${result.stderr}`)
    return result.stdout
  }

  /** The image's configuration, and how many layers it has. */
  inspect(image: string): { config: ImageConfig; layers: number } {
    const inspected = JSON.parse(this.ok(['inspect', '--type', 'image', image])) as {
      Docker: { config: ImageConfig; rootfs: { diff_ids: string[] } }
    }
    return { config: inspected.Docker.config, layers: inspected.Docker.rootfs.diff_ids.length }
  }

  /**
   * The image's root filesystem: its layers, in order, unpacked into `into`. Answers the layers
   * (uncompressed tar files) in the same order.
   */
  unpack(image: string, into: string): string[] {
    const pushed = join(this.folder, 'pushed')
    this.ok(['push', '--disable-compression', image, `dir:${pushed}`])
    const manifest = JSON.parse(readFileSync(join(pushed, 'manifest.json'), 'utf8')) as {
      layers: Array<{ digest: string }>
    }
    mkdirSync(into, { recursive: true })
    const layers = manifest.layers.map((layer) => join(pushed, layer.digest.replace(/^sha256:/, '')))
    // As root, tar keeps the owners and modes the layer records.
    for (const layer of layers) execFileSync(tool('tar'), ['-xf', layer, '-C', into])
    return layers
  }
}

/**
 * A base image made here, since no registry's can be pulled: what node:24-slim offers the
 * Dockerfile (node on PATH, user 1000), no more: the Node binary this test runs on (Node 24
 * from the npm registry's node-linux-* package, scripts/use-node.sh), the shared libraries it
 * links (as ldd lists them), /etc/passwd and /etc/group with root and node (1000), and /tmp.
 */
export function makeBaseContext(folder: string, node: string): void {
  const rootfs = join(folder, 'rootfs')
  const put = (path: string, from: string) => {
    mkdirSync(dirname(join(rootfs, path)), { recursive: true })
    copyFileSync(realpathSync(from), join(rootfs, path))
    chmodSync(join(rootfs, path), 0o755)
  }
  put('/usr/local/bin/node', node)
  const linked = execFileSync(tool('ldd'), [node], { encoding: 'utf8' })
  for (const [, path] of linked.matchAll(/(?:=>\s*)?(\/\S+)\s+\(0x/g)) if (path) put(path, path)
  mkdirSync(join(rootfs, 'etc'), { recursive: true })
  writeFileSync(
    join(rootfs, 'etc/passwd'),
    'root:x:0:0:root:/root:/sbin/nologin\nnode:x:1000:1000::/home/node:/sbin/nologin\n',
  )
  writeFileSync(join(rootfs, 'etc/group'), 'root:x:0:\nnode:x:1000:\n')
  mkdirSync(join(rootfs, 'tmp'))
  chmodSync(join(rootfs, 'tmp'), 0o1777)
  mkdirSync(join(folder, 'home/node'), { recursive: true })
  writeFileSync(
    join(folder, 'Dockerfile'),
    'FROM scratch\nCOPY rootfs/ /\nCOPY --chown=1000:1000 home/ /home/\nENV PATH=/usr/local/bin:/usr/bin:/bin\n',
  )
}

/** `uid:gid` of a `USER` (numbers, as the Dockerfile gives them). */
function userIds(user: string): [string, string] {
  const [uid = '', gid = uid] = user.split(':')
  if (!/^\d+$/.test(uid) || !/^\d+$/.test(gid)) throw new Error(`USER ${user} is not numeric`)
  return [uid, gid]
}

/** `unshare` arguments that enter the image's root as a runtime would: chroot, working directory, user. */
function asContainer(rootfs: string, config: ImageConfig): string[] {
  const [uid, gid] = userIds(config.User)
  return [`--root=${rootfs}`, `--wd=${config.WorkingDir || '/'}`, `--setgid=${gid}`, `--setuid=${uid}`]
}

const imageEnv = (config: ImageConfig): NodeJS.ProcessEnv =>
  Object.fromEntries(
    config.Env.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  )

/**
 * `unshare` arguments for a new network namespace, a container's: its loopback is down until the
 * host's `ip` brings it up (as a runtime does), then `then` runs with the arguments that follow.
 */
const NEW_NETWORK = (then: string) => [
  '--net',
  '--',
  '/bin/sh',
  '-c',
  `${tool('ip')} link set lo up && exec ${then} "$@"`,
  'sh',
]

/** Runs a command in a container of its own that starts no server: `docker run --entrypoint`. */
export function execInImage(rootfs: string, config: ImageConfig, command: string[]): SpawnSyncReturns<string> {
  return spawnSync(
    tool('unshare'),
    [...NEW_NETWORK(tool('unshare')), ...asContainer(rootfs, config), '--', ...command],
    {
      encoding: 'utf8',
      env: imageEnv(config),
      timeout: 30_000,
    },
  )
}

export interface Container {
  process: ChildProcess
  /** Everything the container printed so far. */
  output(): string
  /** Runs a command of the host (e.g. this Node) in the container's network namespace. */
  inNetwork(command: string, args: string[], env?: NodeJS.ProcessEnv): SpawnSyncReturns<string>
  /** Runs a command in the container: its network, root, user and environment (`docker exec`). */
  exec(command: string[]): SpawnSyncReturns<string>
  stop(): Promise<void>
}

/** Starts the image's entrypoint with `args` appended, as `docker run <image> ...args` does. */
export async function startContainer(rootfs: string, config: ImageConfig, args: string[]): Promise<Container> {
  const command = [...(config.Entrypoint ?? []), ...(args.length > 0 ? args : (config.Cmd ?? []))]
  const child = spawn(
    tool('unshare'),
    [...NEW_NETWORK(tool('unshare')), ...asContainer(rootfs, config), '--', ...command],
    {
      env: imageEnv(config),
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => (output += chunk.toString())
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const inNetwork = (command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) =>
    spawnSync(tool('nsenter'), [`--net=/proc/${child.pid}/ns/net`, '--', command, ...commandArgs], {
      encoding: 'utf8',
      env,
      timeout: 30_000,
    })
  const container: Container = {
    process: child,
    output: () => output,
    inNetwork,
    exec: (command) => inNetwork(tool('unshare'), [...asContainer(rootfs, config), '--', ...command], imageEnv(config)),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timeout = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(timeout)
      }
    },
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer)
        child.stdout.off('data', onData)
        child.off('exit', onExit)
        if (error) reject(error)
        else resolve()
      }
      const onData = () => /listening on/.test(output) && settle()
      const onExit = () => settle(new Error(`the container exited:\n${output}`))
      const timer = setTimeout(() => settle(new Error(`the container did not listen within 30 s:\n${output}`)), 30_000)
      child.stdout.on('data', onData)
      child.once('exit', onExit)
    })
  } catch (error) {
    await container.stop()
    throw error
  }
  return container
}
