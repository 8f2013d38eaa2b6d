import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'

/**
 * Browser-test harness: Debian's Chromium driven by playwright-core, and pages served by
 * Vite's dev server on 127.0.0.1 (a secure context, so service workers register) with
 * mockServiceWorker.js put in place by `standin init`, as an app would.
 */

export const CHROMIUM = '/usr/bin/chromium'

/** Without the background-networking flags Chromium tries to reach Google at every start. */
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const REPO = fileURLToPath(new URL('../../', import.meta.url))

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: apt-get install -y --no-install-recommends chromium`)
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS })
}

export interface PageServer {
  origin: string
  close(): Promise<void>
}

/**
 * Serves `root` (a folder with an index.html) through Vite with the demo's configuration (it
 * aliases 'standin/browser' to the sources), on an ephemeral port. Dependencies are
 * pre-bundled up front and never discovered later, so a page never reloads mid-test.
 */
export async function servePage(root: string): Promise<PageServer> {
  const scratch = mkdtempSync(join(tmpdir(), 'standin-browser-'))
  const publicDir = join(scratch, 'public')
  const init = spawnSync(process.execPath, [join(REPO, 'bin/standin.js'), 'init', publicDir], { encoding: 'utf8' })
  if (init.status !== 0) throw new Error(`standin init failed: ${init.stderr}`)

  let vite: ViteDevServer | undefined
  let http: Server | undefined
  const close = async () => {
    if (http) {
      http.closeAllConnections()
      await new Promise((resolve) => http!.close(resolve))
    }
    await vite?.close()
    rmSync(scratch, { recursive: true, force: true })
  }
  try {
    vite = await createViteServer({
      configFile: join(REPO, 'demo/vite.config.ts'),
      root,
      publicDir,
      cacheDir: join(scratch, 'vite'),
      logLevel: 'error',
      appType: 'mpa',
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { include: ['msw', 'msw/browser', 'zod', '@faker-js/faker'], noDiscovery: true },
    })
    http = createHttpServer(vite.middlewares)
    await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve))
  } catch (error) {
    await close()
    throw error
  }
  return { origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close }
}

/** Every URL the page asked for that is not on `origin`: a test's proof that nothing left the machine. */
export function recordForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) foreign.push(url)
  })
  return foreign
}

export interface PageReply {
  status: number
  headers: Record<string, string>
  text: string
  body: any
}

/** `fetch` from inside the page (through its service worker), with the API token unless `auth` is false. */
export async function fetchInPage(
  page: Page,
  method: string,
  url: string,
  options: { json?: unknown; auth?: boolean } = {},
): Promise<PageReply> {
  const reply = await page.evaluate(
    async ({ method, url, json, auth, token }) => {
      const headers: Record<string, string> = {}
      if (auth) headers.Authorization = `Bearer ${token}`
      if (json !== undefined) headers['Content-Type'] = 'application/json'
      const response = await fetch(url, {
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      })
      return { status: response.status, headers: Object.fromEntries(response.headers), text: await response.text() }
    },
    { method, url, json: options.json, auth: options.auth ?? true, token: DEFAULT_TOKEN },
  )
  let body: unknown
  try {
    body = reply.text === '' ? undefined : JSON.parse(reply.text)
  } catch {
    body = undefined
  }
  return { ...reply, body }
}
