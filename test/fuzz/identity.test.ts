import { describe, it } from 'vitest'
import { fuzzApi, fuzzTimeout, identityTarget } from '../helpers/fuzz.js'
import { useStandin } from '../helpers/standin.js'

/** The identity API under hostile requests, through both hosts (see test/helpers/fuzz.ts). */

const RUNS = 500
const hosts = { msw: useStandin(), koa: useStandin({ host: 'koa' }) }

describe.each(['msw', 'koa'] as const)('identity API fuzzed through %s', (host) => {
  it("never answers 5xx, errors in DRF's shape, refused writes change nothing", { timeout: fuzzTimeout(RUNS) }, () =>
    fuzzApi(identityTarget, hosts[host], host, RUNS),
  )
})
