import { MAX_DELAY_MS, MAX_FAULT_RULES, parseFaultList } from '../../mocks/http/faults.js'
import {
  answer,
  array,
  body,
  error,
  idParameter,
  integer,
  noContent,
  object,
  ref,
  type Schema,
  text,
} from './describe.js'
import { fail, readJson } from './json.js'
import type { ControlResource } from './route.js'
import { sessionNote, target } from './target.js'

/**
 * `/__standin/faults`: the fault rules of the store (a session's own under its header); the
 * rules themselves are checked and applied in mocks/http/faults.ts, for both hosts.
 */

const faultRule: Record<string, Schema> = {
  path: { ...text, pattern: '^/', maxLength: 2000, description: 'A path pattern; * is any run of characters.' },
  method: { ...text, pattern: '^[A-Za-z]{1,16}$' },
  delayMs: {
    oneOf: [
      integer(0, MAX_DELAY_MS),
      array(integer(0, MAX_DELAY_MS), { minItems: 2, maxItems: 2, description: '[min, max], min <= max' }),
    ],
  },
  status: integer(400, 599),
  drop: { type: 'boolean' },
  rate: { type: 'number', minimum: 0, maximum: 1, description: 'How often the status or drop applies (default 1).' },
}

const sentence = (message: string) => `${message[0]?.toUpperCase()}${message.slice(1)}`

export const faults: ControlResource = {
  schemas: {
    FaultRule: object(faultRule, ['path'], { description: 'Needs delayMs, status or drop; not both status and drop.' }),
    Fault: object({ id: { ...text, pattern: '^fault-\\d+$' }, ...faultRule }, ['id', 'path']),
    Faults: object({ faults: array(ref('Fault')) }),
  },
  routes: [
    {
      method: 'GET',
      path: '/faults',
      describe: {
        summary: "The fault rules of the store (a session's own under its header).",
        session: true,
        responses: { '200': answer('The rules.', ref('Faults')) },
      },
      async handle(ctx, plane) {
        const context = await target(plane, ctx)
        if (!context) return
        ctx.body = { faults: context.faults.rules }
      },
    },
    {
      method: 'POST',
      path: '/faults',
      describe: {
        summary: `Add one fault rule or a list (at most ${MAX_FAULT_RULES} per store), all or none.`,
        session: true,
        requestBody: body({
          oneOf: [ref('FaultRule'), array(ref('FaultRule'), { minItems: 1, maxItems: MAX_FAULT_RULES })],
        }),
        responses: { '201': answer('Every rule of the store, with ids.', ref('Faults')) },
      },
      async handle(ctx, plane) {
        const given = await readJson(ctx, plane.bodies, undefined)
        if (!given.ok) return
        const parsed = parseFaultList(given.value)
        if (!parsed.ok) return fail(ctx, `${sentence(parsed.error)}.`)
        const context = await target(plane, ctx)
        if (!context) return
        const added = context.faults.add(parsed.value)
        if (!added.ok) return fail(ctx, `${sentence(added.error)}; clear them with DELETE /__standin/faults.`)
        ctx.status = 201
        ctx.body = { faults: context.faults.rules }
      },
    },
    {
      method: 'DELETE',
      path: '/faults',
      describe: { summary: 'Remove every fault rule of the store.', session: true, responses: noContent },
      async handle(ctx, plane) {
        const context = await target(plane, ctx)
        if (!context) return
        context.faults.clear()
        ctx.status = 204
      },
    },
    {
      method: 'DELETE',
      path: '/faults/:id',
      describe: {
        summary: 'Remove one fault rule.',
        session: true,
        parameters: [idParameter('fault')],
        responses: { ...noContent, '404': error('The store holds no rule with that id.') },
      },
      async handle(ctx, plane) {
        const context = await target(plane, ctx)
        if (!context) return
        if (!context.faults.remove(ctx.params.id ?? ''))
          return fail(ctx, `No fault ${JSON.stringify(ctx.params.id)}${sessionNote(ctx)}.`, 404)
        ctx.status = 204
      },
    },
  ],
}
