import type { JsonObject, JsonValue } from '../../mocks/http/types.js'
import type { Client } from './client.js'
import { withoutSecrets } from './secrets.js'

/**
 * The engine of `standin record`, the same for both APIs: each collection's records listed page
 * by page (up to `--max`), then whatever a kept record links to fetched by its key until every
 * link of the recording lands on a record it holds (so `--max` never cuts a link), then each
 * record written as the create body the API takes, its links as `{"$ref": "<collection>#<key>"}`.
 * What an API's collections are, how they page and what their records link to is the API's plan
 * (identity.ts, calendar.ts).
 */

/** A link from a record: the key, and the collections (in the order to try) that may hold it. */
export interface Ref {
  to: readonly string[]
  key: string | number
  /** A thing no collection serves (a stage, an author, an image): declared in the document as this. */
  declare?: JsonObject
}

export interface Page {
  records: JsonObject[]
  /** What the API says the whole list holds, when it says. */
  total?: number
}

/** One collection of an API, as the recording reads and writes it. */
export interface Plan {
  name: string
  /** Collections sharing keys (an OAuth2 list shows proxy providers too): a key is kept by the first plan of its family. */
  family?: string
  pages(client: Client, max: number): AsyncGenerator<Page>
  one(client: Client, key: string | number): Promise<JsonObject | undefined>
  keyOf(record: JsonObject): string | number
  refs(record: JsonObject): Ref[]
  /** The create body; `link` gives a ref's `$ref`, or undefined when the recording holds nothing for it. */
  body(record: JsonObject, link: (ref: Ref) => JsonValue | undefined): JsonObject
  /** What a kept record needs besides what its list shows (read from elsewhere). */
  complete?(client: Client, record: JsonObject): Promise<JsonObject>
}

export interface ApiPlan {
  api: 'identity' | 'calendar'
  plans: Plan[]
  /** The declared sections (scenario-declared.ts) the plans' refs may name. */
  declared: readonly string[]
  /** Kept records the document leaves out (those the API makes itself when another is created). */
  leaveOut?(kept: Kept): Set<string>
}

/** `<collection>#<key>`: how a kept record is named, as `$ref` names it. */
const named = (collection: string, key: string | number) => `${collection}#${key}`

export type Kept = Map<string, Map<string, JsonObject>>

export interface RecordOptions {
  max: number
  keepSecrets: boolean
  progress: (line: string) => void
}

/** Records one API into its section of a scenario document. */
export async function recordApi(client: Client, plan: ApiPlan, options: RecordOptions): Promise<JsonObject> {
  const byName = new Map(plan.plans.map((entry) => [entry.name, entry]))
  const kept: Kept = new Map(plan.plans.map((entry) => [entry.name, new Map()]))
  const declared = new Map(plan.declared.map((name) => [name, new Map<string, JsonObject>()]))
  const familyOf = new Map<string, string>()

  async function keep(entry: Plan, record: JsonObject): Promise<boolean> {
    const key = String(entry.keyOf(record))
    if (entry.family) {
      if (familyOf.has(named(entry.family, key))) return false
      familyOf.set(named(entry.family, key), entry.name)
    }
    kept.get(entry.name)?.set(key, entry.complete ? await entry.complete(client, record) : record)
    return true
  }

  for (const entry of plan.plans) {
    let count = 0
    let page = 0
    for await (const { records, total } of entry.pages(client, options.max)) {
      page++
      for (const record of records) if (count < options.max && (await keep(entry, record))) count++
      options.progress(
        `${plan.api} ${entry.name}: page ${page}, ${records.length} read${total === undefined ? '' : ` of ${total}`}, ${count} kept`,
      )
    }
  }

  const holder = (ref: Ref) => ref.to.find((name) => kept.get(name)?.has(String(ref.key)))
  const missing = new Set<string>()
  // A kept record's links, fetched until none is left out: each round keeps what the last one linked to.
  for (let added = true; added;) {
    added = false
    for (const [name, records] of kept) {
      const entry = byName.get(name)
      if (!entry) continue
      for (const record of [...records.values()]) {
        for (const ref of entry.refs(record)) {
          const section = ref.declare && declared.get(ref.to[0] ?? '')
          if (section) section.set(String(ref.key), ref.declare ?? {})
          if (section || holder(ref) || missing.has(named(ref.to.join('|'), ref.key))) continue
          added = (await fetchLinked(client, ref, byName, keep, options)) || added
          if (!holder(ref)) missing.add(named(ref.to.join('|'), ref.key))
        }
      }
    }
  }

  const left = plan.leaveOut?.(kept) ?? new Set<string>()
  const link = (ref: Ref): JsonValue | undefined => {
    if (ref.declare) return { $ref: named(ref.to[0] ?? '', ref.key) }
    const at = holder(ref)
    return at === undefined || left.has(named(at, ref.key)) ? undefined : { $ref: named(at, ref.key) }
  }
  const section: JsonObject = {}
  for (const [name, records] of declared)
    if (records.size > 0) section[name] = [...records].map(([key, record]) => ({ $id: key, ...record }))
  for (const entry of plan.plans) {
    const bodies: JsonValue[] = []
    for (const [key, record] of kept.get(entry.name) ?? []) {
      if (left.has(named(entry.name, key))) continue
      const body = entry.body(record, link)
      bodies.push({ $id: key, ...(options.keepSecrets ? body : withoutSecrets(body)) })
    }
    if (bodies.length > 0) section[entry.name] = bodies
  }
  return section
}

/** Reads what a ref names from the first collection that has it; false when none does. */
async function fetchLinked(
  client: Client,
  ref: Ref,
  byName: Map<string, Plan>,
  keep: (entry: Plan, record: JsonObject) => Promise<boolean>,
  options: RecordOptions,
): Promise<boolean> {
  for (const name of ref.to) {
    const entry = byName.get(name)
    const record = entry && (await entry.one(client, ref.key))
    if (!entry || !record) continue
    if (await keep(entry, record)) {
      options.progress(`${client.api} ${name}: ${ref.key} read, as a kept record links to it`)
      return true
    }
  }
  options.progress(`${client.api}: ${ref.to.join(' or ')} ${ref.key} cannot be read; links to it are left out`)
  return false
}
