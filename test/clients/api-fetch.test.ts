import apiFetchModule from '@wordpress/api-fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { type Standin, startKoaStandin } from '../helpers/standin.js'

/**
 * @wordpress/api-fetch, the block editor's REST client, with its root-URL middleware pointed
 * at standin's REST root: relative paths, its own `_locale=user`, and writes sent as POST with
 * `X-HTTP-Method-Override` (its HTTP/1.0 middleware), signed in with the token.
 */

// The package's types are CommonJS-shaped (`index.d.ts`, no `"type": "module"`), so under
// NodeNext TypeScript finds the function one `default` down; at run time the ES module's
// default export is the function itself.
const apiFetch = apiFetchModule as unknown as typeof apiFetchModule.default

let standin: Standin
beforeAll(async () => {
  standin = await startKoaStandin()
  apiFetch.use(apiFetch.createRootURLMiddleware(`${standin.origin}/wp-json/`))
  apiFetch.use((options, next) =>
    next({ ...options, headers: { ...options.headers, Authorization: `Bearer ${DEFAULT_TOKEN}` } }),
  )
})
afterAll(() => standin.close())

interface Page {
  events: Array<{ id: number; title: string }>
  total: number
}

describe('api-fetch against the calendar', () => {
  it('lists events and reads the totals from the headers', async () => {
    const page = await apiFetch<Page>({ path: '/cal/events/v1/events?per_page=2' })
    expect(page.events).toHaveLength(2)
    const response = await apiFetch<never, false>({ path: '/cal/events/v1/events?per_page=2', parse: false })
    expect(Number(response.headers.get('x-tec-total'))).toBe(page.total)
    const index = await apiFetch<{ namespaces: string[] }>({ path: '/' })
    expect(index.namespaces).toEqual(['cal/events/v1'])
  })

  it('creates, updates (POST with a method override) and deletes a venue', async () => {
    const created = await apiFetch<{ id: number; venue: string; city: string }>({
      path: '/cal/events/v1/venues',
      method: 'POST',
      data: { venue: 'api-fetch Hall', city: 'Lisbon' },
    })
    expect(created).toMatchObject({ venue: 'api-fetch Hall', city: 'Lisbon' })
    const updated = await apiFetch<{ city: string }>({
      path: `/cal/events/v1/venues/${created.id}`,
      method: 'PUT',
      data: { city: 'Porto' },
    })
    expect(updated.city).toBe('Porto')
    expect(standin.context.calendar.venues.get(created.id)?.city).toBe('Porto')
    const deleted = await apiFetch<{ status: string }>({
      path: `/cal/events/v1/venues/${created.id}`,
      method: 'DELETE',
    })
    expect(deleted.status).toBe('trash')
    await expect(apiFetch({ path: `/cal/events/v1/venues/${created.id}`, method: 'DELETE' })).rejects.toMatchObject({
      code: 'venue-is-in-trash',
    })
  })

  it('gets WordPress’s errors as api-fetch hands them on', async () => {
    await expect(
      apiFetch({ path: '/cal/events/v1/events', method: 'POST', data: { title: 'No dates' } }),
    ).rejects.toMatchObject({
      code: 'rest_missing_callback_param',
      message: 'Missing parameter(s): start_date, end_date',
    })
  })
})
