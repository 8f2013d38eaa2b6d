import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MockContext } from '../../mocks/context/context.js'
import { checkSnapshot, takeSnapshot } from '../../mocks/context/snapshot.js'
import { type Reply, type Standin, startKoaStandin, startMswStandin } from '../helpers/standin.js'

/**
 * Many clients at once, writing to the same collections of both APIs: users (with usernames
 * several clients race for), groups that reference users being deleted, calendar venues,
 * events that reference them, and tags several clients race to create. Every client checks
 * each answer it gets; afterwards the store must agree with every acknowledged write (none
 * lost), counts and uniqueness must hold, and no record may point at one that is gone. The
 * store's serial queue (`context.exclusive`) is watched, each job made to span a turn of the
 * event loop: requests wait in it, one runs.
 */

const CLIENTS = 8
const ROUNDS = 10
/** Names every client tries to take: exactly one create of each may succeed. */
const SHARED = 4
const USERS = '/api/v2beta/core/users/'
const GROUPS = '/api/v2beta/core/groups/'
const CALENDAR = '/wp-json/cal/events/v1'

interface Ledger {
  /** Users a client created and did not delete, with the last name it was told was saved. */
  users: Map<number, string>
  deletedUsers: number[]
  /** Usernames (shared ones) and the statuses their creates got. */
  sharedUsers: Map<string, number[]>
  groups: string[]
  /** Events alive, with their last acknowledged title; and the ones trashed. */
  events: Map<number, string>
  trashedEvents: number[]
  venues: number[]
  trashedVenues: number[]
  sharedTags: Map<string, number[]>
}

const newLedger = (): Ledger => ({
  users: new Map(),
  deletedUsers: [],
  sharedUsers: new Map(),
  groups: [],
  events: new Map(),
  trashedEvents: [],
  venues: [],
  trashedVenues: [],
  sharedTags: new Map(),
})

/** Counts how many store jobs wait and run at once, around the context's own queue. */
function watchQueue(context: MockContext) {
  const seen = { waiting: 0, running: 0, mostWaiting: 0, mostRunning: 0, jobs: 0 }
  const exclusive = context.exclusive.bind(context)
  context.exclusive = <T>(work: () => T | Promise<T>) => {
    seen.jobs++
    seen.waiting++
    seen.mostWaiting = Math.max(seen.mostWaiting, seen.waiting)
    return exclusive(async () => {
      seen.waiting--
      seen.running++
      seen.mostRunning = Math.max(seen.mostRunning, seen.running)
      try {
        // Holds the queue across a turn of the event loop, as a job awaiting real I/O
        // would: other requests arrive meanwhile and have to wait their turn.
        await new Promise((resolve) => setImmediate(resolve))
        return await work()
      } finally {
        seen.running--
      }
    })
  }
  return seen
}

function expectStatus(reply: Reply, status: number, what: string): void {
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBe(status)
}

function record(map: Map<string, number[]>, key: string, status: number): void {
  map.set(key, [...(map.get(key) ?? []), status])
}

/** One client's work: every step depends on what this client was told before. */
async function client(standin: Standin, id: number, ledger: Ledger): Promise<void> {
  const mine: number[] = []
  let venue: number | null = null
  for (let round = 0; round < ROUNDS; round++) {
    const tag = `c${id}-r${round}`
    const user = await standin.send('POST', USERS, { json: { username: `user-${tag}`, name: `User ${tag}` } })
    expectStatus(user, 201, `create user ${tag}`)
    ledger.users.set(user.body.pk, user.body.name)
    mine.push(user.body.pk)

    const shared = `shared-user-${round % SHARED}`
    const race = await standin.send('POST', USERS, { json: { username: shared, name: `Taken by ${id}` } })
    record(ledger.sharedUsers, shared, race.status)
    if (race.status === 201) ledger.users.set(race.body.pk, race.body.name)
    else expect(race.body, shared).toEqual({ username: ['A user with that username already exists.'] })

    if (round % 3 === 1) {
      const pk = mine[mine.length - 1]!
      const renamed = await standin.send('PATCH', `${USERS}${pk}/`, { json: { name: `Renamed ${tag}` } })
      expectStatus(renamed, 200, `rename user ${pk}`)
      ledger.users.set(pk, renamed.body.name)
    }
    if (round % 4 === 3) {
      const pk = mine.shift()!
      expectStatus(await standin.send('DELETE', `${USERS}${pk}/`), 204, `delete user ${pk}`)
      ledger.users.delete(pk)
      ledger.deletedUsers.push(pk)
    }
    if (round % 3 === 0) {
      const group = await standin.send('POST', GROUPS, { json: { name: `group-${tag}`, parent: null, users: mine } })
      expectStatus(group, 201, `create group ${tag}`)
      ledger.groups.push(group.body.pk)
    }

    if (round % 4 === 0) {
      const created = await standin.send('POST', `${CALENDAR}/venues`, { json: { venue: `Venue ${tag}` } })
      expectStatus(created, 201, `create venue ${tag}`)
      venue = created.body.id
      ledger.venues.push(created.body.id)
    }
    const event = await standin.send('POST', `${CALENDAR}/events`, {
      json: { title: `Event ${tag}`, start_date: '2027-03-10 19:00:00', end_date: '2027-03-10 22:00:00', venue },
    })
    expectStatus(event, 201, `create event ${tag}`)
    const retitled = await standin.send('POST', `${CALENDAR}/events/${event.body.id}`, {
      json: { title: `Event ${tag} (moved)` },
    })
    expectStatus(retitled, 200, `retitle event ${event.body.id}`)
    ledger.events.set(event.body.id, retitled.body.title)
    if (round % 4 === 2) {
      expectStatus(
        await standin.send('DELETE', `${CALENDAR}/events/${event.body.id}`),
        200,
        `trash event ${event.body.id}`,
      )
      ledger.events.delete(event.body.id)
      ledger.trashedEvents.push(event.body.id)
    }
    if (round % 6 === 5 && venue !== null) {
      expectStatus(await standin.send('DELETE', `${CALENDAR}/venues/${venue}`), 200, `trash venue ${venue}`)
      ledger.venues.splice(ledger.venues.indexOf(venue), 1)
      ledger.trashedVenues.push(venue)
      venue = null
    }

    const sharedTag = `Shared tag ${round % SHARED}`
    const tagged = await standin.send('POST', `${CALENDAR}/tags`, { json: { name: sharedTag } })
    record(ledger.sharedTags, sharedTag, tagged.status)
    if (tagged.status !== 201)
      expect(tagged.body, sharedTag).toMatchObject({ code: 'term_exists', data: { status: 400 } })
  }
}

describe.each(['msw', 'koa'] as const)('many clients writing at once through %s', (host) => {
  let standin: Standin
  let seededUsers: number
  let queue: ReturnType<typeof watchQueue>
  const ledger = newLedger()

  beforeAll(async () => {
    standin = await (host === 'msw' ? startMswStandin : startKoaStandin)()
    seededUsers = standin.context.identity.users.size
    queue = watchQueue(standin.context)
    await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(standin, id, ledger)))
  }, 120_000)
  afterAll(() => standin?.close())

  it('ran the requests one at a time against the store, while many waited', () => {
    expect(queue.mostRunning).toBe(1)
    expect(queue.mostWaiting).toBeGreaterThan(1)
    expect(queue.jobs).toBeGreaterThan(CLIENTS * ROUNDS * 5)
  })

  it('every acknowledged identity write is visible, and every delete', async () => {
    for (const [pk, name] of ledger.users) {
      const reply = await standin.send('GET', `${USERS}${pk}/`)
      expectStatus(reply, 200, `read user ${pk}`)
      expect(reply.body.name).toBe(name)
    }
    for (const pk of ledger.deletedUsers)
      expectStatus(await standin.send('GET', `${USERS}${pk}/`), 404, `read deleted user ${pk}`)
    for (const pk of ledger.groups) expectStatus(await standin.send('GET', `${GROUPS}${pk}/`), 200, `read group ${pk}`)
  })

  it('counts add up, and each raced username went to exactly one client', async () => {
    const created = [...ledger.users.keys()].length + ledger.deletedUsers.length
    const listed = await standin.send('GET', `${USERS}?limit=1`)
    expect(listed.body.count).toBe(seededUsers + created - ledger.deletedUsers.length)
    for (const [name, statuses] of ledger.sharedUsers) {
      expect(
        statuses.filter((status) => status === 201),
        name,
      ).toHaveLength(1)
      expect(
        statuses.filter((status) => status === 400),
        name,
      ).toHaveLength(statuses.length - 1)
    }
    const usernames = standin.context.identity.users.rows().map((user) => user.username)
    expect(new Set(usernames).size).toBe(usernames.length)
    const pks = standin.context.identity.users.rows().map((user) => user.pk)
    expect(new Set(pks).size).toBe(pks.length)
  })

  it('groups only name users that exist', () => {
    const users = standin.context.identity.users
    for (const group of standin.context.identity.groups.rows()) {
      for (const pk of group.users) expect(users.has(pk), `group ${group.name} names user ${pk}`).toBe(true)
    }
  })

  it('every acknowledged calendar write is visible; trashed posts are trashed; no event points at a trashed venue', () => {
    const db = standin.context.calendar
    for (const [id, title] of ledger.events) expect(db.events.get(id)?.title, `event ${id}`).toBe(title)
    for (const id of ledger.trashedEvents) expect(db.events.get(id)?.status, `event ${id}`).toBe('trash')
    for (const id of ledger.venues) expect(db.venues.get(id)?.status, `venue ${id}`).toBe('publish')
    for (const id of ledger.trashedVenues) expect(db.venues.get(id)?.status, `venue ${id}`).toBe('trash')
    for (const event of db.events.rows()) {
      if (event.venue !== null)
        expect(db.venues.get(event.venue)?.status, `venue of event ${event.id}`).not.toBe('trash')
    }
    const postIds = [db.events, db.venues, db.organizers, db.attachments].flatMap((table) =>
      table.rows().map((row) => row.id),
    )
    expect(new Set(postIds).size).toBe(postIds.length)
    expect(Math.max(...postIds)).toBeLessThanOrEqual(db.sequences.posts)
  })

  it('each raced tag name was created once', () => {
    for (const [name, statuses] of ledger.sharedTags) {
      expect(
        statuses.filter((status) => status === 201),
        name,
      ).toHaveLength(1)
      expect(standin.context.calendar.termsOf('post_tag').filter((term) => term.name === name)).toHaveLength(1)
    }
  })

  it('every row still fits its schema (the whole store restores as a snapshot)', async () => {
    expect(await checkSnapshot(takeSnapshot(standin.context))).toMatchObject({ ok: true })
  })
})
