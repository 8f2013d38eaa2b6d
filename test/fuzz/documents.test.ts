import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN, type MockContext } from '../../mocks/context/context.js'
import { restoreSnapshot, takeSnapshot } from '../../mocks/context/snapshot.js'
import { querysetOf } from '../../mocks/identity/collection.js'
import { resources } from '../../mocks/identity/routes.js'
import { Conformance } from '../helpers/openapi/conformance.js'
import { type ApiDocument, type Operation, readDocument } from '../helpers/openapi/operations.js'
import { type Existing, type GeneratedRequest, requestsFor } from '../helpers/openapi/requests.js'
import { type Standin, useStandin } from '../helpers/standin.js'

/**
 * The property-based pass over standin's served documents (issue 23, item 8): for every
 * operation of the identity Swagger document (`/api/v2beta/swagger.json`) and the calendar's
 * OpenAPI document (`/wp-json/cal/events/v1/doc`), fast-check makes requests from what the
 * document says of it, valid and invalid (test/helpers/openapi/requests.ts), sends them in
 * process through the MSW host, and fails on any 5xx or any answer the document does not
 * describe: its status, its Content-Type, its body's schema (test/helpers/openapi/conformance.ts,
 * ajv). The store is put back before each operation. `STANDIN_FUZZ_RUNS` runs more cases per
 * operation and `STANDIN_FUZZ_SEED` repeats a seed; `npm test` runs a fixed seed in about a minute.
 */

const RUNS = Number(process.env.STANDIN_FUZZ_RUNS) || 20
const SEED = Number(process.env.STANDIN_FUZZ_SEED) || 20261126

const standin = useStandin()

interface Served {
  api: 'identity' | 'calendar'
  described: ApiDocument
  conformance: Conformance
}

async function served(api: Served['api'], documentPath: string, base: string): Promise<Served> {
  const reply = await standin.send('GET', documentPath, { auth: false })
  const described = readDocument(reply.body, base)
  return { api, described, conformance: new Conformance(api, described) }
}

/** Ids and slugs that name records in the store, for the path parameters that take them. */
function existingIn(context: MockContext): Existing {
  return (operation, parameter) => {
    const collection = resources.find((each) => operation.template === `${each.path}{${each.lookup}}/`)
    if (collection)
      return querysetOf(collection, context.identity)
        .page(0, Infinity)
        .map((row) => String((row as { pk: unknown }).pk))
    const calendar = context.calendar
    const [, kind] = /^\/(events|venues|organizers|categories|tags)\//.exec(operation.template) ?? []
    if (kind === undefined || (parameter !== 'id' && parameter !== 'slug')) return []
    const rows: ReadonlyArray<{ id: number; slug: string }> =
      kind === 'events'
        ? calendar.events.rows()
        : kind === 'venues'
          ? calendar.venues.rows()
          : kind === 'organizers'
            ? calendar.organizers.rows()
            : calendar.termsOf(kind === 'categories' ? 'tribe_events_cat' : 'post_tag')
    return rows.map((row) => String(parameter === 'id' ? row.id : row.slug))
  }
}

async function send(target: Standin, request: GeneratedRequest) {
  const reply = await target.send(request.method, request.path, {
    auth: false,
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body } : {}),
  })
  return { status: reply.status, contentType: reply.headers.get('content-type'), text: reply.text }
}

/** Runs the property over one operation; answers each failure found, as a line. */
async function checkOperation(target: Standin, api: Served, operation: Operation, runs: number): Promise<string[]> {
  const requests = requestsFor(api.described, operation, existingIn(target.context), DEFAULT_TOKEN)
  const result = await fc.check(
    fc.asyncProperty(requests, async (request) => {
      const problems = api.conformance.check(operation, await send(target, request))
      if (problems.length > 0) throw new Error(problems.join('; '))
    }),
    { numRuns: runs, seed: SEED, endOnFailure: true },
  )
  if (!result.failed) return []
  const request = result.counterexample?.[0]
  const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)
  return [`${api.api} ${operation.id}: ${request?.method} ${request?.path} ${request?.body ?? ''} -> ${error}`]
}

describe('the served documents describe every answer', () => {
  it.each([
    ['identity', '/api/v2beta/swagger.json', '/api/v2beta'],
    ['calendar', '/wp-json/cal/events/v1/doc', '/wp-json/cal/events/v1'],
  ] as const)(
    '%s: requests made from each operation get an answer its document declares',
    { timeout: 180_000 },
    async (api, documentPath, base) => {
      const document = await served(api, documentPath, base)
      const initial = takeSnapshot(standin.context)
      const failures: string[] = []
      for (const operation of document.described.operations) {
        await restoreSnapshot(standin.context, initial)
        failures.push(...(await checkOperation(standin, document, operation, RUNS)))
      }
      await restoreSnapshot(standin.context, initial)
      expect(failures).toEqual([])
    },
  )
})

/**
 * The pass fails when the document and the answers part: a document narrowed where standin
 * answers otherwise, and an answer (a stub standin serves in the API's place) that breaks the
 * document, each found within a few requests.
 */
describe('a negative control', () => {
  it('fails on a document that misdescribes the answers', async () => {
    const identity = await served('identity', '/api/v2beta/swagger.json', '/api/v2beta')
    const narrowed = structuredClone(identity.described.document)
    narrowed.definitions.User.properties.username.type = 'integer'
    const calendar = await served('calendar', '/wp-json/cal/events/v1/doc', '/wp-json/cal/events/v1')
    const unlisted = structuredClone(calendar.described.document)
    delete unlisted.paths['/events'].get.responses['400']
    const failures: string[] = []
    for (const [api, document, base, id] of [
      ['identity', narrowed, '/api/v2beta', 'core_users_list'],
      ['calendar', unlisted, '/wp-json/cal/events/v1', 'calendar.events.list'],
    ] as const) {
      const described = readDocument(document, base)
      const operation = described.operations.find((each) => each.id === id)!
      const broken: Served = { api, described, conformance: new Conformance(`${api}-narrowed`, described) }
      failures.push(...(await checkOperation(standin, broken, operation, 50)))
    }
    expect(failures).toHaveLength(2)
    expect(failures[0]).toContain('body/results/0/username must be integer')
    expect(failures[1]).toContain('status 400 is not declared')
  })

  it('fails on an answer its document does not describe, and on a server error', async () => {
    const identity = await served('identity', '/api/v2beta/swagger.json', '/api/v2beta')
    const operation = (id: string) => identity.described.operations.find((each) => each.id === id)!
    const added = standin.context.stubs.add([
      {
        request: { method: 'GET', path: '/api/v2beta/core/users/:id/' },
        response: { status: 200, body: { pk: 'one' } },
      },
      { request: { method: 'GET', path: '/api/v2beta/core/groups/' }, response: { status: 502, body: {} } },
    ])
    expect(added.ok).toBe(true)
    try {
      const read = await checkOperation(standin, identity, operation('core_users_read'), 20)
      expect(read.join('\n')).toContain('body/pk must be integer')
      const list = await checkOperation(standin, identity, operation('core_groups_list'), 20)
      expect(list.join('\n')).toContain('a server error: 502')
    } finally {
      standin.context.stubs.clear()
    }
  })
})
