import { existsSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { parseMcpArguments } from '../../server/mcp/cli.js'
import { parseOptions } from '../../server/options.js'
import { RECORD_HELP } from '../../server/record/cli.js'
import { type Standin, startKoaStandin } from '../helpers/standin.js'
import { type Command, commandsOf, shellBlocks } from './shell.js'

/**
 * Every shell sample of the site and the README, run or checked: `curl` commands are sent to a
 * standalone server (one per block, in order, from a scratch folder); `npx standin`, `npm start
 * --` and `docker run … standin` flags go through the CLI's own parser; `npm run` names a script
 * that exists. Code samples are not written in the pages: they are files the tests run, included
 * with `<<<` (checked below), so a hand-written page holds no other fenced block.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PAGES = [
  'README.md',
  'CONTRIBUTING.md',
  ...globSync('docs/**/*.md', { cwd: ROOT, exclude: ['docs/decisions/**', 'docs/guides/**', 'docs/.vitepress/**'] }),
].filter((page) => existsSync(join(ROOT, page)))
const PACKAGE = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
const scratch = mkdtempSync(join(tmpdir(), 'standin-samples-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** What the page's server address becomes. */
const ORIGINS = /https?:\/\/(?:127\.0\.0\.1|localhost):8000/

async function runCurl(standin: Standin, words: string[], expected: number | undefined): Promise<void> {
  const headers = new Headers()
  let method: string | undefined
  let body: string | undefined
  let output: string | undefined
  let url: string | undefined
  for (let index = 1; index < words.length; index++) {
    const word = words[index] ?? ''
    const value = () => words[++index] ?? ''
    if (word === '-X') method = value()
    else if (word === '-H') {
      const [name = '', ...rest] = value().split(':')
      headers.set(name.trim(), rest.join(':').trim())
    } else if (word === '-d' || word === '--data-binary') {
      const data = value()
      body = data.startsWith('@') ? readFileSync(join(scratch, data.slice(1)), 'utf8') : data
    } else if (word === '-o') output = value()
    else if (word.startsWith('http')) url = word.replace(ORIGINS, standin.origin)
    else if (!['-s', '-i', '-f'].includes(word)) throw new Error(`curl option the test does not know: ${word}`)
  }
  if (!url?.startsWith(standin.origin)) throw new Error(`curl to an address that is not the server's: ${url}`)
  const answer = await fetch(url, { method: method ?? (body ? 'POST' : 'GET'), headers, ...(body ? { body } : {}) })
  const text = await answer.text()
  if (output) writeFileSync(join(scratch, output), text)
  if (expected) expect(answer.status, `${words.join(' ')}: ${text}`).toBe(expected)
  else expect(answer.status, `${words.join(' ')}: ${text}`).toBeLessThan(300)
}

/** The flags a command hands to standin, or undefined when it runs no standin. */
function standinFlags(words: string[]): string[] | undefined {
  const [first, second, third] = words
  if (first === 'npx' && second === 'standin') return words.slice(2)
  if (first === 'npm' && second === 'start') return third === '--' ? words.slice(3) : words.slice(2)
  if (first === 'docker' && second === 'run') {
    const image = words.findIndex((word, index) => index > 1 && (word === 'standin' || word.endsWith('/standin')))
    return image > 0 ? words.slice(image + 1) : undefined
  }
  return undefined
}

function checkStandin(flags: string[], line: string): void {
  const [subcommand, ...rest] = flags
  if (subcommand === 'record') {
    for (const flag of rest.filter((word) => word.startsWith('--')))
      expect(RECORD_HELP, `${line}: standin record has no ${flag}`).toContain(`${flag} `)
  } else if (subcommand === 'init') expect(rest, line).toHaveLength(1)
  else if (subcommand === 'mcp') {
    const parsed = parseMcpArguments(rest)
    expect(parsed.kind === 'error' ? parsed.error : undefined, line).toBeUndefined()
  } else {
    const parsed = parseOptions(flags)
    expect(parsed.kind === 'error' ? parsed.error : parsed.kind, line).toBe('options')
  }
}

/** Commands that need a network, Docker or a deployment: checked for what they name. */
function checkOther({ words, line }: Command): void {
  const [first = '', second = '', third = ''] = words
  if (first === 'npm' && second === 'run') expect(Object.keys(PACKAGE.scripts), line).toContain(third)
  else if (first === 'npm') expect(['ci', 'test', 'pack', 'install'], line).toContain(second)
  else if (first === '.' || first === 'source') expect(existsSync(join(ROOT, second)), line).toBe(true)
  else if (first === 'npx' && second === 'playwright')
    expect(existsSync(join(ROOT, words.at(-1) ?? '')), line).toBe(true)
  else if (first === 'npx') expect(existsSync(join(ROOT, 'node_modules/.bin', second)), line).toBe(true)
  else
    expect(['git', 'cd', 'docker', 'apt-get', 'export'], `${line}: a command the test does not check`).toContain(first)
}

describe.each(PAGES)('%s', (page) => {
  const markdown = readFileSync(join(ROOT, page), 'utf8')
  const blocks = shellBlocks(markdown)

  it.runIf(blocks.length > 0)('its shell samples run, or name what exists', async () => {
    for (const block of blocks) {
      let standin: Standin | undefined
      try {
        for (const command of commandsOf(block)) {
          const flags = standinFlags(command.words)
          if (command.words[0] === 'curl')
            await runCurl((standin ??= await startKoaStandin()), command.words, command.expected)
          else if (flags) checkStandin(flags, command.line)
          else checkOther(command)
        }
      } finally {
        await standin?.close()
      }
    }
  })

  it.runIf(page.startsWith('docs/'))('holds no code sample written in the page: samples are included files', () => {
    const generated = markdown.includes('<!-- Generated by `npm run docs:reference`')
    const fences = [...markdown.matchAll(/^```(\w*)\n[\s\S]*?^```$/gm)].map((match) => match[1])
    expect(fences.filter((language) => language !== 'sh' && !(generated && language === 'text'))).toEqual([])
  })
})
