import type { RouterContext } from '@koa/router'
import type { Context } from 'koa'
import type { MockContext } from '../../mocks/context/context.js'
import { SESSION_HEADER } from '../sessions.js'
import { answer, error, idParameter, noContent, ref } from './describe.js'
import { fail } from './json.js'
import { type ControlPlane, REFUSALS } from './plane.js'
import type { ControlRoute } from './route.js'

/**
 * The store a control request acts on: a session's (made if need be) when the request names
 * one with X-Standin-Session, else the shared one. When the header names no usable session
 * the refusal is already answered.
 */
export async function target(plane: ControlPlane, ctx: Context): Promise<MockContext | undefined> {
  const lookup = await plane.sessions.lookup(ctx.get(SESSION_HEADER) || undefined)
  if (lookup.kind === 'session') return lookup.context
  if (lookup.kind === 'none') return plane.context
  fail(ctx, lookup.message, REFUSALS[lookup.kind])
  return undefined
}

/** Where a 404 looked: a session's set holds its own entries only, not the server's. */
const sessionNote = (ctx: Context) =>
  ctx.get(SESSION_HEADER) ? " in this session (the server's own are listed without the session header)" : ''

/** A route's handler that acts on the store the request targets (see `target`). */
export const onTarget =
  (handle: (ctx: RouterContext, context: MockContext) => void) =>
  async (ctx: RouterContext, plane: ControlPlane): Promise<void> => {
    const context = await target(plane, ctx)
    if (context) handle(ctx, context)
  }

/** A set the store holds by id: its faults, its stubs. */
interface IdSet {
  clear(): void
  remove(id: string): boolean
}

interface SetNames {
  /** Its name in the URL and the answer's key (`faults`). */
  key: string
  /** What one entry is called (`fault rule`), and its id (`fault`). */
  entry: string
  id: string
  /** The schema of the list's answer, and how the list comes (`The rules.`). */
  schema: string
  listed: string
}

/**
 * `GET /<key>`, `DELETE /<key>` and `DELETE /<key>/:id` for one of the store's sets (a
 * session's own under its header): what the faults and the stubs share.
 */
export function setRoutes(
  names: SetNames,
  setOf: (context: MockContext) => IdSet,
  list: (context: MockContext) => unknown,
): ControlRoute[] {
  const path = `/${names.key}`
  return [
    {
      method: 'GET',
      path,
      describe: {
        summary: `The ${names.key} of the store (a session's own under its header).`,
        session: true,
        responses: { '200': answer(names.listed, ref(names.schema)) },
      },
      handle: onTarget((ctx, context) => {
        ctx.body = { [names.key]: list(context) }
      }),
    },
    {
      method: 'DELETE',
      path,
      describe: { summary: `Remove every ${names.entry} of the store.`, session: true, responses: noContent },
      handle: onTarget((ctx, context) => {
        setOf(context).clear()
        ctx.status = 204
      }),
    },
    {
      method: 'DELETE',
      path: `${path}/:id`,
      describe: {
        summary: `Remove one ${names.entry}.`,
        session: true,
        parameters: [idParameter(names.id)],
        responses: { ...noContent, '404': error(`The store holds no ${names.entry} with that id.`) },
      },
      handle: onTarget((ctx, context) => {
        if (!setOf(context).remove(ctx.params.id ?? ''))
          return fail(ctx, `No ${names.id} ${JSON.stringify(ctx.params.id)}${sessionNote(ctx)}.`, 404)
        ctx.status = 204
      }),
    },
  ]
}
