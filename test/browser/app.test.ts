import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchInPage, launchChromium, type PageServer, servePage } from '../helpers/browser.js'

/**
 * An app served at `/` with standin/browser running (issue 27, items 5 and 7): the app's own pages
 * stay the app's (a reload shows them, while the app's fetch of `/` still gets WordPress's
 * discovery answer), and with `start({ persist: true })` its writes survive a reload and reach
 * its other tabs.
 */

const USERS = '/api/v2beta/core/users/'

let browser: Browser
let server: PageServer

async function open(context: BrowserContext, query = ''): Promise<Page> {
  const page = await context.newPage()
  await page.goto(`${server.origin}/${query}`)
  await page.evaluate(() => window.app.started)
  return page
}

async function usernames(page: Page): Promise<string[]> {
  const reply = await fetchInPage(page, 'GET', `${USERS}?limit=500`)
  return reply.body.results.map((user: { username: string }) => user.username)
}

const create = (page: Page, username: string) =>
  fetchInPage(page, 'POST', USERS, { json: { username, name: username } }).then((reply) => reply.status)

beforeAll(async () => {
  ;[browser, server] = await Promise.all([
    launchChromium(),
    servePage(new URL('./pages/app/', import.meta.url).pathname),
  ])
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('an app at / with the worker running', () => {
  it('reloads as itself; its fetch of / still gets the discovery root', async () => {
    const context = await browser.newContext()
    try {
      const page = await open(context)
      await page.reload()
      await page.evaluate(() => window.app.started)
      expect(await page.textContent('#app')).toBe("The app's own page")
      expect(await page.title()).toBe('An app at the site root')
      // A link followed to the same page, and a navigation to another of the app's routes.
      await page.goto(`${server.origin}/?again`)
      expect(await page.textContent('#app')).toBe("The app's own page")
      const discovery = await fetchInPage(page, 'GET', '/', { auth: false })
      expect(discovery.status).toBe(200)
      expect(discovery.headers.link).toContain('rel="https://api.w.org/"')
      // A fetch that asks for HTML is the app's own document, never standin's.
      const html = await page.evaluate(() => fetch('/', { headers: { Accept: 'text/html' } }).then((r) => r.text()))
      expect(html).toContain("The app's own page")
    } finally {
      await context.close()
    }
  })
})

describe('start({ persist: true })', () => {
  it('keeps a write across a reload; resetStandin clears what it kept', async () => {
    const context = await browser.newContext()
    try {
      const page = await open(context, '?persist')
      expect(await create(page, 'kept.across.reloads')).toBe(201)
      await page.reload()
      await page.evaluate(() => window.app.started)
      expect(await usernames(page)).toContain('kept.across.reloads')
      await page.evaluate(() => window.app.resetStandin())
      expect(await usernames(page)).not.toContain('kept.across.reloads')
      await page.reload()
      await page.evaluate(() => window.app.started)
      expect(await usernames(page)).not.toContain('kept.across.reloads')
    } finally {
      await context.close()
    }
  })

  it('shares writes between two tabs of the origin', async () => {
    const context = await browser.newContext()
    try {
      const [first, second] = [await open(context, '?persist'), await open(context, '?persist')]
      expect(await create(first, 'written.in.first')).toBe(201)
      await expect.poll(() => usernames(second), { timeout: 5000 }).toContain('written.in.first')
      expect(await create(second, 'written.in.second')).toBe(201)
      await expect.poll(() => usernames(first), { timeout: 5000 }).toContain('written.in.second')
      // A third tab, opened later, replays both.
      const third = await open(context, '?persist')
      expect(await usernames(third)).toEqual(expect.arrayContaining(['written.in.first', 'written.in.second']))
    } finally {
      await context.close()
    }
  })

  it('starts afresh, with a console note, when the start scenario changed', async () => {
    const context = await browser.newContext()
    try {
      const page = await open(context, '?persist')
      expect(await create(page, 'from.default')).toBe(201)
      const notes: string[] = []
      page.on('console', (message) => notes.push(message.text()))
      await page.goto(`${server.origin}/?persist&scenario=empty`)
      await page.evaluate(() => window.app.started)
      expect(await usernames(page)).toEqual([])
      expect(notes.some((note) => /starting afresh from empty \(seed 1\)/.test(note))).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('keeps nothing without persist', async () => {
    const context = await browser.newContext()
    try {
      const page = await open(context)
      expect(await create(page, 'not.kept')).toBe(201)
      await page.reload()
      await page.evaluate(() => window.app.started)
      expect(await usernames(page)).not.toContain('not.kept')
    } finally {
      await context.close()
    }
  })
})
