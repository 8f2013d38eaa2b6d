import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadScenario } from '../../../fixtures/scenario-loader.js'
import { collections, collectionsFor } from '../../../mocks/data.js'
import { createMockContext } from '../../../mocks/context/context.js'
import { DEFAULT_TOKEN, factories, isolated, RefusedByApi, resetStandin, server } from '../../../mocks/node.js'
import { Sessions } from '../../../server/sessions.js'

/** standin/data over the stores (issue 27, item 4): reads as the API answers, writes through it, hooks for every write. */

const json = { Authorization: `Bearer ${DEFAULT_TOKEN}`, 'Content-Type': 'application/json' }

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetStandin({ scenario: 'empty' }))
afterAll(() => server.close())

describe('collections', () => {
  it('hear every write, whoever makes it: a request, the factories, the collection, a reset', async () => {
    const users = collections.identity['core/users']
    const heard: string[] = []
    const given: unknown[] = []
    const onCreate = ({ data }: { data: { record: { username: string }; initialValues?: unknown } }) => {
      heard.push(`create ${data.record.username}`)
      given.push(data.initialValues)
    }
    const onUpdate = ({ data }: { data: { path: PropertyKey[]; nextValue: unknown } }) =>
      heard.push(`update ${String(data.path[0])}=${String(data.nextValue)}`)
    const onDelete = ({ data }: { data: { deletedRecord: { username: string } } }) =>
      heard.push(`delete ${data.deletedRecord.username}`)
    users.hooks.on('create', onCreate)
    users.hooks.on('update', onUpdate)
    users.hooks.on('delete', onDelete)
    try {
      const response = await fetch('http://app.test/api/v2beta/core/users/', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'by.request', name: 'Request' }),
      })
      expect(response.status).toBe(201)
      const made = await factories.identity['core/users'].create({ username: 'by.factory' })
      await users.create({ username: 'by.collection', name: 'Collection' })
      await factories.identity['core/users'].update(made.pk, { name: 'Renamed' })
      await users.delete((q) => q.where({ username: 'by.request' }))
      await resetStandin({ scenario: 'empty' })
      expect(heard).toEqual([
        'create by.request',
        'create by.factory',
        'create by.collection',
        'update name=Renamed',
        'delete by.request',
        'delete by.factory',
        'delete by.collection',
      ])
      // A create through the collection carries what it was given; one made elsewhere, the record.
      expect(given[2]).toEqual({ username: 'by.collection', name: 'Collection' })
      expect(given[0]).toMatchObject({ username: 'by.request', pk: expect.any(Number) })
    } finally {
      users.hooks.removeAllListeners()
    }
  })

  it('read what the API answers: records are frozen, keys and defaults are the API’s, audit events follow', async () => {
    const group = await collections.identity['core/groups'].create({ name: 'admins', parent: null, users: [] })
    expect(group).toMatchObject({ name: 'admins', is_superuser: false, parent: null, users: [], attributes: {} })
    expect(Object.isFrozen(group)).toBe(true)
    expect(collections.identity['core/groups'].findFirst((q) => q.where({ name: 'admins' }))).toEqual(group)
    const audit = collections.identity['audit/events'].findMany((q) => q.where({ action: 'model_created' }))
    expect(audit.length).toBeGreaterThan(0)
    const read = await (await fetch(`http://app.test/api/v2beta/core/groups/${group?.pk}/`, { headers: json })).json()
    expect({ ...read }).toEqual({ ...group })
  })

  it('throw the API’s refusal and change nothing, even halfway through a bulk write', async () => {
    const users = collections.identity['core/users']
    await users.createMany(2, (index) => ({ username: `u${index}`, name: `U${index}` }))
    await expect(users.create({ username: 'no name' })).rejects.toThrow(RefusedByApi)
    await expect(users.create({ username: 'nameless' })).rejects.toThrow(/name: This field is required/)
    await expect(
      users.updateMany((q) => q.where({ username: (name) => name.startsWith('u') }), {
        data(user) {
          user.username = user.username === 'u1' ? '' : `${user.username}.renamed`
        },
      }),
    ).rejects.toThrow(/username: This field may not be blank/)
    expect(users.findMany().map((user) => user.username)).toEqual(['u0', 'u1'])
  })

  it('cascade as the API does: deleting a venue empties the events that named it', async () => {
    const venue = await collections.calendar.venues.create({ venue: 'Town Hall' })
    const event = await collections.calendar.events.create({
      title: 'Launch',
      start_date: '2030-01-01 10:00:00',
      end_date: '2030-01-01 11:00:00',
      venue: venue!.id,
    })
    expect(event?.venue).toMatchObject({ id: venue!.id, venue: 'Town Hall' })
    await collections.calendar.events.update(event!, {
      data(draft) {
        draft.title = 'Launch, moved'
      },
    })
    expect(collections.calendar.events.findFirst((q) => q.where({ id: event!.id }))?.title).toBe('Launch, moved')
    await collections.calendar.venues.delete(venue!)
    expect(collections.calendar.venues.count()).toBe(0)
    expect(collections.calendar.events.findFirst((q) => q.where({ id: event!.id }))?.venue).toEqual([])
  })

  it('follow an isolated test to its own store, wherever the collection was taken', async () => {
    const users = collections.identity['core/users']
    await users.create({ username: 'shared', name: 'Shared' })
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        isolated(async ({ context }) => {
          expect(users.count()).toBeGreaterThan(1)
          await users.create({ username: `own.${name}`, name })
          expect(
            users
              .findMany((q) => q.where({ username: (username) => username.startsWith('own.') }))
              .map((user) => user.username),
          ).toEqual([`own.${name}`])
          expect(
            collectionsFor(context).identity['core/users'].findFirst((q) => q.where({ username: `own.${name}` })),
          ).toBeDefined()
        })(),
      ),
    )
    expect(users.findMany().map((user) => user.username)).toEqual(['shared'])
  })

  it("work over a session's store, whose writes the session counts", async () => {
    const sessions = new Sessions({ limit: 2, idleMs: 0, create: () => loadScenario(createMockContext(), 'empty') })
    const found = await sessions.lookup('data-session')
    if (found.kind !== 'session') throw new Error(found.kind)
    const own = collectionsFor(found.context)
    const heard: string[] = []
    own.calendar.tags.hooks.on('create', ({ data }) => heard.push(data.record.name))
    await own.calendar.tags.create({ name: 'Jazz' })
    expect(own.calendar.tags.all().map((tag) => tag.name)).toEqual(['Jazz'])
    expect(heard).toEqual(['Jazz'])
    expect(sessions.bytes).toBeGreaterThan(0)
    expect(collections.calendar.tags.count()).toBe(0)
    sessions.close()
  })
})
