import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { resetStandin, server } from 'standin/node'
// #region client
import createClient from 'openapi-fetch'
import type { CalendarPaths, IdentityPaths } from 'standin'

// openapi-fetch keeps the fetch it finds when the client is made: pass one that reads
// globalThis.fetch at each call, so that msw's (once server.listen() ran) answers.
const identity = createClient<IdentityPaths>({
  baseUrl: 'http://localhost/api/v2beta',
  headers: { Authorization: 'Bearer standin-dev-token' },
  fetch: (request) => globalThis.fetch(request),
})
const calendar = createClient<CalendarPaths>({
  baseUrl: 'http://localhost/wp-json/cal/events/v1',
  fetch: (request) => globalThis.fetch(request),
})
// #endregion client

beforeAll(() => server.listen())
beforeEach(() => resetStandin())
afterAll(() => server.close())

// #region typed
it('types every request and answer', async () => {
  const { data } = await identity.GET('/core/users/', { params: { query: { limit: 2 } } })
  expect(data?.results.map((user) => user.username)).toHaveLength(2) // string[]

  // Without start_date/end_date the list covers yesterday to two years from now: ask for 2030.
  const launches = await calendar.GET('/events', {
    params: { query: { start_date: '2030-01-01', end_date: '2030-12-31' } },
  })
  expect(launches.response.status).toBe(200)
})
// #endregion typed
