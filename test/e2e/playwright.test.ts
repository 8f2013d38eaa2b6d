import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppServer, serveApp } from '../../examples/playwright/serve-app.js'
import {
  openSession,
  startStandin,
  type StandinServer,
  type StandinSession,
} from '../../examples/playwright/standin.js'
import { launchChromium } from '../helpers/browser.js'

/**
 * The end-to-end recipe (examples/playwright/, README "End-to-end tests with Playwright"):
 * browser tests running at the same time against ONE standalone standin, each in a session of
 * its own that its browser context names on every request (extraHTTPHeaders), each writing
 * through the app's forms. Every step runs for both tests at once, and both have written
 * before either looks, so a write that leaked would be seen.
 */

const SCENARIOS = new URL('../../examples/playwright/scenarios/', import.meta.url)
const TOKEN = 'standin-dev-token'

let standin: StandinServer
let app: AppServer
let browser: Browser

beforeAll(async () => {
  // The server starts empty: whatever a page lists came from its own session.
  ;[standin, app, browser] = await Promise.all([startStandin(['--scenario', 'empty']), serveApp(), launchChromium()])
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([standin?.close(), app?.close()])
})

/** One test's view: the app in a browser context of its own, in its session. */
class AppTab {
  constructor(
    readonly session: StandinSession,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {}

  static async open(session: StandinSession): Promise<AppTab> {
    const context = await browser.newContext({ extraHTTPHeaders: session.headers })
    const tab = new AppTab(session, context, await context.newPage())
    await tab.page.goto(`${app.origin}/?api=${encodeURIComponent(standin.url)}`)
    await tab.ready()
    return tab
  }

  async ready(): Promise<void> {
    await this.page.waitForFunction(
      () => document.body.dataset.ready === 'true' || document.getElementById('error')?.textContent !== '',
    )
    expect(await this.page.textContent('#error')).toBe('')
  }

  async reload(): Promise<void> {
    await this.page.reload()
    await this.ready()
  }

  users = () => this.page.locator('#users li').allTextContents()
  events = () => this.page.locator('#events li').allTextContents()

  /** Fills a form and waits for the list to show what it added (or for the app's error). */
  async add(form: 'add-user' | 'add-event', fields: Record<string, string>, shows: string): Promise<void> {
    for (const [name, value] of Object.entries(fields)) await this.page.fill(`#${form} input[name=${name}]`, value)
    await this.page.click(`#${form} button`)
    await this.page.waitForFunction(
      (shows) =>
        [...document.querySelectorAll('li')].some((item) => item.textContent === shows) ||
        document.getElementById('error')?.textContent !== '',
      shows,
    )
    expect(await this.page.textContent('#error')).toBe('')
  }

  async close(): Promise<void> {
    await this.context.close()
    await this.session.end()
  }
}

async function addBoth(tab: AppTab, who: string, when: string): Promise<void> {
  await tab.add('add-user', { username: `${who}.guest`, name: `Guest of ${who}` }, `${who}.guest (Guest of ${who})`)
  await tab.add(
    'add-event',
    { title: `${who}'s party`, start_date: when, end_date: when.replace(/ \d\d/, ' 23') },
    `${who}'s party at ${when}`,
  )
}

async function sharedStoreUsers(): Promise<number> {
  const response = await fetch(`${standin.url}/api/v2beta/core/users/`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  })
  return ((await response.json()) as { count: number }).count
}

describe('parallel browser tests against one standalone server', () => {
  it("each in its own session (X-Standin-Session through extraHTTPHeaders) never sees the other's writes", async () => {
    const tabs = await Promise.all(
      [openSession(standin.url), openSession(standin.url)].map(async (session) => AppTab.open(await session)),
    )
    const [ann, ben] = tabs as [AppTab, AppTab]
    try {
      expect(ann.session.id).not.toBe(ben.session.id)
      for (const tab of tabs) {
        expect(await tab.users()).toEqual([])
        expect(await tab.events()).toEqual([])
      }

      await Promise.all([addBoth(ann, 'ann', '2030-03-01 09:00:00'), addBoth(ben, 'ben', '2030-03-02 09:00:00')])
      await Promise.all(tabs.map((tab) => tab.reload()))

      expect(await ann.users()).toEqual(['ann.guest (Guest of ann)'])
      expect(await ann.events()).toEqual(["ann's party at 2030-03-01 09:00:00"])
      expect(await ben.users()).toEqual(['ben.guest (Guest of ben)'])
      expect(await ben.events()).toEqual(["ben's party at 2030-03-02 09:00:00"])
      // Nor did either write reach the server's own store.
      expect(await sharedStoreUsers()).toBe(0)
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()))
    }
  }, 60_000)

  // Needs scenario files in POST /__standin/reset (issue 15 item 1, branch `scenarios`).
  it('[scenario files] each loads its own scenario file into its session, and its writes stay there', async () => {
    const tabs = await Promise.all(
      ['ann.json', 'ben.json'].map(async (file) =>
        AppTab.open(await openSession(standin.url, { scenarioFile: new URL(file, SCENARIOS) })),
      ),
    )
    const [ann, ben] = tabs as [AppTab, AppTab]
    try {
      expect(await ann.users()).toEqual(['ann (Ann Archer)'])
      expect(await ann.events()).toEqual(['Launch at 2030-01-01 10:00:00'])
      expect(await ben.users()).toEqual(['ben (Ben Baker)'])
      expect(await ben.events()).toEqual(['Retrospective at 2030-02-01 15:00:00'])

      await Promise.all([addBoth(ann, 'ann', '2030-03-01 09:00:00'), addBoth(ben, 'ben', '2030-03-02 09:00:00')])
      await Promise.all(tabs.map((tab) => tab.reload()))

      expect(await ann.users()).toEqual(['ann (Ann Archer)', 'ann.guest (Guest of ann)'])
      expect(await ann.events()).toEqual(['Launch at 2030-01-01 10:00:00', "ann's party at 2030-03-01 09:00:00"])
      expect(await ben.users()).toEqual(['ben (Ben Baker)', 'ben.guest (Guest of ben)'])
      expect(await ben.events()).toEqual(['Retrospective at 2030-02-01 15:00:00', "ben's party at 2030-03-02 09:00:00"])
      expect(await sharedStoreUsers()).toBe(0)
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()))
    }
  }, 60_000)
})
