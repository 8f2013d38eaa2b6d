import { MAX_DELAY_MS, MAX_FAULT_RULES, parseFaultList } from '../../mocks/levers/faults.js'
import { answer, array, body, integer, object, ref, type Schema, text } from './describe.js'
import { fail, readJson } from './json.js'
import type { ControlResource } from './route.js'
import { setRoutes, target } from './target.js'

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
        if (!added.ok)
          return fail(
            ctx,
            `${sentence(added.error)}; clear them with DELETE /__standin/faults${added.memory ? ', or end sessions' : ''}.`,
            added.memory ? 503 : 400,
          )
        ctx.status = 201
        ctx.body = { faults: context.faults.rules }
      },
    },
    ...setRoutes(
      { key: 'faults', entry: 'fault rule', id: 'fault', schema: 'Faults', listed: 'The rules.' },
      (context) => context.faults,
      (context) => context.faults.rules,
    ),
  ],
}
