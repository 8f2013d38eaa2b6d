import WPAPI from 'wpapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { type Standin, startKoaStandin } from '../helpers/standin.js'

/**
 * wpapi, the WordPress REST client, as a site's code would use it: discover the API from the
 * site's address (the front page's Link header, then the REST index), then list, page, read,
 * create, update and delete through `.namespace('cal/events/v1')`, signing in with the token
 * as an application password.
 */

let standin: Standin
beforeAll(async () => {
  standin = await startKoaStandin()
})
afterAll(() => standin.close())

describe('wpapi against the calendar', () => {
  it('discovers the namespace and its routes from the site’s address', async () => {
    const site = await WPAPI.discover(standin.origin)
    const calendar = site.namespace('cal/events/v1')
    expect(Object.keys(calendar)).toEqual(
      expect.arrayContaining(['events', 'venues', 'organizers', 'categories', 'tags', 'doc']),
    )
  })

  it('lists, pages and reads events', async () => {
    const calendar = (await WPAPI.discover(standin.origin)).namespace('cal/events/v1')
    const first = await calendar.events!().perPage(3)
    expect(first.events).toHaveLength(3)
    expect(first.total).toBeGreaterThan(6)
    const second = await calendar.events!().perPage(3).page(2)
    expect(second.events.map((event: { id: number }) => event.id)).not.toEqual(
      first.events.map((event: { id: number }) => event.id),
    )
    expect(first.next_rest_url).toContain('page=2')
    expect(second.previous_rest_url).toBeDefined()
    const one = await calendar.events!().id(first.events[0].id)
    expect(one).toMatchObject({ id: first.events[0].id, title: first.events[0].title })
    expect(one.json_ld['@type']).toBe('Event')
    const venue = await calendar.venues!().id(
      one.venue.id ?? first.events.find((event: { venue: { id?: number } }) => event.venue.id)?.venue.id,
    )
    expect(venue.json_ld['@type']).toBe('Place')
  })

  it('creates, updates and deletes an event, signed in with an application password', async () => {
    const site = await WPAPI.discover(standin.origin)
    const calendar = site.auth({ username: 'admin', password: DEFAULT_TOKEN }).namespace('cal/events/v1')
    const created = await calendar.events!().create({
      title: 'Made by wpapi',
      start_date: '2031-02-01 18:00:00',
      end_date: '2031-02-01 20:00:00',
      categories: 'Music',
      cost: ['0$', '15$'],
    })
    expect(created).toMatchObject({
      title: 'Made by wpapi',
      start_date: '2031-02-01 18:00:00',
      cost: 'Free \u2013 15$',
    })
    const updated = await calendar.events!().id(created.id).update({ title: 'Renamed by wpapi' })
    expect(updated.title).toBe('Renamed by wpapi')
    const deleted = await calendar.events!().id(created.id).delete()
    expect(deleted.status).toBe('trash')
    await expect(calendar.events!().id(created.id).delete()).rejects.toMatchObject({
      code: 'event-is-in-trash',
      data: { status: 410 },
    })
    // Without credentials the write is refused, in WordPress's words.
    const anonymous = (await WPAPI.discover(standin.origin)).namespace('cal/events/v1')
    await expect(anonymous.venues!().create({ venue: 'Nope' })).rejects.toMatchObject({
      code: 'rest_forbidden',
      data: { status: 401 },
    })
  })
})
