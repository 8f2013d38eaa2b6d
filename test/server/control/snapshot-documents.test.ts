import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Standin, startKoaStandin } from '../../helpers/standin.js'

/**
 * `PUT /__standin/snapshot` takes the checks a start gives a store file: a document nested to
 * overflow a reader, with a `__proto__` key, a section, table or sequence standin never writes,
 * or no generator state is a 400 in the control plane's shape, and nothing changes.
 */

let standin: Standin
let snapshot: any

beforeAll(async () => {
  standin = await startKoaStandin()
  snapshot = (await standin.send('GET', '/__standin/snapshot')).body
})
afterAll(() => standin.close())

/** The snapshot with one thing changed, as JSON text (`@` in a user's name stands for raw JSON put there). */
const edited =
  (edit: (copy: any) => void, raw = '') =>
  () => {
    const copy = structuredClone(snapshot)
    copy.identity.tables.users[0].name = '@'
    edit(copy)
    return JSON.stringify(copy).replace('"@"', raw || '"x"')
  }

describe('PUT /__standin/snapshot', () => {
  it.each([
    [
      'nested 5,000 deep',
      edited(() => undefined, `${'['.repeat(5000)}${']'.repeat(5000)}`),
      'nested deeper than 100 levels',
    ],
    ['with a __proto__ key', edited(() => undefined, '{"__proto__": {"polluted": true}}'), 'a key named "__proto__"'],
    [
      'with an API section standin does not serve',
      edited((s) => (s.billing = { tables: {}, sequences: {}, random: s.identity.random })),
      'Unrecognized key',
    ],
    [
      'with a table named constructor',
      edited((s) => (s.identity.tables.constructor = [])),
      'identity: unknown table(s) constructor',
    ],
    [
      'with a sequence standin does not keep',
      edited((s) => (s.calendar.sequences.pages = 1)),
      'calendar: unknown sequence(s) pages',
    ],
    ['without the generator state', edited((s) => delete s.calendar.random), 'calendar.random'],
    ['with a key a store never has', edited((s) => (s.identity.indexes = {})), 'Unrecognized key'],
  ])('refuses a snapshot %s with a 400 naming the problem, and changes nothing', async (_name, body, message) => {
    const reply = await standin.send('PUT', '/__standin/snapshot', {
      body: body(),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(reply.status).toBe(400)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/)
    expect(reply.body.error).toContain('The snapshot was refused, nothing changed: ')
    expect(reply.body.error).toContain(message)
    expect((await standin.send('GET', '/__standin/snapshot')).body).toEqual(snapshot)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
