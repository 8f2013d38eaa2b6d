import { defineConfig } from '@playwright/test'

/**
 * The recipe as a Playwright Test project: `npx playwright test -c examples/playwright`.
 * Tests run two at a time against one standin (global-setup.ts starts it), each in a session
 * of its own (fixtures.ts). Chromium is the system's: no `npx playwright install`.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  // Room for a loaded machine: these are waits for the page, not measurements.
  expect: { timeout: 15_000 },
  globalSetup: './global-setup.ts',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without the background-networking flags Chromium tries to reach Google at every start.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
