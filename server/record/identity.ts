import { isObject } from '../../mocks/http/json.js'
import type { JsonObject, JsonValue } from '../../mocks/http/types.js'
import { identityCollections } from '../../mocks/identity/registry.js'
import { API_PATHS, IDENTITY_WRITABLE } from '../../mocks/factories/collections.js'
import { type Client, objectsIn } from './client.js'
import type { ApiPlan, Kept, Page, Plan, Ref } from './recording.js'

/**
 * The identity API as `standin record` reads it: every writable collection through its list
 * (DRF's limit and offset, 100 a page), each record written with the fields its create takes (the
 * collection's own writable fields, from mocks/identity/registry.ts) and its links as `$ref`s. A
 * flow binding's stage is declared (`stages`), as the API serves no stages.
 */

const ROOT = API_PATHS.identity.root
const PAGE = 100

type Path = keyof typeof identityCollections

const PROVIDERS = ['outposts/proxy', 'providers/proxy', 'providers/oauth2'] as const
/** The typed policies and property mappings: every writable collection of those groups (not their bindings). */
const POLICIES = IDENTITY_WRITABLE.filter((path) => path.startsWith('policies/') && path !== 'policies/bindings')
const MAPPINGS = IDENTITY_WRITABLE.filter((path) => path.startsWith('propertymappings/'))

/** A field holding one key or a list of them, and the collections (or declared section) they name. */
interface Link {
  field: string
  to: readonly string[]
  many?: boolean
  declared?: boolean
}

const proxyLinks: Link[] = [
  { field: 'authorization_flow', to: ['flows/instances'] },
  { field: 'certificate', to: ['crypto/certificatekeypairs'] },
]

/** What each collection's records link to. */
const LINKS: Partial<Record<Path, Link[]>> = {
  'core/groups': [
    { field: 'parent', to: ['core/groups'] },
    { field: 'users', to: ['core/users'], many: true },
  ],
  'core/applications': [{ field: 'provider', to: PROVIDERS }],
  'flows/bindings': [
    { field: 'target', to: ['flows/instances'] },
    { field: 'stage', to: ['stages'], declared: true },
  ],
  'outposts/outposts': [{ field: 'providers', to: PROVIDERS, many: true }],
  'outposts/proxy': proxyLinks,
  'providers/proxy': proxyLinks,
  'providers/oauth2': [
    { field: 'authorization_flow', to: ['flows/instances'] },
    { field: 'rsa_key', to: ['crypto/certificatekeypairs'] },
    { field: 'property_mappings', to: MAPPINGS, many: true },
  ],
  'policies/bindings': [
    { field: 'policy', to: POLICIES },
    { field: 'target', to: ['core/applications', 'flows/instances', 'flows/bindings'] },
  ],
  'policies/group_membership': [{ field: 'group', to: ['core/groups'] }],
}

/** Listed first to last: a proxy provider is kept as an outpost configuration where it is one. */
const ORDER: readonly Path[] = [
  'core/users',
  'core/groups',
  'crypto/certificatekeypairs',
  'flows/instances',
  'flows/bindings',
  ...MAPPINGS,
  ...PROVIDERS,
  'core/applications',
  'outposts/outposts',
  ...POLICIES,
  'policies/bindings',
]

interface Writable {
  name: string
  /** A default that depends on nothing (no store): a create that leaves the field out stores it. */
  fixed?: unknown
}

/** The fields a create of the collection takes: its fields but the read-only ones. */
function writableFields(path: Path): Writable[] {
  const fields: Record<string, { readOnly: boolean; default?: (...args: never[]) => unknown }> =
    identityCollections[path].fields
  return Object.entries(fields)
    .filter(([, field]) => !field.readOnly)
    .map(([name, field]) => (field.default?.length === 0 ? { name, fixed: field.default() } : { name }))
}

const isKey = (value: JsonValue | undefined): value is string | number =>
  typeof value === 'string' || typeof value === 'number'

function refsOf(links: readonly Link[], record: JsonObject): Ref[] {
  const refs: Ref[] = []
  for (const link of links) {
    const value = record[link.field]
    for (const key of Array.isArray(value) ? value : [value]) {
      if (!isKey(key)) continue
      refs.push(link.declared ? { to: link.to, key, declare: { pk: String(key) } } : { to: link.to, key })
    }
  }
  return refs
}

async function* pages(client: Client, path: Path, max: number): AsyncGenerator<Page> {
  for (let offset = 0; offset < max;) {
    const at = `${ROOT}${path}/?limit=${Math.min(PAGE, max - offset)}&offset=${offset}`
    const page = await client.get(at)
    const records = isObject(page) ? objectsIn(page.results) : undefined
    if (!isObject(page) || typeof page.count !== 'number' || !records)
      throw client.unexpected(at, 'a list without "count" and "results"')
    if (records.some((record) => !isKey(record.pk))) throw client.unexpected(at, 'a record without "pk"')
    yield { records, total: page.count }
    offset += records.length
    if (records.length === 0 || offset >= page.count) return
  }
}

function plan(path: Path): Plan {
  const links = LINKS[path] ?? []
  const writable = writableFields(path)
  const proxy = path === 'outposts/proxy' || path === 'providers/proxy'
  return {
    name: path,
    ...(PROVIDERS.some((name) => name === path) ? { family: 'providers' } : {}),
    pages: (client, max) => pages(client, path, max),
    async one(client, key) {
      const record = await client.get(`${ROOT}${path}/${encodeURIComponent(String(key))}/`, true)
      return isObject(record) && isKey(record.pk) ? record : undefined
    },
    keyOf: (record) => (isKey(record.pk) ? record.pk : ''),
    refs: (record) => refsOf(links, record),
    body(record, link) {
      const body: JsonObject = {}
      for (const { name, fixed } of writable) {
        const value = record[name]
        // A create trims text: the model's default (a symbol set ending in a space) is only had by leaving it out.
        if (value === undefined || (typeof value === 'string' && value !== value.trim() && value === fixed)) continue
        body[name] = value
      }
      for (const { field, to, many, declared } of links) {
        const value = record[field]
        if (value === undefined || value === null) continue
        const toRef = (key: JsonValue) =>
          isKey(key) ? link(declared ? { to, key, declare: {} } : { to, key }) : undefined
        if (many && Array.isArray(value)) body[field] = value.map(toRef).filter((ref) => ref !== undefined)
        else {
          const ref = toRef(value)
          if (ref === undefined) delete body[field]
          else body[field] = ref
        }
      }
      return body
    },
    // The proxy serializers take the authorization flow but do not show it; the provider list does.
    ...(proxy
      ? {
          async complete(client: Client, record: JsonObject) {
            if (record.authorization_flow !== undefined) return record
            const provider = await client.get(`${ROOT}providers/all/${encodeURIComponent(String(record.pk))}/`, true)
            return isObject(provider) ? { ...record, authorization_flow: provider.authorization_flow ?? null } : record
          },
        }
      : {}),
  }
}

/** An outpost's service account, which every save of the outpost makes: not recorded, the load makes its own. */
function serviceAccounts(kept: Kept): Set<string> {
  const usernames = new Set(
    [...(kept.get('outposts/outposts')?.keys() ?? [])].map((pk) => `pb-outpost-${pk.replace(/-/g, '')}`),
  )
  const left = new Set<string>()
  for (const [key, user] of kept.get('core/users') ?? [])
    if (typeof user.username === 'string' && usernames.has(user.username)) left.add(`core/users#${key}`)
  return left
}

export const identityPlan: ApiPlan = {
  api: 'identity',
  plans: ORDER.map(plan),
  declared: ['stages'],
  leaveOut: serviceAccounts,
}
