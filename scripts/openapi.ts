import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
// @ts-expect-error swagger2openapi ships no types; convertObj is its documented entry.
import converter from 'swagger2openapi'
import { loadScenario } from '../fixtures/scenario-loader.js'
import { createMockContext } from '../mocks/context/context.js'
import { callApi } from '../mocks/factories/call.js'
import { createSettableClock } from '../mocks/levers/clock.js'

/**
 * `npm run openapi`: the OpenAPI documents and `paths` types the package ships
 * (`standin/openapi/identity.json`, `standin/openapi/calendar.json`, `IdentityPaths`,
 * `CalendarPaths`), made from the documents standin serves: identity's Swagger 2.0
 * (`GET /api/v2beta/swagger.json`) turned into OpenAPI 3.0 by swagger2openapi, and the
 * calendar's `GET /wp-json/cal/events/v1/doc`, each with a server URL relative to the site;
 * then openapi-typescript writes the types. The files are committed (mocks/openapi/);
 * test/scripts/openapi.test.ts fails when they no longer match what the hosts serve.
 */

const OUT = fileURLToPath(new URL('../mocks/openapi/', import.meta.url))

export interface Documents {
  identity: Record<string, unknown>
  calendar: Record<string, unknown>
}

export const FILES = {
  identity: { document: 'identity.json', types: 'identity-paths.d.ts' },
  calendar: { document: 'calendar.json', types: 'calendar-paths.d.ts' },
} as const

const HEADER = (api: string) =>
  `/**\n * The ${api} API's paths, made by openapi-typescript from standin/openapi/${api}.json: written by\n * \`npm run openapi\` (scripts/openapi.ts), never by hand.\n */\n\n`

/** What each host serves, as OpenAPI 3 documents whose server is the API's path on any site. */
export async function documentsFrom(served: { swagger: unknown; doc: unknown }): Promise<Documents> {
  const { openapi } = (await converter.convertObj(served.swagger, { patch: true, warnOnly: true })) as {
    openapi: Record<string, unknown>
  }
  // The served document names the site that asked (`http://host/wp-json/...`); the file names none.
  const calendar = { ...(served.doc as Record<string, unknown>), servers: [{ url: '/wp-json/cal/events/v1' }] }
  return { identity: openapi, calendar }
}

/**
 * The instant the documents are asked at: the calendar's date parameters default to a window
 * around "now", which the served document writes out; a fixed clock keeps the files the same.
 */
export const DOCUMENTS_AT = '2030-01-01T00:00:00Z'

/** The two documents as the APIs serve them, asked in-process (the route both hosts serve). */
export async function servedDocuments(): Promise<{ swagger: unknown; doc: unknown }> {
  const clock = createSettableClock(new Date(DOCUMENTS_AT))
  const context = await loadScenario(createMockContext({ clock }), 'empty')
  const swagger = await callApi(context, 'identity', 'GET', '/api/v2beta/swagger.json')
  const doc = await callApi(context, 'calendar', 'GET', '/wp-json/cal/events/v1/doc')
  if (swagger.status !== 200 || doc.status !== 200) throw new Error('standin served no API document')
  return { swagger: swagger.body, doc: doc.body }
}

/** The text of every file under mocks/openapi/, by name. */
export async function generate(documents: Documents): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const api of ['identity', 'calendar'] as const) {
    files[FILES[api].document] = `${JSON.stringify(documents[api], null, 2)}\n`
    // Typed from an object: openapi-typescript reads nothing else.
    const types = astToString(await openapiTS(JSON.parse(files[FILES[api].document]!)))
    files[FILES[api].types] = HEADER(api) + types
  }
  return files
}

/** The files as committed. */
export function committed(): Record<string, string> {
  const names = Object.values(FILES).flatMap((file) => [file.document, file.types])
  return Object.fromEntries(names.map((name) => [name, readFileSync(`${OUT}${name}`, 'utf8')]))
}

async function main(): Promise<void> {
  const files = await generate(await documentsFrom(await servedDocuments()))
  for (const [name, text] of Object.entries(files)) writeFileSync(`${OUT}${name}`, text)
  console.log(`wrote ${Object.keys(files).join(', ')} in mocks/openapi/`)
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
