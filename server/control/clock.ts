import type { MockContext } from '../../mocks/context/context.js'
import { CLOCK_OUT_OF_RANGE, clockInRange, parseInstant } from '../../mocks/levers/clock.js'
import { answer, body, noContent, object, ref, text } from './describe.js'
import { isObject } from '../../mocks/http/json.js'
import { fail, readJson } from './json.js'
import type { ControlResource } from './route.js'
import { onTarget, target } from './target.js'

/**
 * `/__standin/clock`: the clock the store reads (a session's follows the server's until it is
 * pinned under the session's header), pinned to an instant and released back to real time.
 */

/** What GET answers, and the summary shows. */
export const clockState = (context: MockContext) => ({
  now: context.clock.now().toISOString(),
  pinned: context.clock.pinned !== undefined,
})

export const clock: ControlResource = {
  schemas: {
    Clock: object({ now: { ...text, format: 'date-time' }, pinned: { type: 'boolean' } }),
    ClockPin: object({
      now: { ...text, format: 'date-time', description: 'ISO 8601 with a zone (Z or +hh:mm), from 1970 to 9989.' },
    }),
  },
  routes: [
    {
      method: 'GET',
      path: '/clock',
      describe: {
        summary: 'The clock the store reads.',
        session: true,
        responses: { '200': answer('The clock.', ref('Clock')) },
      },
      handle: onTarget((ctx, context) => {
        ctx.body = clockState(context)
      }),
    },
    {
      method: 'POST',
      path: '/clock',
      describe: {
        summary: 'Pin the clock.',
        session: true,
        requestBody: body(ref('ClockPin')),
        responses: { '200': answer('The clock, pinned.', ref('Clock')) },
      },
      async handle(ctx, plane) {
        const given = await readJson(ctx, plane.bodies, undefined)
        if (!given.ok) return
        const now = isObject(given.value) ? given.value.now : undefined
        const at = typeof now === 'string' ? parseInstant(now) : undefined
        if (!at) return fail(ctx, 'Send {"now": "<ISO 8601 date-time with a time zone, e.g. 2030-01-01T10:00:00Z>"}.')
        if (!clockInRange(at)) return fail(ctx, CLOCK_OUT_OF_RANGE)
        const context = await target(plane, ctx)
        if (!context) return
        context.clock.pin(at)
        ctx.body = clockState(context)
      },
    },
    {
      method: 'DELETE',
      path: '/clock',
      describe: {
        summary: "Release the clock (back to real time, or the server's).",
        session: true,
        responses: noContent,
      },
      handle: onTarget((ctx, context) => {
        context.clock.release()
        ctx.status = 204
      }),
    },
  ],
}
