import { defineConfig } from 'oxlint'

/**
 * The import direction of docs/decisions/0020-lint-format-dead-code.md, checked on every import's
 * specifier (oxlint does not resolve paths for this rule, so each pattern is written for the depth
 * its folder has). Later overrides replace earlier ones for the same rule, so each folder's entry
 * lists everything it may not import.
 */
type Pattern = { regex: string; message: string }

const forbid = (regex: string, message: string): Pattern => ({ regex, message })

// Folders outside mocks/ that the behaviour may never reach (no folder inside mocks/ has these names).
const notTheHosts = forbid(
  '^(\\.\\./)+(server|fixtures|contracts|bench|test|scripts|bin|demo)/',
  'mocks/ is the behaviour: it imports no host, fixture, contract, benchmark or test (DESIGN.md, rule 5)',
)
// The MSW host and the package entry points at the top of mocks/, seen from inside mocks/.
const notTheMswHost = forbid(
  '^(\\./|(\\.\\./)+)(msw-adapter|fault-handlers|stub-handlers|node|browser|standin)\\.js$',
  'hosts import behaviour, never the reverse: the MSW adapter and the entry points sit above the behaviour',
)
// The same files, seen from a folder beside mocks/.
const notTheMswHostFromOutside = forbid(
  '^(\\.\\./)+mocks/(msw-adapter|fault-handlers|stub-handlers|node|browser|standin)\\.js$',
  'the MSW adapter and the package entry points are hosts: import the behaviour (mocks/apis.ts, mocks/context.ts) instead',
)
const notTheApisFromShared = [
  forbid('^\\.\\./(identity|calendar)/', 'mocks/http and mocks/store know no API'),
  forbid(
    '^\\.\\./(apis|context|snapshot|snapshot-schema|types)\\.js$',
    'mocks/http and mocks/store know no API (these modules join both APIs)',
  ),
]
const notUp = (folders: string, message: string) => forbid(`^(\\.\\./)+(${folders})/`, message)
const noLibraries = (names: string[], message: string) => names.map((name) => ({ name, message }))

const behaviourLibraries = noLibraries(
  ['msw', 'msw/node', 'msw/browser', 'koa', '@koa/router', '@faker-js/faker'],
  'mocks/ behaviour speaks plain data: msw and Koa belong to the hosts, Faker to fixtures/',
)

const restrict = (files: string[], patterns: Pattern[], paths: { name: string; message: string }[] = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { paths, patterns }] as ['error', object] },
})

export default defineConfig({
  plugins: ['typescript', 'unicorn', 'oxc', 'import'],
  categories: { correctness: 'error' },
  ignorePatterns: ['dist/**', 'demo/public/**', 'contracts/pacts/**', 'test/browser/artifacts/**'],
  rules: {
    'no-unused-vars': 'error',
    // Type-only cycles are harmless (erased); a value cycle breaks module start-up order.
    'import/no-cycle': ['error', { ignoreTypes: true }],
    // Stripping NUL and terminal colour escapes is what those expressions are for.
    'no-control-regex': 'off',
    // Pre-sized arrays in the store's hot paths (`new Array(n)` then filled by index).
    'unicorn/no-new-array': 'off',
    // `[...iterable]` before a loop that rewrites what it walks is a snapshot, not a useless copy.
    'unicorn/no-useless-spread': 'off',
  },
  overrides: [
    // The behaviour joining both APIs (apis.ts, context.ts, snapshot.ts, types.ts...).
    restrict(['mocks/*.ts'], [notTheHosts, notTheMswHost], behaviourLibraries),
    restrict(
      ['mocks/http/**', 'mocks/store/**'],
      [notTheHosts, notTheMswHost, ...notTheApisFromShared],
      behaviourLibraries,
    ),
    restrict(
      ['mocks/identity/**'],
      [notTheHosts, notTheMswHost, notUp('calendar', 'the APIs do not import each other: share through mocks/http')],
      behaviourLibraries,
    ),
    restrict(
      ['mocks/calendar/**'],
      [notTheHosts, notTheMswHost, notUp('identity', 'the APIs do not import each other: share through mocks/http')],
      behaviourLibraries,
    ),
    // The MSW adapter: behaviour in, msw out; scenarios come from the entry points.
    restrict(
      ['mocks/msw-adapter.ts', 'mocks/fault-handlers.ts', 'mocks/stub-handlers.ts'],
      [notTheHosts],
      noLibraries(['koa', '@koa/router', '@faker-js/faker'], 'the MSW adapter moves bytes: no Koa, no Faker'),
    ),
    // The package's entry points: the only files under mocks/ that load fixtures (scenarios).
    restrict(
      ['mocks/node.ts', 'mocks/browser.ts', 'mocks/standin.ts'],
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
