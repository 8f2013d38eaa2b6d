import type { Middleware } from 'koa'
import { OutOfBudget } from '../../mocks/store/memory.js'
import { WriteNotSaved } from '../../mocks/store/transaction.js'
import { codeOf, messageOf } from '../error-message.js'
import { fail } from './json.js'

/**
 * What a control route that throws answers: the control plane's own `{"error": ...}`, never
 * Koa's plain-text 500. A change `--persist` could not save was undone (the store is as it was):
 * 507 when the disk is full (a reset or a snapshot rewrites the whole file, so it needs room for
 * a second copy), 503 for any other refusal of the disk, or when what it holds would not fit
 * its memory budget (`--session-memory`). Anything else is a fault of standin's:
 * a 500 saying what failed, and the error on the console.
 */

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT'])

export function controlFailures(): Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (error) {
      // Half an answer is out already: nothing sensible can follow it.
      if (ctx.headerSent || !ctx.writable) throw error
      if (error instanceof WriteNotSaved && error.cause instanceof OutOfBudget) {
        ctx.set('Retry-After', '1')
        return fail(ctx, `Nothing changed: ${error.cause.message}.`, 503)
      }
      if (error instanceof WriteNotSaved) {
        const code = codeOf(error.cause)
        const full = code !== undefined && DISK_FULL.has(code)
        if (!full) ctx.set('Retry-After', '1')
        return fail(
          ctx,
          full
            ? `The disk is full (${code}): the change could not be saved to the --persist file, so nothing changed. Free some space (a reset or a snapshot needs room for a second copy of the store) and try again.`
            : `The change could not be saved to the --persist file, so nothing changed: ${messageOf(error.cause)}`,
          full ? 507 : 503,
        )
      }
      ctx.app.emit('error', error, ctx)
      fail(ctx, `The control route failed: ${messageOf(error)}`, 500)
    }
  }
}
