import { defineConfig } from 'oxlint'

/**
 * The import direction of docs/decisions/0020-lint-format-dead-code.md and 0026, checked on every
 * import's specifier (oxlint does not resolve paths for this rule, so each pattern is written for
 * the depth its folder has). Later overrides replace earlier ones for the same rule, so each
 * folder's entry lists everything it may not import.
 *
 * mocks/ is built in floors, each importing only the floors below it:
 *   store (rows) < http (the request model, the read cache) < levers (stubs, faults, the clock)
 *   < pipeline, and the two APIs (identity, calendar: beside each other, never importing each other)
 *   < context (one mock: both APIs' stores, levers, snapshot) < factories, msw (the MSW host)
 *   < the package entries (standin.ts, node.ts, browser.ts).
 */
type Pattern = { regex: string; message: string }

const forbid = (regex: string, message: string): Pattern => ({ regex, message })

// Folders outside mocks/ that the behaviour may never reach (no folder inside mocks/ has these names).
const notTheHosts = forbid(
  '^(\\.\\./)+(server|fixtures|contracts|bench|test|scripts|bin|demo)/',
  'mocks/ is the behaviour: it imports no host, fixture, contract, benchmark or test (DESIGN.md, rule 5)',
)
// The MSW host and the package entry points, seen from inside mocks/.
const notTheMswHost = forbid(
  '^((\\./|(\\.\\./)+)(node|browser|standin)\\.js|(\\.\\./)+msw/.*)$',
  'hosts import behaviour, never the reverse: the MSW host (mocks/msw/) and the entry points sit above the behaviour',
)
// The same files, seen from a folder beside mocks/.
const notTheMswHostFromOutside = forbid(
  '^(\\.\\./)+mocks/((node|browser|standin)\\.js|msw/.*)$',
  'the MSW host and the package entry points are hosts: import the behaviour (mocks/context/) instead',
)
const notUp = (folders: string, message: string) => forbid(`^(\\.\\./)+(${folders})/`, message)
/** Floors above `floor` inside mocks/, which it may not import. */
const notAbove = (floor: string, folders: string) =>
  notUp(folders, `${floor} is a lower floor of mocks/: it imports no floor above it (${folders.replaceAll('|', ', ')})`)
const noApi = (who: string) =>
  notUp('identity|calendar|context', `${who} know no API (neither identity/, calendar/ nor context/, which joins both)`)
const noLibraries = (names: string[], message: string) => names.map((name) => ({ name, message }))

const behaviourLibraries = noLibraries(
  ['msw', 'msw/node', 'msw/browser', 'koa', '@koa/router', '@faker-js/faker'],
  'mocks/ behaviour speaks plain data: msw and Koa belong to the hosts, Faker to fixtures/',
)
const apart = (other: string) => notUp(other, 'the APIs do not import each other: share through mocks/http')

const restrict = (files: string[], patterns: Pattern[], paths: { name: string; message: string }[] = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] as ['error', object] },
})
const behaviour = (files: string[], patterns: Pattern[]) =>
  restrict(files, [notTheHosts, notTheMswHost, ...patterns], behaviourLibraries)

export default defineConfig({
  plugins: ['typescript', 'unicorn', 'oxc', 'import'],
  categories: { correctness: 'error' },
  ignorePatterns: ['dist/**', 'demo/public/**', 'contracts/pacts/**', 'test/browser/artifacts/**'],
  rules: {
    'no-unused-vars': 'error',
    // No circle of imports, type-only ones included: a value circle breaks module start-up order,
    // and a type circle still ties files that cannot be read or moved apart (test/lint/no-cycle.test.ts).
    'import/no-cycle': ['error', { ignoreTypes: false }],
    // Stripping NUL and terminal colour escapes is what those expressions are for.
    'no-control-regex': 'off',
    // Pre-sized arrays in the store's hot paths (`new Array(n)` then filled by index).
    'unicorn/no-new-array': 'off',
    // `[...iterable]` before a loop that rewrites what it walks is a snapshot, not a useless copy.
    'unicorn/no-useless-spread': 'off',
  },
  overrides: [
    // A file at the top of mocks/ that is no entry point is behaviour too.
    behaviour(['mocks/*.ts'], []),
    behaviour(['mocks/store/**'], [noApi('mocks/store'), notAbove('mocks/store', 'http|levers|pipeline|factories')]),
    behaviour(['mocks/http/**'], [noApi('mocks/http'), notAbove('mocks/http', 'levers|pipeline|factories')]),
    behaviour(['mocks/levers/**'], [noApi('mocks/levers'), notAbove('mocks/levers', 'pipeline|factories')]),
    behaviour(
      ['mocks/pipeline/**'],
      [noApi('the pipeline and the floors below it'), notAbove('mocks/pipeline', 'factories')],
    ),
    behaviour(['mocks/identity/**'], [apart('calendar'), notAbove('mocks/identity', 'pipeline|context|factories')]),
    behaviour(['mocks/calendar/**'], [apart('identity'), notAbove('mocks/calendar', 'pipeline|context|factories')]),
    behaviour(['mocks/context/**'], [notAbove('mocks/context', 'factories')]),
    behaviour(['mocks/factories/**'], []),
    // The MSW host: behaviour in, msw out; scenarios come from the entry points.
    restrict(
      ['mocks/msw/**'],
      [notTheHosts, notUp('factories', 'the MSW host moves bytes: it serves a context, it builds no factories')],
      noLibraries(['koa', '@koa/router', '@faker-js/faker'], 'the MSW adapter moves bytes: no Koa, no Faker'),
    ),
    // The package's entry points: the only files under mocks/ that load fixtures (scenarios).
    restrict(
      ['mocks/node.ts', 'mocks/browser.ts', 'mocks/standin.ts', 'mocks/data.ts', 'mocks/kit.ts'],
      [notUp('server|contracts|bench|test|scripts|bin|demo', 'an entry point builds on mocks/ and fixtures/ only')],
      noLibraries(['koa', '@koa/router'], 'Koa belongs to server/'),
    ),
    restrict(
      ['server/**'],
      [
        notUp('contracts|bench|test|scripts|demo', 'server/ is a host: it imports mocks/ and fixtures/ only'),
        notTheMswHostFromOutside,
      ],
    ),
    restrict(
      ['fixtures/**'],
      [
        notUp('server|contracts|bench|test|scripts|demo', 'fixtures/ seed the behaviour: they import mocks/ only'),
        notTheMswHostFromOutside,
      ],
      noLibraries(['msw', 'msw/node', 'msw/browser', 'koa', '@koa/router'], 'fixtures/ know no host'),
    ),
    restrict(['contracts/**'], [notUp('bench', 'contracts/ do not depend on benchmarks')]),
    restrict(['test/**'], [notUp('bench', 'tests do not depend on benchmarks')]),
  ],
})
