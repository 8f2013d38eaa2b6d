import type { Context } from 'koa'
import type { MockContext } from '../../mocks/context.js'
import { SESSION_HEADER } from '../sessions.js'
import { fail } from './json.js'
import { type ControlPlane, REFUSALS } from './plane.js'

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
export const sessionNote = (ctx: Context) =>
  ctx.get(SESSION_HEADER) ? " in this session (the server's own are listed without the session header)" : ''
