import { randomUUID } from 'node:crypto'
import { answer, array, body, error, idParameter, integer, noContent, object, ref, text } from './describe.js'
import { isObject } from '../../mocks/http/json.js'
import { fail, readJson } from './json.js'
import { REFUSALS } from './plane.js'
import type { ControlResource } from './route.js'

/**
 * `/__standin/sessions`: the isolated sessions (server/sessions.ts) alive now; one made on
 * purpose, for a client that has no API token to make one with; one ended. Ids are shown only
 * to the admin, others see a fingerprint (ControlPlane.shownSession).
 */
export const sessions: ControlResource = {
  schemas: {
    SessionShown: {
      oneOf: [
        object({ id: text, idleSeconds: integer(0) }),
        object({ ref: { ...text, pattern: '^ref:[0-9a-f]{12}$' }, idleSeconds: integer(0) }),
      ],
      description: 'The id only for the admin (under --admin-token); a fingerprint for others.',
    },
    Sessions: object({
      sessions: array(ref('SessionShown')),
      limit: integer(0),
      idleSeconds: { type: 'number', minimum: 0 },
    }),
    SessionCreate: object(
      { id: { ...text, description: '1 to 128 letters, digits, ., _, : or -; the server makes one when absent.' } },
      [],
    ),
    Session: object({ id: text, header: text }),
  },
  routes: [
    {
      method: 'GET',
      path: '/sessions',
      describe: { summary: 'The live sessions.', responses: { '200': answer('The sessions.', ref('Sessions')) } },
      handle(ctx, plane) {
        ctx.body = {
          sessions: plane.sessionList(),
          limit: plane.sessions.options.limit,
          idleSeconds: plane.sessions.options.idleMs / 1000,
        }
      },
    },
    {
      method: 'POST',
      path: '/sessions',
      describe: {
        summary: 'Make a session (or find it), for a client with no API token to make one with.',
        requestBody: body(ref('SessionCreate'), false),
        responses: {
          '200': answer('It existed.', ref('Session')),
          '201': answer('Made.', ref('Session')),
          '429': error('As many sessions as --sessions allows are alive.'),
        },
      },
      async handle(ctx, plane) {
        const given = await readJson(ctx, plane.bodies)
        if (!given.ok) return
        const id = isObject(given.value) ? (given.value.id ?? randomUUID()) : undefined
        if (typeof id !== 'string')
          return fail(
            ctx,
            'Send {"id"?: "<1 to 128 letters, digits, ., _, : or ->"}; without an id the server makes one.',
          )
        const existed = plane.sessions.has(id.trim())
        const lookup = await plane.sessions.lookup(id)
        if (lookup.kind === 'none') return fail(ctx, 'Send a session id.')
        if (lookup.kind !== 'session') return fail(ctx, lookup.message, REFUSALS[lookup.kind])
        ctx.status = existed ? 200 : 201
        ctx.body = { id: lookup.id, header: `X-Standin-Session: ${lookup.id}` }
      },
    },
    {
      method: 'DELETE',
      path: '/sessions/:id',
      describe: {
        summary: 'End a session.',
        parameters: [idParameter('session')],
        responses: { ...noContent, '404': error('No such session.') },
      },
      handle(ctx, plane) {
        if (!plane.sessions.end(ctx.params.id ?? ''))
          return fail(ctx, `No session ${JSON.stringify(ctx.params.id)}.`, 404)
        ctx.status = 204
      },
    },
  ],
}
