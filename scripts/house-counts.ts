import { globSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/**
 * `npm run house:counts`: the size and type-escape counts of the code that is not tests (issue
 * 21, item 5), read with the TypeScript parser: lines per file, lines per function (declarations,
 * methods, accessors, constructors, function expressions and arrows), `as` casts (not `as const`,
 * which asserts nothing), non-null assertions (`x!`) and `any` keywords. test/lint/house.test.ts
 * holds the house to LIMITS; `--json` prints everything counted.
 */

export const LIMITS = { fileLines: 400, functionLines: 80, casts: 98, nonNull: 45, any: 10 }

/** Where the code that is not tests lives; test files, declarations and generated data are left out. */
const FOLDERS = ['mocks', 'server', 'fixtures', 'contracts', 'bin', 'scripts', 'bench']
const SOURCES = FOLDERS.map((folder) => `${folder}/**/*.{ts,mts,js,mjs}`)
const NOT_COUNTED = /(?:\.test\.ts|\.d\.ts)$|(?:^|\/)node_modules\//

export interface Place {
  file: string
  line: number
  name: string
  lines: number
}

export interface Counts {
  files: Array<{ file: string; lines: number }>
  functions: Place[]
  casts: Place[]
  nonNull: Place[]
  any: Place[]
}

const root = fileURLToPath(new URL('../', import.meta.url))

/** The files counted, relative to the repository. */
export function countedFiles(base = root): string[] {
  return globSync(SOURCES, { cwd: base })
    .filter((file) => !NOT_COUNTED.test(file))
    .sort()
}

function functionName(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isAccessor(node)) && node.name)
    return node.name.getText()
  if (ts.isConstructorDeclaration(node)) return 'constructor'
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText()
  if (ts.isFunctionExpression(node) && node.name) return node.name.getText()
  return '(anonymous)'
}

const isFunction = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isAccessor(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node)

/** Counts one file's source text. */
export function countSource(file: string, text: string, counts: Counts): void {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1
  const place = (node: ts.Node, name: string): Place => {
    const line = lineOf(node.getStart(source))
    return { file, line, name, lines: lineOf(node.getEnd()) - line + 1 }
  }
  counts.files.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) })
  const visit = (node: ts.Node) => {
    if (isFunction(node)) counts.functions.push(place(node, functionName(node)))
    if (ts.isAsExpression(node) && node.type.getText(source) !== 'const')
      counts.casts.push(place(node, node.getText(source).slice(0, 60)))
    if (ts.isTypeAssertionExpression(node)) counts.casts.push(place(node, node.getText(source).slice(0, 60)))
    if (ts.isNonNullExpression(node)) counts.nonNull.push(place(node, node.getText(source).slice(0, 60)))
    if (node.kind === ts.SyntaxKind.AnyKeyword)
      counts.any.push(place(node.parent, node.parent.getText(source).slice(0, 60)))
    ts.forEachChild(node, visit)
  }
  visit(source)
}

export function countHouse(base = root): Counts {
  const counts: Counts = { files: [], functions: [], casts: [], nonNull: [], any: [] }
  for (const file of countedFiles(base)) countSource(file, readFileSync(`${base}/${file}`, 'utf8'), counts)
  return counts
}

/** What breaks the limits, one line each: files and functions too long, totals too high. */
export function offences(counts: Counts): string[] {
  const where = (place: Place) => `${place.file}:${place.line}`
  return [
    ...counts.files
      .filter((file) => file.lines > LIMITS.fileLines)
      .map((file) => `${file.file}: ${file.lines} lines (at most ${LIMITS.fileLines})`),
    ...counts.functions
      .filter((fn) => fn.lines > LIMITS.functionLines)
      .map((fn) => `${where(fn)} ${fn.name}: ${fn.lines} lines (at most ${LIMITS.functionLines})`),
    ...(['casts', 'nonNull', 'any'] as const)
      .filter((kind) => counts[kind].length > LIMITS[kind])
      .map((kind) => `${counts[kind].length} ${label[kind]} (at most ${LIMITS[kind]}): ${byFile(counts[kind])}`),
  ]
}

const label = { casts: '`as` casts', nonNull: 'non-null assertions', any: '`any` keywords' }

/** `file (n), file (n)...`, most first. */
function byFile(places: Place[]): string {
  const tally = new Map<string, number>()
  for (const place of places) tally.set(place.file, (tally.get(place.file) ?? 0) + 1)
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .map(([file, n]) => `${file} (${n})`)
    .join(', ')
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const counts = countHouse()
  if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(counts, null, 2)}\n`)
  else {
    const longest = Math.max(...counts.functions.map((fn) => fn.lines))
    process.stdout.write(
      [
        `${counts.files.length} files, ${counts.functions.length} functions (longest ${longest} lines)`,
        `as casts ${counts.casts.length} (at most ${LIMITS.casts}), non-null ${counts.nonNull.length} (at most ${LIMITS.nonNull}), any ${counts.any.length} (at most ${LIMITS.any})`,
        ...offences(counts).map((line) => `  over: ${line}`),
        '',
      ].join('\n'),
    )
    process.exitCode = offences(counts).length > 0 ? 1 : 0
  }
}
