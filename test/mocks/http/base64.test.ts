import { describe, expect, it } from 'vitest'
import { decodeBase64Utf8 } from '../../../mocks/http/base64.js'

describe('decodeBase64Utf8', () => {
  it.each([
    ['', ''],
    ['YWRtaW46c2VjcmV0', 'admin:secret'],
    ['YQ==', 'a'],
    ['YWI=', 'ab'],
    // "zoë:pässword" in UTF-8: multi-byte characters survive.
    [Buffer.from('zoë:pässword', 'utf8').toString('base64'), 'zoë:pässword'],
    [Buffer.from('🗓️:x', 'utf8').toString('base64'), '🗓️:x'],
  ])('decodes %j to %j', (text, expected) => {
    expect(decodeBase64Utf8(text)).toBe(expected)
  })

  it.each([
    ['characters outside the alphabet', 'YWRt aW4='],
    ['URL-safe alphabet', 'a-_b'],
    ['padding in the middle', 'YQ==YQ=='],
    ['three padding characters', 'YQ==='],
    ['a length of 4n+1', 'YWRtY'],
    ['bytes that are not UTF-8 (Latin-1 "é")', Buffer.from([0x63, 0x61, 0x66, 0xe9]).toString('base64')],
    ['a lone continuation byte', Buffer.from([0x80]).toString('base64')],
  ])('refuses %s', (_, text) => {
    expect(decodeBase64Utf8(text)).toBeUndefined()
  })
})
