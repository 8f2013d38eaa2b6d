import type { Context } from 'koa'
import type { JournalFilter } from '../journal.js'
import { answer, array, error, integer, noContent, object, query, ref, text } from './describe.js'
import { fail } from './json.js'
import type { ControlResource } from './route.js'

/**
 * `/__standin/requests`: the journal (server/journal.ts), the last requests to the APIs,
 * newest first, filtered by the query; the control plane's own traffic is not in it.
 */

/** The query's filter, or what is wrong with it. */
function filterOf(given: Context['query']): JournalFilter | string {
  const filter: JournalFilter = {}
  const { method, path, status, limit } = given
  for (const [name, value] of Object.entries({ method, path, status, limit })) {
    if (Array.isArray(value)) return `Give "${name}" once.`
  }
  if (typeof method === 'string') {
    if (!/^[A-Za-z]{1,16}$/.test(method)) return '"method" must be an HTTP method.'
    filter.method = method
  }
  if (typeof path === 'string') filter.path = path
  if (typeof status === 'string') {
    if (!/^\d{3}$/.test(status)) return '"status" must be a three-digit status code.'
    filter.status = Number(status)
  }
  if (typeof limit === 'string') {
    if (!/^\d{1,6}$/.test(limit) || Number(limit) < 1) return '"limit" must be a positive integer.'
    filter.limit = Number(limit)
  }
  return filter
}

export const requests: ControlResource = {
  schemas: {
    JournalEntry: object(
      {
        id: integer(1),
        at: { ...text, format: 'date-time' },
        method: text,
        url: text,
        status: { ...integer(0, 599), description: '0: the connection was dropped.' },
        durationMs: { type: 'number', minimum: 0 },
        session: {
          type: ['string', 'null'],
          description: 'The session id for the admin; ref:<fingerprint> for others.',
        },
        stub: { type: ['string', 'null'], description: 'The id of the stub that answered instead of the API.' },
        requestBody: { type: ['string', 'null'] },
        responseBody: { type: ['string', 'null'] },
        proxied: { ...text, description: 'The deployment that answered instead of standin (--proxy).' },
        drift: {
          ...array(text),
          description: "Where that answer parts from standin's document (GET /__standin/drift).",
        },
      },
      ['id', 'at', 'method', 'url', 'status', 'durationMs', 'session', 'stub', 'requestBody', 'responseBody'],
    ),
    Requests: object({ requests: array(ref('JournalEntry')), capacity: integer(0) }),
  },
  routes: [
    {
      method: 'GET',
      path: '/requests',
      describe: {
        summary: 'The journal: the last requests to the APIs, newest first.',
        parameters: [
          query('method', { ...text, pattern: '^[A-Za-z]{1,16}$' }, 'Only this method.'),
          query('path', text, 'Only paths holding this text.'),
          query('status', { ...text, pattern: '^\\d{3}$' }, 'Only this status.'),
          query('limit', { ...text, pattern: '^\\d{1,6}$' }, 'At most this many (1 or more).'),
        ],
        responses: {
          '200': answer('The entries.', ref('Requests')),
          '400': error('A filter is given twice, or is not one.'),
        },
      },
      handle(ctx, plane) {
        const filter = filterOf(ctx.query)
        if (typeof filter === 'string') return fail(ctx, filter)
        ctx.body = { requests: plane.requests(filter), capacity: plane.journal.capacity }
      },
    },
    {
      method: 'DELETE',
      path: '/requests',
      describe: { summary: 'Empty the journal.', responses: noContent },
      handle(ctx, plane) {
        plane.journal.clear()
        ctx.status = 204
      },
    },
  ],
}
