import { afterAll, beforeAll, expect, it } from 'vitest'
import { resetStandin, ScenarioError, type ScenarioDocument, server } from 'standin/node'
import teamFile from '../scenarios/team.json' with { type: 'json' }
import teamInCode from '../scenarios/team.js'

beforeAll(() => server.listen())
afterAll(() => server.close())

const auth = { headers: { Authorization: 'Bearer standin-dev-token' } }
const get = (path: string) => fetch(`http://localhost${path}`, auth).then((answer) => answer.json())

// #region load
const team = teamFile as ScenarioDocument // JSON's strings, read as the document's names

it('loads a scenario file: records through the API, links by $ref', async () => {
  await resetStandin({ scenario: team })
  const users = await get('/api/v2beta/core/users/')
  expect(users.results.map((user: { username: string }) => user.username)).toEqual(['alice'])
  const [admins] = (await get('/api/v2beta/core/groups/')).results
  expect(admins).toMatchObject({ name: 'admins', users: [users.results[0].pk] })
  const events = await get('/wp-json/cal/events/v1/events?start_date=2030-01-01&end_date=2030-12-31')
  expect(events.events[0]).toMatchObject({ title: 'Launch', venue: { venue: 'Town Hall' } })
})
// #endregion load

// #region refused
it('refuses a record the API refuses, naming it, and changes nothing', async () => {
  const bad: ScenarioDocument = { extends: 'empty', identity: { 'core/users': [{ username: '' }] } }
  await expect(resetStandin({ scenario: bad })).rejects.toThrow(ScenarioError)
  await expect(resetStandin({ scenario: bad })).rejects.toThrow(
    'identity.core/users[0]: username: This field may not be blank.',
  )
})
// #endregion refused

it('loads a scenario written in code, build() included', async () => {
  await resetStandin({ scenario: teamInCode })
  const [admins] = (await get('/api/v2beta/core/groups/?search=admins')).results
  expect(admins.users).toHaveLength(1)
  const events = await get('/wp-json/cal/events/v1/events')
  expect(events.events.map((event: { title: string }) => event.title)).toEqual(['Started an hour ago'])
})
