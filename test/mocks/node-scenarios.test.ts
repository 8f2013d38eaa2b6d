import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import {
  createHandlers,
  defineScenario,
  factories,
  isolated,
  resetStandin,
  ScenarioError,
  server,
  setNow,
} from '../../mocks/node.js'

/** Scenario documents and factories through the MSW host (`standin/node`). */

const auth = { headers: { Authorization: `Bearer ${DEFAULT_TOKEN}` } }
const usernames = async () =>
  (
    (await (await fetch('http://app.test/api/v2beta/core/users/?ordering=username', auth)).json()).results as Array<{
      username: string
    }>
  ).map((user) => user.username)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(async () => {
  server.resetHandlers()
  // resetStandin releases the clock: pin it again after.
  await resetStandin()
  setNow('2026-11-20T10:00:00Z')
})
afterAll(() => server.close())

const team = defineScenario({
  extends: 'empty',
  identity: {
    'core/users': [{ $id: 'alice', username: 'alice', name: 'Alice' }],
    'core/groups': [{ name: 'admins', is_superuser: true, users: [{ $ref: 'core/users#alice' }] }],
  },
  calendar: {
    venues: [{ $id: 'hall', venue: 'Town Hall' }],
    events: [{ title: 'Launch', venue: { $ref: 'venues#hall' } }],
  },
})

describe('standin/node with scenarios and factories', () => {
  it('resetStandin takes a scenario document, and the handlers serve it', async () => {
    await resetStandin({ scenario: team })
    expect(await usernames()).toEqual(['alice'])
    const me = (await (await fetch('http://app.test/api/v2beta/core/users/', auth)).json()).results[0]
    expect(me.is_superuser).toBe(true)
    const events = await (await fetch('http://app.test/wp-json/cal/events/v1/events')).json()
    expect(
      events.events.map((event: { title: string; venue: { venue: string } }) => [event.title, event.venue.venue]),
    ).toEqual([['Launch', 'Town Hall']])
  })

  it('resetStandin rejects a refused record with its position and leaves the store as it was', async () => {
    await resetStandin({ scenario: team })
    const bad = {
      extends: 'empty' as const,
      identity: { 'core/users': [{ username: 'ok' }, { username: 'no spaces allowed?' }] },
    }
    await expect(resetStandin({ scenario: bad })).rejects.toThrow(ScenarioError)
    await expect(resetStandin({ scenario: bad })).rejects.toThrow(/^identity\.core\/users\[1\]: username: /)
    expect(await usernames()).toEqual(['alice'])
  })

  it('factories write to the store the handlers serve, and read what requests wrote', async () => {
    await resetStandin({ scenario: 'empty' })
    const created = await factories.identity['core/users'].create({ username: 'made.by.factory' })
    expect(await usernames()).toEqual(['made.by.factory'])
    const response = await fetch(`http://app.test/api/v2beta/core/users/${created.pk}/`, auth)
    expect(await response.json()).toEqual(created)
    await fetch('http://app.test/api/v2beta/core/users/', {
      method: 'POST',
      headers: { ...auth.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'by.request', name: 'R' }),
    })
    expect((await factories.identity['core/users'].list()).map((user) => user.username).sort()).toEqual([
      'by.request',
      'made.by.factory',
    ])
  })

  it(
    'isolated tests take a scenario document too',
    isolated(
      async () => {
        expect(await usernames()).toEqual(['alice'])
      },
      { scenario: team },
    ),
  )

  it('createHandlers serves a document from a store of its own, and refuses a malformed one at once', async () => {
    server.use(...createHandlers({ scenario: team, baseUrl: 'http://own.test' }))
    const own = await (await fetch('http://own.test/api/v2beta/core/users/', auth)).json()
    expect(own.results.map((user: { username: string }) => user.username)).toEqual(['alice'])
    expect(() => createHandlers({ scenario: { identity: { 'core/nope': [] } } as never })).toThrow(
      'Unknown collection "identity.core/nope"',
    )
  })
})
