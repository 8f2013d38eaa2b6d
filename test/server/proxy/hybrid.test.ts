import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServerProcess, startServer, stopAll } from '../../helpers/cli-process.js'

/**
 * The hybrid setup as its users start it: a deployment (another standin process, seeded
 * differently, with its own token), and standin in front of it with `--proxy`, passing it the
 * users routes and whatever standin does not serve, recording the exchanges as stubs; then the
 * deployment gone, and the stubs replayed. And a deployment altered on purpose, whose extra
 * field the drift summary names.
 */

const folder = mkdtempSync(join(tmpdir(), 'standin-hybrid-'))
const stubsFile = join(folder, 'staging-stubs.json')
let deployment: ServerProcess
let front: ServerProcess
/** The users list as the deployment first answered it. */
let firstUsers: unknown

const get = async (origin: string, path: string, token = 'standin-dev-token') => {
  const response = await fetch(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } })
  const text = await response.text()
  return { status: response.status, text, body: text.startsWith('{') ? JSON.parse(text) : undefined }
}
const usernames = (reply: { body: any }) => reply.body.results.map((user: any) => user.username)

beforeAll(async () => {
  deployment = await startServer('--seed', '7', '--token', 'staging-token')
  front = await startServer(
    '--proxy',
    deployment.origin,
    '--proxy-path',
    '/api/v2beta/core/users/*',
    '--proxy-header',
    'Authorization: Bearer staging-token',
    '--record-stubs',
    stubsFile,
  )
})
afterAll(stopAll)

describe('--proxy in front of a deployment', () => {
  it("answers the proxied routes with the deployment's data, the rest with standin's", async () => {
    const [proxied, real, own] = await Promise.all([
      get(front.origin, '/api/v2beta/core/users/?ordering=username'),
      get(deployment.origin, '/api/v2beta/core/users/?ordering=username', 'staging-token'),
      get(front.origin, '/api/v2beta/core/groups/?ordering=name'),
    ])
    expect(proxied.status).toBe(200)
    expect(usernames(proxied)).toEqual(usernames(real))
    firstUsers = proxied.body
    const realGroups = await get(deployment.origin, '/api/v2beta/core/groups/?ordering=name', 'staging-token')
    // Seeded differently: the groups standin serves itself are not the deployment's.
    expect(own.body.results.map((group: any) => group.pk)).not.toEqual(
      realGroups.body.results.map((group: any) => group.pk),
    )
    // What standin does not serve goes there too, answered as the deployment answers it.
    const unknown = await get(front.origin, '/api/v2beta/core/nothing/')
    expect([unknown.status, unknown.body]).toEqual([404, { detail: 'Not found.' }])
    const outside = await get(front.origin, '/health-check')
    expect([outside.status, outside.text]).toEqual([404, 'Not Found'])
    const journal = (await get(front.origin, '/__standin/requests?limit=4')).body.requests
    const answeredBy = Object.fromEntries(
      journal.map((entry: any) => [new URL(entry.url).pathname, entry.proxied ?? 'standin']),
    )
    expect(answeredBy).toEqual({
      '/api/v2beta/core/users/': deployment.origin,
      '/api/v2beta/core/groups/': 'standin',
      '/api/v2beta/core/nothing/': deployment.origin,
      '/health-check': deployment.origin,
    })
    // The journal's answeredBy names the deployment too, and filters by it (the workbench's Requests tab).
    expect(journal.map((entry: any) => entry.answeredBy)).toEqual(
      journal.map((entry: any) => (entry.proxied ? 'proxy' : 'route')),
    )
    const byProxy = (await get(front.origin, '/__standin/requests?answeredBy=proxy&limit=4')).body.requests
    expect(byProxy.map((entry: any) => entry.proxied)).toEqual([
      deployment.origin,
      deployment.origin,
      deployment.origin,
    ])
    // Answers of the deployment's own standin fit standin's documents: no drift.
    expect((await get(front.origin, '/__standin/drift')).body).toMatchObject({ drifted: 0, violations: [] })
  })

  it('writes to the deployment through the proxy', async () => {
    const created = await fetch(`${front.origin}/api/v2beta/core/users/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'proxied.user', name: 'Proxied User' }),
    })
    expect(created.status).toBe(201)
    const there = await get(deployment.origin, '/api/v2beta/core/users/?search=proxied.user', 'staging-token')
    expect(usernames(there)).toEqual(['proxied.user'])
  })

  it('replays the recorded stubs with the deployment gone', async () => {
    const recorded = await get(front.origin, '/api/v2beta/core/users/?ordering=username')
    const page = await get(front.origin, '/api/v2beta/core/users/?ordering=username&limit=2&offset=4')
    await deployment.stop()
    const gone = await get(front.origin, '/api/v2beta/core/users/?ordering=-username')
    expect(gone.status).toBe(502)
    expect(gone.body.detail).toContain('could not be reached')

    const stubs = JSON.parse(readFileSync(stubsFile, 'utf8'))
    expect(stubs.length).toBeGreaterThan(0)
    const replay = await startServer('--stubs', stubsFile)
    // The same request answered otherwise later (the user created in between) replays in order.
    const first = await get(replay.origin, '/api/v2beta/core/users/?ordering=username')
    expect([first.status, first.body]).toEqual([200, firstUsers])
    const again = await get(replay.origin, '/api/v2beta/core/users/?ordering=username')
    expect([again.status, again.body]).toEqual([200, recorded.body])
    expect(usernames(again)).toContain('proxied.user')
    const pageAgain = await get(replay.origin, '/api/v2beta/core/users/?limit=2&offset=4&ordering=username')
    expect(pageAgain.body).toEqual(page.body)
    // Outside both APIs too.
    const outside = await get(replay.origin, '/health-check')
    expect([outside.status, outside.text]).toEqual([404, 'Not Found'])
    const sequence = stubs.filter(
      (stub: any) =>
        stub.request.path === '/api/v2beta/core/users/' &&
        stub.request.query?.ordering === 'username' &&
        !stub.request.query.limit,
    )
    expect(sequence.length).toBe(2)
    expect(sequence[0].times).toBe(1)
  })
})

describe('drift', () => {
  let altered: Server
  let origin: string
  let checked: ServerProcess

  beforeAll(async () => {
    // A deployment whose users carry a field standin does not send, and a count of the wrong type.
    altered = createServer((request, response) => {
      const body = {
        count: '1',
        next: null,
        previous: null,
        results: [
          { pk: 1, username: 'ann', name: 'Ann', is_superuser: false, email: '', last_login: '2026-01-01T00:00:00Z' },
        ],
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => altered.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(altered.address() as AddressInfo).port}`
    checked = await startServer('--proxy', origin, '--proxy-path', '/api/v2beta/core/users/')
  })
  afterAll(() => new Promise<void>((resolve) => altered.close(() => resolve())))

  it('names the field an altered deployment adds, per route, and marks the journal entry', async () => {
    for (let index = 0; index < 3; index++)
      expect((await get(checked.origin, '/api/v2beta/core/users/')).status).toBe(200)
    const drift = (await get(checked.origin, '/__standin/drift')).body
    expect(drift).toMatchObject({ checked: 3, drifted: 3 })
    expect(drift.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          api: 'identity',
          method: 'GET',
          route: '/core/users/',
          at: '$.results[].last_login',
          kind: 'undeclared',
          count: 3,
        }),
        expect.objectContaining({ at: '$.count', kind: 'type', detail: 'string where the document says integer' }),
      ]),
    )
    const [entry] = (await get(checked.origin, '/__standin/requests?limit=1')).body.requests
    expect(entry.drift).toContain('$.results[].last_login: a field standin does not send')
    expect((await fetch(`${checked.origin}/__standin/drift`, { method: 'DELETE' })).status).toBe(204)
    expect((await get(checked.origin, '/__standin/drift')).body).toEqual({
      checked: 0,
      drifted: 0,
      dropped: 0,
      violations: [],
    })
  })
})
