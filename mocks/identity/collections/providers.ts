import type { z } from 'zod'
import type { IdentityDb } from '../db.js'
import { deleteProvider } from '../deletes.js'
import { messages } from '../errors.js'
import { boolean, char, choice, computed, type CreateInput, domainlessUrl, readOnly, writeOnly } from '../fields.js'
import { intKey, related, relatedMany } from '../relations.js'
import { defineCollection, Refusal, type WriteContext } from '../collection.js'
import { clientTypeLabels, jwtAlgorithmLabels, responseTypeLabels, subModeLabels } from '../choices.js'
import { unique } from '../validators.js'
import { exists } from './exists.js'
import { type ProviderRow, type ProxyProviderRow } from '../tables.js'

/** `/providers/all/`, `/providers/oauth2/`, `/providers/proxy/` and the outposts' proxy view. */

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const UPPER_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

const newClientId = (db: IdentityDb) => db.random.string(40, ALPHANUMERIC)
const newClientSecret = (db: IdentityDb) => db.random.string(128, ALPHANUMERIC)
const newCookieSecret = (db: IdentityDb) => db.random.string(32, UPPER_AND_DIGITS)

const clientIdTaken = unique(
  'OAuth2/OpenID Provider with this Client ID already exists.',
  (db: IdentityDb, value, instance?: ProviderRow) =>
    typeof value === 'string' && db.providers.lookup('client_id', value).some((provider) => provider !== instance),
)

/** The scopes a proxy provider always gets. */
const PROXY_SCOPES = ['openid', 'profile', 'email', 'pb_proxy']

/** urljoin(host, "/pbprox/callback"): the callback on the host's origin. */
export function callbackUrl(host: string): string {
  try {
    return new URL('/pbprox/callback', host).href
  } catch {
    // The trailing slashes counted off: `/\/+$/` retries from every slash of a run.
    let end = host.length
    while (end > 0 && host[end - 1] === '/') end--
    return `${host.slice(0, end)}/pbprox/callback`
  }
}

/** Upstream's `set_oauth_defaults`, run on every proxy provider save. */
export function proxyOAuthDefaults(db: IdentityDb, internalHost: string, externalHost: string) {
  return {
    client_type: 'confidential' as const,
    response_type: 'code' as const,
    jwt_alg: 'RS256' as const,
    rsa_key: db.certificateKeyPairs.rows()[0]?.pk ?? null,
    property_mappings: db.propertyMappings
      .rows()
      .filter((mapping) => mapping.kind === 'scope' && PROXY_SCOPES.includes(mapping.scope_name))
      .map((mapping) => mapping.pk),
    redirect_uris: `${callbackUrl(externalHost)}\n${callbackUrl(internalHost)}`,
  }
}

const proxyHostFields = {
  internal_host: domainlessUrl<IdentityDb, ProxyProviderRow, { required: true }>({ required: true }),
  external_host: domainlessUrl<IdentityDb, ProxyProviderRow, { required: true }>({ required: true }),
  internal_host_ssl_validation: boolean<IdentityDb, ProxyProviderRow, { default: () => true }>({ default: () => true }),
}

const proxyOptionFields = {
  certificate: related<IdentityDb, ProxyProviderRow, string, { allowNull: true; default: () => null }>(
    exists.certificateKeyPair,
    {
      allowNull: true,
      default: () => null,
    },
  ),
  skip_path_regex: char<IdentityDb, ProxyProviderRow, { allowBlank: true; default: () => '' }>({
    allowBlank: true,
    default: () => '',
  }),
  basic_auth_enabled: boolean<IdentityDb, ProxyProviderRow, { default: () => false }>({ default: () => false }),
  basic_auth_password_attribute: char<IdentityDb, ProxyProviderRow, { allowBlank: true; default: () => '' }>({
    allowBlank: true,
    default: () => '',
  }),
  basic_auth_user_attribute: char<IdentityDb, ProxyProviderRow, { allowBlank: true; default: () => '' }>({
    allowBlank: true,
    default: () => '',
  }),
}

const authorizationFlowInput = writeOnly(related<IdentityDb, ProxyProviderRow, string>(exists.flow, {}))

/** What both proxy serializers take; the outposts' view also takes the client's secrets. */
type ProxyInput = CreateInput<typeof proxyHostFields & typeof proxyOptionFields> & {
  name: string
  authorization_flow?: string
} & Partial<Pick<ProxyProviderRow, 'client_id' | 'client_secret' | 'cookie_secret'>>

/**
 * A proxy provider from the proxy serializers' values. Upstream has no
 * `authorization_flow` in those serializers, so its inserts fail (500); standin takes the
 * flow as a write-only field and answers 400 when it is missing.
 */
async function createProxyProvider(
  { authorization_flow, client_id, client_secret, cookie_secret, ...values }: ProxyInput,
  { db, writer }: WriteContext<ProxyProviderRow>,
  asOutpostConfig = false,
): Promise<ProxyProviderRow | Refusal> {
  if (authorization_flow === undefined) return new Refusal({ authorization_flow: [messages.required] })
  const row: ProxyProviderRow = {
    ...values,
    pk: db.nextProviderPk(),
    kind: 'proxy',
    authorization_flow,
    client_id: client_id ?? newClientId(db),
    client_secret: client_secret ?? newClientSecret(db),
    sub_mode: 'hashed_user_id',
    include_claims_in_id_token: true,
    token_validity: 'minutes=10',
    ...proxyOAuthDefaults(db, values.internal_host, values.external_host),
    cookie_secret: cookie_secret ?? newCookieSecret(db),
    ...(asOutpostConfig ? { outpost_config: true } : {}),
  }
  const saved = await writer.insert(db.providers, row)
  // The table answers its union type; what was inserted is a proxy provider.
  return isProxy(saved) ? saved : row
}

/** Defaults are forced from the hosts as they were before this update, as upstream does. */
async function updateProxyProvider(
  row: ProxyProviderRow,
  values: Partial<ProxyInput>,
  { db, writer }: WriteContext<ProxyProviderRow>,
): Promise<ProxyProviderRow> {
  const saved = await writer.update(db.providers, row.pk, {
    ...proxyOAuthDefaults(db, row.internal_host, row.external_host),
    ...values,
  })
  return isProxy(saved) ? saved : row
}

const isProxy = (row: ProviderRow | undefined): row is ProxyProviderRow => row?.kind === 'proxy'

export const oauth2Providers = defineCollection<ProviderRow>()({
  path: '/providers/oauth2/',
  routes: {
    list: 'identity.providers.oauth2.list',
    create: 'identity.providers.oauth2.create',
    read: 'identity.providers.oauth2.read',
    update: 'identity.providers.oauth2.update',
    partial_update: 'identity.providers.oauth2.partial_update',
    delete: 'identity.providers.oauth2.delete',
  },
  schema: 'OAuth2Provider',
  lookup: 'id',
  key: intKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true }),
    authorization_flow: related(exists.flow, { required: true }),
    client_type: choice(clientTypeLabels, { default: () => 'confidential' as const }),
    client_id: char({ maxLength: 255, default: newClientId, validators: [clientIdTaken] }),
    client_secret: char({ maxLength: 255, allowBlank: true, default: newClientSecret }),
    response_type: choice(responseTypeLabels, { default: () => 'code' as const }),
    jwt_alg: choice(jwtAlgorithmLabels, { default: () => 'RS256' as const }),
    rsa_key: related(exists.certificateKeyPair, { allowNull: true, default: () => null }),
    // Omitted, the model default is blank; sent blank, DRF refuses it.
    redirect_uris: char({ default: () => '' }),
    sub_mode: choice(subModeLabels, { default: () => 'hashed_user_id' as const }),
    property_mappings: relatedMany(exists.propertyMapping, { default: () => [] }),
  },
  searchFields: ['name', 'client_id', 'redirect_uris'],
  // Proxy providers are OAuth2 providers too, so this list shows them.
  table: 'providers',
  get: (db, key) => db.providers.get(key),
  writes: {
    create: (values, { db, writer }) =>
      writer.insert(db.providers, {
        ...values,
        pk: db.nextProviderPk(),
        kind: 'oauth2',
        include_claims_in_id_token: true,
        token_validity: 'minutes=10',
      }),
    update: (row, values, { db, writer }) => writer.update(db.providers, row.pk, values),
    destroy: (row, { writer }) => deleteProvider(writer, row.pk),
  },
})

export const proxyProviders = defineCollection<ProxyProviderRow>()({
  path: '/providers/proxy/',
  routes: {
    list: 'identity.providers.proxy.list',
    create: 'identity.providers.proxy.create',
    read: 'identity.providers.proxy.read',
    update: 'identity.providers.proxy.update',
    partial_update: 'identity.providers.proxy.partial_update',
    delete: 'identity.providers.proxy.delete',
  },
  schema: 'ProxyProvider',
  lookup: 'id',
  key: intKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true }),
    ...proxyHostFields,
    ...proxyOptionFields,
    authorization_flow: authorizationFlowInput,
  },
  searchFields: ['name', 'internal_host', 'external_host'],
  table: 'providers',
  queryset: { where: isProxy },
  get: (db, key) => {
    const row = db.providers.get(key)
    return isProxy(row) ? row : undefined
  },
  writes: {
    create: (values, context) => createProxyProvider(values, context),
    update: (row, values, context) => updateProxyProvider(row, values, context),
    destroy: (row, { writer }) => deleteProvider(writer, row.pk),
  },
})

/** What a proxy outpost reads to reach its provider. */
const oidcConfigurationSchema = (zod: typeof z) =>
  zod.object({
    issuer: zod.string(),
    authorization_endpoint: zod.string(),
    token_endpoint: zod.string(),
    userinfo_endpoint: zod.string(),
    end_session_endpoint: zod.string(),
    introspection_endpoint: zod.string(),
    jwks_uri: zod.string(),
    response_types_supported: zod.array(zod.string()),
    id_token_signing_alg_values_supported: zod.array(zod.string()),
    subject_types_supported: zod.array(zod.string()),
    token_endpoint_auth_methods_supported: zod.array(zod.string()),
  })

type OidcConfiguration = z.output<ReturnType<typeof oidcConfigurationSchema>>

/** The OpenID configuration of a proxy provider, served to its outpost. */
function oidcConfiguration(db: IdentityDb, row: ProxyProviderRow, origin: string): OidcConfiguration {
  const slug = db.applicationByProvider().get(row.pk)?.slug ?? ''
  const base = `${origin}/application/o`
  return {
    issuer: `${base}/${slug}/`,
    authorization_endpoint: `${base}/authorize/`,
    token_endpoint: `${base}/token/`,
    userinfo_endpoint: `${base}/userinfo/`,
    end_session_endpoint: `${base}/${slug}/end-session/`,
    introspection_endpoint: `${base}/introspect/`,
    jwks_uri: `${base}/${slug}/jwks/`,
    response_types_supported: [row.response_type],
    id_token_signing_alg_values_supported: [row.jwt_alg],
    subject_types_supported: ['public'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
  }
}

/**
 * Upstream's outpost configurations are the proxy providers an application uses; standin
 * adds those created here, so that what a client created it can read, change and delete
 * (docs/decisions/0003-identity-deviations.md).
 */
const isOutpostConfig = (db: IdentityDb, row: ProviderRow | undefined): row is ProxyProviderRow =>
  isProxy(row) && (row.outpost_config === true || db.applicationByProvider().has(row.pk))

export const proxyOutpostConfigs = defineCollection<ProxyProviderRow>()({
  path: '/outposts/proxy/',
  routes: {
    list: 'identity.outposts.proxy.list',
    create: 'identity.outposts.proxy.create',
    read: 'identity.outposts.proxy.read',
    update: 'identity.outposts.proxy.update',
    partial_update: 'identity.outposts.proxy.partial_update',
    delete: 'identity.outposts.proxy.delete',
  },
  schema: 'ProxyOutpostConfig',
  // passbook's OutpostConfigViewSet
  view: 'OutpostConfig',
  lookup: 'id',
  key: intKey,
  fields: {
    pk: readOnly(),
    name: char({ required: true }),
    ...proxyHostFields,
    client_id: char({ maxLength: 255, default: newClientId, validators: [clientIdTaken] }),
    client_secret: char({ maxLength: 255, allowBlank: true, default: newClientSecret }),
    oidc_configuration: computed(oidcConfigurationSchema, (row, { db, origin }) => oidcConfiguration(db, row, origin), {
      orderable: false,
    }),
    cookie_secret: char({ default: newCookieSecret }),
    ...proxyOptionFields,
    authorization_flow: authorizationFlowInput,
  },
  searchFields: ['name', 'internal_host', 'external_host', 'client_id'],
  table: 'providers',
  rows: (db) => db.providers.rows().filter((row): row is ProxyProviderRow => isOutpostConfig(db, row)),
  get: (db, key) => {
    const row = db.providers.get(key)
    return isOutpostConfig(db, row) ? row : undefined
  },
  writes: {
    create: (values, context) => createProxyProvider(values, context, true),
    update: (row, values, context) => updateProxyProvider(row, values, context),
    destroy: (row, { writer }) => deleteProvider(writer, row.pk),
  },
})

const TYPE_NAMES: Record<ProviderRow['kind'], string> = { oauth2: 'oauth2', proxy: 'proxy' }

export const allProviders = defineCollection<ProviderRow>()({
  path: '/providers/all/',
  routes: {
    list: 'identity.providers.all.list',
    read: 'identity.providers.all.read',
  },
  schema: 'Provider',
  lookup: 'id',
  key: intKey,
  fields: {
    pk: readOnly(),
    authorization_flow: readOnly(),
    property_mappings: readOnly(),
    __type__: computed(
      (z) => z.string(),
      (row) => TYPE_NAMES[row.kind],
      { orderable: false },
    ),
  },
  searchFields: [],
  table: 'providers',
  get: (db, key) => db.providers.get(key),
})
