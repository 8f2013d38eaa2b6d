import {
  type Reply,
  type SendOptions,
  type StandinOptions,
  startKoaStandin,
  startMswStandin,
  type Standin,
} from './standin.js'

/**
 * The parity harness: two identically seeded standins, one behind MSW and one behind Koa,
 * fed the same requests in the same order.
 */

/** Headers that belong to the connection, not to the API. */
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

export interface Comparable {
  status: number
  headers: Record<string, string>
  body: string
}

/** What must be identical between hosts: status, API headers, and the body with the host's origin neutralised. */
function comparable(reply: Reply, origin: string): Comparable {
  const headers: Record<string, string> = {}
  for (const [name, value] of [...reply.headers.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value.split(origin).join('<origin>')
  }
  return { status: reply.status, headers, body: reply.text.split(origin).join('<origin>') }
}

/** The hosts differ in origin (replaced by `comparable`) and so in the host the calendar's global ids carry. */
export function neutralise(reply: Comparable, origin: string): Comparable {
  const host = new URL(origin).host
  return { ...reply, body: reply.body.split(host).join('<host>') }
}

export interface Pair {
  msw: Standin
  koa: Standin
  send(method: string, path: string, options?: SendOptions): Promise<{ msw: Comparable; koa: Comparable }>
  close(): Promise<void>
}

export async function startPair(options: StandinOptions = {}): Promise<Pair> {
  const msw = await startMswStandin(options)
  const koa = await startKoaStandin(options)
  return {
    msw,
    koa,
    async send(method, path, sendOptions) {
      const fromMsw = await msw.send(method, path, sendOptions)
      const fromKoa = await koa.send(method, path, sendOptions)
      return { msw: comparable(fromMsw, msw.origin), koa: comparable(fromKoa, koa.origin) }
    },
    async close() {
      await msw.close()
      await koa.close()
    },
  }
}
