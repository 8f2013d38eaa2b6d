import { z } from 'zod'
import { SNAPSHOT_FORMAT } from './snapshot.js'

/** The snapshot document's envelope, loaded with zod when a snapshot is checked (snapshot.ts). */

const counter = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
const storeSnapshot = z.object({
  tables: z.record(z.string(), z.array(z.unknown())),
  sequences: z.record(z.string(), counter),
  random: z.object({ a: z.number().int(), b: z.number().int(), c: z.number().int(), d: z.number().int() }),
})

export const envelope = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  identity: storeSnapshot,
  calendar: storeSnapshot,
})
