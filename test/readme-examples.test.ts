import { readFileSync } from 'node:fs'
import createClient from 'openapi-fetch'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { collections } from '../mocks/data.js'
import {
  type CalendarPaths,
  defineScenario,
  factories,
  resetStandin,
  type ScenarioDocument,
  server,
  setNow,
} from '../mocks/node.js'

/**
 * The README's examples with calendar dates (issue 27, item 6), run: each says what window the
 * calendar's list covers, and does what it says. Every line quoted here is checked to be in the
 * README as written, so the two cannot drift apart.
 */

const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const quoted = (line: string) => expect(README, `README.md no longer says: ${line}`).toContain(line)

/** The README's scenario file (a 2030 launch at the Town Hall), as JSON. */
const SCENARIO_FILE = JSON.parse(
  /```json\n(\{ "extends": "empty",[\s\S]*?)\n```/.exec(README)?.[1] ?? 'null',
) as ScenarioDocument

const titles = async (query = '') => {
  const list = await (await fetch(`http://anything/wp-json/cal/events/v1/events${query}`)).json()
  return (list.events ?? []).map((event: { title: string }) => event.title)
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetStandin())
afterAll(() => server.close())

describe("the README's dated examples", () => {
  it('setNow: the default list covers yesterday to two years from the pinned clock', async () => {
    quoted("setNow('2030-01-01T10:00:00Z')            // pin the clock the mock reads; setNow() releases it")
    quoted('// from now, as the plugin does: from 2029-12-31 to 2032-01-01 while the clock says 2030-01-01.')
    setNow('2030-01-01T10:00:00Z')
    const events = await fetch('http://anything/wp-json/cal/events/v1/events').then((response) => response.json())
    const window = decodeURIComponent(events.rest_url)
    expect(window).toContain('start_date=2029-12-31')
    expect(window).toContain('end_date=2032-01-01')
  })

  it('the scenario file: its 2030 launch shows in a 2030 window, or once the clock says 2030', async () => {
    expect(SCENARIO_FILE.calendar?.events?.[0]).toMatchObject({ title: 'Launch', start_date: '2030-01-01 10:00:00' })
    quoted('plugin does. The 2030 launch above shows in `?start_date=2030-01-01&end_date=2030-12-31`, or in')
    quoted('the default list once the clock says 2030 (`--now 2030-01-01T00:00:00Z`, `setNow(...)`);')
    await resetStandin({ scenario: SCENARIO_FILE })
    expect(await titles()).toEqual([])
    expect(await titles('?start_date=2030-01-01&end_date=2030-12-31')).toEqual(['Launch'])
    setNow('2030-01-01T00:00:00Z')
    expect(await titles()).toEqual(['Launch'])
  })

  it('defineScenario: an event an hour before the clock is in the default window', async () => {
    quoted("    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString().slice(0, 19).replace('T', ' ')")
    quoted("    await calendar.events.create({ title: 'Started an hour ago', start_date: anHourAgo })")
    const scenario = defineScenario({
      extends: 'empty',
      async build({ calendar }) {
        const anHourAgo = new Date(Date.now() - 3_600_000).toISOString().slice(0, 19).replace('T', ' ')
        await calendar.events.create({ title: 'Started an hour ago', start_date: anHourAgo })
      },
    })
    await resetStandin({ scenario })
    expect(await titles()).toEqual(['Started an hour ago'])
  })

  it('factories: a list asks for its window', async () => {
    quoted(
      "await factories.calendar.events.list({ start_date: '2030-01-01', end_date: '2030-12-31' }) // every page, the API's query",
    )
    await resetStandin({ scenario: SCENARIO_FILE })
    const listed = await factories.calendar.events.list({ start_date: '2030-01-01', end_date: '2030-12-31' })
    expect(listed.map((event) => event.title)).toEqual(['Launch'])
  })

  it('the typed client: a 2030 window', async () => {
    quoted(
      "const launches = await calendar.GET('/events', { params: { query: { start_date: '2030-01-01', end_date: '2030-12-31' } } })",
    )
    await resetStandin({ scenario: SCENARIO_FILE })
    const calendar = createClient<CalendarPaths>({
      baseUrl: 'http://localhost/wp-json/cal/events/v1',
      fetch: (request) => globalThis.fetch(request),
    })
    const launches = await calendar.GET('/events', {
      params: { query: { start_date: '2030-01-01', end_date: '2030-12-31' } },
    })
    expect(launches.data?.events.map((event) => event.title)).toEqual(['Launch'])
  })

  it('standin/data: a 2030 event is in the collection, and in a list covering 2030', async () => {
    quoted(
      "await collections.calendar.events.create({ title: 'Launch', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' })",
    )
    await resetStandin({ scenario: 'empty' })
    await collections.calendar.events.create({
      title: 'Launch',
      start_date: '2030-01-01 10:00:00',
      end_date: '2030-01-01 11:00:00',
    })
    expect(collections.calendar.events.findMany((q) => q.where({ title: 'Launch' }))).toHaveLength(1)
    expect(await titles()).toEqual([])
    expect(await titles('?start_date=2030-01-01&end_date=2030-12-31')).toEqual(['Launch'])
  })
})
