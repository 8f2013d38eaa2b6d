import { parseArgs, type ParseArgsOptionsConfig } from 'node:util'
import { DEFAULT_TOKEN } from '../mocks/context/context.js'
import { CLOCK_OUT_OF_RANGE, clockInRange, parseInstant } from '../mocks/levers/clock.js'
import { type FaultRule, MAX_FAULT_RULES, parseFaultSpec } from '../mocks/levers/faults.js'
import { DEFAULT_SEED, isScenarioName, SCENARIO_NAMES, type ScenarioName } from '../fixtures/scenario-names.js'
import { allowedHostNames } from './control/guards.js'
import { messageOf } from './error-message.js'
import { HEAP_BYTES, MEMORY_OPTIONS, MiB } from './memory-options.js'
import { isScenarioPath, scenarioFileName } from './scenario-file.js'
import { PROXY_OPTIONS, type ProxySettings, proxySettings } from './proxy/options.js'

/**
 * The CLI's options, one row each: flag, type, default, bounds, unit and help. The parser, the
 * `--help` text and the server's defaults (SERVER_DEFAULTS, read by the control plane and the
 * session pool) are all made from this table, so each default is written once; a default that
 * belongs to mocks/ (the kept answers' budget) is read from there. Groups of rows live beside
 * their subject (memory-options.ts, proxy/options.ts) and are spread into the table.
 */

/** The units an integer is given in, and what one of them is in the server's own (bytes, ms). */
const UNITS = { MiB, s: 1000, ms: 1 } as const

interface Row {
  help: string
  /** What the help gives as the default, when not the default itself; false: none is shown. */
  shown?: string | false
}
interface IntegerRow extends Row {
  type: 'integer'
  /** In `unit`, as given on the command line. */
  default: number
  /** The default is at most this share of the heap (HEAP_BYTES): a smaller heap, a smaller default. */
  heapShare?: number
  /** The least is 0. */
  max: number
  unit?: keyof typeof UNITS
  /** An environment variable read when the flag is not given. */
  env?: string
}
interface TextRow extends Row {
  type: 'text'
  /** What the help calls the value. */
  value: string
  default?: string
  multiple?: boolean
}
interface SwitchRow extends Row {
  type: 'switch'
  short?: string
}
type OptionRow = IntegerRow | TextRow | SwitchRow

export const OPTIONS = {
  port: { type: 'integer', default: 8000, max: 65535, env: 'PORT', help: 'port to listen on' },
  host: { type: 'text', value: 'address', default: '127.0.0.1', help: 'address to bind' },
  token: { type: 'text', value: 'token', default: DEFAULT_TOKEN, help: 'API token clients must send' },
  scenario: {
    type: 'text',
    value: 'name|file',
    default: 'default',
    help: `data to start with: ${SCENARIO_NAMES.join(', ')}, or a scenario file (.json, or a .js/.mjs/.ts module whose default export is defineScenario(...)), then known by the file's name to POST /__standin/reset`,
  },
  watch: {
    type: 'switch',
    help: 'with a --scenario file: reload it and reset the shared store when it changes, one console line each time',
  },
  seed: { type: 'integer', default: DEFAULT_SEED, max: Number.MAX_SAFE_INTEGER, help: 'Faker seed of the scenario' },
  snapshot: {
    type: 'text',
    value: 'file',
    help: 'start from a snapshot (GET /__standin/snapshot, or a --persist file) instead of a scenario',
  },
  persist: {
    type: 'text',
    value: 'file',
    help: 'append every change to <file> (flushed before the answer), and start from it if it exists; one server per file',
  },
  now: {
    type: 'text',
    value: 'date-time',
    shown: 'real time',
    help: 'pin the clock, e.g. 2030-01-01T10:00:00Z',
  },
  fault: {
    type: 'text',
    value: 'spec',
    multiple: true,
    help: 'inject a fault, repeatable: "[METHOD] PATH [delay=MS|MIN-MAX] [code=STATUS] [drop] [rate=R]" or JSON',
  },
  stubs: {
    type: 'text',
    value: 'file',
    help: 'canned answers that win over the model: a JSON file holding one stub or a list, as POST /__standin/stubs takes them',
  },
  ...MEMORY_OPTIONS,
  'cors-origin': {
    type: 'text',
    value: 'origin',
    multiple: true,
    default: '*',
    shown: '*; never * with credentials',
    help: 'origin browsers may call the APIs from, repeatable or a comma list; * for any',
  },
  'admin-token': {
    type: 'text',
    value: 'token',
    shown: 'none, open',
    help: 'close the control routes (all but /__standin/health and the workbench page and its files) to callers without it: Authorization: Bearer <token>, X-Standin-Admin-Token, or ?token=<token> on a GET (the workbench at /__standin/ asks for it)',
  },
  'allowed-host': {
    type: 'text',
    value: 'name',
    multiple: true,
    shown: "localhost, IPs, the --host name; on 0.0.0.0 the machine's",
    help: 'another name the control routes answer to (their Host header), repeatable or a comma list: .example.test for it and the names under it, * for any; other names are refused (403), as a DNS-rebinding page uses its own',
  },
  ...PROXY_OPTIONS,
  quiet: { type: 'switch', help: 'no line per request on the console' },
  help: { type: 'switch', short: 'h', shown: false, help: 'show this help' },
  // Answered by bin/standin.js before anything loads (on any Node); listed here for the help.
  version: { type: 'switch', short: 'v', shown: false, help: 'print the version and exit' },
} as const satisfies Record<string, OptionRow>

type Flag = keyof typeof OPTIONS
type FlagOf<Type extends OptionRow['type']> = {
  [F in Flag]: (typeof OPTIONS)[F]['type'] extends Type ? F : never
}[Flag]

const isFlag = (name: string): name is Flag => name in OPTIONS
/** The table in its order (the help's). */
const rows: Array<[Flag, OptionRow]> = []
for (const [flag, row] of Object.entries(OPTIONS)) if (isFlag(flag)) rows.push([flag, row])

/** An integer option's value in the server's unit: as given, or its default (capped by its share of the heap). */
function inServerUnit(row: IntegerRow, value?: number): number {
  const scale = row.unit ? UNITS[row.unit] : 1
  if (value !== undefined) return value * scale
  const byDefault = row.default * scale
  return row.heapShare === undefined ? byDefault : Math.min(byDefault, Math.floor(HEAP_BYTES * row.heapShare))
}

/** The defaults of the options the server reads, in its units: what an app made without the CLI uses too. */
export const SERVER_DEFAULTS = {
  journalSize: inServerUnit(OPTIONS['journal-size']),
  snapshotBytes: inServerUnit(OPTIONS['snapshot-limit']),
  sessionLimit: inServerUnit(OPTIONS.sessions),
  sessionIdleMs: inServerUnit(OPTIONS['session-idle']),
  sessionMemoryBytes: inServerUnit(OPTIONS['session-memory']),
}

const INTRO = `Usage: standin [options]
       standin init <publicDir>    copy mockServiceWorker.js there (for the browser entry)
       standin record --help       write a deployment's data as a scenario file

Serves the identity admin API (/api/v2beta) and the events calendar API
(/wp-json/cal/events/v1) from a seeded in-memory store; control routes and a workbench
under /__standin/.

Options:
`
/** Where descriptions start, and where lines end. */
const COLUMN = 26
const WIDTH = 100

export function shownDefault(row: OptionRow): string | undefined {
  if (row.shown !== undefined) return row.shown === false ? undefined : row.shown
  if (row.type === 'switch') return 'off'
  if (row.type === 'text') return row.default ?? 'none'
  const bound = row.max === Number.MAX_SAFE_INTEGER ? '' : `, at most ${row.max}`
  return `${row.env ? `$${row.env} or ` : ''}${row.default}${bound}`
}

/** One option's help: its flag and value, then its description wrapped in the second column. */
function helpOf(flag: Flag, row: OptionRow): string {
  const value = row.type === 'integer' ? (row.unit ?? 'n') : row.type === 'text' ? row.value : undefined
  const short = row.type === 'switch' && row.short ? `-${row.short}, ` : ''
  const name = `  ${short}--${flag}${value ? ` <${value}>` : ''}`
  const shown = shownDefault(row)
  // The default stays on one line, where a reader looks for it.
  const words = [...row.help.split(' '), ...(shown === undefined ? [] : [`(default: ${shown})`])]
  const lines = [name.padEnd(COLUMN - 1)]
  for (const word of words) {
    const line = lines.at(-1) ?? ''
    if (line.length >= COLUMN && line.length + 1 + word.length > WIDTH) lines.push(`${' '.repeat(COLUMN - 1)} ${word}`)
    else lines[lines.length - 1] = `${line} ${word}`
  }
  return lines.join('\n')
}

export const HELP = `${INTRO}${rows.map(([flag, row]) => helpOf(flag, row)).join('\n')}\n`

/** What the server is started with, in the server's units (bytes, milliseconds). */
interface Options {
  port: number
  host: string
  token: string
  /** The start scenario: built in, or a file (known to reset by the file's name). */
  scenario: { name: ScenarioName; file?: undefined } | { name: string; file: string }
  watch: boolean
  seed: number
  snapshot: string | undefined
  persist: string | undefined
  now: Date | undefined
  faults: FaultRule[]
  stubs: string | undefined
  journalSize: number
  snapshotBytes: number
  sessionLimit: number
  sessionIdleMs: number
  sessionMemoryBytes: number
  answerBytes: number
  corsOrigins: string[]
  adminToken: string | undefined
  /** Names besides localhost and IP addresses the control routes answer to (`--allowed-host`, the `--host` name, the machine's when on every address). */
  allowedHosts: string[]
  /** `--proxy` and the options that go with it. */
  proxy: ProxySettings | undefined
  quiet: boolean
}

export type ParsedOptions =
  | { kind: 'options'; options: Options }
  | { kind: 'help' }
  /** One line saying what is wrong (the CLI adds the help). */
  | { kind: 'error'; error: string }

const PARSE_ARGS: ParseArgsOptionsConfig = Object.fromEntries(
  rows.map(([flag, row]) => [
    flag,
    row.type === 'switch'
      ? { type: 'boolean', ...(row.short ? { short: row.short } : {}) }
      : { type: 'string', ...(row.type === 'text' && row.multiple ? { multiple: true } : {}) },
  ]),
)

class OptionError extends Error {}
const refuse = (message: string): never => {
  throw new OptionError(message)
}

type Values = ReturnType<typeof parseArgs>['values']

/** Reads the options parseArgs found, each by its row. */
function readerOf(values: Values, env: Readonly<Record<string, string | undefined>>) {
  const given = (flag: Flag): string | undefined => {
    const value = values[flag]
    return typeof value === 'string' ? value : undefined
  }
  return {
    given,
    on: (flag: FlagOf<'switch'>): boolean => values[flag] === true,
    text: (flag: 'host' | 'token' | 'scenario'): string => given(flag) ?? OPTIONS[flag].default,
    /** A repeatable option's values, or its default when it is not given. */
    list: (flag: FlagOf<'text'>, fallback?: string): string[] => {
      const value = values[flag]
      const list = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
      return list.length === 0 && fallback !== undefined ? [fallback] : list
    },
    integer(flag: FlagOf<'integer'>): number {
      const row: IntegerRow = OPTIONS[flag]
      const value = given(flag) ?? (row.env ? env[row.env] || undefined : undefined)
      if (value === undefined) return inServerUnit(row)
      if (!/^\d+$/.test(value) || Number(value) > row.max)
        refuse(`--${flag} must be an integer from 0 to ${row.max}, got "${value}"`)
      return inServerUnit(row, Number(value))
    },
  }
}

function token<Value extends string | undefined>(flag: 'token' | 'admin-token', value: Value): Value {
  if (value !== undefined && (value === '' || /\s/.test(value)))
    refuse(`--${flag} must be non-empty and contain no spaces`)
  return value
}

function instant(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const at = parseInstant(value) ?? refuse(`--now must be an ISO 8601 date-time with a zone, got "${value}"`)
  return clockInRange(at) ? at : refuse(`--now: ${CLOCK_OUT_OF_RANGE}`)
}

function faults(specs: string[]): FaultRule[] {
  const rules = specs.map((spec) => {
    const rule = parseFaultSpec(spec)
    return rule.ok ? rule.value : refuse(`--fault "${spec}": ${rule.error}`)
  })
  if (rules.length > MAX_FAULT_RULES) refuse(`--fault: at most ${MAX_FAULT_RULES} faults, got ${rules.length}`)
  return rules
}

function corsOrigins(lists: string[]): string[] {
  const origins = lists.flatMap((list) => list.split(',')).map((origin) => origin.trim())
  for (const origin of origins) {
    if (origin !== '*' && (!URL.canParse(origin) || new URL(origin).origin !== origin))
      refuse(
        `--cors-origin must be * or an origin like http://localhost:5173 (scheme, host, port; no path), got "${origin}"`,
      )
  }
  return origins
}

function allowedHosts(lists: string[], host: string): string[] {
  const names = allowedHostNames(lists, host)
  return names.ok ? names.value : refuse(names.error)
}

function scenario(requested: string): Options['scenario'] {
  if (isScenarioName(requested)) return { name: requested }
  if (isScenarioPath(requested)) return { name: scenarioFileName(requested), file: requested }
  return refuse(`unknown scenario "${requested}" (a name: ${SCENARIO_NAMES.join(', ')}; or a file path)`)
}

/**
 * The command line's options, checked, or the first thing wrong with them (in the table's
 * order, mostly). Starts nothing and reads no file: the CLI does that with what this returns.
 */
export function parseOptions(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ParsedOptions {
  let values: Values
  try {
    values = parseArgs({ args: [...argv], options: PARSE_ARGS }).values
  } catch (error) {
    // Node's own message: an unknown option, a value missing, an argument it does not take.
    return { kind: 'error', error: messageOf(error) }
  }
  try {
    const read = readerOf(values, env)
    if (read.on('help')) return { kind: 'help' }
    const port = read.integer('port')
    const seed = read.integer('seed')
    const start = scenario(read.text('scenario'))
    const proxied = proxySettings(read)
    if (read.on('watch') && start.file === undefined) refuse('--watch needs --scenario <file>')
    const options: Options = {
      port,
      host: read.text('host'),
      seed,
      scenario: start,
      watch: read.on('watch'),
      token: token('token', read.text('token')),
      now: instant(read.given('now')),
      faults: faults(read.list('fault')),
      corsOrigins: corsOrigins(read.list('cors-origin', OPTIONS['cors-origin'].default)),
      adminToken: token('admin-token', read.given('admin-token')),
      allowedHosts: allowedHosts(read.list('allowed-host'), read.text('host')),
      sessionMemoryBytes: read.integer('session-memory'),
      answerBytes: read.integer('answer-memory'),
      journalSize: read.integer('journal-size'),
      sessionLimit: read.integer('sessions'),
      snapshotBytes: read.integer('snapshot-limit'),
      sessionIdleMs: read.integer('session-idle'),
      snapshot: read.given('snapshot'),
      persist: read.given('persist'),
      stubs: read.given('stubs'),
      proxy: proxied.ok ? proxied.value : refuse(proxied.error),
      quiet: read.on('quiet'),
    }
    return { kind: 'options', options }
  } catch (error) {
    if (error instanceof OptionError) return { kind: 'error', error: error.message }
    throw error
  }
}
