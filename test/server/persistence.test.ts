import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Persistence } from '../../server/persistence.js'
import { startKoaStandin } from '../helpers/standin.js'

describe('Persistence', () => {
  it('saves atomically: the file is whole and no temporary file is left', () => {
    const folder = mkdtempSync(join(tmpdir(), 'standin-persist-'))
    const persistence = new Persistence(join(folder, 'store.json'))
    expect(persistence.load()).toBeUndefined()
    persistence.save({ a: 1 })
    persistence.save({ a: 2, b: 'x'.repeat(100_000) })
    expect(persistence.load()).toEqual({ a: 2, b: 'x'.repeat(100_000) })
    expect(readdirSync(folder)).toEqual(['store.json'])
  })

  it('throws on a file that is not JSON', () => {
    const folder = mkdtempSync(join(tmpdir(), 'standin-persist-'))
    writeFileSync(join(folder, 'broken.json'), '{')
    expect(() => new Persistence(join(folder, 'broken.json')).load()).toThrow()
  })

  it('the server writes each acknowledged change before answering, and not refused ones', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'standin-persist-')), 'store.json')
    const standin = await startKoaStandin({ persistence: new Persistence(file) })
    try {
      const created = await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'persisted', name: 'P' } })
      expect(created.status).toBe(201)
      const saved = JSON.parse(readFileSync(file, 'utf8'))
      expect(saved.identity.tables.users.some((user: any) => user.username === 'persisted')).toBe(true)
      const before = readFileSync(file, 'utf8')
      expect((await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'persisted', name: 'dup' } })).status).toBe(400)
      expect((await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'session.only', name: 'S' }, headers: { 'X-Standin-Session': 's1' } })).status).toBe(201)
      expect(readFileSync(file, 'utf8')).toBe(before)
      await standin.send('DELETE', `/wp-json/cal/events/v1/events/${saved.calendar.tables.events[0].id}`)
      expect(JSON.parse(readFileSync(file, 'utf8')).calendar.tables.events[0].status).toBe('trash')
    } finally {
      await standin.close()
    }
  })
})
