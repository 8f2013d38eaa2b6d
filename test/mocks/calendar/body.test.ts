import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../../mocks/context/context.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * Bodies PHP's `json_decode` refuses, and text that is not UTF-8 (issue 22, item 10: lone
 * surrogates). WordPress decodes a JSON body with `json_decode( $body, true )` and answers any
 * failure as 400 `rest_invalid_json` with PHP's code and message (WordPress 7.0.3
 * `class-wp-rest-request.php`, `WP_REST_Request::parse_json_params`), before it checks
 * anything else (`has_valid_params`). The codes and messages are PHP 8.2's, run on the same
 * bodies (the research's php-json-errors.php): PHP's scanner (ext/json/json_scanner.re)
 * decodes a `\uXXXX` escape only as a whole character or a surrogate pair.
 */

const API = '/wp-json/cal/events/v1'
const EVENT = { title: 'Gig', start_date: '2026-12-01 20:00:00', end_date: '2026-12-01 23:00:00' }

const refusal = (code: number, message: string) => ({
  code: 'rest_invalid_json',
  message: 'Invalid JSON body passed.',
  data: { status: 400, json_error_code: code, json_error_message: message },
})
const SURROGATE = refusal(10, 'Single unpaired UTF-16 surrogate in unicode escape')

const invalidParam = (name: string) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: { status: 400, params: { [name]: 'Invalid parameter.' }, details: [] },
})

describe.each(['msw', 'koa'] as const)('calendar bodies through %s', (host) => {
  const standin = useStandin({ host, resetEach: true })
  const db = () => standin.context.calendar
  const json = (body: string) => ({ body, headers: { 'content-type': 'application/json' } })
  /** Sends bytes as they are, which `send` (text) cannot. */
  const sendBytes = async (method: string, path: string, type: string, bytes: number[]) => {
    const response = await fetch(`${standin.origin}${path}`, {
      method,
      headers: { 'content-type': type, authorization: `Bearer ${DEFAULT_TOKEN}` },
      body: Uint8Array.from(bytes),
    })
    return { status: response.status, body: await response.json() }
  }
  const ascii = (text: string) => [...Buffer.from(text)]

  it('refuses a lone surrogate escape in any field, key, route and method with code 10, writing nothing', async () => {
    const before = db().events.size
    const venue = db().venues.rows()[0]!
    for (const [method, path, body] of [
      ['POST', `${API}/events`, '{"title":"\\ud800","start_date":"2026-12-01","end_date":"2026-12-02"}'],
      ['POST', `${API}/events`, '{"description":"a\\udc00b"}'],
      ['POST', `${API}/events`, '{"title":"\\udc00\\ud800"}'],
      ['PUT', `${API}/venues/${venue.id}`, '{"\\ud800x":1}'],
      ['POST', `${API}/categories`, '{"name":["\\ud800"]}'],
      ['DELETE', `${API}/organizers/${db().organizers.rows()[0]!.id}`, '{"a":{"b":"\\ud800"}}'],
    ] as const) {
      const reply = await standin.send(method, path, json(body))
      expect(reply.status, `${method} ${path} ${body}`).toBe(400)
      expect(reply.body).toEqual(SURROGATE)
    }
    expect(db().events.size).toBe(before)
    // A pair is a character.
    const paired = await standin.send(
      'POST',
      `${API}/events`,
      json(JSON.stringify({ ...EVENT, title: 'A \ud83c\udfb8' })),
    )
    expect(paired.status).toBe(201)
    expect(paired.body.title).toBe('A \ud83c\udfb8')
  })

  it('answers PHP’s codes for other bodies it refuses: depth (1), control character (3), syntax (4)', async () => {
    const deep = (levels: number) => `{"title":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`
    expect((await standin.send('POST', `${API}/events`, json(deep(512)))).body).toEqual(
      refusal(1, 'Maximum stack depth exceeded'),
    )
    // 511 levels is as deep as PHP goes: the body parses (then the title is refused as not text).
    expect((await standin.send('POST', `${API}/events`, json(deep(511)))).body.code).not.toBe('rest_invalid_json')
    const control = refusal(3, 'Control character error, possibly incorrectly encoded')
    expect((await standin.send('POST', `${API}/events`, json('{"title":"a\u0001"}'))).body).toEqual(control)
    expect((await standin.send('POST', `${API}/events`, json('{"title":"a\tb"}'))).body).toEqual(control)
    expect((await standin.send('POST', `${API}/events`, json('[1,\u00012]'))).body).toEqual(control)
    expect((await standin.send('POST', `${API}/events`, json('{"title":\n"x",}'))).body).toEqual(
      refusal(4, 'Syntax error'),
    )
  })

  it('refuses JSON bytes that are not UTF-8 with code 5', async () => {
    for (const bytes of [
      [0xff, ...ascii('{}')],
      [...ascii('{"title":"'), 0xed, 0xa0, 0x80, ...ascii('"}')],
      [...ascii('{"title":"x"}'), 0xe2],
    ]) {
      const reply = await sendBytes('POST', `${API}/events`, 'application/json', bytes)
      expect(reply.status).toBe(400)
      expect(reply.body).toEqual(refusal(5, 'Malformed UTF-8 characters, possibly incorrectly encoded'))
    }
  })

  // Upstream stores such bytes until MySQL refuses them: event create 500s db_insert_error
  // (wp_insert_post, wp-includes/post.php), a venue create answers could-not-create-venue, an
  // update silently changes nothing, a term's name is blanked by sanitize_text_field and
  // wp_insert_term 500s invalid_term_name. standin refuses the parameter (decision 0032).
  it('refuses form and query text that is not UTF-8 as an invalid parameter, writing nothing', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    const event = db().events.rows()[0]!
    const before = { events: db().events.size, terms: db().terms.size, venues: db().venues.size }
    const cases = [
      ['POST', `${API}/events`, 'title=%ED%A0%80&start_date=2026-12-01&end_date=2026-12-02', 'title'],
      ['PUT', `${API}/events/${event.id}`, 'title=a%FFb', 'title'],
      ['POST', `${API}/venues`, 'venue=%C0%80', 'venue'],
      ['POST', `${API}/categories`, 'name=%ED%A0%80', 'name'],
      ['POST', `${API}/tags?name=%E2%82`, '', 'name'],
    ] as const
    for (const [method, path, body, name] of cases) {
      const reply = await standin.send(method, path, { body, headers: form })
      expect(reply.status, `${method} ${path} ${body}`).toBe(400)
      expect(reply.body).toEqual(invalidParam(name))
    }
    expect((await standin.send('GET', `${API}/events?search=%ED%A0%80`)).body).toEqual(invalidParam('search'))
    const raw = await sendBytes('PUT', `${API}/events/${event.id}`, form['content-type'], [...ascii('title=a'), 0xff])
    expect(raw.body).toEqual(invalidParam('title'))
    expect(db().events.get(event.id)?.title).toBe(event.title)
    expect({ events: db().events.size, terms: db().terms.size, venues: db().venues.size }).toEqual(before)
    // Well-formed text still goes through, from a form's bytes too.
    const accented = await sendBytes('PUT', `${API}/events/${event.id}`, form['content-type'], [
      ...ascii('title='),
      ...Buffer.from('Café'),
    ])
    expect(accented.body.title).toBe('Café')
  })

  it('creates no term from a name of bytes that are not UTF-8, as translate_terms_to_ids skips it', async () => {
    const before = db().terms.size
    const reply = await standin.send('POST', `${API}/events`, {
      json: { ...EVENT, categories: 'Jazz Nights,%ED%A0%80' },
    })
    expect(reply.status).toBe(201)
    expect(reply.body.categories.map((term: { name: string }) => term.name)).toEqual(['Jazz Nights'])
    expect(db().terms.size).toBe(before + 1)
  })
})
