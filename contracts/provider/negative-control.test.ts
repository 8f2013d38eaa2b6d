import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_TOKEN } from '../../mocks/context/context.js'
import { calendarApi } from '../../mocks/calendar/routes.js'
import { bodyText, type JsonObject } from '../../mocks/http/types.js'
import { STATE_PATH, startKoaStandin } from '../../test/helpers/standin.js'
import { runVerify } from './run-verify.js'

/**
 * Verification can fail: with the resolver of one route broken on purpose (`GET /events/{id}`
 * answers the id as a string), the verifier reports that interaction, and why, and no other. Its
 * report of the failure goes to the child process's output, captured, not to the test's.
 */

afterEach(() => vi.restoreAllMocks())

describe('negative control', () => {
  it('a resolver that changes a field’s type fails verification of the interaction it serves', async () => {
    for (const route of calendarApi.routes.filter((candidate) => candidate.name === 'calendar.events.read')) {
      const resolve = route.resolve.bind(route)
      vi.spyOn(route, 'resolve').mockImplementation(async (request, context) => {
        const response = await resolve(request, context)
        const body = JSON.parse(bodyText(response) ?? 'null') as JsonObject
        return response.status === 200 ? { ...response, body: { ...body, id: String(body.id) } } : response
      })
    }
    const standin = await startKoaStandin()
    try {
      const run = await runVerify(
        '--api',
        'calendar',
        '--base-url',
        standin.origin,
        '--token',
        DEFAULT_TOKEN,
        '--state-url',
        `${standin.origin}${STATE_PATH}`,
      )
      expect(run.code).toBe(1)
      const verification = run.report!
      expect(verification.passed).toBe(false)
      expect(verification.failures.map((failure) => failure.interaction.replace(/^.* - /, ''))).toEqual([
        'calendar.events.read: one event',
      ])
      expect(verification.failures[0]!.mismatches).toEqual([
        expect.stringMatching(/^BodyMismatch \$\.id Expected '\d+' \(String\) to be an integer$/),
      ])
    } finally {
      await standin.close()
    }
  })
})
