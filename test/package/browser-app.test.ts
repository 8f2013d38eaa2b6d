import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser.js'
import { createProject, firstUrl, pack, printed, type Project, VERSIONS } from './consumer.js'

/**
 * A Vite app that uses standin the way the README shows: `standin/browser` imported dynamically,
 * in development only. Its production build holds no standin (nor msw) code; its development
 * page, in Chromium, shows data the worker answered.
 */

const MAIN = `
async function enableMocking(): Promise<void> {
  // Development only: a production build drops the branch, and with it the import and its chunk.
  if (import.meta.env.DEV) {
    const { worker } = await import('standin/browser')
    await worker.start({ onUnhandledFrame: 'bypass', quiet: true })
  }
}

async function render(): Promise<void> {
  const users = await fetch('/api/v2beta/core/users/?limit=3&ordering=pk', {
    headers: { Authorization: 'Bearer standin-dev-token' },
  }).then((response) => response.json())
  const events = await fetch('/wp-json/cal/events/v1/events?per_page=3').then((response) => response.json())
  document.querySelector('#users')!.textContent = users.results.map((user: { username: string }) => user.username).join(', ')
  document.querySelector('#events')!.textContent = String(events.total)
}

void enableMocking().then(render)
`

const INDEX = `<!doctype html>
<html>
  <body>
    <p>Users: <span id="users"></span></p>
    <p>Events: <span id="events"></span></p>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`

/** Strings only standin's own code holds: its route names, an identity error, the calendar's 404 code. */
const STANDIN_MARKERS = ['identity.core.users.list', 'calendar.events.list', 'Invalid token header', 'rest_no_route']
/** And msw's browser side, which only standin pulls in here. */
const MSW_MARKERS = ['setupWorker', '[MSW]']

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

let scratch: string
let app: Project

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-pack-'))
  app = createProject({
    tarball: pack(scratch).tarball,
    type: 'module',
    dependencies: { msw: VERSIONS.msw, vite: VERSIONS.vite },
    files: { 'index.html': INDEX, 'src/main.ts': MAIN },
  })
  const init = app.run(process.execPath, ['node_modules/standin/bin/standin.js', 'init', 'public'])
  if (init.status !== 0) throw new Error(`standin init failed: ${printed(init)}`)
}, 180_000)

afterAll(() => {
  app?.close()
  rmSync(scratch, { recursive: true, force: true })
})

describe('a Vite app that imports standin/browser in development only', { timeout: 120_000 }, () => {
  it('builds for production without any standin or msw code', () => {
    const build = app.run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'])
    expect(build.status, printed(build)).toBe(0)
    const built = filesUnder(join(app.root, 'dist'))
    const scripts = built.filter((file) => file.endsWith('.js') && !file.endsWith('mockServiceWorker.js'))
    // The app's own code is there (it fetches the API), so the search below could find something.
    expect(scripts.some((file) => readFileSync(file, 'utf8').includes('/api/v2beta/core/users/'))).toBe(true)
    const found = built.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const markers = file.endsWith('mockServiceWorker.js') ? STANDIN_MARKERS : [...STANDIN_MARKERS, ...MSW_MARKERS]
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${relative(app.root, file)}: ${marker}`)
    })
    expect(found).toEqual([])
  })

  it('shows data from the worker on the development page, in Chromium', async () => {
    const vite = app.start(process.execPath, [
      'node_modules/vite/bin/vite.js',
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--strictPort',
    ])
    const origin = await firstUrl(vite)
    let browser: Browser | undefined
    try {
      browser = await launchChromium()
      const page = await browser.newPage()
      await page.goto(origin)
      await page.waitForFunction(() => document.querySelector('#events')?.textContent !== '', undefined, {
        timeout: 60_000,
      })
      const users = (await page.textContent('#users'))!.split(', ')
      expect(users).toHaveLength(3)
      expect(users[0]).toBe('pbadmin')
      expect(Number(await page.textContent('#events'))).toBeGreaterThan(0)
      // The worker answered: the dev server itself serves no API.
      const direct = await fetch(`${origin}/api/v2beta/core/users/`)
      expect(direct.headers.get('content-type') ?? '').not.toContain('application/json')
    } finally {
      await browser?.close()
      vite.kill('SIGTERM')
    }
  })
})
