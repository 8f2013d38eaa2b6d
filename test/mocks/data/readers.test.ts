import { describe, expect, it } from 'vitest'
import { loadScenario } from '../../../fixtures/scenario-loader.js'
import { createMockContext } from '../../../mocks/context/context.js'
import { callApi, collectionPath } from '../../../mocks/factories/call.js'
import { READERS } from '../../../mocks/data/readers.js'
import { createFactories } from '../../../mocks/standin.js'

/**
 * standin/data's reads against the API's own answers (the oracle): every record of every
 * collection equals what `GET <collection>/<key>` answers, and the lists hold the same keys.
 */

const WIDE: Record<string, Record<string, string>> = {
  events: { start_date: '1971-01-01', end_date: '9000-01-01', status: 'publish,future,draft,pending,private' },
  venues: { status: 'publish,future,draft,pending,private' },
  organizers: { status: 'publish,future,draft,pending,private' },
}

describe.each(['default', 'edge-cases'] as const)('every collection in %s', (scenario) => {
  it('reads each record as the API reads it, and the keys its lists hold', async () => {
    const context = await loadScenario(createMockContext(), scenario)
    const factories = createFactories(context)
    for (const api of ['identity', 'calendar'] as const) {
      for (const [name, reader] of Object.entries(READERS[api])) {
        const records = reader.records(context)
        const factory = (
          factories[api] as Record<string, { list(query?: object): Promise<Array<Record<string, unknown>>> }>
        )[name]!
        for (const record of records) {
          // A password-protected event reads whole for its editor (`context=edit`), as the list shows it.
          const path = `${collectionPath(api, name, String(record[reader.key]))}${name === 'events' ? '?context=edit' : ''}`
          const answer = await callApi(context, api, 'GET', path)
          expect(answer.body, `${api} ${name} ${record[reader.key]}`).toEqual(record)
        }
        const listed = await factory.list(WIDE[name] ?? {})
        // Events hidden from listings are read, not listed.
        const listable = records.filter(
          (record) => name !== 'events' || !context.calendar.events.get(Number(record.id))?.hide_from_listings,
        )
        expect(new Set(listable.map((record) => record[reader.key])), `${api} ${name}`).toEqual(
          new Set(listed.map((record) => record[reader.key])),
        )
        expect(Object.isFrozen(records[0] ?? {})).toBe(true)
      }
    }
  })
})
