import { execFileSync, spawn } from 'node:child_process'
import {
  appendFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { type Attack, AUTH, createUser, IDENTITY, inTemporaryFolder, lanes, userCount } from './helpers.js'
import { call, json, JSON_TYPE } from './http.js'
import { exitWithin, StartFailure, startServer } from './server.js'

const freeBytes = (folder: string) => {
  const { bavail, bsize } = statfsSync(folder)
  return bavail * bsize
}

/** Fills the disk holding `folder` until about `leave` bytes are free; the filler's path. */
function fillDisk(folder: string, leave: number): string {
  const filler = join(folder, 'filler')
  writeFileSync(filler, '')
  for (let chunk = 64 * 1024; chunk >= 4096; chunk /= 2) {
    try {
      while (freeBytes(folder) - chunk >= leave) appendFileSync(filler, Buffer.alloc(chunk))
    } catch {
      // Full sooner than counted: the next, smaller chunk.
    }
  }
  return filler
}

/** Runs `attack` on a tmpfs of `size` of its own (unmounted afterwards), or says why it cannot here. */
async function onTinyDisk(size: string, attack: (folder: string) => Promise<string[]>): Promise<string[]> {
  return inTemporaryFolder(async (folder) => {
    const disk = join(folder, 'disk')
    mkdirSync(disk)
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', disk], { stdio: 'ignore' })
    } catch {
      process.stderr.write(
        '  (skipped: this machine does not let the suite mount a tmpfs; the unit test injects ENOSPC)\n',
      )
      return []
    }
    try {
      return await attack(disk)
    } finally {
      execFileSync('umount', ['-l', disk])
    }
  })
}

/** `--persist`: unusable paths, two servers, crashes, failed saves, refused resets. */
export const persistenceAttacks: Attack[] = [
  {
    name: 'persist-unusable-path',
    reported:
      'a missing or read-only --persist directory was found only on the first write: a plain-text 500 while the write stayed in memory',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (folder) => {
        const problems: string[] = []
        writeFileSync(join(folder, 'a-file'), '')
        for (const file of [join(folder, 'missing', 'deeper', 'store.json'), join(folder, 'a-file', 'store.json')]) {
          const started = await startServer(['--persist', file], 20_000).catch((error: Error) => error)
          if (started instanceof StartFailure) {
            // One line naming the file, and a failing exit status.
            const said = started.output.trim()
            if (started.exit === 0 || said.split('\n').length > 1 || !said.includes(file))
              problems.push(`--persist ${file}: exited ${started.exit} saying ${JSON.stringify(said.slice(0, 160))}`)
            continue
          }
          if (started instanceof Error) {
            problems.push(`--persist ${file}: ${started.message.slice(0, 160)}`)
            continue
          }
          const write = await createUser(started, 'persisted')
          problems.push(`--persist ${file}: the server started; the first write answered ${write.status}`)
          await started.stop()
        }
        return problems
      }),
  },
  {
    name: 'persist-two-servers',
    reported: 'two servers on one --persist file silently lost writes',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (_folder, file) => {
        const first = await startServer(['--persist', file])
        const problems: string[] = []
        try {
          const second = await startServer(['--persist', file], 20_000).catch((error: Error) => error)
          if (!(second instanceof Error)) {
            problems.push('a second server on the same file started')
            await second.stop()
          }
        } finally {
          await first.stop()
        }
        return problems
      }),
  },
  {
    name: 'persist-temp-files',
    reported: 'temporary files were left behind after a crash',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (folder, file) => {
        const problems: string[] = []
        for (let round = 0; round < 3; round++) {
          const server = await startServer(['--persist', file, '--scenario', 'large'])
          const writes = lanes(server, 4, { seconds: 3 }, async (index) => {
            await createUser(server, `crash.${round}.${index}`, 5000).catch(() => undefined)
          })
          await new Promise((done) => setTimeout(done, 1500 + round * 300))
          server.child.kill('SIGKILL')
          await writes
          await exitWithin(server.child, 5000)
        }
        const restarted = await startServer(['--persist', file]).catch((error: Error) => error)
        if (restarted instanceof Error)
          problems.push(`the server did not start again after the crashes: ${restarted.message.slice(0, 160)}`)
        else await restarted.stop()
        const left = readdirSync(folder).filter((name) => name !== 'store.json' && !name.startsWith('store.json'))
        if (left.length > 0) problems.push(`left in the folder after a restart: ${left.join(', ')}`)
        return problems
      }),
  },
  {
    name: 'persist-failed-save',
    reported:
      'a write whose save failed answered a plain-text 500 and stayed in memory (a retry then said "already exists")',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (folder, file) => {
        const server = await startServer(['--persist', file])
        const problems: string[] = []
        try {
          await createUser(server, 'saved')
          // The file becomes a folder: no save can replace or extend it.
          for (const name of readdirSync(folder)) rmSync(join(folder, name), { recursive: true, force: true })
          mkdirSync(file)
          const write = await createUser(server, 'not.saved')
          if (write.status !== 503 || json(write)?.detail === undefined)
            problems.push(`a write whose save failed: ${write.status} ${write.text.slice(0, 80)}`)
          const found = json(await call(server, `${IDENTITY}/core/users/?search=not.saved`, { headers: AUTH }))
          if (found?.count !== 0) problems.push('the write whose save failed stayed in memory')
        } finally {
          await server.stop()
        }
        return problems
      }),
  },
  {
    name: 'persist-refused-state',
    reported: 'a refused provider-state reset wiped memory but not the --persist file',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (_folder, file) => {
        const problems: string[] = []
        let server = await startServer(['--persist', file])
        try {
          await createUser(server, 'kept')
          const before = await userCount(server)
          const refused = await call(server, '/__standin/reset', {
            method: 'POST',
            headers: JSON_TYPE,
            body: JSON.stringify({ state: 'no user has this username', params: {} }),
          })
          if (refused.status !== 400) problems.push(`the refused state call answered ${refused.status}`)
          const inMemory = await userCount(server)
          await server.stop()
          server = await startServer(['--persist', file])
          const onDisk = await userCount(server)
          if (inMemory !== before)
            problems.push(`memory changed: ${before} users before, ${inMemory} after the refused call`)
          if (onDisk !== inMemory) problems.push(`memory (${inMemory} users) and the file (${onDisk}) disagree`)
        } finally {
          await server.stop()
        }
        return problems
      }),
  },
  {
    name: 'persist-stale-lock',
    reported: 'a stale lock naming any live process blocked the start',
    seconds: 60,
    run: () =>
      inTemporaryFolder(async (_folder, file) => {
        const problems: string[] = []
        const other = spawn('sleep', ['60'], { stdio: 'ignore' })
        try {
          writeFileSync(`${file}.lock`, `${other.pid}\n`)
          const started = await startServer(['--persist', file], 20_000).catch((error: Error) => error)
          if (started instanceof Error)
            return [`a lock naming a live sleep (pid ${other.pid}): ${started.message.slice(0, 200)}`]
          const said = started
            .output()
            .split('\n')
            .filter((line) => line.startsWith('standin: --persist'))
          if (said.length !== 1 || !said[0]?.includes(`took over ${file}.lock`))
            problems.push(`taking over the lock said ${JSON.stringify(said)}`)
          if ((await createUser(started, 'after.takeover')).status !== 201)
            problems.push('a create after the takeover failed')
          await started.stop()
        } finally {
          other.kill('SIGKILL')
        }
        return problems
      }),
  },
  {
    name: 'persist-disk-full',
    reported:
      'on a full disk a control reset was a plain 500, and a restart needed room for a second copy of the snapshot',
    seconds: 90,
    run: () =>
      onTinyDisk('2m', async (disk) => {
        const problems: string[] = []
        const file = join(disk, 'store.json')
        let server = await startServer(['--persist', file])
        await createUser(server, 'before.full')
        const size = statSync(file).size
        const filler = fillDisk(disk, size / 2)
        try {
          const users = await userCount(server)
          const reset = await call(server, '/__standin/reset', { method: 'POST', headers: JSON_TYPE, body: '{}' })
          if (reset.status !== 507 || typeof json(reset)?.error !== 'string')
            problems.push(`a reset on a full disk: ${reset.status} ${reset.text.slice(0, 80)}`)
          if ((await userCount(server)) !== users) problems.push('the store changed though the reset was not saved')
          const before = readFileSync(file)
          server.child.kill('SIGKILL')
          await exitWithin(server.child, 5000)
          // Less room than a second copy of the file, enough for the next writes.
          const restarted = await startServer(['--persist', file], 30_000).catch((error: Error) => error)
          if (restarted instanceof Error) {
            problems.push(
              `a restart with ${freeBytes(disk)} bytes free for a ${size}-byte file: ${restarted.message.slice(0, 200)}`,
            )
            return problems
          }
          server = restarted
          if (!readFileSync(file).subarray(0, before.length).equals(before))
            problems.push('the restart rewrote the file')
          if ((await userCount(server)) !== users)
            problems.push(`after the restart ${await userCount(server)} users, not ${users}`)
          const write = await createUser(server, 'after.restart')
          if (write.status !== 201) problems.push(`a write after the restart: ${write.status}`)
        } finally {
          await server.stop()
          rmSync(filler, { force: true })
        }
        return problems
      }),
  },
]
