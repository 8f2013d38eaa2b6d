import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, type PageServer, recordForeignRequests, servePage } from '../helpers/browser.js'

/**
 * The demo page (`npm run demo`) in Chromium: it renders both APIs' data through the worker,
 * and its search, paging, filters, form and reset work. The screenshot goes to
 * test/browser/artifacts/ (not committed), for a person to look at.
 */

const ARTIFACTS = new URL('./artifacts/', import.meta.url).pathname

let browser: Browser
let server: PageServer
let page: Page
let foreign: string[]

beforeAll(async () => {
  ;[browser, server] = await Promise.all([
    launchChromium(),
    servePage(new URL('../../demo/', import.meta.url).pathname),
  ])
  page = await browser.newPage({ viewport: { width: 1360, height: 1000 } })
  foreign = recordForeignRequests(page, server.origin)
  await page.goto(`${server.origin}/`)
  await page.waitForSelector('body[data-ready=true]')
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const text = (selector: string) => page.locator(selector).innerText()
const rows = () => page.locator('#users-table tbody tr')
const events = () => page.locator('#event-list li.event')

describe('the demo page', () => {
  it('renders users and events from both APIs', async () => {
    expect(await text('#worker-status')).toBe('Worker active')
    expect(await rows().count()).toBe(8)
    expect(await text('#users-range')).toMatch(/^1–8 of \d+ users$/)
    expect(await events().count()).toBeGreaterThan(0)
    expect(await text('#events-range')).toMatch(/^Page 1 of \d+ · \d+ events$/)
    expect(await page.locator('#filter-category option').count()).toBeGreaterThan(1)
    mkdirSync(ARTIFACTS, { recursive: true })
    await page.screenshot({ path: `${ARTIFACTS}demo.png`, fullPage: true })
  })

  it('pages and searches users', async () => {
    await page.click('#users-next')
    await expect.poll(() => text('#users-range')).toMatch(/^9–16 of/)
    await page.fill('#user-search', 'pbadmin')
    await expect.poll(() => text('#users-range')).toBe('1–1 of 1 users')
    expect(await rows().first().innerText()).toContain('Superuser')
  })

  it('filters events by category and dates', async () => {
    const category = page.locator('#filter-category')
    await category.selectOption({ label: 'Technology' })
    await expect
      .poll(async () =>
        (await page.locator('#event-list .chips').allInnerTexts()).every((chips) => chips.includes('Technology')),
      )
      .toBe(true)
    await page.fill('#filter-start', '2001-01-01')
    await page.fill('#filter-end', '2001-01-31')
    await page.locator('#filter-end').dispatchEvent('change')
    await expect.poll(() => text('#event-list')).toBe('No event in this window.')
  })

  it('adds an event that the list then shows, until the data is reset', async () => {
    await page.locator('#filter-category').selectOption('')
    await page.fill('#filter-start', '2030-05-01')
    await page.fill('#filter-end', '2030-05-31')
    await page.locator('#filter-end').dispatchEvent('change')
    await expect.poll(() => text('#event-list')).toBe('No event in this window.')

    await page.fill('#add-event input[name=title]', 'Spring Demo Night')
    await page.fill('#add-event input[name=day]', '2030-05-14')
    await page.locator('#add-event select[name=category]').selectOption({ label: 'Community' })
    await page.click('#add-event button[type=submit]')
    await expect.poll(() => text('#add-event-message')).toBe('Added “Spring Demo Night” on 2030-05-14.')
    await expect.poll(() => events().allInnerTexts()).toEqual([expect.stringContaining('Spring Demo Night')])

    await page.click('#reset')
    await expect.poll(() => text('#event-list')).toBe('No event in this window.')
  })

  it("shows the calendar API's message when it refuses the form", async () => {
    await page.fill('#add-event input[name=title]', 'Timeless')
    // The browser's own check would stop an empty time before the API sees it.
    await page.locator('#add-event input[name=start]').evaluate((input: HTMLInputElement) => {
      input.required = false
      input.value = ''
    })
    await page.click('#add-event button[type=submit]')
    await expect.poll(() => text('#add-event-message')).toBe('Invalid parameter(s): start_date')
    expect(await page.locator('#add-event-message').getAttribute('data-kind')).toBe('error')
  })

  it('asked nothing of any other origin', () => {
    expect(foreign).toEqual([])
  })
})
