import { describe, expect, it } from 'vitest'
import { takeSnapshot } from '../../../mocks/snapshot.js'
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
})
