import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { Persistence } from '../../server/persistence.js'
import { readFileWithin, readJsonFile, readStoreFile, storeFileVersion } from '../../server/store-file.js'
import { startKoaStandin } from '../helpers/standin.js'

/**
 * Store files (`--persist` logs, `--snapshot` files) are refused whole, with one line saying what
 * is wrong and where: damaged, shaped to overflow a reader, naming what standin never writes, or
 * inconsistent once replayed. Each case starts from a real log and breaks one thing in it.
 */

const folder = () => mkdtempSync(join(tmpdir(), 'standin-store-file-'))
let snapshotLine: string
let changeLine: string

beforeAll(async () => {
  const file = join(folder(), 'store.json')
  const standin = await startKoaStandin({ persistence: Persistence.open(file) })
  try {
    const created = await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'logged', name: 'L' } })
    expect(created.status).toBe(201)
  } finally {
    await standin.close()
  }
  const lines = readFileSync(file, 'utf8').split('\n')
  expect(lines).toHaveLength(3)
  ;[snapshotLine = '', changeLine = ''] = lines
})

/** The log with its snapshot and its change line, each as `edit` leaves it. */
function log(edit: { snapshot?: (value: any) => void; change?: (value: any) => void } = {}): string {
  const snapshot = JSON.parse(snapshotLine)
  const change = JSON.parse(changeLine)
  edit.snapshot?.(snapshot)
  edit.change?.(change)
  return `${JSON.stringify(snapshot)}\n${JSON.stringify(change)}\n`
}

/** What a start says of the file: the one line of its refusal, or 'ok'. */
async function verdict(content: string | Buffer): Promise<string> {
  try {
    await storeFileVersion(readStoreFile(content))
    return 'ok'
  } catch (error) {
    return (error as Error).message
  }
}

describe('a store file', () => {
  it('is read whole as it was written: the log replays to a store with the write', async () => {
    expect(await verdict(log())).toBe('ok')
    const read = readStoreFile(log())
    expect(read.log).toEqual({
      snapshotBytes: Buffer.byteLength(snapshotLine) + 1,
      keptBytes: Buffer.byteLength(log()),
    })
  })

  it.each([
    [
      'a sequence behind the ids its lines wrote',
      { change: (c: any) => (c.changes.identity.sequences.users = 0) },
      /^after the last line: identity: sequence "users" is 0, below the id \d+/,
    ],
    [
      'a change without the random state',
      { change: (c: any) => delete c.changes.identity.random },
      /^line 2: not a change: changes\.identity\.random: /,
    ],
    [
      'a change to a table named constructor',
      { change: (c: any) => (c.changes.identity.tables.constructor = [{ put: { a: 1 } }]) },
      /^line 2: identity: unknown table\(s\) constructor$/,
    ],
    [
      'a change to an API it does not serve',
      { change: (c: any) => (c.changes.billing = { tables: {} }) },
      /^line 2: not a change: changes: Unrecognized key/,
    ],
    [
      'a change of a sequence it does not have',
      { change: (c: any) => (c.changes.identity.sequences.groups = 3) },
      /^line 2: identity: unknown sequence\(s\) groups$/,
    ],
    [
      'a change marked as a replacement',
      { change: (c: any) => (c.changes.identity.replaced = true) },
      /^line 2: not a change: changes\.identity\.replaced: /,
    ],
    [
      'a change whose row does not fit',
      { change: (c: any) => (c.changes.identity.tables.users[0].put.is_active = 'yes') },
      /^line 2: /,
    ],
    [
      'a snapshot with an API it does not serve',
      { snapshot: (s: any) => (s.billing = { tables: {} }) },
      /^line 1: not a standin snapshot: \(root\): Unrecognized key/,
    ],
    [
      'a snapshot with a table named constructor',
      { snapshot: (s: any) => (s.calendar.tables.constructor = []) },
      /^line 1: calendar: unknown table\(s\) constructor$/,
    ],
    [
      'a snapshot with a sequence it does not have',
      { snapshot: (s: any) => (s.calendar.sequences.pages = 1) },
      /^line 1: calendar: unknown sequence\(s\) pages$/,
    ],
    [
      'a snapshot without the random state',
      { snapshot: (s: any) => delete s.identity.random },
      /^line 1: not a standin snapshot: identity\.random: /,
    ],
    [
      'a snapshot whose random state is not 32 bits',
      { snapshot: (s: any) => (s.identity.random.a = 2 ** 40) },
      /^line 1: not a standin snapshot: identity\.random\.a: /,
    ],
    [
      'a snapshot whose sequences lag its rows',
      { snapshot: (s: any) => (s.calendar.sequences.posts = 1) },
      /^line 1: calendar: sequence "posts" is 1/,
    ],
  ])('refuses %s, in one line naming where', async (_name, edit, message) => {
    const said = await verdict(log(edit))
    expect(said).toMatch(message)
    expect(said).not.toContain('\n')
  })

  it('refuses nesting deeper than any row, and a __proto__ key, before reading any row', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`
    const nested = `${snapshotLine.slice(0, -1)},"x":${deep}}\n`
    expect(await verdict(nested)).toBe('line 1: not a standin snapshot: nested deeper than 100 levels')
    const change = changeLine.replace('"put":{', `"put":{"deep":${deep},`)
    expect(await verdict(`${snapshotLine}\n${change}\n`)).toBe('line 2: not a change: nested deeper than 100 levels')
    const proto = changeLine.replace('"put":{', '"put":{"__proto__":{"is_superuser":true},')
    expect(await verdict(`${snapshotLine}\n${proto}\n`)).toBe('line 2: not a change: a key named "__proto__"')
  })

  it('refuses an empty file, one that is not UTF-8, and a line damaged before the end', async () => {
    expect(await verdict('')).toMatch(/^the file is empty \(0 bytes\)/)
    const latin1 = Buffer.concat([Buffer.from(log()), Buffer.from([0xff, 0x0a])])
    expect(await verdict(latin1)).toBe('the file is not UTF-8 text: it is damaged')
    expect(await verdict(`${snapshotLine}\n{"chan\n${changeLine}\n`)).toBe('line 2 is not JSON: the file is damaged')
    expect(await verdict(`${snapshotLine}\n\n${changeLine}\n`)).toBe('line 2 is not JSON: the file is damaged')
    expect(await verdict('{"format": ')).toMatch(/^not JSON, neither a snapshot document nor a log/)
  })

  it('drops what follows the last newline, cut short by a crash (never acknowledged), even when it parses', () => {
    const whole = log()
    for (const tail of ['{"chan', changeLine]) {
      const read = readStoreFile(`${whole}${tail}`)
      expect(read.changes).toHaveLength(1)
      expect(read.log?.keptBytes).toBe(Buffer.byteLength(whole))
    }
  })

  it('takes a snapshot in any layout, as --snapshot does, and knows it is not a log', async () => {
    const pretty = JSON.stringify(JSON.parse(snapshotLine), null, 2)
    expect(readStoreFile(pretty).log).toBeUndefined()
    expect(await verdict(pretty)).toBe('ok')
    // A download has no newline at its end: a snapshot, not a log to append to.
    expect(readStoreFile(snapshotLine).log).toBeUndefined()
  })

  it('is read only when it fits, and --stubs only within what the control route takes', () => {
    const dir = folder()
    const file = join(dir, 'big.json')
    writeFileSync(file, JSON.stringify({ padding: 'x'.repeat(100) }))
    expect(() => readFileWithin(file, 50)).toThrow(/^0\.0 MiB is more than this process can load \(0\.0 MiB/)
    expect(readFileWithin(join(dir, 'none.json'))).toBeUndefined()
    expect(() => readFileWithin(dir)).toThrow(/EISDIR|not a file/)
    expect(() => readJsonFile(file, 50)).toThrow(/more than this process can load/)
    writeFileSync(file, `[${'['.repeat(200)}${']'.repeat(200)}]`)
    expect(() => readJsonFile(file, 1 << 20)).toThrow('nested deeper than 100 levels')
    expect(() => readJsonFile(join(dir, 'none.json'), 1 << 20)).toThrow('no such file')
  })
})
