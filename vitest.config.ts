import { defineConfig } from 'vitest/config'

// CI asks for a JSON report (it prints its own pass/fail line from it).
const jsonReport = process.env.VITEST_JSON_REPORT

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
  },
})
