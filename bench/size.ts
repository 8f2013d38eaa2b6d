import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Rollup } from 'vite'

/**
 * `npm run bench:size` (after `npm run build`): what `import … from 'standin/browser'` costs a
 * page, bundled and minified the way an app's Vite build does it, then gzipped (level 6, like
 * `gzip`). "Initial" is the entry and every chunk it imports statically; "lazy" chunks load
 * only on demand (Faker, for a seed other than the default one). Also the demo's whole build.
 * msw is the app's (a peer dependency) and its size is msw's choice, so the budget is for what
 * standin adds to a page that already runs msw's worker: the entry less a page with msw alone.
 * Fails when that exceeds the budget or the entry pulls in Node-only code.
 */

const BUDGET_KIB = 135
/** Modules that only run in Node: builtins (Vite stubs them as browser-external) and msw's Node side. */
const NODE_ONLY = /^node:|__vite-browser-external|\/msw\/lib\/node\//

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const gzipped = (code: string | Uint8Array) => gzipSync(code).length

async function bundle(options: Parameters<typeof build>[0]): Promise<Array<Rollup.OutputChunk | Rollup.OutputAsset>> {
  const result = await build({ logLevel: 'silent', ...options, build: { write: false, ...options?.build } })
  return (Array.isArray(result) ? result : [result as Rollup.RollupOutput]).flatMap((output) => output.output)
}

/** The entry chunk and every chunk it imports statically. */
function initialChunks(chunks: Rollup.OutputChunk[]): Set<Rollup.OutputChunk> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const initial = new Set<Rollup.OutputChunk>()
  const pending = chunks.filter((chunk) => chunk.isEntry)
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (initial.has(chunk)) continue
    initial.add(chunk)
    for (const name of chunk.imports) pending.push(byName.get(name)!)
  }
  return initial
}

/** The file package.json's exports map gives bundlers for 'standin/browser'. */
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const entry = fileURLToPath(new URL(`../${packageJson.exports['./browser'].default}`, import.meta.url))
const entryOutput = await bundle({
  configFile: false,
  build: { target: 'es2022', rollupOptions: { input: entry, preserveEntrySignatures: 'exports-only' } },
})
const entryChunks = entryOutput.filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
const initial = initialChunks(entryChunks)
const initialSize = [...initial].reduce((sum, chunk) => sum + gzipped(chunk.code), 0)
const lazy = entryChunks.filter((chunk) => !initial.has(chunk))
const nodeOnly = entryChunks.flatMap((chunk) => Object.keys(chunk.modules)).filter((id) => NODE_ONLY.test(id))

/** A page with msw's worker and one handler, and nothing of standin's. */
const mswOnly = fileURLToPath(new URL('./lib/msw-only-page.ts', import.meta.url))
const mswOutput = await bundle({ configFile: false, build: { target: 'es2022', rollupOptions: { input: mswOnly } } })
const mswSize = mswOutput.reduce((sum, output) => sum + (output.type === 'chunk' ? gzipped(output.code) : 0), 0)
const ownSize = initialSize - mswSize

console.log(`standin/browser (${entry.slice(process.cwd().length + 1)})`)
console.log(
  `  initial: ${kib(initialSize)} gzipped, of which msw ${kib(mswSize)} and standin ${kib(ownSize)} (budget ${BUDGET_KIB} KiB)`,
)
for (const chunk of lazy) console.log(`  lazy ${chunk.name}: ${kib(gzipped(chunk.code))} gzipped`)

// Without public/: the worker script is not part of the page's bundle (it is 9 KiB, fetched once).
const demoOutput = await bundle({
  configFile: fileURLToPath(new URL('../demo/vite.config.ts', import.meta.url)),
  publicDir: false,
})
const demoChunks = demoOutput.filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
const demoInitial = initialChunks(demoChunks)
const demoAssets = demoOutput.filter((output): output is Rollup.OutputAsset => output.type === 'asset')
const demoInitialSize =
  [...demoInitial].reduce((sum, chunk) => sum + gzipped(chunk.code), 0) +
  demoAssets.reduce((sum, asset) => sum + gzipped(asset.source), 0)
const demoTotal =
  demoInitialSize +
  demoChunks.filter((chunk) => !demoInitial.has(chunk)).reduce((sum, chunk) => sum + gzipped(chunk.code), 0)
console.log(
  `demo (demo/): ${kib(demoInitialSize)} gzipped on first load (HTML, CSS, JS); ${kib(demoTotal)} with lazy chunks`,
)

/**
 * What a Node test file loads with `import … from 'standin/<entry>'`: the built entry and every
 * chunk it imports statically, gzipped (standin/data must leave the other entries as they were).
 */
function nodeEntrySize(entryFile: string): number {
  const seen = new Set<string>()
  const pending = [fileURLToPath(new URL(`../${entryFile}`, import.meta.url))]
  let total = 0
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    total += gzipped(code)
    for (const [, from, bare] of code.matchAll(
      /(?:^|[;\s}])(?:import|export)[^"']*?from\s*"(\.[^"]+)"|(?:^|[;\s])import\s*"(\.[^"]+)"/g,
    ))
      pending.push(fileURLToPath(new URL((from ?? bare)!, pathToFileURL(file))))
  }
  return total
}
for (const name of ['./node', './data'] as const)
  console.log(
    `standin/${name.slice(2)} (${packageJson.exports[name].default}, static imports): ${kib(nodeEntrySize(packageJson.exports[name].default))} gzipped`,
  )

let failed = false
if (ownSize > BUDGET_KIB * 1024) {
  console.error(`FAIL: standin's part of the browser entry is over its budget of ${BUDGET_KIB} KiB`)
  failed = true
}
if (nodeOnly.length > 0) {
  console.error(`FAIL: the browser entry pulls in Node-only modules:\n  ${nodeOnly.join('\n  ')}`)
  failed = true
}
process.exitCode = failed ? 1 : 0
