import { describe, expect, expectTypeOf, it } from 'vitest'
import { PROTECTED_EVENT_PASSWORD } from '../../../fixtures/calendar/seed.js'
import { calendarResources, type CalendarEvent, type CalendarPage } from '../../../mocks/calendar/resource-types.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * The exported calendar types describe what the API sends: every item of every list, and
 * every event, venue, organizer and term read singly (with JSON-LD or core's links), fits its
 * schema read strictly (no key the type does not know).
 */

const API = '/wp-json/cal/events/v1'
const standin = useStandin()

const collections = Object.keys(calendarResources) as Array<keyof typeof calendarResources>

function expectFits(schema: (typeof calendarResources)[keyof typeof calendarResources], item: unknown, where: string) {
  const parsed = schema.safeParse(item)
  expect(parsed.error, `${where}: ${parsed.error?.message}`).toBeUndefined()
}

describe('calendar resource types', () => {
  it.each(collections)('%s: every list item, signed in and anonymous, fits its type', async (collection) => {
    for (const auth of [true, false]) {
      const reply = await standin.send('GET', `${API}/${collection}?per_page=50`, { auth })
      expect(reply.status).toBe(200)
      const items = reply.body[collection] as unknown[]
      expect(items.length).toBeGreaterThan(0)
      for (const [index, item] of items.entries())
        expectFits(calendarResources[collection], item, `${collection}[${index}]`)
    }
  })

  it.each(collections)('%s: every item read singly fits its type', async (collection) => {
    const list = await standin.send('GET', `${API}/${collection}?per_page=50`)
    for (const { id } of list.body[collection] as Array<{ id: number }>) {
      // The protected event answers 403 to a read without its password.
      const reply = await standin.send('GET', `${API}/${collection}/${id}?password=${PROTECTED_EVENT_PASSWORD}`)
      expect(reply.status).toBe(200)
      expectFits(calendarResources[collection], reply.body, `${collection}/${id}`)
    }
  })

  it('types an event list page', () => {
    expectTypeOf<CalendarPage<'events'>['events'][number]>().toEqualTypeOf<CalendarEvent>()
    expectTypeOf<CalendarEvent['venue']>().toExtend<object>()
    expectTypeOf<CalendarEvent['start_date']>().toEqualTypeOf<string>()
  })
})
