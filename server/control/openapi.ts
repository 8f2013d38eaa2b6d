import { answer, ERROR_SCHEMA, json, operation, ref, type Schema, text } from './describe.js'
import { CONTROL_PREFIX } from './guards.js'
import type { ControlResource, ControlRoute } from './route.js'

/**
 * `GET /__standin/openapi.json`: the control plane described as OpenAPI 3.1, assembled from the
 * descriptions its routes carry (each resource file describes its own), so that every route
 * served is in it. Tests drive every route and validate requests and answers against it
 * (test/server/control/openapi.test.ts).
 */

type Operation = ReturnType<typeof operation>

export interface ControlDocument {
  openapi: string
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, Operation>>
  components: {
    schemas: Record<string, Schema>
    parameters: Record<string, unknown>
    responses: Record<string, unknown>
    securitySchemes: Record<string, unknown>
  }
  security: Array<Record<string, string[]>>
}

/** A route's path as the document writes it: `/faults/:id` is `/__standin/faults/{id}`. */
const documentPath = (path: string) => `${CONTROL_PREFIX}${path.replace(/:(\w+)/g, '{$1}')}`

function describe(resources: readonly ControlResource[]): ControlDocument {
  const paths: ControlDocument['paths'] = {}
  const schemas: Record<string, Schema> = { Error: ERROR_SCHEMA }
  for (const resource of resources) {
    for (const [name, schema] of Object.entries(resource.schemas ?? {})) {
      if (name in schemas) throw new Error(`Two control resources describe the schema ${name}.`)
      schemas[name] = schema
    }
    for (const route of resource.routes) {
      const operations = (paths[documentPath(route.path)] ??= {})
      operations[route.method.toLowerCase()] = operation(route.describe)
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'standin control plane',
      version: '1',
      description:
        'standin\'s own routes under /__standin/ (not part of either API): scenarios, snapshots, stubs, faults, the journal, sessions, the clock. Errors are {"error": "..."}. Cross-site requests are refused, writes must be JSON, and under --admin-token every route but /health needs the token.',
    },
    paths,
    components: {
      schemas,
      parameters: {
        Session: {
          name: 'X-Standin-Session',
          in: 'header',
          required: false,
          schema: { ...text, pattern: '^[A-Za-z0-9._:-]{1,128}$' },
          description: "Act on this session's store (made if need be) instead of the shared one.",
        },
      },
      responses: {
        AdminTokenNeeded: {
          description: 'Under --admin-token, the token is missing or wrong.',
          content: json(ref('Error')),
        },
        CrossSite: { description: "An Origin other than the server's own.", content: json(ref('Error')) },
      },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'The --admin-token.' },
        header: { type: 'apiKey', in: 'header', name: 'X-Standin-Admin-Token' },
        query: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: 'GET only (a link to the workbench, downloads).',
        },
      },
    },
    security: [{}, { bearer: [] }, { header: [] }, { query: [] }],
  }
}

/**
 * The resources' routes with this one's, and the document describing them all: built once,
 * since it depends on nothing the server is started with.
 */
export function withOpenApi(resources: readonly ControlResource[]): {
  routes: ControlRoute[]
  document: ControlDocument
} {
  const route: ControlRoute = {
    method: 'GET',
    path: '/openapi.json',
    describe: { summary: 'This document.', responses: { '200': answer('OpenAPI 3.1.', { type: 'object' }) } },
    handle(ctx) {
      ctx.body = document
    },
  }
  const all = [...resources, { routes: [route] }]
  const document = describe(all)
  return { routes: all.flatMap((resource) => resource.routes), document }
}
