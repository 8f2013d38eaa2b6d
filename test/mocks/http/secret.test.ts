import { describe, expect, it } from 'vitest'
import { sameSecret } from '../../../mocks/http/secret.js'

describe('sameSecret', () => {
  it.each([
    ['standin-dev-token', 'standin-dev-token', true],
    ['standin-dev-toke', 'standin-dev-token', false],
    ['standin-dev-tokenx', 'standin-dev-token', false],
    ['standin-dev-tokeN', 'standin-dev-token', false],
    ['', 'standin-dev-token', false],
    ['', '', true],
    ['\u0000', '', false],
    ['tökén', 'tökén', true],
  ])('%j against %j is %s', (given, expected, same) => {
    expect(sameSecret(given, expected)).toBe(same)
  })
})
