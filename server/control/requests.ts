import type { Context } from 'koa'
import type { JournalFilter } from '../journal.js'
import { answer, array, error, idParameter, integer, noContent, object, query, ref, text } from './describe.js'
import { fail } from './json.js'
import { nearMissesOf } from './near-misses.js'
import type { ControlResource } from './route.js'

/**
 * `/__standin/requests`: the journal (server/journal.ts), the last requests to the APIs,
 * newest first, filtered by the query; the control plane's own traffic is not in it.
 */

const ANSWERED_BY = ['route', 'miss', 'stub', 'fault', 'proxy', 'standin']

/** The journal's filter, as the control plane takes it: the session as its caller sees it (an id, a ref:, '' for the shared store). */
type RequestsFilter = Omit<JournalFilter, 'session'> & { session?: string }

/** The query's filter, or what is wrong with it. */
function filterOf(given: Context['query']): RequestsFilter | string {
  const filter: RequestsFilter = {}
  const { method, path, status, limit, session, answeredBy } = given
  for (const [name, value] of Object.entries({ method, path, status, limit, session, answeredBy })) {
    if (Array.isArray(value)) return `Give "${name}" once.`
  }
  if (typeof session === 'string') filter.session = session
  if (typeof answeredBy === 'string') {
    if (!ANSWERED_BY.includes(answeredBy)) return `"answeredBy" must be one of ${ANSWERED_BY.join(', ')}.`
    filter.answeredBy = answeredBy
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
        answeredBy: {
          enum: ANSWERED_BY,
          description:
            'A route; the API when no route matched (miss); a stub; a fault; a deployment (proxy); standin itself (a limit, a session refused, a path no API owns).',
        },
        route: { type: ['string', 'null'], description: 'The name of the route that answered.' },
        requestHeaders: { type: 'object', additionalProperties: text, description: 'Names in lower case.' },
        responseHeaders: { type: 'object', additionalProperties: text, description: 'Names in lower case.' },
        proxied: { ...text, description: 'The deployment that answered instead of standin (--proxy).' },
        drift: {
          ...array(text),
          description: "Where that answer parts from standin's document (GET /__standin/drift).",
        },
      },
      [
        'id',
        'at',
        'method',
        'url',
        'status',
        'durationMs',
        'session',
        'stub',
        'requestBody',
        'responseBody',
        'answeredBy',
        'route',
        'requestHeaders',
        'responseHeaders',
      ],
    ),
    Requests: object({ requests: array(ref('JournalEntry')), capacity: integer(0) }),
    RequestDetail: object({ request: ref('JournalEntry'), nearMisses: array(ref('NearMiss')) }),
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
          query('session', text, "Only this session's (its id, or ref:<fingerprint>); empty: only the shared store's."),
          query('answeredBy', { enum: ANSWERED_BY }, 'Only those this answered.'),
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
      method: 'GET',
      path: '/requests/:id',
      describe: {
        summary: 'One request of the journal; for one no route matched, the nearest routes and why each missed.',
        parameters: [idParameter('journal entry')],
        responses: {
          '200': answer('The entry and its near misses (none unless no route matched).', ref('RequestDetail')),
          '404': error('The journal holds no such entry (any more).'),
        },
      },
      handle(ctx, plane) {
        const id = /^\d{1,15}$/.test(ctx.params.id ?? '') ? Number(ctx.params.id) : undefined
        const [entry] = id === undefined ? [] : plane.requests({ id, limit: 1 })
        if (!entry) return fail(ctx, `No request ${JSON.stringify(ctx.params.id)} in the journal.`, 404)
        const missed = entry.answeredBy === 'miss' || (entry.answeredBy === 'standin' && entry.status === 404)
        const path = URL.parse(entry.url)?.pathname
        ctx.body = { request: entry, nearMisses: missed && path ? nearMissesOf(entry.method, path) : [] }
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
