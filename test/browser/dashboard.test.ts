import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { startKoaStandin, useStandin } from '../helpers/standin.js'
import { launchChromium } from '../helpers/browser.js'

/** The QA dashboard (`GET /__standin/`) in a real Chromium, against the Koa server. */

const standin = useStandin({ host: 'koa' })
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

describe('the dashboard', () => {
  it('shows counts of both APIs, recent requests, stubs, faults and sessions; its buttons work', async () => {
    await standin.send('GET', '/api/v2beta/core/users/?limit=1')
    await standin.send('GET', '/wp-json/cal/events/v1/events', { headers: { 'X-Standin-Session': 'qa-run-7' } })
    await standin.send('POST', '/__standin/faults', {
      json: { path: '/api/v2beta/core/groups/*', status: 503, rate: 0.5 },
    })
    await standin.send('POST', '/api/v2beta/core/users/', { json: { username: 'dash.board', name: 'Dash' } })
    const stub = (
      await standin.send('POST', '/__standin/stubs', {
        json: { request: { method: 'GET', path: '/api/v2beta/core/tokens/' }, response: { status: 418 }, times: 3 },
      })
    ).body
    expect((await standin.send('GET', '/api/v2beta/core/tokens/')).status).toBe(418)

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    try {
      await page.goto(`${standin.origin}/__standin/`)
      await page.waitForSelector('body[data-loaded="true"]')
      const users = await page.locator('#identity tr', { hasText: 'core/users' }).locator('td.count').textContent()
      expect(Number(users)).toBe(standin.context.identity.users.size)
      const events = await page.locator('#calendar tr', { hasText: 'events' }).locator('td.count').textContent()
      expect(Number(events)).toBe(standin.context.calendar.events.size)
      expect(await page.locator('#requests').textContent()).toContain('/api/v2beta/core/users/')
      expect(await page.locator('#faults').textContent()).toContain('/api/v2beta/core/groups/*')
      expect(await page.locator('#stubs').textContent()).toBe(
        `${stub.id}GET /api/v2beta/core/tokens/status 418, used 1 of 3`,
      )
      expect(
        await page.locator('#requests tr', { hasText: '/api/v2beta/core/tokens/' }).locator('td').last().textContent(),
      ).toBe(stub.id)
      // Without an admin token nobody is the admin: the session shows as a fingerprint.
      expect(await page.locator('#sessions').textContent()).toMatch(/ref:[0-9a-f]{12}/)
      expect(await page.locator('body').textContent()).not.toContain('qa-run-7')
      expect(await page.getAttribute('#download', 'href')).toBe('/__standin/snapshot')

      mkdirSync(new URL('./artifacts/', import.meta.url), { recursive: true })
      const shot = await page.screenshot({
        path: new URL('./artifacts/dashboard.png', import.meta.url).pathname,
        fullPage: true,
      })
      expect(shot.byteLength).toBeGreaterThan(10_000)

      const before = standin.context.identity.users.size
      await page.click('#reset')
      await page.waitForFunction(() => document.getElementById('notice')?.textContent === 'store reset')
      expect(standin.context.identity.users.size).toBe(before - 1)
      await page.click('#clear')
      await page.waitForFunction(() => document.getElementById('requests')?.textContent?.includes('no requests yet'))
    } finally {
      await page.close()
      await standin.send('DELETE', '/__standin/faults')
      await standin.send('DELETE', '/__standin/stubs')
    }
  })

  it('under --admin-token, works when opened with ?token= and sends the token on its requests', async () => {
    const closed = await startKoaStandin({ adminToken: 'qa-secret' })
    const page = await browser.newPage()
    try {
      expect((await page.goto(`${closed.origin}/__standin/`))?.status()).toBe(401)
      await closed.send('GET', '/wp-json/cal/events/v1/events', { headers: { 'X-Standin-Session': 'qa-run-8' } })
      await page.goto(`${closed.origin}/__standin/?token=qa-secret`)
      await page.waitForSelector('body[data-loaded="true"]')
      expect(await page.getAttribute('#download', 'href')).toBe('/__standin/snapshot?token=qa-secret')
      expect(await page.locator('#sessions').textContent()).toContain('qa-run-8')
      await closed.send('POST', '/api/v2beta/core/users/', { json: { username: 'behind.token', name: 'Token' } })
      const before = closed.context.identity.users.size
      await page.click('#reset')
      await page.waitForFunction(() => document.getElementById('notice')?.textContent === 'store reset')
      expect(closed.context.identity.users.size).toBe(before - 1)
    } finally {
      await page.close()
      await closed.close()
    }
  })
})
