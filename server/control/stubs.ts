import { MAX_STUB_SET_BYTES, MAX_STUBS, parseStub } from '../../mocks/levers/stubs.js'
import { answer, array, body, integer, object, ref, type Schema, stringMap, text } from './describe.js'
import { fail, readJson } from './json.js'
import type { ControlResource } from './route.js'
import { setRoutes, target } from './target.js'

/**
 * `/__standin/stubs`: canned answers of the store (a session's own under its header), which
 * answer the requests they match in place of the API. A stub is checked, matched and counted
 * in mocks/http/stubs.ts, for both hosts; these routes add, list and remove them.
 */

const stubDefinition: Record<string, Schema> = {
  request: ref('StubRequest'),
  response: ref('StubResponse'),
  times: {
    ...integer(1, 1_000_000_000),
    description: 'Answers this many requests, then is removed; by default until removed.',
  },
}

const schemas: Record<string, Schema> = {
  StubRequest: object(
    {
      method: { ...text, pattern: '^[A-Za-z]{1,16}$', description: 'Any method when absent; GET takes HEAD too.' },
      path: {
        ...text,
        pattern: '^/[^?#\\s]*$',
        maxLength: 2000,
        description:
          '"/"-separated segments: literal, ":name" (one non-empty segment) or "*" (one segment; as the last, whatever is left).',
      },
      query: { ...stringMap, description: 'Parameters the query must hold with these values; others may come too.' },
      headers: {
        ...stringMap,
        description: 'Headers the request must carry with these values; names are case-insensitive.',
      },
      body: {
        description:
          'A JSON value the body must contain: objects by their keys (recursively), arrays element by element; a string also matches a body that is not JSON as text.',
      },
    },
    ['path'],
  ),
  StubResponse: object(
    {
      status: integer(200, 599),
      headers: { ...stringMap, description: 'No framing headers (Content-Length, Transfer-Encoding, Connection...).' },
      body: {
        description:
          'Sent as JSON, unless a string under a Content-Type that is not JSON (then as it is). None for 204, 205, 304.',
      },
      template: {
        type: 'boolean',
        description:
          "The body's strings and the header values are Handlebars templates filled from the request, as WireMock's: {{request.path}}, {{request.pathSegments.[1]}}, {{request.params.<name>}}, {{request.query.<name>}}, {{request.headers.<name>}}, {{jsonPath request.body '$.a.b'}}, {{now}}, {{randomValue type='UUID'}}. A template that does not parse is refused.",
      },
    },
    ['status'],
  ),
  StubDefinition: object(stubDefinition, ['request', 'response']),
  Stub: object(
    {
      id: { ...text, pattern: '^stub-\\d+$' },
      ...stubDefinition,
      used: { ...integer(0), description: 'Requests it answered.' },
    },
    ['id', 'request', 'response', 'used'],
  ),
  Stubs: object({ stubs: array(ref('Stub'), { maxItems: MAX_STUBS }) }),
}

export const stubs: ControlResource = {
  schemas,
  routes: [
    {
      method: 'POST',
      path: '/stubs',
      describe: {
        summary: `Add a stub: it answers the requests it matches in place of the API, before faults, until removed or used "times" times (at most ${MAX_STUBS} per store, ${MAX_STUB_SET_BYTES / 1024} KiB of JSON).`,
        session: true,
        requestBody: body(ref('StubDefinition')),
        responses: { '201': answer('The stub, with its id.', ref('Stub')) },
      },
      async handle(ctx, plane) {
        const given = await readJson(ctx, plane.bodies, undefined)
        if (!given.ok) return
        const parsed = parseStub(given.value)
        if (!parsed.ok) return fail(ctx, `The stub was refused, nothing changed: ${parsed.error}.`)
        const context = await target(plane, ctx)
        if (!context) return
        const added = context.stubs.add([parsed.value])
        if (!added.ok)
          return fail(
            ctx,
            `The stub was refused, nothing changed: ${added.error}; remove some with DELETE /__standin/stubs/<id> or DELETE /__standin/stubs${added.memory ? ', or end sessions' : ''}.`,
            added.memory ? 503 : 400,
          )
        ctx.status = 201
        ctx.body = added.value[0]
      },
    },
    ...setRoutes(
      { key: 'stubs', entry: 'stub', id: 'stub', schema: 'Stubs', listed: 'The stubs, oldest first.' },
      (context) => context.stubs,
      (context) => context.stubs.stubs,
    ),
  ],
}
