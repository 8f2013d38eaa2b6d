import { describe, expect, it } from 'vitest'
import { useStandin } from '../helpers/standin.js'

const standin = useStandin({ host: 'koa' })

const reset = (body?: unknown, raw?: string) =>
  standin.send('POST', '/__standin/reset', raw !== undefined ? { body: raw, headers: { 'Content-Type': 'application/json' } } : { json: body })
const userCount = async () => (await standin.send('GET', '/api/v2beta/core/users/?limit=1')).body.count

describe('control routes', () => {
  it('GET /__standin/health answers 200', async () => {
    const reply = await standin.send('GET', '/__standin/health', { auth: false })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ status: 'ok' })
  })

  it('reset to "empty" empties every collection; reset to "default" brings the seed back', async () => {
    const seeded = await userCount()
    expect((await reset({ scenario: 'empty' })).status).toBe(204)
    expect(await userCount()).toBe(0)
    expect((await standin.send('GET', '/api/v2beta/policies/all/')).body.count).toBe(0)
    expect((await reset({ scenario: 'default' })).status).toBe(204)
    expect(await userCount()).toBe(seeded)
  })

  it('reset undoes writes and honours the seed', async () => {
    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'temp', name: 'Temp' } })
    await reset({})
    expect((await standin.send('GET', '/api/v2beta/core/users/?search=temp')).body.count).toBe(0)
    await reset({ scenario: 'default', seed: 2 })
    const two = (await standin.send('GET', '/api/v2beta/core/users/?limit=3')).body.results
    await reset({ scenario: 'default', seed: 1 })
    const one = (await standin.send('GET', '/api/v2beta/core/users/?limit=3')).body.results
    expect(two).not.toEqual(one)
  })

  it('reset sets up a named provider state, as a Pact state URL, and answers its values', async () => {
    const setup = await reset({ state: 'a user exists', params: {}, action: 'setup' })
    expect(setup.status).toBe(200)
    expect(setup.body).toEqual({ id: expect.any(Number), username: expect.any(String) })
    const user = await standin.send('GET', `/api/v2beta/core/users/${setup.body.id}/`)
    expect(user.body.username).toBe(setup.body.username)

    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'console-ada', name: 'Ada' } })
    expect((await reset({ state: 'no user has this username', params: { username: 'console-ada' } })).status).toBe(200)
    expect((await standin.send('GET', '/api/v2beta/core/users/?search=console-ada')).body.count).toBe(0)

    expect((await reset({ state: 'no events exist', action: 'teardown' })).status).toBe(204)
    expect((await reset({ state: '', params: {}, action: 'setup' })).status).toBe(204)
    expect((await standin.send('GET', '/api/v2beta/core/users/?search=console-ada')).body.count).toBe(0)
    expect((await reset({ state: 'no events exist' })).status).toBe(200)
    expect((await standin.send('GET', '/wp-json/cal/events/v1/events')).body.total).toBe(0)
  })

  it.each([
    [{ state: 'nope' }, 'Unknown provider state "nope"'],
    [{ state: 'a user exists', params: [1] }, '"params" must be a JSON object.'],
    [{ state: 'a user exists', action: 'undo' }, '"action" must be "setup" or "teardown".'],
    [{ state: 'no user has this username', params: {} }, 'could not be set up: the state needs a "username" parameter'],
  ])('reset refuses the state call %j with 400', async (body, message) => {
    const reply = await reset(body)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
  })

  it.each([
    [undefined, '{not json', 'The body is not valid JSON.'],
    [[1], undefined, 'The body must be a JSON object'],
    [{ scenario: 'nope' }, undefined, 'Unknown scenario "nope"'],
    [{ scenario: 'default', seed: -1 }, undefined, '"seed" must be a non-negative integer.'],
    [{ scenario: 'default', seed: 'x' }, undefined, '"seed" must be a non-negative integer.'],
  ])('reset refuses %j %j with 400', async (body, raw, message) => {
    const reply = await reset(body, raw)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toContain(message)
  })

  it('answers other paths with 404', async () => {
    expect((await standin.send('GET', '/nowhere')).status).toBe(404)
  })
})
