import { describe, expect, it } from 'vitest'
import { TEST_NOW, useStandin } from '../../helpers/standin.js'

const standin = useStandin({ resetEach: true })

const api = (path: string) => `/api/v2beta${path}`
const events = async (query = '') => (await standin.send('GET', api(`/audit/events/${query}`))).body
const FROM = { 'X-Forwarded-For': '198.51.100.7, 10.0.0.1' }

describe('the audit log fills itself', () => {
  it('records a create with the model, the actor, the client and the time', async () => {
    const user = (
      await standin.send('POST', api('/core/users/'), {
        json: { username: 'audited', name: 'Audited Person' },
        headers: FROM,
      })
    ).body
    const newest = (await events('?limit=1')).results[0]
    expect(newest).toEqual({
      pk: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user: { username: 'pbadmin', pk: 1, email: 'root@localhost' },
      action: 'model_created',
      date: '2026-11-20T10:00:00Z',
      app: 'passbook.audit.signals',
      context: { model: { app: 'passbook_core', model_name: 'user', pk: user.pk, name: 'Audited Person' } },
      client_ip: '198.51.100.7',
      created: '2026-11-20T10:00:00Z',
    })
    expect(TEST_NOW).toBe('2026-11-20T10:00:00.000Z')
  })

  it('records updates and deletes, uuids as 32 hex digits, newest first', async () => {
    const flow = standin.context.identity.flows.rows()[0]!
    await standin.send('PATCH', api(`/flows/instances/${flow.pk}/`), {
      json: { title: 'Renamed' },
      headers: { 'X-Real-IP': '192.0.2.1' },
    })
    const updated = (await events('?limit=1')).results[0]
    expect(updated).toMatchObject({
      action: 'model_updated',
      client_ip: '192.0.2.1',
      context: { model: { app: 'passbook_flows', model_name: 'flow', pk: flow.pk.replace(/-/g, ''), name: flow.name } },
    })
    const policy = standin.context.identity.policies.rows().find((row) => row.kind === 'reputation')!
    const bindings = standin.context.identity.policyBindings.rows().filter((row) => row.policy === policy.pk).length
    expect(bindings).toBeGreaterThan(0)
    await standin.send('DELETE', api(`/policies/reputation/${policy.pk}/`))
    const recent = (await events(`?limit=${bindings + 1}`)).results
    expect(recent[0]).toMatchObject({
      action: 'model_deleted',
      context: { model: { app: 'passbook_policies_reputation', model_name: 'reputationpolicy' } },
    })
    // Cascaded rows each leave their own event.
    expect(
      recent
        .slice(1)
        .every((event: any) => event.action === 'model_deleted' && event.context.model.model_name === 'policybinding'),
    ).toBe(true)
  })

  it('records side-effect saves such as the outpost service account', async () => {
    const proxy = standin.context.identity.providers.rows().find((row) => row.kind === 'proxy')!.pk
    await standin.send('POST', api('/outposts/outposts/'), {
      json: { name: 'Audited', providers: [proxy], _config: {} },
    })
    const [account, outpost] = (await events('?limit=2')).results
    expect(outpost.context.model.model_name).toBe('outpost')
    expect(account.context.model).toMatchObject({ model_name: 'user', name: 'Outpost Audited Service-Account' })
  })

  it('records nothing for reads and refused writes', async () => {
    const before = (await events()).count
    await standin.send('GET', api('/core/users/'))
    await standin.send('POST', api('/core/users/'), { json: { username: 'pbadmin', name: 'dup' } })
    await standin.send('DELETE', api('/core/users/999999/'))
    expect((await events()).count).toBe(before)
  })

  it('is read-only', async () => {
    const event = (await events('?limit=1')).results[0]
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const path = method === 'POST' ? api('/audit/events/') : api(`/audit/events/${event.pk}/`)
      expect((await standin.send(method, path, { json: {} })).status).toBe(405)
    }
  })

  it('the peer address is used when no proxy header says otherwise', async () => {
    await standin.send('POST', api('/core/users/'), { json: { username: 'direct', name: 'Direct' } })
    // In-process MSW requests have no peer: upstream's placeholder address.
    expect((await events('?limit=1')).results[0].client_ip).toBe('255.255.255.255')
  })
})
