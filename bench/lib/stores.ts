import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedCalendar } from '../../fixtures/calendar/seed.js'
import { seedIdentity } from '../../fixtures/identity/seed.js'
import { createMockContext } from '../../mocks/context/context.js'
import { takeSnapshot } from '../../mocks/context/snapshot.js'
import { createSettableClock } from '../../mocks/levers/clock.js'
import { freePort, root, type Running, startProcess, startStandin } from './processes.js'

/**
 * Stores of a given size for the benchmarks that start servers: standin from a snapshot file
 * (`--snapshot`), and json-server 1.x from a db.json holding the same rows, each table a
 * collection (`identity_users`, `calendar_events`...). The clock is pinned, so that the
 * calendar's default window holds the same events in every run.
 */

export const NOW = '2026-11-20T10:00:00Z'

export interface SeededFiles {
  snapshot: string
  jsonServerDb: string
  /** Rows in every table. */
  rows: number
  /** Bytes of the users table as JSON. */
  userBytes: number
  users: number
}

/**
 * Both files for `users` users and `events` events (0: none past the defaults), seeded as the
 * scale bench seeds them, written under `dir`.
 */
export async function seededFiles(dir: string, users: number, events: number): Promise<SeededFiles> {
  mkdirSync(dir, { recursive: true })
  const context = createMockContext({ seed: 1, clock: createSettableClock(new Date(NOW)) })
  await seedIdentity(context.identity, { seed: 1, ...(users > 0 ? { users } : {}) })
  await seedCalendar(context.calendar, { seed: 1, now: new Date(NOW), ...(events > 0 ? { events } : {}) })
  const snapshot = takeSnapshot(context)
  const db: Record<string, unknown[]> = {}
  let rows = 0
  for (const api of ['identity', 'calendar'] as const) {
    for (const [name, list] of Object.entries(snapshot[api].tables)) {
      db[`${api}_${name}`] = list
      rows += list.length
    }
  }
  const files = { snapshot: join(dir, 'snapshot.json'), jsonServerDb: join(dir, 'db.json') }
  writeFileSync(files.snapshot, JSON.stringify(snapshot))
  writeFileSync(files.jsonServerDb, JSON.stringify(db))
  const userBytes = JSON.stringify(snapshot.identity.tables.users).length
  return { ...files, rows, userBytes, users: context.identity.users.size }
}

/** standin on a snapshot, the clock pinned. */
export function standinOn(files: SeededFiles, args: string[] = []): Promise<Running> {
  return startStandin(['--snapshot', files.snapshot, '--now', NOW, ...args])
}

/** json-server 1.x on the same rows (its bin, as `npx json-server` runs it). */
export async function jsonServerOn(files: SeededFiles): Promise<Running> {
  const port = await freePort()
  const running = await startProcess(
    process.execPath,
    [
      join(root, 'node_modules/json-server-1/lib/bin.js'),
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      files.jsonServerDb,
    ],
    /(started on PORT :\d+)/,
    120_000,
  )
  return { ...running, url: `http://127.0.0.1:${port}` }
}

/** Resident memory of a running server's process, in bytes (Linux). */
export function residentBytes(running: Running): number {
  const status = readFileSync(`/proc/${running.child.pid}/status`, 'utf8')
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  if (kib === undefined) throw new Error('no VmRSS for the server')
  return Number(kib) * 1024
}

/** Milliseconds a request takes, its body read; throws on an unexpected status. */
export async function timed(url: string, init: RequestInit = {}, expected = 200): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, init)
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== expected) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}`)
  return ms
}
