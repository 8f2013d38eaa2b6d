import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { isApiName, PACTS } from '../pacts.js'
import { verifyPacts } from './verify.js'

/**
 * `npm run verify -- --api identity|calendar --base-url URL --token T [--state-url URL]`:
 * the committed pacts against any deployment of either API, standin or a real server.
 */

const HELP = `Usage: npm run verify -- --api <${Object.keys(PACTS).join('|')}> --base-url <url> --token <token> [--state-url <url>] [--report <file>]

Replays the API's pacts (contracts/pacts/) against a deployment and reports every mismatch.

Options:
  --api <name>         which API's pacts to verify: ${Object.keys(PACTS).join(', ')}
  --base-url <url>     where the deployment answers, e.g. http://127.0.0.1:8000
  --token <token>      its API token, sent as "Bearer <token>" (or give a whole Authorization
                       value, e.g. "Basic dXNlcjp0b2tlbg==")
  --state-url <url>    where to set up provider states: Pact's state-change protocol, a POST of
                       {"state", "params", "action"}; standin's is <base-url>/__standin/reset.
                       Without it, interactions that need a provider state are skipped.
  --report <file>      also write the result as JSON: {passed, verified, skipped, failures}
  -h, --help           show this help

The pacts write (create, update, delete): point it at a deployment whose data may change.
`

function usage(message: string): never {
  process.stderr.write(`verify: ${message}\n\n${HELP}`)
  process.exit(2)
}

let values
try {
  values = parseArgs({
    options: {
      api: { type: 'string' },
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'state-url': { type: 'string' },
      report: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  usage((error as Error).message)
}

if (values.help) {
  process.stdout.write(HELP)
  process.exit(0)
}

const { api, 'base-url': baseUrl, token, 'state-url': stateUrl, report } = values
if (!isApiName(api)) usage(`--api must be one of ${Object.keys(PACTS).join(', ')}`)
if (!baseUrl || !URL.canParse(baseUrl)) usage('--base-url must be an absolute URL')
if (!token) usage('--token is required')
if (stateUrl !== undefined && !URL.canParse(stateUrl)) usage('--state-url must be an absolute URL')
if (report === '') usage('--report must name a file')

const verification = await verifyPacts({ api, baseUrl, token, ...(stateUrl ? { stateUrl } : {}) })
if (report !== undefined) writeFileSync(report, `${JSON.stringify(verification, null, 2)}\n`)

const lines: string[] = []
if (verification.skipped.length > 0) {
  lines.push(
    `Skipped ${verification.skipped.length} interactions: their provider states need data on the server, and no --state-url was given to set them up:`,
    ...verification.skipped.map((description) => `  - ${description}`),
  )
}
for (const failure of verification.failures) {
  lines.push(`FAILED ${failure.interaction}`, ...failure.mismatches.map((mismatch) => `    ${mismatch}`))
}
const failed = verification.failures.length
lines.push(
  `${api}: ${verification.verified} interactions verified against ${baseUrl}, ${failed === 0 && verification.passed ? 'all passed' : `${failed} failed`}` +
    (verification.skipped.length > 0 ? `, ${verification.skipped.length} skipped` : ''),
)
process.stdout.write(`\n${lines.join('\n')}\n`)
process.exit(verification.passed ? 0 : 1)
