import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/**
 * Format suffixes and content negotiation (issue 23, item 7). passbook's router is DRF's
 * DefaultRouter (passbook/api/v2/urls.py), whose `get_urls` applies `format_suffix_patterns`
 * (rest_framework/routers.py, rest_framework/urlpatterns.py); negotiation is
 * `DefaultContentNegotiation.select_renderer` (rest_framework/negotiation.py), run in
 * `APIView.initial` before authentication. The answers are the research oracle's (drf/run.py,
 * run3.py), except the browsable API's HTML, which standin answers as JSON (decision 0032).
 */

const API = '/api/v2beta'
const standin = useStandin({ resetEach: true })
const NOT_FOUND = { detail: 'Not found.' }

describe('format suffixes', () => {
  it('serve a list and an item under .json, with or without a trailing slash, as without', async () => {
    const list = await standin.send('GET', `${API}/core/users/`)
    for (const path of ['/core/users.json', '/core/users.json/', '/core/users/?format=json']) {
      const reply = await standin.send('GET', `${API}${path}`)
      expect(reply.status, path).toBe(200)
      expect(reply.headers.get('content-type')).toBe('application/json')
      expect(reply.body.results).toEqual(list.body.results)
    }
    const pk = standin.context.identity.users.rows()[1]!.pk
    for (const path of [`/core/users/${pk}.json`, `/core/users/${pk}.json/`]) {
      expect((await standin.send('GET', `${API}${path}`)).body.pk, path).toBe(pk)
    }
    const uuid = standin.context.identity.groups.rows()[0]!.pk
    expect((await standin.send('GET', `${API}/core/groups/${uuid}.json`)).body.pk).toBe(uuid)
    expect((await standin.send('DELETE', `${API}/core/users/${pk}.json`)).status).toBe(204)
    expect(standin.context.identity.users.get(pk)).toBeUndefined()
  })

  it('answer 404 for a format no renderer has, before authentication', async () => {
    for (const path of ['/core/users.xml', '/core/users/?format=xml', '/core/users/1.5/', '/core/users/1.xml']) {
      const reply = await standin.send('GET', `${API}${path}`, { auth: false })
      expect(reply.status, path).toBe(404)
      expect(reply.body).toEqual(NOT_FOUND)
    }
    for (const path of ['/core/users/.json', '/swagger.json/', '/core/users.json.json']) {
      expect((await standin.send('GET', `${API}${path}`)).status, path).toBe(404)
    }
  })

  it('give the API root under /.json with each link keeping the suffix', async () => {
    const reply = await standin.send('GET', `${API}/.json`, { auth: false })
    expect(reply.status).toBe(200)
    expect(reply.body['core/users']).toBe(`${standin.origin}${API}/core/users.json`)
    expect((await standin.send('GET', `${API}/?format=json`)).body['core/users']).toBe(
      `${standin.origin}${API}/core/users/`,
    )
  })

  it('answer OPTIONS under a suffix as without', async () => {
    const reply = await standin.send('OPTIONS', `${API}/core/users.json`)
    expect(reply.status).toBe(200)
    expect(reply.body.name).toBe('User List')
    expect(reply.body.actions.POST.username.label).toBe('Username')
  })
})

describe('Accept', () => {
  it('refuses with 406 a type no renderer produces, before authentication', async () => {
    const reply = await standin.send('GET', `${API}/core/users/`, {
      auth: false,
      headers: { accept: 'application/xml' },
    })
    expect(reply.status).toBe(406)
    expect(reply.body).toEqual({ detail: 'Could not satisfy the request Accept header.' })
    const wrongForFormat = await standin.send('GET', `${API}/core/users.json`, { headers: { accept: 'text/html' } })
    expect(wrongForFormat.status).toBe(406)
  })

  // Upstream renders the browsable API (text/html) here; standin answers the JSON it would show.
  it('answers JSON where upstream renders the browsable API: text/html, a browser, .api', async () => {
    for (const [path, accept] of [
      ['/core/users/', 'text/html'],
      ['/core/users/', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'],
      ['/core/users.api', undefined],
      ['/core/users/?format=api', undefined],
    ] as const) {
      const reply = await standin.send('GET', `${API}${path}`, accept ? { headers: { accept } } : {})
      expect(reply.status, path).toBe(200)
      expect(reply.headers.get('content-type')).toBe('application/json')
      expect(reply.body.count).toBeGreaterThan(0)
    }
  })
})
