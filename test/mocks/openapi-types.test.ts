import createClient from 'openapi-fetch'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type CalendarPaths, DEFAULT_TOKEN, type IdentityPaths, resetStandin, server } from '../../mocks/node.js'

/**
 * `IdentityPaths` and `CalendarPaths` type openapi-fetch's requests and answers (issue 27, item 3):
 * the calls below compile, and each `@ts-expect-error` is a real type error (tsc fails on an
 * unused one, in `npm run typecheck`).
 */

const ORIGIN = 'http://app.test'

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetStandin())
afterAll(() => server.close())

// openapi-fetch keeps the `fetch` it finds when the client is made: msw's, once listening.
const identity = () =>
  createClient<IdentityPaths>({
    baseUrl: `${ORIGIN}/api/v2beta`,
    headers: { Authorization: `Bearer ${DEFAULT_TOKEN}` },
    fetch: (request) => globalThis.fetch(request),
  })
const calendar = () =>
  createClient<CalendarPaths>({
    baseUrl: `${ORIGIN}/wp-json/cal/events/v1`,
    fetch: (request) => globalThis.fetch(request),
  })

describe('typed clients over the served documents', () => {
  it('lists, creates and refuses identity users, typed', async () => {
    const { data, response } = await identity().GET('/core/users/', { params: { query: { limit: 2 } } })
    expect(response.status).toBe(200)
    const names: string[] = (data?.results ?? []).map((user) => user.username)
    expect(names).toHaveLength(2)
    // @ts-expect-error `usernme` is no field of User
    expect(data?.results[0]?.usernme).toBeUndefined()

    const created = await identity().POST('/core/users/', { body: { username: 'typed.alice', name: 'Alice' } })
    expect(created.response.status).toBe(201)
    expect(created.data?.username).toBe('typed.alice')

    // @ts-expect-error `name` is required, `nme` is no field
    const refused = await identity().POST('/core/users/', { body: { username: 'typed.bob', nme: 'Bob' } })
    expect(refused.response.status).toBe(400)
    expect(refused.error).toEqual({ name: ['This field is required.'] })

    // @ts-expect-error a query parameter of the wrong type
    await identity().GET('/core/users/', { params: { query: { limit: 'two' } } })
    const client = identity()
    // @ts-expect-error a path the API does not have
    const missing = client.GET('/core/userz/')
    expect((await missing).response.status).toBe(404)
  })

  it('lists calendar events in the default window, typed', async () => {
    const { data, response } = await calendar().GET('/events', {
      params: { query: { start_date: '2000-01-01', per_page: 3 } },
    })
    expect(response.status).toBe(200)
    const titles = (data?.events ?? []).map((event) => event.title)
    expect(titles.length).toBeGreaterThan(0)
    expect(titles.every((title) => typeof title === 'string')).toBe(true)
    // @ts-expect-error `titel` is no field of an event
    expect(data?.events[0]?.titel).toBeUndefined()
  })
})
