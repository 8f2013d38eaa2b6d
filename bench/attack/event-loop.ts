import { type Attack, AUTH, heapOver, IDENTITY, tallied, tallyProblems } from './helpers.js'
import { call, json, JSON_TYPE } from './http.js'

/**
 * Requests that could hold the event loop: scenario documents (resets and Pact states), stub
 * matching, sort keys. Each must be linear and yield, so other clients' health stays under 1 s.
 */

/** `groups` identity groups, each the parent of the next, listed last first (the worst order for a loader). */
function groupChain(groups: number): { identity: { 'core/groups': object[] } } {
  const records = Array.from({ length: groups }, (_, index) =>
    index === 0
      ? { $id: 'a0', name: 'a0' }
      : { $id: `a${index}`, name: `a${index}`, parent: { $ref: `core/groups#a${index - 1}` } },
  )
  return { identity: { 'core/groups': records.reverse() } }
}

const reset = (body: unknown) => ({
  method: 'POST',
  headers: JSON_TYPE,
  body: JSON.stringify(body),
  timeoutMs: 100_000,
})

export const eventLoopAttacks: Attack[] = [
  {
    name: 'reset-ref-chain',
    reported: 'a 1 MiB reset holding a 15,000-group $ref chain froze the server 65.6 s (quadratic ordering of $refs)',
    budgetMiB: 384,
    seconds: 120,
    async run(server) {
      const problems: string[] = []
      const reply = await call(server, '/__standin/reset', reset({ scenario: groupChain(15_000) }))
      if (reply.status >= 500 || reply.status === 413)
        problems.push(`the reset: ${reply.status} ${reply.text.slice(0, 120)}`)
      else if (reply.status === 204) {
        const groups = json(await call(server, `${IDENTITY}/core/groups/?limit=1`, { headers: AUTH }))
        if (!(groups?.count >= 15_000)) problems.push(`after the reset the store holds ${groups?.count} groups`)
      }
      return problems
    },
  },
  {
    name: 'pact-state-ref-chain',
    reported: 'the Pact state call takes the same loader: a $ref chain in its params froze the server',
    budgetMiB: 384,
    seconds: 120,
    async run(server) {
      const reply = await call(
        server,
        '/__standin/reset',
        reset({ state: 'the data of the scenario in the params', params: { scenario: groupChain(15_000) } }),
      )
      return reply.status >= 500 || reply.status === 413
        ? [`the state call: ${reply.status} ${reply.text.slice(0, 120)}`]
        : []
    },
  },
  {
    name: 'reset-empty-events',
    reported: 'a reset of 120,000 empty events (360 KB) got no answer in 115 s',
    budgetMiB: 384,
    seconds: 150,
    async run(server) {
      const problems: string[] = []
      for (const events of [120_000, 3_000]) {
        const records = Array.from({ length: events }, () => ({}))
        const reply = await call(server, '/__standin/reset', reset({ scenario: { calendar: { events: records } } }))
        if (reply.status >= 500 || reply.status === 413 || (reply.status === 400 && events < 10_000))
          problems.push(`${events} empty events: ${reply.status} ${reply.text.slice(0, 160)}`)
      }
      return problems
    },
  },
  {
    name: 'stub-percent-paths',
    reported: "100 stubs of '%/' segments made any 8 KiB '%/' request take 1.5 s; 4 clients pushed health to 7.5 s",
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      // Every segment but the last matches a '%/' request: a matcher decoding per stub and segment works through all.
      const stub = { request: { path: `${IDENTITY}/${'%/'.repeat(993)}x` }, response: { status: 200, body: 'stubbed' } }
      const added = await call(server, '/__standin/stubs', {
        method: 'POST',
        headers: JSON_TYPE,
        body: JSON.stringify(Array.from({ length: 100 }, () => stub)),
      })
      // One stub per call when a list is refused.
      if (added.status !== 201)
        for (let index = 0; index < 100; index++)
          await call(server, '/__standin/stubs', { method: 'POST', headers: JSON_TYPE, body: JSON.stringify(stub) })
      const path = `${IDENTITY}/${'%/'.repeat(3990)}`
      let slowest = 0
      const { sent, tally } = await tallied(server, 4, { seconds: 20 }, async () => {
        const reply = await call(server, path, { headers: AUTH, timeoutMs: 30_000 })
        slowest = Math.max(slowest, reply.ms)
        return reply
      })
      problems.push(...tallyProblems(`${sent} requests of 8 KiB of '%/'`, tally))
      if (slowest > 500) problems.push(`the slowest of ${sent} requests took ${Math.round(slowest)} ms`)
      return problems
    },
  },
  {
    name: 'ordering-terms',
    reported:
      'an identity ordering= list cost rows x terms: 1,600 terms with limit=1 on large took 1.76 s; 8 clients pushed health to 8.7 s',
    args: ['--scenario', 'large'],
    // Large alone is about 230 MiB resident; the lists' kept answers fill --answer-memory (64 MiB),
    // and resident memory keeps the pages V8 grew into for the lists' garbage: what the server
    // holds is checked on the heap after a full collection.
    budgetMiB: 448,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      const ordering = Array.from({ length: 1600 }, (_, index) => (index % 2 === 0 ? '-pk' : 'name')).join(',')
      let slowest = 0
      const { sent, tally } = await tallied(server, 8, { seconds: 20 }, async (index) => {
        const reply = await call(server, `${IDENTITY}/core/users/?limit=1&offset=${index}&ordering=${ordering}`, {
          headers: AUTH,
          timeoutMs: 30_000,
        })
        slowest = Math.max(slowest, reply.ms)
        return reply
      })
      problems.push(...tallyProblems(`${sent} lists with 1,600 sort keys`, tally))
      if (slowest > 500) problems.push(`the slowest of ${sent} lists took ${Math.round(slowest)} ms`)
      // Large's rows (about 50 MiB) and the derived values' budget (64 MiB), with room.
      problems.push(...(await heapOver(server, 192)))
      return problems
    },
  },
]
