// First: Koa's bundled require() calls need it (see the file).
import './require-shim.js'
import { messageOf } from './error-message.js'
import { HELP, parseOptions } from './options.js'
import { serve } from './serve.js'

/** `npx standin` / `npm start`: the seeded in-memory server on a port (options: server/options.ts, the start: server/serve.ts). */

/** Stops the start over the command line: what is wrong, then the help. */
function fail(message: string): never {
  process.stderr.write(`standin: ${message}\n\n${HELP}`)
  process.exit(2)
}

/** Stops the start with one line: what cannot be used, and why (a message of several lines joined). */
function refuse(message: string): never {
  process.stderr.write(`standin: ${message.trim().replace(/\s*\n\s*/g, ' | ')}\n`)
  process.exit(2)
}

// Until the server listens, whatever is thrown (a file shaped to overflow a reader, a module that
// throws) stops the start with one line, never a stack.
const duringStart = (error: unknown) => refuse(`could not start: ${messageOf(error)}`)
process.on('uncaughtException', duringStart)

const parsed = parseOptions(process.argv.slice(2), process.env)
if (parsed.kind === 'help') {
  process.stdout.write(HELP)
  process.exit(0)
}
if (parsed.kind === 'error') fail(parsed.error)

const { server } = await serve(parsed.options, { say: (line) => process.stdout.write(`${line}\n`), refuse })
process.off('uncaughtException', duringStart)

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
