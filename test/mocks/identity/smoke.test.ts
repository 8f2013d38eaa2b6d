import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMswStandin, type Standin } from '../../helpers/standin.js'

let standin: Standin
beforeAll(async () => {
  standin = await startMswStandin()
})
afterAll(() => standin.close())

describe('smoke', () => {
  it('lists users', async () => {
    const reply = await standin.send('GET', '/api/v2beta/core/users/?limit=2')
    expect(reply.status).toBe(200)
    expect(reply.body.results).toHaveLength(2)
  })
  it('creates a user', async () => {
    const reply = await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'new.user', name: 'New User' } })
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({ pk: expect.any(Number), username: 'new.user', name: 'New User', is_superuser: false, email: '' })
  })
})
