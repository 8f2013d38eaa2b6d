import { answer, integer, object, ref } from './describe.js'
import type { ControlResource } from './route.js'

/**
 * `GET /__standin/process`, what a soak watches: the server's own memory, since a wrapper
 * (tsx, npx) may own the pid a load tool started. Under --expose-gc (as `npm run bench:soak`
 * starts it) garbage is collected first, so the figures are what the server keeps.
 */
export const processInfo: ControlResource = {
  schemas: {
    Process: object({
      pid: integer(0),
      uptimeSeconds: integer(0),
      memory: { type: 'object', additionalProperties: { type: 'number' }, required: ['rss', 'heapTotal', 'heapUsed'] },
    }),
  },
  routes: [
    {
      method: 'GET',
      path: '/process',
      describe: {
        summary: 'The server process: pid, uptime, memory (after a GC under --expose-gc).',
        responses: { '200': answer('The process.', ref('Process')) },
      },
      handle(ctx) {
        collectGarbage()
        ctx.body = { pid: process.pid, uptimeSeconds: Math.round(process.uptime()), memory: process.memoryUsage() }
      },
    },
  ],
}

/** `gc` exists only under --expose-gc. */
function collectGarbage(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc')
  if (typeof gc === 'function') gc()
}
