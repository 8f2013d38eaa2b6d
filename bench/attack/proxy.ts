import { createServer, type Server as HttpServer } from 'node:http'
import type { Socket } from 'node:net'
import { type Attack, tallied } from './helpers.js'
import { call } from './http.js'

/**
 * `--proxy` in front of a deployment an attacker controls (or a broken one): answers that never
 * end, that never come, that trickle. The proxy must hold no more than the memory request bodies
 * share (it counts the answers it reads against it), answer each with the API's 502, 503 or 504
 * within `--proxy-timeout`, and keep serving everything else meanwhile.
 */

/** A deployment whose every answer is endless (`/endless`), never comes (`/never`) or trickles (`/trickle`). */
async function hostileDeployment(): Promise<{ args: string[]; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: HttpServer = createServer((request, response) => {
    const kind = (request.url ?? '').split('/').at(-1)
    if (kind === 'never') return
    response.writeHead(200, { 'content-type': 'application/json' })
    const chunk = Buffer.alloc(kind === 'trickle' ? 1 : 256 * 1024, 'x')
    const write = () => {
      if (response.destroyed) return
      if (kind === 'trickle') return void setTimeout(() => response.write(chunk, write), 200)
      if (response.write(chunk)) setImmediate(write)
      else response.once('drain', write)
    }
    write()
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const address = server.address()
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  return {
    args: ['--proxy', origin, '--proxy-timeout', '3000', '--proxy-path', '/api/v2beta/core/users/*'],
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
}

export const proxyAttacks: Attack[] = [
  {
    name: 'proxy-endless-answers',
    reported: 'a deployment that answers without end, to many clients at once, could fill the proxy with its bytes',
    prepare: hostileDeployment,
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      // Outside both APIs, a proxied identity route, an unknown calendar route.
      const paths = ['/elsewhere/endless', '/api/v2beta/core/users/endless', '/wp-json/cal/events/v1/x/endless']
      const { tally } = await tallied(server, 16, { seconds: 15 }, (index) =>
        call(server, paths[index % paths.length] ?? '/', { timeoutMs: 30_000 }),
      )
      const problems: string[] = []
      const other = Object.keys(tally.statuses).filter((status) => !['502', '503'].includes(status))
      if (other.length > 0) problems.push(`answered ${JSON.stringify(tally.statuses)}, not only 502 and 503`)
      if (tally.errors > 0) problems.push(`${tally.errors} requests got no answer`)
      if (
        (await call(server, '/api/v2beta/core/groups/', { headers: { authorization: 'Bearer standin-dev-token' } }))
          .status !== 200
      )
        problems.push('the API standin serves itself did not answer 200 afterwards')
      return problems
    },
  },
  {
    name: 'proxy-never-answers',
    reported:
      'a deployment that never answers, or trickles a byte at a time, could hold a proxied request (and its socket) for ever',
    prepare: hostileDeployment,
    budgetMiB: 256,
    seconds: 90,
    async run(server) {
      const started = performance.now()
      const { tally } = await tallied(server, 200, { count: 600, seconds: 40 }, (index) =>
        call(server, index % 2 === 0 ? '/elsewhere/never' : '/api/v2beta/core/users/trickle', { timeoutMs: 20_000 }),
      )
      const problems: string[] = []
      if (Object.keys(tally.statuses).some((status) => status !== '504'))
        problems.push(`answered ${JSON.stringify(tally.statuses)}, not only 504`)
      if (tally.errors > 0) problems.push(`${tally.errors} requests got no answer`)
      const seconds = (performance.now() - started) / 1000
      // 600 requests, 200 at a time, each 504 after 3 s: about 9 s.
      if (seconds > 30) problems.push(`600 requests took ${Math.round(seconds)} s, past three timeouts each`)
      return problems
    },
  },
]
