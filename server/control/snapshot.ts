import {
  checkSnapshot,
  restoreSnapshot,
  SNAPSHOT_FORMAT,
  snapshotVersion,
  takeSnapshot,
} from '../../mocks/context/snapshot.js'
import { weighVersion } from '../../mocks/context/weight.js'
import { answer, body, noContent, ref } from './describe.js'
import { fail, readJson } from './json.js'
import { jsonStream } from './snapshot-stream.js'
import type { ControlResource } from './route.js'
import { target } from './target.js'

/**
 * `GET /__standin/snapshot` downloads the store (a session's under its header); `PUT` replaces
 * it, all or nothing. An upload may be as large as --snapshot-limit, so only one is read at a
 * time: they cannot add up.
 */
export const snapshot: ControlResource = {
  schemas: {
    Snapshot: {
      type: 'object',
      properties: { format: { const: SNAPSHOT_FORMAT }, identity: { type: 'object' }, calendar: { type: 'object' } },
      required: ['format', 'identity', 'calendar'],
      description: 'Both stores as rows and sequences; what PUT takes back.',
    },
  },
  routes: [
    {
      method: 'GET',
      path: '/snapshot',
      describe: {
        summary: "Download the store (a session's under its header).",
        session: true,
        responses: { '200': answer('The snapshot.', ref('Snapshot')) },
      },
      async handle(ctx, plane) {
        const context = await target(plane, ctx)
        if (!context) return
        ctx.set('Content-Disposition', 'attachment; filename="standin-snapshot.json"')
        // Taken at once (the rows as they are now, shared); written as the client reads it.
        const taken = await context.exclusive(() => takeSnapshot(context))
        ctx.type = 'application/json'
        ctx.body = jsonStream(taken)
      },
    },
    {
      method: 'PUT',
      path: '/snapshot',
      describe: {
        summary: 'Replace the store with a snapshot, all or nothing (one upload at a time, up to --snapshot-limit).',
        session: true,
        requestBody: body(ref('Snapshot')),
        responses: noContent,
      },
      async handle(ctx, plane) {
        if (plane.snapshotUploading) {
          ctx.set('Retry-After', '1')
          return fail(ctx, 'Another snapshot is being uploaded; try again once it is done.', 503)
        }
        plane.snapshotUploading = true
        try {
          const upload = await readJson(ctx, plane.bodies, undefined, plane.snapshotBytes, 'snapshot')
          if (!upload.ok) return
          const checked = await checkSnapshot(upload.value)
          if (!checked.ok) return fail(ctx, `The snapshot was refused, nothing changed: ${checked.error}`)
          const context = await target(plane, ctx)
          if (!context) return
          // What it holds, for a session to be charged (mocks/context/weight.ts).
          await weighVersion(await snapshotVersion(checked.snapshot))
          // Not saved, or no room in the session's memory: failures.ts answers (nothing changed).
          await restoreSnapshot(context, checked.snapshot)
          ctx.status = 204
        } finally {
          plane.snapshotUploading = false
        }
      },
    },
  ],
}
