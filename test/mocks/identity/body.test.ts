import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../../mocks/context/context.js'
import { useStandin } from '../../helpers/standin.js'

/**
 * Request bodies as DRF 3.11.1 reads them (issue 23, items 3-5). The answers are those the
 * research oracle printed: DRF 3.11.1 with passbook 0.10.9's own UserSerializer and
 * OutpostSerializer (drf/run.py).
 */

const API = '/api/v2beta'
const form = (body: string) => ({ body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })

describe.each(['msw', 'koa'] as const)('identity bodies through %s', (host) => {
  const standin = useStandin({ host, resetEach: true })
  const outpost = () => standin.context.identity.outposts.rows()[0]!
  /** Sends bytes, or a FormData with the type fetch gives it (its boundary). */
  const send = async (method: string, path: string, body: Uint8Array<ArrayBuffer> | FormData) => {
    const headers: Record<string, string> = { authorization: `Bearer ${DEFAULT_TOKEN}` }
    if (!(body instanceof FormData)) headers['content-type'] = 'application/json'
    const response = await fetch(`${standin.origin}${API}${path}`, { method, headers, body })
    return { status: response.status, body: await response.json() }
  }

  // rest_framework/fields.py `JSONField.get_value` (a form's value is a JSONString) and
  // `to_internal_value` (`json.loads`, strict constants: 'Value must be valid JSON.').
  it('parses a form or multipart _config as JSON (the outposts JSONField), and refuses what is not', async () => {
    const path = `${API}/outposts/outposts/${outpost().pk}/`
    const set = await standin.send('PATCH', path, form('_config=%7B%22log_level%22%3A%22debug%22%7D'))
    expect(set.status).toBe(200)
    expect(set.body._config).toEqual({ log_level: 'debug' })
    for (const [text, stored] of [
      ['5', 5],
      ['"x"', 'x'],
      ['[1,2]', [1, 2]],
    ] as const) {
      const reply = await standin.send('PATCH', path, form(`_config=${encodeURIComponent(text)}`))
      expect(reply.body._config, text).toEqual(stored)
    }
    for (const text of ['not json', 'NaN', '', '{"a":1e400}']) {
      const reply = await standin.send('PATCH', path, form(`_config=${encodeURIComponent(text)}`))
      expect(reply.status, text).toBe(400)
      expect(reply.body).toEqual({ _config: ['Value must be valid JSON.'] })
    }
    const parts = new FormData()
    parts.append('_config', '{"b":2}')
    expect((await send('PATCH', `/outposts/outposts/${outpost().pk}/`, parts)).body._config).toEqual({
      b: 2,
    })
    // JSON input is not parsed again: a string stays a string.
    const string = await standin.send('PATCH', path, { json: { _config: '{"a":1}' } })
    expect(string.body._config).toBe('{"a":1}')
  })

  // rest_framework/request.py `_load_data_and_files` (files join the data last, so a file
  // part wins), then each field's own refusal of the file object: CharField's 'Not a valid
  // string.' (fields.py `CharField.to_internal_value`), JSONField's str(file), a name.
  it('meets a multipart part sent as a file as DRF does: the file, which text fields refuse', async () => {
    const file = (name: string) => new File(['bob'], name)
    const user = new FormData()
    user.append('username', 'bob')
    user.append('username', file('username'))
    user.append('name', 'Bob')
    const created = await send('POST', '/core/users/', user)
    expect(created.status).toBe(400)
    expect(created.body).toEqual({ username: ['Not a valid string.'] })
    const config = new FormData()
    config.append('_config', file('cfg.json'))
    const refused = await send('PATCH', `/outposts/outposts/${outpost().pk}/`, config)
    expect(refused.body).toEqual({ _config: ['Value must be valid JSON.'] })
    const group = new FormData()
    group.append('name', 'g')
    group.append('parent', file('p'))
    group.append('users', file('u'))
    group.append('is_superuser', file('true'))
    const groupReply = await send('POST', '/core/groups/', group)
    expect(groupReply.body).toEqual({
      is_superuser: ['Must be a valid boolean.'],
      parent: ['\u201cp\u201d is not a valid UUID.'],
      users: ['Incorrect type. Expected pk value, received InMemoryUploadedFile.'],
    })
  })

  it('takes the last of a form key sent twice for a single-valued field', async () => {
    const reply = await standin.send('POST', `${API}/core/users/`, form('username=first&username=second&name=N'))
    expect(reply.status).toBe(201)
    expect(reply.body.username).toBe('second')
  })

  // rest_framework/parsers.py `JSONParser.parse`: codecs.getreader('utf-8'), ValueError ->
  // ParseError('JSON parse error - %s'); the texts are CPython's UnicodeDecodeError.
  it('words a JSON body that is not UTF-8 as DRF does, and drops an incomplete last sequence', async () => {
    const bytes = (...parts: Array<string | number[]>) =>
      Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)))
    const detail = (message: string) => ({ detail: `JSON parse error - 'utf-8' codec can't decode ${message}` })
    expect((await send('POST', '/core/users/', bytes([0xff]))).body).toEqual(
      detail('byte 0xff in position 0: invalid start byte'),
    )
    expect((await send('POST', '/core/users/', bytes('{"username":"', [0xff], '"}'))).body).toEqual(
      detail('byte 0xff in position 13: invalid start byte'),
    )
    expect((await send('POST', '/core/users/', bytes('{"a":"', [0xe2, 0x82], '"}'))).body).toEqual(
      detail('bytes in position 6-7: invalid continuation byte'),
    )
    const trailing = await send('POST', '/core/users/', bytes('{"username":"zed","name":"Z"}', [0xe2]))
    expect(trailing.status).toBe(201)
    const bom = await send('POST', '/core/users/', bytes([0xef, 0xbb, 0xbf], '{}'))
    expect(bom.body).toEqual({
      detail: 'JSON parse error - Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)',
    })
  })
})
