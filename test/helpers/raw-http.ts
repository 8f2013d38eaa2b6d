import { connect } from 'node:net'

/**
 * One HTTP/1.1 exchange written byte by byte on a fresh connection, for what fetch will not
 * send (a bad Host, an absolute-form target, a declared length that never arrives). Resolves
 * with everything the server wrote until it closed, or until `until` matches what arrived.
 */
export function rawExchange(origin: string, request: string | Buffer, until?: RegExp): Promise<string> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      if (until?.test(received)) {
        socket.destroy()
        resolve(received)
      }
    })
    socket.on('end', () => resolve(received))
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
    socket.write(request)
  })
}

/** The status code and the body of a raw answer. */
export function parseRawResponse(text: string): { status: number; headers: string; body: string } {
  const end = text.indexOf('\r\n\r\n')
  const head = end === -1 ? text : text.slice(0, end)
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
    headers: head,
    body: end === -1 ? '' : text.slice(end + 4),
  }
}
