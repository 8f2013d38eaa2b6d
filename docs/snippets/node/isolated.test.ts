import { afterAll, beforeAll, expect, it } from 'vitest'
import { isolated, resetStandin, server } from 'standin/node'

beforeAll(async () => {
  server.listen()
  await resetStandin()
})
afterAll(() => server.close())

// #region isolated
it.concurrent(
  'creates a user in a store of its own',
  isolated(
    async ({ context, factories, setNow }, { expect }) => {
      setNow('2031-06-01T12:00:00Z') // this test's clock only
      await factories.identity['core/users'].create({ username: 'alice' }) // this test's store only
      const page = await fetch('http://localhost/api/v2beta/core/users/', {
        headers: { Authorization: 'Bearer standin-dev-token' },
      }).then((answer) => answer.json())
      expect(page.count).toBe(1)
      expect(context.clock.pinned?.toISOString()).toBe('2031-06-01T12:00:00.000Z')
    },
    { scenario: 'empty' },
  ),
)

it.concurrent(
  'runs beside it without seeing its writes',
  isolated(
    async ({ factories }, { expect }) => {
      expect(await factories.identity['core/users'].list({ username: 'alice' })).toEqual([])
    },
    { scenario: 'empty' },
  ),
)
// #endregion isolated

it('leaves the shared store alone', async () => {
  const page = await fetch('http://localhost/api/v2beta/core/users/?search=alice', {
    headers: { Authorization: 'Bearer standin-dev-token' },
  }).then((answer) => answer.json())
  expect(page.count).toBe(0)
})
