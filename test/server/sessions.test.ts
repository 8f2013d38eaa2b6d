import { describe, expect, it } from 'vitest'
import { createMockContext, type MockContext } from '../../mocks/context/context.js'
import { adoptStores, type ContextVersion, freezeStores } from '../../mocks/context/snapshot.js'
import { setVersionBytes } from '../../mocks/store/memory.js'
import { WriteNotSaved } from '../../mocks/store/transaction.js'
import { Sessions } from '../../server/sessions.js'

function pool(limit: number, idleMs: number) {
  let now = 0
  let made = 0
  const sessions = new Sessions({
    limit,
    idleMs,
    now: () => now,
    create: async () => {
      made++
      return createMockContext()
    },
  })
  return { sessions, advance: (ms: number) => (now += ms), made: () => made }
}

/** Five sessions holding at most `memoryBytes`, and the store of a session by its id. */
function budgeted(memoryBytes: number) {
  const sessions = new Sessions({ limit: 5, idleMs: 60_000, memoryBytes, create: async () => createMockContext() })
  const context = async (id: string) => ((await sessions.lookup(id)) as { context: MockContext }).context
  return { sessions, context }
}

describe('Sessions', () => {
  it('makes a store on first use and hands back the same one after', async () => {
    const { sessions, made } = pool(5, 1000)
    const first = await sessions.lookup('a')
    const again = await sessions.lookup(' a ')
    expect(first.kind).toBe('session')
    expect(again.kind === 'session' && first.kind === 'session' && again.context === first.context).toBe(true)
    expect(made()).toBe(1)
    expect(await sessions.lookup(undefined)).toEqual({ kind: 'none' })
    sessions.close()
  })

  it('drops a session idle past the timeout, and keeps one in use', async () => {
    const { sessions, advance, made } = pool(5, 1000)
    await sessions.lookup('idle')
    await sessions.lookup('busy')
    advance(600)
    await sessions.lookup('busy')
    advance(600)
    sessions.sweep()
    expect(sessions.list().map((session) => session.id)).toEqual(['busy'])
    await sessions.lookup('idle')
    expect(made()).toBe(3)
    sessions.close()
  })

  it('refuses a new session past the limit instead of evicting a live one', async () => {
    const { sessions } = pool(2, 60_000)
    await sessions.lookup('one')
    await sessions.lookup('two')
    const third = await sessions.lookup('three')
    expect(third.kind).toBe('full')
    expect((await sessions.lookup('one')).kind).toBe('session')
    sessions.end('two')
    expect((await sessions.lookup('three')).kind).toBe('session')
    sessions.close()
  })

  it('makes no session for a caller that may not, but lets it use an existing one', async () => {
    const { sessions, made } = pool(5, 60_000)
    const refused = await sessions.lookup('new', () => false)
    expect(refused).toEqual({ kind: 'unknown', message: expect.stringContaining('There is no session "new"') })
    expect(sessions.size).toBe(0)
    await sessions.lookup('new')
    expect((await sessions.lookup('new', () => false)).kind).toBe('session')
    expect(made()).toBe(1)
    sessions.close()
  })

  it('forgets a session whose store could not be made, so that the next request may try again', async () => {
    let fail = true
    const sessions = new Sessions({
      limit: 5,
      idleMs: 0,
      create: async () => (fail ? Promise.reject(new Error('no store')) : createMockContext()),
    })
    await expect(sessions.lookup('flaky')).rejects.toThrow('no store')
    expect(sessions.size).toBe(0)
    fail = false
    expect((await sessions.lookup('flaky')).kind).toBe('session')
    sessions.close()
  })

  it.each(['', 'has space', 'x'.repeat(129), 'semi;colon', 'ü'])('refuses the id %j', async (id) => {
    const { sessions } = pool(5, 1000)
    expect((await sessions.lookup(id)).kind).toBe('invalid')
    sessions.close()
  })

  it('bound what sessions write: past the budget a write is undone, and ending a session frees its share', async () => {
    const { sessions, context } = budgeted(4_500)
    let id = 10
    const write = (into: MockContext) =>
      into.exclusive(() =>
        into.calendar.users.insert({ id: ++id, login: `user${id}`, name: 'x'.repeat(1000), email: '' }),
      )
    const a = await context('a')
    await write(a)
    await write(await context('b'))
    expect(sessions.bytes).toBeGreaterThan(2000)
    await expect(write(a)).rejects.toBeInstanceOf(WriteNotSaved)
    expect(a.calendar.users.size).toBe(1)
    sessions.end('a')
    await write(await context('b'))
    expect((await context('b')).calendar.users.size).toBe(2)
    sessions.close()
  })

  it('charges a start state once however many sessions adopt it, and a reset gives back the writes it throws away', async () => {
    const { sessions, context } = budgeted(10_000)
    const state = freezeStores(createMockContext())
    setVersionBytes(state.identity, 3_000)
    setVersionBytes(state.calendar, 3_000)
    const reset = (into: MockContext, version: ContextVersion) => into.exclusive(() => adoptStores(into, version))
    const [a, b] = [await context('a'), await context('b')]
    await reset(a, state)
    await reset(b, state)
    expect(sessions.bytes).toBe(6_000)
    // Another state of the same weight does not fit beside it; the session keeps the one it had.
    const other = freezeStores(createMockContext({ seed: 2 }))
    setVersionBytes(other.identity, 3_000)
    setVersionBytes(other.calendar, 3_000)
    await expect(reset(await context('c'), other)).rejects.toBeInstanceOf(WriteNotSaved)
    expect(sessions.bytes).toBe(6_000)
    // A write, then a reset: the write is given back.
    await a.exclusive(() => a.calendar.users.insert({ id: 5, login: 'five', name: 'x'.repeat(1000), email: '' }))
    expect(sessions.bytes).toBeGreaterThan(6_000)
    await reset(a, state)
    expect(sessions.bytes).toBe(6_000)
    sessions.end('a')
    expect(sessions.bytes).toBe(6_000)
    sessions.end('b')
    expect(sessions.bytes).toBe(0)
    await reset(await context('c'), other)
    expect(sessions.bytes).toBe(6_000)
    sessions.close()
    expect(sessions.bytes).toBe(0)
  })
})
