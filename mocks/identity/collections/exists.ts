import type { IdentityDb } from '../db.js'
import { intKey, type RelatedTarget, uuidKey } from '../relations.js'

type Has<Key> = (db: IdentityDb, key: Key) => boolean
const byInt = (has: Has<number>): RelatedTarget<IdentityDb, number> => ({ key: intKey, has })
const byUuid = (has: Has<string>): RelatedTarget<IdentityDb, string> => ({ key: uuidKey, has })

/** What related-object fields may name: each kind's key, and whether an object has it. */
export const exists = {
  user: byInt((db, key) => db.users.has(key)),
  group: byUuid((db, key) => db.groups.has(key)),
  provider: byInt((db, key) => db.providers.has(key)),
  flow: byUuid((db, key) => db.flows.has(key)),
  stage: byUuid((db, key) => db.stages.has(key)),
  policy: byUuid((db, key) => db.policies.has(key)),
  propertyMapping: byUuid((db, key) => db.propertyMappings.has(key)),
  certificateKeyPair: byUuid((db, key) => db.certificateKeyPairs.has(key)),
  /** What a policy can be bound to: an application, a flow or a flow-stage binding. */
  bindingTarget: byUuid((db, key) => db.applications.has(key) || db.flows.has(key) || db.flowStageBindings.has(key)),
}
