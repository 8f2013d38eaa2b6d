import { describe, expect, it } from 'vitest'
import { useStandin } from '../helpers/standin.js'

/**
 * `search` is plain text in both APIs: regular-expression characters match themselves, never
 * as a pattern (nothing builds a RegExp from input), and a malformed pattern is no error.
 * (Venue and organizer searches split the text into words at punctuation first, so they are
 * not shown here; they match words as plain text too.)
 */

const standin = useStandin({ resetEach: true })
const CALENDAR = '/wp-json/cal/events/v1'
const event = { start_date: '2027-03-10 19:00:00', end_date: '2027-03-10 22:00:00' }

describe('search matches its text literally', () => {
  it('identity: users', async () => {
    for (const [username, name] of [
      ['lit.one', 'Quinta q.z (x+) [y]'],
      ['lit.two', 'Quinta qaz xx'],
    ]) {
      expect((await standin.send('POST', '/api/v2beta/core/users/', { json: { username, name } })).status).toBe(201)
    }
    const found = async (term: string) => {
      const reply = await standin.send('GET', `/api/v2beta/core/users/?search=${encodeURIComponent(term)}`)
      expect(reply.status, term).toBe(200)
      return reply.body.results.map((user: { username: string }) => user.username)
    }
    expect(await found('q.z')).toEqual(['lit.one'])
    expect(await found('(x+)')).toEqual(['lit.one'])
    expect(await found('[y]')).toEqual(['lit.one'])
    expect(await found('Quinta .*')).toEqual([])
    expect(await found('(a+)+$')).toEqual([])
    expect(await found('Quinta [')).toEqual(['lit.one'])
    expect(await found('Quinta \\')).toEqual([])
  })

  it.each([
    ['events', (title: string) => ({ ...event, title }), (body: any) => body.events.map((row: any) => row.title)],
    ['categories', (name: string) => ({ name }), (body: any) => body.categories.map((row: any) => row.name)],
    ['tags', (name: string) => ({ name }), (body: any) => body.tags.map((row: any) => row.name)],
  ])('calendar: %s', async (collection, fields, names) => {
    for (const name of ['Quinta q.z (x+) [y]', 'Quinta qaz xx']) {
      expect((await standin.send('POST', `${CALENDAR}/${collection}`, { json: fields(name) })).status).toBe(201)
    }
    const found = async (term: string) => {
      const reply = await standin.send(
        'GET',
        `${CALENDAR}/${collection}?per_page=50&hide_empty=false&search=${encodeURIComponent(term)}`,
      )
      expect(reply.status, `${collection} ${term}: ${reply.text.slice(0, 200)}`).toBe(200)
      return names(reply.body)
    }
    expect(await found('q.z')).toEqual(['Quinta q.z (x+) [y]'])
    expect(await found('(x+)')).toEqual(['Quinta q.z (x+) [y]'])
    expect(await found('.*')).toEqual([])
    expect(await found('(a+)+$')).toEqual([])
  })
})
