import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { faults, resetStandin, server, setNow, stub } from 'standin/node'

beforeAll(() => server.listen())
beforeEach(() => resetStandin())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const auth = { Authorization: 'Bearer standin-dev-token' }

// #region faults
it('answers 503 in the API own error shape', async () => {
  server.use(faults.error('/api/v2beta/core/users/*', 503, { method: 'GET' }))
  const answer = await fetch('http://localhost/api/v2beta/core/users/', { headers: auth })
  expect(answer.status).toBe(503)
})

it('drops the connection, or answers late', async () => {
  server.use(faults.drop('/api/v2beta/core/groups/'), faults.latency('/wp-json/cal/events/v1/*', [50, 100]))
  await expect(fetch('http://localhost/api/v2beta/core/groups/', { headers: auth })).rejects.toThrow()
  const started = Date.now()
  await fetch('http://localhost/wp-json/cal/events/v1/events')
  expect(Date.now() - started).toBeGreaterThanOrEqual(45)
})

it('lets one request ask for its own fault', async () => {
  const answer = await fetch('http://localhost/wp-json/cal/events/v1/events', { headers: { Prefer: 'code=503' } })
  expect(answer.status).toBe(503)
})
// #endregion faults

// #region stub
it('answers a matching request with a stub, once', async () => {
  server.use(
    stub({
      request: { method: 'POST', path: '/api/v2beta/core/users/', body: { username: 'taken' } },
      response: { status: 400, body: { username: ['This field must be unique.'] } },
      times: 1,
    }),
  )
  const post = () =>
    fetch('http://localhost/api/v2beta/core/users/', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'taken', name: 'Taken' }),
    })
  expect((await post()).status).toBe(400) // the stub
  expect((await post()).status).toBe(201) // then the API itself
})
// #endregion stub

// #region clock
it('pins the clock the mock reads', async () => {
  setNow('2030-01-01T10:00:00Z') // setNow() releases it; so does resetStandin()
  await fetch('http://localhost/api/v2beta/core/users/', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bob', name: 'Bob' }),
  })
  const audit = await fetch('http://localhost/api/v2beta/audit/events/?ordering=-created', { headers: auth })
  expect((await audit.json()).results[0].created).toMatch(/^2030-01-01T10:00:00/) // the write, at the pinned time
})

it('refuses what is not an instant', () => {
  expect(() => setNow('tomorrow')).toThrow(TypeError)
})
// #endregion clock
