import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { compare, load, ratioRow } from './lib/load.js'
import { freePort, root, startNode, startProcess, startStandin } from './lib/processes.js'
import type { FixedAnswer } from './baseline-koa.mjs'
import type { BenchRow } from './lib/report.js'

/**
 * Koa host throughput against a bare Koa route answering the same headers and bytes (target
 * 0.8x), and against json-server 0.17 serving the same records (target 3x).
 */

const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}` }
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const CONNECTIONS = 20

interface Endpoint {
  name: string
  /** The route pattern the baseline registers. */
  pattern: string
  path: string
  /** The same read on json-server: collection name and its path. */
  jsonServer: { collection: string; path: string }
}

const endpoints: Endpoint[] = [
  {
    name: 'identity user',
    pattern: '/api/v2beta/core/users/:id/',
    path: '/api/v2beta/core/users/2/',
    jsonServer: { collection: 'users', path: '/users/2' },
  },
  {
    name: 'identity users, page of 20',
    pattern: '/api/v2beta/core/users/',
    path: '/api/v2beta/core/users/?limit=20',
    jsonServer: { collection: 'users', path: '/users?_page=1&_limit=20' },
  },
  {
    name: 'calendar event',
    pattern: '/wp-json/cal/events/v1/events/:id',
    path: '/wp-json/cal/events/v1/events/{event}',
    jsonServer: { collection: 'events', path: '/events/{event}' },
  },
  {
    name: 'calendar events, page of 20',
    pattern: '/wp-json/cal/events/v1/events',
    path: '/wp-json/cal/events/v1/events?per_page=20',
    jsonServer: { collection: 'events', path: '/events?_page=1&_limit=20' },
  },
]

/** A page of a list: its records under the route's key, and the link to the next one. */
type ListPage = Record<string, unknown> & { next?: string | null; next_rest_url?: string }

async function getJson<Body = unknown>(url: string): Promise<Body> {
  const response = await fetch(url, { headers: AUTH })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

/** Headers Node writes itself on every response; the rest are the route's own. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

/**
 * What standin answers on a route, headers included: the baseline sends the same response,
 * so the comparison measures the host, not the bytes on the wire (each header line costs
 * the server and autocannon alike, and an identity answer carries four).
 */
async function fixedAnswer(url: string): Promise<FixedAnswer> {
  const response = await fetch(url, { headers: AUTH })
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value
  })
  return { headers, body: await response.json() }
}

/** Every record of a list route, following its `next` links (DRF's `next`, WordPress's `next_rest_url`). */
async function everything(url: string, key: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = []
  for (let next: string | undefined = url; next;) {
    const page: ListPage = await getJson<ListPage>(next)
    const records = page[key]
    if (!Array.isArray(records)) throw new Error(`${next} answered no "${key}" list`)
    items.push(...records)
    next = page.next ?? page.next_rest_url ?? undefined
  }
  return items
}

export async function throughputBench(): Promise<BenchRow[]> {
  const workdir = mkdtempSync(join(tmpdir(), 'standin-bench-'))
  const standin = await startStandin()
  const running = [standin]
  try {
    const events = await everything(`${standin.url}/wp-json/cal/events/v1/events?per_page=50`, 'events')
    // A published event from the default list: the same record for every reader.
    const event = String(events[Math.floor(events.length / 2)]!.id)
    for (const endpoint of endpoints) {
      endpoint.path = endpoint.path.replace('{event}', event)
      endpoint.jsonServer.path = endpoint.jsonServer.path.replace('{event}', event)
    }
    const answers: Record<string, FixedAnswer> = {}
    for (const endpoint of endpoints) answers[endpoint.pattern] = await fixedAnswer(`${standin.url}${endpoint.path}`)
    writeFileSync(join(workdir, 'routes.json'), JSON.stringify(answers))
    const baseline = await startNode(
      'bench/baseline-koa.mjs',
      [join(workdir, 'routes.json')],
      /listening on (http:\/\/\S+)/,
    )
    running.push(baseline)

    const db = {
      users: (await everything(`${standin.url}/api/v2beta/core/users/?limit=1000`, 'results')).map((user) => ({
        id: user.pk,
        ...user,
      })),
      events,
    }
    writeFileSync(join(workdir, 'db.json'), JSON.stringify(db))
    const port = await freePort()
    // Its own bin by path: json-server 1.x (json-server-1) installs a `json-server` bin too.
    const jsonServer = await startProcess(
      process.execPath,
      [
        join(root, 'node_modules/json-server/lib/cli/bin.js'),
        join(workdir, 'db.json'),
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--quiet',
      ],
      undefined,
    )
    running.push(jsonServer)
    await waitFor(`http://127.0.0.1:${port}/users/1`)

    const rows: BenchRow[] = []
    const run =
      (url: string, headers?: Record<string, string>) =>
      (seconds = SECONDS) =>
        load(url, { seconds, connections: CONNECTIONS, ...(headers ? { headers } : {}) })
    for (const endpoint of endpoints) {
      const ours = run(`${standin.url}${endpoint.path}`, AUTH)
      const koa = await compare(ours, run(`${baseline.url}${endpoint.path}`), ROUNDS)
      rows.push(
        ratioRow(
          `Koa host reads: ${endpoint.name}, req/s`,
          koa,
          { unit: 'req/s', min: 0.8, baseline: '(bare Koa, the same bytes)' },
          koa.errors === 0,
        ),
      )
      const peer = await compare(ours, run(`http://127.0.0.1:${port}${endpoint.jsonServer.path}`), ROUNDS)
      rows.push(
        ratioRow(
          `Koa host reads: ${endpoint.name}, req/s`,
          peer,
          { unit: 'req/s', min: 3, baseline: '(json-server 0.17)' },
          peer.errors === 0,
        ),
      )
    }
    return rows
  } finally {
    await Promise.all(running.map((process) => process.stop()))
  }
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} never answered`)
}
