import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { factories, RefusedByApi, resetStandin, server } from 'standin/node'
import { collections } from 'standin/data'

beforeAll(() => server.listen())
beforeEach(() => resetStandin({ scenario: 'empty' }))
afterAll(() => server.close())

// #region factories
it('creates, updates and reads through the API itself', async () => {
  const alice = await factories.identity['core/users'].create({ username: 'alice' }) // a User, as GET answers it
  await factories.identity['core/users'].update(alice.pk, { name: 'Alice A.' }) // PATCH
  expect(await factories.identity['core/users'].get(alice.pk)).toMatchObject({ name: 'Alice A.' })

  await factories.calendar.events.create({ title: 'Launch', start_date: '2030-01-01 10:00:00' })
  // A list asks for its window, as the API's list does (the default ends two years from now).
  const listed = await factories.calendar.events.list({ start_date: '2030-01-01', end_date: '2030-12-31' })
  expect(listed.map((event) => event.title)).toEqual(['Launch'])
})

it('throws what the API refuses, and changes nothing', async () => {
  const refused = factories.identity['core/users'].create({ username: '' })
  await expect(refused).rejects.toThrow(RefusedByApi)
  await expect(refused).rejects.toThrow('identity.core/users create: username: This field may not be blank.')
})
// #endregion factories

// #region data
it("answers @msw/data's queries over standin's store", async () => {
  const users = collections.identity['core/users']
  const alice = await users.create({ username: 'alice', name: 'Alice' }) // POST: keys and defaults are the API's
  await users.update(alice, {
    data(user) {
      user.name = 'Alice A.'
    },
  })
  expect(users.findFirst((q) => q.where({ username: 'alice' }))?.name).toBe('Alice A.')
  expect(users.findMany((q) => q.where({ is_superuser: false }), { take: 5 })).toHaveLength(1)
})
// #endregion data
