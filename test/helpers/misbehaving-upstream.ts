import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A deployment that misbehaves, on 127.0.0.1 (`node:http`, nothing of standin's): what a proxy
 * and a recording must survive. One behaviour for every path (`behaviour`), or the path's last
 * segment picks it, whatever comes before (`/api/v2beta/core/users/slow/` is slow), so that
 * each API's error shape can be tried:
 *
 * - `slow`: answers nothing until the connection is closed;
 * - `reset`: drops the connection before answering;
 * - `html`: a 200 HTML page (a login page, a proxy's own answer);
 * - `error`: a 500 with a plain-text body;
 * - `huge`: a 200 JSON body of `hugeBytes`, streamed;
 * - `redirect`: a 302 to `/elsewhere`;
 * - anything else: a 200 JSON echo of the request (method, path, query, headers, body).
 */

type Behaviour = 'slow' | 'reset' | 'html' | 'error' | 'huge' | 'redirect' | 'echo'

export interface UpstreamOptions {
  /** Every path behaves so (by default, each path's last segment says). */
  behaviour?: Behaviour
  /** The size of a `huge` body (default 64 MiB). */
  hugeBytes?: number
}

export interface Upstream {
  origin: string
  /** Requests received, newest last. */
  received: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string }>
  close(): Promise<void>
}

function answer(request: IncomingMessage, response: ServerResponse, body: string, options: UpstreamOptions): void {
  const path = new URL(request.url ?? '/', 'http://upstream').pathname
  const behaviour =
    options.behaviour ??
    path
      .split('/')
      .filter((segment) => segment !== '')
      .at(-1)
  const hugeBytes = options.hugeBytes ?? 64 * 1024 * 1024
  if (behaviour === 'slow') return
  if (behaviour === 'reset') {
    request.socket.destroy()
    return
  }
  if (behaviour === 'html') {
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title><form></form>')
    return
  }
  if (behaviour === 'error') {
    response.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error')
    return
  }
  if (behaviour === 'redirect') {
    response.writeHead(302, { location: '/elsewhere' }).end()
    return
  }
  if (behaviour === 'huge') {
    response.writeHead(200, { 'content-type': 'application/json' })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const more = () => {
      while (sent < hugeBytes) {
        sent += chunk.length
        if (!response.write(chunk)) return void response.once('drain', more)
      }
      response.end()
    }
    response.write('{"padding":"')
    more()
    return
  }
  const url = new URL(request.url ?? '/', 'http://upstream')
  const echo = {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body,
  }
  response.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'misbehaving' }).end(JSON.stringify(echo))
}

export async function startUpstream(options: UpstreamOptions = {}): Promise<Upstream> {
  const received: Upstream['received'] = []
  const sockets = new Set<Socket>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      answer(request, response, body, options)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
