import { OperationError, Query } from '@msw/data'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { collections } from '../../../mocks/data.js'
import { defineScenario, resetStandin, server, type User } from '../../../mocks/node.js'

/**
 * @msw/data's own documented examples (its README, 1.1.7: querying, logical operators, offset and
 * cursor pagination, sorting, every CRUD method, `Query`, strict queries) run against standin's
 * collections, adapted where standin differs (docs/decisions/0034): keys are the API's, so
 * creates give none; `orderBy` sorts before paging; `delete` and `deleteMany` are awaited.
 */

const users = () => collections.identity['core/users']

const team = defineScenario({
  extends: 'empty',
  identity: {
    'core/users': [
      { username: 'john', name: 'John', email: 'john@google.com' },
      { username: 'johnny', name: 'Johnny', email: 'johnny@example.com' },
      { username: 'jane', name: 'Jane', email: 'jane@google.com' },
      { username: 'katy', name: 'Katy', email: 'katy@google.com' },
      { username: 'jim', name: 'Jim', email: 'jim@google.com' },
    ],
  },
})

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
beforeEach(() => resetStandin({ scenario: team }))
afterAll(() => server.close())

const names = (records: readonly User[]) => records.map((user) => user.name)

describe("@msw/data's README, over standin's users", () => {
  it('Query syntax: a value, a function per key, a function of the record', () => {
    expect(users().findFirst((q) => q.where({ name: 'John' }))?.username).toBe('john')
    expect(names(users().findMany((q) => q.where({ name: (name) => name.startsWith('John') })))).toEqual([
      'John',
      'Johnny',
    ])
    // The README's `user.posts.length > 0`: users have no posts here, so a field they have.
    expect(users().findFirst((q) => q.where((user) => user.email.endsWith('@example.com')))?.name).toBe('Johnny')
  })

  it('Logical operators: .or() and q.or()', () => {
    const chained = users().findMany((q) => q.where({ name: 'Jane' }).or({ name: 'Katy' }))
    const composed = users().findMany((q) => q.or(q.where({ name: 'Jane' }), q.where({ name: 'Katy' })))
    expect(names(chained)).toEqual(['Jane', 'Katy'])
    expect(composed).toEqual(chained)
    expect(
      names(
        users().findMany((q) =>
          q.where({ name: (name) => name.startsWith('J') }).and({ email: (email) => email.includes('@google.com') }),
        ),
      ),
    ).toEqual(['John', 'Jane', 'Jim'])
  })

  it('Offset-based pagination: take, skip, a negative take', () => {
    const google = (q: Query<User>) => q.where({ email: (email) => email.includes('@google.com') })
    expect(names(users().findMany(google, { take: 2 }))).toEqual(['John', 'Jane'])
    expect(names(users().findMany(google, { skip: 1, take: 2 }))).toEqual(['Jane', 'Katy'])
    expect(names(users().findMany(google, { take: -2 }))).toEqual(['Jim', 'Katy'])
    expect(() => users().findMany(google, { skip: -1 })).toThrow(/"skip" pagination option/)
  })

  it('Cursor-based pagination: from a record, inclusive', () => {
    const jane = users().findFirst((q) => q.where({ name: 'Jane' }))
    expect(
      names(
        users().findMany((q) => q.where({ email: (email) => email.includes('@google.com') }), {
          cursor: jane,
          take: 2,
        }),
      ),
    ).toEqual(['Jane', 'Katy'])
  })

  it('Sorting: one key, several, a list of criteria (before paging, in standin)', () => {
    expect(
      names(users().findMany((q) => q.where({ name: (name) => name.startsWith('J') }), { orderBy: { name: 'asc' } })),
    ).toEqual(['Jane', 'Jim', 'John', 'Johnny'])
    expect(names(users().findMany(undefined, { orderBy: [{ is_superuser: 'asc' }, { name: 'desc' }] }))).toEqual([
      'Katy',
      'Johnny',
      'John',
      'Jim',
      'Jane',
    ])
    // standin sorts, then takes: the first two names, not the first two created, sorted.
    expect(names(users().findMany(undefined, { orderBy: { name: 'asc' }, take: 2 }))).toEqual(['Jane', 'Jim'])
  })

  it('create and createMany, keys made by the API', async () => {
    const ann = await users().create({ username: 'ann', name: 'Ann' })
    expect(ann).toMatchObject({ username: 'ann', name: 'Ann', pk: expect.any(Number) })
    const many = await users().createMany(3, (index) => ({ username: `user${index}`, name: `User ${index}` }))
    expect(many.map((user) => user.username)).toEqual(['user0', 'user1', 'user2'])
    expect(users().count()).toBe(9)
    expect(users().all().at(-1)?.username).toBe('user2')
  })

  it('update by query, update by record, updateMany with orderBy', async () => {
    const updated = await users().update((q) => q.where({ name: 'John' }), {
      data(user) {
        user.name = 'Johnatan'
      },
    })
    expect(updated?.name).toBe('Johnatan')
    const jane = users().findFirst((q) => q.where({ name: 'Jane' }))!
    await users().update(jane, {
      data(user) {
        user.email = 'jane@example.org'
      },
    })
    expect(users().findFirst((q) => q.where({ username: 'jane' }))?.email).toBe('jane@example.org')
    const shouted = await users().updateMany((q) => q.where({ name: (name) => name.startsWith('J') }), {
      data(user) {
        user.name = user.name.toUpperCase()
      },
      orderBy: { name: 'asc' },
    })
    expect(names(shouted)).toEqual(['JANE', 'JIM', 'JOHNATAN', 'JOHNNY'])
  })

  it('delete by query, delete by record, deleteMany (awaited in standin)', async () => {
    const deleted = await users().delete((q) => q.where({ name: 'Katy' }))
    expect(deleted?.username).toBe('katy')
    const jim = users().findFirst((q) => q.where({ name: 'Jim' }))!
    await users().delete(jim)
    // The README's trial expiry: here, everyone at google.com.
    const gone = await users().deleteMany((q) => q.where({ email: (email) => email.endsWith('@google.com') }))
    expect(names(gone)).toEqual(['John', 'Jane'])
    expect(names(users().all())).toEqual(['Johnny'])
  })

  it('Query as a class: where, or, and, test', () => {
    const query = new Query<User>().where({ name: 'John' }).or({ name: 'Jim' })
    expect(names(users().findMany(query))).toEqual(['John', 'Jim'])
    expect(query.test(users().findFirst((q) => q.where({ name: 'Jim' }))!)).toBe(true)
    const both = new Query<User>().where({ name: (name) => name.startsWith('J') }).and({ email: 'jim@google.com' })
    expect(names(users().findMany(both))).toEqual(['Jim'])
  })

  it('Error handling: a strict query that finds nothing is an OperationError', async () => {
    expect(() => users().findFirst((q) => q.where({ name: 'Nobody' }), { strict: true })).toThrow(OperationError)
    try {
      users().findMany((q) => q.where({ name: 'Nobody' }), { strict: true })
    } catch (error) {
      expect((error as OperationError).code).toBe('STRICT_QUERY_WITHOUT_RESULTS')
    }
    await expect(users().update((q) => q.where({ name: 'Nobody' }), { data() {}, strict: true })).rejects.toThrow(
      OperationError,
    )
    await expect(users().delete((q) => q.where({ name: 'Nobody' }), { strict: true })).rejects.toThrow(OperationError)
    expect(await users().delete((q) => q.where({ name: 'Nobody' }))).toBeUndefined()
  })
})
