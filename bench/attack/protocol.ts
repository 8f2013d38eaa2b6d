import { type Attack, AUTH, IDENTITY, lanes, TOKEN } from './helpers.js'
import { call, raw } from './http.js'

/** Requests Node cannot parse: each answered 400 where it can be, none printed over several lines. */

const MALFORMED = [
  'GET / HTTP/1.1\r\nHost: x\r\nbad header\r\n\r\n',
  'GET / HTTP/9.9\r\n\r\n',
  'GE\u0000T / HTTP/1.1\r\n\r\n',
  `POST ${IDENTITY}/core/users/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello`,
  `GET ${IDENTITY}/core/users/ HTTP/1.1\r\nHost: x\r\nX: a\u0001b\r\n\r\n`,
  `POST ${IDENTITY}/core/users/ HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${TOKEN}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
  'POST /__standin/reset HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n',
]

export const protocolAttacks: Attack[] = [
  {
    name: 'malformed-requests',
    reported: 'malformed HTTP requests printed multi-line errors (a stack, an error object) on the server console',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const problems: string[] = []
      const statuses: Record<string, number> = {}
      const sent = await lanes(server, 8, { count: 2000, seconds: 30 }, async (index) => {
        const reply = await raw(server, MALFORMED[index % MALFORMED.length] ?? '', 5000)
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1
      })
      if ((statuses[400] ?? 0) !== sent)
        problems.push(`of ${sent} malformed requests, answers: ${JSON.stringify(statuses)}`)
      // The server runs --quiet: it prints no line per request, so a malformed one prints nothing either.
      const printed = server
        .output()
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('standin listening on'))
      if (printed.length > 0)
        problems.push(
          `${printed.length} lines on the console under --quiet, such as ${JSON.stringify(printed.slice(0, 3))}`,
        )
      if ((await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: AUTH })).status !== 200)
        problems.push('the API did not answer afterwards')
      return problems
    },
  },
]
