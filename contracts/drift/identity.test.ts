import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { PACTS, pactFile } from '../pacts.js'
import { drifted, errorsOf, readJson, useScratch, validate } from './validate.js'

/**
 * The identity pact against the identity API's Swagger 2.0 document as standin serves it
 * (mocks/identity/swagger.json). The tool ignores drf-yasg's `x-nullable`, so it is handed the
 * document with those fields typed as JSON Schema's `[type, "null"]`, the reading our
 * conformance test applies too; nothing else is changed.
 */

const DOCUMENT = fileURLToPath(new URL('../../mocks/identity/swagger.json', import.meta.url))
const PACT = pactFile(PACTS.identity)

function withNullTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withNullTypes)
  if (typeof schema !== 'object' || schema === null) return schema
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, withNullTypes(value)]),
  )
  if (out['x-nullable'] === true && typeof out.type === 'string') out.type = [out.type, 'null']
  return out
}

const write = useScratch()

describe('the identity pact against the identity Swagger document', () => {
  const document = () => write('identity-swagger.json', withNullTypes(readJson(DOCUMENT)))

  it('agree on every path, request and response field', async () => {
    const outcome = await validate(document(), PACT)
    expect(errorsOf(outcome)).toEqual([])
    expect(outcome.success).toBe(true)
  })

  it('an undeclared response field or an undocumented path fails the check', async () => {
    const pact = drifted(
      readJson(PACT),
      'identity.core.users.read: one object',
      'identity.core.groups.list: a page of the collection',
      'nickname',
      'avatars',
    )
    const outcome = await validate(document(), write('identity-drifted.json', pact))
    expect(outcome.success).toBe(false)
    expect(errorsOf(outcome).sort()).toEqual([
      expect.stringMatching(
        /^identity\.core\.groups\.list: a page of the collection: request\.path-or-method\.unknown: .* GET \/api\/v2beta\/core\/groups\/avatars\/$/,
      ),
      expect.stringMatching(
        /^identity\.core\.users\.read: one object: response\.body\.incompatible: .*additional properties - nickname$/,
      ),
    ])
  })
})
