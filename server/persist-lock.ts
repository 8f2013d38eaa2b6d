import { readFileSync, readlinkSync, unlinkSync, writeFileSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { codeOf } from './error-message.js'

/**
 * The lock that keeps a second server off a `--persist` file: `<file>.lock`, holding the pid of
 * the server that took it and, on Linux, which process that was (the boot and the process's start
 * time, so that the pid given to another process later does not pass for it). A lock whose
 * process is gone, or is not that process any more, or (a lock without the second line) is not a
 * standin on this file is stale: it is taken over, with a note. One still held is waited for a
 * while (a restart), then refused. Pids are per namespace: two containers sharing the file are
 * not kept apart.
 */

export class LockError extends Error {}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)

const readProc = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

/** `/proc/<pid>/stat`'s fields from the third on (the command name before them may hold spaces and parentheses). */
function statFields(pid: number): string[] | undefined {
  const stat = readProc(`/proc/${pid}/stat`)
  return stat === undefined ? undefined : stat.slice(stat.lastIndexOf(')') + 2).split(' ')
}

/** Which process `pid` is on Linux: the boot, and its start time (field 22 of its stat); undefined elsewhere. */
export function processIdentity(pid: number): string | undefined {
  const boot = readProc('/proc/sys/kernel/random/boot_id')?.trim()
  const started = statFields(pid)?.[19]
  return boot && started ? `${boot} ${started}` : undefined
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: it exists, and belongs to someone else.
    if (codeOf(error) !== 'EPERM') return false
  }
  // A process killed but not yet reaped by its parent is gone for our purpose.
  return statFields(pid)?.[0] !== 'Z'
}

/**
 * Whether `pid` runs a standin on `file`, by its command line (`--persist <file>`, the path taken
 * from its working folder); undefined when that cannot be read (no /proc, or not ours to read).
 */
function standinOn(pid: number, file: string): boolean | undefined {
  const cmdline = readProc(`/proc/${pid}/cmdline`)
  if (cmdline === undefined) return undefined
  let folder: string | undefined
  try {
    folder = readlinkSync(`/proc/${pid}/cwd`)
  } catch {
    folder = undefined
  }
  const args = cmdline.split('\0')
  const given = args.flatMap((arg, index) =>
    arg === '--persist'
      ? [args[index + 1] ?? '']
      : arg.startsWith('--persist=')
        ? [arg.slice('--persist='.length)]
        : [],
  )
  const target = resolve(file)
  return given.some((path) =>
    path.startsWith('/') || folder !== undefined
      ? resolve(folder ?? '/', path) === target
      : basename(path) === basename(file),
  )
}

/** Why the process a lock names does not hold it any more; undefined while it does. */
function staleBecause(pid: number, identity: string | undefined, file: string): string | undefined {
  if (!alive(pid)) return `pid ${pid} is gone`
  const now = processIdentity(pid)
  if (identity && now) return identity === now ? undefined : `pid ${pid} is another process now`
  // Its program only: the rest of a command line may hold what is not ours to print.
  const program = basename(readProc(`/proc/${pid}/cmdline`)?.split('\0')[0] ?? '?')
  return standinOn(pid, file) === false ? `pid ${pid} is not a standin on this file (it runs ${program})` : undefined
}

/**
 * Takes `<file>.lock` for this process, or throws a LockError (one line) when a live standin holds
 * it past `waitMs`; `note` hears a stale lock taken over. Any other failure (a folder that is
 * missing or read-only) is thrown as it is.
 */
export function takeLock(file: string, waitMs: number, note: (line: string) => void): string {
  const lock = `${file}.lock`
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      writeFileSync(lock, `${process.pid}\n${processIdentity(process.pid) ?? ''}\n`, { flag: 'wx' })
      return lock
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error
    }
    const [pidLine = '', identity] = (readProc(lock) ?? '').split('\n')
    const pid = Number.parseInt(pidLine, 10)
    // A lock naming this very process was left by an earlier one that had its pid (a container's pid 1).
    const stale =
      !Number.isInteger(pid) || pid <= 0 || pid === process.pid
        ? 'it names no other process'
        : staleBecause(pid, identity || undefined, file)
    if (stale === undefined) {
      if (Date.now() >= deadline)
        throw new LockError(`in use by another standin (pid ${pid}); stop it, or remove ${lock} if it is gone`)
      sleep(50)
      continue
    }
    note(`--persist ${file}: took over ${lock}: ${stale}`)
    try {
      unlinkSync(lock)
    } catch (error) {
      if (codeOf(error) !== 'ENOENT') throw error
    }
  }
}

/** Removes the lock when it is still this process's. */
export function releaseLock(lock: string): void {
  try {
    if (Number.parseInt(readFileSync(lock, 'utf8'), 10) === process.pid) unlinkSync(lock)
  } catch {
    // Gone already.
  }
}
