import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { launchChromium, servePage } from '../../test/helpers/browser.js'

/**
 * `npm run docs:screenshots`: the site's pictures, shot in Debian's Chromium (playwright-core)
 * so they show what the code does today: the demo page (docs/public/demo-1280.png) and the
 * workbench of a server that has answered a few requests (docs/public/workbench-1280.png and
 * workbench-900.png). The clock is pinned, so the pictures change only when the pages do.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const out = (name: string) => `${root}docs/public/${name}`
const TOKEN = { Authorization: 'Bearer standin-dev-token' }

/** The server as `npx standin` starts it, on a free port; resolves to its origin. */
function startServer(): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [`${root}bin/standin.js`, '--port', '0', '--now', '2030-01-01T10:00:00Z', '--quiet'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  return new Promise((resolve, reject) => {
    let printed = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      const origin = /listening on (http:\/\/[\d.:]+)/.exec(printed)?.[1]
      if (origin) resolve({ origin, child })
    })
    child.on('exit', (code) => reject(new Error(`standin exited (${code}) before listening`)))
  })
}

/** A few requests of each kind, so the workbench has something to show. */
async function traffic(origin: string): Promise<void> {
  const send = (path: string, init: RequestInit = {}) => fetch(`${origin}${path}`, init).then((answer) => answer.text())
  const json = { ...TOKEN, 'Content-Type': 'application/json' }
  await send('/__standin/stubs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      request: { path: '/api/v2beta/core/users/', query: { search: 'down' } },
      response: { status: 503 },
    }),
  })
  await send('/api/v2beta/core/users/', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username: 'alice', name: 'Alice' }),
  })
  await send('/api/v2beta/core/users/?search=down', { headers: TOKEN })
  await send('/api/v2beta/core/user/', { headers: TOKEN })
  await send('/wp-json/cal/events/v1/events?per_page=5')
  await send('/api/v2beta/core/groups/', { headers: TOKEN })
}

async function shoot(browser: Browser, url: string, width: number, file: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await page.screenshot({ path: out(file) })
  await page.close()
  console.log(`wrote docs/public/${file}`)
}

const browser = await launchChromium()
const server = await startServer()
const demo = await servePage(`${root}demo`)
try {
  await traffic(server.origin)
  const demoPage = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await demoPage.goto(`${demo.origin}/`)
  await demoPage.waitForSelector('body[data-ready="true"]')
  await demoPage.screenshot({ path: out('demo-1280.png') })
  console.log('wrote docs/public/demo-1280.png')
  await shoot(browser, `${server.origin}/__standin/`, 1280, 'workbench-1280.png')
  await shoot(browser, `${server.origin}/__standin/`, 900, 'workbench-900.png')
} finally {
  await browser.close()
  await demo.close()
  server.child.kill()
}
