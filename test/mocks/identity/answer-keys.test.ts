import { beforeAll, describe, expect, it } from 'vitest'
import { scenarioVersion } from '../../../fixtures/scenario-loader.js'
import { DEFAULT_SEED } from '../../../fixtures/scenario-names.js'
import { createMockContext, DEFAULT_TOKEN, type MockContext } from '../../../mocks/context/context.js'
import { createPipeline } from '../../../mocks/pipeline/pipeline.js'
import { type ApiResponse, JsonText } from '../../../mocks/http/types.js'
import { LIST_KEY, READ_KEY } from '../../../mocks/identity/collection.js'
import { identityApi } from '../../../mocks/identity/routes.js'
import { adoptStores } from '../../../mocks/context/snapshot.js'

/**
 * Kept identity reads are keyed by what their declaration names (mocks/identity/resource.ts):
 * changing any declared input gives an answer rendered afresh, the same input the kept one.
 * A kept answer's body is the same JsonText object; a fresh one is a new object, even where
 * its text is the same.
 */

const pipeline = createPipeline<MockContext>(identityApi)
let context: MockContext

beforeAll(async () => {
  context = createMockContext()
  adoptStores(context, await scenarioVersion('default', DEFAULT_SEED, new Date('2026-11-20T10:00:00Z')))
})

async function get(target: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
  const url = new URL(target, 'http://standin.test')
  const outcome = await pipeline.handle(
    {
      method: 'GET',
      url: url.href,
      headers: Object.entries({ host: url.host, authorization: `Bearer ${DEFAULT_TOKEN}`, ...headers }),
      body: undefined,
      remoteAddress: undefined,
    },
    context,
  )
  if (outcome.kind !== 'answer') throw new Error(`${target} was dropped`)
  expect(outcome.response.status, target).toBe(200)
  return outcome.response
}

const bodyOf = async (target: string, headers?: Record<string, string>): Promise<JsonText> => {
  const { body } = await get(target, headers)
  expect(body).toBeInstanceOf(JsonText)
  return body as JsonText
}

const USER = '/api/v2beta/core/users/2/'
const USERS = '/api/v2beta/core/users/?limit=5'

/** For each declared input: a request, and another differing in that input alone. */
const variations: Record<
  string,
  { read: [string, string, Record<string, string>?]; list: [string, string, Record<string, string>?] }
> = {
  // The same user under another spelling of its path: the same text, still another key.
  path: { read: [USER, '/api/v2beta/core/users/%32/'], list: [USERS, '/api/v2beta/core/groups/?limit=5'] },
  query: { read: [USER, `${USER}?format=json`], list: [USERS, `${USERS}&offset=0`] },
  origin: {
    read: [USER, 'http://other.test/api/v2beta/core/users/2/'],
    list: [USERS, `${USERS}`, { 'x-forwarded-proto': 'https' }],
  },
}

describe('identity kept answers, keyed by declaration', () => {
  it('declares its inputs, and each has a variation below', () => {
    expect([...READ_KEY.request, ...READ_KEY.own].sort()).toEqual(Object.keys(variations).sort())
    expect([...LIST_KEY.request, ...LIST_KEY.own].sort()).toEqual(Object.keys(variations).sort())
  })

  it('gives the kept answer for the same request, frozen under test', async () => {
    const first = await get(USER)
    const again = await get(USER)
    expect(again.body).toBe(first.body)
    expect(Object.isFrozen(first.body)).toBe(true)
    expect(() => {
      ;(first.body as { text: string }).text = 'changed'
    }).toThrow(TypeError)
    expect((await get(USERS)).body).toBe((await get(USERS)).body)
  })

  for (const [input, { read, list }] of Object.entries(variations)) {
    it(`renders afresh when ${input} changes`, async () => {
      for (const [base, changed, headers] of [read, list]) {
        const kept = await bodyOf(base)
        expect(await bodyOf(base)).toBe(kept)
        const fresh = await bodyOf(changed, headers)
        expect(fresh).not.toBe(kept)
        // The changed request's own answer is kept in turn.
        expect(await bodyOf(changed, headers)).toBe(fresh)
      }
    })
  }

  it('renders afresh after a write to the store (another version), though the text is the same', async () => {
    const kept = await bodyOf(USER)
    const outcome = await pipeline.handle(
      {
        method: 'PATCH',
        url: 'http://standin.test/api/v2beta/core/users/3/',
        headers: [
          ['host', 'standin.test'],
          ['authorization', `Bearer ${DEFAULT_TOKEN}`],
          ['content-type', 'application/json'],
        ],
        body: JSON.stringify({ name: 'Another Name' }),
        remoteAddress: undefined,
      },
      context,
    )
    expect(outcome.kind === 'answer' && outcome.response.status).toBe(200)
    const fresh = await bodyOf(USER)
    expect(fresh).not.toBe(kept)
    expect(fresh.text).toBe(kept.text)
  })
})
