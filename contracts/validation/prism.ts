import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Stoplight Prism's validation proxy (`prism proxy <document> <upstream>`), run as its own
 * process: every request sent to it is checked against the document, forwarded to the
 * upstream, and the answer checked too; what does not fit comes back in the answer's
 * `sl-violations` header (`--errors` is off, so answers pass through unchanged).
 */

export interface Violation {
  /** `['request', ...]` or `['response', ...]`, then where in it. */
  location: string[]
  severity: 'Error' | 'Warning' | 'Information' | 'Hint'
  code?: string | number
  message: string
}

export interface PrismProxy {
  origin: string
  close(): Promise<void>
}

const require = createRequire(import.meta.url)
const PRISM_CLI = join(dirname(require.resolve('@stoplight/prism-cli/package.json')), 'dist', 'index.js')

/** How long Prism may take to load a document and listen (it takes about 2 s). */
const START_TIMEOUT_MS = 60_000

/** Starts a proxy on 127.0.0.1 (an ephemeral port) for `document` (a path or an address) in front of `upstream`. */
export function startPrismProxy(document: string, upstream: string): Promise<PrismProxy> {
  const child: ChildProcess = spawn(
    process.execPath,
    [PRISM_CLI, 'proxy', document, upstream, '--host', '127.0.0.1', '--port', '0'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill()
    })
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => fail(new Error(`Prism did not start within ${START_TIMEOUT_MS} ms:\n${output.slice(-2000)}`)),
      START_TIMEOUT_MS,
    )
    const fail = (error: Error) => {
      clearTimeout(timer)
      void close().then(() => reject(error))
    }
    const onData = (chunk: Buffer) => {
      // Prism logs every request; only the start line is of interest, so the rest is dropped.
      if (output.length < 100_000) output += chunk.toString()
      const listening = /Prism is listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (!listening) return
      clearTimeout(timer)
      child.stdout?.off('data', onData).resume()
      child.stderr?.off('data', onData).resume()
      resolve({ origin: listening[1] as string, close })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => fail(new Error(`Prism exited with ${code}:\n${output.slice(-2000)}`)))
  })
}

/** The violations Prism found in one exchange. */
export function violationsOf(headers: Headers): Violation[] {
  const header = headers.get('sl-violations')
  if (!header) return []
  if (header.startsWith('Too many violations!'))
    return [{ location: ['response'], severity: 'Error', message: header.slice(0, 500) }]
  return JSON.parse(header) as Violation[]
}
