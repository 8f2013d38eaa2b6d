// First: Koa's bundled require() calls need it (see the file).
import '../require-shim.js'
import { mcp } from './cli.js'

/** `standin mcp ...` (bin/standin.js hands the arguments after `mcp` on). */
process.exitCode = await mcp(process.argv.slice(3))
