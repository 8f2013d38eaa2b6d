import { type ChildProcess, spawn } from 'node:child_process'

/**
 * standin's CLI as its users run it (`npx standin ...`, `npx standin record ...`), each in a
 * process of its own: a deployment for another standin to record or proxy to. The caller stops
 * what it starts (`stop`, or `stopAll` after each test).
 */

const cli = new URL('../../bin/standin.js', import.meta.url).pathname
const running = new Set<ChildProcess>()

export interface ServerProcess {
  origin: string
  child: ChildProcess
  /** What the process wrote to stderr so far. */
  errors(): string
  stop(): Promise<void>
}

/** A standin server on a port of its own (`--port 0`), once it says where it listens. */
export function startServer(...args: string[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, [cli, '--port', '0', '--quiet', ...args], { env: { ...process.env, PORT: '' } })
  running.add(child)
  let output = ''
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const stop = () => ended(child)
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /listening on (http:\/\/\S+)/.exec(output)
      if (found?.[1]) resolve({ origin: found[1], child, errors: () => errors, stop })
    })
    child.once('exit', (code) => reject(new Error(`standin ${args.join(' ')} exited ${code}: ${errors}`)))
  })
}

/** Runs `standin <args>` to its end: its status and what it wrote. */
export function runCli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, PORT: '' } })
  running.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  return new Promise((resolve) =>
    child.once('exit', (status) => {
      running.delete(child)
      resolve({ status, stdout, stderr })
    }),
  )
}

/** Stops a process, once it has exited. */
function ended(child: ChildProcess): Promise<void> {
  running.delete(child)
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** Stops every process still running (an afterAll of the files that start them). */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(ended))
}
