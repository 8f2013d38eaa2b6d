import { describe, expect, it } from 'vitest'
import { bodyText, JsonText } from '../../../mocks/http/types.js'

describe('JsonText', () => {
  it('keeps its text and its UTF-8 bytes', () => {
    const text = new JsonText('{"name":"zoë"}')
    expect(text.text).toBe('{"name":"zoë"}')
    expect(new TextDecoder().decode(text.bytes)).toBe('{"name":"zoë"}')
    expect(text.bytes.length).toBe(15)
  })
})

describe('bodyText', () => {
  it('is undefined without a body (a 204)', () => {
    expect(bodyText({ status: 204 })).toBeUndefined()
  })

  it('serialises a JSON value, falsy ones included', () => {
    expect(bodyText({ status: 200, body: { a: [1, 'b', null] } })).toBe('{"a":[1,"b",null]}')
    expect(bodyText({ status: 200, body: null })).toBe('null')
    expect(bodyText({ status: 200, body: 0 })).toBe('0')
    expect(bodyText({ status: 200, body: '' })).toBe('""')
    expect(bodyText({ status: 200, body: false })).toBe('false')
  })

  it('sends text already serialised as it is, not as a JSON string', () => {
    expect(bodyText({ status: 200, body: new JsonText('callback({"a":1})') })).toBe('callback({"a":1})')
  })
})
