import { type Attack, AUTH, CALENDAR, IDENTITY, lanes, tallyProblems, type Tally } from './helpers.js'
import { call, json, JSON_TYPE, type Reply } from './http.js'
import type { Server } from './server.js'

/**
 * Issue 22's memory attacks at once against one server under --max-old-space-size=512: pages
 * under new Hosts, anonymous posts into a large journal, sessions' heavy stubs, snapshot
 * uploads and resets to new seeds, snapshot downloads, a lane each (more would measure
 * how two shared cores divide, not memory). Every budget is spent together; the server must
 * refuse (503, saying memory is full) rather than crash, and keep its heap bounded.
 */

const session = (id: string) => ({ 'x-standin-session': id })

/** Past what every budget allows together under a 512 MiB heap (see session-memory.ts), with room. */
const HEAP_LIMIT_MIB = 384

const heavyStub = `{"request":{"path":"/api/v2beta/heavy/"},"response":{"status":200,"body":[${'{},'.repeat(87_000)}{}]}}`

/** One lane each: pages under new Hosts, journalled posts, heavy stubs, uploads, resets to new seeds, downloads. */
function mixedRequests(server: Server, upload: string, post: string): Array<(index: number) => Promise<Reply>> {
  return [
    (index) =>
      call(server, `${CALENDAR}/events?per_page=50`, { headers: { host: `m${index}.example:${server.port}` } }),
    () =>
      call(server, `${IDENTITY}/core/users/?pad=${'p'.repeat(2000)}`, {
        method: 'POST',
        headers: JSON_TYPE,
        body: post,
      }),
    (index) =>
      call(server, '/__standin/stubs', {
        method: 'POST',
        headers: { ...JSON_TYPE, ...session(`stub-${index}`) },
        body: heavyStub,
      }),
    (index) =>
      call(server, '/__standin/snapshot', {
        method: 'PUT',
        headers: { ...JSON_TYPE, ...session(`up-${index}`) },
        body: upload,
        timeoutMs: 60_000,
      }),
    (index) =>
      call(server, '/__standin/reset', {
        method: 'POST',
        headers: { ...JSON_TYPE, ...session(`seed-${index}`) },
        body: JSON.stringify({ scenario: 'large', seed: 500 + index }),
        timeoutMs: 60_000,
      }),
    () => call(server, '/__standin/snapshot', { timeoutMs: 60_000 }),
  ]
}

export const mixedAttacks: Attack[] = [
  {
    name: 'memory-mix',
    reported: 'issue 22: no mix of these attacks may crash the server under --max-old-space-size=512',
    args: ['--scenario', 'large', '--sessions', '1000', '--journal-size', '100000'],
    // Every budget full at once (sessions 128, derived values 64, journal 64 MiB, bodies in
    // progress 96 MiB outside the heap) and the garbage of uploads and seedings.
    budgetMiB: 768,
    // The claim is no crash and a bounded heap: with every budget full the heap's collections take
    // their time (up to about 1.5 s measured), and every probe must still be answered.
    healthLimitMs: 3000,
    seconds: 150,
    async run(server) {
      const tally: Tally = { statuses: {}, errors: 0 }
      let odd = 0
      const note = async (request: Promise<Reply>) => {
        try {
          const reply = await request
          // A 503 is what a full budget answers: the control plane says so; an API says to retry.
          if (reply.status === 503 && !/memory|unavailable|try again/i.test(reply.text)) odd++
          const status = reply.status === 503 ? 1503 : reply.status
          tally.statuses[status] = (tally.statuses[status] ?? 0) + 1
        } catch {
          tally.errors++
        }
      }
      const snapshot = json(await call(server, '/__standin/snapshot', { timeoutMs: 30_000 }))
      for (const user of snapshot.identity.tables.users) user.name = `${user.name} ${'n'.repeat(600)}`
      const post = JSON.stringify({ username: 'journal', name: 'j'.repeat(2000) }).slice(0, 2040)
      await Promise.all(
        mixedRequests(server, JSON.stringify(snapshot), post).map((request) =>
          lanes(server, 1, { seconds: 60 }, (index) => note(request(index))),
        ),
      )
      const problems = [
        ...tallyProblems('the mix', {
          ...tally,
          statuses: Object.fromEntries(Object.entries(tally.statuses).filter(([status]) => status !== '1503')),
        }),
        ...(odd > 0 ? [`${odd} answers were 503 without saying why`] : []),
      ]
      const user = await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: AUTH })
      if (user.status !== 200) problems.push(`then a read answered ${user.status}`)
      const heap = Math.round(
        (json(await call(server, '/__standin/process', { timeoutMs: 20_000 }))?.memory?.heapUsed ?? 0) / 1024 / 1024,
      )
      if (heap > HEAP_LIMIT_MIB) problems.push(`the heap holds ${heap} MiB after the mix (at most ${HEAP_LIMIT_MIB})`)
      return problems
    },
  },
]
