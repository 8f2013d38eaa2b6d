import { describe, expect, it } from 'vitest'
import { CalendarDb } from '../../../../mocks/calendar/db.js'
import {
  isValidEntry,
  type LinkedPlan,
  planLinked,
  readLinkedEntry,
} from '../../../../mocks/calendar/linked/entries.js'
import { createMap, type PhpValue } from '../../../../mocks/calendar/php.js'
import { venues } from '../../../../mocks/calendar/linked/venues.js'

/** An event write's inline venue or organizer: read once into an entry that its check and its plan both go by. */

const NOW = Date.UTC(2026, 5, 15, 12)
const map = (fields: Record<string, PhpValue>) => Object.assign(createMap(), fields)
const env = (db: CalendarDb) => ({ db, viewer: { authenticated: true }, nowMs: NOW })

describe('an inline linked record', () => {
  it('is read as nothing, an id (bare or wrapped), fields to create, or neither', () => {
    expect(readLinkedEntry('')).toEqual({ kind: 'none' })
    expect(readLinkedEntry('12')).toEqual({ kind: 'id', id: 12 })
    expect(readLinkedEntry(map({ id: 12 }))).toEqual({ kind: 'wrapped id', id: 12 })
    expect(readLinkedEntry(map({ id: 'twelve' }))).toEqual({ kind: 'wrapped id', id: undefined })
    expect(readLinkedEntry(map({ venue: 'Hall' }))).toEqual({ kind: 'fields', fields: { venue: 'Hall' } })
    expect(readLinkedEntry('Hall')).toEqual({ kind: 'invalid' })
    expect(readLinkedEntry([1, 2])).toEqual({ kind: 'invalid' })
  })

  it('is read once: the check and the plan get the same entry for the same record', () => {
    const record = map({ venue: 'Hall', city: 'Lyon' })
    expect(readLinkedEntry(record)).toBe(readLinkedEntry(record))
    expect(readLinkedEntry(map({ venue: 'Hall' }))).not.toBe(readLinkedEntry(map({ venue: 'Hall' })))
  })

  it("is valid when it names a stored record, or gives fields the type's CREATE_args accept", () => {
    const db = new CalendarDb()
    expect(isValidEntry(venues, readLinkedEntry('12'), env(db))).toBe(false)
    expect(isValidEntry(venues, readLinkedEntry(map({ venue: 'Hall', city: 'Lyon' })), env(db))).toBe(true)
    // The name is required.
    expect(isValidEntry(venues, readLinkedEntry(map({ city: 'Lyon' })), env(db))).toBe(false)
    expect(isValidEntry(venues, readLinkedEntry('Hall'), env(db))).toBe(false)
  })

  it('plans a record to create with its row changes, once for duplicates inside one request', () => {
    const db = new CalendarDb()
    const first = planLinked(venues, db, readLinkedEntry(map({ venue: 'Hall', city: 'Lyon' })), [], NOW)
    expect(first).toMatchObject({
      kind: 'create',
      record: { changes: { title: 'Hall', city: 'Lyon', status: 'publish' } },
    })
    const pending: LinkedPlan[] = [first]
    expect(planLinked(venues, db, readLinkedEntry(map({ venue: 'hall', city: 'LYON' })), pending, NOW)).toBe(first)
    expect(planLinked(venues, db, readLinkedEntry(map({ venue: 'Hall', city: 'Paris' })), pending, NOW)).not.toBe(first)
  })

  it('answers the plugin errors for an id that names nothing and for fields without a name', () => {
    const db = new CalendarDb()
    const code = (plan: LinkedPlan) => (plan.kind === 'error' ? plan.response.body : plan.kind)
    expect(code(planLinked(venues, db, readLinkedEntry('12'), [], NOW))).toMatchObject({
      code: 'could-not-create-venue',
    })
    expect(code(planLinked(venues, db, readLinkedEntry(map({ id: 'x' })), [], NOW))).toMatchObject({
      code: 'invalid-linked-post-id',
    })
    expect(code(planLinked(venues, db, readLinkedEntry(map({ venue: '' })), [], NOW))).toMatchObject({
      code: 'could-not-create-venue',
    })
    expect(planLinked(venues, db, readLinkedEntry(0), [], NOW)).toEqual({ kind: 'none' })
  })
})
