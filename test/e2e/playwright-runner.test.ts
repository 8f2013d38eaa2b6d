import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { CHROMIUM } from '../helpers/browser.js'

/**
 * The recipe as users run it: `playwright test -c examples/playwright` (Playwright Test, two
 * workers, one standin for the run, a session and a scenario file per test), read from its
 * JSON report.
 */

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const scratch = mkdtempSync(join(tmpdir(), 'standin-playwright-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

interface ReportTest {
  results: { status: string; parallelIndex: number; errors: { message?: string }[] }[]
}
interface ReportSuite {
  title: string
  specs: { title: string; tests: ReportTest[] }[]
  suites?: ReportSuite[]
}

function specs(suite: ReportSuite): { title: string; tests: ReportTest[] }[] {
  return [...suite.specs, ...(suite.suites ?? []).flatMap(specs)]
}

function runPlaywright(report: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        join(REPO, 'node_modules/@playwright/test/cli.js'),
        'test',
        '-c',
        'examples/playwright',
        '--reporter=json',
        '--output',
        join(scratch, 'results'),
      ],
      {
        cwd: REPO,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report, CHROMIUM_PATH: CHROMIUM, CI: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.once('error', reject)
    child.once('exit', (code) => resolve({ code, output }))
  })
}

describe('the Playwright Test project (examples/playwright)', () => {
  // Needs scenario files in POST /__standin/reset (issue 15 item 1, branch `scenarios`).
  it('[scenario files] passes with its tests on two workers at once', async () => {
    const report = join(scratch, 'report.json')
    const run = await runPlaywright(report)
    const suites = (JSON.parse(readFileSync(report, 'utf8')) as { suites: ReportSuite[] }).suites
    const results = suites
      .flatMap(specs)
      .flatMap((spec) => spec.tests.flatMap((test) => test.results.map((result) => ({ spec: spec.title, ...result }))))
    const failures = results
      .filter((result) => result.status !== 'passed')
      .map((result) => `${result.spec}: ${result.errors.map((error) => error.message).join('\n')}`)
    expect(failures).toEqual([])
    expect(run.code, run.output).toBe(0)
    expect(results.map((result) => result.spec).sort()).toEqual([
      'sees her scenario and her own writes only',
      'sees his scenario and his own writes only',
    ])
    // Two worker slots: the two tests were dispatched together, one to each.
    expect(new Set(results.map((result) => result.parallelIndex))).toEqual(new Set([0, 1]))
  }, 120_000)
})
