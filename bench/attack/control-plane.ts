import { type Attack, AUTH, CALENDAR, createsStillWork, IDENTITY, TOKEN, userCount } from './helpers.js'
import { call, json, JSON_TYPE, raw } from './http.js'
import type { Server } from './server.js'

/** A request as a browser sends it after DNS rebinding: the attacker's name as Host and Origin, and the server's port. */
const rebound = (server: Server, method: string, path: string, body = '') =>
  raw(
    server,
    `${method} ${path} HTTP/1.1\r\nHost: attacker.example:${server.port}\r\nOrigin: http://attacker.example:${server.port}\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )

/** The control plane and what it accepts: cross-site calls, hosts, faults, the clock, snapshots. */
export const controlPlaneAttacks: Attack[] = [
  {
    name: 'cross-site-control',
    reported:
      'any web page could fetch(..., {mode: \'no-cors\', body: \'{"scenario": "empty"}\'}) the control plane: reset the store, add a /* 503 fault, pin the clock',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      const users = await userCount(server)
      const forged: Array<[string, string, Record<string, string>]> = [
        [
          '/__standin/reset',
          '{"scenario": "empty"}',
          { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        ],
        [
          '/__standin/faults',
          '{"path": "/*", "status": 503}',
          { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        ],
        [
          '/__standin/clock',
          '{"now": "2030-01-01T10:00:00Z"}',
          { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        ],
        ['/__standin/reset', '{"scenario": "empty"}', { 'content-type': 'text/plain', origin: 'null' }],
        ['/__standin/reset', '{"scenario": "empty"}', { ...JSON_TYPE, origin: 'http://evil.example' }],
        ['/__standin/faults', '{"path": "/*", "status": 503}', { 'content-type': 'application/x-www-form-urlencoded' }],
      ]
      for (const [path, body, headers] of forged) {
        const reply = await call(server, path, { method: 'POST', headers, body })
        if (reply.status < 400 || reply.status >= 500)
          problems.push(
            `POST ${path} (${headers['content-type']}, origin ${headers.origin ?? 'none'}): ${reply.status}`,
          )
      }
      if ((await userCount(server)) !== users) problems.push('the store was reset')
      if ((await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: AUTH })).status === 503)
        problems.push('a fault was added')
      if (json(await call(server, '/__standin/clock'))?.pinned) problems.push('the clock was pinned')
      return problems
    },
  },
  {
    name: 'bad-host',
    reported: 'Host: 1.2.3.4.5 gave 500 on every route and poisoned the journal and the dashboard',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      for (const [path, shape] of [
        [`${IDENTITY}/core/users/`, 'detail'],
        [`${CALENDAR}/events`, 'code'],
      ] as const) {
        for (const host of ['1.2.3.4.5', 'exa mple.com', '[::1', 'evil.example/elsewhere']) {
          const reply = await raw(
            server,
            `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${TOKEN}\r\nConnection: close\r\n\r\n`,
          )
          const body = json({ text: reply.body })
          if (reply.status !== 400 || body?.[shape] === undefined)
            problems.push(`GET ${path} with Host ${host}: ${reply.status} ${reply.body.slice(0, 80)}`)
        }
      }
      for (const path of [
        '/__standin/requests',
        '/__standin/summary',
        '/__standin/',
        `${IDENTITY}/core/users/?limit=1`,
      ]) {
        const reply = await call(server, path, { headers: AUTH })
        if (reply.status !== 200) problems.push(`then ${path}: ${reply.status}`)
      }
      return problems
    },
  },
  {
    name: 'fault-list-1m',
    reported: 'a fault list of 1M rules was a 500 (stack overflow in push(...))',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const problems: string[] = []
      const rule = '{"path":"/x","status":500}'
      for (const rules of [1_000_000, 1000]) {
        const body = `[${Array.from({ length: rules }, () => rule).join(',')}]`
        const reply = await call(server, '/__standin/faults', {
          method: 'POST',
          headers: JSON_TYPE,
          body,
          timeoutMs: 30_000,
        })
        if (reply.status < 400 || reply.status >= 500)
          problems.push(`${rules} rules (${Math.round(body.length / 1024)} KiB): ${reply.status}`)
      }
      const listed = json(await call(server, '/__standin/faults'))
      if (!Array.isArray(listed?.faults) || listed.faults.length > 0)
        problems.push(`${listed?.faults?.length} faults were kept`)
      return problems
    },
  },
  {
    name: 'fault-patterns',
    reported: '200 crafted fault patterns made one GET take 15 s',
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      // Each costs path times pattern to a matcher that backs up to its last star, or to indexOf.
      const patterns = [`/*${'a'.repeat(1990)}b`, `/*${'a'.repeat(995)}b${'a'.repeat(995)}*`]
      let kept = 0
      for (let batch = 0; batch < 4; batch++) {
        const body = JSON.stringify(
          Array.from({ length: 50 }, (_, index) => ({ path: patterns[index % 2], status: 503 })),
        )
        const reply = await call(server, '/__standin/faults', { method: 'POST', headers: JSON_TYPE, body })
        if (reply.status >= 500) problems.push(`adding patterns: ${reply.status}`)
        if (reply.status === 201) kept = json(reply)?.faults?.length ?? kept
      }
      const path = `${IDENTITY}/core/users/${'a'.repeat(8000)}/`
      const reply = await call(server, path, { headers: AUTH, timeoutMs: 60_000 }).catch(() => undefined)
      if (!reply) problems.push(`with ${kept} patterns, a GET got no answer in 60 s`)
      else if (reply.ms > 1000) problems.push(`with ${kept} patterns, a GET took ${Math.round(reply.ms)} ms`)
      return problems
    },
  },
  {
    name: 'clock-past-9999',
    reported: 'a clock pinned past year 9999 made creates 500',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      for (const now of ['9999-12-31T23:59:59-23:59', '0000-01-01T00:00:00Z']) {
        const pinned = await call(server, '/__standin/clock', {
          method: 'POST',
          headers: JSON_TYPE,
          body: JSON.stringify({ now }),
        })
        if (pinned.status !== 400) problems.push(`pinning ${now}: ${pinned.status}`)
        problems.push(...(await createsStillWork(server, `clock.${now.slice(0, 4)}`, `after pinning ${now}`)))
        await call(server, '/__standin/clock', { method: 'DELETE' })
      }
      return problems
    },
  },
  {
    name: 'snapshot-lagging-sequences',
    reported: 'a snapshot with sequences below existing ids made creates 500',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      const snapshot = json(await call(server, '/__standin/snapshot'))
      for (const sequences of [snapshot.identity.sequences, snapshot.calendar.sequences])
        for (const name of Object.keys(sequences)) sequences[name] = 1
      const put = await call(server, '/__standin/snapshot', {
        method: 'PUT',
        headers: JSON_TYPE,
        body: JSON.stringify(snapshot),
      })
      if (put.status !== 400) problems.push(`PUT a snapshot whose sequences lag its rows: ${put.status}`)
      problems.push(...(await createsStillWork(server, 'after.snapshot', 'then')))
      return problems
    },
  },
  {
    name: 'dns-rebinding',
    reported:
      "DNS rebinding passed the cross-site guard: the control plane accepted any Host, so a rebinding page's Host and Origin matched; reset, faults and snapshot reads succeeded",
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      const users = await userCount(server)
      const tries: Array<[string, string, string]> = [
        ['POST', '/__standin/reset', '{"scenario": "empty"}'],
        ['POST', '/__standin/faults', '{"path": "/*", "status": 503}'],
        ['POST', '/__standin/clock', '{"now": "2030-01-01T10:00:00Z"}'],
        ['GET', '/__standin/snapshot', ''],
        ['GET', '/__standin/requests', ''],
        ['GET', '/__standin/', ''],
      ]
      for (const [method, path, body] of tries) {
        const reply = await rebound(server, method, path, body)
        if (reply.status !== 403 || typeof json({ text: reply.body })?.error !== 'string')
          problems.push(`${method} ${path} from a rebinding page: ${reply.status} ${reply.body.slice(0, 60)}`)
      }
      if ((await userCount(server)) !== users) problems.push('the store was reset')
      if ((await call(server, `${IDENTITY}/core/users/?limit=1`, { headers: AUTH })).status === 503)
        problems.push('a fault was added')
      if (json(await call(server, '/__standin/clock'))?.pinned) problems.push('the clock was pinned')
      // What users send still works: curl by address and by localhost, the dashboard's own reset.
      for (const host of [`127.0.0.1:${server.port}`, `localhost:${server.port}`]) {
        const reply = await raw(server, `GET /__standin/summary HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
        if (reply.status !== 200) problems.push(`GET /__standin/summary as ${host}: ${reply.status}`)
      }
      const own = `localhost:${server.port}`
      const reset = await raw(
        server,
        `POST /__standin/reset HTTP/1.1\r\nHost: ${own}\r\nOrigin: http://${own}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      )
      if (reset.status !== 204) problems.push(`the dashboard's reset from http://${own}: ${reset.status}`)
      return problems
    },
  },
  {
    name: 'snapshot-damaged',
    reported:
      'snapshots were accepted in part: an unknown API section ignored, a table named constructor or a 5,000-deep row reached the store checks',
    budgetMiB: 384,
    seconds: 30,
    async run(server) {
      const problems: string[] = []
      const snapshot = json(await call(server, '/__standin/snapshot'))
      const text = JSON.stringify(snapshot)
      const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
      const damaged: Array<[string, string]> = [
        ['nested 5,000 deep', text.replace('"users":[{', `"users":[{"deep":${deep},`)],
        ['a __proto__ key', text.replace('"users":[{', '"users":[{"__proto__":{"is_superuser":true},')],
        ['an unknown API section', JSON.stringify({ ...snapshot, billing: snapshot.identity })],
        [
          'a table named constructor',
          JSON.stringify({
            ...snapshot,
            identity: { ...snapshot.identity, tables: { ...snapshot.identity.tables, constructor: [] } },
          }),
        ],
        [
          'an unknown sequence',
          JSON.stringify({
            ...snapshot,
            calendar: { ...snapshot.calendar, sequences: { ...snapshot.calendar.sequences, pages: 1 } },
          }),
        ],
        ['no random state', JSON.stringify({ ...snapshot, calendar: { ...snapshot.calendar, random: undefined } })],
      ]
      for (const [what, body] of damaged) {
        const reply = await call(server, '/__standin/snapshot', { method: 'PUT', headers: JSON_TYPE, body })
        if (reply.status !== 400 || typeof json(reply)?.error !== 'string')
          problems.push(`PUT a snapshot with ${what}: ${reply.status} ${reply.text.slice(0, 60)}`)
      }
      if (JSON.stringify(json(await call(server, '/__standin/snapshot'))) !== text) problems.push('the store changed')
      problems.push(...(await createsStillWork(server, 'after.damaged.snapshots', 'then')))
      return problems
    },
  },
]
