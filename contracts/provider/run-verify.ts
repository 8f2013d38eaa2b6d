import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Verification } from './verify.js'

/**
 * `npm run verify` in a child process, for the tests. The verifier's native core prints its
 * report straight to the process's standard output, beyond vitest's reach: in a child it is
 * captured here, and shown only in a failing test's message.
 */

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url))

export interface VerifyRun {
  code: number
  /** What the verifier and the CLI printed. */
  stdout: string
  stderr: string
  /** The CLI's `--report`, when it got that far. */
  report: Verification | undefined
}

export function runVerify(...args: string[]): Promise<VerifyRun> {
  const folder = mkdtempSync(join(tmpdir(), 'standin-verify-'))
  const reportFile = join(folder, 'report.json')
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args, '--report', reportFile],
      { timeout: 90_000 },
      (error, stdout, stderr) => {
        let report: Verification | undefined
        try {
          report = JSON.parse(readFileSync(reportFile, 'utf8')) as Verification
        } catch {
          report = undefined
        }
        rmSync(folder, { recursive: true, force: true })
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr, report })
      },
    )
  })
}
