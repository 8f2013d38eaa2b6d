import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { type Standin, startKoaStandin } from '../../../test/helpers/standin.js'

/** The stub files the site shows (docs/guide/stubs.md), posted to a running server and answering. */

const file = (name: string) => JSON.parse(readFileSync(new URL(`../stubs/${name}`, import.meta.url), 'utf8'))
let standin: Standin
beforeAll(async () => {
  standin = await startKoaStandin()
})
afterAll(() => standin.close())

it('maintenance.json: a --stubs list, each stub as POST /__standin/stubs takes it', async () => {
  for (const stub of file('maintenance.json')) {
    const added = await standin.send('POST', '/__standin/stubs', { json: stub })
    expect(added.status, added.text).toBe(201)
  }
  const users = await standin.send('GET', '/api/v2beta/core/users/?search=alice')
  expect([users.status, users.headers.get('retry-after'), users.body]).toEqual([503, '5', { detail: 'Maintenance.' }])
  expect((await standin.send('GET', '/wp-json/cal/events/v1/events/12345')).status).toBe(404)
  await standin.send('DELETE', '/__standin/stubs')
})

it('templated.json: answers from the request, the path capture, a posted field, the clock', async () => {
  expect((await standin.send('POST', '/__standin/stubs', { json: file('templated.json') })).status).toBe(201)
  await standin.send('POST', '/__standin/clock', { json: { now: '2030-01-01T10:00:00Z' } })
  const invited = await standin.send('POST', '/api/v2beta/core/groups/7/invite/', {
    json: { email: 'a@example.com' },
  })
  expect(invited.status).toBe(201)
  // {{now}} is written as WireMock writes it: UTC, without fractions of a second.
  expect(invited.body).toEqual({ group: '7', email: 'a@example.com', invited_at: '2030-01-01T10:00:00Z' })
  expect(invited.headers.get('location')).toMatch(/^\/api\/v2beta\/core\/groups\/7\/invite\/[0-9a-f-]{36}\/$/)
})
