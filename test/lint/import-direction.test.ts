import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The import direction is the linter's to keep (oxlint.config.ts): each case writes one file that
 * imports one specifier into a scratch copy of the layout, lints them all in one run, and expects
 * the error (or its absence) the direction asks for. The allowed cases keep the rules from
 * passing by forbidding everything.
 */
const root = resolve(import.meta.dirname, '../..')

type Case = { file: string; imports: string; error?: RegExp }
const cases: Case[] = [
  { file: 'mocks/http/probe.ts', imports: '../identity/errors.js', error: /know no API/ },
  { file: 'mocks/http/probe-context.ts', imports: '../context/context.js', error: /know no API/ },
  { file: 'mocks/http/probe-own.ts', imports: './types.js' },
  { file: 'mocks/http/probe-store.ts', imports: '../store/freeze.js' },
  { file: 'mocks/http/probe-levers.ts', imports: '../levers/stubs.js', error: /lower floor/ },
  { file: 'mocks/http/probe-pipeline.ts', imports: '../pipeline/pipeline.js', error: /lower floor/ },
  { file: 'mocks/store/probe.ts', imports: '../calendar/db.js', error: /know no API/ },
  { file: 'mocks/store/probe-http.ts', imports: '../http/types.js', error: /lower floor/ },
  { file: 'mocks/levers/probe.ts', imports: '../pipeline/pipeline.js', error: /lower floor/ },
  { file: 'mocks/levers/probe-api.ts', imports: '../identity/db.js', error: /know no API/ },
  { file: 'mocks/levers/probe-http.ts', imports: '../http/types.js' },
  { file: 'mocks/pipeline/probe.ts', imports: '../calendar/routes.js', error: /know no API/ },
  { file: 'mocks/pipeline/probe-levers.ts', imports: '../levers/faults.js' },
  { file: 'mocks/pipeline/probe-msw.ts', imports: '../msw/adapter.js', error: /never the reverse/ },
  { file: 'mocks/identity/resources/probe.ts', imports: '../../calendar/errors.js', error: /do not import each other/ },
  { file: 'mocks/identity/resources/probe-http.ts', imports: '../../http/types.js' },
  { file: 'mocks/identity/probe-levers.ts', imports: '../levers/clock.js' },
  { file: 'mocks/identity/probe-pipeline.ts', imports: '../pipeline/pipeline.js', error: /lower floor/ },
  { file: 'mocks/identity/probe-context.ts', imports: '../context/context.js', error: /lower floor/ },
  { file: 'mocks/calendar/probe.ts', imports: '../identity/errors.js', error: /do not import each other/ },
  { file: 'mocks/calendar/probe-host.ts', imports: '../msw/adapter.js', error: /never the reverse/ },
  { file: 'mocks/calendar/probe-entry.ts', imports: '../standin.js', error: /never the reverse/ },
  { file: 'mocks/calendar/probe-server.ts', imports: '../../server/app.js', error: /imports no host/ },
  { file: 'mocks/calendar/probe-faker.ts', imports: '@faker-js/faker', error: /Faker to fixtures/ },
  { file: 'mocks/context/probe.ts', imports: '../identity/routes.js' },
  { file: 'mocks/context/probe-factories.ts', imports: '../factories/factories.js', error: /lower floor/ },
  { file: 'mocks/context/probe-msw.ts', imports: 'msw', error: /msw and Koa belong to the hosts/ },
  { file: 'mocks/factories/probe.ts', imports: '../context/apis.js' },
  { file: 'mocks/factories/probe-msw.ts', imports: '../msw/adapter.js', error: /never the reverse/ },
  { file: 'mocks/probe-fixtures.ts', imports: '../fixtures/scenarios.js', error: /imports no host, fixture/ },
  { file: 'mocks/probe-apis.ts', imports: './identity/routes.js' },
  { file: 'mocks/node.ts', imports: '../fixtures/scenarios.js' },
  { file: 'mocks/msw/adapter.ts', imports: '../../fixtures/scenarios.js', error: /imports no host, fixture/ },
  { file: 'mocks/msw/probe.ts', imports: '../pipeline/pipeline.js' },
  { file: 'mocks/msw/probe-factories.ts', imports: '../factories/factories.js', error: /builds no factories/ },
  { file: 'server/probe.ts', imports: '../mocks/msw/adapter.js', error: /are hosts/ },
  { file: 'server/probe-entry.ts', imports: '../mocks/standin.js', error: /are hosts/ },
  { file: 'server/probe-test.ts', imports: '../test/helpers/raw-http.js', error: /server\/ is a host/ },
  { file: 'server/probe-fixtures.ts', imports: '../fixtures/scenarios.js' },
  { file: 'server/probe-mocks.ts', imports: '../mocks/context/apis.js' },
  { file: 'fixtures/calendar/probe.ts', imports: '../../server/app.js', error: /fixtures\/ seed the behaviour/ },
  { file: 'fixtures/probe-msw.ts', imports: '../mocks/msw/stubs.js', error: /are hosts/ },
  { file: 'fixtures/probe-mocks.ts', imports: '../mocks/store/store.js' },
  { file: 'test/mocks/probe.ts', imports: '../../bench/run.js', error: /tests do not depend on benchmarks/ },
]

let scratch = ''
let diagnostics: { filename: string; code: string; help?: string }[] = []

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'standin-lint-'))
  copyFileSync(join(root, 'oxlint.config.ts'), join(scratch, 'oxlint.config.ts'))
  // The configuration imports `oxlint` (defineConfig): let it resolve from the project.
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir')
  for (const { file, imports } of cases) {
    mkdirSync(join(scratch, dirname(file)), { recursive: true })
    writeFileSync(join(scratch, file), `import * as probe from '${imports}'\nexport const used = probe\n`)
  }
  const files = cases.map((entry) => entry.file)
  let output: string
  try {
    output = execFileSync(join(root, 'node_modules/.bin/oxlint'), ['-c', 'oxlint.config.ts', '-f', 'json', ...files], {
      cwd: scratch,
      encoding: 'utf8',
    })
  } catch (error) {
    // oxlint exits 1 when it reports an error, which most cases expect.
    output = (error as { stdout: string }).stdout
  }
  diagnostics = (JSON.parse(output) as { diagnostics: typeof diagnostics }).diagnostics
})

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('the import direction (oxlint.config.ts)', () => {
  it.each(cases)('$file importing $imports', ({ file, error }) => {
    const found = diagnostics.filter((entry) => entry.filename === file)
    if (!error) return expect(found).toEqual([])
    expect(found.map((entry) => entry.code)).toEqual(['eslint(no-restricted-imports)'])
    expect(found[0]?.help).toMatch(error)
  })
})
