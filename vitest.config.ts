import { defineConfig } from 'vitest/config'

// CI asks for a JSON report (it prints its own pass/fail line from it).
const jsonReport = process.env.VITEST_JSON_REPORT

/**
 * One run, in three groups: the consumer pact tests write `contracts/pacts/` (alongside the
 * behaviour tests), then the provider verification reads them, then the drift checks
 * compare them with the API documents. A failure in any group fails the run. The groups count
 * from 1: vitest runs group 0 last when it has one worker (a 2-core machine).
 */
export default defineConfig({
  test: {
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      { extends: true, test: { name: 'behaviour', include: ['test/**/*.test.ts'], sequence: { groupOrder: 1 } } },
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
        test: { name: 'provider', include: ['contracts/provider/**/*.test.ts'], sequence: { groupOrder: 2 }, testTimeout: 120_000 },
      },
      { extends: true, test: { name: 'drift', include: ['contracts/drift/**/*.test.ts'], sequence: { groupOrder: 3 }, testTimeout: 120_000 } },
      // Both APIs' traffic through Prism's validation proxy (npm run validate), through both hosts.
      { extends: true, test: { name: 'validation', include: ['contracts/validation/**/*.test.ts'], sequence: { groupOrder: 3 }, testTimeout: 120_000 } },
    ],
  },
})
