import { IDENTITY_WRITABLE } from '../../mocks/factories/collections.js'

/**
 * Two deployments' lists side by side, for the recording tests: every writable collection of
 * both APIs read whole (as a client would, page by page), each record's keys replaced by a label
 * its deployment agrees on (a user's username, a flow's slug, a term's slug...), links replaced by
 * their target's label, and the fields the API assigns itself dropped. What is left must be equal.
 */

type Json = any

/** What an API assigns itself, per collection (dropped before comparing). */
const ASSIGNED: Record<string, readonly string[]> = {
  'core/users': ['pk'],
  'core/groups': ['pk'],
  'core/applications': ['pk'],
  'crypto/certificatekeypairs': ['pk'],
  'flows/instances': ['pk'],
  'flows/bindings': ['pk'],
  'outposts/outposts': ['pk'],
  // A proxy provider made through /providers/proxy/ gets new client credentials.
  'outposts/proxy': ['pk'],
  'providers/proxy': ['pk'],
  'providers/oauth2': ['pk'],
  'policies/bindings': ['pk'],
  'propertymappings/ldap': ['pk'],
  'propertymappings/saml': ['pk'],
  'propertymappings/scope': ['pk'],
  'policies/dummy': ['pk'],
  'policies/expression': ['pk'],
  'policies/group_membership': ['pk'],
  'policies/breachedpassword': ['pk'],
  'policies/password': ['pk'],
  'policies/password_expiry': ['pk'],
  'policies/reputation': ['pk'],
  // Ids, the post dates of the write (`modified`) and what is built from the id.
  events: ['id', 'modified', 'modified_utc', 'global_id', 'global_id_lineage', 'rest_url'],
  venues: ['id', 'modified', 'modified_utc', 'global_id', 'global_id_lineage'],
  organizers: ['id', 'modified', 'modified_utc', 'global_id', 'global_id_lineage'],
  // The term's own links name its id.
  categories: ['id', 'urls'],
  tags: ['id', 'urls'],
}

/** Secrets a recording replaces unless told to keep them. */
const SECRETS: Record<string, readonly string[]> = {
  'crypto/certificatekeypairs': ['key_data'],
  'outposts/proxy': ['client_secret', 'cookie_secret'],
  'providers/oauth2': ['client_secret'],
}

interface Shape {
  label: (record: Json) => string
  /** Fields holding keys of other collections (one or a list), and which. */
  links?: Record<string, readonly string[]>
}

const PROVIDERS = ['outposts/proxy', 'providers/proxy', 'providers/oauth2']
const POLICIES = IDENTITY_WRITABLE.filter((path) => path.startsWith('policies/') && path !== 'policies/bindings')
const MAPPINGS = IDENTITY_WRITABLE.filter((path) => path.startsWith('propertymappings/'))
const byName = (record: Json) => String(record.name)
const SERVICE_ACCOUNT = /^pb-outpost-[0-9a-f]{32}$/

const IDENTITY: Record<string, Shape> = {
  // An outpost's service account is named after the outpost's key: labelled by its name instead.
  'core/users': { label: (record) => (SERVICE_ACCOUNT.test(record.username) ? record.name : record.username) },
  'core/groups': { label: byName, links: { parent: ['core/groups'], users: ['core/users'] } },
  'crypto/certificatekeypairs': { label: byName },
  'flows/instances': { label: (record) => record.slug, links: { policies: POLICIES } },
  'flows/bindings': {
    label: (record) => `${record.target}/${record.order}`,
    links: { target: ['flows/instances'], policies: POLICIES },
  },
  'propertymappings/ldap': { label: byName },
  'propertymappings/saml': { label: byName },
  'propertymappings/scope': { label: byName },
  'outposts/proxy': { label: byName, links: { certificate: ['crypto/certificatekeypairs'] } },
  'providers/proxy': { label: byName, links: { certificate: ['crypto/certificatekeypairs'] } },
  'providers/oauth2': {
    label: byName,
    links: {
      authorization_flow: ['flows/instances'],
      rsa_key: ['crypto/certificatekeypairs'],
      property_mappings: MAPPINGS,
    },
  },
  'core/applications': { label: (record) => record.slug, links: { provider: PROVIDERS, policies: POLICIES } },
  'outposts/outposts': { label: byName, links: { providers: PROVIDERS } },
  ...Object.fromEntries(
    POLICIES.map((path) => [
      path,
      { label: byName, links: path.endsWith('membership') ? { group: ['core/groups'] } : {} },
    ]),
  ),
  'policies/bindings': {
    label: (record) => `${record.policy}/${record.target}/${record.order}`,
    links: { policy: POLICIES, target: ['core/applications', 'flows/instances', 'flows/bindings'] },
  },
}

const CALENDAR: Record<string, Shape> = {
  categories: { label: (record) => record.slug, links: { parent: ['categories'] } },
  tags: { label: (record) => record.slug },
  venues: { label: (record) => record.slug },
  organizers: { label: (record) => record.slug },
  events: { label: (record) => record.slug },
}

export interface Deployment {
  origin: string
  get(path: string): Promise<Json>
}

async function identityList(deployment: Deployment, path: string): Promise<Json[]> {
  const records: Json[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await deployment.get(`/api/v2beta/${path}/?limit=100&offset=${offset}`)
    records.push(...page.results)
    if (records.length >= page.count || page.results.length === 0) return records
  }
}

const CALENDAR_QUERY: Record<string, string> = {
  events: 'start_date=1900-01-01&end_date=2999-12-31&',
  categories: 'hide_empty=0&',
  tags: 'hide_empty=0&',
}

async function calendarList(deployment: Deployment, resource: string): Promise<Json[]> {
  const records: Json[] = []
  for (let page = 1; ; page++) {
    const answer = await deployment.get(
      `/wp-json/cal/events/v1/${resource}?${CALENDAR_QUERY[resource] ?? ''}per_page=50&page=${page}`,
    )
    records.push(...answer[resource])
    if (page >= answer.total_pages) return records
  }
}

/** Every list of both APIs, as read. */
export async function readLists(deployment: Deployment): Promise<Record<string, Json[]>> {
  const lists: Record<string, Json[]> = {}
  for (const path of Object.keys(IDENTITY)) lists[path] = await identityList(deployment, path)
  for (const resource of Object.keys(CALENDAR)) lists[resource] = await calendarList(deployment, resource)
  return lists
}

/** A key's label in its deployment: `<collection>:<label>`, for every collection that may hold it. */
function labels(lists: Record<string, Json[]>): Map<string, string> {
  const found = new Map<string, string>()
  for (const [collection, records] of Object.entries(lists)) {
    const shape = IDENTITY[collection] ?? CALENDAR[collection]
    for (const record of records) {
      const key = record.pk ?? record.id
      if (!found.has(`${collection}#${key}`)) found.set(`${collection}#${key}`, `${collection}:${shape!.label(record)}`)
    }
  }
  return found
}

/**
 * The lists with keys as labels, assigned fields (and, when asked, replaced secrets) dropped, and
 * the deployment's origin written `<origin>`: sorted, what two deployments with the same values
 * show alike. Links are resolved in rounds, as a label may be made of other labels.
 */
export function comparable(
  deployment: Deployment,
  lists: Record<string, Json[]>,
  options: { dropSecrets: boolean },
): Record<string, string[]> {
  const origin = deployment.origin
  const host = new URL(origin).host
  let resolved = structuredClone(lists)
  for (let round = 0; round < 3; round++) {
    const known = labels(resolved)
    const next: Record<string, Json[]> = {}
    for (const [collection, records] of Object.entries(lists)) {
      const shape = IDENTITY[collection] ?? CALENDAR[collection]
      next[collection] = records.map((record) => {
        const copy = structuredClone(record)
        for (const [field, targets] of Object.entries(shape?.links ?? {})) {
          const name = (key: Json) =>
            targets.map((target) => known.get(`${target}#${key}`)).find((label) => label !== undefined) ?? key
          const value = copy[field]
          if (Array.isArray(value)) copy[field] = value.map(name).sort()
          else if (value !== null && value !== undefined && value !== 0) copy[field] = name(value)
        }
        return copy
      })
    }
    resolved = next
  }
  const out: Record<string, string[]> = {}
  for (const [collection, records] of Object.entries(resolved)) {
    const drop = [...(ASSIGNED[collection] ?? []), ...(options.dropSecrets ? (SECRETS[collection] ?? []) : [])]
    out[collection] = records
      .map((record) => {
        for (const field of drop) delete record[field]
        if (collection === 'core/users' && SERVICE_ACCOUNT.test(record.username)) record.username = 'pb-outpost-<key>'
        return JSON.stringify(withoutAssignedInside(record)).replaceAll(origin, '<origin>').replaceAll(host, '<host>')
      })
      .sort()
  }
  return out
}

/** Inside an event: the embedded venue's, organizers' and terms' ids and dates, and the image's id. */
function withoutAssignedInside(record: Json): Json {
  const strip = (item: Json, fields: readonly string[]) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) for (const field of fields) delete item[field]
  }
  for (const field of ['venue', 'organizer']) {
    for (const item of [record[field]].flat()) {
      strip(item, ASSIGNED.venues!)
      strip(item?.image, ['id'])
    }
  }
  for (const field of ['categories', 'tags']) {
    for (const item of [record[field]].flat()) {
      strip(item, ['id', 'term_taxonomy_id', 'urls'])
      if (item && typeof item === 'object' && item.parent) item.parent = 'linked'
    }
  }
  strip(record.image, ['id'])
  return record
}
