import { renameSync, rmSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import type { JsonObject } from '../../mocks/http/types.js'
import { checkScenario } from '../../fixtures/scenario-document.js'
import { messageOf } from '../error-message.js'
import { calendarPlan } from './calendar.js'
import { createClient, RecordError } from './client.js'
import { identityPlan } from './identity.js'
import { type ApiPlan, recordApi } from './recording.js'

/**
 * `standin record`: a live deployment's data, read through both APIs' public routes, written as
 * a scenario document over `empty` (`--scenario <file>`, `resetStandin({ scenario })` and
 * `POST /__standin/reset` load it). Progress goes to stderr; whatever stops the recording is
 * one line there, and the file is then left as it was: it is written whole (a temporary file
 * renamed over it) or not at all.
 */

export const RECORD_HELP = `Usage: standin record --from <origin> --token <token> --out <file> [options]

Reads a deployment of the identity API (/api/v2beta) and the events calendar API
(/wp-json/cal/events/v1) through their public routes and writes its data as a scenario document:
records as create bodies, links as $ref, stages, authors and images declared. Secrets (private
keys, client and cookie secrets, tokens, passwords) are replaced by generated values.

Options:
  --from <origin>           the deployment's origin, for both APIs (e.g. https://staging.example.com)
  --identity-from <origin>  the identity API's origin, when it is elsewhere (default: --from)
  --calendar-from <origin>  the calendar API's origin, when it is elsewhere (default: --from)
  --token <token>           an administrator's token: identity gets it as Basic <base64(standin:token)>;
                            the calendar as an application password when it reads user:password
                            (Basic), else as Bearer <token> (standin's own)
  --identity-token <token>  the identity API's token, when it differs (default: --token)
  --calendar-token <token>  the calendar API's credentials, when they differ (default: --token)
  --out <file>              the scenario document to write (.json)
  --max <n>                 at most n records per collection, and what they link to (default: all)
  --keep-secrets            keep the deployment's secrets as they are
  --timeout <s>             seconds to wait for each answer (default: 30)
  -h, --help                show this help
`

const MAX_ANSWER_BYTES = 64 * 1024 * 1024

class UsageError extends Error {}

function originOf(flag: string, value: string | undefined): URL | undefined {
  if (value === undefined) return undefined
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new UsageError(`--${flag} must be an http(s) origin like https://staging.example.com, got "${value}"`)
  return new URL(new URL(value).origin)
}

function positive(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`--${flag} must be a positive integer, got "${value}"`)
  return Number(value)
}

interface Target {
  plan: ApiPlan
  origin: URL
  authorization: string
}

const basic = (credentials: string) => `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`

/** What the command line asks for, checked. */
function parseRecordOptions(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      from: { type: 'string' },
      'identity-from': { type: 'string' },
      'calendar-from': { type: 'string' },
      token: { type: 'string' },
      'identity-token': { type: 'string' },
      'calendar-token': { type: 'string' },
      out: { type: 'string' },
      max: { type: 'string' },
      'keep-secrets': { type: 'boolean' },
      timeout: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) return { help: true as const }
  const from = originOf('from', values.from)
  const identityToken = values['identity-token'] ?? values.token
  const calendarToken = values['calendar-token'] ?? values.token
  const targets: Target[] = []
  const identity = originOf('identity-from', values['identity-from']) ?? from
  const calendar = originOf('calendar-from', values['calendar-from']) ?? from
  if (!identity && !calendar) throw new UsageError('give --from <origin> (or --identity-from, --calendar-from)')
  if (!values.out) throw new UsageError('give --out <file>, the scenario document to write')
  for (const [name, token] of [
    ['identity', identityToken],
    ['calendar', calendarToken],
  ] as const)
    if ((name === 'identity' ? identity : calendar) && (token === undefined || token === '' || /\s/.test(token)))
      throw new UsageError(`give --token <token> (or --${name}-token): the ${name} API's, without spaces`)
  if (identity && identityToken)
    targets.push({ plan: identityPlan, origin: identity, authorization: basic(`standin:${identityToken}`) })
  if (calendar && calendarToken)
    targets.push({
      plan: calendarPlan,
      origin: calendar,
      authorization: calendarToken.includes(':') ? basic(calendarToken) : `Bearer ${calendarToken}`,
    })
  return {
    help: false as const,
    targets,
    out: values.out,
    max: positive('max', values.max, Number.MAX_SAFE_INTEGER),
    keepSecrets: values['keep-secrets'] === true,
    timeoutMs: positive('timeout', values.timeout, 30) * 1000,
  }
}

/** Records every target into one document and writes it whole; answers the exit status. */
export async function record(argv: readonly string[], progress: (line: string) => void): Promise<number> {
  let options: ReturnType<typeof parseRecordOptions>
  try {
    options = parseRecordOptions(argv)
  } catch (error) {
    progress(`${messageOf(error)}\n\n${RECORD_HELP}`)
    return 2
  }
  if (options.help) {
    process.stdout.write(RECORD_HELP)
    return 0
  }
  const document: JsonObject = { extends: 'empty' }
  const counts: string[] = []
  try {
    for (const { plan, origin, authorization } of options.targets) {
      const client = createClient({
        api: plan.api,
        origin,
        authorization,
        timeoutMs: options.timeoutMs,
        maxBytes: MAX_ANSWER_BYTES,
      })
      const section = await recordApi(client, plan, { max: options.max, keepSecrets: options.keepSecrets, progress })
      document[plan.api] = section
      const records = Object.values(section).reduce<number>(
        (sum, list) => sum + (Array.isArray(list) ? list.length : 0),
        0,
      )
      counts.push(`${plan.api} ${records} records in ${Object.keys(section).length} collections`)
    }
  } catch (error) {
    if (!(error instanceof RecordError)) throw error
    progress(`${error.message}; nothing written`)
    return 1
  }
  const checked = checkScenario(document)
  if (!checked.ok) {
    progress(`the recording is not a scenario standin loads (${checked.error}); nothing written`)
    return 1
  }
  const temporary = `${options.out}.${process.pid}.tmp`
  try {
    writeFileSync(temporary, `${JSON.stringify(document, null, 2)}\n`)
    renameSync(temporary, options.out)
  } catch (error) {
    rmSync(temporary, { force: true })
    progress(`cannot write ${options.out}: ${messageOf(error)}`)
    return 1
  }
  progress(`wrote ${options.out}: ${counts.join(', ')}`)
  return 0
}
