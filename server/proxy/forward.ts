import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import type { IncomingRequest } from '../../mocks/pipeline/pipeline.js'
import { type ByteBudget, exchange, type UpstreamAnswer } from '../upstream.js'
import type { ProxySettings } from './options.js'

/**
 * A request handed on to the deployment and what came back: the client's method, path, query,
 * headers (less those of its connection to standin, and with `--proxy-header`'s set) and body;
 * the deployment's status, headers (less those of its connection) and body. A failure is the
 * status the client gets instead (502, or 504 past the timeout) and why, for the API's error.
 */

/** Headers of one connection (RFC 9110, 7.6.1), and those standin sets itself on each side. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'host',
  'expect',
])

/** The connection's own headers: the hop-by-hop ones and those its Connection header names. */
function connectionHeaders(connection: string | string[] | undefined): Set<string> {
  const named = [connection ?? []].flat().flatMap((value) => value.split(','))
  return new Set([...HOP_BY_HOP, ...named.map((name) => name.trim().toLowerCase())])
}

function outgoingHeaders(incoming: IncomingRequest, settings: ProxySettings): OutgoingHttpHeaders {
  const pairs = [...incoming.headers]
  const dropped = connectionHeaders(pairs.filter(([name]) => name.toLowerCase() === 'connection').map(([, v]) => v))
  // Asked for as it is (no compression), so that standin can read, check and record what comes back.
  dropped.add('accept-encoding')
  const headers: Record<string, string[]> = {}
  for (const [name, value] of pairs) {
    const key = name.toLowerCase()
    if (!dropped.has(key)) (headers[key] ??= []).push(value)
  }
  for (const [name, value] of settings.headers) headers[name] = [value]
  headers.host = [settings.origin.host]
  return Object.fromEntries(
    Object.entries(headers).map(([name, values]) => [name, values.length === 1 ? values[0] : values]),
  )
}

/** The answer's headers to pass back: all but those of the deployment's connection to standin. */
export function answerHeaders(headers: IncomingHttpHeaders): Array<[string, string | string[]]> {
  const dropped = connectionHeaders(headers.connection)
  const kept: Array<[string, string | string[]]> = []
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined && !dropped.has(name)) kept.push([name, value])
  return kept
}

export type Forwarded = { ok: true; answer: UpstreamAnswer } | { ok: false; status: 502 | 503 | 504; message: string }

const MiB = 1024 * 1024

/** Sends the request to `--proxy` and reads its answer, within the timeout, the size limit and the budget. */
export async function forward(
  incoming: IncomingRequest,
  settings: ProxySettings,
  budget: ByteBudget,
): Promise<Forwarded> {
  const url = new URL(incoming.url)
  const target = new URL(`${url.pathname}${url.search}`, settings.origin)
  const body = incoming.bodyBytes
    ? Buffer.from(incoming.bodyBytes)
    : incoming.body !== undefined
      ? Buffer.from(incoming.body, 'utf8')
      : undefined
  const request = {
    method: incoming.method,
    url: target,
    headers: outgoingHeaders(incoming, settings),
    ...(body ? { body } : {}),
  }
  const exchanged = await exchange(request, { timeoutMs: settings.timeoutMs, maxBytes: settings.answerBytes, budget })
  const upstream = settings.origin.origin
  if (exchanged.ok && exchanged.answer.status > 599) {
    budget.release(exchanged.answer.body.length)
    return {
      ok: false,
      status: 502,
      message: `${upstream} answered ${exchanged.answer.status}, which HTTP does not define.`,
    }
  }
  if (exchanged.ok) return exchanged
  const { failure } = exchanged
  switch (failure.kind) {
    case 'timeout':
      return { ok: false, status: 504, message: `${upstream} did not answer within ${settings.timeoutMs} ms.` }
    case 'too-large':
      return {
        ok: false,
        status: 502,
        message: `${upstream} answered more than ${Math.round((settings.answerBytes / MiB) * 100) / 100} MiB (--proxy-limit).`,
      }
    case 'busy':
      return {
        ok: false,
        status: 503,
        message: 'Answers in progress hold all the memory standin gives them; try again.',
      }
    default:
      return { ok: false, status: 502, message: `${upstream} could not be reached (${failure.code}).` }
  }
}
