import { describe, expect, it } from 'vitest'
import { createFactories } from '../../../mocks/standin.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * `POST /__standin/reset` with `{"scenario": <document>}`: the contract the Playwright recipe
 * relies on (each test posts its own scenario file's JSON to its own session).
 */

const standin = useStandin({ host: 'koa' })

const session = (id: string) => ({ 'X-Standin-Session': id })
const reset = (scenario: unknown, headers: Record<string, string> = {}) =>
  standin.send('POST', '/__standin/reset', { json: { scenario }, headers })
const usernames = async (headers: Record<string, string> = {}) =>
  (
    (await standin.send('GET', '/api/v2beta/core/users/?ordering=username', { headers })).body.results as Array<{
      username: string
    }>
  ).map((user) => user.username)
const eventTitles = async (headers: Record<string, string> = {}) =>
  (
    (await standin.send('GET', '/wp-json/cal/events/v1/events?start_date=2000-01-01&end_date=2040-01-01', { headers }))
      .body.events as Array<{ title: string }>
  ).map((event) => event.title)

const alice = {
  extends: 'empty',
  identity: {
    'core/users': [{ $id: 'alice', username: 'alice', name: 'Alice' }],
    'core/groups': [{ name: 'admins', is_superuser: true, users: [{ $ref: 'core/users#alice' }] }],
  },
  calendar: { events: [{ title: 'Launch', start_date: '2030-01-01 10:00:00', end_date: '2030-01-01 11:00:00' }] },
}

describe('POST /__standin/reset with a scenario document', () => {
  it('loads it into the session the header names only, and each session keeps its own', async () => {
    const sharedBefore = await usernames()
    expect((await reset(alice, session('test-a'))).status).toBe(204)
    expect(
      (await reset({ extends: 'empty', identity: { 'core/users': [{ username: 'bob' }] } }, session('test-b'))).status,
    ).toBe(204)
    expect(await usernames(session('test-a'))).toEqual(['alice'])
    expect(await eventTitles(session('test-a'))).toEqual(['Launch'])
    expect(await usernames(session('test-b'))).toEqual(['bob'])
    expect(await eventTitles(session('test-b'))).toEqual([])
    expect(await usernames()).toEqual(sharedBefore)
    // The group's member is the user the file named.
    const groups = (await standin.send('GET', '/api/v2beta/core/groups/', { headers: session('test-a') })).body.results
    const users = (await standin.send('GET', '/api/v2beta/core/users/', { headers: session('test-a') })).body.results
    expect(groups[0].users).toEqual([users[0].pk])
    expect(users[0].is_superuser).toBe(true)
    // A write in one session is not seen in the other.
    await standin.send('POST', '/api/v2beta/core/users/', {
      json: { username: 'carol', name: 'Carol' },
      headers: session('test-a'),
    })
    expect(await usernames(session('test-b'))).toEqual(['bob'])
  })

  it('loads it into the shared store without a header', async () => {
    expect((await reset(alice)).status).toBe(204)
    expect(await usernames()).toEqual(['alice'])
    expect((await reset('default')).status).toBe(204)
  })

  it.each([
    [
      { identity: { 'core/usres': [{}] } },
      'The scenario was refused, nothing changed: Unknown collection "identity.core/usres"',
    ],
    [
      { identity: { 'core/users': [{ username: 'ok' }, { username: 'ok' }] } },
      'The scenario was refused, nothing changed: identity.core/users[1]: username: A user with that username already exists.',
    ],
    [
      { calendar: { events: [{ title: 'x', end_date: 'never' }] } },
      'The scenario was refused, nothing changed: calendar.events[0]: end_date:',
    ],
    [
      { identity: { 'core/groups': [{ parent: { $ref: 'core/groups#ghost' } }] } },
      'unknown reference "core/groups#ghost"',
    ],
    [{ extends: 'elsewhere' }, '"extends" must name a scenario'],
    [{ calendar: [] }, '"calendar" must be an object of collections'],
  ])('refuses %j with 400, changing nothing', async (document, message) => {
    expect((await reset(alice, session('refusals'))).status).toBe(204)
    const reply = await reset({ extends: 'empty', ...document }, session('refusals'))
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
    expect(await usernames(session('refusals'))).toEqual(['alice'])
  })

  it('takes a seed for what the records leave out, and refuses a document sent bare (not under "scenario")', async () => {
    const send = (body: unknown) => standin.send('POST', '/__standin/reset', { json: body, headers: session('seeded') })
    expect((await send({ scenario: { extends: 'empty', identity: { 'core/users': [{}] } }, seed: 3 })).status).toBe(204)
    const [three] = await usernames(session('seeded'))
    expect((await send({ scenario: { extends: 'empty', identity: { 'core/users': [{}] } }, seed: 4 })).status).toBe(204)
    expect(await usernames(session('seeded'))).not.toEqual([three])
    const bare = await send(alice)
    expect(bare.status).toBe(400)
    expect(bare.body.error).toContain('Unknown key(s) "extends", "identity", "calendar"')
    expect(await usernames(session('seeded'))).not.toContain('alice')
  })

  it('factories over the server store write what the API then serves', async () => {
    expect((await reset('empty')).status).toBe(204)
    const factories = createFactories(standin.context)
    const venue = await factories.calendar.venues.create({ venue: 'Koa Hall' })
    const read = await standin.send('GET', `/wp-json/cal/events/v1/venues/${venue.id}`)
    expect(read.body.venue).toBe('Koa Hall')
    expect(read.body.id).toBe(venue.id)
  })

  it('a Pact provider state takes the scenario from its params, a name or a document', async () => {
    const state = (params: unknown) =>
      standin.send('POST', '/__standin/reset', {
        json: { state: 'the data of the scenario in the params', params, action: 'setup' },
        headers: session('pact'),
      })
    const setUp = await state({ scenario: alice })
    expect(setUp.status).toBe(200)
    expect(await usernames(session('pact'))).toEqual(['alice'])
    expect((await state({ scenario: 'empty' })).status).toBe(200)
    expect(await usernames(session('pact'))).toEqual([])
    const refused = await state({ scenario: { extends: 'empty', identity: { 'core/users': [{ username: '' }] } } })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe(
      'Provider state "the data of the scenario in the params" could not be set up: identity.core/users[0]: username: This field may not be blank.',
    )
    expect((await state({})).body.error).toContain('the "scenario" parameter: A scenario must be a JSON object')
    expect(await usernames(session('pact'))).toEqual([])
  })
})
