import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Standin, startKoaStandin, startMswHttpStandin } from '../../test/helpers/standin.js'
import { acceptanceRows } from '../../test/helpers/calendar-traffic.js'
import { describeFinding, type PassReport, requestsOf, runValidationPass } from './pass.js'

/**
 * The validation pass (`npm run validate`) through both hosts: both APIs' traffic through
 * Prism's validation proxy, against the documents standin serves. No violation may be
 * standin's: its answers fit its documents, and its documents take every request it takes.
 */

const scratch = mkdtempSync(join(tmpdir(), 'standin-validation-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe.each([
  ['koa', startKoaStandin],
  ['msw', startMswHttpStandin],
] as const)('the validation pass through %s', (_host, start) => {
  let standin: Standin
  let report: PassReport

  it('finds no violation of standin’s in both APIs’ traffic', async () => {
    standin = await start()
    try {
      report = await runValidationPass(standin)
    } finally {
      await standin.close()
    }
    expect(report.standin.map(describeFinding)).toEqual([])
    expect(report.exchanges.filter((exchange) => exchange.api === 'identity').length).toBeGreaterThan(140)
    expect(report.exchanges.filter((exchange) => exchange.api === 'calendar').length).toBeGreaterThan(70)
    // What the traffic sends on purpose, the document refuses and standin too.
    expect(report.clients.length).toBeGreaterThan(0)
    expect(
      report.clients.every(
        ({ exchange }) =>
          exchange.status >= 400 || exchange.violations.every((violation) => violation.severity !== 'Error'),
      ),
    ).toBe(true)
  })

  it('checked every route’s requests and the accepted forms, which standin took', () => {
    const accepted = acceptanceRows.map((row) => row.name)
    for (const exchange of report.exchanges) {
      if (/^(identity|calendar)\./.test(exchange.label) || accepted.includes(exchange.label)) {
        expect(exchange.status, `${exchange.label}: ${exchange.method} ${exchange.path}`).toBeLessThan(400)
      }
    }
    const labels = new Set(report.exchanges.map((exchange) => exchange.label))
    for (const label of accepted) expect(labels).toContain(label)
  })
})

describe('a negative control', () => {
  it('reports the document standin served before it took booleans in form bodies and term names', async () => {
    const standin = await startKoaStandin()
    try {
      const document = (await standin.send('GET', '/wp-json/cal/events/v1/doc', { auth: false })).body
      const body = document.paths['/events'].post.requestBody.content
      for (const content of Object.values<{ schema: { properties: Record<string, object> } }>(body)) {
        content.schema.properties.all_day = { type: 'boolean' }
        content.schema.properties.categories = { type: 'array', items: { type: 'integer' } }
      }
      const file = join(scratch, 'narrow-calendar-doc.json')
      writeFileSync(file, JSON.stringify(document))
      const report = await runValidationPass(standin, {
        traffic: requestsOf(acceptanceRows, standin.context.calendar),
        documents: { calendar: file },
      })
      const found = report.standin.map(describeFinding).join('\n')
      expect(found).toContain('booleans and lists in a form body')
      expect(found).toContain('a single venue id, category and tag names')
    } finally {
      await standin.close()
    }
  })
})
