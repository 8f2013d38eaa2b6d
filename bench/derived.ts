import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { median, type Paired, pairedRounds, ratioRow } from './lib/load.js'
import type { Running } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'
import { jsonServerOn, seededFiles, standinOn, timed } from './lib/stores.js'

/**
 * Derived state that follows each write (issue 28), over HTTP against servers in their own
 * processes: the first read after a create against the same read kept (target: at most 3x),
 * for a sorted search at 10k and 100k users and the calendar's default list at 50k events; and
 * that list after a create against json-server 1.x computing the same list from the same rows
 * (target: standin at least 2x faster). Each round is PAIRS creates, each followed by the read
 * twice (the first computed, the second kept); the round's figure is the ratio of the medians.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const PAIRS = Number(process.env.BENCH_PAIRS ?? 30)
const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}`, 'content-type': 'application/json' }

let made = 0

/** Paired rounds of a create, then the read computed, then the read kept. */
async function firstAfterWrite(create: () => Promise<unknown>, read: () => Promise<number>): Promise<Paired> {
  let firsts: number[] = []
  const round = async () => {
    const kept: number[] = []
    firsts = []
    for (let i = 0; i < PAIRS; i++) {
      await create()
      firsts.push(await read())
      kept.push(await read())
    }
    return median(kept)
  }
  // Unmeasured: the first reads build the views and warm the code.
  await round()
  return pairedRounds(ROUNDS, round, async () => median(firsts))
}

/** An answer's JSON, trusted to be an object (a page of users has `results`). */
interface Answer {
  results?: Array<{ username: string }>
  [key: string]: unknown
}

async function json(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, init)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

async function searchAfterCreate(users: number): Promise<BenchRow> {
  const dir = mkdtempSync(join(tmpdir(), 'standin-derived-'))
  let standin: Running | undefined
  try {
    standin = await standinOn(await seededFiles(dir, users, 0))
    const base = `${standin.url}/api/v2beta/core/users/`
    const page = await json(`${base}?limit=1&offset=${Math.floor(users / 2)}`, { headers: AUTH })
    const [user] = page.results ?? []
    const search = `${base}?search=${encodeURIComponent(user?.username ?? '')}&ordering=-name&limit=20`
    const create = () =>
      timed(
        base,
        { method: 'POST', headers: AUTH, body: JSON.stringify({ username: `bench.${made++}`, name: 'B' }) },
        201,
      )
    const paired = await firstAfterWrite(create, () => timed(search, { headers: AUTH }))
    const label = `${users / 1000}k users`
    return ratioRow(`first sorted search after a user create vs the same search kept, ${label}`, paired, {
      unit: 'ms',
      max: 3,
      baseline: '(kept)',
    })
  } finally {
    await standin?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The default list as json-server 1.x filters it (`start` and `end` as stored), in the window
 * standin's own answer links to (its `rest_url` repeats the bounds it applied).
 */
function jsonServerList(url: string, restUrl: string): string {
  const applied = new URL(restUrl).searchParams
  const query = new URLSearchParams({
    'start:gte': applied.get('start_date') ?? '',
    'end:lte': applied.get('end_date') ?? '',
    status: 'publish',
    hide_from_listings: 'false',
    _sort: 'start,id',
    _page: '1',
    _per_page: '10',
  })
  return `${url}/calendar_events?${query}`
}

async function calendarListAfterCreate(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'standin-derived-'))
  const running: Running[] = []
  try {
    const files = await seededFiles(dir, 0, 50_000)
    const standin = await standinOn(files)
    running.push(standin)
    const jsonServer = await jsonServerOn(files)
    running.push(jsonServer)
    const events = `${standin.url}/wp-json/cal/events/v1/events`
    // The same list: as many events in json-server's answer as standin counts.
    const ours = await json(events)
    const peer = jsonServerList(jsonServer.url, String(ours.rest_url))
    const same = await json(peer)
    if (ours.total !== same.items) throw new Error(`not the same list: ${String(ours.total)} vs ${String(same.items)}`)
    const create = () =>
      timed(
        events,
        {
          method: 'POST',
          headers: AUTH,
          body: JSON.stringify({
            title: `Bench ${made++}`,
            start_date: '2026-12-01 10:00:00',
            end_date: '2026-12-01 11:00:00',
          }),
        },
        201,
      )
    const kept = await firstAfterWrite(create, () => timed(events))
    let theirs: number[] = []
    const versus = await pairedRounds(
      ROUNDS,
      async () => {
        const firsts: number[] = []
        theirs = []
        for (let i = 0; i < PAIRS; i++) {
          await create()
          firsts.push(await timed(events))
          theirs.push(await timed(peer))
        }
        return median(firsts)
      },
      async () => median(theirs),
    )
    return [
      ratioRow('calendar default list after an event create vs the same list kept, 50k events', kept, {
        unit: 'ms',
        max: 3,
        baseline: '(kept)',
      }),
      ratioRow('calendar default list after an event create: json-server 1.x time over standin, 50k events', versus, {
        unit: 'ms',
        min: 2,
        baseline: '(standin)',
      }),
    ]
  } finally {
    await Promise.all(running.map((server) => server.stop()))
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function derivedBench(): Promise<BenchRow[]> {
  return [await searchAfterCreate(10_000), await searchAfterCreate(100_000), ...(await calendarListAfterCreate())]
}
