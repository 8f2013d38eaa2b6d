import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedIdentity } from '../../../fixtures/identity/seed.js'
import { apis } from '../../../mocks/context/apis.js'
import { createMockContext, DEFAULT_TOKEN, type MockContext } from '../../../mocks/context/context.js'
import { freezeStores, adoptStores } from '../../../mocks/context/snapshot.js'
import type { SomeCollection } from '../../../mocks/identity/collection.js'
import type { IdentityDb } from '../../../mocks/identity/db.js'
import { applyOrdering, matchesSearch, parseOrdering, parseSearchTerms } from '../../../mocks/identity/listing.js'
import { resources } from '../../../mocks/identity/routes.js'
import { createSettableClock } from '../../../mocks/levers/clock.js'
import { createPipeline } from '../../../mocks/pipeline/pipeline.js'
import { afterRandomWrites } from '../../helpers/random-writes.js'
import { bodyText } from '../../../mocks/http/types.js'

/**
 * Identity's lists read views that follow each write (mocks/identity/list-views.ts). The
 * oracle is what lists did before them: the queryset's rows, searched, stably sorted and
 * sliced on every request (listing.ts). After random writes, every list, search and order of
 * the collections below must answer what the oracle computes from the table's rows.
 */

const ORIGIN = 'http://standin.test'
const pipeline = createPipeline(apis.find((api) => api.name === 'identity')!)

/** The collections under test, with their querysets as the oracle reads them from the table. */
const QUERYSETS: Record<string, (db: IdentityDb) => readonly object[]> = {
  '/core/users/': (db) => db.users.rows(),
  '/core/groups/': (db) => db.groups.rows(),
  '/audit/events/': (db) => [...db.events.rows()].reverse(),
  '/policies/dummy/': (db) => db.policies.rows().filter((row) => row.kind === 'dummy'),
  '/policies/all/': (db) => db.policies.rows(),
}
const collectionAt = (path: string) => resources.find((resource) => resource.path === path) as SomeCollection

const SEARCHES = ['', 'search=al', 'search=ali', 'search=bob%20ex', 'search=model_created', 'search=Zed', 'search=a,b']

/** Each query a list is read with: plain, every orderable field both ways, searches, two keys, pages. */
function queriesOf(collection: SomeCollection): string[] {
  const orderable = Object.entries(collection.fields)
    .filter(([, field]) => field.orderable)
    .map(([name]) => name)
  const orderings = ['', ...orderable.flatMap((name) => [`ordering=${name}`, `ordering=-${name}`])]
  const queries = [...orderings, ...SEARCHES.slice(1), `${SEARCHES[2]}&ordering=-${orderable[1] ?? 'pk'}`]
  if (orderable.length > 1) queries.push(`ordering=-${orderable[1]},${orderable[0]}`)
  return queries.flatMap((query) => [query, `${query}${query ? '&' : ''}limit=7&offset=3`])
}

/** What the list answered before views: count and the page's keys. */
function oracle(db: IdentityDb, path: string, query: string): { count: number; keys: unknown[] } {
  const collection = collectionAt(path)
  const params = new URLSearchParams(query)
  const output = { db, origin: ORIGIN }
  let rows = QUERYSETS[path]!(db)
  const terms = parseSearchTerms(params.get('search'))
  if (terms.length > 0)
    rows = rows.filter((row) =>
      matchesSearch(
        terms,
        collection.searchFields.map((name) => collection.fields[name]?.read(row, name, output)),
      ),
    )
  const orderable = new Set(Object.keys(collection.fields).filter((name) => collection.fields[name]?.orderable))
  const ordered = applyOrdering(
    rows,
    parseOrdering(params.get('ordering'), orderable),
    (row, field) => collection.fields[field]?.read(row, field, output) ?? null,
  )
  const limit = Number(params.get('limit') ?? 100)
  const offset = Number(params.get('offset') ?? 0)
  return {
    count: ordered.length,
    keys: ordered.slice(offset, offset + limit).map((row) => (row as { pk: unknown }).pk),
  }
}

async function send(context: MockContext, method: string, path: string, body?: object) {
  const outcome = await pipeline.handle(
    {
      method,
      url: `${ORIGIN}/api/v2beta${path}`,
      headers: [
        ['host', 'standin.test'],
        ['authorization', `Bearer ${DEFAULT_TOKEN}`],
        ['content-type', 'application/json'],
      ],
      body: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: '127.0.0.1',
    },
    context,
  )
  if (outcome.kind !== 'answer') throw new Error(`${method} ${path} was not answered`)
  expect(outcome.response.status, `${method} ${path}`).toBeLessThan(300)
  return outcome.response
}

async function checkEveryList(context: MockContext): Promise<void> {
  for (const path of Object.keys(QUERYSETS)) {
    for (const query of queriesOf(collectionAt(path))) {
      const response = await send(context, 'GET', `${path}?${query}`)
      const body = JSON.parse(bodyText(response) ?? 'null') as { count: number; results: Array<{ pk: unknown }> }
      const expected = oracle(context.identity, path, query)
      expect({ path, query, count: body.count, keys: body.results.map((row) => row.pk) }).toEqual({
        path,
        query,
        ...expected,
      })
    }
  }
}

type Write =
  | { kind: 'user'; name: string }
  | { kind: 'rename user'; pick: number; name: string }
  | { kind: 'delete user'; pick: number }
  | { kind: 'policy'; name: string }
  | { kind: 'rename policy'; pick: number; name: string }
  | { kind: 'delete policy'; pick: number }
  | { kind: 'group'; name: string }

const name = fc.constantFrom('alice', 'Alison', 'bob', 'bob ex', 'zed', 'Zed Ali', 'carol', 'ab')
const pick = fc.nat()
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant('user' as const), name }),
  fc.record({ kind: fc.constant('rename user' as const), pick, name }),
  fc.record({ kind: fc.constant('delete user' as const), pick }),
  fc.record({ kind: fc.constant('policy' as const), name }),
  fc.record({ kind: fc.constant('rename policy' as const), pick, name }),
  fc.record({ kind: fc.constant('delete policy' as const), pick }),
  fc.record({ kind: fc.constant('group' as const), name }),
)

let made = 0
async function apply(context: MockContext, step: Write): Promise<void> {
  const db = context.identity
  const nth = <Row>(rows: readonly Row[], index: number) => rows[index % Math.max(1, rows.length)]
  const user = nth(db.users.rows(), 'pick' in step ? step.pick : 0)
  const policy = nth(
    db.policies.rows().filter((row) => row.kind === 'dummy'),
    'pick' in step ? step.pick : 0,
  )
  const unique = `${step.kind === 'group' ? 'g' : 'u'}${made++}`
  if (step.kind === 'user')
    await send(context, 'POST', '/core/users/', {
      username: `${step.name.replace(/\W/g, '')}.${unique}`,
      name: step.name,
    })
  if (step.kind === 'rename user' && user)
    await send(context, 'PATCH', `/core/users/${user.pk}/`, {
      name: step.name,
      email: `${step.name.replace(/\W/g, '')}@ex.org`,
    })
  if (step.kind === 'delete user' && user) await send(context, 'DELETE', `/core/users/${user.pk}/`)
  if (step.kind === 'policy') await send(context, 'POST', '/policies/dummy/', { name: step.name })
  if (step.kind === 'rename policy' && policy)
    await send(context, 'PATCH', `/policies/dummy/${policy.pk}/`, { name: step.name, result: true })
  if (step.kind === 'delete policy' && policy) await send(context, 'DELETE', `/policies/dummy/${policy.pk}/`)
  if (step.kind === 'group')
    await send(context, 'POST', '/core/groups/', { name: `${step.name} ${unique}`, parent: null, users: [] })
}

describe("identity's list views", () => {
  let context: MockContext
  beforeAll(async () => {
    context = createMockContext({ seed: 1, clock: createSettableClock(new Date('2026-11-20T10:00:00Z')) })
    await seedIdentity(context.identity, { seed: 1, users: 240 })
  })

  it('answer every list, search and order as a full recompute does, after any writes', async () => {
    await afterRandomWrites(context, {
      write,
      maxLength: 25,
      warm: async () => {
        await send(context, 'GET', '/core/users/?ordering=-name')
        await send(context, 'GET', '/core/users/?search=alice')
      },
      apply: (step) => apply(context, step),
      check: () => checkEveryList(context),
      numRuns: 12,
    })
  })

  it('answer a store that went back to an older version as that version was', async () => {
    adoptStores(context, freezeStores(context))
    const before = freezeStores(context)
    await checkEveryList(context)
    for (const step of ['ali', 'bob', 'zed']) await apply(context, { kind: 'user', name: step })
    adoptStores(context, before)
    await checkEveryList(context)
  })
})
