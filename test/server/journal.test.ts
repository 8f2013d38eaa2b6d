import { describe, expect, it } from 'vitest'
import { Journal, JOURNAL_BYTES, logLine, truncate } from '../../server/journal.js'

const entry = (path: string, status = 200, method = 'GET') => ({
  at: '2026-11-20T10:00:00.000Z',
  method,
  url: `http://h${path}`,
  status,
  durationMs: 1.5,
  session: null,
  stub: null,
  requestBody: null,
  responseBody: null,
  answeredBy: 'route' as const,
  route: null,
  requestHeaders: {},
  responseHeaders: {},
})

describe('Journal', () => {
  it('keeps the last entries only, newest first, as a ring', () => {
    const journal = new Journal(3)
    for (let i = 1; i <= 7; i++) journal.record(entry(`/${i}`))
    expect(journal.list().map((saved) => saved.url)).toEqual(['http://h/7', 'http://h/6', 'http://h/5'])
    expect(journal.list().map((saved) => saved.id)).toEqual([7, 6, 5])
    expect(journal.size).toBe(3)
    journal.clear()
    journal.record(entry('/8'))
    expect(journal.list().map((saved) => saved.url)).toEqual(['http://h/8'])
  })

  it('filters by method, path and status, and limits', () => {
    const journal = new Journal(10)
    journal.record(entry('/api/a', 200))
    journal.record(entry('/api/b', 404))
    journal.record(entry('/wp/c', 201, 'POST'))
    expect(journal.list({ method: 'post' }).map((saved) => saved.url)).toEqual(['http://h/wp/c'])
    expect(journal.list({ status: 404 }).map((saved) => saved.url)).toEqual(['http://h/api/b'])
    expect(journal.list({ path: '/api/' }).map((saved) => saved.url)).toEqual(['http://h/api/b', 'http://h/api/a'])
    expect(journal.list({ limit: 1 })).toHaveLength(1)
  })

  it('keeps nothing with a capacity of 0', () => {
    const journal = new Journal(0)
    journal.record(entry('/x'))
    expect(journal.list()).toEqual([])
  })

  it('truncates bodies and writes one log line', () => {
    expect(truncate(undefined)).toBeNull()
    expect(truncate('short')).toBe('short')
    expect(truncate('x'.repeat(3000))).toMatch(/^x{2048}… \(3000 characters\)$/)
    expect(logLine({ id: 1, ...entry('/api/a?x=1', 201, 'POST'), session: 's1' })).toBe(
      'POST /api/a?x=1 201 1.5ms [s1]',
    )
  })
})

describe('the journal by bytes', () => {
  it('drops the oldest entries past its bytes, whatever its count allows', () => {
    const journal = new Journal(100_000, 64 * 1024)
    const body = 'b'.repeat(2_000)
    for (let index = 0; index < 1_000; index++) journal.record({ ...entry(`/${index}`), requestBody: body })
    expect(journal.heldBytes).toBeLessThanOrEqual(64 * 1024)
    expect(journal.size).toBeGreaterThan(5)
    expect(journal.size).toBeLessThan(20)
    expect(journal.list({ limit: 1 })[0]?.url).toBe('http://h/999')
    expect(JOURNAL_BYTES).toBe(64 * 1024 * 1024)
  })
  it("charges the proxy's fields too: the deployment that answered and the drift found", () => {
    const plain = new Journal(10)
    plain.record(entry('/a'))
    const proxied = new Journal(10)
    const drift = Array.from({ length: 20 }, (_, index) => `$.results[${index}].name: ${'x'.repeat(500)}`)
    proxied.record({ ...entry('/a'), proxied: 'https://staging.example.test', drift })
    expect(proxied.heldBytes - plain.heldBytes).toBeGreaterThan(20 * 500 * 2)
  })
})
