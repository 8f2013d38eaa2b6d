import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '../../test/helpers/browser.js'

/**
 * The workbench as the docs show it (`npm run docs:screenshots` runs this after the demo's), written to
 * docs/public/workbench-1280.png (a request no route matched, with its near misses) and
 * docs/public/workbench-900.png (a record beside its collection). It starts the built server
 * (bin/standin.js, after `npm run build`), sends it a little traffic, and drives Debian's
 * Chromium (test/helpers/browser.ts); the server is stopped at the end.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const OUT = `${REPO}docs/public/`
const TOKEN = 'screenshot-token'

async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const child = spawn(process.execPath, ['bin/standin.js', '--port', '0', '--token', TOKEN, '--quiet'], {
    cwd: REPO,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const origin = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve(url)
    })
    child.on('exit', (code) => reject(new Error(`standin exited ${code} before listening: ${output}`)))
  })
  return { origin, stop: () => child.kill() }
}

async function traffic(origin: string): Promise<void> {
  const send = (method: string, path: string, json?: unknown) =>
    fetch(`${origin}${path}`, {
      method,
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
  await send('POST', '/__standin/stubs', {
    request: { method: 'GET', path: '/api/v2beta/core/tokens/' },
    response: { status: 503, body: { detail: 'Maintenance.' } },
  })
  await send('POST', '/api/v2beta/core/users/', { username: 'qa.engineer', name: 'Quinn Assurance' })
  await send('GET', '/api/v2beta/core/users/?limit=5')
  await send('GET', '/wp-json/cal/events/v1/events?per_page=3')
  await send('GET', '/api/v2beta/core/tokens/')
  await send('GET', '/api/v2beta/core/userz/')
}

const { origin, stop } = await startServer()
const browser = await launchChromium()
try {
  await traffic(origin)
  mkdirSync(OUT, { recursive: true })
  const wide = await browser.newPage({ viewport: { width: 1280, height: 860 } })
  await wide.goto(`${origin}/__standin/`)
  await wide.waitForSelector('body[data-loaded="true"]')
  await wide.getByRole('tab', { name: 'Requests' }).click()
  await wide.getByRole('button', { name: /^Open GET \/api\/v2beta\/core\/userz\// }).click()
  await wide.locator('.near-misses').waitFor()
  await wide.screenshot({ path: `${OUT}workbench-1280.png` })

  const narrow = await browser.newPage({ viewport: { width: 900, height: 760 } })
  await narrow.goto(`${origin}/__standin/`)
  await narrow.waitForSelector('body[data-loaded="true"]')
  await narrow.getByLabel('Search').fill('qa.engineer')
  await narrow.locator('#page-info', { hasText: /^1 record ·/ }).waitFor()
  await narrow.locator('#records button.link').first().click()
  await narrow.locator('#record pre').waitFor()
  await narrow.screenshot({ path: `${OUT}workbench-900.png` })
  process.stdout.write(`wrote ${OUT}workbench-1280.png and ${OUT}workbench-900.png\n`)
} finally {
  await browser.close()
  stop()
}
