import type { JsonObject } from '../http/types.js'
import { ok, readKey, type WpRoute } from './endpoint.js'

/**
 * `GET /doc`: an OpenAPI 3.0.0 document of every route standin serves, built from the same
 * route table and argument declarations that check requests. The plugin's document (its
 * texts are kept) documents list GETs and POST on single items only, types several fields
 * wrongly, and declares the event `password` in the path; this one describes every method
 * and the bodies as they really are, so that it validates and can generate clients.
 */

const anyOf = (...schemas: JsonObject[]): JsonObject => ({ anyOf: schemas })
const INTEGER: JsonObject = { type: 'integer' }
const STRING: JsonObject = { type: 'string' }
const ID_OR_NAME = anyOf(INTEGER, STRING)

/**
 * What parameters take beyond their WordPress type, for arguments to declare as their
 * `schema`, so that the document accepts every request the server does.
 */
export const ACCEPTS = {
  /** Term ids, slugs or names: CSV text, one id, or a list. */
  termList: anyOf(STRING, INTEGER, { type: 'array', items: ID_OR_NAME }),
  /** A list filter of term ids or slugs. */
  termFilter: { type: 'array', items: ID_OR_NAME },
  /** Empty, a venue id, `{"id": N}`, or the fields of a venue to create. */
  venue: anyOf(INTEGER, STRING, { type: 'object', additionalProperties: {} }),
  /** Organizer ids (CSV text, one id, or a list), each entry maybe `{"id": N}` or the fields of one to create. */
  organizers: anyOf(INTEGER, STRING, {
    type: 'array',
    items: anyOf(INTEGER, STRING, { type: 'object', additionalProperties: {} }),
  }),
  /** Text, a number, or a list of them. */
  cost: anyOf(STRING, { type: 'number' }, { type: 'array', items: anyOf(STRING, { type: 'number' }) }),
} as const

export function docRoute(routes: () => readonly WpRoute[]): WpRoute {
  return {
    resource: 'doc',
    path: '/doc',
    endpoints: [
      {
        methods: [['GET', 'calendar.doc.read']],
        args: {},
        // The builder and the schemas are a chunk of their own, loaded by the first request for the document.
        handle: async (call) => {
          const { buildDocument } = await import('./doc-document.js')
          return ok(buildDocument(routes(), call.site, call.env))
        },
        reads: readKey('calendar.doc.read'),
        doc: {
          summary: 'This document',
          responses: {
            '200': {
              description: 'Returns the documentation for The Events Calendar REST API in Swagger consumable format.',
              schema: { $ref: '#/components/schemas/Document' },
            },
          },
        },
      },
    ],
  }
}
