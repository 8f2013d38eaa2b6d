import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/** Venues and organizers created twice: the plugin's duplicate detection, on its declared fields. */

const API = '/wp-json/cal/events/v1'
const event = { title: 'Linked', start_date: '2030-04-01 19:00', end_date: '2030-04-01 22:00' }

describe.each(['msw', 'koa'] as const)('duplicate venues and organizers through %s', (host) => {
  const standin = useStandin({ host, resetEach: true })
  const db = () => standin.context.calendar
  const post = (plural: string, json: object) => standin.send('POST', `${API}/${plural}`, { json })

  it('answers the venue whose name (any case) and every compared field given match', async () => {
    const first = await post('venues', {
      venue: 'Salle Pleyel',
      address: '252 Rue du Faubourg Saint-Honoré',
      city: 'Paris',
      zip: '75008',
      country: 'France',
    })
    expect(first.status).toBe(201)
    const count = db().venues.size
    for (const again of [
      { venue: 'salle pleyel ' },
      { venue: 'SALLE PLEYEL', city: 'paris', zip: '75008' },
      // The address is compared loosely: each word given occurs in the stored one.
      { venue: 'Salle Pleyel', address: 'faubourg saint-honore 252' },
      // Fields the plugin does not compare do not make another venue, nor change this one.
      { venue: 'Salle Pleyel', country: 'Belgium', website: 'https://pleyel.example' },
      { venue: 'Salle Pleyel', city: '' },
    ]) {
      const reply = await post('venues', again)
      expect(reply.status, JSON.stringify(again)).toBe(201)
      expect(reply.body.id, JSON.stringify(again)).toBe(first.body.id)
      expect(reply.body).toEqual(first.body)
    }
    expect(db().venues.size).toBe(count)
  })

  it('creates another venue when a compared field differs, or the match is in the trash', async () => {
    const first = await post('venues', { venue: 'Le Trianon', city: 'Paris', phone: '01 44 92 78 00' })
    const otherCity = await post('venues', { venue: 'Le Trianon', city: 'Lyon' })
    expect(otherCity.body.id).not.toBe(first.body.id)
    expect(otherCity.body.slug).toBe(`${first.body.slug}-2`)
    const otherPhone = await post('venues', { venue: 'Le Trianon', city: 'Paris', phone: '01 00 00 00 00' })
    const otherAddress = await post('venues', { venue: 'Le Trianon', address: '80 Boulevard de Rochechouart' })
    const otherDescription = await post('venues', { venue: 'Le Trianon', description: 'Another hall' })
    expect(
      new Set([first.body.id, otherCity.body.id, otherPhone.body.id, otherAddress.body.id, otherDescription.body.id])
        .size,
    ).toBe(5)
    await standin.send('DELETE', `${API}/venues/${otherCity.body.id}`)
    expect((await post('venues', { venue: 'Le Trianon', city: 'Lyon' })).body.id).not.toBe(otherCity.body.id)
  })

  it('compares an organizer’s description, phone, email and website', async () => {
    const first = await post('organizers', {
      organizer: 'Jazz Club',
      email: 'hello@jazz.example',
      description: 'Live every night',
    })
    expect((await post('organizers', { organizer: 'JAZZ CLUB', email: 'Hello@Jazz.example' })).body.id).toBe(
      first.body.id,
    )
    expect((await post('organizers', { organizer: 'Jazz Club', description: 'live every night' })).body.id).toBe(
      first.body.id,
    )
    expect((await post('organizers', { organizer: 'Jazz Club', email: 'other@jazz.example' })).body.id).not.toBe(
      first.body.id,
    )
    expect((await post('organizers', { organizer: 'Jazz Club', website: 'https://jazz.example' })).body.id).not.toBe(
      first.body.id,
    )
  })

  it('applies the same rule to venues and organizers given inline on an event, and within one request', async () => {
    const venue = await post('venues', { venue: 'Cavern', city: 'Liverpool' })
    const same = await post('events', { ...event, venue: { venue: 'cavern', city: 'LIVERPOOL' } })
    expect(same.body.venue.id).toBe(venue.body.id)
    const other = await post('events', { ...event, venue: { venue: 'Cavern', city: 'London' } })
    expect(other.body.venue.id).not.toBe(venue.body.id)
    const organizers = db().organizers.size
    const twice = await post('events', {
      ...event,
      organizer: [
        { organizer: 'Door Staff', phone: '555-0199' },
        { organizer: 'door staff', phone: '555-0199' },
        { organizer: 'Door Staff', phone: '555-0100' },
      ],
    })
    expect(twice.body.organizer).toHaveLength(2)
    expect(db().organizers.size).toBe(organizers + 2)
  })
})
