import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../helpers/browser.js'
import { createProject, firstUrl, pack, printed, type Project, VERSIONS } from './consumer.js'

/**
 * A Vite app that uses standin the way the site's browser quick start shows: `standin/browser` (started with
 * `start({ persist: true })`) and `standin/data` imported dynamically, in development only. Its
 * production build holds no standin (nor msw) code; its development page, in Chromium, shows
 * data the worker answered, reloads as itself (served at `/`), keeps a write across the reload
 * and shares it with a second tab.
 */

/** The site's browser quick start, as the app's src/main.ts (its sample, run here). */
const MAIN = readFileSync(new URL('../../docs/snippets/browser/main.ts', import.meta.url), 'utf8')

const INDEX = `<!doctype html>
<html>
  <head><title>The app's own page</title></head>
  <body>
    <h1 id="title">The app at /</h1>
    <p>Users: <span id="users"></span> (<span id="count"></span> in all)</p>
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
    dependencies: { msw: VERSIONS.msw, vite: VERSIONS.vite, '@msw/data': VERSIONS['@msw/data'] },
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

  it('shows data from the worker on the development page, keeps writes across reloads and tabs, and stays the app at /, in Chromium', async () => {
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
    const rendered = (page: Page) =>
      page.waitForFunction(() => document.querySelector('#events')?.textContent !== '', undefined, { timeout: 60_000 })
    try {
      browser = await launchChromium()
      const context = await browser.newContext()
      const page = await context.newPage()
      await page.goto(origin)
      await rendered(page)
      const users = (await page.textContent('#users'))!.split(', ')
      expect(users).toHaveLength(3)
      expect(users[0]).toBe('pbadmin')
      expect(Number(await page.textContent('#events'))).toBeGreaterThan(0)
      // standin/data, loaded by the app, counts the users the API lists.
      const count = Number(await page.textContent('#count'))
      expect(count).toBeGreaterThan(3)
      // The worker answered: the dev server itself serves no API.
      const direct = await fetch(`${origin}/api/v2beta/core/users/`)
      expect(direct.headers.get('content-type') ?? '').not.toContain('application/json')

      // A write, then a reload: the app's own page again, and the write kept (IndexedDB).
      expect(await create(page, 'kept.by.the.app')).toBe(201)
      await page.reload()
      await rendered(page)
      expect(await page.title()).toBe("The app's own page")
      expect(await page.textContent('#title')).toBe('The app at /')
      expect(Number(await page.textContent('#count'))).toBe(count + 1)
      // A second tab sees a write made in the first (BroadcastChannel).
      const second = await context.newPage()
      await second.goto(origin)
      await rendered(second)
      expect(await create(page, 'seen.in.the.other.tab')).toBe(201)
      await expect.poll(() => usernames(second), { timeout: 10_000 }).toContain('seen.in.the.other.tab')
    } finally {
      await browser?.close()
      vite.kill('SIGTERM')
    }
  })
})

async function create(page: Page, username: string): Promise<number> {
  return page.evaluate(
    (name) =>
      fetch('/api/v2beta/core/users/', {
        method: 'POST',
        headers: { Authorization: 'Bearer standin-dev-token', 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: name, name }),
      }).then((response) => response.status),
    username,
  )
}

async function usernames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    fetch('/api/v2beta/core/users/?limit=500', { headers: { Authorization: 'Bearer standin-dev-token' } })
      .then((response) => response.json())
      .then((body: { results: Array<{ username: string }> }) => body.results.map((user) => user.username)),
  )
}
