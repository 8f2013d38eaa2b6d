import { parseArgs } from 'node:util'
import { DEFAULT_TOKEN } from '../mocks/context.js'
import { DEFAULT_SEED, isScenarioName, scenarios } from '../fixtures/scenarios.js'
import { createSeededContext } from '../fixtures/scenarios.js'
import { createApp } from './app.js'

/** `npx standin` / `npm start`: the seeded in-memory server on a port. */

const HELP = `Usage: standin [options]

Options:
  --port <n>          port to listen on (default: $PORT or 8000)
  --host <address>    address to bind (default: 127.0.0.1)
  --seed <n>          Faker seed for the fixtures (default: ${DEFAULT_SEED})
  --scenario <name>   data to start with: ${Object.keys(scenarios).join(', ')} (default: default)
  --token <token>     API token clients must send (default: ${DEFAULT_TOKEN})
  -h, --help          show this help
`

function fail(message: string): never {
  process.stderr.write(`standin: ${message}\n\n${HELP}`)
  process.exit(2)
}

function integerOption(value: string | undefined, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) > max) fail(`--${name} must be an integer from 0 to ${max}, got "${value}"`)
  return Number(value)
}

let parsed
try {
  parsed = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      seed: { type: 'string' },
      scenario: { type: 'string' },
      token: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }).values
} catch (error) {
  fail((error as Error).message)
}

if (parsed.help) {
  process.stdout.write(HELP)
  process.exit(0)
}

const port = integerOption(parsed.port ?? process.env.PORT, 'port', 8000, 65535)
const host = parsed.host ?? '127.0.0.1'
const seed = integerOption(parsed.seed, 'seed', DEFAULT_SEED)
const scenario = parsed.scenario ?? 'default'
if (!isScenarioName(scenario)) fail(`unknown scenario "${scenario}"`)
const token = parsed.token ?? DEFAULT_TOKEN
if (token === '' || /\s/.test(token)) fail('--token must be non-empty and contain no spaces')

const context = await createSeededContext({ seed, scenario, token })
const server = createApp({ context }).listen(port, host, () => {
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  const shownHost = host.includes(':') ? `[${host}]` : host
  process.stdout.write(`standin listening on http://${shownHost}:${actualPort} (token: ${token})\n`)
})
server.on('error', (error) => fail(error.message))

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
