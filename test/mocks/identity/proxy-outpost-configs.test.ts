import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/** `/outposts/proxy/`: what a client creates there it can read, change and delete there. */

const api = (path: string) => `/api/v2beta${path}`

describe.each(['msw', 'koa'] as const)('proxy outpost configurations through %s', (host) => {
  const standin = useStandin({ host, resetEach: true })
  const db = () => standin.context.identity
  const flow = () => db().flows.rows()[0]!.pk

  it('reads back, lists, updates and deletes a configuration created there, before any application uses it', async () => {
    const created = await standin.send('POST', api('/outposts/proxy/'), {
      json: {
        name: 'Edge proxy',
        internal_host: 'http://wiki:8080',
        external_host: 'https://wiki.example.org',
        authorization_flow: flow(),
      },
    })
    expect(created.status).toBe(201)
    const { pk } = created.body
    // No application yet: the issuer has no slug, as upstream builds it.
    expect(created.body.oidc_configuration.issuer).toBe(`${standin.origin}/application/o//`)
    const read = await standin.send('GET', api(`/outposts/proxy/${pk}/`))
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created.body)
    expect(
      (await standin.send('GET', api('/outposts/proxy/?limit=500'))).body.results.map((row: { pk: number }) => row.pk),
    ).toContain(pk)
    const patched = await standin.send('PATCH', api(`/outposts/proxy/${pk}/`), { json: { basic_auth_enabled: true } })
    expect(patched.status).toBe(200)
    expect(patched.body.basic_auth_enabled).toBe(true)
    const put = await standin.send('PUT', api(`/outposts/proxy/${pk}/`), {
      json: { name: 'Edge proxy 2', internal_host: 'http://wiki:9090', external_host: 'https://wiki.example.org' },
    })
    expect(put.body).toMatchObject({ pk, name: 'Edge proxy 2', internal_host: 'http://wiki:9090' })
    expect((await standin.send('DELETE', api(`/outposts/proxy/${pk}/`))).status).toBe(204)
    expect((await standin.send('GET', api(`/outposts/proxy/${pk}/`))).status).toBe(404)
    expect((await standin.send('GET', api(`/providers/proxy/${pk}/`))).status).toBe(404)
  })

  it('still leaves out proxy providers made elsewhere until an application uses them, as upstream', async () => {
    const provider = await standin.send('POST', api('/providers/proxy/'), {
      json: {
        name: 'Plain proxy',
        internal_host: 'http://app:80',
        external_host: 'https://app.example',
        authorization_flow: flow(),
      },
    })
    const { pk } = provider.body
    expect((await standin.send('GET', api(`/outposts/proxy/${pk}/`))).status).toBe(404)
    await standin.send('POST', api('/core/applications/'), { json: { name: 'App', slug: 'app', provider: pk } })
    const config = await standin.send('GET', api(`/outposts/proxy/${pk}/`))
    expect(config.status).toBe(200)
    expect(config.body.oidc_configuration.issuer).toBe(`${standin.origin}/application/o/app/`)
  })
})
