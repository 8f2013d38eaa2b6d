import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { root } from './lib/processes.js'

/**
 * `npm run bench:attack`: replays the attacks of issue 13 against the server as users start it
 * (the bin, on the bundle), each attack on a fresh process started with
 * `--max-old-space-size=512`. Throughout an attack a prober asks `/__standin/health` every
 * 250 ms on a new connection; an attack passes when the server is still up, every probe was
 * answered within 1 s, resident memory ends under the attack's budget (read after a full GC:
 * the server runs with --expose-gc), and the attack's own checks hold (a refused request is a
 * 4xx, never a 5xx; nothing it was refused changed). Every attack has a deadline, so the run is
 * bounded (about 5 minutes) even against a server that freezes.
 *
 *   npm run bench:attack                       every attack
 *   npm run bench:attack -- --only bad-host,journal-bodies
 *   npm run bench:attack -- --root /tmp/old    the server of another checkout (before/after)
 *   npm run bench:attack -- --json out.json    the results as JSON as well
 */

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    root: { type: 'string' },
    json: { type: 'string' },
  },
})
const serverRoot = resolve(values.root ?? root)
const TOKEN = 'standin-dev-token'
const AUTH = { authorization: `Bearer ${TOKEN}` }
const JSON_TYPE = { 'content-type': 'application/json' }
const MiB = 1024 * 1024
const HEALTH_LIMIT_MS = 1000
const PROBE_EVERY_MS = 250

// ---------------------------------------------------------------------------------------------
// The server and what watches it

interface Server {
  url: string
  port: number
  child: ChildProcess
  output: () => string
  alive: () => boolean
  stop(): Promise<void>
}

/** A server that would not start: how it exited and what it said. */
class StartFailure extends Error {
  constructor(
    readonly exit: number | string | null,
    readonly output: string,
  ) {
    super(`the server exited (${exit}) before listening: ${output.trim().split('\n').slice(0, 3).join(' | ')}`)
  }
}

function startServer(args: string[], timeoutMs = 60_000): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=512', '--expose-gc', join(serverRoot, 'bin/standin.js'), '--port', '0', '--quiet', ...args],
    {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGKILL')
    })
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`the server did not start in ${timeoutMs / 1000} s: ${output}`))
    }, timeoutMs)
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      const url = match[1]!
      resolveStart({
        url,
        port: Number(new URL(url).port),
        child,
        output: () => output,
        alive: () => child.exitCode === null && child.signalCode === null,
        stop,
      })
    }
    child.stdout.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new StartFailure(code ?? signal, output))
    })
  })
}

/** Waits for a process to exit; undefined when it is still running after `ms`. */
function exitWithin(child: ChildProcess, ms: number): Promise<number | string | undefined> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode ?? undefined)
  return new Promise((done) => {
    const timer = setTimeout(() => done(undefined), ms)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      done(code ?? signal ?? undefined)
    })
  })
}

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  ms: number
}

interface Call {
  method?: string
  headers?: Record<string, string>
  body?: string
  timeoutMs?: number
}

/** One request on a connection of its own (a frozen server cannot hide behind a pooled one). */
function call(server: Server, path: string, options: Call = {}): Promise<Reply> {
  const started = performance.now()
  return new Promise((done, fail) => {
    const request = httpRequest(
      `${server.url}${path}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        )
        response.on('error', fail)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer in ${options.timeoutMs ?? 30_000} ms`)))
    request.on('error', fail)
    request.end(options.body)
  })
}

const json = (reply: Reply): any => {
  try {
    return JSON.parse(reply.text)
  } catch {
    return undefined
  }
}

function rssOf(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024
  } catch {
    return undefined
  }
}

interface Watch {
  probes: number
  slowest: number
  failedProbes: number
  peakRss: number
  stop(): Promise<void>
}

/** Health probes and resident-memory samples while an attack runs. */
function watch(server: Server): Watch {
  const state: Watch = { probes: 0, slowest: 0, failedProbes: 0, peakRss: 0, stop: async () => undefined }
  let running = true
  const inFlight = new Set<Promise<void>>()
  const tick = () => {
    state.peakRss = Math.max(state.peakRss, rssOf(server.child.pid) ?? 0)
    if (!running) return
    const probe = call(server, '/__standin/health', { timeoutMs: 5000 })
      .then((reply) => {
        state.probes++
        state.slowest = Math.max(state.slowest, reply.ms)
        if (reply.status !== 200) state.failedProbes++
      })
      .catch(() => {
        state.probes++
        state.failedProbes++
        state.slowest = Math.max(state.slowest, 5000)
      })
    inFlight.add(probe)
    void probe.finally(() => inFlight.delete(probe))
  }
  tick()
  const timer = setInterval(tick, PROBE_EVERY_MS)
  state.stop = async () => {
    running = false
    clearInterval(timer)
    await Promise.all(inFlight)
  }
  return state
}

/** Resident memory after a full GC, as the server reports it (or as /proc has it when it cannot). */
async function settledRss(server: Server): Promise<number | undefined> {
  try {
    const reply = await call(server, '/__standin/process', { timeoutMs: 10_000 })
    return json(reply)?.memory?.rss ?? rssOf(server.child.pid)
  } catch {
    return rssOf(server.child.pid)
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers the attacks share

/** Runs `work` on `concurrency` lanes until `count` items or `seconds` have passed, or the server is gone. */
async function lanes(
  server: Server,
  concurrency: number,
  limits: { count?: number; seconds: number },
  work: (index: number) => Promise<void>,
): Promise<number> {
  const deadline = performance.now() + limits.seconds * 1000
  let next = 0
  const lane = async () => {
    while (server.alive() && performance.now() < deadline && (limits.count === undefined || next < limits.count))
      await work(next++)
  }
  await Promise.all(Array.from({ length: concurrency }, lane))
  return next
}

interface Tally {
  statuses: Record<number, number>
  errors: number
}

const newTally = (): Tally => ({ statuses: {}, errors: 0 })
const count = (tally: Tally, status: number) => {
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1
}
const serverErrors = (tally: Tally) =>
  Object.entries(tally.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0)

/** Problems a tally shows: a 5xx, or a request that got no answer. */
function tallyProblems(name: string, tally: Tally): string[] {
  const problems: string[] = []
  if (serverErrors(tally) > 0)
    problems.push(`${name}: ${serverErrors(tally)} answers were 5xx (${JSON.stringify(tally.statuses)})`)
  if (tally.errors > 0) problems.push(`${name}: ${tally.errors} requests got no answer`)
  return problems
}

interface Upload {
  status: number | undefined
  sentBytes: number
  ms: number
}

/**
 * A body of `totalBytes` sent as fast as the server takes it (declared, or chunked), stopping
 * when an answer arrives, or kept open without its end for `stallMs` (a stalled upload).
 */
function upload(
  server: Server,
  method: string,
  path: string,
  options: { totalBytes: number; chunked: boolean; stallMs?: number; headers?: Record<string, string> },
): Promise<Upload> {
  const started = performance.now()
  return new Promise((done) => {
    const socket = connect(server.port, '127.0.0.1')
    let sent = 0
    let answer = ''
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      socket.destroy()
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
      done({
        status: status === undefined ? undefined : Number(status),
        sentBytes: sent,
        ms: performance.now() - started,
      })
    }
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n\r\n')) finish()
    })
    socket.on('error', finish)
    socket.on('close', finish)
    const extra = Object.entries({ ...JSON_TYPE, ...options.headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
    const length = options.chunked ? 'transfer-encoding: chunked\r\n' : `content-length: ${options.totalBytes}\r\n`
    socket.write(`${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${server.port}\r\n${extra}${length}\r\n`)
    // Valid JSON as far as it goes (a list of 100 million numbers): parsed whole, it would
    // need several times the heap.
    const opening = Buffer.from('{"pad": [')
    const filler = Buffer.alloc(MiB, '0,')
    const closing = Buffer.from('0]}')
    const frame = (bytes: Buffer) =>
      options.chunked
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes
    const framedFiller = frame(filler)
    const pump = () => {
      while (!finished && sent < options.totalBytes) {
        const left = options.totalBytes - sent
        let content = filler
        if (sent === 0) content = Buffer.concat([opening, filler])
        else if (left <= filler.length + closing.length) {
          const pairs = (left - closing.length) & ~1
          content = Buffer.concat([
            filler.subarray(0, pairs),
            closing,
            Buffer.alloc(left - pairs - closing.length, ' '),
          ])
        }
        const piece = content === filler ? framedFiller : frame(content)
        sent += content.length
        if (!socket.write(piece)) return socket.once('drain', pump)
      }
      if (finished) return
      // Everything is sent but the body never ends (chunked) or ends only now (declared).
      setTimeout(finish, options.stallMs ?? 10_000)
    }
    pump()
  })
}

/** One request written byte by byte (what an HTTP client will not send, such as a bad Host). */
function raw(server: Server, text: string, timeoutMs = 10_000): Promise<{ status: number; body: string }> {
  return new Promise((done) => {
    const socket = connect(server.port, '127.0.0.1')
    let received = ''
    const finish = () => {
      socket.destroy()
      const end = received.indexOf('\r\n\r\n')
      done({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0),
        body: end === -1 ? '' : received.slice(end + 4),
      })
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      const length = /content-length: (\d+)/i.exec(received)?.[1]
      if (end !== -1 && length !== undefined && received.length >= end + 4 + Number(length)) {
        clearTimeout(timer)
        finish()
      }
    })
    socket.on('close', () => {
      clearTimeout(timer)
      finish()
    })
    socket.on('error', () => undefined)
    socket.write(text)
  })
}

const CALENDAR = '/wp-json/cal/events/v1'
const IDENTITY = '/api/v2beta'

const userCount = async (server: Server, headers: Record<string, string> = {}) =>
  json(await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: { ...AUTH, ...headers } }))?.count as
    number | undefined

function event(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    title: 'Attack',
    start_date: '2030-01-01 10:00:00',
    end_date: '2030-01-01 12:00:00',
    ...fields,
  })
}

/** Runs an attack in a folder of its own (`file` is a store file's path in it), removed afterwards whatever happens. */
async function inTemporaryFolder(attack: (folder: string, file: string) => Promise<string[]>): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'standin-attack-'))
  try {
    return await attack(folder, join(folder, 'store.json'))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A user create through the identity API (the write the --persist attacks make). */
const createUser = (server: Server, username: string, timeoutMs?: number) =>
  call(server, `${IDENTITY}/core/users/`, {
    method: 'POST',
    headers: { ...AUTH, ...JSON_TYPE },
    body: JSON.stringify({ username, name: username }),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  })

// ---------------------------------------------------------------------------------------------
// The attacks

interface Attack {
  name: string
  /** What the issue reported. */
  reported: string
  /** Server flags (besides --port and --quiet); none when the attack starts its own servers. */
  args?: string[]
  /** Resident memory the server may end with. */
  budgetMiB?: number
  /** Wall-clock limit for `run`. */
  seconds: number
  /** Problems found (none: the attack was withstood). */
  run(server: Server): Promise<string[]>
}

const attacks: Attack[] = [
  {
    name: 'answers-flood',
    reported:
      'anonymous GETs with unique query strings filled the kept answers: heap out of memory after 8,769 requests in 35 s',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const tally = newTally()
      const sent = await lanes(server, 16, { count: 20_000, seconds: 40 }, async (index) => {
        try {
          count(
            tally,
            (await call(server, `${CALENDAR}/events?per_page=50&page=1&attack=${index}`, { timeoutMs: 10_000 })).status,
          )
        } catch {
          tally.errors++
        }
      })
      return [...tallyProblems(`${sent} unique event pages`, tally)]
    },
  },
  {
    name: 'answers-flood-sessions',
    reported: 'the kept answers were capped per store (5,000 each), and every session has a store',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const tally = newTally()
      const sent = await lanes(server, 16, { count: 20_000, seconds: 40 }, async (index) => {
        try {
          const headers = { ...AUTH, 'x-standin-session': `flood-${index % 8}` }
          count(
            tally,
            (await call(server, `${CALENDAR}/events?per_page=50&attack=${index}`, { headers, timeoutMs: 10_000 }))
              .status,
          )
        } catch {
          tally.errors++
        }
      })
      const refused = Object.entries(tally.statuses).filter(([status]) => status !== '200' && status !== '429')
      return [
        ...tallyProblems(`${sent} unique pages in 8 sessions`, tally),
        ...(refused.length > 0 ? [`unexpected statuses ${JSON.stringify(tally.statuses)}`] : []),
      ]
    },
  },
  {
    name: 'control-body-200mib',
    reported:
      'one 200 MiB body to a control route (limit 256 MiB, buffered, then parsed) froze the server for 250 s and killed it',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const problems: string[] = []
      for (const [method, path, chunked] of [
        ['POST', '/__standin/reset', false],
        ['POST', '/__standin/faults', true],
        ['PUT', '/__standin/snapshot', false],
        ['PUT', '/__standin/snapshot', true],
      ] as const) {
        const sent = await upload(server, method, path, { totalBytes: 200 * MiB, chunked, stallMs: 15_000 })
        const how = `${method} ${path} (${chunked ? 'chunked' : 'declared'})`
        if (sent.status !== 413)
          problems.push(
            `${how}: answered ${sent.status ?? 'nothing'} after ${Math.round(sent.ms)} ms, ${Math.round(sent.sentBytes / MiB)} MiB sent`,
          )
        else if (sent.sentBytes > 64 * MiB)
          problems.push(`${how}: the 413 came only after ${Math.round(sent.sentBytes / MiB)} MiB`)
      }
      return problems
    },
  },
  {
    name: 'stalled-uploads',
    reported: '12 stalled uploads to control routes held 2.5 GB',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const routes = [
        ['PUT', '/__standin/snapshot'],
        ['POST', '/__standin/reset'],
        ['POST', '/__standin/faults'],
      ] as const
      const uploads = Array.from({ length: 12 }, (_, index) => {
        const [method, path] = routes[index % routes.length]!
        return upload(server, method, path, { totalBytes: 200 * MiB, chunked: true, stallMs: 8000 })
      })
      const results = await Promise.all(uploads)
      const answered = results.filter((result) => result.status !== undefined)
      const failed = answered.filter((result) => (result.status ?? 0) >= 500 && result.status !== 503)
      return failed.length > 0
        ? [
            `${failed.length} uploads were answered with a server error: ${failed.map((result) => result.status).join(', ')}`,
          ]
        : []
    },
  },
  {
    name: 'anonymous-sessions',
    reported:
      'sessions were made before authentication: on large, 100 anonymous requests took 2.6 GB and squatted every default slot',
    args: ['--scenario', 'large'],
    budgetMiB: 512,
    seconds: 90,
    async run(server) {
      const tally = newTally()
      await lanes(server, 4, { count: 100, seconds: 60 }, async (index) => {
        const headers = { 'x-standin-session': `squat-${index}` }
        const path = index % 2 === 0 ? `${CALENDAR}/events?per_page=5` : `${IDENTITY}/core/users/?limit=5`
        try {
          count(tally, (await call(server, path, { headers, timeoutMs: 20_000 })).status)
        } catch {
          tally.errors++
        }
      })
      const problems = tallyProblems('100 anonymous requests naming new sessions', tally)
      const own = await call(server, `${IDENTITY}/core/users/?limit=1`, {
        headers: { ...AUTH, 'x-standin-session': 'a-real-client' },
        timeoutMs: 20_000,
      })
      if (own.status !== 200) problems.push(`an authenticated client then got ${own.status} for a session of its own`)
      const listed = json(await call(server, '/__standin/sessions'))
      const alive = Array.isArray(listed?.sessions) ? listed.sessions.length : NaN
      if (!(alive <= 1)) problems.push(`${alive} sessions are alive (anonymous requests made sessions)`)
      return problems
    },
  },
  {
    name: 'session-flood',
    reported: '--sessions 100000 let one client crash the process (each session a full store: 26.5 MiB on large)',
    args: ['--scenario', 'large', '--sessions', '1000'],
    budgetMiB: 512,
    seconds: 90,
    async run(server) {
      const tally = newTally()
      const made = await lanes(server, 2, { count: 1000, seconds: 40 }, async (index) => {
        try {
          const reply = await call(server, `${IDENTITY}/core/users/?limit=1`, {
            headers: { ...AUTH, 'x-standin-session': `flood-${index}` },
            timeoutMs: 20_000,
          })
          count(tally, reply.status)
        } catch {
          tally.errors++
        }
      })
      const unexpected = Object.keys(tally.statuses).filter((status) => status !== '200' && status !== '429')
      return [
        ...tallyProblems(`${made} new sessions`, tally),
        ...(unexpected.length > 0 ? [`statuses ${JSON.stringify(tally.statuses)}`] : []),
      ]
    },
  },
  {
    name: 'session-ids-listed',
    reported: 'session ids were listed to anyone at /__standin/sessions',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const secret = 'ci-job-7f3a9c2e5b1d'
      await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: { ...AUTH, 'x-standin-session': secret } })
      const problems: string[] = []
      for (const path of ['/__standin/sessions', '/__standin/summary', '/__standin/requests']) {
        const reply = await call(server, path)
        if (reply.text.includes(secret)) problems.push(`${path} shows the session id to a caller who is not the admin`)
      }
      return problems
    },
  },
  {
    name: 'quadratic-text',
    reported:
      'quadratic regular expressions on calendar writes (cost.ts, text.ts stripTags and entities): one 250 KB cost froze every client for 120 s',
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      const bodies: Array<[string, string]> = [
        ['a 250 KB cost', event({ cost: `${'a'.repeat(250_000)}.1` })],
        ['a title of 250 KB of "&"', event({ title: '&'.repeat(250_000) })],
        ['a title of 250 KB of "<"', event({ title: '<'.repeat(250_000) })],
        ['a description of 250 KB of "<"', event({ description: '<'.repeat(250_000), excerpt: '<'.repeat(250_000) })],
        ['organizers as 250 KB of spaces', event({ organizer: `${' '.repeat(250_000)}x` })],
      ]
      for (const [what, body] of bodies) {
        try {
          const reply = await call(server, `${CALENDAR}/events`, {
            method: 'POST',
            headers: { ...AUTH, ...JSON_TYPE },
            body,
            timeoutMs: 30_000,
          })
          if (reply.status >= 500) problems.push(`${what}: ${reply.status}`)
          if (reply.ms > 2000) problems.push(`${what}: answered after ${Math.round(reply.ms)} ms`)
          const id = json(reply)?.id
          if (id !== undefined) {
            const read = await call(server, `${CALENDAR}/events?per_page=50&search=attack-${id}`, { timeoutMs: 30_000 })
            if (read.ms > 2000) problems.push(`${what}: the list took ${Math.round(read.ms)} ms`)
          }
        } catch (error) {
          problems.push(`${what}: ${(error as Error).message}`)
        }
      }
      return problems
    },
  },
  {
    name: 'cross-site-control',
    reported:
      'any web page could fetch(..., {mode: \'no-cors\', body: \'{"scenario": "empty"}\'}) the control plane: reset the store, add a /* 503 fault, pin the clock',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      const users = await userCount(server)
      const forged: Array<[string, string, Record<string, string>]> = [
        [
          '/__standin/reset',
          '{"scenario": "empty"}',
          { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        ],
        [
          '/__standin/faults',
          '{"path": "/*", "status": 503}',
          { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        ],
        [
          '/__standin/clock',
          '{"now": "2030-01-01T10:00:00Z"}',
          { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        ],
        ['/__standin/reset', '{"scenario": "empty"}', { 'content-type': 'text/plain', origin: 'null' }],
        ['/__standin/reset', '{"scenario": "empty"}', { ...JSON_TYPE, origin: 'http://evil.example' }],
        ['/__standin/faults', '{"path": "/*", "status": 503}', { 'content-type': 'application/x-www-form-urlencoded' }],
      ]
      for (const [path, body, headers] of forged) {
        const reply = await call(server, path, { method: 'POST', headers, body })
        if (reply.status < 400 || reply.status >= 500)
          problems.push(
            `POST ${path} (${headers['content-type']}, origin ${headers.origin ?? 'none'}): ${reply.status}`,
          )
      }
      if ((await userCount(server)) !== users) problems.push('the store was reset')
      if ((await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: AUTH })).status === 503)
        problems.push('a fault was added')
      if (json(await call(server, '/__standin/clock'))?.pinned) problems.push('the clock was pinned')
      return problems
    },
  },
  {
    name: 'journal-bodies',
    reported: "the journal's slice kept whole bodies alive: 1 GB after 1,000 large posts",
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const tally = newTally()
      const body = JSON.stringify({ username: 'journal', name: 'x'.repeat(1_000_000) })
      await lanes(server, 4, { count: 1000, seconds: 60 }, async () => {
        try {
          count(
            tally,
            (
              await call(server, `${IDENTITY}/core/users/`, {
                method: 'POST',
                headers: { ...AUTH, ...JSON_TYPE },
                body,
                timeoutMs: 20_000,
              })
            ).status,
          )
        } catch {
          tally.errors++
        }
      })
      return tallyProblems('1,000 posts of 1 MB', tally)
    },
  },
  {
    name: 'bad-host',
    reported: 'Host: 1.2.3.4.5 gave 500 on every route and poisoned the journal and the dashboard',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      for (const [path, shape] of [
        [`${IDENTITY}/core/users/`, 'detail'],
        [`${CALENDAR}/events`, 'code'],
      ] as const) {
        for (const host of ['1.2.3.4.5', 'exa mple.com', '[::1', 'evil.example/elsewhere']) {
          const reply = await raw(
            server,
            `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`,
          )
          let body: any
          try {
            body = JSON.parse(reply.body)
          } catch {
            body = undefined
          }
          if (reply.status !== 400 || body?.[shape] === undefined)
            problems.push(`GET ${path} with Host ${host}: ${reply.status} ${reply.body.slice(0, 80)}`)
        }
      }
      for (const path of [
        '/__standin/requests',
        '/__standin/summary',
        '/__standin/',
        `${IDENTITY}/core/users/?limit=1`,
      ]) {
        const reply = await call(server, path, { headers: AUTH })
        if (reply.status !== 200) problems.push(`then ${path}: ${reply.status}`)
      }
      return problems
    },
  },
  {
    name: 'fault-list-1m',
    reported: 'a fault list of 1M rules was a 500 (stack overflow in push(...))',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const problems: string[] = []
      const rule = '{"path":"/x","status":500}'
      for (const rules of [1_000_000, 1000]) {
        const body = `[${Array.from({ length: rules }, () => rule).join(',')}]`
        const reply = await call(server, '/__standin/faults', {
          method: 'POST',
          headers: JSON_TYPE,
          body,
          timeoutMs: 30_000,
        })
        if (reply.status < 400 || reply.status >= 500)
          problems.push(`${rules} rules (${Math.round(body.length / 1024)} KiB): ${reply.status}`)
      }
      const listed = json(await call(server, '/__standin/faults'))
      if (!Array.isArray(listed?.faults) || listed.faults.length > 0)
        problems.push(`${listed?.faults?.length} faults were kept`)
      return problems
    },
  },
  {
    name: 'fault-patterns',
    reported: '200 crafted fault patterns made one GET take 15 s',
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      // Each costs path times pattern to a matcher that backs up to its last star, or to indexOf.
      const patterns = [`/*${'a'.repeat(1990)}b`, `/*${'a'.repeat(995)}b${'a'.repeat(995)}*`]
      let kept = 0
      for (let batch = 0; batch < 4; batch++) {
        const body = JSON.stringify(
          Array.from({ length: 50 }, (_, index) => ({ path: patterns[index % 2], status: 503 })),
        )
        const reply = await call(server, '/__standin/faults', { method: 'POST', headers: JSON_TYPE, body })
        if (reply.status >= 500) problems.push(`adding patterns: ${reply.status}`)
        if (reply.status === 201) kept = json(reply)?.faults?.length ?? kept
      }
      const path = `${IDENTITY}/core/users/${'a'.repeat(8000)}/`
      const reply = await call(server, path, { headers: AUTH, timeoutMs: 60_000 }).catch(() => undefined)
      if (!reply) problems.push(`with ${kept} patterns, a GET got no answer in 60 s`)
      else if (reply.ms > 1000) problems.push(`with ${kept} patterns, a GET took ${Math.round(reply.ms)} ms`)
      return problems
    },
  },
  {
    name: 'clock-past-9999',
    reported: 'a clock pinned past year 9999 made creates 500',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      for (const now of ['9999-12-31T23:59:59-23:59', '0000-01-01T00:00:00Z']) {
        const pinned = await call(server, '/__standin/clock', {
          method: 'POST',
          headers: JSON_TYPE,
          body: JSON.stringify({ now }),
        })
        if (pinned.status !== 400) problems.push(`pinning ${now}: ${pinned.status}`)
        const user = await call(server, `${IDENTITY}/core/users/`, {
          method: 'POST',
          headers: { ...AUTH, ...JSON_TYPE },
          body: JSON.stringify({ username: `clock.${now.slice(0, 4)}`, name: 'Clock' }),
        })
        const created = await call(server, `${CALENDAR}/events`, {
          method: 'POST',
          headers: { ...AUTH, ...JSON_TYPE },
          body: event(),
        })
        for (const [what, reply] of [
          ['a user', user],
          ['an event', created],
        ] as const)
          if (reply.status >= 500) problems.push(`after pinning ${now}, creating ${what}: ${reply.status}`)
        await call(server, '/__standin/clock', { method: 'DELETE' })
      }
      return problems
    },
  },
  {
    name: 'snapshot-lagging-sequences',
    reported: 'a snapshot with sequences below existing ids made creates 500',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      const snapshot = json(await call(server, '/__standin/snapshot'))
      for (const sequences of [snapshot.identity.sequences, snapshot.calendar.sequences])
        for (const name of Object.keys(sequences)) sequences[name] = 1
      const put = await call(server, '/__standin/snapshot', {
        method: 'PUT',
        headers: JSON_TYPE,
        body: JSON.stringify(snapshot),
      })
      if (put.status !== 400) problems.push(`PUT a snapshot whose sequences lag its rows: ${put.status}`)
      const user = await call(server, `${IDENTITY}/core/users/`, {
        method: 'POST',
        headers: { ...AUTH, ...JSON_TYPE },
        body: JSON.stringify({ username: 'after.snapshot', name: 'After' }),
      })
      const created = await call(server, `${CALENDAR}/events`, {
        method: 'POST',
        headers: { ...AUTH, ...JSON_TYPE },
        body: event(),
      })
      for (const [what, reply] of [
        ['a user', user],
        ['an event', created],
      ] as const)
        if (reply.status >= 500) problems.push(`then creating ${what}: ${reply.status}`)
      return problems
    },
  },
  {
    name: 'persist-unusable-path',
    reported:
      'a missing or read-only --persist directory was found only on the first write: a plain-text 500 while the write stayed in memory',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (folder) => {
        const problems: string[] = []
        writeFileSync(join(folder, 'a-file'), '')
        for (const file of [join(folder, 'missing', 'deeper', 'store.json'), join(folder, 'a-file', 'store.json')]) {
          const started = await startServer(['--persist', file], 20_000).catch((error: Error) => error)
          if (started instanceof StartFailure) {
            // One line naming the file, and a failing exit status.
            const said = started.output.trim()
            if (started.exit === 0 || said.split('\n').length > 1 || !said.includes(file))
              problems.push(`--persist ${file}: exited ${started.exit} saying ${JSON.stringify(said.slice(0, 160))}`)
            continue
          }
          if (started instanceof Error) {
            problems.push(`--persist ${file}: ${started.message.slice(0, 160)}`)
            continue
          }
          const write = await createUser(started, 'persisted')
          problems.push(`--persist ${file}: the server started; the first write answered ${write.status}`)
          await started.stop()
        }
        return problems
      }),
  },
  {
    name: 'persist-two-servers',
    reported: 'two servers on one --persist file silently lost writes',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (_folder, file) => {
        const first = await startServer(['--persist', file])
        const problems: string[] = []
        try {
          const second = await startServer(['--persist', file], 20_000).catch((error: Error) => error)
          if (!(second instanceof Error)) {
            problems.push('a second server on the same file started')
            await second.stop()
          }
        } finally {
          await first.stop()
        }
        return problems
      }),
  },
  {
    name: 'persist-temp-files',
    reported: 'temporary files were left behind after a crash',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (folder, file) => {
        const problems: string[] = []
        for (let round = 0; round < 3; round++) {
          const server = await startServer(['--persist', file, '--scenario', 'large'])
          const writes = lanes(server, 4, { seconds: 3 }, async (index) => {
            await createUser(server, `crash.${round}.${index}`, 5000).catch(() => undefined)
          })
          await new Promise((done) => setTimeout(done, 1500 + round * 300))
          server.child.kill('SIGKILL')
          await writes
          await exitWithin(server.child, 5000)
        }
        const restarted = await startServer(['--persist', file]).catch((error: Error) => error)
        if (restarted instanceof Error)
          problems.push(`the server did not start again after the crashes: ${restarted.message.slice(0, 160)}`)
        else await restarted.stop()
        const left = readdirSync(folder).filter((name) => name !== 'store.json' && !name.startsWith('store.json'))
        if (left.length > 0) problems.push(`left in the folder after a restart: ${left.join(', ')}`)
        return problems
      }),
  },
  {
    name: 'persist-failed-save',
    reported:
      'a write whose save failed answered a plain-text 500 and stayed in memory (a retry then said "already exists")',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (folder, file) => {
        const server = await startServer(['--persist', file])
        const problems: string[] = []
        try {
          await createUser(server, 'saved')
          // The file becomes a folder: no save can replace or extend it.
          for (const name of readdirSync(folder)) rmSync(join(folder, name), { recursive: true, force: true })
          mkdirSync(file)
          const write = await createUser(server, 'not.saved')
          if (write.status !== 503 || json(write)?.detail === undefined)
            problems.push(`a write whose save failed: ${write.status} ${write.text.slice(0, 80)}`)
          const found = json(await call(server, `${IDENTITY}/core/users/?search=not.saved`, { headers: AUTH }))
          if (found?.count !== 0) problems.push('the write whose save failed stayed in memory')
        } finally {
          await server.stop()
        }
        return problems
      }),
  },
  {
    name: 'persist-refused-state',
    reported: 'a refused provider-state reset wiped memory but not the --persist file',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (_folder, file) => {
        const problems: string[] = []
        let server = await startServer(['--persist', file])
        try {
          await createUser(server, 'kept')
          const before = await userCount(server)
          const refused = await call(server, '/__standin/reset', {
            method: 'POST',
            headers: JSON_TYPE,
            body: JSON.stringify({ state: 'no user has this username', params: {} }),
          })
          if (refused.status !== 400) problems.push(`the refused state call answered ${refused.status}`)
          const inMemory = await userCount(server)
          await server.stop()
          server = await startServer(['--persist', file])
          const onDisk = await userCount(server)
          if (inMemory !== before)
            problems.push(`memory changed: ${before} users before, ${inMemory} after the refused call`)
          if (onDisk !== inMemory) problems.push(`memory (${inMemory} users) and the file (${onDisk}) disagree`)
        } finally {
          await server.stop()
        }
        return problems
      }),
  },
]

// ---------------------------------------------------------------------------------------------
// The run

interface Result {
  name: string
  reported: string
  pass: boolean
  problems: string[]
  seconds: number
  slowestProbeMs?: number
  probes?: number
  peakRssMiB?: number
  endRssMiB?: number
  budgetMiB?: number
}

const mib = (bytes: number | undefined) => (bytes === undefined ? undefined : Math.round(bytes / MiB))

async function withDeadline<T>(work: Promise<T>, seconds: number): Promise<T | 'deadline'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<'deadline'>((done) => {
    timer = setTimeout(() => done('deadline'), seconds * 1000)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}

async function runAttack(attack: Attack): Promise<Result> {
  const started = performance.now()
  const base = { name: attack.name, reported: attack.reported }
  const elapsed = () => Math.round((performance.now() - started) / 1000)
  if (!attack.args && attack.budgetMiB === undefined) {
    const outcome = await withDeadline(
      attack.run(undefined as never).catch((error: Error) => [`failed: ${error.message}`]),
      attack.seconds,
    )
    const problems = outcome === 'deadline' ? [`not done in ${attack.seconds} s`] : outcome
    return { ...base, pass: problems.length === 0, problems, seconds: elapsed() }
  }
  const server = await startServer(attack.args ?? [])
  const watcher = watch(server)
  const problems: string[] = []
  try {
    const outcome = await withDeadline(
      attack.run(server).catch((error: Error) => [`failed: ${error.message}`]),
      attack.seconds,
    )
    problems.push(...(outcome === 'deadline' ? [`not done in ${attack.seconds} s`] : outcome))
  } finally {
    await watcher.stop()
  }
  const alive = server.alive()
  const endRss = alive ? await settledRss(server) : undefined
  const budget = attack.budgetMiB ?? 384
  if (!alive)
    problems.unshift(
      `the server died (${server.child.exitCode ?? server.child.signalCode}): ${/(FATAL ERROR[^\n]*|heap out of memory[^\n]*)/.exec(server.output())?.[1] ?? server.output().trim().split('\n').slice(-1)[0] ?? ''}`,
    )
  else if (endRss !== undefined && endRss > budget * MiB)
    problems.push(`resident memory ${mib(endRss)} MiB, over its budget of ${budget} MiB`)
  if (watcher.slowest > HEALTH_LIMIT_MS || watcher.failedProbes > 0) {
    problems.push(
      `health: slowest answer ${Math.round(watcher.slowest)} ms, ${watcher.failedProbes} of ${watcher.probes} probes failed or timed out`,
    )
  }
  await server.stop()
  return {
    ...base,
    pass: problems.length === 0,
    problems,
    seconds: elapsed(),
    slowestProbeMs: Math.round(watcher.slowest),
    probes: watcher.probes,
    peakRssMiB: mib(watcher.peakRss),
    endRssMiB: mib(endRss),
    budgetMiB: budget,
  }
}

const chosen = values.only ? values.only.split(',').map((name) => name.trim()) : attacks.map((attack) => attack.name)
const unknown = chosen.filter((name) => !attacks.some((attack) => attack.name === name))
if (unknown.length > 0) {
  process.stderr.write(
    `unknown attack(s): ${unknown.join(', ')}; known: ${attacks.map((attack) => attack.name).join(', ')}\n`,
  )
  process.exit(2)
}
if (!existsSync(join(serverRoot, 'bin/standin.js'))) {
  process.stderr.write(`no bin/standin.js under ${serverRoot}\n`)
  process.exit(2)
}

const results: Result[] = []
for (const attack of attacks.filter((candidate) => chosen.includes(candidate.name))) {
  process.stderr.write(`${attack.name}: ${attack.reported}\n`)
  const result = await runAttack(attack).catch((error: Error): Result => ({
    name: attack.name,
    reported: attack.reported,
    pass: false,
    problems: [`could not run: ${error.message}`],
    seconds: 0,
  }))
  results.push(result)
  const memory =
    result.endRssMiB !== undefined
      ? `, rss ${result.endRssMiB} MiB (peak ${result.peakRssMiB}, budget ${result.budgetMiB})`
      : ''
  const health = result.slowestProbeMs !== undefined ? `, slowest health ${result.slowestProbeMs} ms` : ''
  process.stderr.write(
    `  ${result.pass ? 'PASS' : 'FAIL'} in ${result.seconds} s${health}${memory}\n${result.problems.map((problem) => `    - ${problem}\n`).join('')}`,
  )
}

console.log(`\n| attack | result | health (slowest) | rss end / budget |\n|---|---|---|---|`)
for (const result of results) {
  console.log(
    `| ${result.name} | ${result.pass ? 'PASS' : `FAIL: ${result.problems.join('; ').slice(0, 200)}`} | ${result.slowestProbeMs ?? '-'} ms | ${result.endRssMiB ?? '-'} / ${result.budgetMiB ?? '-'} MiB |`,
  )
}
if (values.json)
  writeFileSync(
    values.json,
    `${JSON.stringify({ date: new Date().toISOString(), root: serverRoot, results }, null, 2)}\n`,
  )
process.exitCode = results.every((result) => result.pass) ? 0 : 1
