import { hostname } from 'node:os'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { DEFAULT_BUDGET_BYTES } from '../../mocks/http/answers.js'
import { HELP, OPTIONS, parseOptions, SERVER_DEFAULTS } from '../../server/options.js'

/**
 * The CLI's option table, read without starting a process: what the parser makes of a command
 * line, what it refuses (with the line the CLI prints), and the help and defaults derived from it.
 */

const MiB = 1024 * 1024

function options(...argv: string[]) {
  const parsed = parseOptions(argv)
  if (parsed.kind !== 'options') throw new Error(`expected options, got ${JSON.stringify(parsed)}`)
  return parsed.options
}

function refusal(...argv: string[]): string {
  const parsed = parseOptions(argv)
  if (parsed.kind !== 'error') throw new Error(`expected a refusal of ${argv.join(' ')}, got ${parsed.kind}`)
  return parsed.error
}

describe('parseOptions', () => {
  it('gives every default without arguments, in the server units', () => {
    expect(options()).toEqual({
      port: 8000,
      host: '127.0.0.1',
      token: DEFAULT_TOKEN,
      scenario: { name: 'default' },
      watch: false,
      seed: 1,
      snapshot: undefined,
      persist: undefined,
      now: undefined,
      faults: [],
      stubs: undefined,
      journalSize: 1000,
      snapshotBytes: 32 * MiB,
      sessionLimit: 100,
      sessionIdleMs: 900_000,
      sessionMemoryBytes: 256 * MiB,
      answerBytes: DEFAULT_BUDGET_BYTES,
      corsOrigins: ['*'],
      adminToken: undefined,
      allowedHosts: [],
      quiet: false,
    })
  })

  it("--allowed-host: names the control routes answer to, with the --host name and, on every address, the machine's", () => {
    expect(options('--allowed-host', 'Standin, .QA.example.test', '--allowed-host', '*').allowedHosts).toEqual([
      'standin',
      '.qa.example.test',
      '*',
    ])
    expect(options('--host', 'dev.example.test').allowedHosts).toEqual(['dev.example.test'])
    expect(options('--host', '::1').allowedHosts).toEqual([])
    const machine = hostname().toLowerCase()
    const everywhere = options('--host', '0.0.0.0', '--allowed-host', 'standin').allowedHosts
    expect(everywhere).toEqual([...new Set(['standin', machine, machine.split('.')[0]])])
    expect(options('--host', '::').allowedHosts).toContain(machine)
  })

  it('converts MiB and seconds to bytes and milliseconds', () => {
    const given = options(
      '--snapshot-limit',
      '2',
      '--session-idle',
      '3',
      '--session-memory',
      '4',
      '--answer-memory',
      '0',
      '--journal-size',
      '0',
    )
    expect([given.snapshotBytes, given.sessionIdleMs, given.sessionMemoryBytes, given.answerBytes]).toEqual([
      2 * MiB,
      3000,
      4 * MiB,
      0,
    ])
    expect(given.journalSize).toBe(0)
  })

  it('reads $PORT when --port is not given, and --port over it', () => {
    expect(parseOptions([], { PORT: '4567' })).toMatchObject({ kind: 'options', options: { port: 4567 } })
    expect(parseOptions(['--port', '0'], { PORT: '4567' })).toMatchObject({ kind: 'options', options: { port: 0 } })
    expect(parseOptions([], { PORT: '' })).toMatchObject({ kind: 'options', options: { port: 8000 } })
    expect(parseOptions([], { PORT: 'x' })).toEqual({
      kind: 'error',
      error: '--port must be an integer from 0 to 65535, got "x"',
    })
  })

  it('takes a scenario by name or as a file, known by the file name', () => {
    expect(options('--scenario', 'empty').scenario).toEqual({ name: 'empty' })
    expect(options('--scenario', './scenarios/alice.json', '--watch')).toMatchObject({
      scenario: { name: 'alice', file: './scenarios/alice.json' },
      watch: true,
    })
  })

  it('collects repeated and comma-listed origins, and repeated faults', () => {
    const given = options(
      '--cors-origin',
      'http://a.example, http://b.example',
      '--cors-origin',
      'http://c.example',
      '--fault',
      '/x code=503',
      '--fault',
      'GET /y delay=5',
    )
    expect(given.corsOrigins).toEqual(['http://a.example', 'http://b.example', 'http://c.example'])
    expect(given.faults).toEqual([
      { path: '/x', status: 503 },
      { method: 'GET', path: '/y', delayMs: 5 },
    ])
  })

  it('pins the clock with --now', () => {
    expect(options('--now', '2030-01-01T10:00:00+02:00').now).toEqual(new Date('2030-01-01T08:00:00Z'))
  })

  it('asks for the help before checking anything else', () => {
    expect(parseOptions(['--port', 'abc', '-h'])).toEqual({ kind: 'help' })
    expect(parseOptions(['--help'])).toEqual({ kind: 'help' })
  })

  it.each([
    [['--port', 'abc'], '--port must be an integer from 0 to 65535, got "abc"'],
    [['--port', '70000'], '--port must be an integer from 0 to 65535, got "70000"'],
    [['--seed=-1'], '--seed must be an integer from 0 to 9007199254740991, got "-1"'],
    [['--sessions', '100000'], '--sessions must be an integer from 0 to 1000, got "100000"'],
    [['--snapshot-limit', '2048'], '--snapshot-limit must be an integer from 0 to 1024, got "2048"'],
    [['--session-idle', '1.5'], '--session-idle must be an integer from 0 to 31536000, got "1.5"'],
    [['--scenario', 'nope'], 'unknown scenario "nope" (a name: default, empty, large, edge-cases; or a file path)'],
    [['--watch'], '--watch needs --scenario <file>'],
    [['--token', 'a b'], '--token must be non-empty and contain no spaces'],
    [['--admin-token', ''], '--admin-token must be non-empty and contain no spaces'],
    [['--now', 'tomorrow'], '--now must be an ISO 8601 date-time with a zone, got "tomorrow"'],
    [['--now', '2030-01-01T10:00:00'], '--now must be an ISO 8601 date-time with a zone, got "2030-01-01T10:00:00"'],
    [['--fault', '/x colour=red'], '--fault "/x colour=red": '],
    [['--allowed-host', 'http://qa.example'], '--allowed-host must be a host name like standin'],
    [['--allowed-host', 'qa.example:8000'], '--allowed-host must be a host name like standin'],
    [['--allowed-host', ''], '--allowed-host must be a host name like standin'],
    [
      ['--cors-origin', 'http://app.example/path'],
      '--cors-origin must be * or an origin like http://localhost:5173 (scheme, host, port; no path), got "http://app.example/path"',
    ],
  ])('refuses %j', (argv, message) => {
    expect(refusal(...argv)).toContain(message)
  })

  it('refuses more faults than a store holds', () => {
    expect(refusal(...Array.from({ length: 101 }, () => ['--fault', '/x code=503']).flat())).toBe(
      '--fault: at most 100 faults, got 101',
    )
  })

  it("refuses the clock out of its range with the clock's own reason", () => {
    expect(refusal('--now', '9999-12-31T23:59:59-23:59')).toBe(
      '--now: The clock can be pinned from 1970-01-01T00:00:00.000Z to 9989-12-31T23:59:59.999Z: both APIs write four-digit years, and the calendar looks two years ahead.',
    )
  })

  it("passes on Node's own refusals: an unknown option, a missing value, an argument", () => {
    expect(refusal('--bogus')).toMatch(/^Unknown option '--bogus'/)
    expect(refusal('--port')).toMatch(/--port <value>' argument missing/)
    expect(refusal('serve')).toMatch(/Unexpected argument 'serve'/)
  })

  it('checks the options in the order of the table: the first wrong one is named', () => {
    expect(refusal('--sessions', '5000', '--port', 'x')).toContain('--port')
  })
})

describe('the help and the defaults', () => {
  it('lists every option of the table, in its order, with its default (but --help and --version)', () => {
    const listed = [...HELP.matchAll(/^ {2}(?:-[hv], )?--([a-z-]+)/gm)].map((match) => match[1])
    expect(listed).toEqual(Object.keys(OPTIONS))
    const descriptions = HELP.split(/\n(?= {2}-)/).filter((text) => /^ {2}--[a-z]/.test(text))
    expect(descriptions).toHaveLength(Object.keys(OPTIONS).length - 2)
    for (const text of descriptions) expect(text).toMatch(/\(default: [^\n]+\)$/)
  })

  it('keeps every line within 100 columns, descriptions in the second column', () => {
    const lines = HELP.slice(HELP.indexOf('Options:\n') + 'Options:\n'.length)
      .trimEnd()
      .split('\n')
    for (const line of lines) {
      expect(line.length, line).toBeLessThanOrEqual(100)
      expect(line.slice(0, 26).trim() === '' || /^ {2}\S.{0,22} {2,}\S/.test(line), line).toBe(true)
    }
  })

  it("gives the server the table's defaults in its units", () => {
    expect(SERVER_DEFAULTS).toEqual({
      journalSize: OPTIONS['journal-size'].default,
      snapshotBytes: OPTIONS['snapshot-limit'].default * MiB,
      sessionLimit: OPTIONS.sessions.default,
      sessionIdleMs: OPTIONS['session-idle'].default * 1000,
      sessionMemoryBytes: OPTIONS['session-memory'].default * MiB,
    })
    expect(HELP).toContain(`(default: ${DEFAULT_BUDGET_BYTES / MiB}, at most`)
  })
})

describe('--proxy and its options', () => {
  it('reads the deployment, the paths, the headers, the timeout and the limit; none without --proxy', () => {
    expect(options().proxy).toBeUndefined()
    expect(
      options(
        '--proxy',
        'https://staging.example.com',
        '--proxy-path',
        '/api/v2beta/core/users/*',
        '--proxy-path',
        '/wp-json/cal/events/v1/events/:id',
        '--proxy-header',
        'Authorization: Basic c3RhbmRpbjp0b2tlbg==',
        '--proxy-header',
        'X-Team:qa',
        '--proxy-timeout',
        '1500',
        '--proxy-limit',
        '2',
        '--record-stubs',
        'staging.json',
      ).proxy,
    ).toEqual({
      origin: new URL('https://staging.example.com'),
      paths: ['/api/v2beta/core/users/*', '/wp-json/cal/events/v1/events/:id'],
      headers: [
        ['authorization', 'Basic c3RhbmRpbjp0b2tlbg=='],
        ['x-team', 'qa'],
      ],
      timeoutMs: 1500,
      answerBytes: 2 * MiB,
      recordStubs: 'staging.json',
    })
    expect(options('--proxy', 'http://127.0.0.1:9000/').proxy).toMatchObject({
      timeoutMs: 30_000,
      answerBytes: 8 * MiB,
    })
  })

  it('refuses what cannot be: a URL with a path, a pattern, a header line, options without --proxy', () => {
    expect(refusal('--proxy', 'https://staging.example.com/api')).toMatch(/^--proxy must be an origin/)
    expect(refusal('--proxy', 'ftp://x')).toMatch(/^--proxy must be an origin/)
    expect(refusal('--proxy', 'http://x', '--proxy-path', 'api/*')).toMatch(
      /^--proxy-path "api\/\*": the pattern must be/,
    )
    expect(refusal('--proxy', 'http://x', '--proxy-path', '/a/b*')).toMatch(/stands for a whole segment/)
    expect(refusal('--proxy', 'http://x', '--proxy-header', 'no colon')).toMatch(
      /^--proxy-header must be 'Name: value'/,
    )
    expect(refusal('--proxy', 'http://x', '--proxy-header', 'Bad Name: x')).toMatch(/^--proxy-header must be/)
    expect(refusal('--proxy', 'http://x', '--proxy-timeout', '0')).toBe('--proxy-timeout must be at least 1 ms')
    expect(refusal('--proxy-path', '/x')).toBe('--proxy-path needs --proxy <origin>')
    expect(refusal('--record-stubs', 'x.json')).toBe('--record-stubs needs --proxy <origin>')
  })
})
