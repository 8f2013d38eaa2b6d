import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { resetStandin, type ScenarioDocument, server, setNow } from 'standin/node'
import launchFile from '../scenarios/launch.json' with { type: 'json' }

const launch = launchFile as ScenarioDocument // JSON's strings, read as the document's names

beforeAll(() => server.listen())
beforeEach(() => resetStandin({ scenario: launch })) // one event, on 2030-01-01
afterAll(() => server.close())

const titles = async (query = '') => {
  const list = await fetch(`http://localhost/wp-json/cal/events/v1/events${query}`).then((answer) => answer.json())
  return list.events.map((event: { title: string }) => event.title)
}

// #region window
it('lists what falls between yesterday and two years from now', async () => {
  expect(await titles()).toEqual([]) // today's window ends long before 2030

  // Ask for the window you want...
  expect(await titles('?start_date=2030-01-01&end_date=2030-12-31')).toEqual(['Launch'])

  // ...or move the clock: the default window is now 2029-12-31 to 2032-01-01.
  setNow('2030-01-01T00:00:00Z')
  expect(await titles()).toEqual(['Launch'])
})
// #endregion window

it('says the window it used in rest_url', async () => {
  setNow('2030-01-01T10:00:00Z')
  const list = await fetch('http://localhost/wp-json/cal/events/v1/events').then((answer) => answer.json())
  expect(decodeURIComponent(list.rest_url)).toContain('start_date=2029-12-31')
  expect(decodeURIComponent(list.rest_url)).toContain('end_date=2032-01-01')
})
