import { type ChildProcess, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

/**
 * What an end-to-end suite needs from standin: one standalone server for the whole run, and a
 * session per test, loaded with that test's scenario file. In your project, spawn the installed
 * bin (`node_modules/standin/bin/standin.js`) or start it from Playwright's `webServer`.
 */

const STANDIN_BIN = fileURLToPath(new URL('../../bin/standin.js', import.meta.url))
export const SESSION_HEADER = 'X-Standin-Session'

export interface StandinServer {
  url: string
  close(): Promise<void>
}

/** `standin --port 0` in a child process; resolves with the address it printed. */
export async function startStandin(args: string[] = []): Promise<StandinServer> {
  const child = spawn(process.execPath, [STANDIN_BIN, '--host', '127.0.0.1', '--port', '0', '--quiet', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  try {
    return { url: await listeningUrl(child), close }
  } catch (error) {
    await close()
    throw error
  }
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk))
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1]
      if (url) resolve(url)
    })
    child.once('exit', (code) => reject(new Error(`standin exited (${code}) before listening: ${stderr || stdout}`)))
  })
}

export interface StandinSession {
  id: string
  /** For the browser context: `extraHTTPHeaders: session.headers`. */
  headers: Record<string, string>
  end(): Promise<void>
}

async function control(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${url}/__standin${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  if (!response.ok) throw new Error(`${method} /__standin${path} answered ${response.status}: ${await response.text()}`)
  return response
}

/**
 * A session of its own for one test (`POST /__standin/sessions`), loaded with the test's
 * scenario file when it names one (`POST /__standin/reset` in the session). Without a file the
 * session starts from the server's start state (`--scenario`).
 */
export async function openSession(url: string, options: { scenarioFile?: string | URL } = {}): Promise<StandinSession> {
  const { id } = (await (await control(url, 'POST', '/sessions', {})).json()) as { id: string }
  const headers = { [SESSION_HEADER]: id }
  const end = async () => void (await control(url, 'DELETE', `/sessions/${encodeURIComponent(id)}`))
  if (options.scenarioFile !== undefined) {
    try {
      const scenario: unknown = JSON.parse(await readFile(options.scenarioFile, 'utf8'))
      await control(url, 'POST', '/reset', { scenario }, headers)
    } catch (error) {
      await end()
      throw error
    }
  }
  return { id, headers, end }
}
