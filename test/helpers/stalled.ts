import { connect, type Socket } from 'node:net'

/**
 * A request whose body never ends: its head and the first `sentBytes` of a declared
 * `declaredBytes`, then nothing (or, with `trickleMs`, a space that often, so that the server
 * sees it still arriving), until `close`.
 */
export async function stalledUpload(
  origin: string,
  method: string,
  path: string,
  declaredBytes: number,
  sentBytes: number,
  trickleMs?: number,
): Promise<{ close(): void }> {
  const { hostname, port } = new URL(origin)
  const socket: Socket = connect(Number(port), hostname)
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  socket.on('error', () => undefined)
  socket.write(
    `${method} ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nAuthorization: Bearer standin-dev-token\r\nContent-Length: ${declaredBytes}\r\n\r\n`,
  )
  socket.write(`{"pad": "${'x'.repeat(Math.max(0, sentBytes - 9))}`)
  const trickle = trickleMs === undefined ? undefined : setInterval(() => socket.write(' '), trickleMs)
  return {
    close: () => {
      clearInterval(trickle)
      socket.destroy()
    },
  }
}

/** Repeats `attempt` until it says yes (the server has read what another socket sent). */
export async function eventually(attempt: () => Promise<boolean>): Promise<void> {
  while (!(await attempt())) await new Promise((resolve) => setTimeout(resolve, 10))
}
