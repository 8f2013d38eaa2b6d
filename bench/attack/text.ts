import { type Attack, AUTH, CALENDAR, event } from './helpers.js'
import { call, json, JSON_TYPE } from './http.js'

/** Text: hostile calendar text (entities, tags, long runs) is read in linear time. */
export const textAttacks: Attack[] = [
  {
    name: 'quadratic-text',
    reported:
      'quadratic regular expressions on calendar writes (cost.ts, text.ts stripTags and entities): one 250 KB cost froze every client for 120 s',
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      const bodies: Array<[string, string]> = [
        ['a 250 KB cost', event({ cost: `${'a'.repeat(250_000)}.1` })],
        ['a title of 250 KB of "&"', event({ title: '&'.repeat(250_000) })],
        ['a title of 250 KB of "<"', event({ title: '<'.repeat(250_000) })],
        ['a description of 250 KB of "<"', event({ description: '<'.repeat(250_000), excerpt: '<'.repeat(250_000) })],
        ['organizers as 250 KB of spaces', event({ organizer: `${' '.repeat(250_000)}x` })],
      ]
      for (const [what, body] of bodies) {
        try {
          const reply = await call(server, `${CALENDAR}/events`, {
            method: 'POST',
            headers: { ...AUTH, ...JSON_TYPE },
            body,
            timeoutMs: 30_000,
          })
          if (reply.status >= 500) problems.push(`${what}: ${reply.status}`)
          if (reply.ms > 2000) problems.push(`${what}: answered after ${Math.round(reply.ms)} ms`)
          const id = json(reply)?.id
          if (id !== undefined) {
            const read = await call(server, `${CALENDAR}/events?per_page=50&search=attack-${id}`, { timeoutMs: 30_000 })
            if (read.ms > 2000) problems.push(`${what}: the list took ${Math.round(read.ms)} ms`)
          }
        } catch (error) {
          problems.push(`${what}: ${(error as Error).message}`)
        }
      }
      return problems
    },
  },
]
