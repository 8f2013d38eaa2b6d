/**
 * The test kit as an app's own vitest suite uses it (issue 27, items 1-4 and 6), from the packed
 * package: 20 concurrent isolated tests each with its own clock and data, setNow's refusals,
 * typed openapi-fetch clients (tsc checks each `@ts-expect-error` is a real error) and
 * standin/data over the stores. node-apps.test.ts writes it into the ES module and CommonJS apps.
 */

const ORIGIN = 'http://api.example.test'

export const KIT_TEST = `
import { OperationError, Query } from '@msw/data'
import createClient from 'openapi-fetch'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CalendarPaths, IdentityPaths, User } from 'standin'
import { collections, collectionsFor } from 'standin/data'
import { context, DEFAULT_TOKEN, defineScenario, factories, isolated, resetStandin, server, setNow } from 'standin/node'

const headers = { Authorization: \`Bearer \${DEFAULT_TOKEN}\` }
// Made per call: openapi-fetch keeps the fetch it finds, msw's only once server.listen() ran.
const identity = () =>
  createClient<IdentityPaths>({ baseUrl: '${ORIGIN}/api/v2beta', headers, fetch: (request) => globalThis.fetch(request) })
const calendar = () =>
  createClient<CalendarPaths>({ baseUrl: '${ORIGIN}/wp-json/cal/events/v1', fetch: (request) => globalThis.fetch(request) })

async function usernames(): Promise<string[]> {
  const { data } = await identity().GET('/core/users/', { params: { query: { limit: 500 } } })
  return (data?.results ?? []).map((user) => user.username)
}

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetStandin())
afterAll(() => server.close())

describe('20 isolated tests at once', () => {
  for (let index = 0; index < 20; index++) {
    it.concurrent(
      \`test \${index} sees its own data and time\`,
      isolated(async (kit, { expect }) => {
        const year = 2030 + index
        setNow(\`\${year}-05-15T08:00:00Z\`)
        const created = await identity().POST('/core/users/', { body: { username: \`iso.\${index}\`, name: \`Iso \${index}\` } })
        expect(created.response.status).toBe(201)
        await factories.identity['core/users'].create({ username: \`iso.\${index}.factory\` })
        await collections.identity['core/users'].create({ username: \`iso.\${index}.data\`, name: 'Data' })
        await new Promise((resolve) => setTimeout(resolve, (index * 7) % 11))
        const mine = (await usernames()).filter((name) => name.startsWith('iso.'))
        expect(mine.sort()).toEqual([\`iso.\${index}\`, \`iso.\${index}.data\`, \`iso.\${index}.factory\`])
        expect(kit.context.clock.pinned?.toISOString()).toBe(\`\${year}-05-15T08:00:00.000Z\`)
        const events = await calendar().GET('/events')
        expect(decodeURIComponent(events.data?.rest_url ?? '')).toContain(\`start_date=\${year}-05-14\`)
        const audit = await kit.factories.identity['audit/events'].list({ ordering: '-created' })
        expect(audit[0]?.created.startsWith(\`\${year}-05-15T08:00\`)).toBe(true)
      }),
    )
  }

  it('left the shared store and its clock alone', async () => {
    expect((await usernames()).filter((name) => name.startsWith('iso.'))).toEqual([])
    expect(context.clock.pinned).toBeUndefined()
  })
})

describe('setNow and resetStandin', () => {
  it('refuses what is not an instant, with a TypeError naming it, and changes nothing', () => {
    setNow('2031-01-01T00:00:00Z')
    expect(() => setNow('tomorrow')).toThrow(TypeError)
    expect(() => setNow('tomorrow')).toThrow('setNow: "tomorrow" is not an instant')
    expect(() => setNow('0999-01-01T00:00:00Z')).toThrow(/out of range/)
    expect(context.clock.pinned?.toISOString()).toBe('2031-01-01T00:00:00.000Z')
  })

  it('resetStandin releases the clock', async () => {
    setNow('2031-01-01T00:00:00Z')
    await resetStandin()
    expect(context.clock.pinned).toBeUndefined()
  })
})

describe('typed clients', () => {
  it('type requests and answers, and wrong fields are type errors', async () => {
    const { data } = await identity().GET('/core/users/', { params: { query: { limit: 2 } } })
    const names: string[] = (data?.results ?? []).map((user) => user.username)
    expect(names).toHaveLength(2)
    // @ts-expect-error \`usernme\` is no field of User
    expect(data?.results[0]?.usernme).toBeUndefined()
    // @ts-expect-error \`name\` is required, \`nme\` is no field
    const refused = await identity().POST('/core/users/', { body: { username: 'typed', nme: 'x' } })
    expect(refused.error).toEqual({ name: ['This field is required.'] })
    // @ts-expect-error a query parameter of the wrong type
    await identity().GET('/core/users/', { params: { query: { limit: 'two' } } })
    const launches = await calendar().GET('/events', { params: { query: { start_date: '2000-01-01', end_date: '2099-12-31' } } })
    expect((launches.data?.events ?? []).length).toBeGreaterThan(0)
  })
})

describe('standin/data', () => {
  it("is @msw/data's interface over the store the handlers serve", async () => {
    await resetStandin({ scenario: 'empty' })
    const users = collections.identity['core/users']
    const heard: string[] = []
    users.hooks.on('create', ({ data }) => heard.push(data.record.username))
    await fetch('${ORIGIN}/api/v2beta/core/users/', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'by.request', name: 'R' }),
    })
    const alice = await users.create({ username: 'alice', name: 'Alice' })
    await users.update(alice, { data(user) { user.name = 'Alice A.' } })
    const found: User | undefined = users.findFirst((q) => q.where({ name: (name) => name.startsWith('Alice') }))
    expect(found?.name).toBe('Alice A.')
    expect(users.findMany(new Query<User>().where({ username: 'by.request' }).or({ username: 'alice' }), { orderBy: { username: 'asc' } }).map((user) => user.username)).toEqual(['alice', 'by.request'])
    expect(heard).toEqual(['by.request', 'alice'])
    await expect(users.create({ username: 'nameless' })).rejects.toThrow(/name: This field is required/)
    expect(() => users.findFirst((q) => q.where({ username: 'nobody' }), { strict: true })).toThrow(OperationError)
    await users.delete(alice)
    expect(users.count()).toBe(1)
    expect(collectionsFor(context).identity['core/users'].count()).toBe(1)
    // @ts-expect-error \`usernme\` is no field of a user
    users.findMany((q) => q.where({ usernme: 'x' }))
  })
})

describe("the README's dated examples, each in the window it says", () => {
  const launch = defineScenario({
    extends: 'empty',
    calendar: { events: [{ title: 'Launch', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' }] },
  })

  it('a pinned clock moves the default window: yesterday to two years ahead', async () => {
    setNow('2030-01-01T10:00:00Z')
    const { data } = await calendar().GET('/events')
    const window = decodeURIComponent(data?.rest_url ?? '')
    expect(window).toContain('start_date=2029-12-31')
    expect(window).toContain('end_date=2032-01-01')
  })

  it('a 2030 event shows in a 2030 window, or in the default list once the clock says 2030', async () => {
    await resetStandin({ scenario: launch })
    expect((await calendar().GET('/events')).data?.events ?? []).toEqual([])
    const listed = await factories.calendar.events.list({ start_date: '2030-01-01', end_date: '2030-12-31' })
    expect(listed.map((event) => event.title)).toEqual(['Launch'])
    setNow('2030-01-01T00:00:00Z')
    expect(((await calendar().GET('/events')).data?.events ?? []).map((event) => event.title)).toEqual(['Launch'])
  })
})
`
