import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { processIdentity, releaseLock, takeLock } from '../../server/persist-lock.js'

/**
 * The `--persist` lock: held while the process that took it runs, taken over (with a note) once
 * it is gone, or its pid names another process, or (a lock without the process's identity) the
 * process it names is not a standin on this file. The live process used is this test's parent:
 * it runs, and it is no standin.
 */

const lockedFile = () => join(mkdtempSync(join(tmpdir(), 'standin-lock-')), 'store.json')
const linux = processIdentity(process.pid) !== undefined

function take(file: string): { notes: string[]; taken: boolean; error?: string } {
  const notes: string[] = []
  try {
    takeLock(file, 0, (line) => notes.push(line))
    return { notes, taken: readFileSync(`${file}.lock`, 'utf8').startsWith(`${process.pid}\n`) }
  } catch (error) {
    return { notes, taken: false, error: (error as Error).message }
  }
}

describe('the --persist lock', () => {
  it('writes the pid and, on Linux, which process it is; a second take waits, then is refused', () => {
    const file = lockedFile()
    const lock = takeLock(file, 0, () => undefined)
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n${processIdentity(process.pid) ?? ''}\n`)
    writeFileSync(lock, `${process.ppid}\n${processIdentity(process.ppid) ?? ''}\n`)
    expect(take(file)).toEqual({
      notes: [],
      taken: false,
      error: `in use by another standin (pid ${process.ppid}); stop it, or remove ${lock} if it is gone`,
    })
  })

  it.runIf(linux)('takes over a lock whose pid is another process now, saying so in one line', () => {
    const file = lockedFile()
    writeFileSync(`${file}.lock`, `${process.ppid}\n${processIdentity(process.ppid)}0\n`)
    expect(take(file)).toEqual({
      notes: [`--persist ${file}: took over ${file}.lock: pid ${process.ppid} is another process now`],
      taken: true,
    })
  })

  it.runIf(linux)(
    'takes over a lock (without the identity) naming a live process that is no standin on this file',
    () => {
      const file = lockedFile()
      writeFileSync(`${file}.lock`, `${process.ppid}\n`)
      const result = take(file)
      expect(result.taken).toBe(true)
      expect(result.notes).toHaveLength(1)
      expect(result.notes[0]).toMatch(
        new RegExp(
          `^--persist ${file}: took over ${file}\\.lock: pid ${process.ppid} is not a standin on this file \\(it runs .+\\)$`,
        ),
      )
    },
  )

  it('takes over a lock whose process is gone, or that names no process, and releases only its own', () => {
    const file = lockedFile()
    writeFileSync(`${file}.lock`, '4194305\n')
    expect(take(file).notes).toEqual([`--persist ${file}: took over ${file}.lock: pid 4194305 is gone`])
    writeFileSync(`${file}.lock`, 'garbage')
    expect(take(file)).toMatchObject({ taken: true, notes: [expect.stringMatching(/it names no other process$/)] })
    writeFileSync(`${file}.lock`, `${process.ppid}\n`)
    releaseLock(`${file}.lock`)
    expect(existsSync(`${file}.lock`)).toBe(true)
    writeFileSync(`${file}.lock`, `${process.pid}\n`)
    releaseLock(`${file}.lock`)
    expect(existsSync(`${file}.lock`)).toBe(false)
  })
})
