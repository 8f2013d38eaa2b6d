import { describe, expect, it } from 'vitest'
import { viewName } from '../../../mocks/identity/metadata.js'
import { resources } from '../../../mocks/identity/routes.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * OPTIONS as DRF 3.11.1's SimpleMetadata answers it (rest_framework/metadata.py,
 * `determine_metadata`, `determine_actions`, `get_field_info`; issue 23, item 6). The expected
 * bodies are what the research oracle printed for passbook 0.10.9's own UserSerializer and
 * OutpostSerializer under DefaultRouter (drf/run.py), with PostgreSQL's integer bounds.
 */

const API = '/api/v2beta'
const standin = useStandin()

const USER_FIELDS = {
  pk: { type: 'integer', required: false, read_only: true, label: 'ID' },
  username: {
    type: 'string',
    required: true,
    read_only: false,
    label: 'Username',
    help_text: 'Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only.',
    max_length: 150,
  },
  name: { type: 'string', required: true, read_only: false, label: 'Name', help_text: "User's display name." },
  is_superuser: { type: 'boolean', required: false, read_only: true, label: 'Is superuser' },
  email: { type: 'email', required: false, read_only: false, label: 'Email address', max_length: 254 },
}

const META = {
  renders: ['application/json', 'text/html'],
  parses: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
}

describe('OPTIONS', () => {
  it('describes the user list as DRF does, with the fields a POST takes', async () => {
    const reply = await standin.send('OPTIONS', `${API}/core/users/`)
    expect(reply.status).toBe(200)
    expect(reply.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
    expect(reply.text).toBe(
      JSON.stringify({ name: 'User List', description: 'User Viewset', ...META, actions: { POST: USER_FIELDS } }),
    )
  })

  it('describes a user with the fields a PUT takes, and drops them for a user that does not exist', async () => {
    const pk = standin.context.identity.users.rows()[0]!.pk
    const reply = await standin.send('OPTIONS', `${API}/core/users/${pk}/`)
    expect(reply.body).toEqual({
      name: 'User Instance',
      description: 'User Viewset',
      ...META,
      actions: { PUT: USER_FIELDS },
    })
    for (const path of ['/core/users/9999/', '/outposts/outposts/not-a-uuid/']) {
      const missing = await standin.send('OPTIONS', `${API}${path}`)
      expect(missing.status).toBe(200)
      expect(missing.body.actions).toBeUndefined()
      expect(missing.body.name).toMatch(/ Instance$/)
    }
  })

  it('labels a declared JSONField as DRF binds it (" config") and relations as plain fields', async () => {
    const reply = await standin.send('OPTIONS', `${API}/outposts/outposts/`)
    expect(reply.body.name).toBe('Outpost List')
    expect(reply.body.description).toBe('Outpost Viewset')
    expect(reply.body.actions.POST).toEqual({
      pk: { type: 'string', required: false, read_only: true, label: 'Uuid' },
      name: { type: 'string', required: true, read_only: false, label: 'Name' },
      providers: { type: 'field', required: true, read_only: false, label: 'Providers' },
      _config: { type: 'field', required: true, read_only: false, label: ' config' },
    })
  })

  it('lists choices with their display names, and integers with their bounds', async () => {
    const flows = await standin.send('OPTIONS', `${API}/flows/instances/`)
    expect(flows.body.actions.POST.designation).toEqual({
      type: 'choice',
      required: true,
      read_only: false,
      label: 'Designation',
      choices: [
        { value: 'authentication', display_name: 'Authentication' },
        { value: 'authorization', display_name: 'Authorization' },
        { value: 'invalidation', display_name: 'Invalidation' },
        { value: 'enrollment', display_name: 'Enrollment' },
        { value: 'unenrollment', display_name: 'Unrenollment' },
        { value: 'recovery', display_name: 'Recovery' },
        { value: 'stage_configuration', display_name: 'Stage Configuration' },
      ],
    })
    const bindings = await standin.send('OPTIONS', `${API}/flows/bindings/`)
    expect(bindings.body.actions.POST.order).toEqual({
      type: 'integer',
      required: true,
      read_only: false,
      label: 'Order',
      min_value: -2147483648,
      max_value: 2147483647,
    })
  })

  it('has no actions on the read-only viewsets, and needs a token like any other method', async () => {
    for (const path of ['/audit/events/', '/policies/all/', '/providers/all/']) {
      const reply = await standin.send('OPTIONS', `${API}${path}`)
      expect(reply.status).toBe(200)
      expect(Object.keys(reply.body)).toEqual(['name', 'description', 'renders', 'parses'])
    }
    const anonymous = await standin.send('OPTIONS', `${API}/core/users/`, { auth: false })
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('www-authenticate')).toBe('Basic realm="passbook"')
    expect((await standin.send('OPTIONS', `${API}/`, { auth: false })).body.name).toBe('Api Root')
  })

  // DRF's get_view_name: the viewset class without ViewSet, camelcase_to_spaces, the suffix.
  it('names every view as DRF names passbook’s viewsets', () => {
    const names = Object.fromEntries(resources.map((each) => [each.path, viewName(each, 'List')]))
    expect(names).toMatchObject({
      '/crypto/certificatekeypairs/': 'Certificate Key Pair List',
      '/flows/bindings/': 'Flow Stage Binding List',
      '/outposts/proxy/': 'Outpost Config List',
      '/propertymappings/ldap/': 'Ldap Property Mapping List',
      '/propertymappings/saml/': 'Saml Property Mapping List',
      '/providers/oauth2/': 'O Auth2 Provider List',
      '/policies/group_membership/': 'Group Membership Policy List',
    })
  })
})
