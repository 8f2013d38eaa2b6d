import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib/processes.js'
import { call, json } from './http.js'

/** The server under attack, started as users start it (the bin, on the bundle), and what watches it. */

const PROBE_EVERY_MS = 250
let serverRoot = root

/** The checkout whose server the attacks start (`--root`: another checkout, for before/after). */
export function useServerRoot(path: string): void {
  serverRoot = path
}

export interface Server {
  url: string
  port: number
  child: ChildProcess
  output: () => string
  alive: () => boolean
  stop(): Promise<void>
}

/** A server that would not start: how it exited and what it said. */
export class StartFailure extends Error {
  constructor(
    readonly exit: number | string | null,
    readonly output: string,
  ) {
    super(`the server exited (${exit}) before listening: ${output.trim().split('\n').slice(0, 3).join(' | ')}`)
  }
}

export function startServer(args: string[], timeoutMs = 60_000): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--max-old-space-size=512', '--expose-gc', join(serverRoot, 'bin/standin.js'), '--port', '0', '--quiet', ...args],
    {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout.on('data', collect)
  child.stderr.on('data', collect)
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGKILL')
    })
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`the server did not start in ${timeoutMs / 1000} s: ${output}`))
    }, timeoutMs)
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output)
      if (!match) return
      clearTimeout(timer)
      child.stdout.off('data', onData)
      const url = match[1]!
      resolveStart({
        url,
        port: Number(new URL(url).port),
        child,
        output: () => output,
        alive: () => child.exitCode === null && child.signalCode === null,
        stop,
      })
    }
    child.stdout.on('data', onData)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new StartFailure(code ?? signal, output))
    })
  })
}

/** Waits for a process to exit; undefined when it is still running after `ms`. */
export function exitWithin(child: ChildProcess, ms: number): Promise<number | string | undefined> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode ?? undefined)
  return new Promise((done) => {
    const timer = setTimeout(() => done(undefined), ms)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      done(code ?? signal ?? undefined)
    })
  })
}

function rssOf(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024
  } catch {
    return undefined
  }
}

export interface Watch {
  probes: number
  slowest: number
  failedProbes: number
  peakRss: number
  stop(): Promise<void>
}

/** Health probes and resident-memory samples while an attack runs. */
export function watch(server: Server): Watch {
  const state: Watch = { probes: 0, slowest: 0, failedProbes: 0, peakRss: 0, stop: async () => undefined }
  let running = true
  const inFlight = new Set<Promise<void>>()
  const tick = () => {
    state.peakRss = Math.max(state.peakRss, rssOf(server.child.pid) ?? 0)
    if (!running) return
    const probe = call(server, '/__standin/health', { timeoutMs: 5000 })
      .then((reply) => {
        state.probes++
        state.slowest = Math.max(state.slowest, reply.ms)
        if (reply.status !== 200) state.failedProbes++
      })
      .catch(() => {
        state.probes++
        state.failedProbes++
        state.slowest = Math.max(state.slowest, 5000)
      })
    inFlight.add(probe)
    void probe.finally(() => inFlight.delete(probe))
  }
  tick()
  const timer = setInterval(tick, PROBE_EVERY_MS)
  state.stop = async () => {
    running = false
    clearInterval(timer)
    await Promise.all(inFlight)
  }
  return state
}

/** Resident memory after a full GC, as the server reports it (or as /proc has it when it cannot). */
export async function settledRss(server: Server): Promise<number | undefined> {
  try {
    const reply = await call(server, '/__standin/process', { timeoutMs: 10_000 })
    return json(reply)?.memory?.rss ?? rssOf(server.child.pid)
  } catch {
    return rssOf(server.child.pid)
  }
}
