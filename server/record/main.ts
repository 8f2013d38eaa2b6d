import { record } from './cli.js'

/** `standin record ...` (bin/standin.js hands the arguments after `record` on). */
process.exitCode = await record(process.argv.slice(3), (line) => process.stderr.write(`standin record: ${line}\n`))
