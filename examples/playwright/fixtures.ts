import { test as base } from '@playwright/test'
import { openSession, type StandinSession } from './standin.js'

/**
 * `test.use({ scenario: 'ann.json' })` gives the tests of a file or group that scenario file
 * (from ./scenarios/), each test in a session of its own: its browser context sends the
 * session's header on every request, so the app's calls to standin land in it.
 */
export const test = base.extend<{ scenario: string; standinSession: StandinSession; appUrl: string }>({
  scenario: ['empty.json', { option: true }],
  standinSession: async ({ scenario }, use) => {
    // POST /__standin/sessions, then POST /__standin/reset {"scenario": <the file's JSON>} in it
    const session = await openSession(environment('STANDIN_URL'), {
      scenarioFile: new URL(`./scenarios/${scenario}`, import.meta.url),
    })
    await use(session)
    await session.end()
  },
  extraHTTPHeaders: async ({ standinSession }, use) => use(standinSession.headers),
  // The app, told where standin is.
  // Playwright reads a fixture's dependencies from the pattern, so one with none needs `{}`.
  // oxlint-disable-next-line eslint/no-empty-pattern
  appUrl: async ({}, use) => use(environment('APP_URL')),
})

export { expect } from '@playwright/test'

function environment(name: string): string {
  const value = process.env[name]
  if (value === undefined)
    throw new Error(`${name} is not set: run through playwright.config.ts, whose global setup starts standin`)
  return value
}
