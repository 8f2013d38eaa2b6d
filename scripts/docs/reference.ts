import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { controlDocument } from '../../server/control/router.js'
import { cliMarkdown } from './cli-markdown.js'
import { generatedBy } from './markdown.js'
import { openApiMarkdown } from './openapi-markdown.js'
import { packageMarkdown } from './package-markdown.js'

/**
 * `npm run docs:reference`: the site's reference pages made from the code, never by hand: the
 * CLI from server/options.ts's option table, the control plane from the document
 * `GET /__standin/openapi.json` serves, both APIs from the documents in mocks/openapi/ (which
 * test/scripts/openapi.test.ts holds to what the hosts serve), the package from its entries.
 * test/scripts/docs-reference.test.ts fails when a committed page differs from what this makes.
 * Each page opens with a hand-written part (docs/reference/parts/), included by VitePress.
 */

const root = fileURLToPath(new URL('../../', import.meta.url))
const COMMAND = 'npm run docs:reference'
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'))

interface Page {
  title: string
  source: string
  body: () => string
}

const PAGES: Record<string, Page> = {
  'reference/cli.md': { title: 'CLI', source: 'server/options.ts', body: cliMarkdown },
  'reference/control-plane.md': {
    title: 'Control plane',
    source: 'GET /__standin/openapi.json (server/control/)',
    body: () => openApiMarkdown(controlDocument),
  },
  'reference/identity-api.md': {
    title: 'Identity API',
    source: 'mocks/openapi/identity.json',
    body: () => openApiMarkdown(readJson('mocks/openapi/identity.json'), '/api/v2beta'),
  },
  'reference/calendar-api.md': {
    title: 'Calendar API',
    source: 'mocks/openapi/calendar.json',
    body: () => openApiMarkdown(readJson('mocks/openapi/calendar.json'), '/wp-json/cal/events/v1'),
  },
  'reference/package.md': {
    title: 'The package',
    source: 'package.json and the entries',
    body: () => packageMarkdown(root),
  },
}

/** Every generated page, by its path under docs/. */
export function generate(): Record<string, string> {
  const pages: Record<string, string> = {}
  for (const [path, page] of Object.entries(PAGES)) {
    const part = `./parts/${path.split('/').at(-1)}`
    pages[path] = [
      `# ${page.title}`,
      '',
      generatedBy(COMMAND, page.source),
      '',
      `<!--@include: ${part}-->`,
      '',
      page.body().trimEnd(),
      '',
    ].join('\n')
  }
  return pages
}

/** The pages as committed. */
export function committed(): Record<string, string> {
  const pages: Record<string, string> = {}
  for (const path of Object.keys(PAGES)) {
    try {
      pages[path] = readFileSync(join(root, 'docs', path), 'utf8')
    } catch {
      pages[path] = ''
    }
  }
  return pages
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of Object.entries(generate())) {
    const file = join(root, 'docs', path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
    console.log(`wrote docs/${path}`)
  }
}
