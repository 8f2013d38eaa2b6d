import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, type PageServer, servePage } from '../helpers/browser.js'
import { startMswStandin, type Standin } from '../helpers/standin.js'

/**
 * The README's Storybook preview (test/e2e/pages/storybook/preview.ts) in Chromium: each
 * story gets its scenario and its handlers, and nothing of the story before it (neither a
 * fault nor a write).
 */

let browser: Browser
let server: PageServer
let page: Page
let node: Standin

beforeAll(async () => {
  ;[browser, server, node] = await Promise.all([
    launchChromium(),
    servePage(new URL('./pages/storybook/', import.meta.url).pathname),
    startMswStandin(),
  ])
  page = await browser.newPage()
  await page.goto(`${server.origin}/`)
  await page.waitForFunction(() => 'storybook' in window)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await node?.close()
})

const show = (story: string) => page.evaluate((story) => window.storybook.show(story), story)

describe('Storybook-style use of the browser entry', () => {
  it('gives each story its scenario and handlers, and nothing of the story before', async () => {
    const seeded = `${node.context.identity.users.size} users`
    expect(await show('Default')).toBe(seeded)
    expect(await page.evaluate(() => window.storybook.addUser('written.in.a.story'))).toBe(201)
    expect(await show('Default')).toBe(seeded)
    expect(await show('Empty')).toBe('0 users')
    expect(await show('ServerDown')).toBe('error 503')
    expect(await show('Default')).toBe(seeded)
  }, 60_000)
})
