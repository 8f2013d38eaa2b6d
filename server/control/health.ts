import { answer, object, ref } from './describe.js'
import type { ControlResource } from './route.js'

/** `GET /__standin/health`: whether the server answers; open under --admin-token (guards.ts). */
export const health: ControlResource = {
  schemas: { Health: object({ status: { const: 'ok' } }) },
  routes: [
    {
      method: 'GET',
      path: '/health',
      describe: {
        summary: 'Whether the server answers; open under --admin-token.',
        open: true,
        responses: { '200': answer('Up.', ref('Health')) },
      },
      handle(ctx) {
        ctx.body = { status: 'ok' }
      },
    },
  ],
}
