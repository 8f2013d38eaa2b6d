import { globSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * `npm run house:map`: draws which folder imports which (the running code: mocks/, server/,
 * fixtures/, bin/) as a mermaid block between the markers of docs/guides/house-map.md.
 * test/lint/house-map.test.ts fails when the committed block differs from what this draws,
 * so after moving files, run it again. Type-only imports are left out (they are erased).
 */

const root = fileURLToPath(new URL('../', import.meta.url))
export const MAP = join(root, 'docs/guides/house-map.md')
const START = '<!-- house-map:start (npm run house:map writes this block) -->'
const END = '<!-- house-map:end -->'
const SOURCES = ['mocks/**/*.ts', 'server/**/*.ts', 'fixtures/**/*.ts', 'bin/**/*.js']

/** A file's folder as the map shows it: mocks/ by its sub-folders, the rest as a whole. */
function folderOf(file: string): string {
  const [top = '', second] = file.split('/')
  if (top === 'mocks') return second !== undefined && file.split('/').length > 2 ? `mocks/${second}` : 'mocks'
  return top
}

/** The relative modules a file imports for their values (`import type` and type-only names left out). */
function valueImports(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true ||
          (node.importClause?.namedBindings !== undefined &&
            ts.isNamedImports(node.importClause.namedBindings) &&
            node.importClause.name === undefined &&
            node.importClause.namedBindings.elements.length > 0 &&
            node.importClause.namedBindings.elements.every((element) => element.isTypeOnly))
        : node.isTypeOnly
      if (!typeOnly) found.push(node.moduleSpecifier.text)
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments
      if (first && ts.isStringLiteral(first)) found.push(first.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.filter((specifier) => specifier.startsWith('.'))
}

/** Folder-to-folder edges, each once, sorted. */
export function folderGraph(base = root): Array<[string, string]> {
  const edges = new Set<string>()
  for (const file of globSync(SOURCES, { cwd: base }).filter((name) => !name.endsWith('.d.ts'))) {
    const from = folderOf(file)
    for (const specifier of valueImports(file, readFileSync(join(base, file), 'utf8'))) {
      const target = normalize(join(dirname(file), specifier))
      if (target.startsWith('..') || target.startsWith('dist/')) continue
      const to = folderOf(relative('.', target))
      if (to !== from) edges.add(`${from} ${to}`)
    }
  }
  return [...edges].sort().map((edge) => edge.split(' ') as [string, string])
}

const id = (folder: string) => folder.replace(/[^a-z0-9]/gi, '_')

/** The mermaid block: one node per folder, one arrow per importing folder pair. */
export function mermaid(edges: Array<[string, string]>): string {
  const folders = [...new Set(edges.flat())].sort()
  return [
    '```mermaid',
    'flowchart TD',
    ...folders.map((folder) => `  ${id(folder)}["${folder}/"]`),
    ...edges.map(([from, to]) => `  ${id(from)} --> ${id(to)}`),
    '```',
  ].join('\n')
}

/** The page with its block replaced by `block`. */
export function withBlock(page: string, block: string): string {
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  if (start === -1 || end < start) throw new Error(`${MAP} has no ${START} ... ${END} markers`)
  return `${page.slice(0, start + START.length)}\n${block}\n${page.slice(end)}`
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const page = readFileSync(MAP, 'utf8')
  const drawn = withBlock(page, mermaid(folderGraph()))
  if (drawn !== page) writeFileSync(MAP, drawn)
  process.stdout.write(`${drawn === page ? 'unchanged' : 'written'}: ${relative(root, MAP)}\n`)
}
