import { describe, expect, it } from 'vitest'
import { MAX_SORT_KEYS, parseOrdering } from '../../../mocks/identity/listing.js'
import { useStandin } from '../../helpers/standin.js'

const standin = useStandin()

const list = async (path: string, headers?: Record<string, string>) => {
  const reply = await standin.send('GET', `/api/v2beta${path}`, headers ? { headers } : {})
  expect(reply.status).toBe(200)
  return reply.body as { count: number; next: string | null; previous: string | null; results: any[] }
}
const db = () => standin.context.identity

describe('list envelope and paging', () => {
  it('answers {count, next, previous, results} in that order, 100 per page by default', async () => {
    const body = await list('/core/users/')
    expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results'])
    expect(body.count).toBe(db().users.size)
    expect(body.results).toHaveLength(Math.min(100, db().users.size))
  })

  it('pages with limit and offset, with absolute links', async () => {
    const page = await list('/core/users/?limit=5&offset=5')
    expect(page.results.map((user) => user.pk)).toEqual(
      db()
        .users.rows()
        .slice(5, 10)
        .map((user) => user.pk),
    )
    expect(page.next).toBe('http://standin.test/api/v2beta/core/users/?limit=5&offset=10')
    expect(page.previous).toBe('http://standin.test/api/v2beta/core/users/?limit=5')
  })

  it('falls back to the defaults on invalid numbers and past the end answers an empty page', async () => {
    expect((await list('/core/users/?limit=-1&offset=abc')).results).toHaveLength(Math.min(100, db().users.size))
    const beyond = await list('/core/users/?offset=100000')
    expect(beyond).toMatchObject({ count: db().users.size, next: null, results: [] })
  })

  it('builds https links behind a TLS proxy', async () => {
    const page = await list('/core/users/?limit=1', { 'X-Forwarded-Proto': 'https' })
    expect(page.next).toBe('https://standin.test/api/v2beta/core/users/?limit=1&offset=1')
  })
})

describe('ordering', () => {
  it('orders by any readable field, descending with "-"', async () => {
    const names = (await list('/core/users/?ordering=-username')).results.map((user) => user.username)
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)))
    const pks = (await list('/core/users/?ordering=-pk')).results.map((user) => user.pk)
    expect(pks).toEqual([...pks].sort((a, b) => b - a))
  })

  it('takes several keys and drops unknown ones', async () => {
    const groups = (await list('/core/groups/?ordering=nope,-is_superuser,name')).results
    expect(groups[0].is_superuser).toBe(true)
    const rest = groups.slice(1).map((group) => group.name)
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)))
    const unknownOnly = await list('/core/users/?ordering=password,__type__')
    expect(unknownOnly.results.map((user) => user.pk)).toEqual(
      db()
        .users.rows()
        .map((user) => user.pk),
    )
  })

  it(`takes the first key on each field, at most ${MAX_SORT_KEYS}: a repeated key changes nothing`, async () => {
    const once = (await list('/core/users/?ordering=-pk')).results.map((user) => user.pk)
    const repeated = Array.from({ length: 1_600 }, (_, index) => (index % 2 === 0 ? '-pk' : 'pk')).join(',')
    expect((await list(`/core/users/?ordering=${repeated}`)).results.map((user) => user.pk)).toEqual(once)
    const orderable = new Set(['pk', 'username', 'name', 'email', 'is_active', 'a', 'b', 'c', 'd', 'e'])
    expect(parseOrdering('name,-name,pk,name,-pk', orderable)).toEqual([
      { field: 'name', descending: false },
      { field: 'pk', descending: false },
    ])
    expect(parseOrdering([...orderable].join(','), orderable)).toHaveLength(MAX_SORT_KEYS)
  })

  it('orders by computed fields too (is_superuser, which crashes upstream)', async () => {
    const first = (await list('/core/users/?ordering=-is_superuser&limit=1')).results[0]
    expect(first.is_superuser).toBe(true)
  })

  it('ignores method fields such as __type__ and keeps the default order', async () => {
    const policies = await list('/policies/all/?ordering=__type__&limit=200')
    expect(policies.results.map((policy) => policy.pk)).toEqual(
      db()
        .policies.rows()
        .map((policy) => policy.pk),
    )
  })

  it('sorts nulls last ascending, first descending', async () => {
    const ascending = (await list('/core/applications/?ordering=provider')).results.map((app) => app.provider)
    expect(ascending.at(-1)).toBeNull()
    const descending = (await list('/core/applications/?ordering=-provider')).results.map((app) => app.provider)
    expect(descending[0]).toBeNull()
  })
})

describe('search', () => {
  it('finds users by any part of username, name or email, case-insensitively', async () => {
    const user = db().users.rows()[3]!
    for (const term of [user.username.toUpperCase(), user.name.split(' ')[1]!, user.email.split('@')[1]!]) {
      const found = await list(`/core/users/?search=${encodeURIComponent(term)}`)
      expect(found.results.map((row) => row.pk)).toContain(user.pk)
      for (const row of found.results) {
        expect(`${row.username} ${row.name} ${row.email}`.toLowerCase()).toContain(term.toLowerCase())
      }
    }
  })

  it('needs every term, split on spaces and commas', async () => {
    const user = db().users.rows()[3]!
    const [first, last] = user.name.split(' ')
    expect((await list(`/core/users/?search=${first},${last}`)).results.map((row) => row.pk)).toContain(user.pk)
    expect((await list(`/core/users/?search=${first}%20zzzzzz`)).count).toBe(0)
  })

  it('matches text literally, never as a pattern', async () => {
    expect((await list('/core/users/?search=.*')).count).toBe(0)
    expect((await list('/core/users/?search=%5E(a%2B)%2B%24')).count).toBe(0)
  })

  it('searches the other collections in their natural fields', async () => {
    expect((await list('/flows/instances/?search=default-authentication-flow')).results[0].slug).toBe(
      'default-authentication-flow',
    )
    expect((await list('/core/applications/?search=grafana')).count).toBeGreaterThan(0)
    expect(
      (await list('/audit/events/?search=login_failed')).results.every((event) => event.action === 'login_failed'),
    ).toBe(true)
  })

  it('is combined with ordering and paging, and counted after filtering', async () => {
    const page = await list('/core/users/?search=example&ordering=username&limit=2')
    expect(page.count).toBe(
      db()
        .users.rows()
        .filter((user) => `${user.username}${user.name}${user.email}`.includes('example')).length,
    )
    expect(page.next).toBe(
      'http://standin.test/api/v2beta/core/users/?limit=2&offset=2&ordering=username&search=example',
    )
  })
})

describe('/flows/bindings/ filters', () => {
  const bindings = () => db().flowStageBindings.rows()

  it('defaults to target, then order', async () => {
    const results = (await list('/flows/bindings/?limit=500')).results
    const keys = results.map((row) => [row.target, row.order])
    expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1)))
  })

  it.each([
    ['target', (row: any) => row.target],
    ['stage', (row: any) => row.stage],
    ['fsb_uuid', (row: any) => row.pk],
    ['pbm_uuid', (row: any) => row.pbm_uuid],
  ])('filters on %s', async (name, pick) => {
    const sample = bindings()[2]!
    const wanted = pick(sample)
    const found = (await list(`/flows/bindings/?${name}=${wanted}`)).results
    expect(found.length).toBeGreaterThan(0)
    const stored = found.map((row) => db().flowStageBindings.get(row.pk)!)
    expect(stored.every((row) => pick(row) === wanted)).toBe(true)
  })

  it('filters on order, re_evaluate_policies and policies', async () => {
    expect((await list('/flows/bindings/?order=100')).results.every((row) => row.order === 100)).toBe(true)
    expect((await list('/flows/bindings/?re_evaluate_policies=true')).count).toBe(0)
    expect((await list('/flows/bindings/?re_evaluate_policies=0')).count).toBe(bindings().length)
    expect((await list('/flows/bindings/?re_evaluate_policies=whatever')).count).toBe(bindings().length)
    const bound = db()
      .policyBindings.rows()
      .find((row) => db().flowStageBindings.has(row.target))!
    const found = (await list(`/flows/bindings/?policies=${bound.policy}`)).results
    expect(found.map((row) => row.pk)).toEqual([bound.target])
    expect(found[0].policies).toContain(bound.policy)
  })

  it('answers 400 for malformed or unknown filter values, ignores empty ones', async () => {
    const bad = await standin.send('GET', '/api/v2beta/flows/bindings/?target=nope&order=x&fsb_uuid=1&policies=abc')
    expect(bad.status).toBe(400)
    expect(bad.body).toEqual({
      fsb_uuid: ['Enter a valid UUID.'],
      target: ['Select a valid choice. That choice is not one of the available choices.'],
      policies: ['\u201cabc\u201d is not a valid value.'],
      order: ['Enter a number.'],
    })
    expect((await list('/flows/bindings/?target=&stage=')).count).toBe(bindings().length)
  })
})

describe('cached sort orders and search indexes stay fresh', () => {
  const big = useStandin({ host: 'koa' })

  it('a large collection reflects writes in its next ordered or searched page', async () => {
    const { seedIdentity } = await import('../../../fixtures/identity/seed.js')
    big.context.identity.reset(5)
    await seedIdentity(big.context.identity, { seed: 5, users: 400 })
    const first = async (query: string) => (await big.send('GET', `/api/v2beta/core/users/?${query}`)).body
    const before = await first('ordering=username&limit=1')
    await first('search=zzzz-fresh&limit=1')
    const created = await big.send('POST', '/api/v2beta/core/users/', {
      json: { username: '0000.first', name: 'Zzzz-Fresh Person' },
    })
    expect(created.status).toBe(201)
    expect((await first('ordering=username&limit=1')).results[0].username).toBe('0000.first')
    expect((await first('search=zzzz-fresh')).results.map((user: any) => user.pk)).toEqual([created.body.pk])
    await big.send('DELETE', `/api/v2beta/core/users/${created.body.pk}/`)
    expect((await first('ordering=username&limit=1')).results[0]).toEqual(before.results[0])
    expect((await first('search=zzzz-fresh')).count).toBe(0)
  })
})
