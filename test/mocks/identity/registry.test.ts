import { describe, expect, expectTypeOf, it } from 'vitest'
import type { CreateInputOf, KeyOf, RowOf, UpdateInputOf } from '../../../mocks/identity/registry.js'
import { identityCollections } from '../../../mocks/identity/registry.js'
import type { UserRow } from '../../../mocks/identity/tables.js'

/** The registry other code builds on (factories, the route table): paths, and the types each collection gives. */

describe('the identity collection registry', () => {
  it('names each collection by its path', () => {
    for (const [path, collection] of Object.entries(identityCollections)) expect(collection.path).toBe(`/${path}/`)
  })

  it('types a collection from its description alone', () => {
    expectTypeOf<RowOf<'core/users'>>().toEqualTypeOf<UserRow>()
    expectTypeOf<KeyOf<'core/users'>>().toEqualTypeOf<number>()
    expectTypeOf<CreateInputOf<'core/users'>>().toEqualTypeOf<{ username: string; name: string; email: string }>()
    expectTypeOf<UpdateInputOf<'core/users'>>().toEqualTypeOf<{ username?: string; name?: string; email?: string }>()
    // Defaults make a field present on create; a nullable field keeps null in its type.
    expectTypeOf<CreateInputOf<'core/groups'>['parent']>().toEqualTypeOf<string | null>()
    expectTypeOf<CreateInputOf<'providers/oauth2'>['client_type']>().toEqualTypeOf<'confidential' | 'public'>()
    // A write-only input with neither a requirement nor a default may be missing.
    expectTypeOf<CreateInputOf<'providers/proxy'>['authorization_flow']>().toEqualTypeOf<string | undefined>()
  })
})
