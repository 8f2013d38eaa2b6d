import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

/** Servers under test run in their own processes, so the load generator does not share their CPU. */

export const root = new URL('../../', import.meta.url).pathname

export interface Running {
  url: string
  child: ChildProcess
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Starts a process and resolves once `ready` matches its output (the match's first group is
 * the URL), or at once when there is nothing to wait for.
 */
export function startProcess(
  command: string,
  args: string[],
  ready: RegExp | undefined,
  timeoutMs = 20_000,
): Promise<Running> {
  // A group of its own: a wrapper (npm, a shell) is stopped with what it started.
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        child.kill('SIGTERM')
      }
    })
  if (!ready) return Promise.resolve({ url: '', child, stop })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`${command} ${args.join(' ')} did not become ready:\n${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = ready.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ url: match[1] ?? '', child, stop })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} exited with ${code}:\n${output}`))
    })
  })
}

/** A JavaScript file of this project, run by Node. */
export function startNode(file: string, args: string[], ready: RegExp): Promise<Running> {
  return startProcess(process.execPath, [file, ...args], ready)
}

/** The server as `npm start` runs it: the bin on the bundle in dist/ (bench/run.ts builds it first). */
export function startStandin(args: string[] = [], nodeFlags: string[] = []): Promise<Running> {
  return startProcess(
    process.execPath,
    [...nodeFlags, 'bin/standin.js', '--port', '0', '--quiet', ...args],
    /listening on (http:\/\/\S+)/,
    60_000,
  )
}
