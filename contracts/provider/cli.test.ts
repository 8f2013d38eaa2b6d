import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { useStandin } from '../../test/helpers/standin.js'
import { PACTS, pactFile } from '../pacts.js'
import { runVerify as verify } from './run-verify.js'

/**
 * `npm run verify` against a standin listening on an ephemeral port, as it would run against
 * any deployment: its own token (not the one the pacts were recorded with), and provider
 * states set up through `--state-url` or else skipped.
 */

const TOKEN = 'deployment-token'

const interactions = (api: keyof typeof PACTS): Array<{ description: string; providerStates?: unknown[] }> =>
  JSON.parse(readFileSync(pactFile(PACTS[api]), 'utf8')).interactions

const standin = useStandin({ host: 'koa', token: TOKEN })

describe('npm run verify', () => {
  it.each(['identity', 'calendar'] as const)(
    'without --state-url runs the %s interactions that need no data and names the others',
    async (api) => {
      const run = await verify('--api', api, '--base-url', standin.origin, '--token', TOKEN)
      const all = interactions(api)
      const stateless = all.filter((interaction) => (interaction.providerStates ?? []).length === 0)
      expect(stateless.length).toBeGreaterThan(0)
      expect(run.stdout).toContain(
        `Skipped ${all.length - stateless.length} interactions: their provider states need data on the server, and no --state-url was given`,
      )
      expect(run.stdout).toContain(`  - ${all.find((interaction) => interaction.providerStates)!.description} (needs: `)
      expect(run.stdout).toContain(
        `${api}: ${stateless.length} interactions verified against ${standin.origin}, all passed, ${all.length - stateless.length} skipped`,
      )
      expect(run.code).toBe(0)
    },
  )

  it('with --state-url standin sets every state up through POST /__standin/reset, and every interaction passes', async () => {
    const run = await verify(
      '--api',
      'calendar',
      '--base-url',
      standin.origin,
      '--token',
      TOKEN,
      '--state-url',
      `${standin.origin}/__standin/reset`,
    )
    expect(run.stdout).not.toContain('Skipped')
    expect(run.stdout).toContain(
      `calendar: ${interactions('calendar').length} interactions verified against ${standin.origin}, all passed\n`,
    )
    expect(run.code).toBe(0)
    expect(run.report).toEqual({ passed: true, verified: interactions('calendar').length, skipped: [], failures: [] })
  })

  it('a wrong token fails the interactions that send one, and the run', async () => {
    const run = await verify('--api', 'identity', '--base-url', standin.origin, '--token', 'not-the-token')
    expect(run.stdout).toMatch(/FAILED .*identity\.core\.users\.create: a user without a username is refused/)
    expect(run.stdout).toContain('StatusMismatch expected 400 but was 401')
    expect(run.stdout).toContain('identity: 3 interactions verified')
    expect(run.code).toBe(1)
  })

  it('refuses incomplete arguments with its usage', async () => {
    const run = await verify('--api', 'billing', '--base-url', standin.origin, '--token', TOKEN)
    expect(run.code).toBe(2)
    expect(run.stderr).toContain('--api must be one of identity, calendar')
    expect(run.stderr).toContain('Usage: npm run verify --')
  })
})
