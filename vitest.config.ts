import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// CI asks for a JSON report (it prints its own pass/fail line from it).
const jsonReport = process.env.VITEST_JSON_REPORT

/**
 * Which project a file under test/ runs in (CONTRIBUTING.md, "Tests"):
 * - `slow`: it starts a browser, a child process (the CLI, a fresh Node) or installs the packed
 *   package, or it runs traffic at volume (fuzzing, hostile-value sweeps, many clients at once).
 *   Listed in SLOW; only these need dist/, so only they have the global setup that rebuilds it.
 * - `unit`: it imports the module under test and plain data, and starts no host (neither
 *   test/helpers/standin.ts nor parity.ts, no MSW server, no Koa app, no child process).
 *   Listed in UNIT (test/mocks/http/ and test/mocks/store/ are unit folders);
 *   test/unit-rule.test.ts fails when a listed file breaks the rule. They share one worker and
 *   one module graph (`isolate: false`), so a unit test leaves no global behind.
 * - `in-process`: every other file: standin through MSW or Koa on port 0, in the test process.
 *   They share one module graph too: importing the harness (Faker, MSW, Koa, both APIs) costs
 *   0.5 s per file on an idle machine and ten times that on a busy one, while each file still
 *   starts its own standin and closes it after all its tests (useStandin in test/helpers/).
 * A new test file lands in `in-process` unless it is added to one of the lists.
 */
export const SLOW = [
  'test/browser/**/*.test.ts',
  'test/e2e/**/*.test.ts',
  'test/package/**/*.test.ts',
  'test/fuzz/**/*.test.ts',
  'test/mocks/calendar/fuzz.test.ts',
  'test/server/concurrency.test.ts',
  'test/server/cli.test.ts',
  'test/server/cli-scenario.test.ts',
  'test/server/cli-files.test.ts',
  'test/server/record.test.ts',
  'test/server/proxy/hybrid.test.ts',
  'test/server/mcp/mcp.test.ts',
  'test/mocks/entry-imports.test.ts',
]
export const UNIT = [
  'test/unit-rule.test.ts',
  'test/lint/house.test.ts',
  'test/lint/house-map.test.ts',
  'test/mocks/http/**/*.test.ts',
  'test/mocks/levers/**/*.test.ts',
  'test/mocks/pipeline/**/*.test.ts',
  'test/mocks/store/**/*.test.ts',
  'test/mocks/calendar/dates.test.ts',
  'test/mocks/calendar/text.test.ts',
  'test/mocks/calendar/php-oracle.test.ts',
  'test/mocks/calendar/time-zones.test.ts',
  'test/mocks/identity/pagination.test.ts',
  'test/mocks/identity/python-json.test.ts',
  'test/fixtures/calendar-rebase.test.ts',
  'test/fixtures/precomputed.test.ts',
  'test/fixtures/identity/**/*.test.ts',
  'test/server/journal.test.ts',
  'test/server/sessions.test.ts',
  'test/server/options.test.ts',
  'test/server/proxy/stub-recorder.test.ts',
  'test/server/control/describe.test.ts',
  'test/server/mcp/tools.test.ts',
]

/** The package's names, as an app imports them, resolved to the sources (tsconfig.json's paths). */
const PACKAGE_NAMES = ['standin', 'standin/browser', 'standin/node', 'standin/data'].map((name) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(new URL(`./mocks/${name === 'standin' ? 'standin' : name.slice(8)}.ts`, import.meta.url)),
}))

/**
 * One run, in three groups: the test/ projects and the consumer pact tests (which write
 * `contracts/pacts/`), then the provider verification reads them, then the drift checks
 * compare them with the API documents. A failure in any group fails the run. The groups count
 * from 1: vitest runs group 0 last when it has one worker (a 2-core machine).
 * `npm run test:fast` runs `unit` and `in-process` alone.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: UNIT, pool: 'threads', isolate: false, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'in-process',
          include: ['test/**/*.test.ts'],
          exclude: [...UNIT, ...SLOW],
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'slow', include: SLOW, globalSetup: ['test/global-setup.ts'], sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['contracts/consumers/**/*.pact.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['contracts/provider/**/*.test.ts'],
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'drift',
          include: ['contracts/drift/**/*.test.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 120_000,
        },
      },
      // The documentation site's samples (docs/snippets/), importing the package by its names.
      {
        extends: true,
        resolve: { alias: PACKAGE_NAMES },
        test: { name: 'docs', include: ['docs/snippets/**/*.test.ts'], isolate: false, sequence: { groupOrder: 1 } },
      },
      // Both APIs' traffic through Prism's validation proxy (npm run validate), through both hosts.
      {
        extends: true,
        test: {
          name: 'validation',
          include: ['contracts/validation/**/*.test.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 120_000,
        },
      },
    ],
  },
})
