import { type Attack, AUTH, CALENDAR, IDENTITY, tallied, tallyProblems } from './helpers.js'
import { call, JSON_TYPE } from './http.js'

/** Memory: what a client can make the server keep (kept answers, journal bodies) stays under budget. */
export const memoryAttacks: Attack[] = [
  {
    name: 'answers-flood',
    reported:
      'anonymous GETs with unique query strings filled the kept answers: heap out of memory after 8,769 requests in 35 s',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const { sent, tally } = await tallied(server, 16, { count: 20_000, seconds: 40 }, (index) =>
        call(server, `${CALENDAR}/events?per_page=50&page=1&attack=${index}`, { timeoutMs: 10_000 }),
      )
      return [...tallyProblems(`${sent} unique event pages`, tally)]
    },
  },
  {
    name: 'answers-flood-sessions',
    reported: 'the kept answers were capped per store (5,000 each), and every session has a store',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const { sent, tally } = await tallied(server, 16, { count: 20_000, seconds: 40 }, (index) => {
        const headers = { ...AUTH, 'x-standin-session': `flood-${index % 8}` }
        return call(server, `${CALENDAR}/events?per_page=50&attack=${index}`, { headers, timeoutMs: 10_000 })
      })
      const refused = Object.entries(tally.statuses).filter(([status]) => status !== '200' && status !== '429')
      return [
        ...tallyProblems(`${sent} unique pages in 8 sessions`, tally),
        ...(refused.length > 0 ? [`unexpected statuses ${JSON.stringify(tally.statuses)}`] : []),
      ]
    },
  },
  {
    name: 'journal-bodies',
    reported: "the journal's slice kept whole bodies alive: 1 GB after 1,000 large posts",
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const body = JSON.stringify({ username: 'journal', name: 'x'.repeat(1_000_000) })
      const { tally } = await tallied(server, 4, { count: 1000, seconds: 60 }, () =>
        call(server, `${IDENTITY}/core/users/`, {
          method: 'POST',
          headers: { ...AUTH, ...JSON_TYPE },
          body,
          timeoutMs: 20_000,
        }),
      )
      return tallyProblems('1,000 posts of 1 MB', tally)
    },
  },
]
