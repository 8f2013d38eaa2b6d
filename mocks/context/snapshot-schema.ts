import { z } from 'zod'

/**
 * The snapshot document's envelope, loaded with zod when a snapshot is checked (snapshot.ts). The
 * format is snapshot.ts's to name: it is handed in, so that this file imports nothing back.
 */

const counter = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
const storeSnapshot = z.object({
  tables: z.record(z.string(), z.array(z.unknown())),
  sequences: z.record(z.string(), counter),
  random: z.object({ a: z.number().int(), b: z.number().int(), c: z.number().int(), d: z.number().int() }),
})

export const envelopeOf = (format: string) =>
  z.object({
    format: z.literal(format),
    identity: storeSnapshot,
    calendar: storeSnapshot,
  })
