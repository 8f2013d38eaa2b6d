import { Ajv2020 } from 'ajv/dist/2020.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadScenario } from '../../../fixtures/scenario-loader.js'
import { createMockContext } from '../../../mocks/context/context.js'
import { callApi } from '../../../mocks/factories/call.js'
import {
  IDENTITY_READ_ONLY,
  IDENTITY_WRITABLE,
  CALENDAR_WRITABLE,
  type ApiName,
} from '../../../mocks/factories/collections.js'
import { answerSchemaFor } from '../../../server/proxy/drift.js'
import { type Schema, violationsOf } from '../../../server/proxy/schema-check.js'
import { closed } from '../../helpers/closed-schema.js'

/**
 * The drift check's validator (server/proxy/schema-check.ts) against an independent oracle, ajv,
 * on standin's own answers to every collection of both APIs and on those answers altered (a field
 * added, a value of another type, a required field taken away): both accept the same and refuse
 * the same. ajv is given the documents read as the drift check reads them (closed-schema.ts).
 */

type Json = any

const DOCUMENTS: Record<ApiName, { path: string; root: string }> = {
  identity: { path: '/api/v2beta/swagger.json', root: '/api/v2beta' },
  calendar: { path: '/wp-json/cal/events/v1/doc', root: '/wp-json/cal/events/v1' },
}
interface Sample {
  api: ApiName
  method: string
  path: string
  status: number
  body: Json
}

const samples: Sample[] = []
const documents = {} as Record<ApiName, Schema>
const ajv = new Ajv2020({ strict: false, allErrors: true })

beforeAll(async () => {
  const context = await loadScenario(createMockContext({ seed: 1 }), 'default')
  for (const api of ['identity', 'calendar'] as const) {
    documents[api] = (await callApi(context, api, 'GET', DOCUMENTS[api].path)).body as Schema
    ajv.addSchema(closed(documents[api], documents[api]), api)
  }
  const add = async (api: ApiName, path: string) => {
    const answer = await callApi(context, api, 'GET', `${DOCUMENTS[api].root}${path}`)
    samples.push({ api, method: 'GET', path: path.split('?')[0]!, status: answer.status, body: answer.body })
    return answer.body as Json
  }
  await add('identity', '/')
  for (const collection of [...IDENTITY_WRITABLE, ...IDENTITY_READ_ONLY]) {
    const list = await add('identity', `/${collection}/?limit=5`)
    if (list.results[0]) await add('identity', `/${collection}/${list.results[0].pk}/`)
  }
  await add('calendar', '/')
  for (const resource of CALENDAR_WRITABLE) {
    const list = await add(
      'calendar',
      `/${resource}?per_page=5${resource === 'events' ? '&start_date=1900-01-01&end_date=2999-12-31' : ''}`,
    )
    await add('calendar', `/${resource}/${list[resource][0].id}`)
  }
})

/** Both validators' verdicts on a value for a sample's route. */
function verdicts(sample: Sample, body: Json) {
  const found = answerSchemaFor(
    documents[sample.api],
    sample.method,
    sample.path,
    sample.status,
    sample.api === 'calendar',
  )
  if (!found?.schema) throw new Error(`no schema for ${sample.api} ${sample.path} ${sample.status}`)
  const ours = violationsOf(found.schema, body, documents[sample.api])
  const check = ajv.getSchema(`${sample.api}#/${refPath(sample, found.schema)}`)!
  return { ours, ajv: check(body), errors: check.errors }
}

/** Where the sample's schema sits in its document, as a JSON pointer (its `$ref`, or the response's own). */
function refPath(sample: Sample, schema: Json): string {
  if (typeof schema.$ref === 'string') return schema.$ref.replace(/^#\//, '')
  const document: Json = documents[sample.api]
  for (const [template, item] of Object.entries<Json>(document.paths)) {
    const response = item.get?.responses?.[String(sample.status)]
    const own = response?.schema ?? response?.content?.['application/json']?.schema
    if (own === schema)
      return [
        'paths',
        template.replaceAll('~', '~0').replaceAll('/', '~1'),
        'get',
        'responses',
        String(sample.status),
        ...(response.schema ? ['schema'] : ['content', 'application~1json', 'schema']),
      ].join('/')
  }
  throw new Error('schema not found in its document')
}

/** The first object inside a value (a list's first record), where alterations go. */
function firstRecord(body: Json): Json {
  if (Array.isArray(body)) return body.find((item) => item && typeof item === 'object')
  for (const value of Object.values(body))
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object') return value[0]
  return body
}

describe('the drift validator agrees with ajv', () => {
  it("accepts standin's own answers to every collection, as ajv does", () => {
    expect(samples.length).toBeGreaterThan(50)
    for (const sample of samples) {
      const { ours, ajv: valid, errors } = verdicts(sample, sample.body)
      expect(ours, `${sample.api} ${sample.path}`).toEqual([])
      expect(valid, `${sample.api} ${sample.path}: ${JSON.stringify(errors)}`).toBe(true)
    }
  })

  it('refuses what ajv refuses: an added field, a value of another type, a missing required field', () => {
    let altered = 0
    for (const sample of samples) {
      const alterations: Array<[string, (record: Json) => void]> = [
        ['an added field', (record) => (record.drifted_field = 1)],
        [
          'another type',
          (record) => {
            const key = Object.keys(record).find((name) => typeof record[name] === 'string')
            if (key) record[key] = 42
          },
        ],
        ['a missing field', (record) => delete record[Object.keys(record)[0]!]],
      ]
      for (const [what, alter] of alterations) {
        const body = structuredClone(sample.body)
        const record = firstRecord(body)
        if (!record || typeof record !== 'object') continue
        alter(record)
        const { ours, ajv: valid } = verdicts(sample, body)
        expect(
          ours.length === 0,
          `${sample.api} ${sample.path} ${what}: ours ${JSON.stringify(ours)} ajv ${valid}`,
        ).toBe(valid)
        if (!valid) altered++
      }
    }
    expect(altered).toBeGreaterThan(100)
  })

  it('says where, and what', () => {
    const sample = samples.find((candidate) => candidate.path === '/core/users/')!
    const body = structuredClone(sample.body)
    body.results[0].last_login = null
    body.results[1].is_superuser = 'yes'
    delete body.results[2].username
    body.count = '3'
    expect(verdicts(sample, body).ours).toEqual([
      { at: '$.count', kind: 'type', detail: 'string where the document says integer' },
      { at: '$.results[].last_login', kind: 'undeclared', detail: 'a field standin does not send' },
      { at: '$.results[].is_superuser', kind: 'type', detail: 'string where the document says boolean' },
      { at: '$.results[].username', kind: 'missing', detail: 'a field the document requires' },
    ])
  })
})
