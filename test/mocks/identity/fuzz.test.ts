import { describe, expect, it } from 'vitest'
import { takeSnapshot } from '../../../mocks/context/snapshot.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * What the property-based fuzzer (test/fuzz/) found in the identity API, one regression test
 * each: every request here once answered a 5xx or changed the store while refused.
 */

const standin = useStandin({ resetEach: true })

const store = () => JSON.stringify(takeSnapshot(standin.context))

describe('found by the fuzzer', () => {
  it('a refused create leaves the generator alone: the next create makes the same client id', async () => {
    const before = store()
    const refused = await standin.send('POST', '/api/v2beta/providers/oauth2/', { json: {} })
    expect(refused.status).toBe(400)
    expect(store()).toBe(before)
  })
  it.each([
    [
      'a number past the float range',
      '{"name":"g","parent":null,"users":[],"attributes":{"x":1e400}}',
      'JSON parse error - Out of range float values are not JSON compliant: inf',
    ],
    [
      "nesting past Python's recursion limit",
      `{"name":"g","parent":null,"users":[],"attributes":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      'JSON parse error - maximum recursion depth exceeded while decoding a JSON document',
    ],
  ])('%s in a JSON column is a 400 parse error, not a 500', async (_what, body, detail) => {
    const before = store()
    const reply = await standin.send('POST', '/api/v2beta/core/groups/', {
      body,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ detail })
    expect(store()).toBe(before)
  })

  it('nesting Python reads (500 levels) is stored and read back', async () => {
    const attributes = JSON.parse(`${'['.repeat(500)}1${']'.repeat(500)}`)
    const created = await standin.send('POST', '/api/v2beta/core/groups/', {
      json: { name: 'deep', parent: null, users: [], attributes },
    })
    expect(created.status).toBe(201)
    expect((await standin.send('GET', `/api/v2beta/core/groups/${created.body.pk}/`)).body.attributes).toEqual(
      attributes,
    )
  })
})
