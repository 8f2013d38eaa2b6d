import type { MockContext } from '../../mocks/context/context.js'
import { callApi } from '../../mocks/factories/call.js'
import type { ApiName } from '../../mocks/factories/collections.js'
import { isObject } from '../../mocks/http/json.js'
import { type Schema, type Violation, violationsOf } from './schema-check.js'

/**
 * Drift: the deployment's answers to routes standin knows, checked against the document standin
 * serves for that route (the identity Swagger at `/api/v2beta/swagger.json`, the calendar's
 * OpenAPI at `/wp-json/cal/events/v1/doc`, read in-process once), and the places where they part
 * summed per route (`GET /__standin/drift`), so that a QA run against staging says where the mock
 * and the real API differ.
 */

const DOCUMENTS: Record<ApiName, string> = {
  identity: '/api/v2beta/swagger.json',
  calendar: '/wp-json/cal/events/v1/doc',
}

interface Operation {
  /** The document's path (`/core/users/{id}/`). */
  template: string
  responses: Schema
}

const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/').slice(1)

/** The document's operation for a method and a path under the API's root: the most literal template that fits. */
function operationFor(document: Schema, method: string, path: string, caseless: boolean): Operation | undefined {
  const paths = isObject(document.paths) ? document.paths : {}
  const given = segmentsOf(path)
  const same = (a: string, b: string) => (caseless ? a.toLowerCase() === b.toLowerCase() : a === b)
  let best: { operation: Operation; literals: number } | undefined
  for (const [template, item] of Object.entries(paths)) {
    const wanted = segmentsOf(template)
    if (wanted.length !== given.length || !isObject(item)) continue
    let literals = 0
    const fits = wanted.every((segment, index) => {
      if (/^\{[^}]+\}$/.test(segment)) return (given[index] ?? '') !== ''
      literals++
      return same(segment, given[index] ?? '')
    })
    const operation = item[method === 'HEAD' ? 'get' : method.toLowerCase()]
    if (fits && isObject(operation) && isObject(operation.responses) && (!best || literals > best.literals))
      best = { operation: { template, responses: operation.responses }, literals }
  }
  return best?.operation
}

/** The schema of the answer with this status (Swagger's `schema`, OpenAPI's JSON `content`), or none declared. */
function answerSchema(responses: Schema, status: number): { declared: boolean; schema?: Schema } {
  const response = responses[String(status)] ?? responses.default
  if (!isObject(response)) return { declared: false }
  const content = isObject(response.content) ? response.content['application/json'] : undefined
  const schema = isObject(response.schema)
    ? response.schema
    : isObject(content) && isObject(content.schema)
      ? content.schema
      : undefined
  return schema ? { declared: true, schema } : { declared: true }
}

/**
 * The schema of an answer to a method and a path under the API's root (the most literal route of
 * the document that fits), with the route; undeclared when the route does not list the status.
 */
export function answerSchemaFor(document: Schema, method: string, path: string, status: number, caseless: boolean) {
  const operation = operationFor(document, method, path, caseless)
  return (
    operation && {
      route: operation.template,
      responses: operation.responses,
      ...answerSchema(operation.responses, status),
    }
  )
}

export interface DriftRow {
  api: ApiName
  method: string
  route: string
  at: string
  kind: Violation['kind']
  detail: string
  count: number
  /** The last request that showed it. */
  example: string
  lastSeen: string
}

/** Distinct places kept; past them new ones are counted, not kept. */
const MAX_ROWS = 1000

export class DriftLedger {
  #documents = new Map<ApiName, Promise<Schema>>()
  #rows = new Map<string, DriftRow>()
  checked = 0
  drifted = 0
  dropped = 0

  constructor(readonly context: MockContext) {}

  #document(api: ApiName): Promise<Schema> {
    let document = this.#documents.get(api)
    if (!document) {
      document = callApi(this.context, api, 'GET', DOCUMENTS[api]).then((answer) =>
        isObject(answer.body) ? answer.body : {},
      )
      this.#documents.set(api, document)
    }
    return document
  }

  /**
   * Checks one answer of the deployment (its body as it came) to a route standin knows; `path`
   * is under the API's root. Answers where it parts from the document, each noted in the sums.
   */
  async check(answer: {
    api: ApiName
    method: string
    path: string
    url: string
    status: number
    type: string
    body: Buffer
  }) {
    const document = await this.#document(answer.api)
    const found = answerSchemaFor(document, answer.method, answer.path, answer.status, answer.api === 'calendar')
    if (!found) return []
    const { declared, schema } = found
    let violations: Violation[] = []
    if (!declared) {
      const known = Object.keys(found.responses).join(', ')
      violations = [
        { at: '$', kind: 'status', detail: `status ${answer.status} is not among the document's: ${known}` },
      ]
    } else if (schema && answer.method !== 'HEAD') {
      let body: unknown
      try {
        body = JSON.parse(answer.body.toString('utf8'))
        violations = violationsOf(schema, body, document)
      } catch {
        violations = [{ at: '$', kind: 'not-json', detail: `a ${answer.type || 'body'} where the document says JSON` }]
      }
    }
    this.#note(answer, found.route, violations)
    return violations
  }

  #note(answer: { api: ApiName; method: string; url: string }, route: string, violations: readonly Violation[]): void {
    this.checked++
    if (violations.length > 0) this.drifted++
    const at = new Date().toISOString()
    for (const violation of violations) {
      const key = JSON.stringify([answer.api, answer.method, route, violation.kind, violation.at])
      const row = this.#rows.get(key)
      if (row) Object.assign(row, { count: row.count + 1, detail: violation.detail, example: answer.url, lastSeen: at })
      else if (this.#rows.size < MAX_ROWS)
        this.#rows.set(key, {
          api: answer.api,
          method: answer.method,
          route,
          ...violation,
          count: 1,
          example: answer.url,
          lastSeen: at,
        })
      else this.dropped++
    }
  }

  summary() {
    const rows = [...this.#rows.values()].sort((a, b) => b.count - a.count)
    return { checked: this.checked, drifted: this.drifted, dropped: this.dropped, violations: rows }
  }

  clear(): void {
    this.#rows.clear()
    this.checked = this.drifted = this.dropped = 0
  }
}
