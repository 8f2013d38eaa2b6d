import type { IdentityDb } from '../db.js'

/** Lookups for related-object fields: does the key name an object of that kind? */
export const exists = {
  user: (db: IdentityDb, key: string | number) => db.users.has(key as number),
  group: (db: IdentityDb, key: string | number) => db.groups.has(key as string),
  provider: (db: IdentityDb, key: string | number) => db.providers.has(key as number),
  flow: (db: IdentityDb, key: string | number) => db.flows.has(key as string),
  stage: (db: IdentityDb, key: string | number) => db.stages.has(key as string),
  policy: (db: IdentityDb, key: string | number) => db.policies.has(key as string),
  propertyMapping: (db: IdentityDb, key: string | number) => db.propertyMappings.has(key as string),
  certificateKeyPair: (db: IdentityDb, key: string | number) => db.certificateKeyPairs.has(key as string),
  /** What a policy can be bound to: an application, a flow or a flow-stage binding. */
  bindingTarget: (db: IdentityDb, key: string | number) =>
    db.applications.has(key as string) ||
    db.flows.has(key as string) ||
    db.flowStageBindings.has(key as string),
}
