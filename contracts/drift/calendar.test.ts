import { beforeAll, describe, expect, it } from 'vitest'
import { useStandin } from '../../test/helpers/standin.js'
import { PACTS, pactFile } from '../pacts.js'
import { drifted, errorsOf, type Json, readJson, useScratch, validate } from './validate.js'

/**
 * The calendar pact against the OpenAPI 3.0 document the calendar serves at
 * `/wp-json/cal/events/v1/doc`, fetched from the app once and handed to the tool as served.
 * The tool ignores OpenAPI 3 `servers` (pactflow/swagger-mock-validator#28), so it is handed
 * the pact with each path made relative to the document's server URL.
 */

const DOC_PATH = '/wp-json/cal/events/v1/doc'
const PACT = pactFile(PACTS.calendar)

function relativeTo(pact: Json, base: string): Json {
  const interactions = (pact.interactions as Json[]).map((interaction) => {
    const path: string = interaction.request.path
    if (!path.startsWith(`${base}/`)) throw new Error(`${interaction.description}: ${path} is not under ${base}`)
    return { ...interaction, request: { ...interaction.request, path: path.slice(base.length) } }
  })
  return { ...pact, interactions }
}

const standin = useStandin({ host: 'koa' })
const write = useScratch()

describe('the calendar pact against the document served at /cal/events/v1/doc', () => {
  let document: string
  let serverPath: string
  beforeAll(async () => {
    const served = await standin.send('GET', DOC_PATH, { auth: false })
    expect(served.status).toBe(200)
    document = write('calendar-doc.json', served.body)
    serverPath = new URL(served.body.servers[0].url).pathname.replace(/\/$/, '')
  })

  it('agree on every path, request and response field', async () => {
    const outcome = await validate(document, write('calendar.json', relativeTo(readJson(PACT), serverPath)))
    expect(errorsOf(outcome)).toEqual([])
    expect(outcome.success).toBe(true)
  })

  it('an undeclared response field or an undocumented path fails the check', async () => {
    const pact = drifted(
      readJson(PACT),
      'calendar.venues.read: one venue',
      'calendar.tags.list: the tags',
      'capacity',
      'popular',
    )
    const outcome = await validate(document, write('calendar-drifted.json', relativeTo(pact, serverPath)))
    expect(outcome.success).toBe(false)
    expect(errorsOf(outcome).sort()).toEqual([
      expect.stringMatching(
        /^calendar\.tags\.list: the tags: request\.path-or-method\.unknown: .* GET \/tags\/popular\/$/,
      ),
      expect.stringMatching(
        /^calendar\.venues\.read: one venue: response\.body\.incompatible: .*additional properties - capacity$/,
      ),
    ])
  })
})
