#!/usr/bin/env node
// `standin init <publicDir>` copies MSW's worker script, like `msw init`; anything else starts
// the server (server/cli.ts, through tsx), which reads the same arguments.
import { copyFileSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

const INIT_HELP = `Usage: standin init <publicDir>

Copies mockServiceWorker.js (the service worker of the msw version standin uses) into
<publicDir>, the folder your dev server serves at the site root, so that
\`worker.start()\` from 'standin/browser' can register it.
`

function init(args) {
  if (args.includes('-h') || args.includes('--help')) {
    process.stdout.write(INIT_HELP)
    return 0
  }
  if (args.length !== 1 || args[0].startsWith('-')) {
    process.stderr.write(`standin: init takes one argument, the public folder\n\n${INIT_HELP}`)
    return 2
  }
  // Resolved from standin itself: the script must match the msw that its handlers run on.
  const source = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')
  const directory = resolve(args[0])
  const target = resolve(directory, 'mockServiceWorker.js')
  mkdirSync(directory, { recursive: true })
  copyFileSync(source, target)
  process.stdout.write(`standin: wrote ${target}\n`)
  return 0
}

const [command, ...rest] = process.argv.slice(2)
if (command === 'init') {
  process.exitCode = init(rest)
} else {
  const { tsImport } = await import('tsx/esm/api')
  await tsImport('../server/cli.ts', import.meta.url)
}
