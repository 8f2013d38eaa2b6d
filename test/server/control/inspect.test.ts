import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/**
 * What the workbench reads besides the levers: the journal's details and filters, near misses
 * for a request no route matched, and the records of any collection, of any store.
 */

const standin = useStandin({ host: 'koa' })
const control = (method: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  standin.send(method, `/__standin${path}`, {
    ...(json !== undefined ? { json } : {}),
    ...(headers ? { headers } : {}),
  })

describe('the journal', () => {
  it("keeps each request's headers (both sides), what answered it and the route's name", async () => {
    await control('DELETE', '/requests')
    await standin.send('POST', '/api/v2beta/core/users/', {
      json: { username: 'journal.reader', name: 'J' },
      headers: { 'X-Trace': 'abc' },
    })
    const [entry] = (await control('GET', '/requests?limit=1')).body.requests
    expect(entry).toMatchObject({
      method: 'POST',
      status: 201,
      answeredBy: 'route',
      route: 'identity.core.users.create',
      requestHeaders: { 'x-trace': 'abc', 'content-type': 'application/json' },
      responseHeaders: { 'content-type': 'application/json', allow: 'GET, POST, HEAD, OPTIONS' },
    })
    const detail = await control('GET', `/requests/${entry.id}`)
    expect(detail.body).toEqual({ request: entry, nearMisses: [] })
    expect((await control('GET', '/requests/999999')).status).toBe(404)
  })

  it('filters by what answered and by session (as the caller sees it; empty: the shared store)', async () => {
    await control('DELETE', '/requests')
    await control('POST', '/stubs', { request: { path: '/api/v2beta/core/tokens/' }, response: { status: 418 } })
    await standin.send('GET', '/api/v2beta/core/tokens/')
    await standin.send('GET', '/api/v2beta/core/groups/', { headers: { 'X-Standin-Session': 'inspect-1' } })
    await standin.send('GET', '/api/v2beta/core/nope/')
    await standin.send('GET', '/api/v2beta/core/users/', { headers: { Prefer: 'code=503' } })
    const by = async (query: string) =>
      (await control('GET', `/requests?${query}`)).body.requests.map(
        (entry: { url: string }) => new URL(entry.url).pathname,
      )
    expect(await by('answeredBy=stub')).toEqual(['/api/v2beta/core/tokens/'])
    expect(await by('answeredBy=miss')).toEqual(['/api/v2beta/core/nope/'])
    expect(await by('answeredBy=fault')).toEqual(['/api/v2beta/core/users/'])
    const [session] = (await control('GET', '/sessions')).body.sessions
    expect(await by(`session=${session.ref}`)).toEqual(['/api/v2beta/core/groups/'])
    expect(await by('session=')).not.toContain('/api/v2beta/core/groups/')
    // The session's id is a key to its store: its header is shown as the fingerprint.
    const [sessionEntry] = (await control('GET', `/requests?session=${session.ref}`)).body.requests
    expect(sessionEntry.requestHeaders['x-standin-session']).toBe(session.ref)
    expect((await control('GET', '/requests?answeredBy=nobody')).status).toBe(400)
    await control('DELETE', '/stubs')
  })
})

describe('near misses', () => {
  it('a mistyped path gets the nearest routes and why each missed: segment, method, trailing slash', async () => {
    await control('DELETE', '/requests')
    expect((await standin.send('GET', '/api/v2beta/core/usrs/')).status).toBe(404)
    const [entry] = (await control('GET', '/requests?limit=1')).body.requests
    expect(entry.answeredBy).toBe('miss')
    const { nearMisses } = (await control('GET', `/requests/${entry.id}`)).body
    expect(nearMisses[0]).toEqual({
      api: 'identity',
      route: 'identity.core.users.list',
      method: 'GET',
      path: '/api/v2beta/core/users/',
      distance: 0.2,
      reasons: ['segment 4: "usrs" is not "users"'],
    })
    expect(nearMisses[1].reasons).toEqual(['method: the route takes POST, not GET', 'segment 4: "usrs" is not "users"'])
    const slash = (await control('GET', '/near-misses?path=/api/v2beta/core/users')).body.nearMisses[0]
    expect(slash.reasons).toEqual(['trailing slash: the route ends with "/", the path does not'])
    const calendar = (await control('GET', '/near-misses?method=PUT&path=/wp-json/cal/events/v1/events/abc')).body
    expect(calendar.nearMisses[0].reasons).toContain('segment 6: "abc" does not fit :id (\\d+)')
    // A prefix no API owns: both APIs' routes are looked at.
    const prefix = (await control('GET', '/near-misses?path=/api/v2/core/users/')).body.nearMisses[0]
    expect(prefix).toMatchObject({ route: 'identity.core.users.list', reasons: ['segment 2: "v2" is not "v2beta"'] })
    expect((await control('GET', '/near-misses?path=nope')).status).toBe(400)
  })
})

describe('records', () => {
  it("lists a collection's records as the API answers them, paged and searched, for the shared store or a session", async () => {
    const created = await standin.send('POST', '/api/v2beta/core/users/', {
      json: { username: 'records.only', name: 'R' },
    })
    const page = (await control('GET', '/records?api=identity&collection=core/users&search=RECORDS.ONLY')).body
    expect(page).toMatchObject({
      api: 'identity',
      collection: 'core/users',
      key: 'pk',
      count: 1,
      page: 1,
      pageSize: 20,
    })
    expect(page.records).toEqual([(await standin.send('GET', `/api/v2beta/core/users/${created.body.pk}/`)).body])
    const second = (await control('GET', '/records?api=identity&collection=core/users&page=2&pageSize=3')).body
    const all = (await control('GET', '/records?api=identity&collection=core/users&pageSize=100')).body
    expect(second.records).toEqual(all.records.slice(3, 6))
    const session = { 'X-Standin-Session': 'records-1' }
    const inSession = (
      await control('GET', '/records?api=identity&collection=core/users&search=records.only', undefined, session)
    ).body
    expect(inSession.count).toBe(0)
    const counts = (await control('GET', '/collections', undefined, session)).body.collections
    expect(counts.map((group: { api: string }) => group.api)).toEqual(['identity', 'calendar'])
    const events = (await control('GET', '/records?api=calendar&collection=events&pageSize=1')).body
    expect(events.records[0]).toEqual(
      (await standin.send('GET', `/wp-json/cal/events/v1/events/${events.records[0].id}`)).body,
    )
    expect((await control('GET', '/records?api=identity&collection=core/nope')).status).toBe(400)
    expect((await control('GET', '/records?api=identity&collection=core/users&pageSize=1000')).status).toBe(400)
  })
})
