import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { committed, documentsFrom, DOCUMENTS_AT, generate } from '../../scripts/openapi.js'
import { type Standin, startKoaStandin, startMswStandin } from '../helpers/standin.js'

/**
 * The OpenAPI documents and `paths` types the package ships (mocks/openapi/, written by
 * `npm run openapi`) are what each host serves today: a change to a served document fails here
 * until the files are made again.
 */

describe.each([
  ['Koa', startKoaStandin],
  ['MSW', startMswStandin],
])('the documents %s serves', (_host, start) => {
  let standin: Standin
  beforeAll(async () => {
    standin = await start({ scenario: 'empty', now: DOCUMENTS_AT })
  })
  afterAll(() => standin.close())

  it('make the files in mocks/openapi/ exactly (else run `npm run openapi`)', async () => {
    const swagger = await standin.send('GET', '/api/v2beta/swagger.json')
    const doc = await standin.send('GET', '/wp-json/cal/events/v1/doc')
    expect([swagger.status, doc.status]).toEqual([200, 200])
    const files = await generate(await documentsFrom({ swagger: swagger.body, doc: doc.body }))
    const kept = committed()
    expect(Object.keys(files).sort()).toEqual(Object.keys(kept).sort())
    for (const [name, text] of Object.entries(files))
      expect(text, `mocks/openapi/${name} is stale: npm run openapi`).toBe(kept[name])
  })
})
