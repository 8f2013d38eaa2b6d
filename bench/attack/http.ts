import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
/** Where a server under attack listens (a running `Server`, or any address). */
export interface Listening {
  url: string
  port: number
}

/** How the attacks talk to the server: each request on a connection of its own, raw bytes, endless bodies. */

export const MiB = 1024 * 1024
export const JSON_TYPE = { 'content-type': 'application/json' }

export interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  ms: number
}

interface Call {
  method?: string
  headers?: Record<string, string>
  body?: string
  timeoutMs?: number
}

/** One request on a connection of its own (a frozen server cannot hide behind a pooled one). */
export function call(server: Listening, path: string, options: Call = {}): Promise<Reply> {
  const started = performance.now()
  return new Promise((done, fail) => {
    const request = httpRequest(
      `${server.url}${path}`,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        agent: false,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        )
        response.on('error', fail)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`no answer in ${options.timeoutMs ?? 30_000} ms`)))
    request.on('error', fail)
    request.end(options.body)
  })
}

export const json = (reply: Pick<Reply, 'text'>): any => {
  try {
    return JSON.parse(reply.text)
  } catch {
    return undefined
  }
}

interface Upload {
  status: number | undefined
  sentBytes: number
  ms: number
}

/**
 * A body of `totalBytes` sent as fast as the server takes it (declared, or chunked), stopping
 * when an answer arrives, or kept open without its end for `stallMs` (a stalled upload).
 */
export function upload(
  server: Listening,
  method: string,
  path: string,
  options: { totalBytes: number; chunked: boolean; stallMs?: number; headers?: Record<string, string> },
): Promise<Upload> {
  const started = performance.now()
  return new Promise((done) => {
    const socket = connect(server.port, '127.0.0.1')
    let sent = 0
    let answer = ''
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      socket.destroy()
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]
      done({
        status: status === undefined ? undefined : Number(status),
        sentBytes: sent,
        ms: performance.now() - started,
      })
    }
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
      if (answer.includes('\r\n\r\n')) finish()
    })
    socket.on('error', finish)
    socket.on('close', finish)
    const extra = Object.entries({ ...JSON_TYPE, ...options.headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
    const length = options.chunked ? 'transfer-encoding: chunked\r\n' : `content-length: ${options.totalBytes}\r\n`
    socket.write(`${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1:${server.port}\r\n${extra}${length}\r\n`)
    // Valid JSON as far as it goes (a list of 100 million numbers): parsed whole, it would
    // need several times the heap.
    const opening = Buffer.from('{"pad": [')
    const filler = Buffer.alloc(MiB, '0,')
    const closing = Buffer.from('0]}')
    const frame = (bytes: Buffer) =>
      options.chunked
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes
    const framedFiller = frame(filler)
    const pump = () => {
      while (!finished && sent < options.totalBytes) {
        const left = options.totalBytes - sent
        let content = filler
        if (sent === 0) content = Buffer.concat([opening, filler])
        else if (left <= filler.length + closing.length) {
          const pairs = (left - closing.length) & ~1
          content = Buffer.concat([
            filler.subarray(0, pairs),
            closing,
            Buffer.alloc(left - pairs - closing.length, ' '),
          ])
        }
        const piece = content === filler ? framedFiller : frame(content)
        sent += content.length
        if (!socket.write(piece)) return socket.once('drain', pump)
      }
      if (finished) return
      // Everything is sent but the body never ends (chunked) or ends only now (declared).
      setTimeout(finish, options.stallMs ?? 10_000)
    }
    pump()
  })
}

/** One request written byte by byte (what an HTTP client will not send, such as a bad Host). */
export function raw(server: Listening, text: string, timeoutMs = 10_000): Promise<{ status: number; body: string }> {
  return new Promise((done) => {
    const socket = connect(server.port, '127.0.0.1')
    let received = ''
    const finish = () => {
      socket.destroy()
      const end = received.indexOf('\r\n\r\n')
      done({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0),
        body: end === -1 ? '' : received.slice(end + 4),
      })
    }
    const timer = setTimeout(finish, timeoutMs)
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      const length = /content-length: (\d+)/i.exec(received)?.[1]
      if (end !== -1 && length !== undefined && received.length >= end + 4 + Number(length)) {
        clearTimeout(timer)
        finish()
      }
    })
    socket.on('close', () => {
      clearTimeout(timer)
      finish()
    })
    socket.on('error', () => undefined)
    socket.write(text)
  })
}
