import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMockContext } from '../../mocks/context/context.js'
import { createApp, createHttpServer } from '../../server/app.js'
import { parseRawResponse, rawExchange } from '../helpers/raw-http.js'

/**
 * Requests Node cannot parse: each is answered 400 where the connection can take it (a bad
 * header, method, version or chunk, before or inside a body Koa is reading) and told in one
 * line, never as an error object dumped over several lines.
 */

const lines: string[] = []
const server = createHttpServer(createApp({ context: createMockContext(), log: (line) => lines.push(line) }), (line) =>
  lines.push(line),
)
let origin: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
)

const auth = 'Authorization: Bearer standin-dev-token\r\n'

describe('a malformed request', () => {
  it.each([
    [
      'a header without a colon',
      'GET /api/v2beta/core/users/ HTTP/1.1\r\nHost: x\r\nbad header\r\n\r\n',
      'HPE_INVALID_HEADER_TOKEN',
    ],
    ['an unknown HTTP version', 'GET / HTTP/9.9\r\n\r\n', 'HPE_INVALID_VERSION'],
    ['a NUL in the method', 'GE\u0000T / HTTP/1.1\r\n\r\n', 'HPE_INVALID_METHOD'],
    [
      'two lengths',
      'POST /api/v2beta/core/users/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
      'HPE_UNEXPECTED_CONTENT_LENGTH',
    ],
    [
      'a bad chunk inside an API body',
      `POST /api/v2beta/core/users/ HTTP/1.1\r\nHost: x\r\n${auth}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
      'HPE_INVALID_CHUNK_SIZE',
    ],
    [
      'a bad chunk inside a control body',
      `POST /__standin/reset HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n0\r\n\r\n`,
      'HPE_INVALID_CHUNK_SIZE',
    ],
  ])('(%s) is answered 400 and told in one line', async (_name, request, code) => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      lines.length = 0
      const reply = parseRawResponse(await rawExchange(origin, request))
      expect(reply.status).toBe(400)
      // The server hears the error once the answer is out: wait for its line.
      await vi.waitFor(() => expect(lines.some((line) => line.startsWith('bad request'))).toBe(true))
      const told = lines.filter((line) => line.startsWith('bad request'))
      expect(told).toEqual([
        expect.stringMatching(new RegExp(`^bad request from 127\\.0\\.0\\.1: .+ \\(${code}\\), answered 400$`)),
      ])
      expect(printed).not.toHaveBeenCalled()
    } finally {
      printed.mockRestore()
    }
  })

  it('leaves the server serving', async () => {
    const reply = parseRawResponse(
      await rawExchange(
        origin,
        `GET /api/v2beta/core/users/?limit=1 HTTP/1.1\r\nHost: x\r\n${auth}Connection: close\r\n\r\n`,
      ),
    )
    expect(reply.status).toBe(200)
  })
})
