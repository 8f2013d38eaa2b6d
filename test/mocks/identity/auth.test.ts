import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

const standin = useStandin()

const USERS = '/api/v2beta/core/users/'
const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`
const as = (authorization: string) => standin.send('GET', USERS, { headers: { Authorization: authorization } })

describe('identity authentication', () => {
  it('accepts Bearer <token>', async () => {
    expect((await as('Bearer standin-dev-token')).status).toBe(200)
  })

  it('accepts Basic base64(<anything>:<token>), as upstream does', async () => {
    expect((await as(basic('whoever:standin-dev-token'))).status).toBe(200)
    expect((await as(basic(':standin-dev-token'))).status).toBe(200)
    expect((await as(`basic ${Buffer.from('x:standin-dev-token').toString('base64')}`)).status).toBe(200)
  })

  it('answers 401 with WWW-Authenticate when credentials are missing', async () => {
    const reply = await standin.send('GET', USERS, { auth: false })
    expect(reply.status).toBe(401)
    expect(reply.headers.get('www-authenticate')).toBe('Basic realm="passbook"')
    expect(reply.body).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it('treats an unknown scheme like no credentials', async () => {
    const reply = await as('Token standin-dev-token')
    expect(reply.status).toBe(401)
    expect(reply.body).toEqual({ detail: 'Authentication credentials were not provided.' })
  })

  it.each([
    ['Bearer wrong', 'Invalid token.'],
    [basic('user:wrong'), 'Invalid token.'],
    [basic('no-colon-at-all'), 'Invalid token.'],
    ['Basic', 'Invalid basic header. No credentials provided.'],
    ['Basic a b', 'Invalid basic header. Credentials string should not contain spaces.'],
    ['Basic %%%notbase64', 'Invalid basic header. Credentials not correctly base64 encoded.'],
    [
      `Basic ${Buffer.from([0xff, 0xfe, 0x3a]).toString('base64')}`,
      'Invalid basic header. Credentials not correctly base64 encoded.',
    ],
    ['Bearer', 'Invalid token header. No credentials provided.'],
    ['Bearer a b', 'Invalid token header. Token string should not contain spaces.'],
  ])('answers 401 for %j', async (authorization, detail) => {
    const reply = await as(authorization)
    expect(reply.status).toBe(401)
    expect(reply.headers.get('www-authenticate')).toBe('Basic realm="passbook"')
    expect(reply.body).toEqual({ detail })
  })

  it('guards every operation, writes included, before looking anything up', async () => {
    for (const [method, path] of [
      ['POST', USERS],
      ['GET', `${USERS}1/`],
      ['PUT', `${USERS}1/`],
      ['PATCH', `${USERS}999/`],
      ['DELETE', `${USERS}1/`],
      ['POST', '/api/v2beta/audit/events/'],
    ] as const) {
      const reply = await standin.send(method, path, { auth: false, ...(method === 'GET' ? {} : { json: {} }) })
      expect(reply.status, `${method} ${path}`).toBe(401)
    }
    expect((await standin.send('GET', `${USERS}1/`)).status).toBe(200)
  })

  it('serves the API root without credentials', async () => {
    const reply = await standin.send('GET', '/api/v2beta/', { auth: false })
    expect(reply.status).toBe(200)
    expect(Object.keys(reply.body)).toHaveLength(25)
    expect(reply.body['core/users']).toBe('http://standin.test/api/v2beta/core/users/')
  })
})
