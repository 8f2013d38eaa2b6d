import { type Attack, AUTH, IDENTITY } from './helpers.js'
import { call, json, JSON_TYPE } from './http.js'

/** Control documents nested deep: refused whole, in one line of the control plane's shape, before anything changes. */

/** `depth` arrays, one in the other, around `inner`. */
const nested = (depth: number, inner = '0') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`

export const documentsAttacks: Attack[] = [
  {
    name: 'deep-documents',
    reported:
      'nesting 4,000-5,000 deep in stub or reset documents was a plain-text 500; a 3,000-deep stub body pattern made matching requests 500',
    budgetMiB: 384,
    seconds: 60,
    async run(server) {
      const problems: string[] = []
      const documents: Array<[string, string, string]> = [
        [
          'POST',
          '/__standin/stubs',
          `{"request":{"path":"/api/v2beta/deep/"},"response":{"status":200,"body":${nested(5000)}}}`,
        ],
        [
          'POST',
          '/__standin/stubs',
          `{"request":{"path":"/api/v2beta/deep/","body":${nested(3000)}},"response":{"status":200}}`,
        ],
        ['POST', '/__standin/faults', nested(5000, '{"path":"/x","status":503}')],
        [
          'POST',
          '/__standin/reset',
          `{"scenario":{"identity":{"core/groups":[{"name":"deep","attributes":${nested(5000)}}]}}}`,
        ],
        [
          'POST',
          '/__standin/reset',
          `{"scenario":{"identity":{"core/groups":[{"name":"deep","attributes":${nested(4000, '{"$ref":"x"}')}}]}}}`,
        ],
        [
          'POST',
          '/__standin/reset',
          `{"state":"the data of the scenario in the params","params":{"scenario":{"calendar":{"events":[${nested(5000)}]}}}}`,
        ],
        ['PUT', '/__standin/snapshot', `{"format":"standin-snapshot/1","identity":${nested(5000)},"calendar":{}}`],
      ]
      const groups = json(await call(server, `${IDENTITY}/core/groups/?limit=1`, { headers: AUTH }))?.count
      for (const [method, path, body] of documents) {
        const reply = await call(server, path, { method, headers: JSON_TYPE, body, timeoutMs: 20_000 })
        const error = json(reply)?.error
        if (reply.status !== 400 || typeof error !== 'string' || reply.text.includes('\n'))
          problems.push(`${method} ${path} (${body.slice(0, 60)}…): ${reply.status} ${reply.text.slice(0, 100)}`)
      }
      const matching = await call(server, `${IDENTITY}/deep/`, {
        method: 'POST',
        headers: { ...AUTH, ...JSON_TYPE },
        body: nested(3000),
      })
      if (matching.status >= 500) problems.push(`a request the deep pattern would match: ${matching.status}`)
      const stubs = json(await call(server, '/__standin/stubs'))?.stubs
      if (!Array.isArray(stubs) || stubs.length > 0) problems.push(`${stubs?.length} stubs were kept`)
      const after = json(await call(server, `${IDENTITY}/core/groups/?limit=1`, { headers: AUTH }))?.count
      if (after !== groups) problems.push(`the store changed: ${groups} groups before, ${after} after`)
      return problems
    },
  },
]
