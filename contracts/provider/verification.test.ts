import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { calendarRoutes } from '../../mocks/calendar/routes.js'
import { identityRoutes } from '../../mocks/identity/routes.js'
import { providerStates } from '../../fixtures/states.js'
import {
  STATE_PATH,
  type Standin,
  type StandinOptions,
  startKoaStandin,
  startMswHttpStandin,
} from '../../test/helpers/standin.js'
import type { ApiName } from '../pacts.js'
import { runVerify } from './run-verify.js'
import { pactFilesFor } from './verify.js'

/**
 * Both hosts honour every pact: the Pact verifier (`npm run verify`, in a child process) replays
 * each interaction against the Koa app and against the MSW handlers (served over HTTP through
 * msw's getResponse), setting up the provider states of fixtures/states.ts through each host's
 * state URL. A second seed shows the pacts hold for other data.
 */

const APIS: ApiName[] = ['identity', 'calendar']

interface PactInteraction {
  description: string
  providerStates?: Array<{ name: string }>
}

const interactionsOf = (api: ApiName): PactInteraction[] =>
  pactFilesFor(api).flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).interactions)

const routeNames = { identity: identityRoutes, calendar: calendarRoutes } satisfies Record<
  ApiName,
  Array<{ name: string }>
>

describe('the pacts', () => {
  it.each(APIS)('for %s name each interaction after the route it exercises', (api) => {
    const names = new Set(routeNames[api].map((route) => route.name))
    expect(
      interactionsOf(api)
        .map((interaction) => interaction.description.split(':')[0])
        .filter((name) => !names.has(name!)),
    ).toEqual([])
  })

  it.each(APIS)('for %s exist and name only provider states fixtures/states.ts knows', (api) => {
    const interactions = interactionsOf(api)
    expect(interactions.length).toBeGreaterThan(20)
    const unknown = interactions
      .flatMap((interaction) => interaction.providerStates ?? [])
      .filter((state) => !(state.name in providerStates))
    expect(unknown).toEqual([])
  })
})

const HOSTS: ReadonlyArray<readonly [string, (options: StandinOptions) => Promise<Standin>, StandinOptions]> = [
  ['Koa', startKoaStandin, {}],
  ['MSW', startMswHttpStandin, {}],
  ['Koa with seed 7', startKoaStandin, { seed: 7 }],
]

describe.each(HOSTS)('standin through %s', (_host, start, options) => {
  let standin: Standin
  beforeAll(async () => {
    standin = await start(options)
  })
  afterAll(() => standin.close())

  it.each(APIS)('honours every %s interaction', async (api) => {
    const run = await runVerify(
      '--api',
      api,
      '--base-url',
      standin.origin,
      '--token',
      DEFAULT_TOKEN,
      '--state-url',
      `${standin.origin}${STATE_PATH}`,
    )
    expect(run.report?.failures, run.stdout + run.stderr).toEqual([])
    expect(run.report).toMatchObject({ passed: true, skipped: [], verified: interactionsOf(api).length })
    expect(run.code).toBe(0)
  })
})
