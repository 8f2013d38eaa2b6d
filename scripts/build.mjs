// The package build: esbuild bundles of the three library entries and of the server (the CLI),
// and tsc's declarations for the entries. Plain JavaScript so that `npm start` can ask whether the
// server bundle is stale without loading a TypeScript loader (see bin/standin.js).
//
//   node scripts/build.mjs               everything (`npm run build`, run by `prepack`)
//   node scripts/build.mjs --no-types    the bundles only
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const DIST = join(ROOT, 'dist')
export const SERVER_BUNDLE = join(DIST, 'cli.js')
/** The declarations of the root entry: when it is fresh, so are the others. */
const ROOT_DECLARATIONS = join(DIST, 'types/mocks/standin.d.ts')

/** What the bundles are built from: a change to any of these makes them stale. */
const SOURCES = ['mocks', 'server', 'fixtures']
const SOURCE_FILES = ['package.json', 'package-lock.json', 'scripts/build.mjs']

/**
 * Left to the app: msw is a peer (the app's own msw must run the handlers, or its overrides and
 * matching break), and Faker is loaded only for data that is not precomputed.
 */
const EXTERNAL = ['msw', 'msw/*', '@faker-js/faker', 'zod']

/**
 * standin's JSON documents (the precomputed scenarios, the identity Swagger document) become
 * `JSON.parse` of a string: V8 parses JSON text faster than the same data as a JavaScript
 * literal, and the Node entry reads the scenarios on import. Only its own (imported by default):
 * a package's JSON may be `require`d, which needs esbuild's own loader.
 *
 * @type {import('esbuild').Plugin}
 */
const JSON_AS_TEXT = {
  name: 'json-as-text',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, (args) =>
      /[\\/]node_modules[\\/]/.test(args.path)
        ? undefined
        : {
            contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8'))))})`,
            loader: 'js',
          },
    )
  },
}

/**
 * One build for the library entries and the server, so that the code they share is shipped once
 * (in chunks/). Platform `node` only decides how packages resolve and which builtins stay
 * external; the library entries must need no builtin, since they run in browsers too (the
 * browser tests and `npm run bench:size` catch one that does).
 *
 * @type {import('esbuild').BuildOptions}
 */
const OPTIONS = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: ['es2022', 'node22'],
  external: EXTERNAL,
  splitting: true,
  plugins: [JSON_AS_TEXT],
  entryPoints: {
    standin: join(ROOT, 'mocks/standin.ts'),
    node: join(ROOT, 'mocks/node.ts'),
    browser: join(ROOT, 'mocks/browser.ts'),
    cli: join(ROOT, 'server/cli.ts'),
    record: join(ROOT, 'server/record/main.ts'),
  },
  outdir: DIST,
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
}

/**
 * Koa is CommonJS: bundled, its require() calls of Node's builtins go through esbuild's helper,
 * which lives in a shared chunk and looks for a global `require` when called. Only the server
 * provides one (a browser has no node:module), before any of Koa's code runs.
 */
const REQUIRE_SHIM =
  "import { createRequire as __standinCreateRequire } from 'node:module';\nglobalThis.require ??= __standinCreateRequire(import.meta.url);\n"

function newestSource() {
  let newest = 0
  /** @param {string} path */
  const visit = (path) => {
    const stat = statSync(path)
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
    else newest = Math.max(newest, stat.mtimeMs)
  }
  for (const name of [...SOURCES, ...SOURCE_FILES]) visit(join(ROOT, name))
  return newest
}

/** @param {string} output */
function isStale(output) {
  let built
  try {
    built = statSync(output).mtimeMs
  } catch {
    return true
  }
  return newestSource() > built
}

/** True when the bundles are missing or older than a source they are built from. */
export const bundlesAreStale = () => isStale(SERVER_BUNDLE)

/** True when the declarations are missing or older than a source they are built from. */
export const declarationsAreStale = () => isStale(ROOT_DECLARATIONS)

export async function buildBundles() {
  const { build } = await import('esbuild')
  // Chunk names carry a hash, and older layouts left other files: only the declarations stay.
  for (const name of existsSync(DIST) ? readdirSync(DIST) : []) {
    if (name !== 'types') rmSync(join(DIST, name), { recursive: true, force: true })
  }
  await build(OPTIONS)
  writeFileSync(SERVER_BUNDLE, REQUIRE_SHIM + readFileSync(SERVER_BUNDLE, 'utf8'))
}

export function buildDeclarations() {
  rmSync(join(DIST, 'types'), { recursive: true, force: true })
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  execFileSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.build.json')], { stdio: 'inherit' })
}

/** @param {string[]} args */
async function main(args) {
  await buildBundles()
  if (!args.includes('--no-types')) buildDeclarations()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv.slice(2))
