import { type Attack, AUTH, CALENDAR, IDENTITY, tallied, tallyProblems } from './helpers.js'
import { call, json, JSON_TYPE } from './http.js'

/**
 * What the server keeps for anonymous clients, counted by bytes: values rendered per Host,
 * the journal under a large --journal-size, snapshots read by many clients at once.
 */
export const keptMemoryAttacks: Attack[] = [
  {
    name: 'calendar-hosts',
    reported:
      'rendered events were kept per store version and per Host (up to 50,000 per version, charged by rows, old versions kept): 8 lanes of anonymous event pages under a new Host each, a venue made every 400 requests, crashed it after ~2,300 GETs',
    budgetMiB: 384,
    seconds: 120,
    async run(server) {
      const { sent, tally } = await tallied(server, 8, { count: 12_000, seconds: 90 }, (index) =>
        index % 400 === 399
          ? call(server, `${CALENDAR}/venues`, {
              method: 'POST',
              headers: { ...AUTH, ...JSON_TYPE },
              body: JSON.stringify({ venue: `Hall ${index}`, city: `City ${index}` }),
              timeoutMs: 20_000,
            })
          : call(server, `${CALENDAR}/events?per_page=50`, {
              headers: { host: `h${index}.example:${server.port}` },
              timeoutMs: 20_000,
            }),
      )
      const unexpected = Object.keys(tally.statuses).filter((status) => status !== '200' && status !== '201')
      return [
        ...tallyProblems(`${sent} event pages under new Hosts`, tally),
        ...(unexpected.length > 0 ? [`statuses ${JSON.stringify(tally.statuses)}`] : []),
      ]
    },
  },
  {
    name: 'journal-size-100000',
    reported: '--journal-size 100000 ran out of memory at ~60,000 anonymous POSTs (the flag allows 1,000,000)',
    args: ['--journal-size', '100000'],
    budgetMiB: 384,
    seconds: 150,
    async run(server) {
      // Bodies just under the 2 KiB the journal keeps of each, answered 401 with the API's own.
      const body = JSON.stringify({ username: 'journal', name: 'j'.repeat(2000) }).slice(0, 2040)
      // And a URL of 2 KiB (the journal keeps that much of it too).
      const path = `${IDENTITY}/core/users/?pad=${'p'.repeat(2000)}`
      const { sent, tally } = await tallied(server, 16, { count: 100_000, seconds: 110 }, () =>
        call(server, path, { method: 'POST', headers: JSON_TYPE, body, timeoutMs: 20_000 }),
      )
      const problems = tallyProblems(`${sent} anonymous POSTs`, tally)
      const kept = json(await call(server, '/__standin/requests?limit=1', { timeoutMs: 20_000 }))
      if (!Array.isArray(kept?.requests) || kept.requests.length !== 1)
        problems.push(`the journal cannot be read: ${JSON.stringify(kept).slice(0, 120)}`)
      return problems
    },
  },
  {
    name: 'snapshot-reads',
    reported: '8 parallel GET /__standin/snapshot on large pushed health to 2.3 s',
    args: ['--scenario', 'large'],
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      let complete = 0
      const { sent, tally } = await tallied(server, 8, { seconds: 30 }, async (index) => {
        const reply = await call(server, '/__standin/snapshot', { timeoutMs: 30_000 })
        // Parsed one time in eight: parsing 6 MB here would hold this process, whose prober times the server.
        const whole =
          index % 8 === 0
            ? json(reply)?.identity?.tables?.users?.length >= 10_000
            : reply.text.length > 5_000_000 && reply.text.endsWith('}}}')
        if (reply.status === 200 && whole) complete++
        return reply
      })
      problems.push(...tallyProblems(`${sent} snapshot reads`, tally))
      if (complete !== sent) problems.push(`${sent - complete} of ${sent} snapshots were not whole`)
      return problems
    },
  },
]
