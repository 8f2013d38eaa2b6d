import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

const standin = useStandin()

const USERS = '/api/v2beta/core/users/'

describe('identity error shapes', () => {
  it.each([
    '/api/v2beta/core/users/999999/',
    '/api/v2beta/core/users/abc/',
    '/api/v2beta/core/users/1.5/',
    '/api/v2beta/core/users/99999999999999999999999/',
    '/api/v2beta/core/groups/not-a-uuid/',
    '/api/v2beta/core/groups/00000000-0000-4000-8000-000000000000/',
    '/api/v2beta/policies/dummy/%E0%A4%A/',
  ])('answers 404 Not found for %s', async (path) => {
    const reply = await standin.send('GET', path)
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ detail: 'Not found.' })
  })

  it('finds uuids however Python would spell them', async () => {
    const pk: string = (await standin.send('GET', '/api/v2beta/core/groups/?limit=1')).body.results[0].pk
    for (const spelling of [pk.toUpperCase(), pk.replace(/-/g, ''), `{${pk}}`]) {
      expect((await standin.send('GET', `/api/v2beta/core/groups/${spelling}/`)).body.pk).toBe(pk)
    }
  })

  it('typed collections do not show other types under their ids', async () => {
    const all = (await standin.send('GET', '/api/v2beta/policies/all/?limit=200')).body.results
    const expression = all.find((policy: { __type__: string }) => policy.__type__ === 'expression')
    expect((await standin.send('GET', `/api/v2beta/policies/dummy/${expression.pk}/`)).status).toBe(404)
    expect((await standin.send('GET', `/api/v2beta/policies/expression/${expression.pk}/`)).status).toBe(200)
  })

  it('answers 405 with Allow for methods a view does not offer', async () => {
    const onItem = await standin.send('POST', `${USERS}1/`, { json: {} })
    expect(onItem.status).toBe(405)
    expect(onItem.body).toEqual({ detail: 'Method "POST" not allowed.' })
    expect(onItem.headers.get('allow')).toBe('GET, PUT, PATCH, DELETE, HEAD, OPTIONS')

    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const reply = await standin.send(method, '/api/v2beta/policies/all/', { json: {} })
      expect(reply.status).toBe(405)
      expect(reply.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    }
    const readOnlyItem = await standin.send('DELETE', '/api/v2beta/providers/all/1/')
    expect(readOnlyItem.status).toBe(405)
    expect(readOnlyItem.body).toEqual({ detail: 'Method "DELETE" not allowed.' })
  })

  it('every view answers with its Allow, Vary and a request id', async () => {
    const reply = await standin.send('GET', USERS)
    expect(reply.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
    expect(reply.headers.get('vary')).toBe('Accept')
    expect(reply.headers.get('content-type')).toBe('application/json')
    expect(reply.headers.get('x-passbook-id')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('redirects a path without its trailing slash, keeping the query', async () => {
    const reply = await standin.send('GET', '/api/v2beta/core/users?limit=1&offset=2')
    expect(reply.status).toBe(301)
    expect(reply.headers.get('location')).toBe('/api/v2beta/core/users/?limit=1&offset=2')
    expect((await standin.send('POST', '/api/v2beta/core/users/7', { json: {} })).status).toBe(301)
  })

  it('answers 404 in JSON for paths the API does not have', async () => {
    const reply = await standin.send('GET', '/api/v2beta/core/nothing/')
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ detail: 'Not found.' })
  })

  it.each([
    ['{"username": "a"', "JSON parse error - Expecting ',' delimiter: line 1 column 17 (char 16)"],
    ['', undefined],
    ['   ', 'JSON parse error - Expecting value: line 1 column 4 (char 3)'],
    ['{"a":1}trailing', 'JSON parse error - Extra data: line 1 column 8 (char 7)'],
  ])('reports malformed JSON %j as DRF does', async (body, detail) => {
    const reply = await standin.send('POST', USERS, { body, headers: { 'Content-Type': 'application/json' } })
    expect(reply.status).toBe(400)
    if (detail) expect(reply.body).toEqual({ detail })
    else expect(reply.body).toEqual({ username: ['This field is required.'], name: ['This field is required.'] })
  })

  it.each([
    ['[1, 2]', 'Invalid data. Expected a dictionary, but got list.'],
    ['"text"', 'Invalid data. Expected a dictionary, but got str.'],
    ['42', 'Invalid data. Expected a dictionary, but got int.'],
    ['true', 'Invalid data. Expected a dictionary, but got bool.'],
    ['null', 'No data provided'],
  ])('refuses the JSON body %s that is not an object', async (body, message) => {
    const reply = await standin.send('POST', USERS, { body, headers: { 'Content-Type': 'application/json' } })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ non_field_errors: [message] })
  })

  it('answers 415 with the Content-Type it got', async () => {
    const reply = await standin.send('POST', USERS, {
      body: 'x',
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
    expect(reply.status).toBe(415)
    expect(reply.body).toEqual({ detail: 'Unsupported media type "text/plain; charset=utf-8" in request.' })
  })

  it('reads form bodies, repeated keys as lists', async () => {
    const reply = await standin.send('POST', '/api/v2beta/core/groups/', {
      body: 'name=Form+Group&parent=&users=1&users=2',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({ parent: ['\u201c\u201d is not a valid UUID.'] })
    const multipart = new FormData()
    multipart.append('username', 'multi.part')
    multipart.append('name', 'Multi Part')
    const encoded = new Response(multipart)
    const created = await standin.send('POST', USERS, {
      body: await encoded.text(),
      headers: { 'Content-Type': encoded.headers.get('content-type')! },
    })
    expect(created.status).toBe(201)
    expect(created.body.username).toBe('multi.part')
  })

  it('answers 406 when the client accepts nothing we render', async () => {
    const reply = await standin.send('GET', USERS, { headers: { Accept: 'application/xml' } })
    expect(reply.status).toBe(406)
    expect(reply.body).toEqual({ detail: 'Could not satisfy the request Accept header.' })
    expect(
      (await standin.send('GET', USERS, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })).status,
    ).toBe(200)
  })

  it('checks the object exists before parsing the body of an update', async () => {
    const reply = await standin.send('PUT', `${USERS}999999/`, {
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(reply.status).toBe(404)
  })
})
