import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

const standin = useStandin({ resetEach: true })

const remove = async (path: string) => {
  const reply = await standin.send('DELETE', `/api/v2beta${path}`)
  expect(reply.status).toBe(204)
}
const db = () => standin.context.identity

describe('what deletes cascade or set to null', () => {
  it('user: leaves every group', async () => {
    const group = db()
      .groups.rows()
      .find((row) => row.users.length > 0)!
    const pk = group.users[0]!
    await remove(`/core/users/${pk}/`)
    expect(
      db()
        .groups.rows()
        .some((row) => row.users.includes(pk)),
    ).toBe(false)
  })

  it('group: children become top-level, membership policies lose it', async () => {
    const parent = db()
      .groups.rows()
      .find((row) =>
        db()
          .groups.rows()
          .some((child) => child.parent === row.pk),
      )!
    const children = db()
      .groups.rows()
      .filter((row) => row.parent === parent.pk)
      .map((row) => row.pk)
    const policies = db()
      .policies.rows()
      .filter((row) => row.kind === 'group_membership' && row.group === parent.pk)
      .map((row) => row.pk)
    expect(policies.length).toBeGreaterThan(0)
    await remove(`/core/groups/${parent.pk}/`)
    for (const child of children) expect(db().groups.get(child)!.parent).toBeNull()
    for (const policy of policies) expect(db().policies.get(policy)).toMatchObject({ group: null })
  })

  it('application: its policy bindings go', async () => {
    const binding = db()
      .policyBindings.rows()
      .find((row) => db().applications.has(row.target))!
    await remove(`/core/applications/${binding.target}/`)
    expect(db().policyBindings.has(binding.pk)).toBe(false)
    expect(db().policies.has(binding.policy)).toBe(true)
  })

  it('provider: applications lose it, outposts drop it', async () => {
    const outpost = db().outposts.rows()[0]!
    const pk = outpost.providers[0]!
    const app = db()
      .applications.rows()
      .find((row) => row.provider === pk)!
    await remove(`/providers/oauth2/${pk}/`)
    expect(db().providers.has(pk)).toBe(false)
    expect(db().applications.get(app.pk)!.provider).toBeNull()
    expect(db().outposts.get(outpost.pk)!.providers).not.toContain(pk)
  })

  it('flow: its bindings (and theirs), bindings on it, and providers authorising through it go', async () => {
    const flowPk = db().providers.rows()[0]!.authorization_flow
    const providers = db()
      .providers.rows()
      .filter((row) => row.authorization_flow === flowPk)
      .map((row) => row.pk)
    const apps = db()
      .applications.rows()
      .filter((row) => providers.includes(row.provider ?? -1))
      .map((row) => row.pk)
    const stageBindings = db()
      .flowStageBindings.rows()
      .filter((row) => row.target === flowPk)
      .map((row) => row.pk)
    await remove(`/flows/instances/${flowPk}/`)
    expect(providers.every((pk) => !db().providers.has(pk))).toBe(true)
    expect(apps.every((pk) => db().applications.get(pk)!.provider === null)).toBe(true)
    expect(stageBindings.every((pk) => !db().flowStageBindings.has(pk))).toBe(true)
    expect(
      db()
        .policyBindings.rows()
        .some((row) => row.target === flowPk),
    ).toBe(false)

    const guarded = db()
      .flows.rows()
      .find((flow) =>
        db()
          .policyBindings.rows()
          .some((row) => row.target === flow.pk),
      )!
    await remove(`/flows/instances/${guarded.pk}/`)
    expect(
      db()
        .policyBindings.rows()
        .some((row) => row.target === guarded.pk),
    ).toBe(false)
  })

  it('flow-stage binding: its policy bindings go', async () => {
    const binding = db()
      .policyBindings.rows()
      .find((row) => db().flowStageBindings.has(row.target))!
    await remove(`/flows/bindings/${binding.target}/`)
    expect(db().policyBindings.has(binding.pk)).toBe(false)
  })

  it('policy: every binding of it goes, from any typed collection', async () => {
    const binding = db().policyBindings.rows()[0]!
    const policy = db().policies.get(binding.policy)!
    await remove(`/policies/${policy.kind}/${policy.pk}/`)
    expect(
      db()
        .policyBindings.rows()
        .some((row) => row.policy === policy.pk),
    ).toBe(false)
  })

  it('key pair: providers signing with it go; proxies only lose it as certificate', async () => {
    const pair = db().certificateKeyPairs.rows()[3]!
    const signing = db()
      .providers.rows()
      .filter((row) => row.rsa_key === pair.pk)
      .map((row) => row.pk)
    const certified = db()
      .providers.rows()
      .filter((row) => row.kind === 'proxy' && row.certificate === pair.pk && row.rsa_key !== pair.pk)
      .map((row) => row.pk)
    expect(certified.length).toBeGreaterThan(0)
    await remove(`/crypto/certificatekeypairs/${pair.pk}/`)
    expect(signing.every((pk) => !db().providers.has(pk))).toBe(true)
    for (const pk of certified) expect(db().providers.get(pk)).toMatchObject({ certificate: null })
  })

  it('property mapping: providers drop it', async () => {
    const provider = db()
      .providers.rows()
      .find((row) => row.property_mappings.length > 0)!
    const mapping = provider.property_mappings[0]!
    await remove(`/propertymappings/scope/${mapping}/`)
    expect(db().providers.get(provider.pk)!.property_mappings).not.toContain(mapping)
  })

  it('outpost: only the outpost goes (its service account stays)', async () => {
    const outpost = db().outposts.rows()[0]!
    const users = db().users.size
    await remove(`/outposts/outposts/${outpost.pk}/`)
    expect(db().outposts.has(outpost.pk)).toBe(false)
    expect(db().users.size).toBe(users)
  })
})
