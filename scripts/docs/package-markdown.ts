import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { code, escape, table } from './markdown.js'

/**
 * The package reference: each entry of package.json's `exports`, and what its source module
 * exports (read with the TypeScript compiler: name, kind, the first sentence of its doc comment).
 * `standin/node` and `standin/browser` re-export `standin`: their tables list only what they add.
 */

interface Exported {
  name: string
  kind: string
  doc: string
}

const KINDS: Array<[ts.SymbolFlags, string]> = [
  [ts.SymbolFlags.Class, 'class'],
  [ts.SymbolFlags.Function, 'function'],
  [ts.SymbolFlags.Interface, 'interface'],
  [ts.SymbolFlags.TypeAlias, 'type'],
  [ts.SymbolFlags.Enum, 'enum'],
  [ts.SymbolFlags.Variable, 'value'],
]

function exportsOf(program: ts.Program, file: string): Exported[] {
  const checker = program.getTypeChecker()
  const source = program.getSourceFile(file)
  const module = source && checker.getSymbolAtLocation(source)
  if (!module) throw new Error(`${file} is no module the compiler read`)
  return checker.getExportsOfModule(module).map((symbol) => {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    const kind = KINDS.find(([flag]) => target.flags & flag)?.[1] ?? 'value'
    const doc = ts.displayPartsToString(target.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim()
    // The first sentence: up to a full stop followed by a space, or a colon ending a clause.
    const first = /^(.*?[.])(\s|$)/.exec(doc)?.[1] ?? doc
    return { name: symbol.name, kind, doc: first }
  })
}

const ENTRIES: Array<{ entry: string; source: string; adds: string }> = [
  { entry: 'standin', source: 'mocks/standin.ts', adds: '' },
  { entry: 'standin/node', source: 'mocks/node.ts', adds: 'standin' },
  { entry: 'standin/browser', source: 'mocks/browser.ts', adds: 'standin' },
  { entry: 'standin/data', source: 'mocks/data.ts', adds: '' },
]

export function packageMarkdown(root: string): string {
  const manifest: { exports: Record<string, unknown>; peerDependencies: Record<string, string> } = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  )
  const files = ENTRIES.map(({ source }) => join(root, source))
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    noEmit: true,
  })
  const exported = new Map(ENTRIES.map(({ entry }, index) => [entry, exportsOf(program, files[index] ?? '')]))
  const out = [
    '## Entries',
    '',
    table(
      ['import', 'resolves to'],
      Object.entries(manifest.exports).map(([path, target]) => [
        code(path === '.' ? 'standin' : `standin${path.slice(1)}`),
        code(typeof target === 'string' ? target : JSON.stringify(target)),
      ]),
    ),
    '',
    `Peer dependencies: ${Object.entries(manifest.peerDependencies)
      .map(([name, range]) => code(`${name} ${range}`))
      .join(', ')} (both optional: the server needs neither).`,
    '',
  ]
  for (const { entry, adds } of ENTRIES) {
    const inherited = new Set((adds && exported.get(adds)?.map((item) => item.name)) || [])
    const own = (exported.get(entry) ?? []).filter((item) => !inherited.has(item.name))
    out.push(`## ${entry}`, '')
    if (adds) out.push(`Everything ${code(adds)} exports, and:`, '')
    const rows = own
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name))
      .map((item) => [code(item.name), item.kind, escape(item.doc)])
    out.push(table(['export', 'kind', 'what it is'], rows), '')
  }
  return out.join('\n')
}
