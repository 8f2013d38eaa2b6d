// #region setup
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest'
import { resetStandin, server } from 'standin/node'

beforeAll(() => server.listen())
beforeEach(() => resetStandin()) // the seeded data again, and the clock released
afterEach(() => server.resetHandlers()) // drop the handlers a test added
afterAll(() => server.close())
// #endregion setup

// #region first
const auth = { Authorization: 'Bearer standin-dev-token' }

it('lists users, then creates one', async () => {
  const page = await fetch('http://localhost/api/v2beta/core/users/?limit=2', { headers: auth })
  expect(page.status).toBe(200)
  expect((await page.json()).results).toHaveLength(2)

  const created = await fetch('http://localhost/api/v2beta/core/users/', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'alice', name: 'Alice' }),
  })
  expect(created.status).toBe(201)
  expect(await created.json()).toMatchObject({ username: 'alice', name: 'Alice' })
})

it('starts every test from the same data', async () => {
  const search = await fetch('http://localhost/api/v2beta/core/users/?search=alice', { headers: auth })
  expect((await search.json()).count).toBe(0) // the last test's alice is gone
})
// #endregion first
