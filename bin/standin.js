#!/usr/bin/env node
// `npx standin` and `npm start`: the server (dist/cli.js); `standin init <publicDir>` copies MSW's
// worker script; `standin record` writes a deployment's data as a scenario (dist/record.js);
// `standin mcp` serves the control plane as MCP tools (dist/mcp.js). The version and the Node
// check come before anything is imported, so that `--version` answers at once on any Node, and
// an old Node gets one line naming the version it needs instead of a stack from deep inside a
// dependency.
import { existsSync, readFileSync } from 'node:fs'

const argv = process.argv.slice(2)
// Anywhere among the flags, as the image appends them to its own (`docker run standin --version`).
const flags = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv
if (flags.includes('--version') || flags.includes('-v')) {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  process.stdout.write(`${version}\n`)
  process.exit(0)
}

const REQUIRED = [22, 12]
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
const [needMajor = 0, needMinor = 0] = REQUIRED
if (major < needMajor || (major === needMajor && minor < needMinor)) {
  // In a clone the way to Node 24 is one command away; an installed package has no scripts/.
  const inClone = existsSync(new URL('../scripts/use-node.sh', import.meta.url))
  const howTo = inClone
    ? '`. scripts/use-node.sh` puts Node 24 first on PATH for this shell'
    : 'install Node.js 24 from https://nodejs.org/ or with your version manager (`nvm install 24`)'
  process.stderr.write(
    `standin: needs Node.js ${REQUIRED.join('.')} or newer (24 recommended), found ${process.versions.node}: ${howTo}\n`,
  )
  process.exit(1)
}

const INIT_HELP = `Usage: standin init <publicDir>

Copies mockServiceWorker.js, the service worker of your app's msw, into <publicDir>, the
folder your dev server serves at the site root, so that \`worker.start()\` from
'standin/browser' can register it.
`

/** @param {string[]} args */
async function init(args) {
  if (args.includes('-h') || args.includes('--help')) {
    process.stdout.write(INIT_HELP)
    return 0
  }
  const [folder] = args
  if (args.length !== 1 || folder === undefined || folder.startsWith('-')) {
    process.stderr.write(`standin: init takes one argument, the public folder\n\n${INIT_HELP}`)
    return 2
  }
  const { copyFileSync, mkdirSync } = await import('node:fs')
  const { createRequire } = await import('node:module')
  const { resolve } = await import('node:path')
  // msw is a peer dependency: resolved from here, this is the app's msw, the one that runs the
  // handlers, and the worker script must come from the same version.
  let source
  try {
    source = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')
  } catch {
    process.stderr.write('standin: init needs msw next to standin (npm install --save-dev msw)\n')
    return 1
  }
  const directory = resolve(folder)
  const target = resolve(directory, 'mockServiceWorker.js')
  mkdirSync(directory, { recursive: true })
  copyFileSync(source, target)
  process.stdout.write(`standin: wrote ${target}\n`)
  return 0
}

/** In a clone of standin (not in an installed package) the bundle is rebuilt when a source is newer. */
async function buildIfStale() {
  const script = new URL('../scripts/build.mjs', import.meta.url)
  if (!existsSync(script)) return
  const { buildBundles, bundlesAreStale } = await import(script.href)
  if (!bundlesAreStale()) return
  process.stderr.write('standin: sources changed, rebuilding dist/\n')
  await buildBundles()
}

const [command, ...rest] = argv
if (command === 'init') {
  process.exitCode = await init(rest)
} else {
  await buildIfStale()
  // A subcommand's own bundle (dist/record.js, dist/mcp.js), else the server (dist/cli.js).
  // A computed specifier: the type check must not follow it into the bundle.
  const bundle = command === 'record' || command === 'mcp' ? command : 'cli'
  await import(new URL(`../dist/${bundle}.js`, import.meta.url).href)
}
