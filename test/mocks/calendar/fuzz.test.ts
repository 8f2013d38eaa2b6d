import { describe, expect, it } from 'vitest'
import { argsOf } from '../../../mocks/calendar/endpoint.js'
import { wpRoutes } from '../../../mocks/calendar/routes.js'
import { TEST_NOW, useStandin } from '../../helpers/standin.js'

/**
 * Every argument of every calendar endpoint, one at a time, set to values a client should
 * not send: the answer is always a response with WordPress's error shape or a success,
 * never a 5xx, and a failed write leaves the store as it was.
 */

const API = '/wp-json/cal/events/v1'
const standin = useStandin()

const HOSTILE: unknown[] = [
  null,
  '',
  '0',
  -1,
  1e21,
  'x'.repeat(5000),
  ['a', ['b']],
  { __proto__: { a: 1 }, constructor: { prototype: 1 }, id: 'nope' },
  '1,2,3',
  true,
]

/** Changes with any write: every table's version and the id sequences. */
function fingerprint(): string {
  const db = standin.context.calendar
  return JSON.stringify([Object.values(db.tables).map((table) => table.version), db.sequences])
}

function pathFor(path: string): string {
  const db = standin.context.calendar
  return `${API}${path}`.replace(':id', String(db.events.rows()[0]!.id)).replace(':slug', db.events.rows()[1]!.slug)
}

describe('every argument with hostile values', () => {
  for (const route of wpRoutes) {
    for (const endpoint of route.endpoints) {
      const [method] = endpoint.methods[0]!
      it(`${method} ${route.path || '/'}`, async () => {
        const env = { db: standin.context.calendar, viewer: { authenticated: true }, nowMs: Date.parse(TEST_NOW) }
        const names = Object.keys(argsOf(endpoint, env)).filter((name) => argsOf(endpoint, env)[name]!.in !== 'path')
        for (const name of names) {
          for (const value of HOSTILE) {
            let path = pathFor(
              route.path.replace('/venues/:id', '/venues/VENUE').replace('/organizers/:id', '/organizers/ORG'),
            )
            const db = standin.context.calendar
            path = path
              .replace('VENUE', String(db.venues.rows()[0]!.id))
              .replace('ORG', String(db.organizers.rows()[0]!.id))
            if (route.resource.startsWith('categories') || route.resource.startsWith('tags')) {
              const taxonomy = route.resource.startsWith('categories') ? 'tribe_events_cat' : 'post_tag'
              path = `${API}${route.path}`.replace(':id', String(db.termsOf(taxonomy)[0]!.id))
            }
            if (route.resource.endsWith('by_slug')) {
              const rows = route.resource.startsWith('venues')
                ? db.venues.rows()
                : route.resource.startsWith('organizers')
                  ? db.organizers.rows()
                  : db.events.rows()
              path = `${API}${route.path}`.replace(':slug', rows.find((row) => row.status !== 'trash')!.slug)
            }
            const before = fingerprint()
            const reply =
              method === 'GET' || method === 'DELETE'
                ? await standin.send(
                    method,
                    `${path}?${encodeURIComponent(name)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
                  )
                : await standin.send(method, path, {
                    body: JSON.stringify({ [name]: value }),
                    headers: { 'Content-Type': 'application/json' },
                  })
            expect(
              reply.status,
              `${method} ${path} ${name}=${JSON.stringify(value)}: ${reply.text.slice(0, 200)}`,
            ).toBeLessThan(500)
            if (reply.status >= 400) {
              expect(reply.body, `${name}=${JSON.stringify(value)}`).toMatchObject({
                code: expect.any(String),
                message: expect.any(String),
              })
              expect(fingerprint(), `nothing written for ${name}=${JSON.stringify(value)}`).toBe(before)
            }
          }
        }
      })
    }
  }
})

describe('found by the property-based fuzzer (test/fuzz/)', () => {
  it.each(['events', 'venues', 'organizers'])('a nested status list on /%s is a 400, not a 500', async (collection) => {
    const reply = await standin.send('GET', `${API}/${collection}?status[a][b]=publish`)
    expect(reply.status).toBe(400)
    expect(reply.body).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { status: expect.any(String) } },
    })
  })
})
