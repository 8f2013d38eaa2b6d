import { afterAll, beforeAll, describe, it } from 'vitest'
import { fuzzApi, fuzzTimeout, calendarTarget } from '../helpers/fuzz.js'
import { type Standin, startKoaStandin, startMswStandin } from '../helpers/standin.js'

/** The calendar API under hostile requests, through both hosts (see test/helpers/fuzz.ts). */

const RUNS = 500
const hosts: Partial<Record<'msw' | 'koa', Standin>> = {}
beforeAll(async () => {
  hosts.msw = await startMswStandin()
  hosts.koa = await startKoaStandin()
})
afterAll(async () => {
  await hosts.msw?.close()
  await hosts.koa?.close()
})

describe.each(['msw', 'koa'] as const)('calendar API fuzzed through %s', (host) => {
  it('never answers 5xx, errors in WordPress\'s shape, refused writes change nothing', { timeout: fuzzTimeout(RUNS) }, () =>
    fuzzApi(calendarTarget, hosts[host]!, host, RUNS),
  )
})
