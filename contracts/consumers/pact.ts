import { readFileSync, rmSync } from 'node:fs'
import { MatchersV3, PactV4, type TemplateHeaders, type TemplateQuery } from '@pact-foundation/pact'
import { beforeAll, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import type { JsonObject } from '../../mocks/http/types.js'
import { type ApiName, PACTS, PACTS_DIR, pactFile } from '../pacts.js'

/**
 * What the consumer pact tests share: how one interaction is declared (as data), and how it
 * is recorded: Pact's mock server answers the example response, the consumer's request is
 * checked against the interaction, and the pact file gains the interaction. Pact writes
 * interactions sorted by description and no timestamps, so a run rewrites the committed
 * files byte for byte.
 */

const { reify } = MatchersV3

/** A state and its parameters, as the interaction names it (fixtures/states.ts sets it up). */
export interface Given {
  state: string
  params?: JsonObject
}

export interface Interaction {
  /** `<route name>: what the consumer does`, so one search finds route, parity row and pact. */
  description: string
  given?: Given[]
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
    /** A literal path, or `fromProviderState(...)` when it names an object the state made. */
    path: string | MatchersV3.Matcher<string>
    query?: TemplateQuery
    /** Send the API token (default: true). */
    auth?: boolean
    /** A JSON body (sent with Content-Type application/json). */
    body?: unknown
  }
  response: {
    status: number
    headers?: TemplateHeaders
    /** Matchers rather than values: the pact must hold for any seed. */
    body?: unknown
  }
}

/** The header the consumers send; `npm run verify --token` swaps in a deployment's token. */
const AUTHORIZATION = `Bearer ${DEFAULT_TOKEN}`

function queryString(query: TemplateQuery | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(reify(query) as Record<string, string | string[]>)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item))
  }
  return `?${search}`
}

/**
 * Declares one test per interaction, recording them all in the consumer's pact file. The
 * file is removed first, so an interaction deleted here disappears from the pact too.
 */
export function recordPact(api: ApiName, interactions: readonly Interaction[]): void {
  const pact = new PactV4({ ...PACTS[api], dir: PACTS_DIR, logLevel: 'warn' })

  beforeAll(() => rmSync(pactFile(PACTS[api]), { force: true }))

  it('names every interaction once', () => {
    const descriptions = interactions.map((interaction) => interaction.description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it.each(interactions.map((interaction) => [interaction.description, interaction] as const))(
    '%s',
    async (_description, interaction) => {
      const { request, response } = interaction
      const headers: Record<string, string> = request.auth === false ? {} : { Authorization: AUTHORIZATION }
      let builder = pact.addInteraction()
      for (const { state, params } of interaction.given ?? []) builder = builder.given(state, params)
      await builder
        .uponReceiving(interaction.description)
        .withRequest(request.method, request.path, (req) => {
          if (request.query) req.query(request.query)
          if (Object.keys(headers).length > 0) req.headers(headers)
          if (request.body !== undefined) req.jsonBody(request.body)
        })
        .willRespondWith(response.status, (res) => {
          if (response.headers) res.headers(response.headers)
          if (response.body !== undefined) res.jsonBody(response.body)
        })
        .executeTest(async (server) => {
          const reply = await fetch(`${server.url}${reify(request.path)}${queryString(request.query)}`, {
            method: request.method,
            headers: request.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
            ...(request.body === undefined ? {} : { body: JSON.stringify(reify(request.body)) }),
          })
          expect(reply.status).toBe(response.status)
          const text = await reply.text()
          expect(text === '' ? undefined : JSON.parse(text)).toEqual(
            response.body === undefined ? undefined : reify(response.body),
          )
        })
    },
  )

  it('wrote every interaction to the pact file, once', () => {
    const written = JSON.parse(readFileSync(pactFile(PACTS[api]), 'utf8')).interactions.map(
      (interaction: { description: string }) => interaction.description,
    )
    expect(written).toEqual(interactions.map((interaction) => interaction.description).sort())
  })
}
