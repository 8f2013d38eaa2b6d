import { describe, expect, it } from 'vitest'
import { pageLinks, paginate, parsePageRequest } from '../../../mocks/identity/pagination.js'

const page = (query: string) => parsePageRequest(new URLSearchParams(query))

describe('parsePageRequest', () => {
  it('defaults to limit 100, offset 0', () => {
    expect(page('')).toEqual({ limit: 100, offset: 0 })
  })
  it.each(['0', '-3', 'abc', '2.5', '', ' '])('falls back to 100 for limit=%j', (limit) => {
    expect(page(`limit=${limit}`).limit).toBe(100)
  })
  it.each(['-1', 'x', '1e3'])('falls back to 0 for offset=%j', (offset) => {
    expect(page(`offset=${offset}`).offset).toBe(0)
  })
  it('honours any positive limit (no maximum) and Python int spellings', () => {
    expect(page('limit=5000&offset=+7')).toEqual({ limit: 5000, offset: 7 })
    expect(page('limit=%2012%20').limit).toBe(12)
  })
  it('clamps absurdly large numbers instead of overflowing', () => {
    expect(page('offset=99999999999999999999999').offset).toBe(Number.MAX_SAFE_INTEGER)
  })
})

describe('paginate', () => {
  it('slices and counts', () => {
    expect(paginate([1, 2, 3, 4, 5], { limit: 2, offset: 2 })).toEqual({ count: 5, results: [3, 4] })
    expect(paginate([1, 2], { limit: 2, offset: 9 })).toEqual({ count: 2, results: [] })
  })
})

describe('pageLinks', () => {
  const url = (query: string) => ({ base: 'http://h/api/v2beta/core/users/', search: `?${query}` })

  it('builds the reference example: next with sorted keys, no previous', () => {
    expect(pageLinks(url('ordering=name&limit=2'), { limit: 2, offset: 0 }, 5)).toEqual({
      next: 'http://h/api/v2beta/core/users/?limit=2&offset=2&ordering=name',
      previous: null,
    })
  })
  it('drops offset from previous when it would be 0 or less', () => {
    expect(pageLinks(url('ordering=name&limit=2&offset=2'), { limit: 2, offset: 2 }, 5).previous).toBe(
      'http://h/api/v2beta/core/users/?limit=2&ordering=name',
    )
    expect(pageLinks(url('offset=5&limit=2'), { limit: 2, offset: 5 }, 9).previous).toBe(
      'http://h/api/v2beta/core/users/?limit=2&offset=3',
    )
  })
  it('has no next on the last page', () => {
    expect(pageLinks(url('offset=4&limit=2'), { limit: 2, offset: 4 }, 5).next).toBeNull()
  })
  it('keeps repeated and unknown parameters, re-encoded like Python', () => {
    const links = pageLinks(url('search=a+b&z=1&policies=x&policies=y&limit=1'), { limit: 1, offset: 0 }, 3)
    expect(links.next).toBe('http://h/api/v2beta/core/users/?limit=1&offset=1&policies=x&policies=y&search=a+b&z=1')
  })
  it('writes the effective limit when the given one was invalid', () => {
    expect(pageLinks(url('limit=zero'), { limit: 100, offset: 0 }, 250).next).toBe(
      'http://h/api/v2beta/core/users/?limit=100&offset=100',
    )
  })
})
