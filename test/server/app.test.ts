import { describe, expect, it } from 'vitest'
import { useStandin } from '../helpers/standin.js'

/** The Koa host around the APIs: what it adds, and what it must not change. */

const standin = useStandin({ host: 'koa' })

describe('the Koa host leaves API answers alone', () => {
  it.each([
    ['/api/v2beta/core/users/', 405, { detail: 'Method "PURGE" not allowed.' }],
    ['/wp-json/cal/events/v1/events', 404, { code: 'rest_no_route' }],
  ])('a method the control router does not know (PURGE %s) gets the API\'s answer, not a 501', async (path, status, body) => {
    const reply = await standin.send('PURGE', path)
    expect(reply.status).toBe(status)
    expect(reply.body).toMatchObject(body)
  })
})
