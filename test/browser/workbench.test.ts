import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { promisify } from 'node:util'
import axe from 'axe-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { startKoaStandin, useStandin } from '../helpers/standin.js'
import { launchChromium } from '../helpers/browser.js'

/**
 * The workbench (`GET /__standin/`) walked in a real Chromium as a QA engineer would, against
 * the Koa server: data made by curl found, a request's detail and a mistyped path's near
 * misses read, a stub added from the page answering, the clock pinned, a session chosen, a
 * reset confirmed; axe-core finds no serious or critical violation; screenshots at 1280 and
 * 900 px are kept in test/browser/artifacts/.
 */

const run = promisify(execFile)
const ARTIFACTS = new URL('./artifacts/', import.meta.url)
const USERS = '/api/v2beta/core/users/'

/**
 * A request from another process, as a user sends it: curl when the machine has it, else a
 * fresh Node's fetch. Answers the status and the body.
 */
async function curl(method: string, url: string, json?: unknown): Promise<{ status: number; body: string }> {
  const headers = [`Authorization: Bearer ${DEFAULT_TOKEN}`, 'Content-Type: application/json']
  const data = json === undefined ? undefined : JSON.stringify(json)
  if (existsSync('/usr/bin/curl')) {
    const args = ['-s', '-X', method, ...headers.flatMap((header) => ['-H', header]), '-w', '\n%{http_code}']
    const { stdout } = await run('curl', [...args, ...(data === undefined ? [] : ['-d', data]), url])
    const cut = stdout.lastIndexOf('\n')
    return { status: Number(stdout.slice(cut + 1)), body: stdout.slice(0, cut) }
  }
  const script = `const [method, url, data] = process.argv.slice(1);
    const r = await fetch(url, { method, body: data || undefined, headers: ${JSON.stringify(Object.fromEntries(headers.map((h) => h.split(': '))))} });
    process.stdout.write(r.status + '\\n' + (await r.text()))`
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, method, url, data ?? ''])
  const cut = stdout.indexOf('\n')
  return { status: Number(stdout.slice(0, cut)), body: stdout.slice(cut + 1) }
}

/** axe-core's serious and critical violations of the page as it is (WCAG 2.1 A and AA). */
async function axeViolations(page: Page): Promise<string[]> {
  // Through evaluate: the page's CSP refuses an injected script tag.
  await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<any> } }).axe
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return results.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}

const standin = useStandin({ host: 'koa' })
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
  mkdirSync(ARTIFACTS, { recursive: true })
})
afterAll(() => browser?.close())

async function openWorkbench(width: number, origin = standin.origin): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  // A refusal the page shows (a 400 for a bad stub) is logged by Chromium too: not a page error.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('response', (response) => response.status() >= 500 && errors.push(`${response.status()} ${response.url()}`))
  ;(page as Page & { errors?: string[] }).errors = errors
  await page.goto(`${origin}/__standin/`)
  await page.waitForSelector('body[data-loaded="true"]')
  return page
}

const tab = (page: Page, name: 'Data' | 'Requests' | 'Levers') => page.getByRole('tab', { name }).click()
const notice = (page: Page) => page.locator('#notice')

describe('the workbench', () => {
  it('walks as a QA engineer: data, a request, a near miss, a stub, the clock, a session, a reset', async () => {
    const created = await curl('POST', `${standin.origin}${USERS}`, { username: 'qa.by.curl', name: 'Made By Curl' })
    expect(created.status).toBe(201)
    const pk = JSON.parse(created.body).pk
    const missed = await curl('GET', `${standin.origin}/api/v2beta/core/userz/`)
    expect(missed.status).toBe(404)
    const usersBefore = standin.context.identity.users.size

    const page = await openWorkbench(1280)
    try {
      // Data: the user curl made, found by its name, shown as the API answers it.
      await page.getByLabel('Search').fill('qa.by.curl')
      await page
        .locator('#records')
        .getByRole('button', { name: String(pk) })
        .click()
      const record = JSON.parse((await page.locator('#record pre').textContent()) ?? '')
      expect(record).toEqual(JSON.parse((await standin.send('GET', `${USERS}${pk}/`)).text))
      expect(record.username).toBe('qa.by.curl')
      expect(await axeViolations(page)).toEqual([])

      // Requests: curl's POST with its headers and bodies; the mistyped path's nearest routes.
      await tab(page, 'Requests')
      await page.getByRole('button', { name: new RegExp(`^Open POST ${USERS}`) }).click()
      const detail = page.locator('#request-detail')
      await expect.poll(() => detail.locator('h3').textContent()).toBe(`POST ${USERS}`)
      const detailText = await detail.textContent()
      expect(detailText).toContain('201')
      expect(detailText).toContain('route identity.core.users.create')
      expect(detailText).toMatch(/user-agent\s*curl\/|user-agentnode/)
      expect(detailText).toContain('"username": "qa.by.curl"')
      await page.getByLabel('Answered by').selectOption('miss')
      await page.getByRole('button', { name: /^Open GET \/api\/v2beta\/core\/userz\// }).click()
      const misses = detail.locator('.near-misses')
      await misses.waitFor()
      const nearest = await misses.locator('ol > li').first().textContent()
      expect(nearest).toContain(`GET ${USERS}`)
      expect(nearest).toContain('segment 4: "userz" is not "users"')
      expect(await axeViolations(page)).toEqual([])
      await page.screenshot({ path: new URL('workbench-requests-1280.png', ARTIFACTS).pathname, fullPage: true })

      // Levers: the editor shows the control plane's own refusal, then a templated stub answers.
      await tab(page, 'Levers')
      const editor = page.getByLabel('A stub, as POST /__standin/stubs takes it')
      await editor.fill(JSON.stringify({ request: { path: '/api/v2beta/core/widgets/x*' }, response: { status: 200 } }))
      await page.getByRole('button', { name: 'Add stub' }).click()
      await expect
        .poll(() => page.locator('#stub-message').textContent())
        .toBe(
          (await standin.send('POST', '/__standin/stubs', { json: JSON.parse(await editor.inputValue()) })).body.error,
        )
      expect(await editor.getAttribute('aria-invalid')).toBe('true')
      await editor.fill(
        JSON.stringify({
          request: { method: 'POST', path: '/api/v2beta/core/widgets/:id/' },
          response: {
            status: 201,
            template: true,
            body: { id: '{{request.params.id}}', size: "{{jsonPath request.body '$.size'}}" },
          },
        }),
      )
      await page.getByRole('button', { name: 'Add stub' }).click()
      await expect.poll(() => page.locator('#stub-message').textContent()).toMatch(/^Added stub-\d+\.$/)
      await page.locator('#stubs').getByText('POST /api/v2beta/core/widgets/:id/').waitFor()
      const stubbed = await curl('POST', `${standin.origin}/api/v2beta/core/widgets/w-7/`, { size: 'XL' })
      expect(stubbed).toEqual({ status: 201, body: '{"id":"w-7","size":"XL"}' })

      // The clock: pinned from the page, read back from the server.
      await page.getByLabel('Pin to (ISO 8601 with a zone)').fill('2031-02-03T04:05:06Z')
      await page.getByRole('button', { name: 'Pin', exact: true }).click()
      await expect.poll(() => page.locator('#clock').textContent()).toContain('2031-02-03T04:05:06.000Z (pinned)')
      expect((await standin.send('GET', '/__standin/clock')).body).toEqual({
        now: '2031-02-03T04:05:06.000Z',
        pinned: true,
      })

      // A session: made from the page and chosen; its store is the start state, without curl's user.
      await page.getByLabel('New session id (empty: the server makes one)').fill('qa-walk')
      await page.getByRole('button', { name: 'Make a session' }).click()
      await expect.poll(() => page.locator('#store').inputValue()).toBe('qa-walk')
      await tab(page, 'Data')
      await page.getByLabel('Search').fill('qa.by.curl')
      await expect.poll(() => page.locator('#page-info').textContent()).toMatch(/^0 records/)
      await page.locator('#store').selectOption('')
      await expect.poll(() => page.locator('#page-info').textContent()).toMatch(/^1 record ·/)
      await page.screenshot({ path: new URL('workbench-1280.png', ARTIFACTS).pathname, fullPage: true })

      // A reset asks first: cancelled, nothing changes; confirmed, curl's user is gone.
      await tab(page, 'Levers')
      await page.locator('#scenario').selectOption('default')
      await page.getByRole('button', { name: 'Reset…' }).click()
      const dialog = page.getByRole('dialog', { name: 'Reset the store?' })
      await dialog.waitFor()
      expect(await dialog.textContent()).toContain('Reset the shared store to the scenario "default"')
      expect(await axeViolations(page)).toEqual([])
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      expect(standin.context.identity.users.size).toBe(usersBefore)
      await page.getByRole('button', { name: 'Reset…' }).click()
      await dialog.getByRole('button', { name: 'Reset', exact: true }).click()
      await expect.poll(() => notice(page).textContent()).toBe('Reset the shared store to "default".')
      expect(standin.context.identity.users.size).toBe(usersBefore - 1)
      expect(await axeViolations(page)).toEqual([])
      expect((page as Page & { errors?: string[] }).errors).toEqual([])
    } finally {
      await page.close()
      await standin.send('DELETE', '/__standin/stubs')
      await standin.send('DELETE', '/__standin/sessions/qa-walk')
      await standin.send('POST', '/__standin/clock', { json: { now: '2026-11-20T10:00:00.000Z' } })
    }
  })

  it('at 900 px: nothing wider than the window, every tab reached by keyboard, axe clean', async () => {
    await curl('GET', `${standin.origin}/api/v2beta/core/groups/?limit=2`)
    const page = await openWorkbench(900)
    try {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(900)
      await page.getByRole('tab', { name: 'Data' }).focus()
      await page.keyboard.press('ArrowRight')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-requests')
      expect(await page.locator('[role="tabpanel"]:visible').evaluateAll((panels) => panels.map((p) => p.id))).toEqual([
        'panel-requests',
      ])
      // Live: a request made now shows up without a reload or a click.
      await curl('DELETE', `${standin.origin}/api/v2beta/core/groups/999999/`)
      await page.locator('#requests').getByText('/api/v2beta/core/groups/999999/').waitFor({ timeout: 5000 })
      await page.keyboard.press('End')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-levers')
      for (const name of ['Levers', 'Requests', 'Data'] as const) {
        await tab(page, name)
        expect([name, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([name, 900])
        expect(await axeViolations(page)).toEqual([])
      }
      await page.screenshot({ path: new URL('workbench-900.png', ARTIFACTS).pathname, fullPage: true })
    } finally {
      await page.close()
    }
  })

  it('downloads the snapshot, and uploading it later brings the store back', async () => {
    const page = await openWorkbench(1280)
    try {
      await tab(page, 'Levers')
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download snapshot' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('standin-snapshot.json')
      const file = new URL('workbench-snapshot.json', ARTIFACTS).pathname
      await download.saveAs(file)
      const users = standin.context.identity.users.size
      expect(
        (await curl('POST', `${standin.origin}${USERS}`, { username: 'after.snapshot', name: 'After' })).status,
      ).toBe(201)
      expect(standin.context.identity.users.size).toBe(users + 1)
      await page.getByLabel('Upload a snapshot').setInputFiles(file)
      await expect.poll(() => notice(page).textContent()).toBe('Loaded workbench-snapshot.json into the shared store.')
      expect(standin.context.identity.users.size).toBe(users)
    } finally {
      await page.close()
    }
  })

  it('under --admin-token: asks for the token, keeps it for the tab only, and every call carries it', async () => {
    const closed = await startKoaStandin({ adminToken: 'qa-secret' })
    const page = await browser.newPage()
    try {
      await closed.send('GET', `${USERS}?limit=1`, { headers: { 'X-Standin-Session': 'behind-token' } })
      await page.goto(`${closed.origin}/__standin/`)
      const dialog = page.getByRole('dialog', { name: 'Admin token' })
      await dialog.waitFor()
      await dialog.getByLabel('Token (kept for this tab only)').fill('wrong')
      await dialog.getByRole('button', { name: 'Use token' }).click()
      await expect.poll(() => page.locator('#token-why').textContent()).toContain('was refused')
      await dialog.getByLabel('Token (kept for this tab only)').fill('qa-secret')
      await dialog.getByRole('button', { name: 'Use token' }).click()
      await page.waitForSelector('body[data-loaded="true"]')
      // The admin sees session ids; the token lives in this tab's sessionStorage, nowhere else.
      await tab(page, 'Levers')
      await page.locator('#sessions').getByText('behind-token').waitFor()
      expect(
        await page.evaluate(() => [
          sessionStorage.getItem('standin-admin-token'),
          localStorage.length,
          document.cookie,
        ]),
      ).toEqual(['qa-secret', 0, ''])
      const before = closed.context.identity.users.size
      await closed.send('POST', USERS, { json: { username: 'behind.token', name: 'Token' } })
      await page.getByRole('button', { name: 'Reset…' }).click()
      await page
        .getByRole('dialog', { name: 'Reset the store?' })
        .getByRole('button', { name: 'Reset', exact: true })
        .click()
      await expect.poll(() => closed.context.identity.users.size).toBe(before)
      await page.getByRole('button', { name: 'Forget admin token' }).click()
      expect(await page.evaluate(() => sessionStorage.getItem('standin-admin-token'))).toBeNull()
    } finally {
      await page.close()
      await closed.close()
    }
  })
})
