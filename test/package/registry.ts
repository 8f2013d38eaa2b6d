import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cleanEnv } from './consumer.js'

/**
 * A local npm registry (verdaccio) for the round trip: it holds what the test publishes and takes
 * everything else from the registry npm is configured with (its uplink), as a company's registry
 * would. It runs in a child process of its own, so that a test may block on `npm install`
 * (spawnSync) while the registry answers, and it writes its log to a file (a pipe nobody reads
 * would fill and stall it).
 */
export interface Registry {
  /** `http://127.0.0.1:<port>/` */
  url: string
  /** The `--//host:port/:_authToken=<token>` argument that lets npm publish as the user made here. */
  authArgument: string
  /** What the registry logged (warnings and errors), for an assertion's message. */
  log(): string
  stop(): Promise<void>
}

/** What the child runs: verdaccio's server factory on port 0 of 127.0.0.1, the port sent back. */
const SERVER = `
const [verdaccio, config] = process.argv.slice(1)
const { runServer } = await import(verdaccio)
const app = await runServer(JSON.parse(config))
const server = app.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }))
const stop = () => { server.closeAllConnections(); server.close(() => process.exit(0)) }
process.on('SIGTERM', stop)
// The test's process is gone (it crashed or was killed): so is the registry.
process.on('disconnect', stop)
`

const npmConfig = (name: string): string | undefined => {
  const value = execFileSync('npm', ['config', 'get', name], { encoding: 'utf8', env: cleanEnv() }).trim()
  return value === '' || value === 'null' || value === 'undefined' ? undefined : value
}

/** Starts a registry whose storage, configuration and log live in `folder` (the caller removes it). */
export async function startRegistry(folder: string): Promise<Registry> {
  mkdirSync(folder, { recursive: true })
  const uplink = npmConfig('registry') ?? 'https://registry.npmjs.org/'
  const proxy = npmConfig('https-proxy') ?? npmConfig('proxy')
  const cafile = npmConfig('cafile')
  const config = {
    self_path: join(folder, 'config.yaml'),
    storage: join(folder, 'storage'),
    auth: { htpasswd: { file: join(folder, 'htpasswd'), max_users: 1 } },
    uplinks: { upstream: { url: uplink, timeout: '60s', ...(proxy && { https_proxy: proxy, http_proxy: proxy }) } },
    packages: {
      // standin comes from this registry only, never from the uplink.
      standin: { access: '$all', publish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated', proxy: 'upstream' },
    },
    web: { enable: false },
    // `http` is where verdaccio says why an uplink request failed: the log is shown on a failure.
    log: { type: 'stdout', format: 'pretty', level: 'http' },
  }
  const logFile = join(folder, 'verdaccio.log')
  const logFd = openSync(logFile, 'a')
  let child: ChildProcess
  try {
    child = spawn(
      process.execPath,
      [
        // The machine's certificate authorities (a company's proxy may sign the uplink's
        // certificate), and npm's own `cafile` when it names one.
        ...(process.allowedNodeEnvironmentFlags.has('--use-system-ca') ? ['--use-system-ca'] : []),
        '--input-type=module',
        '-e',
        SERVER,
        import.meta.resolve('verdaccio'),
        JSON.stringify(config),
      ],
      {
        cwd: folder,
        stdio: ['ignore', logFd, logFd, 'ipc'],
        env: cleanEnv(cafile ? { NODE_EXTRA_CA_CERTS: cafile } : {}),
      },
    )
  } finally {
    closeSync(logFd)
  }
  const log = () => readFileSync(logFile, 'utf8')
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timeout = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timeout)
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (message: { port: number }) => resolve(message.port))
      child.once('exit', (code) => reject(new Error(`verdaccio exited (${code}) before listening:\n${log()}`)))
    })
    const url = `http://127.0.0.1:${port}/`
    return { url, authArgument: await addUser(url), log, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Makes the registry's one user, as `npm adduser` does, and hands back npm's argument for its token. */
async function addUser(url: string): Promise<string> {
  const name = 'standin-release'
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      password: 'round-trip-only',
      type: 'user',
      roles: [],
      date: new Date().toISOString(),
    }),
  })
  if (response.status !== 201)
    throw new Error(`the registry refused a user: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return `--${url.replace(/^http:/, '')}:_authToken=${token}`
}
