import { z } from 'zod'

/**
 * The shapes of a snapshot document and of a `--persist` log's change lines, loaded with zod when
 * one is checked (snapshot.ts). Every object is strict: a key standin never writes (an API section
 * it does not serve, a field of a store) means the document is not what it claims, and it is
 * refused rather than read in part. The format is snapshot.ts's to name: it is handed in, so that
 * this file imports nothing back.
 */

const counter = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
/** A word of the generator's state: 32 bits, signed as it runs, unsigned as a seed starts it. */
const word = z
  .number()
  .int()
  .min(-(2 ** 31))
  .max(2 ** 32 - 1)
const random = z.strictObject({ a: word, b: word, c: word, d: word })

const storeSnapshot = z.strictObject({
  tables: z.record(z.string(), z.array(z.unknown())),
  sequences: z.record(z.string(), counter),
  random,
})

export const envelopeOf = (format: string) =>
  z.strictObject({
    format: z.literal(format),
    identity: storeSnapshot,
    calendar: storeSnapshot,
  })

const tableChange = z.union([
  z.strictObject({ put: z.record(z.string(), z.unknown()) }),
  z.strictObject({ delete: z.union([z.string(), z.number()]) }),
])

/** One acknowledged write of one store, as persistence appends it (a store replaced as a whole is never a line: the file is rewritten). */
const storeChanges = z.strictObject({
  tables: z.record(z.string(), z.array(tableChange)),
  replaced: z.literal(false),
  sequences: z.record(z.string(), counter),
  random,
})

export const changeLine = z.strictObject({
  changes: z.strictObject({ identity: storeChanges.optional(), calendar: storeChanges.optional() }),
})
