import { describe, expect, it } from 'vitest'
import { useStandin } from '../../helpers/standin.js'

/** Featured images by id or by address: only addresses of attachments standin holds (it fetches nothing). */

const API = '/wp-json/cal/events/v1'
const event = { title: 'Pictured', start_date: '2030-05-01 19:00', end_date: '2030-05-01 22:00' }

describe.each(['msw', 'koa'] as const)('images through %s', (host) => {
  const standin = useStandin({ host, resetEach: true })
  const db = () => standin.context.calendar
  const attachment = () => db().attachments.rows()[1]!

  it('takes the id or the address of an image attachment standin holds, on any host', async () => {
    const { id, file } = attachment()
    for (const image of [
      String(id),
      `${standin.origin}/wp-content/uploads/${file}`,
      `https://cdn.example/wp-content/uploads/${file}`,
    ]) {
      const reply = await standin.send('POST', `${API}/events`, { json: { ...event, image } })
      expect(reply.status, image).toBe(201)
      expect(reply.body.image).toMatchObject({ id, url: `${standin.origin}/wp-content/uploads/${file}` })
    }
    const attachments = db().attachments.size
    const venue = await standin.send('POST', `${API}/venues`, {
      json: { venue: 'Gallery', image: `${standin.origin}/wp-content/uploads/${file}` },
    })
    expect(venue.body.image.id).toBe(id)
    expect(db().attachments.size).toBe(attachments)
  })

  it.each([
    ['an address standin holds nothing at', 'https://images.example/photos/harbour-night.jpg'],
    ['an uploads address of no attachment', 'https://images.example/wp-content/uploads/2026/01/none.jpg'],
    ['a size of an attachment (a file of its own upstream)', 'SIZE'],
    ['not an address', 'foo bar'],
    ['an unknown id', '99999'],
    ['the id of a post that is not an attachment', 'EVENT'],
  ])('answers 400 for %s, on create and on update, for events, venues and organizers', async (_label, given) => {
    const image =
      given === 'SIZE'
        ? `${standin.origin}/wp-content/uploads/${attachment().file.replace('.jpg', '-300x200.jpg')}`
        : given === 'EVENT'
          ? String(db().events.rows()[0]!.id)
          : given
    const existing = db()
      .events.rows()
      .find((row) => row.status === 'publish')!
    for (const [method, path, body] of [
      ['POST', `${API}/events`, { ...event, image }],
      ['PATCH', `${API}/events/${existing.id}`, { image }],
      ['POST', `${API}/venues`, { venue: 'Pictureless', image }],
      ['PUT', `${API}/organizers/${db().organizers.rows()[0]!.id}`, { image }],
    ] as const) {
      const reply = await standin.send(method, path, { json: body })
      expect(reply.status, `${method} ${path}`).toBe(400)
      expect(reply.body).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { image: 'Invalid parameter.' } },
      })
    }
  })

  it('does not take an address from an anonymous caller (WordPress checks upload rights), nor a JSON number', async () => {
    const anonymous = await standin.send('POST', `${API}/events`, {
      json: { ...event, image: `${standin.origin}/wp-content/uploads/${attachment().file}` },
      auth: false,
    })
    expect(anonymous.status).toBe(400)
    const number = await standin.send('POST', `${API}/events`, { json: { ...event, image: attachment().id } })
    expect(number.body.data.params).toEqual({ image: 'image is not of type string.' })
  })
})
