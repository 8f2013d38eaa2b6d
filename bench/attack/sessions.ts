import { type Attack, AUTH, CALENDAR, IDENTITY, tallied, tallyProblems } from './helpers.js'
import { call, json } from './http.js'

/** Sessions: who may make one, how many, and who may see their ids. */
export const sessionsAttacks: Attack[] = [
  {
    name: 'anonymous-sessions',
    reported:
      'sessions were made before authentication: on large, 100 anonymous requests took 2.6 GB and squatted every default slot',
    args: ['--scenario', 'large'],
    budgetMiB: 512,
    seconds: 90,
    async run(server) {
      const { tally } = await tallied(server, 4, { count: 100, seconds: 60 }, (index) => {
        const headers = { 'x-standin-session': `squat-${index}` }
        const path = index % 2 === 0 ? `${CALENDAR}/events?per_page=5` : `${IDENTITY}/core/users/?limit=5`
        return call(server, path, { headers, timeoutMs: 20_000 })
      })
      const problems = tallyProblems('100 anonymous requests naming new sessions', tally)
      const own = await call(server, `${IDENTITY}/core/users/?limit=1`, {
        headers: { ...AUTH, 'x-standin-session': 'a-real-client' },
        timeoutMs: 20_000,
      })
      if (own.status !== 200) problems.push(`an authenticated client then got ${own.status} for a session of its own`)
      const listed = json(await call(server, '/__standin/sessions'))
      const alive = Array.isArray(listed?.sessions) ? listed.sessions.length : NaN
      if (!(alive <= 1)) problems.push(`${alive} sessions are alive (anonymous requests made sessions)`)
      return problems
    },
  },
  {
    name: 'session-flood',
    reported: '--sessions 100000 let one client crash the process (each session a full store: 26.5 MiB on large)',
    args: ['--scenario', 'large', '--sessions', '1000'],
    budgetMiB: 512,
    seconds: 90,
    async run(server) {
      const { sent: made, tally } = await tallied(server, 2, { count: 1000, seconds: 40 }, (index) =>
        call(server, `${IDENTITY}/core/users/?limit=1`, {
          headers: { ...AUTH, 'x-standin-session': `flood-${index}` },
          timeoutMs: 20_000,
        }),
      )
      const unexpected = Object.keys(tally.statuses).filter((status) => status !== '200' && status !== '429')
      return [
        ...tallyProblems(`${made} new sessions`, tally),
        ...(unexpected.length > 0 ? [`statuses ${JSON.stringify(tally.statuses)}`] : []),
      ]
    },
  },
  {
    name: 'session-ids-listed',
    reported: 'session ids were listed to anyone at /__standin/sessions',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const secret = 'ci-job-7f3a9c2e5b1d'
      await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: { ...AUTH, 'x-standin-session': secret } })
      const problems: string[] = []
      for (const path of ['/__standin/sessions', '/__standin/summary', '/__standin/requests']) {
        const reply = await call(server, path)
        if (reply.text.includes(secret)) problems.push(`${path} shows the session id to a caller who is not the admin`)
      }
      return problems
    },
  },
]
