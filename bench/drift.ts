import { Ajv2020 } from 'ajv/dist/2020.js'
import { build } from 'esbuild'
import { loadScenario } from '../fixtures/scenario-loader.js'
import { createMockContext } from '../mocks/context/context.js'
import { callApi } from '../mocks/factories/call.js'
import { answerSchemaFor } from '../server/proxy/drift.js'
import { isObject } from '../mocks/http/json.js'
import { violationsOf } from '../server/proxy/schema-check.js'
import { closed } from '../test/helpers/closed-schema.js'
import { median } from './lib/load.js'
import type { BenchRow } from './lib/report.js'

/**
 * The drift check's validator (server/proxy/schema-check.ts) against ajv, which could do its work
 * at run time (docs/decisions/0035): what each adds to the server bundle, what the first check of
 * a document costs (ajv compiles the document first), and what one check of a large answer costs
 * next to parsing that answer (JSON.parse, the baseline every proxied answer pays anyway).
 */

const ROUNDS = 9

async function bundleBytes(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    platform: 'node',
    format: 'esm',
  })
  return result.outputFiles[0]?.contents.byteLength ?? 0
}

const time = (work: () => unknown, calls: number) => {
  const started = performance.now()
  for (let index = 0; index < calls; index++) work()
  return (performance.now() - started) / calls
}

export async function driftBench(): Promise<BenchRow[]> {
  const context = await loadScenario(createMockContext({ seed: 1 }), 'large')
  const document = (await callApi(context, 'identity', 'GET', '/api/v2beta/swagger.json')).body
  if (!isObject(document)) throw new Error('no identity document')
  const text = JSON.stringify((await callApi(context, 'identity', 'GET', '/api/v2beta/core/users/?limit=1000')).body)
  const found = answerSchemaFor(document, 'GET', '/core/users/', 200, false)
  if (!found?.schema) throw new Error('no schema for the users list')
  const schema = found.schema

  const ours = await bundleBytes("export { violationsOf } from './server/proxy/schema-check.ts'")
  const ajvBytes = await bundleBytes(
    "import { Ajv2020 } from 'ajv/dist/2020.js'; export const ajv = new Ajv2020({ strict: false })",
  )

  const first: Record<'ours' | 'ajv', number[]> = { ours: [], ajv: [] }
  const each: Record<'ours' | 'ajv' | 'parse', number[]> = { ours: [], ajv: [], parse: [] }
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now()
    violationsOf(schema, JSON.parse(text), document)
    first.ours.push(performance.now() - started)
    started = performance.now()
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    ajv.addSchema(closed(document, document), 'identity')
    const check = ajv.compile({ $ref: `identity#/paths/~1core~1users~1/get/responses/200/schema` })
    check(JSON.parse(text))
    first.ajv.push(performance.now() - started)
    const body = JSON.parse(text)
    each.parse.push(time(() => JSON.parse(text), 20))
    each.ours.push(time(() => violationsOf(schema, body, document), 20))
    each.ajv.push(time(() => check(body), 20))
  }
  const ratio = (a: number[], b: number[]) => Math.round((median(a) / median(b)) * 100) / 100
  const firstRatio = ratio(first.ours, first.ajv)
  const eachRatio = ratio(each.ours, each.parse)
  return [
    {
      benchmark: 'drift: bundle bytes, own validator / ajv',
      result: `${Math.round((ours / ajvBytes) * 100) / 100}x (${Math.round(ours / 1024)} KiB / ${Math.round(ajvBytes / 1024)} KiB)`,
      target: '< 0.25x',
      pass: ours < ajvBytes / 4,
      detail: { ours, ajv: ajvBytes },
    },
    {
      benchmark: 'drift: first check of a 1,000-user list, own / ajv (compiles first)',
      result: `${firstRatio}x`,
      target: '< 1x',
      pass: firstRatio < 1,
      detail: { oursMs: median(first.ours), ajvMs: median(first.ajv) },
    },
    {
      benchmark: 'drift: each check of a 1,000-user list / JSON.parse of it',
      result: `${eachRatio}x (ajv ${ratio(each.ajv, each.parse)}x)`,
      target: '< 3x',
      pass: eachRatio < 3,
      detail: { oursMs: median(each.ours), ajvMs: median(each.ajv), parseMs: median(each.parse) },
    },
  ]
}
