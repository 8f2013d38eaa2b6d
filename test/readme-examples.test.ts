import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { resetStandin, server, setNow } from '../mocks/node.js'

/**
 * The README, the landing page (issue 26): at most 10 KB, opening with the two commands; its
 * TypeScript is the site's sample that a test runs; every link leads to a file (and heading)
 * that exists; and what it says of the calendar's default window holds. Its shell samples are
 * run by test/docs/shell-samples.test.ts.
 */

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const README = readFileSync(join(ROOT, 'README.md'), 'utf8')

/** A heading's anchor as GitHub and VitePress make it. */
const slug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-')

describe('the README', () => {
  it('is at most 10 KB and opens with the two commands', () => {
    expect(Buffer.byteLength(README)).toBeLessThanOrEqual(10 * 1024)
    const first = /```sh\n([\s\S]*?)```/.exec(README)?.[1] ?? ''
    expect(README.indexOf('```sh')).toBeLessThan(README.indexOf('\n## '))
    expect(first).toMatch(/^npm ci && npm start\b/m)
    expect(first).toMatch(/^npm test\b/m)
  })

  it("shows as TypeScript only the site's Node sample, which runs", () => {
    const blocks = [...README.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1])
    const sample = readFileSync(join(ROOT, 'docs/snippets/node/first-test.test.ts'), 'utf8')
    const region = /\/\/ #region setup\n([\s\S]*?)\/\/ #endregion setup/.exec(sample)?.[1]
    expect(blocks).toEqual([region])
  })

  it('links to files and headings that exist', () => {
    const links = [...README.matchAll(/\]\(([^)#]+?)(?:#([^)]+))?\)/g)].filter(
      ([, path]) => !/^[a-z]+:/.test(path ?? ''),
    )
    expect(links.length).toBeGreaterThan(10)
    for (const [, path = '', anchor] of links) {
      const file = join(ROOT, path)
      expect(existsSync(file), `README links to ${path}`).toBe(true)
      if (!anchor) continue
      const text = readFileSync(file, 'utf8')
      const parts = [...text.matchAll(/<!--@include: (\S+)-->/g)].map((match) =>
        readFileSync(join(dirname(file), match[1] ?? ''), 'utf8'),
      )
      const headings = [text, ...parts].flatMap((page) =>
        [...page.matchAll(/^#+ (.+)$/gm)].map((match) => slug(match[1] ?? '')),
      )
      expect(headings, `${path} has no heading #${anchor}`).toContain(anchor)
    }
  })
})

describe("the README's default window", () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  beforeEach(() =>
    resetStandin({
      scenario: { extends: 'empty', calendar: { events: [{ title: 'Launch', start_date: '2030-01-01 10:00:00' }] } },
    }),
  )
  afterAll(() => server.close())
  const titles = async (query = '') =>
    ((await (await fetch(`http://localhost/wp-json/cal/events/v1/events${query}`)).json()).events ?? []).map(
      (event: { title: string }) => event.title,
    )

  it('a 2030 event: not in the default list, in the 2030 window, and in the default list once the clock says 2030', async () => {
    expect(README).toContain('between yesterday\nand two years from now')
    expect(README).toContain('events?start_date=2030-01-01&end_date=2030-12-31')
    expect(README).toContain('npx standin --now 2030-01-01T00:00:00Z')
    expect(await titles()).toEqual([])
    expect(await titles('?start_date=2030-01-01&end_date=2030-12-31')).toEqual(['Launch'])
    setNow('2030-01-01T00:00:00Z')
    expect(await titles()).toEqual(['Launch'])
  })
})
