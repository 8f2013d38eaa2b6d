import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMockContext } from '../../mocks/context/context.js'
import { adoptStores, type StoreSnapshot, takeSnapshot } from '../../mocks/context/snapshot.js'
import { Persistence, PersistenceError } from '../../server/persistence.js'
import { processIdentity } from '../../server/persist-lock.js'
import { readStoreFile, storeFileVersion } from '../../server/store-file.js'
import { startKoaStandin } from '../helpers/standin.js'

const folder = () => mkdtempSync(join(tmpdir(), 'standin-persist-'))

/** What a start would restore from the file: its snapshot, then its writes replayed. */
async function restored(file: string): Promise<StoreSnapshot> {
  const context = createMockContext()
  adoptStores(context, await storeFileVersion(readStoreFile(readFileSync(file))))
  return takeSnapshot(context)
}

const lines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')

/** A disk that can be made to fail: every write, or every flush, fails while told to. */
class FlakyDisk extends Persistence {
  failing = false
  failingFlush = false

  constructor(file: string) {
    super(file, { lockWaitMs: 0 })
  }

  protected override write(fd: number, bytes: Buffer): void {
    if (this.failing) throw new Error('ENOSPC: no space left on device, write')
    super.write(fd, bytes)
  }

  protected override sync(fd: number, done: (error: Error | null) => void): void {
    if (this.failingFlush) setImmediate(() => done(new Error('EIO: i/o error, fdatasync')))
    else super.sync(fd, done)
  }
}

/** A disk that counts its flushes, each taking a few milliseconds as a real one does. */
class CountingDisk extends Persistence {
  flushes = 0

  constructor(file: string) {
    super(file, { lockWaitMs: 0 })
  }

  protected override sync(fd: number, done: (error: Error | null) => void): void {
    this.flushes++
    setTimeout(() => super.sync(fd, done), 5)
  }
}

describe('--persist', () => {
  it('flushes writes that arrive together in one fdatasync, and answers each only once it is on disk', async () => {
    const file = join(folder(), 'store.json')
    const persistence = new CountingDisk(file)
    const standin = await startKoaStandin({ persistence })
    try {
      const replies = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          standin.send('POST', '/api/v2beta/core/users/', { json: { username: `group-${index}`, name: 'G' } }),
        ),
      )
      expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 40 }, () => 201))
      expect(lines(file)).toHaveLength(41)
      // Forty writes, far fewer flushes: those waiting share the next one.
      expect(persistence.flushes).toBeGreaterThan(0)
      expect(persistence.flushes).toBeLessThan(40)
      expect(await restored(file)).toEqual(takeSnapshot(standin.context))
    } finally {
      await standin.close()
    }
  })

  it('appends each acknowledged write as a line, before answering, and nothing for refused or session writes', async () => {
    const file = join(folder(), 'store.json')
    const standin = await startKoaStandin({ persistence: Persistence.open(file) })
    try {
      expect(lines(file)).toHaveLength(1)
      const base = readFileSync(file, 'utf8').length
      const created = await standin.send('POST', '/api/v2beta/core/users/', {
        json: { username: 'persisted', name: 'P' },
      })
      expect(created.status).toBe(201)
      // One line with the user and its audit event, not the store again.
      expect(lines(file)).toHaveLength(2)
      expect(readFileSync(file, 'utf8').length - base).toBeLessThan(2000)
      const before = readFileSync(file, 'utf8')
      expect(
        (await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'persisted', name: 'dup' } }))
          .status,
      ).toBe(400)
      expect(
        (
          await standin.send('POST', '/api/v2beta/core/users/', {
            json: { username: 'session.only', name: 'S' },
            headers: { 'X-Standin-Session': 's1' },
          })
        ).status,
      ).toBe(201)
      expect(readFileSync(file, 'utf8')).toBe(before)
      const event = standin.context.calendar.events.rows()[0]!
      expect((await standin.send('DELETE', `/wp-json/cal/events/v1/events/${event.id}`)).status).toBe(200)
      expect(lines(file)).toHaveLength(3)
      expect(await restored(file)).toEqual(takeSnapshot(standin.context))
    } finally {
      await standin.close()
    }
  })

  it('rewrites the file as one snapshot on a reset, and once the log outgrows it', async () => {
    const file = join(folder(), 'store.json')
    const standin = await startKoaStandin({
      scenario: 'empty',
      persistence: Persistence.open(file, { compactAfterBytes: 4000 }),
    })
    try {
      for (let i = 0; i < 12; i++) {
        expect(
          (
            await standin.send('POST', '/api/v2beta/core/users/', {
              json: { username: `user.${i}`, name: 'U'.repeat(200) },
            })
          ).status,
        ).toBe(201)
      }
      expect(lines(file).length).toBeLessThan(12)
      expect(await restored(file)).toEqual(takeSnapshot(standin.context))
      expect((await standin.send('POST', '/__standin/reset', { json: { scenario: 'default' } })).status).toBe(204)
      expect(lines(file)).toHaveLength(1)
      expect(await restored(file)).toEqual(takeSnapshot(standin.context))
    } finally {
      await standin.close()
    }
  })

  it('leaves memory and file as they were when a provider state cannot be set up', async () => {
    const file = join(folder(), 'store.json')
    const standin = await startKoaStandin({ persistence: Persistence.open(file) })
    try {
      await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'kept', name: 'K' } })
      const before = { file: readFileSync(file, 'utf8'), store: takeSnapshot(standin.context) }
      const refused = await standin.send('POST', '/__standin/reset', {
        json: { state: 'no user has this username', params: {} },
      })
      expect(refused.status).toBe(400)
      expect(takeSnapshot(standin.context)).toEqual(before.store)
      expect(readFileSync(file, 'utf8')).toBe(before.file)
    } finally {
      await standin.close()
    }
  })

  it("undoes a write it cannot save and answers 503 in the API's shape; the same write succeeds once the disk does", async () => {
    const file = join(folder(), 'store.json')
    const disk = new FlakyDisk(file)
    const standin = await startKoaStandin({ persistence: disk })
    try {
      const before = { file: readFileSync(file, 'utf8'), store: takeSnapshot(standin.context) }
      disk.failing = true
      const user = await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'unsaved', name: 'U' } })
      expect(user.status).toBe(503)
      expect(user.body).toEqual({ detail: 'Service temporarily unavailable, try again later.' })
      const event = await standin.send('POST', '/wp-json/cal/events/v1/events', {
        json: {
          title: 'Unsaved',
          start_date: '2026-12-01 10:00:00',
          end_date: '2026-12-01 11:00:00',
          venue: { venue: 'New Hall' },
          tags: 'brand-new-tag',
        },
      })
      expect(event.status).toBe(503)
      expect(event.body).toMatchObject({ data: { status: 503 } })
      expect(takeSnapshot(standin.context)).toEqual(before.store)
      expect(readFileSync(file, 'utf8')).toBe(before.file)
      disk.failing = false
      expect(
        (await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'unsaved', name: 'U' } })).status,
      ).toBe(201)
      expect(await restored(file)).toEqual(takeSnapshot(standin.context))
    } finally {
      await standin.close()
    }
  })

  it('undoes every write not yet flushed when a flush fails, and acknowledges writes flushed together', async () => {
    const file = join(folder(), 'store.json')
    const disk = new FlakyDisk(file)
    const standin = await startKoaStandin({ persistence: disk })
    try {
      // Writes sent together are flushed together (their answers wait for it), all saved.
      const together = await Promise.all(
        ['one', 'two', 'three'].map((name) =>
          standin.send('POST', '/api/v2beta/core/users/', { json: { username: `together.${name}`, name } }),
        ),
      )
      expect(together.map((reply) => reply.status)).toEqual([201, 201, 201])
      expect(await restored(file)).toEqual(takeSnapshot(standin.context))
      const before = { file: readFileSync(file, 'utf8'), store: takeSnapshot(standin.context) }
      disk.failingFlush = true
      const lost = await Promise.all(
        ['four', 'five'].map((name) =>
          standin.send('POST', '/api/v2beta/core/users/', { json: { username: `lost.${name}`, name } }),
        ),
      )
      expect(lost.map((reply) => reply.status)).toEqual([503, 503])
      disk.failingFlush = false
      // Put back to the last flushed state, in memory and on disk, and writable again.
      expect((await standin.send('GET', '/api/v2beta/core/users/?search=lost.')).body.count).toBe(0)
      expect(takeSnapshot(standin.context)).toEqual(before.store)
      expect(readFileSync(file, 'utf8')).toBe(before.file)
      expect(
        (await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'lost.four', name: 'four' } }))
          .status,
      ).toBe(201)
      expect(await restored(file)).toEqual(takeSnapshot(standin.context))
    } finally {
      await standin.close()
    }
  })

  it('refuses writes once the file is removed from under it: they would go to a file no start reads', async () => {
    const file = join(folder(), 'store.json')
    const standin = await startKoaStandin({ persistence: Persistence.open(file) })
    try {
      rmSync(file)
      const write = await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'orphan', name: 'O' } })
      expect(write.status).toBe(503)
      expect((await standin.send('GET', '/api/v2beta/core/users/?search=orphan')).body.count).toBe(0)
    } finally {
      await standin.close()
    }
  })

  it('drops a last line cut short by a crash, and refuses a file damaged before its end', () => {
    const snapshot = JSON.stringify({ format: 'standin-snapshot/1' })
    const change = JSON.stringify({ changes: {} })
    expect(readStoreFile(`${snapshot}\n${change}\n{"chan`).changes).toHaveLength(1)
    expect(() => readStoreFile(`${snapshot}\n{"chan\n${change}\n`)).toThrow('line 2 is not JSON')
    // A snapshot document in any layout is a store file with no writes.
    expect(readStoreFile(JSON.stringify({ format: 'standin-snapshot/1' }, null, 2))).toEqual({
      snapshot: { format: 'standin-snapshot/1' },
      changes: [],
    })
  })

  it('fails at once on a folder that is not there, and refuses a file the standin that locked it still holds', () => {
    expect(() => Persistence.open(join(folder(), 'missing', 'store.json'))).toThrow(PersistenceError)
    expect(() => Persistence.open('/dev/null/store.json')).toThrow(/--persist \/dev\/null\/store\.json: /)
    const file = join(folder(), 'store.json')
    // The lock as the process that took it wrote it: its pid and which process it is.
    writeFileSync(`${file}.lock`, `${process.ppid}\n${processIdentity(process.ppid) ?? ''}\n`)
    expect(() => Persistence.open(file, { lockWaitMs: 0 })).toThrow(`in use by another standin (pid ${process.ppid})`)
  })

  it('takes over the lock of a server that is gone, removes its temporary files, and releases the lock on close', () => {
    const dir = folder()
    const file = join(dir, 'store.json')
    // No process has this id (above the kernel's limit).
    writeFileSync(`${file}.lock`, '4194305\n')
    writeFileSync(join(dir, '.store.json.4194305.tmp'), '{"half')
    writeFileSync(join(dir, 'other.tmp'), 'not ours')
    const notes: string[] = []
    const persistence = Persistence.open(file, { lockWaitMs: 0, note: (line) => notes.push(line) })
    expect(notes).toEqual([`--persist ${file}: took over ${file}.lock: pid 4194305 is gone`])
    // Nothing is made before the first write: a crash now leaves no file to mistake for a store.
    expect(readdirSync(dir).sort()).toEqual(['other.tmp', 'store.json.lock'])
    expect(readFileSync(`${file}.lock`, 'utf8')).toBe(`${process.pid}\n${processIdentity(process.pid)}\n`)
    persistence.close()
    expect(existsSync(`${file}.lock`)).toBe(false)
  })
})
