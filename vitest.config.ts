import { defineConfig } from 'vitest/config'

// CI asks for a JSON report (it prints its own pass/fail line from it).
const jsonReport = process.env.VITEST_JSON_REPORT

/**
 * One run, in three groups: the consumer pact tests write `contracts/pacts/` (alongside the
 * behaviour tests), then the provider verification reads them, then the drift checks
 * compare them with the API documents. A failure in any group fails the run.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    projects: [
      { extends: true, test: { name: 'behaviour', include: ['test/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['contracts/consumers/**/*.pact.test.ts'],
          sequence: { groupOrder: 0 },
          // Pact's mock server (pact-core 19, the last for Node 20) can report a request it
          // answered as never received when the CPUs are busy (pact-foundation/pact-reference#535,
          // fixed in pact-core 20, which needs Node 22). A retry runs the interaction again on a
          // fresh mock server; the pact file only takes interactions that passed.
          retry: 2,
        },
      },
      {
        extends: true,
        test: { name: 'provider', include: ['contracts/provider/**/*.test.ts'], sequence: { groupOrder: 1 }, testTimeout: 120_000 },
      },
      { extends: true, test: { name: 'drift', include: ['contracts/drift/**/*.test.ts'], sequence: { groupOrder: 2 }, testTimeout: 120_000 } },
      // Both APIs' traffic through Prism's validation proxy (npm run validate), through both hosts.
      { extends: true, test: { name: 'validation', include: ['contracts/validation/**/*.test.ts'], sequence: { groupOrder: 2 }, testTimeout: 120_000 } },
    ],
  },
})
