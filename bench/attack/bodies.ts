import type { Attack } from './helpers.js'
import { MiB, upload } from './http.js'

/** Request bodies: huge, endless or stalled uploads are refused early and hold nothing. */
export const bodiesAttacks: Attack[] = [
  {
    name: 'control-body-200mib',
    reported:
      'one 200 MiB body to a control route (limit 256 MiB, buffered, then parsed) froze the server for 250 s and killed it',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const problems: string[] = []
      for (const [method, path, chunked] of [
        ['POST', '/__standin/reset', false],
        ['POST', '/__standin/faults', true],
        ['PUT', '/__standin/snapshot', false],
        ['PUT', '/__standin/snapshot', true],
      ] as const) {
        const sent = await upload(server, method, path, { totalBytes: 200 * MiB, chunked, stallMs: 15_000 })
        const how = `${method} ${path} (${chunked ? 'chunked' : 'declared'})`
        if (sent.status !== 413)
          problems.push(
            `${how}: answered ${sent.status ?? 'nothing'} after ${Math.round(sent.ms)} ms, ${Math.round(sent.sentBytes / MiB)} MiB sent`,
          )
        else if (sent.sentBytes > 64 * MiB)
          problems.push(`${how}: the 413 came only after ${Math.round(sent.sentBytes / MiB)} MiB`)
      }
      return problems
    },
  },
  {
    name: 'stalled-uploads',
    reported: '12 stalled uploads to control routes held 2.5 GB',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const routes = [
        ['PUT', '/__standin/snapshot'],
        ['POST', '/__standin/reset'],
        ['POST', '/__standin/faults'],
      ] as const
      const uploads = Array.from({ length: 12 }, (_, index) => {
        const [method, path] = routes[index % routes.length]!
        return upload(server, method, path, { totalBytes: 200 * MiB, chunked: true, stallMs: 8000 })
      })
      const results = await Promise.all(uploads)
      const answered = results.filter((result) => result.status !== undefined)
      const failed = answered.filter((result) => (result.status ?? 0) >= 500 && result.status !== 503)
      return failed.length > 0
        ? [
            `${failed.length} uploads were answered with a server error: ${failed.map((result) => result.status).join(', ')}`,
          ]
        : []
    },
  },
]
