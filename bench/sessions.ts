import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { median, pairedRounds, ratioRow } from './lib/load.js'
import { startStandin } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'

/**
 * Sessions on the `large` scenario (10,000 users, 5,000 events), the server in its own process:
 * - the first answer in a new session against an answer not kept before, without a session
 *   (target: at most 3x);
 * - what an idle session holds (the heap after a full GC, over many sessions that each answered
 *   once; target: at most 256 KiB each);
 * - another client's read sent while a session starts, against the same read alone (target: 2x).
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const SAMPLES = 20
const IDLE_SESSIONS = 200
const AUTH = { authorization: `Bearer ${DEFAULT_TOKEN}` }
/** A page that is rendered anew for every distinct query (each sample adds its own). */
const PAGE = '/api/v2beta/core/users/?limit=20&ordering=-username'
const READ = '/api/v2beta/core/users/2/'
const EVENTS = '/wp-json/cal/events/v1/events?per_page=20'

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { headers: { ...AUTH, ...headers } })
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return ms
}

async function heapUsed(base: string): Promise<number> {
  const body = (await (await fetch(`${base}/__standin/process`)).json()) as { memory: { heapUsed: number } }
  return body.memory.heapUsed
}

export async function sessionsBench(): Promise<BenchRow[]> {
  const server = await startStandin(
    ['--scenario', 'large', '--sessions', '1000', '--session-idle', '86400'],
    ['--expose-gc'],
  )
  try {
    const base = server.url
    let sample = 0
    let session = 0
    const fresh = () => `${base}${PAGE}&sample=${sample++}`
    // Unmeasured: warms the server's code and its derived values (sort orders) of the start state.
    for (let i = 0; i < SAMPLES; i++) {
      await timed(fresh())
      await timed(fresh(), { 'x-standin-session': `warm-${session++}` })
    }
    const first = await pairedRounds(
      ROUNDS,
      async () => median(await sequence(SAMPLES, () => timed(fresh()))),
      async () => median(await sequence(SAMPLES, () => timed(fresh(), { 'x-standin-session': `first-${session++}` }))),
    )

    const before = await heapUsed(base)
    for (let i = 0; i < IDLE_SESSIONS; i++) await timed(`${base}${READ}`, { 'x-standin-session': `idle-${i}` })
    const perSession = ((await heapUsed(base)) - before) / IDLE_SESSIONS

    // One client's read (a page of 20 events, rendered anew), alone, and sent just after another
    // client's request that starts a session (its first answer is the start state's kept read).
    const read = () => timed(`${base}${EVENTS}&sample=${sample++}`)
    const alone = async () => median(await sequence(SAMPLES, read))
    const meanwhile = async () =>
      median(
        await sequence(SAMPLES, async () => {
          const starting = timed(`${base}${READ}`, { 'x-standin-session': `busy-${session++}` })
          const latency = await read()
          await starting
          return latency
        }),
      )
    await alone()
    const concurrent = await pairedRounds(ROUNDS, alone, meanwhile)

    return [
      ratioRow('first answer in a new session, large', first, {
        unit: 'ms',
        max: 3,
        baseline: '(an answer not kept, without a session)',
      }),
      {
        benchmark: 'memory per idle session, large',
        result: `${(perSession / 1024).toFixed(1)} KiB (heap after GC, over ${IDLE_SESSIONS} sessions)`,
        target: '<= 256 KiB',
        pass: perSession <= 256 * 1024,
        detail: { bytesPerSession: perSession },
      },
      ratioRow("another client's read while large sessions start", concurrent, {
        unit: 'ms',
        max: 2,
        baseline: '(the same read alone)',
      }),
    ]
  } finally {
    await server.stop()
  }
}

async function sequence(count: number, measure: () => Promise<number>): Promise<number[]> {
  const values: number[] = []
  for (let i = 0; i < count; i++) values.push(await measure())
  return values
}
