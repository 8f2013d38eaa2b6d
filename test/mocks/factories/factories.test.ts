import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest'
import { loadScenario } from '../../../fixtures/scenario-loader.js'
import { createMockContext, type MockContext } from '../../../mocks/context/context.js'
import { CALENDAR_WRITABLE, IDENTITY_READ_ONLY, IDENTITY_WRITABLE } from '../../../mocks/factories/collections.js'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import { takeSnapshot } from '../../../mocks/context/snapshot.js'
import {
  createFactories,
  type Factories,
  type ListQuery,
  RefusedByApi,
  type CalendarEvent,
  type Group,
  type User,
} from '../../../mocks/standin.js'
import { TEST_NOW } from '../../helpers/standin.js'

let context: MockContext
let factories: Factories

beforeEach(async () => {
  context = await loadScenario(
    createMockContext({ seed: 1, clock: createSettableClock(new Date(TEST_NOW)) }),
    'default',
  )
  factories = createFactories(context)
})

/** A field each collection's update changes, and the value it takes. */
const CHANGES: Record<string, [string, unknown]> = {
  'core/users': ['name', 'Changed Name'],
  'flows/bindings': ['order', 999],
  'policies/bindings': ['order', 998],
  'outposts/proxy': ['external_host', 'https://changed.example'],
  'policies/password_expiry': ['days', 7],
  events: ['title', 'Changed title'],
  venues: ['venue', 'Changed Hall'],
  organizers: ['organizer', 'Changed Org'],
  categories: ['name', 'Changed category'],
  tags: ['name', 'changed-tag'],
}

const keyOf = (record: Record<string, unknown>) => (record.pk ?? record.id) as string | number

describe('factories', () => {
  const every: Array<['identity' | 'calendar', string]> = [
    ...IDENTITY_WRITABLE.map((collection): ['identity', string] => ['identity', collection]),
    ...CALENDAR_WRITABLE.map((collection): ['calendar', string] => ['calendar', collection]),
  ]
  it.each(every)(
    '%s %s: create fills a valid record, get/list/update/delete go through the API',
    async (api, collection) => {
      const factory = (factories[api] as unknown as Record<string, Factories['identity']['core/users']>)[collection]!
      const created = (await factory.create()) as unknown as Record<string, unknown>
      const key = keyOf(created)
      expect(key).toBeDefined()
      expect(await factory.get(key as never)).toEqual(created)
      // The calendar's lists leave out past events and unused terms unless told.
      const query: ListQuery =
        collection === 'events'
          ? { start_date: '2000-01-01', end_date: '2040-01-01' }
          : ['categories', 'tags'].includes(collection)
            ? { hide_empty: false }
            : {}
      const listed = (await factory.list(query)) as unknown as Array<Record<string, unknown>>
      expect(listed.map(keyOf)).toContain(key)
      const [field, value] = CHANGES[collection] ?? ['name', `changed ${collection}`]
      const updated = (await factory.update(key as never, { [field]: value } as never)) as unknown as Record<
        string,
        unknown
      >
      expect(updated[field]).toEqual(value)
      await factory.delete(key as never)
      const after = (await factory.get(key as never)) as unknown as Record<string, unknown> | undefined
      // WordPress moves a deleted post to the trash: an event then reads as gone (403), a venue or
      // an organizer still reads, with that status.
      if (api === 'calendar' && after !== undefined) expect(after.status).toBe('trash')
      else expect(after).toBeUndefined()
    },
  )

  it.each(IDENTITY_READ_ONLY)('identity %s reads', async (collection) => {
    const items = (await factories.identity[collection].list()) as Array<{ pk: string | number }>
    expect(items.length).toBeGreaterThan(0)
    expect(await factories.identity[collection].get(items[0]!.pk as never)).toEqual(items[0])
    expect('create' in factories.identity[collection]).toBe(false)
  })

  it('creates in the shape a GET answers, with what was given kept', async () => {
    const user = await factories.identity['core/users'].create({ username: 'alice', name: 'Alice' })
    expect(user).toEqual({
      pk: user.pk,
      username: 'alice',
      name: 'Alice',
      email: expect.stringContaining('@'),
      is_superuser: false,
    })
    const event = await factories.calendar.events.create({
      title: 'Launch',
      start_date: '2030-01-01 10:00:00',
      end_date: '2030-01-01 11:00:00',
    })
    expect(event.title).toBe('Launch')
    expect(event.start_date).toBe('2030-01-01 10:00:00')
  })

  it('throws the API message on invalid input, and changes nothing', async () => {
    const before = takeSnapshot(context)
    const refused = factories.identity['core/users'].create({ username: '' })
    await expect(refused).rejects.toThrow(RefusedByApi)
    await expect(refused).rejects.toThrow('identity.core/users create: username: This field may not be blank.')
    await expect(factories.calendar.events.create({ start_date: 'soon' })).rejects.toThrow(
      /^calendar\.events create: start_date: /,
    )
    await expect(factories.identity['core/groups'].update('not-a-uuid', { name: 'x' })).rejects.toThrow(
      'identity.core/groups update not-a-uuid: Not found.',
    )
    expect(takeSnapshot(context)).toEqual(before)
  })

  it('makes the same values from the same seed, others from another', async () => {
    const again = createFactories(
      await loadScenario(createMockContext({ seed: 1, clock: createSettableClock(new Date(TEST_NOW)) }), 'default'),
    )
    const first = await factories.identity['core/users'].create()
    const second = await again.identity['core/users'].create()
    expect(second).toEqual(first)
    const other = createFactories(context, { seed: 9 })
    expect((await other.identity['core/users'].create()).username).not.toBe(first.username)
  })

  it('is typed from the resource types', () => {
    expectTypeOf(factories.identity['core/users'].create).returns.resolves.toEqualTypeOf<User>()
    expectTypeOf(factories.identity['core/groups'].get).parameter(0).toEqualTypeOf<string>()
    expectTypeOf(factories.identity['core/groups'].get).returns.resolves.toEqualTypeOf<Group | undefined>()
    expectTypeOf(factories.identity['core/users'].get).parameter(0).toEqualTypeOf<number>()
    expectTypeOf(factories.calendar.events.list).returns.resolves.toEqualTypeOf<CalendarEvent[]>()
    expectTypeOf(factories.identity['core/users'].create)
      .parameter(0)
      .toEqualTypeOf<{ username?: string; name?: string; email?: string } | undefined>()
    // Checked by the compiler only: never called.
    const refusedByTypes = () => {
      // @ts-expect-error a field the user record does not have
      void factories.identity['core/users'].create({ nickname: 'x' })
      // @ts-expect-error a field of the wrong type
      void factories.calendar.events.create({ title: 3 })
      // @ts-expect-error the audit log is read-only
      void factories.identity['audit/events'].create
    }
    expectTypeOf(refusedByTypes).toBeFunction()
  })
})
