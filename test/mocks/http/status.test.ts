import { describe, expect, it } from 'vitest'
import { reasonPhrase } from '../../../mocks/http/status.js'

describe('reasonPhrase', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [413, 'Payload Too Large'],
    [414, 'URI Too Long'],
    [429, 'Too Many Requests'],
    [431, 'Request Header Fields Too Large'],
    [500, 'Internal Server Error'],
    [503, 'Service Unavailable'],
    [504, 'Gateway Timeout'],
  ])('%i is %s', (status, phrase) => {
    expect(reasonPhrase(status)).toBe(phrase)
  })

  it.each([
    [418, 'Client Error'],
    [499, 'Client Error'],
    [507, 'Server Error'],
    [599, 'Server Error'],
  ])('an unlisted %i falls back to its class: %s', (status, phrase) => {
    expect(reasonPhrase(status)).toBe(phrase)
  })
})
