import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'
import { createMockContext, DEFAULT_TOKEN } from '../mocks/context/context.js'
import { mswHandlersFor } from '../mocks/msw/adapter.js'
import { loadScenario } from '../fixtures/scenario-loader.js'
import { median, pairedRounds, ratioRow } from './lib/load.js'
import { root } from './lib/processes.js'
import type { BenchRow } from './lib/report.js'

/**
 * A test suite as an app writes one: 20 vitest files, each listening with `server.listen()`,
 * `resetStandin()` before each of its 5 tests, 5 fetches per test; against the same suite on
 * hand-written msw handlers returning standin's own bodies (target: at most 1.3x). Both run
 * in a scratch app of their own by `vitest run` in a child process, standin installed from
 * its packed package (`npm pack`, unpacked into node_modules/standin as npm installs it).
 *
 * Two figures: the wall time a developer waits, and the CPU time the suite costs (the
 * processes' user and system time, which other processes on a shared machine do not add to).
 * Vitest runs files in parallel workers, one process per file: on a machine others share, a
 * round's wall time depends on what they run meanwhile, and rounds ranged 0.8x-1.4x where
 * the CPU time stayed within 1.10x-1.12x (issue 28); the rounds' median is the figure.
 */

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const FILES = 20
const TESTS = 5
const ORIGIN = 'http://app.test'

/** What each test fetches: both APIs, lists and single records. */
function paths(eventId: number): string[] {
  return [
    '/api/v2beta/core/users/?limit=20',
    '/api/v2beta/core/users/2/',
    '/api/v2beta/core/groups/',
    '/wp-json/cal/events/v1/events?per_page=10',
    `/wp-json/cal/events/v1/events/${eventId}`,
  ]
}

function testFile(setup: string, fetched: readonly string[]): string {
  return `import { afterAll, afterEach, beforeAll, expect, it } from 'vitest'
${setup}
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const init = { headers: { Authorization: 'Bearer ${DEFAULT_TOKEN}' } }
for (let test = 0; test < ${TESTS}; test++) {
  it(\`test \${test}\`, async () => {
    for (const path of ${JSON.stringify(fetched)}) {
      const response = await fetch(\`${ORIGIN}\${path}\`, init)
      expect(response.status).toBe(200)
      await response.json()
    }
  })
}
`
}

/** The fixed answers the hand-written handlers return: standin's own, taken once. */
async function fixedAnswers(fetched: readonly string[]): Promise<Record<string, unknown>> {
  const context = await loadScenario(createMockContext(), 'default')
  const server = setupServer(...mswHandlersFor(context, { baseUrl: ORIGIN }))
  server.listen({ onUnhandledFrame: 'error' })
  const answers: Record<string, unknown> = {}
  for (const path of fetched) {
    answers[path.split('?')[0]!] = await (
      await fetch(`${ORIGIN}${path}`, { headers: { Authorization: `Bearer ${DEFAULT_TOKEN}` } })
    ).json()
  }
  server.close()
  return answers
}

function link(folder: string, name: string): void {
  const target = join(folder, 'node_modules', name)
  mkdirSync(join(target, '..'), { recursive: true })
  symlinkSync(join(root, 'node_modules', name), target)
}

/** Writes both suites; returns their folders. */
async function writeSuites(): Promise<{ standin: string; handwritten: string; cleanup: () => void }> {
  const base = mkdtempSync(join(tmpdir(), 'standin-suite-'))
  const context = await loadScenario(createMockContext(), 'default')
  const event = context.calendar.events.find(
    (row) => row.status === 'publish' && row.password === '' && !row.hide_from_listings,
  )!
  const fetched = paths(event.id)
  const answers = await fixedAnswers(fetched)
  const folders = { standin: join(base, 'standin'), handwritten: join(base, 'handwritten') }
  for (const folder of Object.values(folders)) {
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'suite', private: true, type: 'module' }))
    writeFileSync(join(folder, 'vitest.config.mjs'), "export default { test: { include: ['*.test.mjs'] } }\n")
    for (const name of ['msw', 'vitest', 'zod', '@faker-js/faker']) link(folder, name)
  }
  // Installed as npm would: the packed package's files in node_modules/standin.
  const installed = join(folders.standin, 'node_modules', 'standin')
  mkdirSync(installed, { recursive: true })
  unpack(packed(base), installed)

  writeFileSync(
    join(folders.handwritten, 'handlers.mjs'),
    `import { http, HttpResponse } from 'msw'
const answers = ${JSON.stringify(answers)}
export const handlers = Object.entries(answers).map(([path, body]) => http.get(\`${ORIGIN}\${path}\`, () => HttpResponse.json(body)))
`,
  )
  for (let file = 0; file < FILES; file++) {
    const name = `${String(file).padStart(2, '0')}.test.mjs`
    writeFileSync(
      join(folders.standin, name),
      testFile(
        "import { beforeEach } from 'vitest'\nimport { resetStandin, server } from 'standin/node'\nbeforeAll(() => server.listen({ onUnhandledFrame: 'error' }))\nbeforeEach(() => resetStandin())",
        fetched,
      ),
    )
    writeFileSync(
      join(folders.handwritten, name),
      testFile(
        "import { setupServer } from 'msw/node'\nimport { handlers } from './handlers.mjs'\nconst server = setupServer(...handlers)\nbeforeAll(() => server.listen({ onUnhandledFrame: 'error' }))",
        fetched,
      ),
    )
  }
  return { ...folders, cleanup: () => rmSync(base, { recursive: true, force: true }) }
}

/** The package as `npm pack` makes it (dist/ as bench/run.ts built it): the tarball's path. */
function packed(folder: string): string {
  const run = spawnSync('npm', ['pack', '--ignore-scripts', '--pack-destination', folder, '--json'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (run.status !== 0) throw new Error(`npm pack failed:\n${run.stderr}`)
  const packed: Array<{ filename: string }> = JSON.parse(run.stdout)
  const [pack] = packed
  if (!pack) throw new Error('npm pack made nothing')
  return join(folder, pack.filename)
}

function unpack(tarball: string, into: string): void {
  const run = spawnSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1'], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`tar failed:\n${run.stderr}`)
}

/** CPU milliseconds of this process's children that ended (Linux: /proc/self/stat), or NaN elsewhere. */
function childrenCpuMs(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
    // cutime and cstime, in clock ticks (100 a second on Linux).
    return (Number(fields[13]) + Number(fields[14])) * 10
  } catch {
    return NaN
  }
}

interface SuiteTime {
  wall: number
  cpu: number
}

/** Wall and CPU time of `vitest run` in the folder, in milliseconds; throws when a test fails. */
function runSuite(folder: string): SuiteTime {
  const cpuBefore = childrenCpuMs()
  const started = performance.now()
  const run = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run'], {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  })
  const ms = performance.now() - started
  const cpu = childrenCpuMs() - cpuBefore
  if (run.status !== 0) throw new Error(`the suite in ${folder} failed:\n${run.stdout}\n${run.stderr}`)
  const passed = /Tests\s+\S*?(\d+) passed/.exec(run.stdout.replace(/\x1b\[[0-9;]*m/g, ''))
  if (Number(passed?.[1]) !== FILES * TESTS)
    throw new Error(`expected ${FILES * TESTS} tests to pass in ${folder}:\n${run.stdout}`)
  return { wall: ms, cpu }
}

export async function suiteBench(): Promise<BenchRow[]> {
  const suites = await writeSuites()
  try {
    // Unmeasured: the first runs warm the file system cache and vitest's own.
    runSuite(suites.handwritten)
    runSuite(suites.standin)
    let cpu: { standin: number; handwritten: number } = { standin: NaN, handwritten: NaN }
    const cpus: Array<typeof cpu> = []
    const paired = await pairedRounds(
      ROUNDS,
      async () => {
        const time = runSuite(suites.handwritten)
        cpu = { standin: NaN, handwritten: time.cpu }
        return time.wall
      },
      async () => {
        const time = runSuite(suites.standin)
        cpus.push({ ...cpu, standin: time.cpu })
        return time.wall
      },
    )
    const ratios = cpus.map((round) => round.standin / round.handwritten)
    const name = `${FILES}-file vitest suite, packed package (resetStandin before each of ${TESTS} tests, ${paths(0).length} fetches each)`
    return [
      ratioRow(`${name}, wall time`, paired, { unit: 'ms', max: 1.3, baseline: '(hand-written msw handlers)' }),
      ratioRow(
        `${name}, CPU time`,
        {
          ratio: median(ratios),
          min: Math.min(...ratios),
          max: Math.max(...ratios),
          ratios,
          candidate: median(cpus.map((round) => round.standin)),
          baseline: median(cpus.map((round) => round.handwritten)),
        },
        { unit: 'ms', max: 1.3, baseline: '(hand-written msw handlers)' },
      ),
    ]
  } finally {
    suites.cleanup()
  }
}
