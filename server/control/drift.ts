import { answer, array, integer, noContent, object, ref, text } from './describe.js'
import type { ControlResource } from './route.js'

/**
 * `/__standin/drift`: where the answers `--proxy` passed on part from standin's documents
 * (server/proxy/drift.ts), summed per API, method, route and place, most frequent first.
 */

const KINDS = ['undeclared', 'missing', 'type', 'enum', 'status', 'not-json']

export const drift: ControlResource = {
  schemas: {
    DriftRow: object({
      api: { ...text, enum: ['identity', 'calendar'] },
      method: text,
      route: { ...text, description: "The document's path (`/core/users/{id}/`)." },
      at: { ...text, description: 'Where in the body: `$.results[].last_login`; `$` for the whole answer.' },
      kind: {
        ...text,
        enum: KINDS,
        description:
          'undeclared: a field standin does not send; missing: one the document requires; type, enum: a value the document does not allow; status: a status it does not list; not-json: a body that is not JSON.',
      },
      detail: text,
      count: integer(1),
      example: { ...text, description: 'The last request that showed it (path and query, secrets replaced).' },
      lastSeen: { ...text, format: 'date-time' },
    }),
    Drift: object({
      checked: { ...integer(0), description: 'Answers of the deployment to routes standin knows, checked.' },
      drifted: { ...integer(0), description: 'Those that part from the document somewhere.' },
      dropped: { ...integer(0), description: 'Places not kept: past 1,000 distinct ones, they are only counted.' },
      violations: array(ref('DriftRow')),
    }),
  },
  routes: [
    {
      method: 'GET',
      path: '/drift',
      describe: {
        summary: "Where --proxy's answers part from standin's documents, per route and place.",
        responses: { '200': answer('The sums.', ref('Drift')) },
      },
      handle(ctx, plane) {
        ctx.body = plane.drift.summary()
      },
    },
    {
      method: 'DELETE',
      path: '/drift',
      describe: { summary: 'Forget the sums.', responses: noContent },
      handle(ctx, plane) {
        plane.drift.clear()
        ctx.status = 204
      },
    },
  ],
}
