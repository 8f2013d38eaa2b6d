import { connect, type Socket } from 'node:net'
import { type Attack, createUser, IDENTITY } from './helpers.js'
import { call, JSON_TYPE, type Listening, MiB } from './http.js'

/** Stalled bodies on API routes: they time out, and never block other clients' writes. */

/** An upload that declares `declared` bytes, sends `sent` of them and then waits: the socket, to close. */
function stalledUpload(server: Listening, path: string, declared: number, sent: number): Socket {
  const socket = connect(server.port, '127.0.0.1')
  socket.on('error', () => undefined)
  socket.write(
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${server.port}\r\ncontent-type: application/json\r\ncontent-length: ${declared}\r\n\r\n`,
  )
  socket.write(Buffer.alloc(sent, ' '))
  return socket
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

export const stalledWritesAttacks: Attack[] = [
  {
    name: 'stalled-api-bodies',
    reported:
      'anonymous stalled bodies on API routes blocked all writes: 96 stalled 1 MiB uploads plus 40 tiny ones made every API and control write 503 for 30 s',
    budgetMiB: 384,
    seconds: 90,
    async run(server) {
      const problems: string[] = []
      const path = `${IDENTITY}/core/users/`
      // 96 MiB less 19,200 bytes, then 40 of 480: every byte of the bodies' budget (64 MiB and a snapshot's 32).
      const sockets = [
        ...Array.from({ length: 96 }, () => stalledUpload(server, path, MiB, MiB - 200)),
        ...Array.from({ length: 40 }, () => stalledUpload(server, path, 960, 480)),
      ]
      try {
        await sleep(2000)
        const refused: string[] = []
        const until = performance.now() + 30_000
        for (let round = 0; performance.now() < until; round++) {
          const user = await createUser(server, `during.stall.${round}`, 10_000).catch(() => undefined)
          if (user?.status !== 201) refused.push(`user create: ${user?.status ?? 'no answer'}`)
          const fault = await call(server, '/__standin/faults', {
            method: 'POST',
            headers: JSON_TYPE,
            body: JSON.stringify({ path: '/nowhere', delayMs: 1 }),
            timeoutMs: 10_000,
          }).catch(() => undefined)
          if (fault?.status !== 201) refused.push(`fault add: ${fault?.status ?? 'no answer'}`)
          await call(server, '/__standin/faults', { method: 'DELETE' }).catch(() => undefined)
          await sleep(500)
        }
        if (refused.length > 0)
          problems.push(`${refused.length} writes were refused during the stall (${[...new Set(refused)].join(', ')})`)
      } finally {
        for (const socket of sockets) socket.destroy()
      }
      return problems
    },
  },
]
