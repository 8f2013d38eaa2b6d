import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SLOW, UNIT } from '../vitest.config.js'

/**
 * The project rule of vitest.config.ts, checked: a file in `unit` starts no host (they share one
 * worker and one module graph, and `npm run test:fast` counts on them being quick), and every
 * entry of both lists still names a file.
 */
const root = new URL('../', import.meta.url).pathname
/** What starts a host or a process: the harnesses, MSW's servers, Koa, the server, children. */
const HOSTS =
  /^(?:.*\/helpers\/(?:standin|parity|browser|raw-http|stalled)\.js|msw\/node|msw|koa|@koa\/router|.*\/server\/app\.js|node:child_process|node:http|node:net|playwright-core)$/

function importsOf(source: string): string[] {
  return [
    ...source.matchAll(/^\s*import\s[^'"]*?['"]([^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '')
}

describe('the unit project', () => {
  // This file's own examples below would count against it.
  const files = UNIT.flatMap((pattern) => globSync(pattern, { cwd: root })).filter(
    (file) => file !== 'test/unit-rule.test.ts',
  )

  it.each(UNIT)('%s names at least one test file', (pattern) => {
    expect(globSync(pattern, { cwd: root })).not.toEqual([])
  })

  it.each(SLOW)('slow entry %s names at least one test file', (pattern) => {
    expect(globSync(pattern, { cwd: root })).not.toEqual([])
  })

  it('has no file that starts a host or a process', () => {
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(new URL(file, `file://${root}`), 'utf8'))
        .filter((specifier) => HOSTS.test(specifier))
        .map((specifier) => `${file} imports ${specifier}`),
    )
    expect(offenders).toEqual([])
  })

  it('recognises a host import (the check can fail)', () => {
    expect(
      importsOf("import { startKoaStandin } from '../helpers/standin.js'\n").filter((s) => HOSTS.test(s)),
    ).toHaveLength(1)
    expect(importsOf("const { server } = await import('msw/node')").filter((s) => HOSTS.test(s))).toHaveLength(1)
    expect(importsOf("import { describe } from 'vitest'\n").filter((s) => HOSTS.test(s))).toHaveLength(0)
  })
})
