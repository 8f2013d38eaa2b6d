import { describe, expect, expectTypeOf, it } from 'vitest'
import { identityResources, type User } from '../../../mocks/identity/resource-types.js'
import { BASE_PATH, resources } from '../../../mocks/identity/routes.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * The exported resource types describe what the API sends: every item of every identity list
 * parses with its resource schema and has exactly the schema's keys.
 */

const standin = useStandin()

describe('identity resource types', () => {
  it('has a resource schema for every collection', () => {
    expect(Object.keys(identityResources).sort()).toEqual(resources.map((resource) => resource.schema).sort())
  })

  it.each(resources.map((resource) => [resource.path, resource] as const))(
    '%s items fit their type',
    async (_path, resource) => {
      const schema = identityResources[resource.schema as keyof typeof identityResources]
      const reply = await standin.send('GET', `${BASE_PATH}${resource.path}?limit=100`)
      expect(reply.status).toBe(200)
      expect(reply.body.results.length).toBeGreaterThan(0)
      for (const item of reply.body.results) {
        expect(Object.keys(item).sort()).toEqual(Object.keys(schema.shape).sort())
        const parsed = schema.safeParse(item)
        expect(parsed.error).toBeUndefined()
      }
    },
  )

  it('types a user with the fields a client reads', () => {
    expectTypeOf<User>().toEqualTypeOf<{
      pk: number
      username: string
      name: string
      email: string
      is_superuser: boolean
    }>()
  })
})
