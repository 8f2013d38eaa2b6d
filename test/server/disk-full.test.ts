import { execFileSync } from 'node:child_process'
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMockContext } from '../../mocks/context/context.js'
import { adoptStores, takeSnapshot } from '../../mocks/context/snapshot.js'
import { callApi, collectionPath } from '../../mocks/factories/call.js'
import { Persistence } from '../../server/persistence.js'
import { readStoreFile, storeFileVersion } from '../../server/store-file.js'
import { startKoaStandin } from '../helpers/standin.js'

/**
 * `--persist` on a full disk: a reset or a restored snapshot (which rewrite the whole file, so
 * need room for a second copy) answers the control plane's 507 with the store and the file as
 * they were; and a start goes on from the file it read without rewriting it, so it needs no
 * room beyond the next write. Tried with ENOSPC injected at the write (always), and on a real
 * full disk: a 1 MiB tmpfs, where the machine lets a test mount one (root, as here and in CI).
 */

const folder = () => mkdtempSync(join(tmpdir(), 'standin-disk-'))
const noSpace = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })

/** A disk that is full while told so. */
class FullDisk extends Persistence {
  full = false

  constructor(file: string) {
    super(file, { lockWaitMs: 0 })
  }

  protected override write(fd: number, bytes: Buffer): void {
    if (this.full) throw noSpace()
    super.write(fd, bytes)
  }
}

describe('--persist on a full disk (ENOSPC injected at the write)', () => {
  it('answers a reset and a snapshot upload 507 in the control plane shape, changing neither store nor file', async () => {
    const file = join(folder(), 'store.json')
    const disk = new FullDisk(file)
    const standin = await startKoaStandin({ persistence: disk })
    try {
      expect(
        (await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'kept', name: 'K' } })).status,
      ).toBe(201)
      const snapshot = (await standin.send('GET', '/__standin/snapshot')).body
      const before = { file: readFileSync(file, 'utf8'), store: takeSnapshot(standin.context) }
      disk.full = true
      const reset = await standin.send('POST', '/__standin/reset', { json: { scenario: 'empty' } })
      expect(reset.status).toBe(507)
      expect(reset.body.error).toMatch(/^The disk is full \(ENOSPC\): the change could not be saved/)
      const put = await standin.send('PUT', '/__standin/snapshot', { json: snapshot })
      expect([put.status, typeof put.body.error]).toEqual([507, 'string'])
      const write = await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'lost', name: 'L' } })
      expect(write.status).toBe(503)
      expect(takeSnapshot(standin.context)).toEqual(before.store)
      expect(readFileSync(file, 'utf8')).toBe(before.file)
      disk.full = false
      expect((await standin.send('POST', '/__standin/reset', { json: { scenario: 'empty' } })).status).toBe(204)
      expect(readFileSync(file, 'utf8').split('\n')).toHaveLength(2)
    } finally {
      await standin.close()
    }
  })
})

describe('a start on a --persist file', () => {
  it('goes on from the log it read: the same file, only a last line cut short dropped, with a note', async () => {
    const file = join(folder(), 'store.json')
    const persistence = Persistence.open(file)
    const first = await startKoaStandin({ persistence })
    try {
      await first.send('POST', '/api/v2beta/core/users/', { json: { username: 'before.restart', name: 'B' } })
    } finally {
      await first.close()
      persistence.close()
    }
    const written = readFileSync(file)
    appendFileSync(file, '{"changes":{"identity":')
    const inode = statSync(file).ino
    const notes: string[] = []
    const again = Persistence.open(file, { note: (line) => notes.push(line) })
    const context = createMockContext()
    adoptStores(context, await storeFileVersion(again.load() ?? readStoreFile('')))
    again.attach(context, { resume: true })
    expect(notes).toEqual([
      `--persist ${file}: dropped a last line cut short by a crash (23 bytes, never acknowledged)`,
    ])
    expect(statSync(file).ino).toBe(inode)
    expect(readFileSync(file)).toEqual(written)
    // What it appends next follows the lines it read, and a start reads them all.
    const created = await context.exclusive(() =>
      callApi(context, 'identity', 'POST', collectionPath('identity', 'core/users'), {
        username: 'appended',
        name: 'A',
      }),
    )
    expect(created.status).toBe(201)
    again.close()
    expect(readFileSync(file).subarray(0, written.length)).toEqual(written)
    const restarted = createMockContext()
    adoptStores(restarted, await storeFileVersion(readStoreFile(readFileSync(file))))
    expect(takeSnapshot(restarted)).toEqual(takeSnapshot(context))
  })
})

/** A tmpfs of `size` at a new folder, or undefined where this machine does not let a test mount one. */
function mountTmpfs(size: string): string | undefined {
  const at = folder()
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', at], { stdio: 'ignore' })
    return at
  } catch {
    rmSync(at, { recursive: true, force: true })
    return undefined
  }
}

/** Fills the disk at `at` until `leave` bytes are free (about: tmpfs counts pages). */
function fill(at: string, leave: number): string {
  const filler = join(at, 'filler')
  const free = () => statfs(at)
  writeFileSync(filler, '')
  for (let chunk = 64 * 1024; chunk >= 4096; chunk /= 2) {
    try {
      while (free() - chunk >= leave) appendFileSync(filler, Buffer.alloc(chunk))
    } catch {
      // Full sooner than counted: the next, smaller chunk.
    }
  }
  return filler
}

const statfs = (at: string) => {
  const { bavail, bsize } = statfsSync(at)
  return bavail * bsize
}

describe('--persist on a real full disk (a tmpfs)', () => {
  let disk: string | undefined
  beforeAll(() => {
    disk = mountTmpfs('1m')
  })
  afterAll(() => {
    if (!disk) return
    execFileSync('umount', ['-l', disk])
    rmSync(disk, { recursive: true, force: true })
  })

  it('answers a reset 507 with store and file unchanged, and starts again with room for one copy only', async (test) => {
    if (!disk) return test.skip('this machine does not let a test mount a tmpfs')
    const file = join(disk, 'store.json')
    const persistence = Persistence.open(file, { lockWaitMs: 0 })
    const standin = await startKoaStandin({ persistence })
    const size = statSync(file).size
    let filler = ''
    try {
      filler = fill(disk, size / 2)
      const before = { file: readFileSync(file, 'utf8'), store: takeSnapshot(standin.context) }
      const reset = await standin.send('POST', '/__standin/reset', { json: {} })
      expect([reset.status, reset.body.error]).toEqual([507, expect.stringContaining('(ENOSPC)')])
      expect(takeSnapshot(standin.context)).toEqual(before.store)
      expect(readFileSync(file, 'utf8')).toBe(before.file)
    } finally {
      await standin.close()
      persistence.close()
    }
    // Less room than a second copy of the file, enough for a write: the start goes on from it.
    expect(statfs(disk)).toBeLessThan(size)
    const notes: string[] = []
    const again = Persistence.open(file, { lockWaitMs: 0, note: (line) => notes.push(line) })
    const context = createMockContext()
    adoptStores(context, await storeFileVersion(again.load() ?? readStoreFile('')))
    again.attach(context, { resume: true })
    expect(notes).toEqual([])
    const created = await context.exclusive(() =>
      callApi(context, 'identity', 'POST', collectionPath('identity', 'core/users'), { username: 'tight', name: 'T' }),
    )
    expect(created.status).toBe(201)
    again.close()
    rmSync(filler)
  })
})
