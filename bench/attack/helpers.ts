import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { call, JSON_TYPE, json, type Reply } from './http.js'
import type { Server } from './server.js'

/** What the attacks share: the APIs' paths and credentials, lanes of clients, tallies of answers. */

export const TOKEN = 'standin-dev-token'
export const AUTH = { authorization: `Bearer ${TOKEN}` }
export const CALENDAR = '/wp-json/cal/events/v1'
export const IDENTITY = '/api/v2beta'

export interface Attack {
  name: string
  /** What the issue reported. */
  reported: string
  /**
   * Server flags (besides --port and --quiet); none when the attack starts its own servers. A
   * function is called just before the server starts (it may write the files the flags name).
   */
  args?: string[] | (() => string[])
  /** What the server needs before it starts (a deployment to proxy to): more flags, and how to take it down. */
  prepare?(): Promise<{ args: string[]; close(): Promise<void> }>
  /** Resident memory the server may end with. */
  budgetMiB?: number
  /** The slowest health answer allowed (default 1 s), for an attack whose claim is another. */
  healthLimitMs?: number
  /** Wall-clock limit for `run`. */
  seconds: number
  /** Problems found (none: the attack was withstood). */
  run(server: Server): Promise<string[]>
}

/** Runs `work` on `concurrency` lanes until `count` items or `seconds` have passed, or the server is gone. */
export async function lanes(
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

export interface Tally {
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

/** Requests on lanes (as `lanes` runs them), each answer's status tallied and each request that got none counted. */
export async function tallied(
  server: Server,
  concurrency: number,
  limits: { count?: number; seconds: number },
  request: (index: number) => Promise<Reply>,
): Promise<{ sent: number; tally: Tally }> {
  const tally = newTally()
  const sent = await lanes(server, concurrency, limits, async (index) => {
    try {
      count(tally, (await request(index)).status)
    } catch {
      tally.errors++
    }
  })
  return { sent, tally }
}

/** Problems a tally shows: a 5xx, or a request that got no answer. */
export function tallyProblems(name: string, tally: Tally): string[] {
  const problems: string[] = []
  if (serverErrors(tally) > 0)
    problems.push(`${name}: ${serverErrors(tally)} answers were 5xx (${JSON.stringify(tally.statuses)})`)
  if (tally.errors > 0) problems.push(`${name}: ${tally.errors} requests got no answer`)
  return problems
}

export const userCount = async (server: Server, headers: Record<string, string> = {}) =>
  json(await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: { ...AUTH, ...headers } }))?.count as
    number | undefined

export function event(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    title: 'Attack',
    start_date: '2030-01-01 10:00:00',
    end_date: '2030-01-01 12:00:00',
    ...fields,
  })
}

/** Runs an attack in a folder of its own (`file` is a store file's path in it), removed afterwards whatever happens. */
export async function inTemporaryFolder(
  attack: (folder: string, file: string) => Promise<string[]>,
): Promise<string[]> {
  const folder = mkdtempSync(join(tmpdir(), 'standin-attack-'))
  try {
    return await attack(folder, join(folder, 'store.json'))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** A user create through the identity API (the write the --persist attacks make). */
export const createUser = (server: Server, username: string, timeoutMs?: number) =>
  call(server, `${IDENTITY}/core/users/`, {
    method: 'POST',
    headers: { ...AUTH, ...JSON_TYPE },
    body: JSON.stringify({ username, name: username }),
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
  })

/** After an attack, a user and an event can still be created: the problems when either answers a 5xx. */
export async function createsStillWork(server: Server, username: string, when: string): Promise<string[]> {
  const user = await createUser(server, username)
  const created = await call(server, `${CALENDAR}/events`, {
    method: 'POST',
    headers: { ...AUTH, ...JSON_TYPE },
    body: event(),
  })
  const problems: string[] = []
  if (user.status >= 500) problems.push(`${when}, creating a user: ${user.status}`)
  if (created.status >= 500) problems.push(`${when}, creating an event: ${created.status}`)
  return problems
}

/** The heap the server holds, in MiB, after a full collection (it runs with --expose-gc). */
async function heapMiB(server: Server): Promise<number> {
  const memory = json(await call(server, '/__standin/process', { timeoutMs: 20_000 }))?.memory
  return Math.round((memory?.heapUsed ?? 0) / 1024 / 1024)
}

/**
 * The heap after an attack, over `limitMiB` or not. Resident memory also keeps the pages V8 grew
 * into for garbage the attack made, so attacks that make much of it check what is held here.
 */
export async function heapOver(server: Server, limitMiB: number): Promise<string[]> {
  const held = await heapMiB(server)
  return held > limitMiB ? [`the heap holds ${held} MiB after the attack (at most ${limitMiB})`] : []
}
