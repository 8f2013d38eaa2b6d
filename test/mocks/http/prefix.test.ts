import { describe, expect, it } from 'vitest'
import { compilePrefix, ownedPaths } from '../../../mocks/http/prefix.js'

describe('compilePrefix: a prefix', () => {
  const api = compilePrefix('/api/v2beta')

  it.each([
    ['/api/v2beta', true],
    ['/api/v2beta/', true],
    ['/api/v2beta/core/users/', true],
    ['/api/v2betax', false],
    ['/api/v2beta.json', false],
    ['/apixv2beta/', false],
    ['/other/api/v2beta/', false],
  ])('%s: %s (segment-wise)', (path, expected) => {
    expect(api.matches(path)).toBe(expected)
  })

  it('escapes what regular expressions would read: a dot is a dot', () => {
    const dotted = compilePrefix('/wp-json/a.b')
    expect(dotted.matches('/wp-json/a.b/c')).toBe(true)
    expect(dotted.matches('/wp-json/aXb/c')).toBe(false)
  })

  it('with a trailing slash, owns only what is under it', () => {
    const under = compilePrefix('/api/')
    expect(under.matches('/api/x')).toBe(true)
    expect(under.matches('/api/')).toBe(true)
    expect(under.matches('/api')).toBe(false)
  })

  it('a `:param` segment stands for one segment, never for several or none', () => {
    const sessions = compilePrefix('/s/:id/api')
    expect(sessions.matches('/s/abc/api/users')).toBe(true)
    expect(sessions.matches('/s/a/b/api')).toBe(false)
    expect(sessions.matches('/s//api')).toBe(false)
  })
})

describe('compilePrefix: an exact path', () => {
  const root = compilePrefix('/wp-json/', true)

  it('is the path, with or without its trailing slash, and nothing under it', () => {
    expect(root.matches('/wp-json')).toBe(true)
    expect(root.matches('/wp-json/')).toBe(true)
    expect(root.matches('/wp-json/cal')).toBe(false)
    expect(root.matches('/wp-jsonx')).toBe(false)
  })
})

describe('urlRegExp', () => {
  const api = compilePrefix('/api/v2beta')

  it('on an origin: that origin only, its own characters literal', () => {
    const pattern = api.urlRegExp('http://standin.test')
    expect(pattern.test('http://standin.test/api/v2beta/core/users/')).toBe(true)
    expect(pattern.test('http://standinXtest/api/v2beta/core/users/')).toBe(false)
    expect(pattern.test('http://other.test/api/v2beta/')).toBe(false)
    expect(pattern.test('http://standin.test/api/v2betax')).toBe(false)
  })

  it('without one: any scheme and host, but the path must follow the host', () => {
    const pattern = api.urlRegExp(undefined)
    expect(pattern.test('https://example.com:8443/api/v2beta/')).toBe(true)
    expect(pattern.test('http://127.0.0.1:1/api/v2beta')).toBe(true)
    expect(pattern.test('http://example.com/x/api/v2beta/')).toBe(false)
    expect(pattern.test('/api/v2beta/')).toBe(false)
  })

  it('has no capturing groups (MSW would decode them as parameters)', () => {
    const pattern = compilePrefix('/s/:id/api').urlRegExp(undefined)
    expect(pattern.exec('http://h/s/%E0%A4%A/api/x')?.length).toBe(1)
    expect(compilePrefix('/wp-json', true).urlRegExp('http://h').exec('http://h/wp-json/')?.length).toBe(1)
  })
})

describe('ownedPaths', () => {
  it('lists the prefixes, then the exact paths', () => {
    const owned = ownedPaths({ prefixes: ['/a', '/b'], paths: ['/c'] })
    expect(owned.map((prefix) => prefix.pattern)).toEqual(['/a', '/b', '/c'])
    expect(owned[0]!.matches('/a/x')).toBe(true)
    expect(owned[2]!.matches('/c/')).toBe(true)
    expect(owned[2]!.matches('/c/x')).toBe(false)
  })

  it('takes an API without exact paths', () => {
    expect(ownedPaths({ prefixes: ['/a'] }).map((prefix) => prefix.pattern)).toEqual(['/a'])
  })
})
