import {
  type Attack,
  AUTH,
  createUser,
  heapOver,
  IDENTITY,
  tallied,
  tallyProblems,
  type Tally,
  userCount,
} from './helpers.js'
import { call, json, JSON_TYPE, type Reply } from './http.js'
import type { Server } from './server.js'

/**
 * What sessions may cost, counted by bytes against --session-memory: their stubs, the start
 * states resets and snapshot uploads give them, their writes (released when a reset throws
 * them away). Past the budget the server refuses (503, saying so) instead of growing.
 */

const session = (id: string) => ({ 'x-standin-session': id })

/** A refusal for memory: a 503 whose message says what is full. */
const refusedForMemory = (reply: Reply) => reply.status === 503 && /memory|budget|hold/i.test(reply.text)

/**
 * What a tally of `refusable` shows: a 5xx other than a refusal for memory, a request without an
 * answer, a status other than `expected` (or a refusal), a 503 that does not say memory is full.
 */
function refusalProblems(name: string, result: { tally: Tally; odd: number }, expected: number): string[] {
  const { tally, odd } = result
  const statuses = { ...tally.statuses }
  delete statuses[1503]
  const others = Object.keys(tally.statuses).filter((status) => status !== String(expected) && status !== '1503')
  return [
    ...tallyProblems(name, { ...tally, statuses }),
    ...(others.length > 0 ? [`${name}: statuses ${JSON.stringify(tally.statuses)}`] : []),
    ...(odd > 0 ? [`${name}: ${odd} answers were 503 without saying memory is full`] : []),
  ]
}

/** Tallies the replies, counting a 503 as a refusal when it says memory is full. */
async function refusable(
  server: Server,
  concurrency: number,
  limits: { count: number; seconds: number },
  request: (index: number) => Promise<Reply>,
): Promise<{ sent: number; tally: Tally; odd: number; refused: number }> {
  let odd = 0
  let refused = 0
  const { sent, tally } = await tallied(server, concurrency, limits, async (index) => {
    const reply = await request(index)
    if (reply.status === 503) {
      if (refusedForMemory(reply)) refused++
      else odd++
      // Counted apart: a refusal for memory is what the budget promises.
      return { ...reply, status: 1503 }
    }
    return reply
  })
  return { sent, tally, odd, refused }
}

/**
 * What the heap may hold after a session attack: large (about 50 MiB), the sessions' budget
 * (128 MiB under a 512 MiB heap) and the derived values' (64 MiB), with room. Resident memory
 * also keeps what was allocated for garbage (a seeding's, an upload's) and is bounded apart.
 */
const HEAP_LIMIT_MIB = 288

const heapProblems = (server: Server) => heapOver(server, HEAP_LIMIT_MIB)

/** A stub of about 256 KiB of JSON whose body is `[{},{},...]`: some 87,000 objects once parsed. */
function objectsStub(): string {
  const count = Math.floor((256 * 1024 - 200) / 3)
  return `{"request":{"path":"/api/v2beta/stubbed/"},"response":{"status":200,"body":[${'{},'.repeat(count - 1)}{}]}}`
}

export const sessionMemoryAttacks: Attack[] = [
  {
    name: 'session-stubs',
    reported:
      "a session's stubs were counted against nothing: one 256 KiB stub of [{},{},...] cost ~5 MiB of heap; 95 sessions crashed it",
    args: ['--sessions', '1000'],
    budgetMiB: 512,
    seconds: 120,
    async run(server) {
      const body = objectsStub()
      const { sent, tally, odd, refused } = await refusable(server, 2, { count: 200, seconds: 80 }, (index) =>
        call(server, '/__standin/stubs', {
          method: 'POST',
          headers: { ...JSON_TYPE, ...session(`stubs-${index}`) },
          body,
          timeoutMs: 30_000,
        }),
      )
      const problems = [...refusalProblems(`${sent} sessions with a 256 KiB stub`, { tally, odd }, 201)]
      if (refused > 0) {
        // Ending sessions gives their memory back.
        for (let index = 0; index < 20; index++)
          await call(server, `/__standin/sessions/stubs-${index}`, { method: 'DELETE' })
        const again = await call(server, '/__standin/stubs', {
          method: 'POST',
          headers: { ...JSON_TYPE, ...session('stubs-again') },
          body,
          timeoutMs: 30_000,
        })
        if (again.status !== 201) problems.push(`after ending 20 sessions a stub was still refused: ${again.status}`)
      }
      return [...problems, ...(await heapProblems(server))]
    },
  },
  {
    name: 'session-resets-large',
    reported:
      'session resets were charged to nothing: 35 resets to large crashed it, each freezing it 1-7 s (the same seed a second later was built again)',
    args: ['--sessions', '1000'],
    // Each seeding leaves some 100 MB of garbage resident memory keeps: the heap is checked too.
    budgetMiB: 640,
    seconds: 180,
    async run(server) {
      const problems: string[] = []
      const reset = (id: string, seed?: number) =>
        call(server, '/__standin/reset', {
          method: 'POST',
          headers: { ...JSON_TYPE, ...session(id) },
          body: JSON.stringify(seed === undefined ? { scenario: 'large' } : { scenario: 'large', seed }),
          timeoutMs: 60_000,
        })
      // The same scenario and seed: built once, shared by every session.
      const shared = await refusable(server, 2, { count: 35, seconds: 60 }, (index) => reset(`large-${index}`))
      problems.push(...refusalProblems(`${shared.sent} resets to large`, shared, 204))
      if (shared.tally.statuses[204] !== 35)
        problems.push(`resets to one large: ${JSON.stringify(shared.tally.statuses)}`)
      // A seed each: each its own start state, charged, refused once the budget is spent.
      const own = await refusable(server, 2, { count: 16, seconds: 90 }, (index) => reset(`seed-${index}`, 100 + index))
      problems.push(...refusalProblems(`${own.sent} resets to large, a seed each`, own, 204))
      const users = await userCount(server, session('large-3'))
      if (!(users !== undefined && users >= 10_000)) problems.push(`a session reset to large holds ${users} users`)
      return [...problems, ...(await heapProblems(server))]
    },
  },
  {
    name: 'session-snapshot-uploads',
    reported: 'snapshot uploads into sessions were charged to nothing: 15 uploads of a 12 MB snapshot crashed it',
    args: ['--scenario', 'large', '--sessions', '1000'],
    // Resident memory keeps what was allocated for the bodies (some 70 MB a 12 MB upload, all
    // garbage once answered): the heap is checked too (heapProblems).
    budgetMiB: 640,
    seconds: 180,
    async run(server) {
      const snapshot = json(await call(server, '/__standin/snapshot', { timeoutMs: 30_000 }))
      // Twice the size: every user's name made 600 characters longer.
      for (const user of snapshot.identity.tables.users) user.name = `${user.name} ${'n'.repeat(600)}`
      const body = JSON.stringify(snapshot)
      const { sent, tally, odd } = await refusable(server, 1, { count: 15, seconds: 150 }, (index) =>
        call(server, '/__standin/snapshot', {
          method: 'PUT',
          headers: { ...JSON_TYPE, ...session(`upload-${index}`) },
          body,
          timeoutMs: 60_000,
        }),
      )
      return [
        ...refusalProblems(`${sent} uploads of ${Math.round(body.length / 1e6)} MB`, { tally, odd }, 204),
        ...(await heapProblems(server)),
      ]
    },
  },
  {
    name: 'session-reset-releases',
    reported:
      '--session-memory 2: after 2 MiB of writes and a reset, every write was refused though the session held only its start state',
    args: ['--session-memory', '2'],
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const problems: string[] = []
      const headers = { ...AUTH, ...JSON_TYPE, ...session('writer') }
      const write = (index: number) =>
        call(server, `${IDENTITY}/core/users/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ username: `w${index}`, name: 'w'.repeat(50_000) }),
        })
      let refusedAt: number | undefined
      for (let index = 0; index < 200 && refusedAt === undefined; index++) {
        const reply = await write(index)
        if (reply.status === 503) refusedAt = index
        else if (reply.status !== 201) problems.push(`write ${index}: ${reply.status}`)
      }
      if (refusedAt === undefined) problems.push('200 writes of 50 KB were all taken under --session-memory 2')
      const reset = await call(server, '/__standin/reset', { method: 'POST', headers, body: '{}' })
      if (reset.status !== 204) problems.push(`the reset: ${reset.status}`)
      const after = await write(1000)
      if (after.status !== 201) problems.push(`after the reset a write answered ${after.status}`)
      const user = await createUser(server, 'shared.store')
      if (user.status !== 201) problems.push(`a write to the shared store answered ${user.status}`)
      return problems
    },
  },
]
