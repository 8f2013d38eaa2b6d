import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { startStandin } from './lib/processes.js'

/**
 * `npm run bench:soak`: the Koa server (a child process) under mixed reads and writes of both
 * APIs on loopback, for a bounded time (60 s at 50 connections unless told otherwise):
 *
 *   npm run bench:soak -- --seconds 20 --connections 20     (or SOAK_SECONDS, SOAK_CONNECTIONS)
 *
 * Every request of the mix must succeed (2xx): any 5xx, other non-2xx, socket error or timeout
 * fails the run. Resident memory (the server's `process.memoryUsage().rss`, from
 * `/__standin/process`, read after a full GC) after the run must not exceed what it was after
 * the warm-up by more than 20% (it may shrink: V8 hands pages back when it likes). The heap
 * used after the GC is printed too: the steadiest sign of a leak.
 *
 * Keeping that comparison about leaks rather than data: each connection's writes are balanced
 * (a user created, renamed, read and deleted; a tag created, edited and deleted; a seeded
 * event retitled in place), but every identity write also adds an audit event, as upstream
 * does. So the load runs in phases of `--phase` seconds with the store reset to its scenario
 * between them (`POST /__standin/reset`, when no request is in flight), and memory is read
 * after a reset both times: the same data, so what grows is the server's own.
 */

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: process.env.SOAK_SECONDS ?? '60' },
    connections: { type: 'string', default: process.env.SOAK_CONNECTIONS ?? '50' },
    warmup: { type: 'string', default: process.env.SOAK_WARMUP ?? '10' },
    phase: { type: 'string', default: process.env.SOAK_PHASE ?? '10' },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const warmup = Number(values.warmup)
const phaseSeconds = Math.min(Number(values.phase), seconds)
const MEMORY_TOLERANCE = 0.2

const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' }
const IDENTITY = '/api/v2beta'
const CALENDAR = '/wp-json/cal/events/v1'

interface Connection {
  name?: string
  round?: number
  user?: number
  tag?: number
}

/** One connection's loop: reads of both APIs between balanced writes. */
function mix(eventId: number): autocannon.Request[] {
  const state = (context: object) => context as Connection
  const json = (body: unknown) => JSON.stringify(body)
  return [
    { method: 'GET', path: `${IDENTITY}/core/users/?limit=20&ordering=-username` },
    {
      method: 'POST',
      path: `${IDENTITY}/core/users/`,
      setupRequest(request, context) {
        const connection = state(context)
        connection.name ??= Math.random().toString(36).slice(2, 10)
        connection.round = (connection.round ?? 0) + 1
        return { ...request, body: json({ username: `soak.${connection.name}.${connection.round}`, name: 'Soak' }) }
      },
      onResponse: (_status, body, context) => {
        state(context).user = JSON.parse(body).pk
      },
    },
    {
      method: 'PATCH',
      setupRequest: (request, context) => ({
        ...request,
        path: `${IDENTITY}/core/users/${state(context).user}/`,
        body: json({ name: 'Soak renamed' }),
      }),
    },
    {
      method: 'GET',
      setupRequest: (request, context) => ({ ...request, path: `${IDENTITY}/core/users/${state(context).user}/` }),
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => ({ ...request, path: `${IDENTITY}/core/users/${state(context).user}/` }),
    },
    { method: 'GET', path: `${CALENDAR}/events?per_page=10` },
    {
      method: 'POST',
      path: `${CALENDAR}/tags`,
      setupRequest: (request, context) => ({
        ...request,
        body: json({ name: `soak ${state(context).name} ${state(context).round}` }),
      }),
      onResponse: (_status, body, context) => {
        state(context).tag = JSON.parse(body).id
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) => ({
        ...request,
        path: `${CALENDAR}/tags/${state(context).tag}`,
        body: json({ description: 'soaked' }),
      }),
    },
    {
      method: 'DELETE',
      setupRequest: (request, context) => ({ ...request, path: `${CALENDAR}/tags/${state(context).tag}` }),
    },
    { method: 'GET', path: `${CALENDAR}/venues?per_page=5` },
    { method: 'POST', path: `${CALENDAR}/events/${eventId}`, body: json({ title: 'Soaked event' }) },
    { method: 'GET', path: `${IDENTITY}/core/groups/` },
  ]
}

interface Tally {
  requests: number
  errors: number
  timeouts: number
  non2xx: number
  status5xx: number
  statuses: Record<string, number>
}

async function phase(url: string, duration: number, requests: autocannon.Request[], tally: Tally): Promise<void> {
  const result = await autocannon({ url, connections, duration, headers: AUTH, requests, timeout: 10 })
  tally.requests += result.requests.total
  tally.errors += result.errors
  tally.timeouts += result.timeouts
  tally.non2xx += result.non2xx
  tally.status5xx += result['5xx']
  for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) {
    tally.statuses[status] = (tally.statuses[status] ?? 0) + count
  }
}

async function control(url: string, method: string, path: string): Promise<any> {
  const response = await fetch(`${url}/__standin${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: '{}' } : {}),
  })
  if (!response.ok) throw new Error(`${method} /__standin${path} answered ${response.status}`)
  return response.status === 204 ? undefined : response.json()
}

/** The store back to its scenario, then the server's memory once it has settled (after a full GC). */
async function resetAndMeasure(url: string): Promise<NodeJS.MemoryUsage> {
  await control(url, 'POST', '/reset')
  await new Promise((resolve) => setTimeout(resolve, 2000))
  return (await control(url, 'GET', '/process')).memory
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`

// The server collects garbage before it reports its memory (see /__standin/process).
process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim()
const server = await startStandin()
try {
  const events = await (await fetch(`${server.url}${CALENDAR}/events?per_page=1`)).json()
  const requests = mix(events.events[0].id)
  const empty = (): Tally => ({ requests: 0, errors: 0, timeouts: 0, non2xx: 0, status5xx: 0, statuses: {} })

  process.stderr.write(`warm-up: ${warmup} s at ${connections} connections\n`)
  const warm = empty()
  if (warmup > 0) await phase(server.url, warmup, requests, warm)
  const afterWarmup = await resetAndMeasure(server.url)

  const soak = empty()
  /** Memory after each phase's reset, to show a trend. */
  const trajectory: NodeJS.MemoryUsage[] = []
  const started = performance.now()
  for (let done = 0; done < seconds; done += phaseSeconds) {
    const duration = Math.min(phaseSeconds, seconds - done)
    process.stderr.write(`soak: ${done}-${done + duration} s of ${seconds} s\n`)
    await phase(server.url, duration, requests, soak)
    if (done + duration < seconds) {
      trajectory.push(await resetAndMeasure(server.url))
    }
  }
  const elapsed = (performance.now() - started) / 1000
  const afterRun = await resetAndMeasure(server.url)

  // RSS may also shrink (V8 hands pages back late): only growth past the limit fails.
  const growth = afterRun.rss / afterWarmup.rss - 1
  const clean =
    soak.errors === 0 && soak.timeouts === 0 && soak.non2xx === 0 && warm.errors + warm.timeouts + warm.non2xx === 0
  const withinMemory = growth <= MEMORY_TOLERANCE
  console.log(
    [
      `soak: ${seconds} s at ${connections} connections, mixed reads and writes of both APIs (${requests.length} requests per round), phases of ${phaseSeconds} s`,
      `requests: ${soak.requests} (${Math.round(soak.requests / elapsed)}/s), after ${warm.requests} in the ${warmup} s warm-up`,
      `statuses: ${JSON.stringify(soak.statuses)}`,
      `errors: ${soak.errors} socket, ${soak.timeouts} timeouts, ${soak.status5xx} 5xx, ${soak.non2xx} non-2xx (warm-up: ${warm.errors} socket, ${warm.timeouts} timeouts, ${warm.non2xx} non-2xx)`,
      `rss: ${mb(afterWarmup.rss)} after warm-up, ${mb(afterRun.rss)} after the run (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%, limit +${MEMORY_TOLERANCE * 100}%)`,
      `heap used after a full GC: ${mb(afterWarmup.heapUsed)} after warm-up, ${mb(afterRun.heapUsed)} after the run`,
      `between phases (rss / heap used): ${trajectory.map((memory) => `${mb(memory.rss)} / ${mb(memory.heapUsed)}`).join(', ') || '(one phase)'}`,
      `${clean && withinMemory ? 'PASS' : 'FAIL'}${clean ? '' : ': some requests failed'}${withinMemory ? '' : ': memory moved more than the limit'}`,
    ].join('\n'),
  )
  process.exitCode = clean && withinMemory ? 0 : 1
} finally {
  await server.stop()
}
